import { Hono } from "hono";
import type { AppEnv } from "../env";
import { authApi } from "./auth";
import { campaignsApi } from "./campaigns";
import { catalogueApi } from "./catalogue";
import { checkoutApi } from "./checkout";
import { companiesApi } from "./companies";
import { onlinePaymentsApi } from "./online-payments";
import { ordersApi } from "./orders";
import { handleApiError } from "./errors";

/**
 * The shop API (SPEC's "separate host"), mounted at /api/v1. Pages reach it through the typed
 * client in src/shop-client, in-process unless SHOP_API_URL points elsewhere.
 */
export const shopApi = new Hono<AppEnv>()
  .route("/catalogue", catalogueApi)
  .route("/auth", authApi)
  .route("/checkout", checkoutApi)
  .route("/orders", ordersApi)
  .route("/core", companiesApi)
  .route("/payments", onlinePaymentsApi)
  .route("/campaigns", campaignsApi)
  .notFound((c) => c.json({ error_code: "NOT_FOUND", message: "Nie znaleziono." }, 404))
  .onError(handleApiError);

export type ShopApi = typeof shopApi;
