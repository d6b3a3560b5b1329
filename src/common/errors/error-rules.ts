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
