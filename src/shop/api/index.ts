import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { except } from "hono/combine";
import { apiNotFound, handleApiError, jsonBodyLimit, jsonOnly } from "../../common/api";
import { sameOriginOnly } from "../../common/api/same-origin";
import { SHOP_USER_HEADER, verifyCustomer } from "../../common/shop-identity";
import type { ShopApiEnv } from "../env";
import { IMPORT_MAX_FEED_BYTES } from "../../common/config/back-office";
import { ShopError } from "../../common/errors";
import { commonMiddleware } from "../../common/api/app-middleware";
import { lazyApp } from "../../common/api/lazy-app";
import { accountsApi } from "./accounts";
import { authApi } from "./auth";
import { campaignsApi } from "./campaigns";
import { catalogueApi } from "./catalogue";
import { checkoutApi } from "./checkout";
import { companiesApi } from "./companies";
import { complaintsApi } from "./complaints";
import { devOutboxApi } from "./dev-outbox";
import { invoicesApi } from "./invoices";
import { onlinePaymentsApi } from "./online-payments";
import { ordersApi } from "./orders";
import { orderStatusApi } from "./order-status";
import { reviewsApi } from "./reviews";
import { deliveryApi } from "./delivery";
import { settingsApi } from "./settings";

/**
 * The customer a caller names in X-Shop-User, trusted only with a valid signature
 * (src/common/shop-identity.ts). No header: anonymous. A header that does not verify: 401, so a
 * forged or stale one is never quietly treated as anonymous either.
 */
const customer: MiddlewareHandler<ShopApiEnv> = async (c, next) => {
  const header = c.req.header(SHOP_USER_HEADER);
  let customerId: number | null = null;
  if (header !== undefined) {
    const url = new URL(c.req.url);
    customerId = await verifyCustomer(c.env.SHOP_API_SECRET, header, { method: c.req.method, path: url.pathname + url.search });
    if (customerId === null) throw new ShopError("UNAUTHORIZED", { message: "Nieprawidłowy lub nieaktualny podpis klienta." });
  }
  c.set("customerId", customerId);
  await next();
};

/** A multipart POST to a staff route: the routes that take one check the type and size of what it carries. */
const isStaffUpload = (c: Context) =>
  c.req.method === "POST" &&
  // The path within the API (its mount at SHOP_API_BASE_PATH is not part of it).
  c.req.path.startsWith("/staff/") &&
  (c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");

/** The largest staff upload (a 50,000-row feed; photos have a smaller limit of their own). */
const staffUploadLimit: MiddlewareHandler<ShopApiEnv> = async (c, next) => {
  if (!isStaffUpload(c)) return next();
  return bodyLimit({
    maxSize: IMPORT_MAX_FEED_BYTES,
    onError: () => {
      throw new ShopError("PAYLOAD_TOO_LARGE", { message: `Plik jest za duży: najwyżej ${IMPORT_MAX_FEED_BYTES / 1024 / 1024} MB.` });
    },
  })(c, next);
};

/**
 * The shop API (SPEC's "separate host"): a whole app with its own middleware, mounted at
 * /api/v1 (SHOP_API_BASE_PATH) and called in-process through the same `fetch`, so a page's call
 * and a browser's call pass the same checks. Pages reach it through src/site/shop-client.
 */
export const shopApi = new Hono<ShopApiEnv>()
  .use(...commonMiddleware)
  .use(sameOriginOnly())
  // Staff uploads (a supplier feed, a tyre photo) come as multipart forms with limits of their own;
  // everything else is JSON under the usual limit.
  .use(except(isStaffUpload, jsonOnly, jsonBodyLimit))
  .use(staffUploadLimit, customer)
  .route("/catalogue", catalogueApi)
  .route("/auth", authApi)
  .route("/accounts", accountsApi)
  .route("/complaints", complaintsApi)
  .route("/invoices", invoicesApi)
  .route("/checkout", checkoutApi)
  .route("/orders", ordersApi)
  .route("/delivery", deliveryApi)
  .route("/settings", settingsApi)
  .route("/order-status", orderStatusApi)
  .route("/core", companiesApi)
  .route("/payments", onlinePaymentsApi)
  .route("/campaigns", campaignsApi)
  .route("/reviews", reviewsApi)
  // The back office's API (and with it the feed import, KSeF and the carriers): loaded on its first call.
  .route(
    "/staff",
    lazyApp("/staff", () => import("./staff").then((module) => module.staffApi)),
  )
  .route("/dev/outbox", devOutboxApi)
  .notFound(apiNotFound)
  .onError(handleApiError);

export type ShopApi = typeof shopApi;
