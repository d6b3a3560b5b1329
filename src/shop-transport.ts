import type { Context } from "hono";
import type { AppEnv } from "./env";
import { shopApi } from "./shop-api";
import { IN_PROCESS_BASE_URL } from "./routes";
import type { ShopTransport } from "./shop-client";

/**
 * How this request's pages and site API reach the shop API. Without SHOP_API_URL: in-process,
 * through the shop API app's own `fetch` (its middleware runs, with this request's execution
 * context). With it: over HTTP, through the SHOP_API service binding when one is bound (how one
 * Worker calls another on Cloudflare), else the network. The request id travels along, so the
 * logs of both sides join, and so does the client's address.
 */
export function shopTransport(c: Context<AppEnv>): ShopTransport {
  const external = c.env.SHOP_API_URL;
  // The client's address travels along too: the shop API's limits (orders, baskets, accounts)
  // count per client, not per site. In-process and over a service binding it arrives as set here;
  // over the public network Cloudflare replaces it with the calling Worker's, so bind the service.
  const client = c.req.header("cf-connecting-ip");
  const withRequestId = (request: Request) => {
    request.headers.set("X-Request-Id", c.var.requestId);
    if (client) request.headers.set("cf-connecting-ip", client);
    else request.headers.delete("cf-connecting-ip");
    return request;
  };
  if (external) {
    const binding = c.env.SHOP_API;
    return {
      baseUrl: external,
      secret: c.env.SHOP_API_SECRET,
      fetch: (request) => (binding ? binding.fetch(withRequestId(request)) : fetch(withRequestId(request))),
    };
  }
  return {
    baseUrl: IN_PROCESS_BASE_URL,
    secret: c.env.SHOP_API_SECRET,
    fetch: async (request) => shopApi.fetch(withRequestId(request), c.env, c.executionCtx),
  };
}
