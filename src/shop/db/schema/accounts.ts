import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Customers' accounts: users, sessions (only token hashes), reset links and order claims. */

/** Customer accounts. The e-mail is stored lower-cased: one account per address. */
export const users = sqliteTable("users", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull().unique(),
  /** "pbkdf2-sha256$<iterations>$<salt>$<hash>" (base64url); never leaves the server. */
  passwordHash: text("password_hash").notNull(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  phone: text("phone"),
  createdAt: integer("created_at").notNull(),
  termsAcceptedAt: integer("terms_accepted_at").notNull(),
  marketingConsentAt: integer("marketing_consent_at"),
});

/** Signed-in sessions: only a SHA-256 of the cookie's token is kept. */
export const sessions = sqliteTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
  },
  (table) => [index("sessions_user").on(table.userId), index("sessions_expiry").on(table.expiresAt)],
);

/** Password reset links: only a hash of the token, single use, short-lived. */
export const passwordResets = sqliteTable("password_resets", {
  tokenHash: text("token_hash").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: integer("expires_at").notNull(),
  usedAt: integer("used_at"),
});

/**
 * Links that prove a customer owns the e-mail address their guest orders were placed with: only
 * a hash of the token, single use, valid for a day. Confirming one attaches those orders.
 */
export const orderClaims = sqliteTable("order_claims", {
  tokenHash: text("token_hash").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  email: text("email").notNull(),
  expiresAt: integer("expires_at").notNull(),
  usedAt: integer("used_at"),
});
