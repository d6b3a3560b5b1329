import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { DELIVERY_KINDS, DELIVERY_PRICINGS } from "../../../common/config/orders";
import { LABEL_FORMATS, TRACKING_STATES } from "../../../common/config/shipping";
import { orders } from "./orders";

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

/**
 * A parcel shipment booked through a carrier's API ("Nadaj przesyłkę", src/shop/shipping/): one per
 * order, its parcels' tracking numbers, where its label PDF lies in R2, the courier pickup it went
 * with, and the state the tracking job last read. An order shipped with a tracking number typed in
 * by hand has none. `problemAt` is set when a parcel comes back or is lost: the back office lists
 * it until staff mark it resolved (`resolvedAt`).
 */
export const shipments = sqliteTable(
  "shipments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    /** SHIPPING_CARRIERS id: "inpost", "dpd". */
    carrier: text("carrier").notNull(),
    /** The carrier's own id (ShipX shipment id, DPD package id): labels and pickups name it. */
    carrierShipmentId: text("carrier_shipment_id").notNull(),
    /** JSON array of the parcels' tracking numbers, in parcel order. */
    trackingNumbers: text("tracking_numbers", { mode: "json" }).$type<string[]>().notNull(),
    parcels: integer("parcels").notNull(),
    weightKg: real("weight_kg").notNull(),
    /** Cash on delivery the courier collects (grosze; 0: none). */
    codGross: integer("cod_gross").notNull().default(0),
    labelFormat: text("label_format", { enum: LABEL_FORMATS }).notNull(),
    /** The label PDF's key in R2 (FILES); null until it was fetched (then fetched again on demand). */
    labelKey: text("label_key"),
    createdAt: integer("created_at").notNull(),
    createdBy: integer("created_by"),
    /** The courier pickup that collects it (the carrier's number) and its day "YYYY-MM-DD". */
    pickupId: text("pickup_id"),
    pickupDay: text("pickup_day"),
    state: text("state", { enum: TRACKING_STATES }).notNull().default("created"),
    /** The carrier's own status as last read, for staff. */
    carrierStatus: text("carrier_status"),
    stateAt: integer("state_at"),
    /** When the tracking job last asked the carrier. */
    checkedAt: integer("checked_at"),
    /** When a parcel came back or was lost (a task for staff), and when staff resolved it. */
    problemAt: integer("problem_at"),
    resolvedAt: integer("resolved_at"),
  },
  (table) => [
    uniqueIndex("shipments_order").on(table.orderId),
    index("shipments_open").on(table.state, table.checkedAt),
    index("shipments_created").on(table.createdAt),
  ],
);
