/**
 * Wholesalers: the selling price made from a purchase price when no price rule matches, and how a
 * supplier's feed is fetched from its address.
 * One part of the spec's constants (src/common/config/); like back-office.ts, read by the shop API
 * and the back office, never by the browser. Still no server-only imports, as in every part.
 */

import { IMPORT_MAX_FEED_BYTES } from "./back-office";

// ── Selling prices (src/shop/pricing/price-rules.ts) ─────────────────────────────────────────────
/** Markup on the net purchase price (percent) when no price rule matches the offer. */
export const DEFAULT_MARKUP_PERCENT = 25;
/** The least the shop earns on a tyre, net (grosze): a cheap tyre's 25 % does not pay for handling it. */
export const DEFAULT_MIN_MARGIN_GROSZE = 20_00;
/** Default ending of a selling price: whole złoty ending in 9 (412,30 → 419,00). */
export const DEFAULT_PRICE_ROUNDING = "x9" as const;

// ── Fetching a feed (src/shop/catalogue-import/feed-fetch.ts) ──────────────────────────────────────
/**
 * The largest feed fetched from a supplier's address (bytes): the same as an uploaded one, since
 * the import refuses anything larger anyway and the Worker holds the whole file in its 128 MB.
 */
export const FEED_FETCH_MAX_BYTES = IMPORT_MAX_FEED_BYTES;
/** A feed's fetch, redirects and body included, is given up after this long. */
export const FEED_FETCH_TIMEOUT_MS = 60_000;
/** Redirects followed, each address checked again: hosting moves files, not endlessly. */
export const FEED_FETCH_MAX_REDIRECTS = 3;
/** Ports a feed's address may name: the web's usual ones, so the fetch cannot probe other services. */
export const FEED_FETCH_PORTS = [80, 443, 8080, 8443] as const;
