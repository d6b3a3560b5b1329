import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { JSON_BODY_MAX_BYTES } from "../config/security";
import { errorBody, ShopError } from "../errors";

/** Personal answers (sessions, baskets, orders, accounts): never stored by a browser or a proxy. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "private, no-store");
};

/** JSON-only APIs: a body must be JSON; a request without a body (or a bodiless DELETE) may omit the type. */
export const jsonOnly: MiddlewareHandler = async (c, next) => {
  const type = c.req.header("content-type");
  const json = (type ?? "").toLowerCase().startsWith("application/json");
  const empty = c.req.raw.body === null || c.req.header("content-length") === "0" || (c.req.method === "DELETE" && type === undefined);
  if (!["GET", "HEAD", "OPTIONS"].includes(c.req.method) && !json && !empty) {
    return c.json(errorBody("UNSUPPORTED_MEDIA_TYPE"), 415);
  }
  await next();
};

/**
 * Bodies over JSON_BODY_MAX_BYTES are refused (413 PAYLOAD_TOO_LARGE) before anything parses
 * them: by Content-Length when declared, else while reading a chunked body, which stops at the
 * limit. The error beacon keeps its own, smaller limit behind this one.
 */
export const jsonBodyLimit: MiddlewareHandler = bodyLimit({
  maxSize: JSON_BODY_MAX_BYTES,
  onError: () => {
    throw new ShopError("PAYLOAD_TOO_LARGE");
  },
});
