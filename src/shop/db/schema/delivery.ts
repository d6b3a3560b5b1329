import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { DELIVERY_KINDS, DELIVERY_PRICINGS } from "../../../common/config/orders";

/**
 * How an order reaches its buyer, as an owner sets it at /panel/dostawa (issue 36): a courier to the
 * door or pickup at the shop's warehouse, each with its price (per order or per parcel), the
 * thresholds from which it is free, and whether the buyer may pay on delivery and for what fee.
 * src/common/delivery.ts prices them. Orders keep what they were charged (their own columns), so
 * editing a method never changes an order already placed. Methods are never deleted: an old order
 * names its method's slug, and a method no longer offered is switched off (`active`).
 */
export const deliveryMethods = sqliteTable("delivery_methods", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  /** The checkout form's value and the order's `delivery_method`: "courier", "pickup". */
  slug: text("slug").notNull().unique(),
  kind: text("kind", { enum: DELIVERY_KINDS }).notNull(),
  /** As the buyer reads it: "Kurier", "Odbiór osobisty w magazynie". */
  name: text("name").notNull(),
  /** Gross price in grosze, per order or per parcel as `pricing` says. */
  priceGross: integer("price_gross").notNull().default(0),
  pricing: text("pricing", { enum: DELIVERY_PRICINGS }).notNull().default("per_order"),
  /** Free from this many tyres in the basket (null: no such threshold). */
  freeFromTyres: integer("free_from_tyres"),
  /** Free from this gross value of the goods, in grosze (null: no such threshold). */
  freeFromGross: integer("free_from_gross"),
  /** Whether "płatność przy odbiorze" may go with this method (to the courier, or at the warehouse). */
  codAllowed: integer("cod_allowed", { mode: "boolean" }).notNull().default(false),
  /** What paying on delivery adds, gross grosze. */
  codFeeGross: integer("cod_fee_gross").notNull().default(0),
  /** Offered at checkout. */
  active: integer("active", { mode: "boolean" }).notNull().default(true),
  /** The checkout's order of methods (lowest first). */
  position: integer("position").notNull().default(0),
  /**
   * The carrier whose API books this courier's parcels (a later part of issue 36: labels and
   * tracking); null while staff book them by hand. Unused for pickup.
   */
  carrier: text("carrier"),
  updatedAt: integer("updated_at").notNull().default(0),
});
