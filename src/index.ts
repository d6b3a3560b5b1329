import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { sameOriginOnly } from "./auth/same-origin";
import type { AppEnv } from "./env";
import { createReporter, errorBody } from "./errors";
import { handleError, handleNotFound } from "./pages/errors";
import { homePage } from "./pages/home";
import { accountPages } from "./pages/account";
import { blogPages } from "./pages/blog";
import { campaignPage } from "./pages/campaign";
import { contentPages } from "./pages/content";
import { siteMapPages } from "./pages/site-maps";
import { basketPage } from "./pages/basket";
import { carMakePage } from "./pages/car-make";
import { checkoutPages } from "./pages/checkout";
import { comparePage } from "./pages/compare";
import { listingPage } from "./pages/listing";
import { modelPage } from "./pages/model";
import { tyrePage } from "./pages/tyre";
import { renderer } from "./pages/renderer";
import { searchPage } from "./pages/search";
import { shopApi } from "./shop-api";
import { createShopClient, IN_PROCESS_BASE_URL } from "./shop-client";
import { siteApi } from "./site-api";

const app = new Hono<AppEnv>();

// ── Middleware ────────────────────────────────────────────────────────────────────────────────
app.use(requestId());
/** Security headers; the Google hosts join the CSP only when a tag ID is configured. */
function securityHeaders(analytics: boolean) {
  const google = analytics ? ["https://www.googletagmanager.com"] : [];
  const googleData = analytics ? ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"] : [];
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
app.use((c, next) => (c.env.GTM_ID || c.env.GA_MEASUREMENT_ID ? analyticsHeaders : plainHeaders)(c, next));
app.use(async (c, next) => {
  c.set(
    "reporter",
    createReporter({
      dsn: c.env.SENTRY_DSN,
      environment: c.env.ENVIRONMENT,
      request: c.req.raw,
      waitUntil: (promise) => {
        try {
          c.executionCtx.waitUntil(promise);
        } catch {
          // No execution context (unit tests): the report simply is not awaited.
        }
      },
    }),
  );
  let executionCtx: typeof c.executionCtx | undefined;
  try {
    executionCtx = c.executionCtx;
  } catch {
    executionCtx = undefined;
  }
  const external = c.env.SHOP_API_URL;
  c.set(
    "shop",
    createShopClient(
      external
        ? { baseUrl: external, fetch: (input, init) => fetch(input, init) }
        : {
            baseUrl: IN_PROCESS_BASE_URL,
            // In-process transport: the shop API runs in this isolate, no network hop.
            fetch: async (input, init) => shopApi.fetch(new Request(input, init), c.env, executionCtx),
          },
    ),
  );
  await next();
});
// The APIs accept unsafe methods only from this origin.
app.use("/api/*", sameOriginOnly());
// JSON-only APIs: a body must be JSON; only a bodiless DELETE (or an empty body) may omit the type.
app.use("/api/*", async (c, next) => {
  const type = c.req.header("content-type");
  const json = (type ?? "").toLowerCase().startsWith("application/json");
  const empty = c.req.header("content-length") === "0" || (c.req.method === "DELETE" && type === undefined);
  if (!["GET", "HEAD", "OPTIONS"].includes(c.req.method) && !json && !empty) {
    return c.json(errorBody("UNSUPPORTED_MEDIA_TYPE"), 415);
  }
  await next();
});

// ── APIs ──────────────────────────────────────────────────────────────────────────────────────
app.route("/api/v1", shopApi);
app.route("/api", siteApi);

// ── Pages ─────────────────────────────────────────────────────────────────────────────────────
app.use(renderer);
app.route("/", homePage);
app.route("/", searchPage);
app.route("/", listingPage);
app.route("/", tyrePage);
app.route("/", modelPage);
app.route("/", carMakePage);
app.route("/", basketPage);
app.route("/", checkoutPages);
app.route("/", comparePage);
app.route("/", accountPages);
app.route("/", contentPages);
app.route("/", blogPages);
app.route("/", campaignPage);
app.route("/", siteMapPages);

app.notFound(handleNotFound);
app.onError(handleError);

export default app;
