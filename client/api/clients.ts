import "../runtime/shared-deps";
import { hc } from "hono/client";
import { apiFetch } from "./fetch-json";
import type { ShopApi, SiteApi } from "./server-types";

/*
 * The browser's calls to the shop API (/api/v1) and the site's API (/api), typed from the
 * servers' routes (hono's hc): a path, a parameter or a body that the routes do not take does not
 * compile. Failures reject with ApiError (client/api/fetch-json.ts), so `.json()` is the success.
 */

// Server-rendered islands import this too: there is no page address there, and no call is made.
const origin = typeof location === "undefined" ? "http://localhost" : location.origin;

export const shopApi = hc<ShopApi>(`${origin}/api/v1`, { fetch: apiFetch });
export const siteApi = hc<SiteApi>(`${origin}/api`, { fetch: apiFetch });

/** The success body of a typed call (a failure has rejected already). */
export async function answer<T>(call: Promise<{ json(): Promise<T> }>): Promise<T> {
  return (await call).json();
}
