/** What the cookie banner's buttons send (`wybor`): src/pages/consent-action.tsx and client/consent.ts read it. */
export const CONSENT_ANSWERS = { all: "wszystkie", none: "zadne", chosen: "wybrane" } as const;
/** The banner's element id (src/ui/CookieBanner.tsx): the footer's "Ustawienia cookies" opens it, client/consent.ts finds it. */
export const COOKIE_BANNER_ID = "cookie-banner";
