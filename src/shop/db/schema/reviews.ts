import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { tyres, variants } from "./catalogue";
import { orders } from "./orders";

/**
 * Verified reviews (issue 35): only a buyer of the tyre writes one, through the link mailed when
 * their order was delivered, one review per order line; staff publish or reject it (with a reason)
 * and never change its words. Reviews belong to the tyre (all its offers).
 */

export const REVIEW_STATUSES = ["pending", "published", "rejected"] as const;

/**
 * The mailed links: only a SHA-256 of the token, bound to one order line (order + offer), valid
 * until `expires_at`. Written in the batch that marks the order delivered.
 */
export const reviewInvites = sqliteTable(
  "review_invites",
  {
    tokenHash: text("token_hash").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
  },
  (table) => [uniqueIndex("review_invites_line").on(table.orderId, table.variantId), index("review_invites_expiry").on(table.expiresAt)],
);

export const reviews = sqliteTable(
  "reviews",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    tyreId: integer("tyre_id")
      .notNull()
      .references(() => tyres.id),
    /** The order line it was written for; null only for the development seed's demo reviews. */
    orderId: integer("order_id").references(() => orders.id),
    variantId: integer("variant_id").references(() => variants.id),
    /** 1–5: the overall mark, and the criteria the buyer chose to mark (null: not marked). */
    overall: integer("overall").notNull(),
    dry: integer("dry"),
    wet: integer("wet"),
    /** Only for winter and all-season tyres. */
    snow: integer("snow"),
    noise: integer("noise"),
    comfort: integer("comfort"),
    wear: integer("wear"),
    /** The buyer's words, exactly as written (staff never edit them); null: marks only. */
    body: text("body"),
    /** How the review is signed on the page (the buyer's choice, by default their first name). */
    author: text("author").notNull(),
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("pending"),
    /** Why staff rejected it (shown to staff; the buyer is not told by mail). */
    rejectReason: text("reject_reason"),
    moderatedBy: integer("moderated_by"),
    moderatedAt: integer("moderated_at"),
    createdAt: integer("created_at").notNull(),
    /** Written by the development seed, not by a buyer: shown as an example, never in the markup. */
    demo: integer("demo", { mode: "boolean" }).notNull().default(false),
  },
  (table) => [
    // One review per order line: a second submission of the same link is refused by the database.
    uniqueIndex("reviews_order_line").on(table.orderId, table.variantId),
    index("reviews_tyre").on(table.tyreId, table.status, table.createdAt),
    index("reviews_status").on(table.status, table.createdAt),
    check("reviews_verified", sql`demo = 1 OR (order_id IS NOT NULL AND variant_id IS NOT NULL)`),
    check(
      "reviews_marks",
      sql`overall BETWEEN 1 AND 5 AND coalesce(dry, 1) BETWEEN 1 AND 5 AND coalesce(wet, 1) BETWEEN 1 AND 5
      AND coalesce(snow, 1) BETWEEN 1 AND 5 AND coalesce(noise, 1) BETWEEN 1 AND 5 AND coalesce(comfort, 1) BETWEEN 1 AND 5
      AND coalesce(wear, 1) BETWEEN 1 AND 5`,
    ),
  ],
);
