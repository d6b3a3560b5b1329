import { Hono } from "hono";
import * as v from "valibot";
import { ORDER_NUMBER_PATTERN } from "../config";
import { catalogueDatabase, database } from "../db/client";
import { findActiveCampaign, registerOrder } from "../db/queries/campaigns";
import type { AppEnv } from "../env";
import { ShopError } from "../errors";
import { emailField } from "./auth";
import { validate } from "./validation";

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
export const campaignsApi = new Hono<AppEnv>()
  .get("/:slug", async (c) => {
    const campaign = await findActiveCampaign(catalogueDatabase(c.env.DB), c.req.param("slug"), Date.now());
    if (!campaign) throw new ShopError("NOT_FOUND", { message: "Ta promocja nie trwa albo już się zakończyła." });
    return c.json({ campaign: { slug: campaign.slug, name: campaign.name, description: campaign.description, starts_at: new Date(campaign.startsAt).toISOString(), ends_at: new Date(campaign.endsAt).toISOString(), link_path: campaign.linkPath } });
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
    const outcome = await registerOrder(db, campaign.id, orderNumber, input.email, now);
    if (outcome !== "registered") throw new ShopError(outcome);
    return c.json({ ok: true, campaign: campaign.slug, order_number: orderNumber }, 201);
  });
