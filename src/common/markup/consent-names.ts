/** What the cookie banner's buttons send (`wybor`): src/site/pages/consent-action.tsx and client/analytics/consent.ts read it. */
export const CONSENT_ANSWERS = { all: "wszystkie", none: "zadne", chosen: "wybrane" } as const;
/** The banner's element id (src/site/ui/CookieBanner.tsx): the footer's "Ustawienia cookies" opens it, client/analytics/consent.ts finds it. */
export const COOKIE_BANNER_ID = "cookie-banner";
