import type { Context } from "hono";
import { cacheShort } from "../../common/cache/strategies";
import { forgetCachedPages } from "../../common/cache/with-cache";
import type { PanelEnv } from "../env";
import { offerPath, tyrePath } from "../../common/routes";

/**
 * After staff changed what a tyre's data page shows (stock back after a cancellation or a
 * withdrawal, a price, an offer hidden): its cached copies are forgotten, so the shop shows the
 * change at once here rather than after the page's cache TTL. Listings catch up within theirs.
 */
export async function forgetTyrePages(c: Context<PanelEnv>, offers: { slug: string; sku: string }[]) {
  const origin = new URL(c.req.url).origin;
  await forgetCachedPages(
    cacheShort,
    offers.flatMap((offer) => [`${origin}${tyrePath(offer.slug)}`, `${origin}${offerPath(offer.slug, offer.sku)}`]),
  );
}

/**
 * After staff changed a producer's GPSR data: its tyres' data pages (at most what the shop API
 * listed) are forgotten; their `?sup=` copies and any tyre beyond the list expire within the TTL.
 */
export async function forgetTyreDataPages(c: Context<PanelEnv>, slugs: string[]) {
  const origin = new URL(c.req.url).origin;
  await forgetCachedPages(
    cacheShort,
    slugs.map((slug) => `${origin}${tyrePath(slug)}`),
  );
}
