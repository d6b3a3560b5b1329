/**
 * What error reporting leaves out (SPEC §8), for the server (src/common/errors, the beacon) and the
 * browser. Constants of the spec, kept out of src/common/config/ on purpose: the browser imports them
 * only from client/errors/error-send.ts, which loads with the first report, so pages without errors do
 * not download these lists.
 */

/** The spec's error codes: expected business outcomes, shown to the shopper, never reported. */
export const CATALOGUED_ERROR_CODES = [
  "EMAIL_ALREADY_EXISTS",
  "USER_DOES_NOT_EXIST",
  "INVALID_OLD_PASSWORD",
  "VARIANT_SOLD_OUT",
  "INVALID_ORDER_NUMBER",
  "ORDER_NOT_EXISTS",
  "ALREADY_REGISTERED",
  "RULES_NOT_ACCEPTED",
] as const;
/**
 * Browser errors that are not the shop's: a price-comparison service worker, browser extensions
 * and the consent script (matched against the error's source file and stack).
 */
export const IGNORED_ERROR_SOURCES = [
  /(?:chrome|moz|safari(?:-web)?|ms-browser)-extension:\/\//i,
  /serviceworker|service-worker|\bsw\.js\b/i,
  /cookiebot|cookielaw|onetrust|usercentrics|consentmanager|cookie-?script/i,
] as const;
