import { Hono } from "hono";
import * as v from "valibot";
import { and, eq, gt, isNull } from "drizzle-orm";
import { hashPassword } from "../accounts/password";
import { limitAttempts, rateLimitKey } from "../../common/rate-limit";
import { randomToken, sha256Hex } from "../../common/tokens";
import { mailerFor } from "../mail/mailer";
import { shopIdentity, welcomeMail } from "../mail/messages";
import { sendLater } from "../mail/send-later";
import { PASSWORD_RESET_TTL_S } from "../../common/config/security";
import { database } from "../db/client";
import { passwordResets, sessions, users } from "../db/schema";
import type { ShopApiEnv } from "../env";
import { ShopError } from "../../common/errors";
import { emailField, newPasswordField, noStore, optionalFirstNameField, optionalLastNameField, validate } from "../../common/api";
import { absoluteUrl, ROUTES } from "../../common/routes";
import { siteSettings } from "../../common/site-settings";

const registration = v.object({
  email: emailField,
  password: newPasswordField,
  first_name: optionalFirstNameField,
  last_name: optionalLastNameField,
  accept_terms: v.literal(true, "Zaakceptuj regulamin sklepu, aby założyć konto."),
  marketing_consent: v.optional(v.boolean("Nieprawidłowa wartość zgody.")),
});

const resetRequest = v.object({ email: emailField });
const resetToken = v.pipe(v.string("Brakuje kodu z linku."), v.regex(/^[A-Za-z0-9_-]{20,100}$/, "Nieprawidłowy link do zmiany hasła."));
const resetConfirm = v.object({ token: resetToken, new_password: newPasswordField });

const isUniqueEmailViolation = (error: unknown) =>
  error instanceof Error && `${error.message} ${String((error as { cause?: unknown }).cause ?? "")}`.includes("users.email");

/** Accounts (SPEC §7 /api/v1/auth/*): registration here; signing in is the site's own API. */
export const authApi = new Hono<ShopApiEnv>()
  .use(noStore)
  .post(
    "/register",
    async (c, next) => {
      await limitAttempts(database(c.env.DB), rateLimitKey("register", c.req.raw, c.env.ENVIRONMENT), Date.now());
      return next();
    },
    validate("json", registration),
    async (c) => {
      const input = c.req.valid("json");
      const db = database(c.env.DB);
      const now = Date.now();
      if (await db.query.users.findFirst({ where: (table, { eq }) => eq(table.email, input.email), columns: { id: true } })) {
        throw new ShopError("EMAIL_ALREADY_EXISTS");
      }
      try {
        const [user] = await db
          .insert(users)
          .values({
            email: input.email,
            passwordHash: await hashPassword(input.password),
            firstName: input.first_name || null,
            lastName: input.last_name || null,
            createdAt: now,
            termsAcceptedAt: now,
            marketingConsentAt: input.marketing_consent ? now : null,
          })
          .returning({ id: users.id, email: users.email, firstName: users.firstName });
        sendLater(
          c,
          shopIdentity(c.env).then((shop) => welcomeMail(input.email, input.first_name || null, shop)),
        );
        return c.json({ user }, 201);
      } catch (error) {
        if (isUniqueEmailViolation(error)) throw new ShopError("EMAIL_ALREADY_EXISTS");
        throw error;
      }
    },
  )
  .post(
    "/password_reset",
    async (c, next) => {
      await limitAttempts(database(c.env.DB), rateLimitKey("password-reset", c.req.raw, c.env.ENVIRONMENT), Date.now());
      return next();
    },
    validate("json", resetRequest),
    async (c) => {
      const db = database(c.env.DB);
      const user = await db.query.users.findFirst({
        where: eq(users.email, c.req.valid("json").email),
        columns: { id: true, email: true },
      });
      if (!user) throw new ShopError("USER_DOES_NOT_EXIST");
      const token = randomToken();
      const now = Date.now();
      await db
        .insert(passwordResets)
        .values({ tokenHash: await sha256Hex(token), userId: user.id, expiresAt: now + PASSWORD_RESET_TTL_S * 1000 });
      const link = absoluteUrl(siteSettings(c.env).url, `${ROUTES.passwordResetConfirm}?token=${token}`);
      await mailerFor(c.env, db).send({
        to: user.email,
        subject: `${c.env.SITE_NAME}: zmiana hasła`,
        text: `Dzień dobry,\n\nktoś (zapewne Ty) poprosił o zmianę hasła do konta w sklepie ${c.env.SITE_NAME}. Aby ustawić nowe hasło, otwórz link (działa przez godzinę i tylko raz):\n\n${link}\n\nJeśli to nie Ty, zignoruj tę wiadomość – hasło pozostanie bez zmian.\n`,
      });
      return c.json({ ok: true });
    },
  )
  // What a reset link is worth before anyone types a password: the page says so when opened.
  // A read (no claim, no write); the token travels in the body, never in a URL that gets logged.
  .post("/password_reset/check", validate("json", v.object({ token: resetToken })), async (c) => {
    const link = await database(c.env.DB).query.passwordResets.findFirst({
      where: eq(passwordResets.tokenHash, await sha256Hex(c.req.valid("json").token)),
      columns: { expiresAt: true, usedAt: true },
    });
    // An expired link may already be purged: unknown reads as expired (a token cannot be guessed).
    const status = !link ? "expired" : link.usedAt !== null ? "used" : link.expiresAt <= Date.now() ? "expired" : "valid";
    return c.json({ status } as { status: "valid" | "used" | "expired" });
  })
  .post(
    "/password_reset/confirm",
    async (c, next) => {
      // A link's token cannot be guessed, but every try costs a D1 write: limited per address like the rest.
      await limitAttempts(database(c.env.DB), rateLimitKey("password-reset-confirm", c.req.raw, c.env.ENVIRONMENT), Date.now());
      return next();
    },
    validate("json", resetConfirm),
    async (c) => {
      const { token, new_password } = c.req.valid("json");
      const db = database(c.env.DB);
      const now = Date.now();
      const tokenHash = await sha256Hex(token);
      // Claims the link atomically: only one request can turn an unused, valid link into a used one.
      const [claimed] = await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
        .returning({ userId: passwordResets.userId });
      if (!claimed) throw new ShopError("BAD_REQUEST", { message: "Link do zmiany hasła wygasł albo został już użyty. Poproś o nowy." });
      // Together: a new password never coexists with the sessions it was meant to end.
      await db.batch([
        db
          .update(users)
          .set({ passwordHash: await hashPassword(new_password) })
          .where(eq(users.id, claimed.userId)),
        db.delete(sessions).where(eq(sessions.userId, claimed.userId)),
      ]);
      return c.json({ ok: true });
    },
  );
