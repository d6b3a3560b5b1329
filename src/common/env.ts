import type { Reporter } from "./errors/reporting";

/**
 * Secrets: set with `wrangler secret put NAME` (production) or in `.dev.vars` (local); absent
 * means the feature uses its embedded default. Not in [vars], so they never sit in the repo.
 */
export interface Secrets {
  /**
   * Signs the customer the site names to the shop API (src/common/shop-identity.ts). Required
   * when SHOP_API_URL is set (both Workers need the same value); without it an in-process shop
   * API uses a random key of the isolate.
   */
  SHOP_API_SECRET?: string;
  /** GUS REGON (BIR1.1) user key; without it the NIP lookup answers from the local companies table. */
  GUS_API_KEY?: string;
  /** BIR1.1 endpoint; empty means production (the test host takes the public test key). */
  GUS_API_URL?: string;
  /** Przelewy24 credentials: with all of them set, online payment is offered at checkout. */
  P24_MERCHANT_ID?: string;
  /** Defaults to the merchant id (the usual single point of sale). */
  P24_POS_ID?: string;
  P24_API_KEY?: string;
  P24_CRC?: string;
  /** "1": use the sandbox gateway. */
  P24_SANDBOX?: string;
  /** An HTTP e-mail provider (Resend-style JSON); without both, mail goes to the D1 outbox. */
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  /**
   * EU product database (EPREL) public API key: with it the import and the back office fetch each
   * tyre's label data and official label image by registration number; without it the feed's
   * label values are shown.
   */
  EPREL_API_KEY?: string;
  /**
   * KSeF token (API 2.0) of the seller's NIP with the right to issue invoices (InvoiceWrite), made
   * in the KSeF application (README "Invoices and KSeF"); required unless KSEF_ENVIRONMENT is
   * `local` (the stand-in) or empty (KSeF off).
   */
  KSEF_TOKEN?: string;
  /**
   * A KSeF "Offline" certificate and its private key (PEM): they sign KOD II on invoices issued
   * while KSeF is unreachable (shared/ksef kody-qr.md). Without them such an invoice waits for
   * KSeF before its PDF is made.
   */
  KSEF_OFFLINE_CERTIFICATE?: string;
  KSEF_OFFLINE_PRIVATE_KEY?: string;
  /** InPost ShipX: the organisation's API token and id (Manager Paczek → Moje konto → API); used when INPOST_API is set. */
  INPOST_TOKEN?: string;
  INPOST_ORGANIZATION_ID?: string;
  /** DPD Polska web services: login, password and the master FID from DPD's integration team; used when DPD_API is set. */
  DPD_LOGIN?: string;
  DPD_PASSWORD?: string;
  DPD_MASTER_FID?: string;
}

/** Optional bindings wrangler.toml may add; absent by default. */
export interface OptionalBindings {
  /** A service binding to a separately deployed shop API; used with SHOP_API_URL when bound. */
  SHOP_API?: Fetcher;
}

/** Bindings come from wrangler.toml through `npm run types` (src/worker-configuration.d.ts). */
export type Bindings = Env & Secrets & OptionalBindings;

/** What every app of the Worker sets first (src/common/api/app-middleware.ts): the shared helpers rely on it. */
export interface ReportedEnv {
  Bindings: Bindings;
  Variables: { requestId: string; reporter: Reporter };
}
