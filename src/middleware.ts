import type { MiddlewareHandler } from "hono";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import type { ReportedEnv } from "./env";
import { createReporter } from "./errors";

/** Security headers; the Google hosts join the CSP only when a tag ID is configured. */
function securityHeaders(analytics: boolean) {
  const google = analytics ? ["https://www.googletagmanager.com"] : [];
  const googleData = analytics
    ? ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"]
    : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...google],
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

/**
 * What every app of the Worker (the site and the shop API) runs first: a request id, the security
 * headers and one error reporter per request. The shop API runs it too when called in-process, so
 * its variables are always set.
 */
export const commonMiddleware: MiddlewareHandler<ReportedEnv>[] = [
  requestId(),
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
];
