import type { Reporter } from "./errors/reporting";
import type { ShopClient } from "./shop-client";

/** Bindings come from wrangler.toml through `npm run types` (src/worker-configuration.d.ts). */
export type Bindings = Env;

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
