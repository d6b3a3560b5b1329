import { rememberedFor } from "../common/remembered";
import type { Context, MiddlewareHandler } from "hono";
import { type DeliveryOffer, rememberedDeliveryOffer } from "../common/delivery";
import { applyShopSettings, type ShopSettings } from "../common/shop-settings";
import { type SiteSettings, siteSettings } from "../common/site-settings";
import type { Bindings } from "../common/env";
import type { AppEnv } from "./env";
import type { ShopClient } from "./shop-client";
import { optional } from "./shop-client/answers";

/**
 * The delivery methods the shop offers now, as pages quote them (the header's promise, /dostawa,
 * the terms, the product markup's shipping rate): read from the shop API at most once a minute per
 * isolate (src/common/delivery.ts). Null when the shop API did not answer: pages then promise nothing.
 */
export function deliveryOffer(shop: ShopClient): Promise<DeliveryOffer | null> {
  return rememberedDeliveryOffer(() => optional(shop.delivery.methods.$get(), null));
}

/**
 * The settings saved in /panel/ustawienia (company data, contact and hours, bank account), read
 * from the shop API at most once a minute per isolate; the panel forgets them after a change
 * (forgetPageSettings). When the shop API does not answer, the last settings read stand (the
 * configuration's old values would reach cached pages); null only before any was read.
 */
const settings = rememberedFor<{ settings: ShopSettings; version: string }>(60_000);

/** The saved settings and their version (the pages' edge cache carries it: a change makes every stored page stale). */
export function savedSettings(shop: ShopClient, now = Date.now()): Promise<{ settings: ShopSettings; version: string } | null> {
  return settings.get(() => optional(shop.settings.$get(), null), now);
}

export function forgetPageSettings(): void {
  settings.forget();
}

/** Puts the offer and the saved settings where the page's layout finds them (read by pageSite). */
export const withPageSettings: MiddlewareHandler<AppEnv> = async (c, next) => {
  const [delivery, saved] = await Promise.all([deliveryOffer(c.var.shop), savedSettings(c.var.shop)]);
  c.set("delivery", delivery);
  c.set("shopSettings", saved?.settings ?? null);
  c.set("cacheVersion", saved?.version ?? "");
  await next();
};

/** The shop's settings as the pages see them: its configuration, the sections saved in the panel, the delivery offer. */
export function siteAsPagesSeeIt(
  env: Bindings,
  saved: ShopSettings | null | undefined,
  delivery: DeliveryOffer | null | undefined,
): SiteSettings {
  return { ...applyShopSettings(siteSettings(env), saved), delivery: delivery ?? null };
}

/** This page's site settings (what withPageSettings read for it). */
export function pageSite(c: Context<AppEnv>): SiteSettings {
  return siteAsPagesSeeIt(c.env, c.get("shopSettings"), c.get("delivery"));
}
