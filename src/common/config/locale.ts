/**
 * Locale, money and the front end's version (SPEC §9).
 * One part of the spec's constants (src/common/config/): the browser bundle imports these
 * modules too, so keep them free of server-only imports.
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
