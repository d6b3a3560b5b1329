import type { Context, ExecutionContext } from "hono";
import type { AppEnv } from "./env";
import { IN_PROCESS_BASE_URL } from "../common/routes";
import type { ShopTransport } from "./shop-client";

/** The shop API app's `fetch`: src/index.ts hands it in, so the site never imports the shop's code. */
export type InProcessShopApi = (request: Request, env: AppEnv["Bindings"], context: ExecutionContext) => Response | Promise<Response>;

/**
 * How this request's pages and site API reach the shop API. Without SHOP_API_URL: in-process,
 * through the shop API app's own `fetch` (its middleware runs, with this request's execution
 * context). With it: over HTTP, through the SHOP_API service binding when one is bound (how one
 * Worker calls another on Cloudflare), else the network. The request id travels along (the shop
 * API takes it in-process, where the logs of both sides join), and so does the client's address.
 */
export function shopTransport<E extends AppEnv>(c: Context<E>, inProcess: InProcessShopApi): ShopTransport {
  const external = c.env.SHOP_API_URL;
  // The client's address travels along too, so the shop API's limits (orders, baskets, accounts)
  // count per shopper, not per site: in-process, and over a service binding (an internal call that
  // keeps its headers). Never over the public network: Cloudflare refuses a request that sets
  // CF-Connecting-IP itself, or replaces it with the Worker's address (README: bind the service).
  const client = c.req.header("cf-connecting-ip");
  const withRequestId = (request: Request, withClient: boolean) => {
    request.headers.set("X-Request-Id", c.var.requestId);
    if (withClient && client) request.headers.set("cf-connecting-ip", client);
    else request.headers.delete("cf-connecting-ip");
    return request;
  };
  if (external) {
    const binding = c.env.SHOP_API;
    return {
      baseUrl: external,
      secret: c.env.SHOP_API_SECRET,
      fetch: (request) => (binding ? binding.fetch(withRequestId(request, true)) : fetch(withRequestId(request, false))),
    };
  }
  return {
    baseUrl: IN_PROCESS_BASE_URL,
    secret: c.env.SHOP_API_SECRET,
    fetch: async (request) => inProcess(withRequestId(request, true), c.env, c.executionCtx),
  };
}
