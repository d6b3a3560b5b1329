import type { Context, MiddlewareHandler } from "hono";
import { clientManifest } from "../client-build";
import { ISOLATE_CACHE_MAX_BYTES, ISOLATE_CACHE_TTL_S, STALE_IF_ERROR_S } from "../config/security";
import { ShopUnavailable } from "../errors/shop-unavailable";
import { consentGiven, consentVariant } from "./consent-variant";
import { IsolateCache } from "./isolate-cache";
import type { CacheStrategy } from "./strategies";

// Per build by construction: the manifest is bundled into the Worker, so a new build is a new
// isolate. The edge cache outlives isolates, so its name carries the build (edgeCacheName).
const isolateCache = new IsolateCache(ISOLATE_CACHE_MAX_BYTES);

/**
 * Forgets every page and answer this isolate keeps: after a write that changes stock, so the
 * isolate that took an order never shows its own stale availability (the edge copy, and other
 * isolates, catch up within their TTL).
 */
export function forgetIsolateCache(): void {
  isolateCache.clear();
}

/**
 * Forgets cached copies of these pages after a change staff made to what they show (stock back
 * after a cancellation or a withdrawal): this isolate's memory, and the edge copy in this data
 * centre (the Cache API reaches no further; elsewhere the copy lives out its short TTL).
 * `urls` are absolute, with only the parameters the page's cache key keeps (e.g. `?sup=`);
 * `version` the pages' cache version now (edgeCacheName).
 */
export async function forgetCachedPages(strategy: CacheStrategy, urls: string[], version = ""): Promise<void> {
  isolateCache.clear();
  const cache = await caches.open(edgeCacheName(strategy, version));
  // Both copies of each page: with the cookie banner and without.
  const keys = urls.flatMap((url) => {
    const parsed = new URL(url);
    const params = [...new Set(parsed.searchParams.keys())];
    return [false, true].map((given) => cacheKey(parsed, params, consentVariant(given)));
  });
  await Promise.all(keys.map((key) => cache.delete(new Request(key, { method: "GET" }))));
}

/**
 * The cache key of a request: path plus only the query parameters that change the answer, sorted.
 * Anything else (utm_*, gclid, fbclid, a typo) would otherwise split one page into many entries.
 * Pages differ by one more thing, whether the visitor has made a cookie choice (the banner is
 * server HTML until then): `variant` (consentVariant) ends the key, after every kept parameter.
 */
export function cacheKey(url: URL, params: readonly string[], variant: string): string {
  const kept = new URLSearchParams();
  for (const name of [...params].sort()) {
    for (const value of url.searchParams.getAll(name)) kept.append(name, value);
  }
  const query = kept.toString();
  return `${url.origin}${url.pathname}?${query ? `${query}&` : ""}${variant}`;
}

/**
 * The Cache API cache a strategy's answers live in, per client build and `version`: what else
 * makes every stored copy stale at once (pages: the settings saved in /panel/ustawienia, whose
 * company data every footer shows; `c.var.cacheVersion`, set by src/site/page-settings.ts).
 */
export function edgeCacheName(strategy: CacheStrategy, version = ""): string {
  return `sklep:${strategy.name}:${clientManifest.buildId}${version ? `:${version}` : ""}`;
}

/** The request's cache version (see edgeCacheName): "" where no middleware set one (the APIs). */
const cacheVersionOf = (c: Context) => (c.var as { cacheVersion?: string }).cacheVersion ?? "";

/** When the edge copy was stored (ms): the copy outlives its freshness as a stale fallback. */
const STORED_AT_HEADER = "x-stored-at";

/**
 * Headers of one request that a stored copy never keeps: X-Cache is set per answer, and the
 * request id belongs to the request that rendered the copy (src/common/api/app-middleware.ts sets the current
 * one on every answer, hits too).
 */
const PER_REQUEST_HEADERS = new Set(["x-cache", "x-request-id"]);

/**
 * A cached answer as sent, marked with its tier: a hit carries the strategy's browser caching; a
 * stale copy standing in for a failed render is kept by nobody.
 */
function fromCache(
  body: BodyInit | null,
  init: ResponseInit,
  cacheControl: string,
  state: "HIT" | "STALE",
  tier: "isolate" | "edge",
): Response {
  const response = new Response(body, init);
  response.headers.set("Cache-Control", cacheControl);
  response.headers.set("X-Cache", state);
  response.headers.set("X-Cache-Tier", tier);
  response.headers.delete(STORED_AT_HEADER);
  response.headers.delete("x-request-id");
  return response;
}

/**
 * Serves GET responses from the isolate's memory, then the edge cache (Cache API), and stores
 * successful, cookie-free ones in both with the strategy's TTL. Personal responses must use
 * cacheNone: this never caches a response that sets a cookie, whatever the strategy says. The
 * edge cache is per build: HTML cached by an older deploy names asset files that no longer exist.
 *
 * When a page's render fails because the shop API or D1 is down (ShopUnavailable, the Polish
 * 503), a copy past its freshness but within STALE_IF_ERROR_S answers instead, marked
 * `X-Cache: STALE` and never stored by the browser. Other failures (a 503 of the company
 * register, a 500) are answered as they are.
 *
 * `params` lists the query parameters the route reads; the key ignores all others. An address
 * with one of `oneOff` (a price bound: any of thousands of slider positions) is one nobody else
 * is likely to ask for: it is kept in the isolate's memory only (the shopper's way back to it),
 * never looked up or stored at the edge, where each look costs a round trip and each copy a write
 * for nothing (issue 37).
 */
export function withCache(strategy: CacheStrategy, params: readonly string[] = [], oneOff: readonly string[] = []): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" || strategy.edgeTtl === 0) {
      await next();
      c.header("Cache-Control", strategy.cacheControl);
      return;
    }
    const url = new URL(c.req.url);
    const key = cacheKey(url, params, consentVariant(consentGiven(c.req.header("cookie"))));
    const now = Date.now();
    const remembered = isolateCache.getStale(key, now);
    if (remembered && remembered.expiresAt > now) return fromCache(remembered.body, remembered, strategy.cacheControl, "HIT", "isolate");
    const atEdge = !oneOff.some((name) => url.searchParams.has(name));
    const cache = atEdge ? await caches.open(edgeCacheName(strategy, cacheVersionOf(c))) : undefined;
    const edgeKey = new Request(key, { method: "GET" });
    const hit = await cache?.match(edgeKey);
    const age = now - Number(hit?.headers.get(STORED_AT_HEADER) ?? 0);
    if (hit && age < strategy.edgeTtl * 1000) return fromCache(hit.body, hit, strategy.cacheControl, "HIT", "edge");
    const staleHit = hit && age < (strategy.edgeTtl + STALE_IF_ERROR_S) * 1000 ? hit : undefined;
    await next();
    if (c.error instanceof ShopUnavailable && (remembered || staleHit)) {
      // The newer of the two copies (another isolate may have stored a later one at the edge).
      const edgeIsNewer = staleHit && (!remembered || age < now - (remembered.storedAt ?? 0));
      const stale = edgeIsNewer
        ? fromCache(staleHit.body, staleHit, "no-store", "STALE", "edge")
        : fromCache(remembered!.body, remembered!, "no-store", "STALE", "isolate");
      if (!edgeIsNewer) await hit?.body?.cancel();
      // Replaces the finished error response (cleared first, or Hono would copy its headers over).
      c.res = undefined;
      c.res = stale;
      return;
    }
    await hit?.body?.cancel();
    if (c.res.status !== 200 || c.res.headers.has("Set-Cookie")) return;
    c.header("Cache-Control", strategy.cacheControl);
    c.header("X-Cache", "MISS");
    const body = await c.res.clone().arrayBuffer();
    const headers = [...c.res.headers].filter(([name]) => !PER_REQUEST_HEADERS.has(name));
    isolateCache.set(key, {
      status: c.res.status,
      headers,
      body,
      storedAt: now,
      expiresAt: now + Math.min(ISOLATE_CACHE_TTL_S, strategy.edgeTtl) * 1000,
      staleUntil: now + (strategy.edgeTtl + STALE_IF_ERROR_S) * 1000,
    });
    if (!cache) return;
    // The edge keeps the copy for its TTL plus the stale window; its age decides fresh or stale.
    const toStore = new Response(body, { status: c.res.status, headers });
    toStore.headers.set("Cache-Control", `public, max-age=${strategy.edgeTtl + STALE_IF_ERROR_S}`);
    toStore.headers.set(STORED_AT_HEADER, String(now));
    const put = cache.put(edgeKey, toStore);
    c.executionCtx.waitUntil(put);
  };
}
