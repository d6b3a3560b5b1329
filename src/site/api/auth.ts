import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import * as v from "valibot";
import { hashPassword, verifyPassword } from "../../shop/accounts/password";
import { clearAttempts, limitAccountSignIn, limitAttempts, rateLimitKey, signInAccountKey } from "../../shop/rate-limit";
import { currentUser } from "../current-user";
import { createSession, deleteSession } from "../../shop/accounts/sessions";
import { SESSION_COOKIE, SESSION_MAX_AGE_S } from "../../common/config";
import { database } from "../../shop/db/client";
import type { AppEnv } from "../env";
import { ShopError } from "../../common/errors";
import { currentPasswordField, emailField, noStore, validate } from "../../common/api";

const credentials = v.object({
  email: emailField,
  password: currentPasswordField("Podaj hasło."),
});

/** Compared against when the e-mail is unknown, so a miss takes as long as a wrong password. */
let decoyHash: Promise<string> | undefined;

/** Sessions (SPEC §7 /api/auth/*): a random token in a __Host- cookie, only its hash in D1. */
export const authSiteApi = new Hono<AppEnv>()
  .use(noStore)
  .get("/session", async (c) => c.json({ user: await currentUser(c) }))
  .post(
    "/signin",
    async (c, next) => {
      await limitAttempts(database(c.env.DB), rateLimitKey("signin", c.req.raw, c.env.ENVIRONMENT), Date.now());
      return next();
    },
    validate("json", credentials),
    async (c) => {
      const { email, password } = c.req.valid("json");
      const db = database(c.env.DB);
      // Per account as well as per address: many addresses must not mean many guesses. An unknown
      // e-mail is counted and refused the same way, so the limit tells nobody what exists.
      const accountKey = await signInAccountKey(email);
      await limitAccountSignIn(db, accountKey, Date.now());
      const user = await db.query.users.findFirst({ where: (table, { eq }) => eq(table.email, email) });
      decoyHash ??= hashPassword("decoy-password-1");
      const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash));
      if (!user || !valid) throw new ShopError("UNAUTHORIZED", { message: "Nieprawidłowy e-mail lub hasło." });
      await clearAttempts(db, accountKey);
      // A new token at every sign-in; the one this browser had before dies with it.
      const previous = getCookie(c, SESSION_COOKIE);
      if (previous) await deleteSession(db, previous);
      const token = await createSession(db, user.id, Date.now());
      setCookie(c, SESSION_COOKIE, token, { path: "/", secure: true, httpOnly: true, sameSite: "Lax", maxAge: SESSION_MAX_AGE_S });
      return c.json({ user: { id: user.id, email: user.email, firstName: user.firstName } });
    },
  )
  .post("/signout", async (c) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (token) await deleteSession(database(c.env.DB), token);
    deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true });
    return c.json({ user: null });
  });
