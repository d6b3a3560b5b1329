import type { MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\b/i;

/**
 * CSRF defence for the APIs: every unsafe method (POST, PUT, PATCH, DELETE, whatever its body)
 * must come from this origin. Browsers name the page's origin in `Origin` (and `Sec-Fetch-Site`)
 * on every unsafe request; a program that sends neither is not a browser riding a cookie, and is
 * let through unless it posts a form type (old browsers omitted Origin on form posts).
 * Hono's own `csrf()` checks form content types only and lets a foreign JSON or DELETE through.
 *
 * A refusal is thrown (403), so the app's error handler answers in its own terms: JSON
 * `FORBIDDEN` on the APIs, the Polish 403 page on a page's form post; never reported.
 */
export function sameOriginOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const site = c.req.header("sec-fetch-site");
    const foreign =
      origin !== undefined
        ? origin !== new URL(c.req.url).origin
        : site !== undefined
          ? site !== "same-origin" && site !== "none"
          : FORM_TYPES.test(c.req.header("content-type") ?? "");
    if (foreign) throw new HTTPException(403, { message: "Cross-site request refused" });
    return next();
  };
}
