import { Hono } from "hono";
import type { AppEnv } from "../env";
import { handleApiError } from "../shop-api/errors";
import { orderApi } from "./order";

/**
 * The site's own API (/api): auth, account, order and the error beacon. Accounts arrive with
 * their own issue; until then every visitor is anonymous, which is what the session says.
 */
export const siteApi = new Hono<AppEnv>()
  .get("/auth/session", (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json({ user: null });
  })
  .route("/order", orderApi)
  .notFound((c) => c.json({ error_code: "NOT_FOUND", message: "Nie znaleziono." }, 404))
  .onError(handleApiError);
