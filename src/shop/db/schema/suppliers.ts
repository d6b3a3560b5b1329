import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { variants } from "./catalogue";
import { orders } from "./orders";
import { staff } from "./operations";

/**
 * Where the shop's stock comes from: its own warehouse (supplier 1, 0 days, created by migration
 * 0022) and the wholesalers it sells from, each with its feed. A shopper sees one offer per tyre and
 * production date (`variants`); its stock is the sum of its sources' (`supplier_offers`), kept by
 * triggers (migration 0022), and each order line is reserved against sources (`order_line_sources`).
 */
export const suppliers = sqliteTable("suppliers", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull().unique(),
  /** The shop's own warehouse: first to serve an order, never sent a purchase order. */
  ownWarehouse: integer("own_warehouse", { mode: "boolean" }).notNull().default(false),
  contactName: text("contact_name").notNull().default(""),
  contactPhone: text("contact_phone").notNull().default(""),
  /** Where purchase orders go. */
  orderEmail: text("order_email").notNull().default(""),
  /** Working days until the goods reach the shop (or the buyer, when drop-shipping). */
  deliveryDays: integer("delivery_days").notNull().default(0),
  /** The supplier sends straight to the buyer: the purchase order carries the delivery address. */
  dropShipping: integer("drop_shipping", { mode: "boolean" }).notNull().default(false),
  /** Orders placed by this hour (Warsaw time) leave the supplier the same working day. */
  cutoffHour: integer("cutoff_hour").notNull().default(12),
  /** The feed's address, fetched on the schedule below; null: files uploaded by hand. */
  feedUrl: text("feed_url"),
  /** The mapping profile (FeedProfile JSON, src/common/feed-profile.ts). */
  feedProfile: text("feed_profile").notNull().default("{}"),
  /** A full feed lists the supplier's whole stock: its offers missing from it are withdrawn. */
  feedFull: integer("feed_full", { mode: "boolean" }).notNull().default(true),
  /** How often the feed URL is fetched (minutes); null: never by itself. */
  feedEveryMinutes: integer("feed_every_minutes"),
  /** After this many hours without a good fetch the supplier's offers are withdrawn and staff mailed. */
  feedStaleHours: integer("feed_stale_hours").notNull().default(48),
  /** The last fetch attempt, the last good import, and why the last fetch failed (null: it did not). */
  feedCheckedAt: integer("feed_checked_at"),
  feedOkAt: integer("feed_ok_at"),
  feedError: text("feed_error"),
  /** When the stale feed's offers were withdrawn (cleared by the next good import). */
  feedWithdrawnAt: integer("feed_withdrawn_at"),
  active: integer("active", { mode: "boolean" }).notNull().default(true),
  createdAt: integer("created_at").notNull(),
});

/** One supplier's offer of a tyre from one production date: its purchase price, stock and delivery time. */
export const supplierOffers = sqliteTable(
  "supplier_offers",
  {
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => suppliers.id),
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id),
    /** Net purchase price in grosze; null when unknown (own stock counted by hand). */
    purchaseNet: integer("purchase_net"),
    stock: integer("stock").notNull().default(0),
    /** This offer's own delivery time from the feed (working days); null: the supplier's. */
    deliveryDays: integer("delivery_days"),
    /** The import that last listed it: a full feed withdraws that supplier's offers it no longer lists. */
    lastImportId: integer("last_import_id"),
    updatedAt: integer("updated_at"),
  },
  (table) => [primaryKey({ columns: [table.supplierId, table.variantId] }), index("supplier_offers_variant_idx").on(table.variantId)],
);

/**
 * Selling prices from purchase prices (src/shop/pricing/price-rules.ts): the most specific rule
 * matching an offer's source, producer, tier (the producer's class in src/common/reference/producers.ts)
 * or season applies; a manual price on the offer wins.
 */
export const priceRules = sqliteTable("price_rules", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  scope: text("scope", { enum: ["all", "supplier", "producer", "tier", "season"] }).notNull(),
  /** The supplier's or producer's id, the tier or the season slug; null for "all". */
  scopeValue: text("scope_value"),
  /** Markup on the net purchase price, in hundredths of a percent (2500 = 25 %). */
  markupBasisPoints: integer("markup_basis_points").notNull(),
  minMarginGrosze: integer("min_margin_grosze").notNull().default(0),
  rounding: text("rounding", { enum: ["none", "x9", "99"] })
    .notNull()
    .default("none"),
  floorGrosze: integer("floor_grosze"),
  ceilingGrosze: integer("ceiling_grosze"),
  createdAt: integer("created_at").notNull(),
});

/** A purchase order: the lines of one customer order a supplier serves, mailed to it, then received. */
export const purchaseOrders = sqliteTable(
  "purchase_orders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => suppliers.id),
    status: text("status", { enum: ["sent", "received"] }).notNull(),
    dropShipping: integer("drop_shipping", { mode: "boolean" }).notNull(),
    sentAt: integer("sent_at").notNull(),
    sentBy: integer("sent_by").references(() => staff.id),
    receivedAt: integer("received_at"),
    receivedBy: integer("received_by").references(() => staff.id),
  },
  (table) => [uniqueIndex("purchase_orders_order_supplier").on(table.orderId, table.supplierId)],
);

/** Which sources serve an order line and how many pieces each (reserved in the order's batch). */
export const orderLineSources = sqliteTable(
  "order_line_sources",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id),
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => suppliers.id),
    quantity: integer("quantity").notNull(),
    /** The purchase price when the line was reserved (null: own stock of unknown cost). */
    purchaseNet: integer("purchase_net"),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.variantId, table.supplierId] }),
    index("order_line_sources_supplier").on(table.supplierId, table.orderId),
  ],
);
