/**
 * Invoices in KSeF (the Ministry of Finance's e-invoice system): how long the shop waits for it and how often it asks.
 * One part of the spec's constants (src/common/config/): the browser bundle imports these
 * modules too, so keep them free of server-only imports.
 */

// ── KSeF API 2.0 client (src/shop/invoice/ksef/client.ts) ─────────────────────────────────────
/** One HTTP call to KSeF may take this long; longer counts as KSeF being unavailable (the invoice may go offline). */
export const KSEF_REQUEST_TIMEOUT_MS = 15_000;
/**
 * Status questions while authentication is "in progress" (code 100, uwierzytelnianie.md §3): with a
 * KSeF token it is usually done at once; the XAdES paths wait for OCSP, which the shop does not use.
 */
export const KSEF_AUTH_POLL_ATTEMPTS = 10;
/**
 * Status questions while an invoice is "processing" (100/150) before the client stops asking and
 * hands back the references to ask again later (a KSeF number normally comes at once, kody-qr.md).
 * 30 × 2 s stays well inside the 120 req/min limit of the invoice status (limity-api.md).
 */
export const KSEF_INVOICE_POLL_ATTEMPTS = 30;
/** Pause between two status questions (tests set the client's own option to 0). */
export const KSEF_POLL_DELAY_MS = 2_000;
/** An access token this close to its validUntil is not reused: the client authenticates again. */
export const KSEF_ACCESS_TOKEN_MARGIN_MS = 60_000;
/** The form every invoice of the shop is sent as (sesja-interaktywna.md, OpenAPI FormCode): FA(3), schema 1-0E. */
export const KSEF_FORM_CODE = { systemCode: "FA (3)", schemaVersion: "1-0E", value: "FA" } as const;
