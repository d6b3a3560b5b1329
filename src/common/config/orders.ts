/**
 * Baskets, orders, payments and the scheduled clean-up: the business assumptions of selling.
 * One part of the spec's constants (src/common/config/): the browser bundle imports these
 * modules too, so keep them free of server-only imports.
 */

// ── Basket (checkout) ─────────────────────────────────────────────────────────────────────────
export const CHECKOUT_TOKEN_COOKIE = "checkout-token";
export const CHECKOUT_TOKEN_MAX_AGE_S = 24 * 60 * 60;
/** Lets the browser that placed an order see its confirmation page (HttpOnly, 1 day). */
export const ORDER_CONFIRMATION_COOKIE = "order-confirmation";
export const ORDER_CONFIRMATION_MAX_AGE_S = 24 * 60 * 60;
/** sessionStorage key of what the shopper typed at checkout: this tab only, removed once the order is placed. */
export const CHECKOUT_DRAFT_STORAGE_KEY = "checkout-draft";
/** Different offers one basket may hold (keeps an order's single D1 batch small). */
export const MAX_BASKET_LINES = 20;
/** Prefix of human-readable order numbers: "OK-2026-000042". */
export const ORDER_NUMBER_PREFIX = "OK";
export const ORDER_NUMBER_PATTERN = /^OK-\d{4}-\d{6}$/;
/** Days after ordering within which an order may be registered for a campaign (its rules say so). */
export const CAMPAIGN_REGISTRATION_DAYS = 30;

/**
 * What an owner may set of a campaign in /panel/promocje (issue 39): at most this many tyres in
 * one order as its condition, rims within the catalogue's range, a reward worth at most this much.
 */
export const CAMPAIGN_LIMITS = { maxQuantity: 8, minRim: 10, maxRim: 24, maxRewardGrosze: 10_000_00 } as const;
/** A campaign's page with its registration form: /promocje/{slug} (badges link there). */
export const CAMPAIGN_PATH_PREFIX = "/promocje/";
/** What the complaint form offers as the expected remedy (consumer law's order of remedies). */
export const COMPLAINT_REMEDIES = ["Wymiana na nową oponę", "Naprawa", "Obniżenie ceny", "Odstąpienie od umowy (zwrot pieniędzy)"] as const;
/**
 * Delivery methods are data (the `delivery_methods` table, edited by an owner at /panel/dostawa;
 * src/common/delivery.ts prices them). A courier brings the parcels to the door; pickup is the
 * buyer's own collection at the shop's warehouse (address and hours: PICKUP_* in wrangler.toml).
 */
export const DELIVERY_KINDS = ["courier", "pickup"] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];
/** A method's price is charged once per order, or once per parcel (TYRES_PER_PARCEL tyres a parcel). */
export const DELIVERY_PRICINGS = ["per_order", "per_parcel"] as const;
export type DeliveryPricing = (typeof DELIVERY_PRICINGS)[number];
/**
 * Tyres a courier parcel holds: one or two tyres are strapped together as a parcel (a passenger
 * tyre is 8–12 kg, two stay under the couriers' 31.5 kg and girth limits), so a set of four goes
 * as two parcels.
 */
export const TYRES_PER_PARCEL = 2;
/** The courier method migration 0027 seeds: orders placed before methods were data are this one. */
export const DEFAULT_DELIVERY_METHOD = "courier";
/** A method's slug (the form's value, the order's `delivery_method`): lower-case letters, digits and hyphens. */
export const DELIVERY_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
/** The highest delivery price or cash-on-delivery fee an owner may set (grosze): anything above is a typo. */
export const DELIVERY_PRICE_MAX_GROSZE = 1000_00;
/**
 * Business days from the order (or the booked transfer) to handing the parcel to the courier, and
 * the courier's own days to the door, as /dostawa states them (src/common/content/pages/delivery.ts
 * writes them out in words); the product markup's shippingDetails give the same numbers.
 */
export const DELIVERY_HANDLING_DAYS = { min: 1, max: 2 } as const;
export const DELIVERY_TRANSIT_DAYS = { min: 1, max: 2 } as const;
/**
 * An order paid on delivery or online by this hour (Warsaw) on a working day leaves the shop's
 * warehouse the same day; later, the next working day. A wholesaler's stock adds its own days.
 * The shopper's "Dostawa: wt., 2 grudnia" (src/common/delivery-date.ts) counts from it.
 */
export const DISPATCH_CUTOFF_HOUR = 13;
/**
 * Catalogue pages are cached for up to ~15 minutes (cacheShort with stale-while-revalidate): their
 * delivery dates are worked out this much later than the render, so none promises a day the cut-off
 * has already passed for.
 */
export const DELIVERY_DATE_CACHE_MARGIN_MINUTES = 15;
/** Payment methods; the online gateway is offered only when its credentials are configured. */
export const PAYMENT_METHOD_IDS = ["bank_transfer", "cash_on_delivery", "przelewy24"] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

// ── Unpaid orders and clean-up (the scheduled handler, wrangler.toml [triggers]) ─────────────────
/**
 * Working days (Monday to Friday, Polish public holidays excepted: src/common/i18n/calendar.ts) a
 * traditional transfer may take, as Polish shops give it: counted from the day after the order (KC
 * art. 111 § 2), the term ends with the last of them (23:59 in Warsaw); the terms then cancel the
 * unpaid order. Also the invoice's due date.
 */
export const BANK_TRANSFER_PAYMENT_WORKING_DAYS = 3;
/** An online payment not completed within this is given up and the order cancelled (its stock returns). */
export const ONLINE_PAYMENT_TIMEOUT_S = 30 * 60;
/**
 * How long after an online payment's deadline the order is still kept: the gateway refuses new
 * payments at the deadline, but one finished in its last minute may notify a little later.
 */
export const ONLINE_PAYMENT_GRACE_S = 15 * 60;
/** Days the shop has to confirm a `to_confirm` cash-on-delivery order by phone before it is cancelled. */
export const COD_CONFIRMATION_DAYS = 3;
/**
 * The reminder of an unpaid bank-transfer order goes out on the working day before the term's last
 * day, from this hour in Warsaw (a morning mail, not one at midnight), once.
 */
export const PAYMENT_REMINDER_HOUR = 9;
/**
 * Cash-on-delivery orders the shop confirms by phone before packing (status `to_confirm`): those
 * above this gross value (grosze), and every one from an e-mail address with no earlier order.
 */
export const COD_CONFIRMATION_ABOVE_GROSZE = 3000_00;
/**
 * The Cron Triggers, as in wrangler.toml [triggers] (a test checks they match): every five
 * minutes expiry and reminders (an online payment's deadline is acted on at most 5 minutes after
 * its grace), and at night (UTC) the purge.
 */
export const CRON_EXPIRE = "*/5 * * * *";
export const CRON_PURGE = "30 2 * * *";
/** Baskets untouched this long are deleted by the nightly clean-up (their offers may then go). */
export const STALE_BASKET_DAYS = 30;
/**
 * Verified reviews (issue 35): the link mailed with the delivery, one per order line, stays valid
 * this many days (a season of driving; the nightly clean-up deletes expired links).
 */
export const REVIEW_LINK_DAYS = 90;
/** The longest review text and signature a buyer may write. */
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_AUTHOR_MAX = 40;
/** How a review is signed once its author deleted their account: the words stay, the name goes. */
export const REVIEW_ANONYMOUS_AUTHOR = "Klient";
/** Published reviews a tyre's data page lists (newest first); the breakdown counts them all. */
export const REVIEWS_ON_PAGE = 20;
/** Rate-limit rows whose window ended this long ago are deleted by the clean-up. */
export const RATE_LIMIT_ROW_TTL_S = 24 * 60 * 60;

// ── Limits on input ───────────────────────────────────────────────────────────────────────────
export const MAX_BASKET_LINE_QUANTITY = 99;
