import { Hono, type MiddlewareHandler } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { hashPassword, verifyPassword } from "../../shop/accounts/password";
import { clearAttempts, limitAttempts, userLimitKey } from "../../shop/rate-limit";
import { newSession } from "../../shop/accounts/sessions";
import { ACCOUNT_PASSWORD_LIMIT, SESSION_COOKIE, SESSION_MAX_AGE_S } from "../../common/config";
import { database } from "../../shop/db/client";
import { anonymiseUserOrders } from "../../shop/db/queries/orders";
import { mailOutbox, orderClaims, passwordResets, sessions, users } from "../../shop/db/schema";
import type { AppEnv } from "../env";
import { ShopError } from "../../common/errors";
import {
  currentPasswordField,
  newPasswordField,
  noStore,
  optionalFirstNameField,
  optionalLastNameField,
  optionalPhoneField,
  validate,
} from "../../common/api";
import { currentUser, profileOf, readProfile } from "../current-user";
import { accountOrdersApi } from "./account-orders";

/**
 * A profile update changes only the fields it names: a field given as "" or null clears it, an
 * absent one stays as it is (so `{}` changes nothing). The account page always sends all three.
 */
const profile = v.object({
  first_name: optionalFirstNameField,
  last_name: optionalLastNameField,
  phone: optionalPhoneField,
});

const passwordChange = v.object({
  old_password: currentPasswordField("Podaj obecne hasło."),
  new_password: newPasswordField,
});

/** A JSON body that is not an object (an array, null, a string) is refused, not read as "no fields". */
const refuseNonObject: MiddlewareHandler<AppEnv> = async (c, next) => {
  // Malformed or non-JSON bodies are left to the validator, which refuses them in its own words.
  const body: unknown = await c.req.json().catch(() => ({}));
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new ShopError("BAD_REQUEST", { message: "Dane konta wyślij jako obiekt JSON z polami first_name, last_name i phone." });
  }
  return next();
};

/** The signed-in customer's account (SPEC §7 /api/account/*); anonymous callers get 401. Orders: account-orders.ts. */
export const accountApi = new Hono<AppEnv>()
  .use(noStore)
  .route("/orders", accountOrdersApi)
  .get("/user", async (c) => {
    const user = await currentUser(c);
    if (!user) throw new ShopError("UNAUTHORIZED");
    return c.json({ user: await readProfile(c.env, user.id) });
  })
  .put("/user", refuseNonObject, validate("json", profile), async (c) => {
    const user = await currentUser(c);
    if (!user) throw new ShopError("UNAUTHORIZED");
    const input = c.req.valid("json");
    const changes: Partial<typeof users.$inferInsert> = {};
    if (input.first_name !== undefined) changes.firstName = input.first_name || null;
    if (input.last_name !== undefined) changes.lastName = input.last_name || null;
    if (input.phone !== undefined) changes.phone = input.phone || null;
    if (Object.keys(changes).length === 0) return c.json({ user: await readProfile(c.env, user.id) });
    const [row] = await database(c.env.DB).update(users).set(changes).where(eq(users.id, user.id)).returning();
    return c.json({ user: profileOf(row!) });
  })
  .delete("/user", async (c) => {
    const user = await currentUser(c);
    if (!user) throw new ShopError("UNAUTHORIZED");
    const db = database(c.env.DB);
    await limitAttempts(db, userLimitKey("account-delete", user.id), Date.now(), ACCOUNT_PASSWORD_LIMIT);
    // One batch: either the person is gone everywhere (account, sessions, reset links, mail
    // copies, personal data on orders) or nothing changed. Orders belong to the shop API; they
    // are written here only because both live in this D1: a separate shop API host would need a
    // call of its own (and a retry) for the orders' part.
    await db.batch([
      anonymiseUserOrders(db, user.id),
      db.delete(mailOutbox).where(eq(mailOutbox.to, user.email)),
      db.delete(passwordResets).where(eq(passwordResets.userId, user.id)),
      db.delete(orderClaims).where(eq(orderClaims.userId, user.id)),
      db.delete(sessions).where(eq(sessions.userId, user.id)),
      db.delete(users).where(eq(users.id, user.id)),
    ]);
    deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true });
    return c.json({ user: null });
  })
  .post("/change-password", validate("json", passwordChange), async (c) => {
    const user = await currentUser(c);
    if (!user) throw new ShopError("UNAUTHORIZED");
    const { old_password, new_password } = c.req.valid("json");
    const db = database(c.env.DB);
    // A held session (a borrowed laptop, a stolen cookie) must not give unlimited guesses of the
    // password: each check counts until it succeeds, and the right one is refused past the limit too.
    const limitKey = userLimitKey("password-check", user.id);
    await limitAttempts(db, limitKey, Date.now(), ACCOUNT_PASSWORD_LIMIT);
    const row = await db.query.users.findFirst({ where: eq(users.id, user.id) });
    if (!row || !(await verifyPassword(old_password, row.passwordHash))) throw new ShopError("INVALID_OLD_PASSWORD");
    await clearAttempts(db, limitKey);
    // One batch: the new password, the end of every session (a thief's too) and a fresh one for
    // this browser happen together, so a failure can never leave old sessions on a new password.
    const { token, row: session } = await newSession(user.id, Date.now());
    await db.batch([
      db
        .update(users)
        .set({ passwordHash: await hashPassword(new_password) })
        .where(eq(users.id, user.id)),
      db.delete(sessions).where(eq(sessions.userId, user.id)),
      db.insert(sessions).values(session),
    ]);
    setCookie(c, SESSION_COOKIE, token, { path: "/", secure: true, httpOnly: true, sameSite: "Lax", maxAge: SESSION_MAX_AGE_S });
    return c.json({ ok: true });
  });
