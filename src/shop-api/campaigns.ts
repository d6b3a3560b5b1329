import { Hono } from "hono";
import * as v from "valibot";
import { ORDER_NUMBER_PATTERN } from "../config";
import { catalogueDatabase, database } from "../db/client";
import { findActiveCampaign, registerOrder } from "../db/queries/campaigns";
import type { ShopApiEnv } from "../env";
import { ShopError } from "../errors";
import { limitAttempts, rateLimitKey } from "../auth/rate-limit";
import { sendLater } from "../mail/send-later";
import { emailField } from "../api-common";
import { validate } from "../api-common";

const registration = v.object({
  order_number: v.optional(v.unknown()),
  email: emailField,
  accept_rules: v.optional(v.unknown()),
});

/**
 * Campaigns (SPEC §8 registerCampaign): a running campaign and the registration of an order for
 * its reward, answering INVALID_ORDER_NUMBER, ORDER_NOT_EXISTS, ALREADY_REGISTERED and
 * RULES_NOT_ACCEPTED (plus ORDER_NOT_ELIGIBLE when the order has no offer of the campaign).
 */
export const campaignsApi = new Hono<ShopApiEnv>()
  .get("/:slug", async (c) => {
    const campaign = await findActiveCampaign(catalogueDatabase(c.env.DB), c.req.param("slug"), Date.now());
    if (!campaign) throw new ShopError("NOT_FOUND", { message: "Ta promocja nie trwa albo już się zakończyła." });
    return c.json({
      campaign: {
        slug: campaign.slug,
        name: campaign.name,
        description: campaign.description,
        starts_at: new Date(campaign.startsAt).toISOString(),
        ends_at: new Date(campaign.endsAt).toISOString(),
        link_path: campaign.linkPath,
      },
    });
  })
  .post("/:slug/registrations", validate("json", registration), async (c) => {
    const db = database(c.env.DB);
    const now = Date.now();
    const campaign = await findActiveCampaign(db, c.req.param("slug"), now);
    if (!campaign) throw new ShopError("NOT_FOUND", { message: "Ta promocja nie trwa albo już się zakończyła." });
    const input = c.req.valid("json");
    const orderNumber = typeof input.order_number === "string" ? input.order_number.trim().toUpperCase() : "";
    if (!ORDER_NUMBER_PATTERN.test(orderNumber)) throw new ShopError("INVALID_ORDER_NUMBER");
    if (input.accept_rules !== true) throw new ShopError("RULES_NOT_ACCEPTED");
    // Order numbers are sequential: without a limit, one e-mail address could be probed for orders.
    await limitAttempts(db, rateLimitKey("campaign-registration", c.req.raw, c.env.ENVIRONMENT), now);
    const outcome = await registerOrder(db, campaign, orderNumber, input.email, now);
    if (outcome === "ORDER_NOT_EXISTS")
      throw new ShopError(outcome, { message: "Nie znaleźliśmy zamówienia o tym numerze złożonego z tego adresu e-mail." });
    if (outcome !== "registered") throw new ShopError(outcome);
    sendLater(c, {
      to: input.email,
      subject: `${c.env.SITE_NAME}: zgłoszenie do promocji „${campaign.name}”`,
      text: `Dzień dobry,\n\nprzyjęliśmy zgłoszenie zamówienia ${orderNumber} do promocji „${campaign.name}”. Nagrodę przekażemy po upływie 14 dni na odstąpienie od umowy, jeśli zamówienie zostanie opłacone i zatrzymane.\n\nPozdrawiamy\n${c.env.SITE_NAME}\n`,
    });
    return c.json({ ok: true, campaign: campaign.slug, order_number: orderNumber }, 201);
  });
