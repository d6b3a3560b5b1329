import { currentSiteSettings } from "../shop-settings";
import { Hono } from "hono";
import { complaintForm, validate } from "../../common/api";
import { limitAttempts, rateLimitKey } from "../../common/rate-limit";
import { database } from "../db/client";
import { complaintAnswerDueAt, complaintReference } from "../db/queries/staff-complaints";
import { complaints } from "../db/schema";
import type { ShopApiEnv } from "../env";
import { complaintFiledCustomerMail, complaintFiledShopMail } from "../mail/complaint-messages";
import { sendLater } from "../mail/send-later";

/**
 * POST /complaints: the form on /reklamacja (through the site's /api/complaints). Kept in D1 first
 * (with the day its answer is due, COMPLAINT_ANSWER_DAYS on), then mailed to the shop and the
 * customer; staff answer it in /panel/reklamacje.
 */
export const complaintsApi = new Hono<ShopApiEnv>().post(
  "/",
  async (c, next) => {
    await limitAttempts(database(c.env.DB), rateLimitKey("complaint", c.req.raw, c.env.ENVIRONMENT), Date.now());
    return next();
  },
  validate("json", complaintForm),
  async (c) => {
    const input = c.req.valid("json");
    const createdAt = Date.now();
    const answerDueAt = complaintAnswerDueAt(createdAt);
    const filed = {
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      orderNumber: input.order_number,
      product: input.product,
      description: input.description,
      remedy: input.remedy,
    };
    const [saved] = await database(c.env.DB)
      .insert(complaints)
      .values({ createdAt, answerDueAt, ...filed })
      .returning({ id: complaints.id });
    const reference = complaintReference(saved!.id);
    // The shop's contact as its settings say now (/panel/ustawienia), read after the answer.
    const shop = currentSiteSettings(c.env);
    sendLater(
      c,
      shop.then((site) => complaintFiledShopMail({ ...filed, reference, answerDueAt }, site.email)),
    );
    sendLater(
      c,
      shop.then((site) =>
        complaintFiledCustomerMail({ ...filed, reference, answerDueAt }, { name: site.name, email: site.email, phone: site.phone }),
      ),
    );
    return c.json({ ok: true, reference }, 201);
  },
);
