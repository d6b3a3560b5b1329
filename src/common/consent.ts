/*
 * The visitor's cookie choice as the consent cookie stores it (CONSENT_COOKIE). One reading for
 * the browser and the server, which renders the banner only for a visitor who has not chosen yet
 * and keeps one cached copy of each page per state (src/common/cache/consent-variant.ts, issue 21).
 */

/** The visitor's cookie and storage choice; necessary cookies need none and are always on. */
export interface ConsentChoice {
  /** Conveniences kept in this browser that the shop works without: the "Ostatnio oglądane" list. */
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
}

export const NO_CONSENT: ConsentChoice = { functional: false, analytics: false, marketing: false };
export const FULL_CONSENT: ConsentChoice = { functional: true, analytics: true, marketing: true };

const CURRENT = /^v2:functional=([01]),analytics=([01]),marketing=([01])$/;
/** The first banner had no functional category: such a choice stands, with functional storage off. */
const VERSION_1 = /^v1:analytics=([01]),marketing=([01])$/;

/** The stored choice, or null when the visitor has not chosen yet (or the value is not ours). */
export function parseConsent(stored: string | null | undefined): ConsentChoice | null {
  const value = stored ?? "";
  const current = CURRENT.exec(value);
  if (current) return { functional: current[1] === "1", analytics: current[2] === "1", marketing: current[3] === "1" };
  const old = VERSION_1.exec(value);
  return old ? { functional: false, analytics: old[1] === "1", marketing: old[2] === "1" } : null;
}

/** The cookie's value for a choice. */
export function consentCookieValue(choice: ConsentChoice): string {
  const bit = (granted: boolean) => (granted ? 1 : 0);
  return `v2:functional=${bit(choice.functional)},analytics=${bit(choice.analytics)},marketing=${bit(choice.marketing)}`;
}
