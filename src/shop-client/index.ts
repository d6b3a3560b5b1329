import { hc } from "hono/client";
import type { ShopApi } from "../shop-api";

export type { TyreSummary } from "../db/queries/catalogue";

/** Base URL used for in-process calls; never leaves the Worker. */
export const IN_PROCESS_BASE_URL = "http://shop.internal";

/**
 * Typed client of the shop API. `fetch` is the transport: the in-process one calls the
 * sub-app directly (no network hop); set SHOP_API_URL to reach a separately deployed API.
 */
export function createShopClient(options: { baseUrl: string; fetch: typeof fetch }) {
  return hc<ShopApi>(options.baseUrl, { fetch: options.fetch });
}

export type ShopClient = ReturnType<typeof createShopClient>;
