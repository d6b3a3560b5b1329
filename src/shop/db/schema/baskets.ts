import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { variants } from "./catalogue";

/** Baskets (the spec's "checkout"): a token and its lines, until they become an order. */

/** A basket (the spec's "checkout"), identified by a random token the browser keeps in a cookie. */
export const checkouts = sqliteTable(
  "checkouts",
  {
    token: text("token").primaryKey(),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (table) => [index("checkouts_updated").on(table.updatedAt)],
);

export const checkoutLines = sqliteTable(
  "checkout_lines",
  {
    checkoutToken: text("checkout_token")
      .notNull()
      .references(() => checkouts.token, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id),
    quantity: integer("quantity").notNull(),
    addedAt: integer("added_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.checkoutToken, table.variantId] })],
);
