import { Hono } from "hono";
import type { AppEnv } from "../env";
import { apiNotFound, handleApiError, jsonBodyLimit } from "../../common/api";
import { accountApi } from "./account";
import { authSiteApi } from "./auth";
import { beaconsApi } from "./beacons";
import { complaintsApi } from "./complaints";
import { orderApi } from "./order";

/**
 * The site's own API (/api): sessions (sign-in, sign-out, the session call), the account, orders,
 * complaints and the browser's beacons (errors, web vitals). No body over JSON_BODY_MAX_BYTES
 * is read.
 */
export const siteApi = new Hono<AppEnv>()
  // Same-origin and JSON-only are checked in src/index.ts, for /api/* as a whole.
  .use(jsonBodyLimit)
  .route("/auth", authSiteApi)
  .route("/account", accountApi)
  .route("/order", orderApi)
  .route("/complaints", complaintsApi)
  .route("/", beaconsApi)
  .notFound(apiNotFound)
  .onError(handleApiError);

/** The site's API as the browser's typed client sees it (client/api/clients.ts). */
export type SiteApi = typeof siteApi;
