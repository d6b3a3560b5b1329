import { CONSENT_COOKIE, CONSENT_COOKIE_MAX_AGE_S } from "../../src/common/config/security";
import { consentCookieValue, parseConsent, type ConsentChoice } from "../../src/common/consent";
import { readCookie, writeCookie } from "./cookies";

// The choice's shape and reading are shared with the server (src/common/consent.ts).
export { FULL_CONSENT, NO_CONSENT, type ConsentChoice } from "../../src/common/consent";

/** The stored choice, or null when the visitor has not chosen yet (or the cookie is not ours). */
export function readConsent(): ConsentChoice | null {
  return parseConsent(readCookie(CONSENT_COOKIE));
}

export function saveConsent(choice: ConsentChoice): void {
  writeCookie(CONSENT_COOKIE, consentCookieValue(choice), CONSENT_COOKIE_MAX_AGE_S);
}

/** Whether the visitor allowed functional storage (last-seen); no choice yet means no. */
export function functionalStorageAllowed(): boolean {
  return readConsent()?.functional === true;
}
