import { hc } from "hono/client";
import type { ShopApi } from "../shop-api";

import type { InferResponseType } from "hono/client";

export type { FacetValue, Facets, TyreCard } from "../db/queries/search";
export type { Reduction } from "../db/queries/omnibus";

export { IN_PROCESS_BASE_URL } from "./transport";

/**
 * Typed client of the shop API. `fetch` is the transport: the in-process one calls the
 * sub-app directly (no network hop); set SHOP_API_URL to reach a separately deployed API.
 */
export function createShopClient(options: { baseUrl: string; fetch: typeof fetch }) {
  return hc<ShopApi>(options.baseUrl, { fetch: options.fetch });
}

export type ShopClient = ReturnType<typeof createShopClient>;

type Catalogue = ShopClient["catalogue"];
export type SearchAnswer = InferResponseType<Catalogue["search"]["$get"], 200>;
export type ListedTyre = SearchAnswer["items"][number];
export type TyreDetail = InferResponseType<Catalogue["tyres"][":slug"]["$get"], 200>;
export type ModelDetail = InferResponseType<Catalogue["models"][":slug"]["$get"], 200>;
export type CarMakeDetail = InferResponseType<Catalogue["car-makes"][":slug"]["$get"], 200>;
