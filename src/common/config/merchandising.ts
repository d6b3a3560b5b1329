/**
 * What the shop puts forward (issue 35): the season's best sellers and the top producers on the
 * home page, and the listing's producer filter. One part of the spec's constants
 * (src/common/config/): the browser bundle may import these modules too, so keep them free of
 * server-only imports.
 */

// ── Selling seasons ───────────────────────────────────────────────────────────────────────────
/**
 * Months (1–12, Warsaw time) in which Polish drivers buy for winter: October to March (the
 * "7 °C" change-over and the winter itself); April to September they buy for summer.
 */
export const WINTER_SELLING_MONTHS: readonly number[] = [10, 11, 12, 1, 2, 3];
/**
 * The tyre seasons each selling season's best sellers come from: all-season tyres are bought in
 * both (a driver replacing winter tyres in October may as well choose them as one in April).
 */
export const SELLING_SEASON_TYRES = {
  zimowe: ["zimowe", "caloroczne"],
  letnie: ["letnie", "caloroczne"],
} as const;

// ── Best sellers (GET /api/v1/catalogue/best-sellers) ─────────────────────────────────────────
/** Orders of the last this many days count as sales. */
export const BEST_SELLERS_DAYS = 90;
/**
 * Fewer orders than this (of the season's tyres, in the window) rank nothing: the home page then
 * shows the most popular tyres instead and says so ("Popularne", not "Najczęściej kupowane").
 */
export const BEST_SELLERS_MIN_ORDERS = 5;
/**
 * Orders that count as a sale: confirmed or paid and on their way. An order still awaiting its
 * payment or its phone confirmation may yet expire (anyone can place one), and a cancelled or
 * returned one sold nothing.
 */
export const SOLD_ORDER_STATUSES = ["accepted", "paid", "packed", "shipped", "delivered"] as const;
/** Best sellers the home page shows: two rows of four (its product grid has 2 or 4 columns). */
export const HOME_BEST_SELLERS = 8;
/** Producers' tiles on the home page: 2, 3, 4 or 6 columns, so 12 fill whole rows at every width. */
export const HOME_TOP_PRODUCERS = 12;

// ── The listing's producer filter ─────────────────────────────────────────────────────────────
/**
 * The producers with the most tyres on the listing come first (with their wordmarks), this many;
 * every other one follows in alphabetical order, where a shopper looks for a name.
 */
export const PRODUCER_FILTER_PINNED = 6;
/** From this many producers on the list, a "Szukaj producenta" field narrows it as the shopper types. */
export const PRODUCER_FILTER_SEARCH_FROM = 10;
