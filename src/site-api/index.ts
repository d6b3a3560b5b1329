import { Hono } from "hono";
import type { AppEnv } from "../env";
import { handleApiError } from "../shop-api/errors";
import { accountApi } from "./account";
import { authSiteApi } from "./auth";
import { orderApi } from "./order";

/**
 * The site's own API (/api): sessions (sign-in, sign-out, the session call) and orders; account
 * pages and the error beacon come with their issues.
 */
export const siteApi = new Hono<AppEnv>()
  .route("/auth", authSiteApi)
  .route("/account", accountApi)
  .route("/order", orderApi)
  .notFound((c) => c.json({ error_code: "NOT_FOUND", message: "Nie znaleziono." }, 404))
  .onError(handleApiError);
