import { and, eq, gt, isNull } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { ACCOUNT_PASSWORD_LIMIT, ORDER_CLAIM_TTL_S, SESSION_TOKEN_HEADER } from "../../common/config/security";
import { ShopError } from "../../common/errors";
import {
  accountDeletionForm,
  claimConfirmationForm,
  credentialsForm,
  noStore,
  passwordChangeForm,
  profileForm,
  refuseNonObjectProfile,
  validate,
} from "../../common/api";
import { clearAttempts, limitAccountSignIn, limitAttempts, rateLimitKey, signInAccountKey, userLimitKey } from "../../common/rate-limit";
import { absoluteUrl, ROUTES } from "../../common/routes";
import { siteSettings } from "../../common/site-settings";
import { randomToken, sha256Hex } from "../../common/tokens";
import { hashPassword, verifyPassword } from "../accounts/password";
import { createSession, deleteSession, newSession, sessionUser } from "../accounts/sessions";
import { database } from "../db/client";
import { anonymiseUserOrders, attachGuestOrders, countGuestOrders } from "../db/queries/orders";
import { anonymiseUserReviews } from "../db/queries/reviews";
import { mailOutbox, orderClaims, passwordResets, sessions, users } from "../db/schema";
import type { ShopApiEnv } from "../env";
import { mailerFor } from "../mail/mailer";

/** An account's profile as the account API answers it (SPEC §7 GET /api/account/user). */
export interface Profile {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
}

const profileOf = (row: typeof users.$inferSelect): Profile => ({
  id: row.id,
  email: row.email,
  first_name: row.firstName,
  last_name: row.lastName,
  phone: row.phone,
});

/** The signed-in customer the site vouched for (src/shop/api/index.ts verifies the signature); else 401. */
async function signedInUser(c: Context<ShopApiEnv>) {
  const id = c.var.customerId;
  const row = id ? await database(c.env.DB).query.users.findFirst({ where: eq(users.id, id) }) : undefined;
  if (!row) throw new ShopError("UNAUTHORIZED");
  return row;
}

const ACCOUNT_DELETION_WRONG_PASSWORD = "Nieprawidłowe hasło. Konto nie zostało usunięte.";

/** Compared against when the e-mail is unknown, so a miss takes as long as a wrong password. */
let decoyHash: Promise<string> | undefined;

/**
 * Accounts and their sessions: the shop owns the people data (users, sessions, reset links, order
 * claims), the site's API (/api/auth, /api/account) keeps the cookie and calls these routes. A
 * session's token travels in the X-Session-Token header, never in a URL that gets logged.
 */
export const accountsApi = new Hono<ShopApiEnv>()
  .use(noStore)
  .post(
    "/sessions",
    async (c, next) => {
      await limitAttempts(database(c.env.DB), rateLimitKey("signin", c.req.raw, c.env.ENVIRONMENT), Date.now());
      return next();
    },
    validate("json", credentialsForm),
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
      const previous = c.req.header(SESSION_TOKEN_HEADER);
      if (previous) await deleteSession(db, previous);
      const token = await createSession(db, user.id, Date.now());
      return c.json({ token, user: { id: user.id, email: user.email, firstName: user.firstName } });
    },
  )
  .get("/sessions/current", async (c) =>
    c.json({ user: await sessionUser(database(c.env.DB), c.req.header(SESSION_TOKEN_HEADER), Date.now()) }),
  )
  .delete("/sessions/current", async (c) => {
    const token = c.req.header(SESSION_TOKEN_HEADER);
    if (token) await deleteSession(database(c.env.DB), token);
    return c.json({ ok: true });
  })
  .get("/me", async (c) => c.json({ user: profileOf(await signedInUser(c)) }))
  .put("/me", refuseNonObjectProfile, validate("json", profileForm), async (c) => {
    const user = await signedInUser(c);
    const input = c.req.valid("json");
    const changes: Partial<typeof users.$inferInsert> = {};
    if (input.first_name !== undefined) changes.firstName = input.first_name || null;
    if (input.last_name !== undefined) changes.lastName = input.last_name || null;
    if (input.phone !== undefined) changes.phone = input.phone || null;
    if (Object.keys(changes).length === 0) return c.json({ user: profileOf(user) });
    const [row] = await database(c.env.DB).update(users).set(changes).where(eq(users.id, user.id)).returning();
    return c.json({ user: profileOf(row!) });
  })
  .delete("/me", validate("json", accountDeletionForm), async (c) => {
    const user = await signedInUser(c);
    const db = database(c.env.DB);
    // The same count as the password change: a held session gets 5 guesses per window in all.
    await limitAttempts(db, userLimitKey("password-check", user.id), Date.now(), ACCOUNT_PASSWORD_LIMIT);
    if (!(await verifyPassword(c.req.valid("json").password, user.passwordHash)))
      throw new ShopError("INVALID_OLD_PASSWORD", { message: ACCOUNT_DELETION_WRONG_PASSWORD });
    // One batch: either the person is gone everywhere (account, sessions, reset links, mail
    // copies, personal data on orders) or nothing changed.
    await db.batch([
      ...anonymiseUserReviews(db, user.id),
      anonymiseUserOrders(db, user.id),
      db.delete(mailOutbox).where(eq(mailOutbox.to, user.email)),
      db.delete(passwordResets).where(eq(passwordResets.userId, user.id)),
      db.delete(orderClaims).where(eq(orderClaims.userId, user.id)),
      db.delete(sessions).where(eq(sessions.userId, user.id)),
      db.delete(users).where(eq(users.id, user.id)),
    ]);
    return c.json({ user: null });
  })
  .post("/me/password", validate("json", passwordChangeForm), async (c) => {
    const user = await signedInUser(c);
    const { old_password, new_password } = c.req.valid("json");
    const db = database(c.env.DB);
    // A held session (a borrowed laptop, a stolen cookie) must not give unlimited guesses of the
    // password: each check counts until it succeeds, and the right one is refused past the limit too.
    const limitKey = userLimitKey("password-check", user.id);
    await limitAttempts(db, limitKey, Date.now(), ACCOUNT_PASSWORD_LIMIT);
    if (!(await verifyPassword(old_password, user.passwordHash))) throw new ShopError("INVALID_OLD_PASSWORD");
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
    return c.json({ ok: true, token });
  })
  // Guest orders placed with the account's e-mail: a mailed link proves the address is theirs.
  .post("/me/order-claims", async (c) => {
    const user = await signedInUser(c);
    const db = database(c.env.DB);
    await limitAttempts(db, rateLimitKey("order-claim", c.req.raw, c.env.ENVIRONMENT), Date.now());
    // The same answer whether or not there are such orders: registration does not prove the
    // address, so the answer must not tell anyone what was ordered from it. Only its owner gets mail.
    const count = await countGuestOrders(db, user.email);
    if (count === 0) return c.json({ ok: true });
    const token = randomToken();
    await db
      .insert(orderClaims)
      .values({ tokenHash: await sha256Hex(token), userId: user.id, email: user.email, expiresAt: Date.now() + ORDER_CLAIM_TTL_S * 1000 });
    const link = absoluteUrl(siteSettings(c.env).url, `${ROUTES.claimOrders}?token=${token}`);
    await mailerFor(c.env, db).send({
      to: user.email,
      subject: `${c.env.SITE_NAME}: dołączenie zamówień do konta`,
      text: `Dzień dobry,\n\nz tego adresu e-mail złożono w sklepie ${c.env.SITE_NAME} zamówienia bez logowania (${count}). Aby dołączyć je do konta, otwórz link (działa przez 24 godziny i tylko raz) i potwierdź:\n\n${link}\n\nJeśli to nie Ty, zignoruj tę wiadomość.\n`,
    });
    return c.json({ ok: true });
  })
  .post("/me/order-claims/confirm", validate("json", claimConfirmationForm), async (c) => {
    const user = await signedInUser(c);
    const db = database(c.env.DB);
    const now = Date.now();
    // Claimed atomically: a link works once, only for the account that asked for it.
    const [claim] = await db
      .update(orderClaims)
      .set({ usedAt: now })
      .where(
        and(
          eq(orderClaims.tokenHash, await sha256Hex(c.req.valid("json").token)),
          eq(orderClaims.userId, user.id),
          isNull(orderClaims.usedAt),
          gt(orderClaims.expiresAt, now),
        ),
      )
      .returning({ email: orderClaims.email });
    if (!claim || claim.email !== user.email)
      throw new ShopError("BAD_REQUEST", {
        message: "Link wygasł, został już użyty albo należy do innego konta. Poproś o nowy na stronie zamówień.",
      });
    const attached = await attachGuestOrders(db, user.id, claim.email).run();
    return c.json({ ok: true, attached: attached.meta.changes ?? 0 });
  });
