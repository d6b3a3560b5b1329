import type { Context } from "hono";
import { cacheShort } from "../../common/cache/strategies";
import { forgetCachedPages } from "../../common/cache/with-cache";
import type { PanelEnv } from "../env";
import { offerPath, tyrePath } from "../../common/routes";
import { savedSettings } from "../page-settings";

/**
 * Forgets these pages' cached copies: this isolate's, and the edge's in this data centre under
 * the pages' cache version now (edgeCacheName). `urls` absolute, as forgetCachedPages takes them.
 */
export async function forgetPages(c: Context<PanelEnv>, urls: string[]) {
  await forgetCachedPages(cacheShort, urls, (await savedSettings(c.var.shop))?.version ?? "");
}

/**
 * After staff changed what a tyre's data page shows (stock back after a cancellation or a
 * withdrawal, a price, an offer hidden): its cached copies are forgotten, so the shop shows the
 * change at once here rather than after the page's cache TTL. Listings catch up within theirs.
 */
export async function forgetTyrePages(c: Context<PanelEnv>, offers: { slug: string; sku: string }[]) {
  const origin = new URL(c.req.url).origin;
  await forgetPages(
    c,
    offers.flatMap((offer) => [`${origin}${tyrePath(offer.slug)}`, `${origin}${offerPath(offer.slug, offer.sku)}`]),
  );
}

/**
 * After staff changed a producer's GPSR data: its tyres' data pages (at most what the shop API
 * listed) are forgotten; their `?sup=` copies and any tyre beyond the list expire within the TTL.
 */
export async function forgetTyreDataPages(c: Context<PanelEnv>, slugs: string[]) {
  const origin = new URL(c.req.url).origin;
  await forgetPages(
    c,
    slugs.map((slug) => `${origin}${tyrePath(slug)}`),
  );
}
