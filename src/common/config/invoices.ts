/**
 * The invoice register and KSeF: kinds, number series, when invoices are issued, split payment.
 * One part of the spec's constants (src/common/config/); the rules these serve, with their
 * articles of the VAT act, are in src/shop/invoice/README.md; the KSeF client's waits and tries follow.
 */

/**
 * The kinds of the FA(3) schema's RodzajFaktury the shop issues:
 * - `VAT`: the invoice for a delivery (art. 106e ustawy o VAT);
 * - `ZAL`: a prepayment invoice, for money received before delivery in an earlier month (art. 106b ust. 1 pkt 4);
 * - `ROZ`: the final invoice after a prepayment invoice that did not cover the whole price (art. 106f ust. 3);
 * - `KOR`, `KOR_ZAL`, `KOR_ROZ`: corrections of each (art. 106j).
 */
export const INVOICE_KINDS = ["VAT", "ZAL", "ROZ", "KOR", "KOR_ZAL", "KOR_ROZ"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * Number patterns per kind: {rrrr} the year, {mm} the month of issue, {n…} the number within the
 * series, zero-padded to as many digits as there are n's. Kinds with the same pattern share one
 * continuous series (a ROZ continues the FV series); each pattern restarts every period its
 * placeholders name (here: every month). Changing a pattern starts a new series: do it between
 * months, never in the middle of one.
 */
export const INVOICE_NUMBER_PATTERNS: Record<InvoiceKind, string> = {
  VAT: "FV/{rrrr}/{mm}/{nnnn}",
  ROZ: "FV/{rrrr}/{mm}/{nnnn}",
  ZAL: "FZ/{rrrr}/{mm}/{nnnn}",
  KOR: "KOR/{rrrr}/{mm}/{nnnn}",
  KOR_ZAL: "KOR/{rrrr}/{mm}/{nnnn}",
  KOR_ROZ: "KOR/{rrrr}/{mm}/{nnnn}",
};

/**
 * A consumer may ask for an invoice within 3 months from the end of the month of delivery (art.
 * 106b ust. 3 pkt 1); later requests are refused with this many months named.
 */
export const CONSUMER_INVOICE_REQUEST_MONTHS = 3;

/**
 * Split payment (art. 108a ust. 1a, art. 106e ust. 1 pkt 18a): an invoice to a taxpayer over
 * 15,000 zł gross for goods listed in annex 15 to the VAT act must say "mechanizm podzielonej
 * płatności". New tyres (CN 4011) are not in annex 15, wheels and rims (CN 8708 70) are: a shop
 * that sells those sets annex15Goods to true.
 */
export const SPLIT_PAYMENT = { thresholdGrosze: 15_000_00, annex15Goods: false } as const;

/** The unit every invoice line is counted in (FA(3) P_8A). */
export const INVOICE_UNIT = "szt.";
/**
 * Delivery and the cash-on-delivery fee on an invoice (issue 36): service lines at the goods' 23 %
 * VAT (a delivery the seller charges with the goods shares their rate, art. 29a ust. 6 ustawy o
 * VAT), counted as a service, with the shop's own index (FA(3) Indeks) in place of a sku.
 */
export const INVOICE_SERVICE_UNIT = "usł.";
export const INVOICE_SERVICE_INDEX = { delivery: "DOSTAWA", codFee: "POBRANIE" } as const;

/**
 * How the documents workflow retries a send KSeF did not answer (network, 5xx, 429, announced
 * unavailability): 6 tries over about half an hour, then the invoice is issued offline and the
 * scheduled run sends it again (shared/ksef/docs/tryby-offline.md: an offline invoice must reach
 * KSeF by the end of the next business day).
 */
export const KSEF_SEND_RETRIES = { retries: { limit: 5, delay: "1 minute", backoff: "exponential" } } as const;

/**
 * An invoice waiting for KSeF (offline, or a send that stopped) or for its files is started again
 * by the five-minute Cron Trigger once this long has passed since the last try: about two tries an
 * hour, well inside KSeF's limits and the offline deadline (the end of the next business day).
 */
export const KSEF_RESEND_AFTER_MS = 30 * 60 * 1000;

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
