import type { Context, MiddlewareHandler } from "hono";
import { type DeliveryOffer, rememberedDeliveryOffer } from "../common/delivery";
import type { AppEnv } from "./env";
import { type SiteSettings, siteSettings } from "../common/site-settings";
import { optional } from "./shop-client/answers";

/**
 * The delivery methods the shop offers now, as pages quote them (the header's promise, /dostawa,
 * the terms, the product markup's shipping rate): read from the shop API at most once a minute per
 * isolate (src/common/delivery.ts). Null when the shop API did not answer: pages then promise nothing.
 */
export function deliveryOffer(c: Context<AppEnv>): Promise<DeliveryOffer | null> {
  return rememberedDeliveryOffer(() => optional(c.var.shop.delivery.methods.$get(), null));
}

/** Puts the offer where the page's layout finds it (`c.var.delivery`, read by the renderer). */
export const withDeliveryOffer: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("delivery", await deliveryOffer(c));
  await next();
};

/** The shop's settings as the pages see them: its configuration with the delivery offer this request read. */
export function pageSite(c: Context<AppEnv>): SiteSettings {
  return { ...siteSettings(c.env), delivery: c.get("delivery") ?? null };
}
