import { Hono, type MiddlewareHandler } from "hono";
import { EPREL_KEY_PREFIX, FILES_PATH_PREFIX, IMMUTABLE_CACHE_CONTROL, TYRE_IMAGE_KEY_PREFIX } from "../common/config/storefront";
import type { AppEnv } from "./env";
import { ShopUnavailable } from "../common/errors/shop-unavailable";

/**
 * Files the shop keeps in R2, served by the Worker at /pliki/<key> (issue 18): tyre photos
 * ("opony/…") and EPREL labels and product information sheets ("etykiety/…"). Every name is its
 * content's hash, so an answer never changes: a year's immutable caching, the R2 ETag (a
 * revalidation gets 304), the stored content type. A name outside the known folders and kinds, or
 * a key R2 does not have, is the shop's ordinary 404 page; R2 failing is the 503 page, never a 500.
 */

/**
 * What every answer under /pliki/ carries, a file or not (200, 304, HEAD, an edge copy, a 404 or
 * 503 page): a file is data, never a document of the shop's origin that could run anything, and
 * nothing there is read as another type than it says.
 */
export const FILE_SECURITY_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  "X-Content-Type-Options": "nosniff",
} as const;

/**
 * Sets FILE_SECURITY_HEADERS on the final answer of every request under /pliki/. src/index.ts runs
 * it before the common middleware, so it finishes last: secureHeaders (which writes the pages' CSP
 * over whatever a handler set) and the error pages have had their say by then.
 */
export const fileSecurityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(FILE_SECURITY_HEADERS)) c.res.headers.set(name, value);
};

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  pdf: "application/pdf",
};

/** "opony/<hash>.jpg", "etykiety/<number>-<hash>.png" or ".pdf": nothing else is ever looked up. */
const FILE_NAME = /^[a-z0-9][a-z0-9-]{0,95}\.(jpg|png|webp|pdf)$/;
const FOLDERS = [TYRE_IMAGE_KEY_PREFIX, EPREL_KEY_PREFIX];

/** The R2 key a /pliki/… path names, or null when it names none the shop serves. */
export function fileKeyOf(pathname: string): string | null {
  if (!pathname.startsWith(FILES_PATH_PREFIX)) return null;
  const key = pathname.slice(FILES_PATH_PREFIX.length);
  const folder = FOLDERS.find((prefix) => key.startsWith(prefix));
  if (!folder) return null;
  const name = key.slice(folder.length);
  if (!FILE_NAME.test(name)) return null;
  // Photos hold only images; PDFs are sheets, under etykiety/.
  if (folder === TYRE_IMAGE_KEY_PREFIX && name.endsWith(".pdf")) return null;
  return key;
}

/** The headers every served file carries. */
function fileHeaders(object: R2Object, key: string): Headers {
  const headers = new Headers();
  const extension = key.slice(key.lastIndexOf(".") + 1);
  headers.set("Content-Type", object.httpMetadata?.contentType ?? CONTENT_TYPES[extension] ?? "application/octet-stream");
  headers.set("Cache-Control", IMMUTABLE_CACHE_CONTROL);
  headers.set("ETag", object.httpEtag);
  // Kept with the edge copy too; fileSecurityHeaders sets them again on the way out.
  for (const [name, value] of Object.entries(FILE_SECURITY_HEADERS)) headers.set(name, value);
  if (extension === "pdf") headers.set("Content-Disposition", `inline; filename="${key.slice(key.lastIndexOf("/") + 1)}"`);
  return headers;
}

/** Whether the request's If-None-Match names this ETag (a browser revalidating its copy). */
function notModified(request: Request, etag: string): boolean {
  const header = request.headers.get("if-none-match");
  if (!header) return false;
  return header.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed === etag || trimmed.replace(/^W\//, "") === etag;
  });
}

/** The Cache API cache the files' answers are kept in near the visitor (names never change, so neither do they). */
const FILE_CACHE = "sklep:pliki";

async function serveFile(c: import("hono").Context<AppEnv>): Promise<Response> {
  const key = fileKeyOf(new URL(c.req.url).pathname);
  if (!key) return c.notFound();
  const cache = await caches.open(FILE_CACHE);
  const cacheKey = new Request(new URL(c.req.url).origin + FILES_PATH_PREFIX + key);
  if (c.req.method === "GET") {
    // The edge copy first (R2 is read once per location); the Cache API answers If-None-Match itself.
    const hit = await cache.match(new Request(cacheKey, { headers: c.req.raw.headers }));
    if (hit) {
      const answer = new Response(hit.body, hit);
      answer.headers.set("X-Cache", "HIT");
      return answer;
    }
  }
  // A HEAD or a revalidation (If-None-Match) needs the object's metadata only, not its body.
  const head = c.req.method === "HEAD" || c.req.header("if-none-match") !== undefined;
  let object: R2Object | R2ObjectBody | null;
  try {
    object = head ? await c.env.FILES.head(key) : await c.env.FILES.get(key);
    if (head && object && c.req.method !== "HEAD" && !notModified(c.req.raw, object.httpEtag)) object = await c.env.FILES.get(key);
  } catch (error) {
    // R2 did not answer: the 503 page (a retry can succeed), not a 500 and a report.
    throw new ShopUnavailable(`R2 read failed for ${key}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!object) return c.notFound();
  const headers = fileHeaders(object, key);
  if (notModified(c.req.raw, object.httpEtag)) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(object.size));
  const body = "body" in object ? (object as R2ObjectBody).body : null;
  if (c.req.method === "HEAD" || !body) return new Response(null, { status: 200, headers });
  const response = new Response(body, { status: 200, headers });
  response.headers.set("X-Cache", "MISS");
  const stored = cache.put(cacheKey, response.clone());
  try {
    c.executionCtx.waitUntil(stored);
  } catch {
    await stored;
  }
  return response;
}

export const filesRoute = new Hono<AppEnv>().get(`${FILES_PATH_PREFIX}*`, serveFile);
