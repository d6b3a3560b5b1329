import { CONSENT_COOKIE, CONSENT_COOKIE_MAX_AGE_S } from "../../src/config";
import { readCookie, writeCookie } from "./cookies";

/** The visitor's cookie choice; necessary cookies need none and are always on. */
export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

const VERSION = "v1";

/** The stored choice, or null when the visitor has not chosen yet (or the cookie is not ours). */
export function readConsent(): ConsentChoice | null {
  const match = /^v1:analytics=([01]),marketing=([01])$/.exec(readCookie(CONSENT_COOKIE) ?? "");
  return match ? { analytics: match[1] === "1", marketing: match[2] === "1" } : null;
}

export function saveConsent(choice: ConsentChoice): void {
  writeCookie(
    CONSENT_COOKIE,
    `${VERSION}:analytics=${choice.analytics ? 1 : 0},marketing=${choice.marketing ? 1 : 0}`,
    CONSENT_COOKIE_MAX_AGE_S,
  );
}
