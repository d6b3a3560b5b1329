import type { Reporter } from "./errors/reporting";
import type { ShopClient } from "./shop-client";

/**
 * Secrets: set with `wrangler secret put NAME` (production) or in `.dev.vars` (local); absent
 * means the feature uses its embedded default. Not in [vars], so they never sit in the repo.
 */
export interface Secrets {
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
}

/** Bindings come from wrangler.toml through `npm run types` (src/worker-configuration.d.ts). */
export type Bindings = Env & Secrets;

export interface Variables {
  requestId: string;
  reporter: Reporter;
  /** Typed client of the shop API: in-process, or over HTTP when SHOP_API_URL is set. */
  shop: ShopClient;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}
