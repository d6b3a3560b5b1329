/**
 * Every constant of the specification (SPEC.md §9 and the limits scattered through §3–§5) in one
 * place. The browser bundle imports this module too, so keep it free of server-only imports.
 */

// ── Locale and money ──────────────────────────────────────────────────────────────────────────
export const LOCALE = "pl-PL";
export const TIME_ZONE = "Europe/Warsaw";
export const CURRENCY = "PLN";
export const CURRENCY_DECIMALS = 2;
/** VAT rate included in every consumer price (percent). */
export const VAT_RATE_PERCENT = 23;

// ── Version ───────────────────────────────────────────────────────────────────────────────────
export const APP_VERSION = "1.9.8";
/** Shown beside the version outside production so nobody mistakes a test shop for the real one. */
export const DEV_MARKER = "DEV";

// ── Compare ───────────────────────────────────────────────────────────────────────────────────
export const COMPARE_MAX_ITEMS = 3;
/**
 * The compare button stays disabled until the selection count exceeds this: comparing one tyre
 * with nothing tells the shopper nothing, so two is the least that makes a comparison.
 */
export const COMPARE_MIN_ITEMS_EXCLUSIVE = 1;
/** The header compare link appears when the selection count exceeds this; below, a tooltip. */
export const COMPARE_HEADER_LINK_MIN_EXCLUSIVE = 1;
export const COMPARE_COOKIE = "compare-tyres";
export const COMPARE_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;
/**
 * The car the shopper chose (issue 22): make, generation and one factory fitment, as JSON the
 * server writes (FORM_ACTIONS.carSelect) and the browser reads to judge tyres. Set only when the
 * shopper asks for it, so it needs no consent (a service the shopper requested).
 */
export const SELECTED_CAR_COOKIE = "wybrany-samochod";
export const SELECTED_CAR_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

// ── Last seen ─────────────────────────────────────────────────────────────────────────────────
export const LAST_SEEN_MAX_ITEMS = 5;
export const LAST_SEEN_TTL_MS = 604_800_000;
export const LAST_SEEN_STORAGE_KEY = "last-seen-products";
/** Add-to-basket quantity from the last-seen panel and the default on a tyre data page. */
export const DEFAULT_ADD_TO_BASKET_QUANTITY = 4;

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
/** A campaign's page with its registration form: /promocje/{slug} (badges link there). */
export const CAMPAIGN_PATH_PREFIX = "/promocje/";
/** What the complaint form offers as the expected remedy (consumer law's order of remedies). */
export const COMPLAINT_REMEDIES = ["Wymiana na nową oponę", "Naprawa", "Obniżenie ceny", "Odstąpienie od umowy (zwrot pieniędzy)"] as const;
/** Delivery: courier only, free of charge (the shop's promise on every offer). */
export const DELIVERY_METHODS = ["courier"] as const;
/**
 * Business days from the order (or the booked transfer) to handing the parcel to the courier, and
 * the courier's own days to the door, as /dostawa states them (src/common/content/pages/delivery.ts
 * writes them out in words); the product markup's shippingDetails give the same numbers.
 */
export const DELIVERY_HANDLING_DAYS = { min: 1, max: 2 } as const;
export const DELIVERY_TRANSIT_DAYS = { min: 1, max: 2 } as const;
/** Payment methods; the online gateway is offered only when its credentials are configured. */
export const PAYMENT_METHOD_IDS = ["bank_transfer", "cash_on_delivery", "przelewy24"] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

// ── Session ───────────────────────────────────────────────────────────────────────────────────
export const SESSION_COOKIE = "__Host-session";
/** How the site hands a session's token to the shop API's /accounts/sessions routes (a header: never in a logged URL). */
export const SESSION_TOKEN_HEADER = "x-session-token";
/** The visitor's cookie choice (necessary only / analytics / marketing), kept for 12 months. */
export const CONSENT_COOKIE = "cookie-consent";
export const CONSENT_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;
/**
 * PBKDF2-SHA256 iterations for passwords. 100,000 is the most production workerd allows (local
 * workerd does not enforce it, so a test does); hashes record their count, so it can change later.
 */
export const PASSWORD_HASH_ITERATIONS = 100_000;
export const PRODUCTION_PBKDF2_MAX_ITERATIONS = 100_000;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/**
 * How long the site's signature naming a customer to the shop API stays valid, either way of the
 * shop API's clock: long enough for a hop between two Workers, short enough that a captured header
 * is worth nothing a minute later.
 */
export const SHOP_IDENTITY_MAX_AGE_S = 60;
/** A password reset link works once, for this long. */
export const PASSWORD_RESET_TTL_S = 60 * 60;
/** How long a link confirming the e-mail of guest orders (to attach them to an account) works. */
export const ORDER_CLAIM_TTL_S = 24 * 60 * 60;
/** Attempts per client address and window before 429 (sign-in, register, password reset). */
export const AUTH_RATE_LIMIT = { attempts: 10, windowS: 15 * 60 } as const;

// ── Abuse limits (README "Security") ──────────────────────────────────────────────────────────
/**
 * IPv6 clients are counted by network, not address: a home line or a phone gets a whole /64, so
 * one person can use millions of addresses in it. IPv4 addresses count one by one.
 */
export const IPV6_CLIENT_PREFIX_BITS = 64;
/**
 * Failed sign-ins for one account, from any address, before it has to wait; each further failure
 * in the window doubles the wait, up to the maximum. The message never says whether the account
 * exists (an unknown e-mail is counted the same way).
 */
export const SIGNIN_ACCOUNT_LIMIT = { attempts: 5, windowS: 60 * 60, firstDelayS: 30, maxDelayS: 15 * 60 } as const;
/** Guesses of the current password (change-password) and account deletions per account and window. */
export const ACCOUNT_PASSWORD_LIMIT = { attempts: 5, windowS: 15 * 60 } as const;
/** Orders placed per client address and per e-mail address in the last `windowS` (refused attempts do not count). */
export const ORDER_RATE_LIMIT = { attempts: 5, windowS: 60 * 60 } as const;
/** Orders holding stock (unpaid, unconfirmed or not yet sent) one client address or e-mail address may have at once. */
export const MAX_OPEN_UNPAID_ORDERS = 3;
/** New baskets per client address and window (each holds stock in nobody's way, but costs rows). */
export const BASKET_CREATION_LIMIT = { attempts: 30, windowS: 60 * 60 } as const;
/**
 * The order-status lookup without an account (/status-zamowienia): attempts per client address,
 * and per order number from any address, since a postcode is only five digits and numbers run in
 * sequence. Every attempt counts, found or not; a busy number locks out only its own lookups.
 */
export const ORDER_STATUS_CLIENT_LIMIT = { attempts: 10, windowS: 15 * 60 } as const;
export const ORDER_STATUS_NUMBER_LIMIT = { attempts: 10, windowS: 60 * 60 } as const;
/** Mail to one recipient per window (order confirmations and welcome mail go to unverified addresses). */
export const MAIL_PER_RECIPIENT_LIMIT = { attempts: 10, windowS: 60 * 60 } as const;
/** Largest JSON body the APIs read (bytes); bigger is 413 before parsing. The error beacon has its own. */
export const JSON_BODY_MAX_BYTES = 64 * 1024;

// ── Unpaid orders and clean-up (the scheduled handler, wrangler.toml [triggers]) ─────────────────
/** Days a traditional transfer may take: the terms cancel an unpaid order after them; the invoice's due date. */
export const BANK_TRANSFER_PAYMENT_DAYS = 7;
/** An online payment not completed within this is given up and the order cancelled (its stock returns). */
export const ONLINE_PAYMENT_TIMEOUT_S = 30 * 60;
/**
 * How long after an online payment's deadline the order is still kept: the gateway refuses new
 * payments at the deadline, but one finished in its last minute may notify a little later.
 */
export const ONLINE_PAYMENT_GRACE_S = 15 * 60;
/** Days the shop has to confirm a `to_confirm` cash-on-delivery order by phone before it is cancelled. */
export const COD_CONFIRMATION_DAYS = 3;
/** The reminder of an unpaid bank-transfer order goes out this long before it expires. */
export const PAYMENT_REMINDER_BEFORE_S = 24 * 60 * 60;
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
/** Rate-limit rows whose window ended this long ago are deleted by the clean-up. */
export const RATE_LIMIT_ROW_TTL_S = 24 * 60 * 60;

// ── Client data (TanStack Query), milliseconds ───────────────────────────────────────────────
export const STALE_TIME_MS = {
  default: 20_000,
  session: 5_000,
  checkout: 3_000,
  simpleCheckout: 0,
  paymentMethods: Number.POSITIVE_INFINITY,
} as const;

// ── Analytics ─────────────────────────────────────────────────────────────────────────────────
export const ANALYTICS_TAX = 23;
export const ANALYTICS_SHIPPING = 0;
/** Share of visits (with analytics consent) that report web vitals (LCP, INP, CLS, TTFB). */
export const SPEED_INSIGHTS_SAMPLE_RATE = 0.1;
export const TRACING_SAMPLE_RATE = 0;
export const WEB_VITALS = ["LCP", "INP", "CLS", "TTFB"] as const;

// ── Error reporting (SPEC §8) ─────────────────────────────────────────────────────────────────
// The catalogued codes and the ignored sources (SPEC §8) live in src/common/errors/error-rules.ts, not here:
// the browser needs them only with its first error report, and esbuild puts whatever this module
// exports to any chunk in the shared chunk every page loads (issue 22 paid the chosen car with it).
/** Mutations flagged for capture: register, password reset and its confirmation, checkout. */
export const CAPTURED_MUTATION_PATHS = [
  "/api/v1/auth/register",
  "/api/v1/auth/password_reset",
  "/api/v1/auth/password_reset/confirm",
  "/api/v1/checkout",
] as const;
/** Largest error report the beacon accepts (bytes). */
export const ERROR_REPORT_MAX_BYTES = 16_384;
/**
 * Personal data and secrets that never go into an error report, from the server or the browser:
 * a field (at any depth) whose name matches is replaced, and a query string keeps only its keys.
 * Tested against the key in lower snake_case (src/common/errors/redact.ts: "newPassword", "E-Mail" →
 * "new_password", "e_mail"), word by word: "name" alone or "first_name" match, "pathname",
 * "item_name" and "load_capacity" do not. Names, e-mail, phone, address, tax and bank numbers, IP,
 * and anything that may hold a secret.
 */
export const REPORT_REDACTED_KEYS = new RegExp(
  "^(?:names?|company|customer|recipient)$|(?:^|_)(?:" +
    [
      "(?:first|last|full|middle|given|family|sur|user|display|contact|company|customer|recipient|buyer)_?names?",
      "imi[eę]|nazwisk[oa]|e_?mails?|phones?|telefon|tel|mobile|fax",
      "street|ulica|address(?:es)?|adres|postal|post_?code|zip(?:_?code)?|kod_pocztowy|city|miasto|apartment|house|lokal",
      "nip|vat_?(?:number|id|no)|tax_?id|regon|pesel|iban|bank_account|account_number|ip",
      "password|passwd|pass|pwd|has[lł]o|tokens?|secrets?|otp|(?:api|private|access|secret)_?key|authorization|auth|credentials?",
      "cookies?|sessions?",
      // Free text a shopper types (order notes, a complaint's description) often holds a phone or directions.
      "notes?|uwagi|description|opis|comments?",
    ].join("|") +
    ")(?:_|$)",
);
/** What a redacted value becomes in a report. */
export const REPORT_REDACTED_VALUE = "[usunięte]";

// ── UI ────────────────────────────────────────────────────────────────────────────────────────
export const TOAST_DURATION_MS = 3000;
export const LOADING_OVERLAY_FADE_S = 0.2;
export const MENU_OVERLAY_Z_INDEX = 400;
/** Layout breakpoints (px, min-width). Below `lg` the mobile header is shown; `sm` lets wide phones take a third tile column. */
export const BREAKPOINTS = { xs: 0, sm: 480, md: 768, lg: 1024, xl: 1238 } as const;
export const MODAL_WIDTHS = { sm: 430, md: 544, lg: 674 } as const;
/**
 * The spec's two unexplained exported numbers (64 and 120). Read here as the mobile header height
 * and the scroll distance after which the mobile header slides away when scrolling down.
 */
export const MOBILE_HEADER_HEIGHT_PX = 64;
export const HEADER_HIDE_SCROLL_THRESHOLD_PX = 120;

/** Default opening hours: the spec's data object with 08:00, 16:00 and two empty strings. */
export const DEFAULT_OPENING_HOURS = {
  weekdays: { from: "08:00", to: "16:00" },
  saturday: { from: "", to: "" },
} as const;

// ── Catalogue ─────────────────────────────────────────────────────────────────────────────────
export const LISTING_PAGE_SIZE = 24;
/** URLs per child file of /sitemap.xml's tyre pages (the protocol allows 50,000). */
export const SITEMAP_PAGE_SIZE = 5000;
/** Articles per page of /blog. */
export const BLOG_PAGE_SIZE = 4;
/** Reading speed behind an article's "N min czytania" (words per minute, Polish prose). */
export const READING_WORDS_PER_MINUTE = 200;
export const LISTING_MAX_PAGE = 500;
/** The filter sheet asks the search for its live count this long after the last choice (issue 16). */
export const FILTER_COUNT_DEBOUNCE_MS = 300;
/**
 * An island out of view hydrates when it scrolls near or the browser is idle; this long at most
 * when it never is idle (client/main.ts), so a busy page still gets its buttons' scripts.
 */
export const ISLAND_IDLE_TIMEOUT_MS = 2_000;
export const DEFAULT_TYRE_IMAGE = "/img/opona.svg";
/** Relative image paths are prefixed with this base; empty means "same origin". */
export const IMAGE_BASE_URL = "";
/** The widths (px) tyre photos are offered in (SPEC §9): the srcset's candidates. */
export const IMAGE_WIDTHS = [128, 256, 384, 512] as const;
/** Where the Worker serves files kept in R2 (photos "opony/…", labels and sheets "etykiety/…"). */
export const FILES_PATH_PREFIX = "/pliki/";

/** The shop's mark as a PNG for search engines (Google takes no SVG logo): src/site/ui/Logo.tsx's drawing at 512 px. */
export const SHOP_LOGO_PNG = "/img/logo.png";
/** The R2 key prefixes: tyre photos, and EPREL labels with their product information sheets. */
export const TYRE_IMAGE_KEY_PREFIX = "opony/";
export const EPREL_KEY_PREFIX = "etykiety/";
/** Largest tyre photo accepted (a back-office upload or a feed's image URL). */
export const TYRE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Largest official label image or product information sheet taken from EPREL. */
export const EPREL_FILE_MAX_BYTES = 5 * 1024 * 1024;
// ── EU tyre label (Regulation (EU) 2020/740) ──────────────────────────────────────────────────
/** Fuel efficiency and wet grip classes (annex I parts A and B), best first. */
export const LABEL_CLASSES = ["A", "B", "C", "D", "E"] as const;
export type LabelClass = (typeof LABEL_CLASSES)[number];
/** External rolling noise classes (annex I part C), quietest first. */
export const NOISE_CLASSES = ["A", "B", "C"] as const;
/**
 * The scales' colours (annex II point 2, given in CMYK as "cyan-magenta-yellow-black", X = 100 %):
 * A X-00-X-00, B 70-00-X-00, C 30-00-X-00, D 00-30-X-00, E 00-X-X-00 – the same inks as the
 * energy labels under Regulation (EU) 2017/1369, here as the sRGB equivalents of those inks used
 * for the energy labels' screen artwork (X-00-X-00 #009036 … 00-X-X-00 #e2001a). The nested
 * display's arrow (annex VI) takes its class's colour.
 */
export const LABEL_CLASS_COLOURS: Record<LabelClass, string> = {
  A: "#009036",
  B: "#52ae32",
  C: "#c8d400",
  D: "#fbba00",
  E: "#e2001a",
};
/** The regulation's number, printed on the label. */
export const TYRE_LABEL_REGULATION = "2020/740";

/** How long fetching a feed's photo or an EPREL answer may take before it counts as failed. */
export const REMOTE_FETCH_TIMEOUT_MS = 15_000;
/** Files named by their content never change: browsers and the edge keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

export const SEASONS = ["zimowe", "letnie", "caloroczne"] as const;
export type Season = (typeof SEASONS)[number];
export const VEHICLE_TYPES = ["osobowe-suv", "dostawcze", "terenowe-4x4"] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
/** Footer producer links (SPEC §2), as listing slugs. */
export const FOOTER_PRODUCER_SLUGS = ["continental", "michelin", "hankook", "debica", "uniroyal", "goodyear", "bridgestone"] as const;

// ── Server caching ────────────────────────────────────────────────────────────────────────────
/** How long an isolate keeps a cached page or answer in memory (the edge keeps it longer). */
export const ISOLATE_CACHE_TTL_S = 30;
/** Memory an isolate spends on cached answers (Workers isolates have 128 MB in all). */
export const ISOLATE_CACHE_MAX_BYTES = 8 * 1024 * 1024;
/**
 * How long past its freshness a cached catalogue page may still stand in for a 503 while the
 * shop API or D1 is down (stale-if-error): a shopper sees yesterday's page, not an error.
 */
export const STALE_IF_ERROR_S = 86_400;

// ── Limits on input ───────────────────────────────────────────────────────────────────────────
export const MAX_BASKET_LINE_QUANTITY = 99;

// ── Basket and compare forms without JavaScript (issue 16, point 5) ───────────────────────────
/** Where the card and data-page buttons and the basket lines post; the islands intercept them when scripts run. */
export const FORM_ACTIONS = {
  basketAdd: "/koszyk/dodaj",
  basketLine: "/koszyk/zmien",
  compareToggle: "/porownywarka/zmien",
  /** The cookie banner's choice (issue 21: the banner is server HTML and works without scripts). */
  consent: "/zgoda-cookies",
  /** "Wybierz ten samochód" on a generation's page, and the chosen car's "Usuń" (issue 22). */
  carSelect: "/moj-samochod",
} as const;

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
/** The cheapest delivery the shop offers (grosze), refunded with a whole-order withdrawal (art. 32 ust. 1, 3). Delivery is free. */
export const CHEAPEST_DELIVERY_GROSZE = 0;

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
/** Overview: an order waiting for its bank transfer longer than this is listed for a reminder call. */
export const AWAITING_PAYMENT_FLAG_DAYS = 3;

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
/** Gross prices a feed may carry (grosze): anything outside is a typo. */
export const IMPORT_PRICE_RANGE_GROSZE = { min: 50_00, max: 20_000_00 } as const;
