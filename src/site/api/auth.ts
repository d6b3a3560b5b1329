import { Hono } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { credentialsForm, noStore, validate } from "../../common/api";
import { SESSION_COOKIE, SESSION_MAX_AGE_S, SESSION_TOKEN_HEADER } from "../../common/config/security";
import { currentUser, sessionToken } from "../current-user";
import type { AppEnv } from "../env";
import { shopAnswer } from "../shop-client/answers";

/**
 * Sessions (SPEC §7 /api/auth/*): a random token in a __Host- cookie; the shop API keeps the
 * account and only the token's hash (src/shop/api/accounts.ts).
 */
export const authSiteApi = new Hono<AppEnv>()
  .use(noStore)
  .get("/session", async (c) => c.json({ user: await currentUser(c) }))
  .post("/signin", validate("json", credentialsForm), async (c) => {
    // The token this browser had before dies with the new sign-in.
    const previous = sessionToken(c);
    const response = await c.var.shop.accounts.sessions.$post(
      { json: c.req.valid("json") },
      { headers: previous ? { [SESSION_TOKEN_HEADER]: previous } : {} },
    );
    const { token, user } = await shopAnswer(response);
    setCookie(c, SESSION_COOKIE, token, { path: "/", secure: true, httpOnly: true, sameSite: "Lax", maxAge: SESSION_MAX_AGE_S });
    return c.json({ user });
  })
  .post("/signout", async (c) => {
    const token = sessionToken(c);
    if (token) {
      const response = await c.var.shop.accounts.sessions.current.$delete(undefined, { headers: { [SESSION_TOKEN_HEADER]: token } });
      if (!response.ok) throw new Error(`sign-out answered ${response.status}`);
    }
    deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true });
    return c.json({ user: null });
  });
