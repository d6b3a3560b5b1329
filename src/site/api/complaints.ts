import { Hono } from "hono";
import * as v from "valibot";
import { limitAttempts, rateLimitKey } from "../../shop/rate-limit";
import { COMPLAINT_REMEDIES, ORDER_NUMBER_PATTERN } from "../../common/config";
import { database } from "../../shop/db/client";
import { complaints } from "../../shop/db/schema";
import type { AppEnv } from "../env";
import { complaintAnswerDueAt, complaintReference } from "../../shop/db/queries/staff-complaints";
import { complaintFiledCustomerMail, complaintFiledShopMail } from "../../shop/mail/complaint-messages";
import { sendLater } from "../../shop/mail/send-later";
import { emailField, optionalPhoneField, requiredText, validate } from "../../common/api";

const complaintInput = v.object({
  name: requiredText(120, "Podaj imię i nazwisko.", "Imię i nazwisko mogą mieć najwyżej 120 znaków."),
  email: emailField,
  phone: optionalPhoneField,
  order_number: v.pipe(
    v.string("Podaj numer zamówienia."),
    v.trim(),
    v.toUpperCase(),
    v.nonEmpty("Podaj numer zamówienia."),
    v.regex(ORDER_NUMBER_PATTERN, "Numer zamówienia ma postać OK-2026-000042."),
  ),
  product: requiredText(200, "Napisz, której opony dotyczy reklamacja.", "Opis opony może mieć najwyżej 200 znaków."),
  description: v.pipe(
    requiredText(4000, "Opisz, na czym polega problem.", "Opis może mieć najwyżej 4000 znaków."),
    v.minLength(20, "Opisz problem trochę dokładniej (co najmniej 20 znaków)."),
  ),
  remedy: v.picklist(COMPLAINT_REMEDIES, "Wybierz, czego oczekujesz."),
});

/**
 * POST /api/complaints: the form on /reklamacja. Kept in D1 first (with the day its answer is due,
 * COMPLAINT_ANSWER_DAYS on), then mailed to the shop and the customer; staff answer it in /panel/reklamacje.
 */
export const complaintsApi = new Hono<AppEnv>().post(
  "/",
  async (c, next) => {
    await limitAttempts(database(c.env.DB), rateLimitKey("complaint", c.req.raw, c.env.ENVIRONMENT), Date.now());
    return next();
  },
  validate("json", complaintInput),
  async (c) => {
    const input = c.req.valid("json");
    const db = database(c.env.DB);
    const createdAt = Date.now();
    const answerDueAt = complaintAnswerDueAt(createdAt);
    const [saved] = await db
      .insert(complaints)
      .values({
        createdAt,
        answerDueAt,
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        orderNumber: input.order_number,
        product: input.product,
        description: input.description,
        remedy: input.remedy,
      })
      .returning({ id: complaints.id });
    const reference = complaintReference(saved!.id);
    const filed = {
      reference,
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      orderNumber: input.order_number,
      product: input.product,
      description: input.description,
      remedy: input.remedy,
      answerDueAt,
    };
    sendLater(c, complaintFiledShopMail(filed, c.env.CONTACT_EMAIL));
    sendLater(c, complaintFiledCustomerMail(filed, { name: c.env.SITE_NAME, email: c.env.CONTACT_EMAIL, phone: c.env.CONTACT_PHONE }));
    return c.json({ ok: true, reference }, 201);
  },
);
