import type { MiddlewareHandler } from "hono";
import { clientManifest } from "../client-build";
import type { CacheStrategy } from "./strategies";

/**
 * Serves GET responses from the edge cache (Cache API) and stores successful, cookie-free ones
 * with the strategy's TTL. Personal responses must use cacheNone: this never caches a response
 * that sets a cookie, whatever the strategy says. The cache is per build: HTML cached by an older
 * deploy names asset files that no longer exist, so it must never be served after a new one.
 */
export function withCache(strategy: CacheStrategy): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" || strategy.edgeTtl === 0) {
      await next();
      c.header("Cache-Control", strategy.cacheControl);
      return;
    }
    const cache = await caches.open(`sklep:${strategy.name}:${clientManifest.buildId}`);
    const key = new Request(c.req.url, { method: "GET" });
    const hit = await cache.match(key);
    if (hit) {
      const response = new Response(hit.body, hit);
      response.headers.set("X-Cache", "HIT");
      return response;
    }
    await next();
    if (c.res.status !== 200 || c.res.headers.has("Set-Cookie")) return;
    c.header("Cache-Control", strategy.cacheControl);
    c.header("X-Cache", "MISS");
    const stored = c.res.clone();
    // The edge cache honours s-maxage; the stored copy carries the edge TTL explicitly.
    const toStore = new Response(stored.body, stored);
    toStore.headers.set("Cache-Control", `public, max-age=${strategy.edgeTtl}`);
    const put = cache.put(key, toStore);
    try {
      c.executionCtx.waitUntil(put);
    } catch {
      await put; // No execution context (in-process calls from tests): store before answering.
    }
  };
}
