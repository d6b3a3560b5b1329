import type { Context, MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import { isLoopbackAddress } from "../rate-limit";
import { clientManifest } from "../client-build";
import type { ReportedEnv } from "../env";
import { createReporter } from "../errors";
import { IN_PROCESS_BASE_URL } from "../routes";

/** Security headers; the Google hosts join the CSP only when a tag ID is configured. */
function securityHeaders(analytics: boolean) {
  const google = analytics ? ["https://www.googletagmanager.com"] : [];
  const googleData = analytics
    ? ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"]
    : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // The inline boot script (client/boot.js) by its hash, nothing else inline.
      scriptSrc: ["'self'", `'${clientManifest.bootHash}'`, ...google],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", "data:", ...googleData],
      connectSrc: ["'self'", ...googleData],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      // The online payment form is answered with a redirect to the gateway, which form-action covers.
      formAction: ["'self'", "https://secure.przelewy24.pl", "https://sandbox.przelewy24.pl"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: "max-age=31536000; includeSubDomains",
    // The shop uses none of these; nothing embedded may either.
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
  });
}
const plainHeaders = securityHeaders(false);
const analyticsHeaders = securityHeaders(true);

/** An id the caller may hand on: what hono's requestId() accepts (letters, digits, `_`, `-`, `=`). */
const PASSED_ID = /^[\w\-=]{1,255}$/;

/**
 * The request id, made here. A caller's X-Request-Id is taken only on the in-process seam to the
 * shop API (src/site/shop-transport.ts hands on the page's id, so the logs of both sides join); from
 * anyone else it is ignored, or a cached answer could carry one visitor's id to the next. The
 * header is set after the rest has run, so a cache hit carries this request's id, not the
 * stored one's.
 */
const requestIds: MiddlewareHandler<ReportedEnv> = async (c, next) => {
  const passed = c.req.header("x-request-id");
  const seam = passed !== undefined && PASSED_ID.test(passed) && c.req.url.startsWith(`${IN_PROCESS_BASE_URL}/`);
  const id = seam ? passed : crypto.randomUUID();
  c.set("requestId", id);
  await next();
  c.header("X-Request-Id", id);
};

/**
 * A path whose percent-encoding does not decode (`/opony/%ZZ`, `/%E0%A4%A`) names nothing: it is
 * answered as not found here, once, before a route's decodeURIComponent can throw a URIError
 * (a 500 and a report). The error handlers turn the 404 into the Polish page or the JSON 404.
 */
const wellFormedPath: MiddlewareHandler = async (c, next) => {
  const url = c.req.url;
  if (url.includes("%")) {
    try {
      decodeURIComponent(new URL(url).pathname);
    } catch {
      throw new HTTPException(404, { message: "Malformed percent-encoding in the path" });
    }
  }
  await next();
};

/**
 * Development tools (the outbox at /dev/poczta, the back office's development sign-in): only under
 * `npm run dev` (ENVIRONMENT is "development") and only to this machine, decided from the URL the
 * request reached: `npm run dev` listens on 127.0.0.1 alone, so a browser here asks for a loopback
 * host, and a web page that rebinds its own name to 127.0.0.1 still arrives under that name. No
 * header decides it (wrangler dev keeps a CF-Connecting-IP or X-Forwarded-For the client sent).
 * The shop API's in-process address counts too: only the site's code, having checked its own
 * request, calls it. Never in test, staging or production, whatever the address.
 */
export function isLocalDevelopment<E extends ReportedEnv>(c: Context<E>): boolean {
  if (c.env.ENVIRONMENT !== "development") return false;
  const url = new URL(c.req.url);
  if (url.origin === IN_PROCESS_BASE_URL) return true;
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1"); // "[::1]" → "::1"
  return host === "localhost" || isLoopbackAddress(host);
}

/**
 * What every app of the Worker (the site and the shop API) runs first: a request id, the security
 * headers, one error reporter per request and the path check. The shop API runs it too when
 * called in-process, so its variables are always set.
 */
export const commonMiddleware: MiddlewareHandler<ReportedEnv>[] = [
  requestIds,
  (c, next) => (c.env.GTM_ID || c.env.GA_MEASUREMENT_ID ? analyticsHeaders : plainHeaders)(c, next),
  async (c, next) => {
    c.set(
      "reporter",
      createReporter({
        dsn: c.env.SENTRY_DSN,
        environment: c.env.ENVIRONMENT,
        request: c.req.raw,
        waitUntil: (promise) => c.executionCtx.waitUntil(promise),
      }),
    );
    await next();
  },
  wellFormedPath,
];
