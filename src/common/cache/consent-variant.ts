import { CONSENT_COOKIE } from "../config/security";
import { parseConsent } from "../consent";

/**
 * Whether a request's visitor has made a cookie choice (a consent cookie the shop can read). Every
 * page shows the cookie banner until then (src/site/ui/CookieBanner.tsx), so the page caches keep one
 * copy per state, never one per visitor (src/common/cache/with-cache.ts).
 */
export function consentGiven(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  for (const part of cookieHeader.split(";")) {
    const at = part.indexOf("=");
    if (at < 0 || part.slice(0, at).trim() !== CONSENT_COOKIE) continue;
    try {
      if (parseConsent(decodeURIComponent(part.slice(at + 1).trim()))) return true;
    } catch {
      // A malformed value is no choice.
    }
  }
  return false;
}

/** The cache key's suffix for a consent state: a query part no page reads. */
export function consentVariant(given: boolean): string {
  return `zgoda=${given ? 1 : 0}`;
}
