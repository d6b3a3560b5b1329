import type { Context, MiddlewareHandler } from "hono";
import { type DeliveryOffer, rememberedDeliveryOffer } from "../common/delivery";
import { applyShopSettings, type ShopSettings } from "../common/shop-settings";
import { type SiteSettings, siteSettings } from "../common/site-settings";
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
 * (forgetPageSettings). Null when the shop API did not answer (then the configuration's values
 * stand, and the next page asks again).
 */
const SETTINGS_TTL_MS = 60_000;
let rememberedSettings: { at: number; saved: { settings: ShopSettings; version: string } } | null = null;

/** The saved settings and their version (the pages' edge cache carries it: a change makes every stored page stale). */
export async function savedSettings(shop: ShopClient, now = Date.now()): Promise<{ settings: ShopSettings; version: string } | null> {
  if (rememberedSettings && now - rememberedSettings.at < SETTINGS_TTL_MS) return rememberedSettings.saved;
  const answer = await optional(shop.settings.$get(), null);
  if (answer) rememberedSettings = { at: now, saved: answer };
  // The shop API did not answer: the last settings read stand (better than the configuration's
  // old values, which a cached page would then keep), and the next page asks again.
  return answer ?? rememberedSettings?.saved ?? null;
}

export function forgetPageSettings(): void {
  rememberedSettings = null;
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
export function pageSite(c: Context<AppEnv>): SiteSettings {
  return { ...applyShopSettings(siteSettings(c.env), c.get("shopSettings")), delivery: c.get("delivery") ?? null };
}
