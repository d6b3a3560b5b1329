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
