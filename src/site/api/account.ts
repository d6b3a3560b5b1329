import { Hono } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { accountDeletionForm, noStore, passwordChangeForm, profileForm, refuseNonObjectProfile, validate } from "../../common/api";
import { SESSION_COOKIE, SESSION_MAX_AGE_S } from "../../common/config/security";
import { ShopError } from "../../common/errors";
import { currentUser } from "../current-user";
import type { AppEnv } from "../env";
import { accountOrdersApi } from "./account-orders";
import { shopAnswer } from "../shop-client/answers";

/**
 * The signed-in customer's account (SPEC §7 /api/account/*); anonymous callers get 401. The shop
 * API keeps the account (src/shop/api/accounts.ts); this API holds the cookie. Orders: account-orders.ts.
 */
export const accountApi = new Hono<AppEnv>()
  .use(noStore)
  .use(async (c, next) => {
    if (!(await currentUser(c))) throw new ShopError("UNAUTHORIZED");
    return next();
  })
  .route("/orders", accountOrdersApi)
  .get("/user", async (c) => {
    const user = (await currentUser(c))!;
    const response = await c.var.shopAs(user.id).accounts.me.$get();
    return c.json(await shopAnswer(response));
  })
  .put("/user", refuseNonObjectProfile, validate("json", profileForm), async (c) => {
    const user = (await currentUser(c))!;
    const response = await c.var.shopAs(user.id).accounts.me.$put({ json: c.req.valid("json") });
    return c.json(await shopAnswer(response));
  })
  .delete("/user", validate("json", accountDeletionForm), async (c) => {
    const user = (await currentUser(c))!;
    await shopAnswer(await c.var.shopAs(user.id).accounts.me.$delete({ json: c.req.valid("json") }));
    deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true });
    return c.json({ user: null });
  })
  .post("/change-password", validate("json", passwordChangeForm), async (c) => {
    const user = (await currentUser(c))!;
    // Every other session ended with the old password; this browser keeps a fresh one.
    const { token } = await shopAnswer(await c.var.shopAs(user.id).accounts.me.password.$post({ json: c.req.valid("json") }));
    setCookie(c, SESSION_COOKIE, token, { path: "/", secure: true, httpOnly: true, sameSite: "Lax", maxAge: SESSION_MAX_AGE_S });
    return c.json({ ok: true });
  });
