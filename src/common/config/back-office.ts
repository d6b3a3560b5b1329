/**
 * The back office (/panel) and supplier feed imports.
 * One part of the spec's constants (src/common/config/): the browser bundle imports these
 * modules too, so keep them free of server-only imports.
 */

// ── Back office (/panel, issue 17) ────────────────────────────────────────────────────────────
/** Where the back office lives; Cloudflare Access protects `${PANEL_BASE_PATH}/*` in production. */
export const PANEL_BASE_PATH = "/panel";
/** The development sign-in's cookie (a staff e-mail); read only when ENVIRONMENT is "development". */
export const PANEL_DEV_COOKIE = "panel-dev-staff";
/** Orders, offers and complaints per page of a back-office list. */
export const PANEL_PAGE_SIZE = 25;

/** Carriers staff ship with: the tracking link is `trackingUrl` with the number in place of {number}. */
export const SHIPPING_CARRIERS = [
  { id: "dpd", name: "DPD Polska", trackingUrl: "https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1={number}" },
  { id: "inpost", name: "InPost Kurier", trackingUrl: "https://inpost.pl/sledzenie-przesylek?number={number}" },
  { id: "gls", name: "GLS Poland", trackingUrl: "https://gls-group.com/PL/pl/sledzenie-paczek?match={number}" },
  { id: "dhl", name: "DHL Parcel", trackingUrl: "https://www.dhl.com/pl-pl/home/sledzenie-przesylek.html?tracking-id={number}" },
] as const;
export type CarrierId = (typeof SHIPPING_CARRIERS)[number]["id"];

/**
 * Why an order was cancelled: the two the schedule sets ("expired", "unconfirmed") and those staff
 * choose, in the buyer's words (their mail and /konto: "anulowaliśmy zamówienie – na Twoją prośbę").
 * The back office names them its own way (src/site/panel/orders.tsx).
 */
export const CANCEL_REASONS = {
  expired: "nie otrzymaliśmy płatności w terminie",
  unconfirmed: "nie udało się potwierdzić zamówienia telefonicznie",
  customer_request: "na Twoją prośbę",
  out_of_stock: "zamówionych opon zabrakło w magazynie",
  payment_problem: "wystąpił problem z płatnością",
  other: "z innej przyczyny – wyjaśnimy ją w osobnej wiadomości",
} as const;
export type CancelReason = keyof typeof CANCEL_REASONS;
/** The reasons a staff member may choose (the others are the schedule's). */
export const STAFF_CANCEL_REASONS = ["customer_request", "out_of_stock", "payment_problem", "other"] as const satisfies CancelReason[];

/** How money is booked in and given back; a refund's way in the buyer's words (their mail and /konto). */
export const PAYMENT_BOOKING_METHODS = ["bank_transfer", "cash_on_delivery", "przelewy24"] as const;
export const REFUND_METHODS = {
  bank_transfer: "przelewem na Twoje konto",
  przelewy24: "przez Przelewy24, na konto, z którego przyszła płatność",
  cash: "gotówką, do odbioru w naszym sklepie",
} as const;
export type RefundMethod = keyof typeof REFUND_METHODS;

/** A consumer withdraws within 14 days of delivery and is refunded within 14 days of the declaration (u.p.k. art. 27, 32). */
export const WITHDRAWAL_DAYS = 14;
/** Days after a payment or confirmation deadline within which the shop may use its contractual right to withdraw (terms § 7; KC art. 395 § 1 wants a term). */
export const SELLER_WITHDRAWAL_TERM_DAYS = 14;
/** A promotion's reward is handed over within this many days of the withdrawal period's end (or of a later registration). */
export const REWARD_HANDOVER_DAYS = 14;
/** A sales-promotion prize up to this value (zł) is free of income tax for a private person (ustawa o PIT art. 21 ust. 1 pkt 68). */
export const TAX_FREE_PRIZE_ZLOTY = 2000;
/** The seller answers a complaint within 14 days, or it counts as accepted (u.p.k. art. 7a). */
export const COMPLAINT_ANSWER_DAYS = 14;
/**
 * What sending a tyre back by courier costs the buyer, stated in the terms, returns page and the
 * confirmation mail (UPK art. 12 ust. 1 pkt 11): tyres do not fit ordinary post, so each goes as
 * a courier parcel (a passenger tyre is one parcel up to 15 kg). Figures are the usual range of
 * the big couriers' consumer prices for such a parcel in Poland in 2026; review yearly.
 */
export const RETURN_COURIER_COST_PER_TYRE_GROSZE = { min: 25_00, max: 40_00 } as const;

/** The data page's price chart covers this many days of the selected offer's price_history (issue 22). */
export const PRICE_HISTORY_CHART_DAYS = 90;

/**
 * The label in everyday units (src/common/reference/label-effects.ts): the yearly distance a shopper
 * starts from (Polish passenger cars average about 12–15 thousand km a year), the bounds of the
 * field, and the petrol price the złoty figure uses (Pb95, a typical Polish pump price; review
 * it quarterly: the pages print it beside the figure).
 */
export const YEARLY_KM = { default: 15_000, min: 1_000, max: 100_000, step: 1_000 } as const;
export const FUEL_PRICE_PLN_PER_LITRE = 6.1;

/** An offer with fewer pieces than this (not enough for a set) counts as low in stock; complaints this close to their deadline are flagged. */
export const LOW_STOCK_THRESHOLD = 4;
export const COMPLAINT_DEADLINE_WARNING_DAYS = 3;
/**
 * Overview: an order waiting for its bank transfer longer than this is listed for a reminder call
 * (the term is 3 working days: after one whole day there is still time to call).
 */
export const AWAITING_PAYMENT_FLAG_DAYS = 1;

// ── Supplier feed import (src/shop/catalogue-import) ────────────────────────────────────────────────
/** The listing's "nie starsze niż" filter: a tyre's shown offer at most this many months from its DOT week (issue 22). */
export const TYRE_AGE_FILTER_MONTHS = ["12", "24", "36"] as const;
/** The shop promises tyres not older than this from their DOT week (PN-C-94300-7 is often quoted). */
export const MAX_TYRE_AGE_MONTHS = 36;
/** Feed rows written per D1 batch (one Workflow step): small enough for D1's limits, large enough to be fast. */
export const IMPORT_CHUNK_ROWS = 500;
/**
 * The largest feed the back office accepts (bytes): a 50,000-row feed is about 7 MB, and the check
 * step holds the parsed file in a Worker's 128 MB (the CLI has no such limit).
 */
export const IMPORT_MAX_FEED_BYTES = 15 * 1024 * 1024;
/** Photos and EPREL labels fetched per Workflow step (each is a subrequest or two). */
export const IMPORT_MEDIA_PER_STEP = 25;
/**
 * A full feed puts offers it does not list out of stock, unless more than this share of its rows
 * was refused: a broken file must not empty the shop.
 */
export const IMPORT_MAX_REFUSED_SHARE_TO_RETIRE = 0.2;
/**
 * Nor does it when it would put more than this share of the supplier's offers in stock out of
 * stock (a truncated download, the wrong file, a 3-row test file): the withdrawal is held and staff
 * are told, until a feed comes that lists them or staff confirm with the upload ("the supplier
 * really sold out"). Suppliers with fewer offers in stock than IMPORT_WITHDRAWAL_GUARD_FROM are
 * not guarded: there a few lines are a real change.
 */
export const IMPORT_MAX_WITHDRAWN_SHARE = 0.5;
export const IMPORT_WITHDRAWAL_GUARD_FROM = 20;
/**
 * How long an import holds the one-at-a-time lock without a sign of life: each step renews it, so
 * a run whose Worker died stops blocking the next import after this long (a chunk takes seconds).
 */
export const IMPORT_LEASE_MS = 10 * 60 * 1000;
/** Refused rows a run's report keeps with their reasons; the rest are only counted. */
export const IMPORT_PROBLEMS_KEPT = 1000;
/**
 * The shop's own warehouse is supplier 1 (migration 0022 creates it): first to serve an order,
 * the home of stock staff count by hand and of the shop's own CSV feed.
 */
export const OWN_WAREHOUSE_ID = 1;
/**
 * Gross prices an offer may have (grosze), however the price is set: a feed's cell, a price rule,
 * the back office's forms, the staff API. Anything outside is a typo (a tyre costs 50–20 000 zł);
 * src/shop/pricing/price-guard.ts applies it with one message.
 */
export const OFFER_PRICE_RANGE_GROSZE = { min: 50_00, max: 20_000_00 } as const;
/**
 * A price cut deeper than this (percent of the price on sale) or below the purchase price with VAT
 * is not published until an owner confirms it: one typed digit too few would otherwise sell a set
 * at a tenth of its price and stay in the Omnibus 30-day figure for a month.
 */
export const PRICE_DROP_CONFIRM_PERCENT = 30;
