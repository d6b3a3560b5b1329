/**
 * Sessions, passwords, abuse limits, error reporting and caching: what keeps the shop safe and fast.
 * One part of the spec's constants (src/common/config/): the browser bundle imports these
 * modules too, so keep them free of server-only imports.
 */

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
/**
 * Holding stock is bounded by pieces, not only by orders (issue 34): the tyres that orders waiting
 * for their payment may hold at once per client network and per e-mail address (normalised: case,
 * `+tag`, Gmail's dots). 16 is two sets of eight for a van or two cars; a
 * fleet's larger order goes cash on delivery, confirmed by phone, or through the shop.
 */
export const HELD_PIECES_LIMIT = 16;
/** Pieces of one tyre an order paid in advance may take (a set of 4 to 8); more go cash on delivery, confirmed by phone. */
export const PREPAID_LINE_QUANTITY_MAX = 8;
/**
 * Orders are counted per IPv6 /56, not /64: a home or office line is commonly given a /56 (256
 * /64s), and one client took twelve /64s of one /56 for twelve sets of orders. IPv4 per address.
 */
export const ORDER_IPV6_PREFIX_BITS = 56;
/** New baskets per client address and window (each holds stock in nobody's way, but costs rows). */
export const BASKET_CREATION_LIMIT = { attempts: 30, windowS: 60 * 60 } as const;
/**
 * The order-status lookup without an account (/status-zamowienia): misses (wrong number, e-mail or
 * postcode) per client and window; a lookup that finds its order is not counted. Nothing is
 * counted per order: others' guesses must never stop the buyer's right answer (src/shop/README.md,
 * rate limits: why guessing stays infeasible). A client past its limit waits, right proof or not,
 * or the refusal itself would tell right from wrong.
 */
export const ORDER_STATUS_CLIENT_LIMIT = { attempts: 10, windowS: 60 * 60 } as const;
/** Mail to one recipient per window (order confirmations and welcome mail go to unverified addresses). */
export const MAIL_PER_RECIPIENT_LIMIT = { attempts: 10, windowS: 60 * 60 } as const;
/** Largest JSON body the APIs read (bytes); bigger is 413 before parsing. The error beacon has its own. */
export const JSON_BODY_MAX_BYTES = 64 * 1024;

// ── Error reporting (SPEC §8) ─────────────────────────────────────────────────────────────────
// The catalogued codes, the ignored sources and what reports leave out (SPEC §8) live in
// src/common/errors/error-rules.ts, not here:
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
/**
 * How long the browser bundle's files stay after a newer build replaced theirs (client/build.mjs,
 * client/build-ledger.mjs): a page rendered before a rebuild or a deploy must still load every
 * script it names. A shared cache may keep a page 2 days (cacheLong: s-maxage plus
 * stale-while-revalidate), a browser 25 hours; the third day is for tabs left open.
 * tests/node/client-build.test.ts holds it above the cache lifetimes.
 */
export const CLIENT_BUILD_GRACE_S = 3 * 24 * 60 * 60;
