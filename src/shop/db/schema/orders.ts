import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { DELIVERY_KINDS } from "../../../common/config/orders";
import { variants } from "./catalogue";

/** Orders and everything that happens to them: lines, status events, payments, refunds, withdrawals. */

/** Orders: one per checkout (the token is unique, so a repeated submission finds the first). */
/**
 * `to_confirm`: a cash-on-delivery order the shop confirms by phone before packing (high value or a
 * first order from that e-mail). `awaiting_payment` orders expire at `payment_due_at`. The back
 * office moves the rest (src/shop/orders/transitions.ts): accepted/paid → packed → shipped →
 * delivered; cancelled before shipping; returned after a withdrawal of every line.
 */
export const ORDER_STATUSES = [
  "awaiting_payment",
  "to_confirm",
  "accepted",
  "paid",
  "packed",
  "shipped",
  "delivered",
  "cancelled",
  "returned",
] as const;

export const BILLING_TYPES = ["person", "company"] as const;

export const orders = sqliteTable(
  "orders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Human-readable number ("OK-2026-000042"), set in the same batch that creates the order. */
    number: text("number").notNull().unique(),
    /** The basket it came from; the buyer's browser proves it may see the order with it. */
    checkoutToken: text("checkout_token").notNull().unique(),
    /** The signed-in customer, when there was one (accounts attach here). */
    userId: integer("user_id"),
    status: text("status", { enum: ORDER_STATUSES }).notNull(),
    createdAt: integer("created_at").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    shippingFirstName: text("shipping_first_name").notNull(),
    shippingLastName: text("shipping_last_name").notNull(),
    shippingCompanyName: text("shipping_company_name"),
    shippingStreet: text("shipping_street").notNull(),
    shippingStreetNumber: text("shipping_street_number").notNull(),
    shippingApartmentNumber: text("shipping_apartment_number"),
    shippingPostalCode: text("shipping_postal_code").notNull(),
    shippingCity: text("shipping_city").notNull(),
    billingType: text("billing_type", { enum: BILLING_TYPES }).notNull(),
    billingFirstName: text("billing_first_name").notNull(),
    billingLastName: text("billing_last_name").notNull(),
    billingCompanyName: text("billing_company_name"),
    billingVatNumber: text("billing_vat_number"),
    billingStreet: text("billing_street").notNull(),
    billingStreetNumber: text("billing_street_number").notNull(),
    billingApartmentNumber: text("billing_apartment_number"),
    billingPostalCode: text("billing_postal_code").notNull(),
    billingCity: text("billing_city").notNull(),
    /** The delivery method's slug (delivery_methods.slug) and, as it was when ordered, its kind and name. */
    deliveryMethod: text("delivery_method").notNull(),
    deliveryKind: text("delivery_kind", { enum: DELIVERY_KINDS }).notNull().default("courier"),
    deliveryName: text("delivery_name").notNull().default("Kurier"),
    /** What the buyer pays for delivery and for paying on delivery (gross grosze), part of `total_gross`. */
    deliveryGross: integer("delivery_gross").notNull().default(0),
    codFeeGross: integer("cod_fee_gross").notNull().default(0),
    /**
     * What a withdrawal from the whole order refunds for delivery (u.p.k. art. 32 ust. 1 and 3): what
     * the buyer paid for it, but no more than the cheapest ordinary delivery to the door the shop
     * offered for this basket when it was ordered (src/common/delivery.ts refundableDelivery).
     * Personal pickup is not delivery – the buyer collects the goods – so it never sets the
     * cheapest; a pickup order paid nothing for delivery and gets nothing back for it.
     */
    cheapestDeliveryGross: integer("cheapest_delivery_gross").notNull().default(0),
    paymentMethod: text("payment_method").notNull(),
    notes: text("notes"),
    /** Gross total in grosze, VAT included: the lines (priced from D1 in the creating batch), delivery and the cash-on-delivery fee. */
    totalGross: integer("total_gross").notNull().default(0),
    /** When an unpaid order is cancelled and its stock returned (null: nothing is due). */
    paymentDueAt: integer("payment_due_at"),
    /**
     * When a bank transfer's reminder is due: the working day before the term's last day, in the
     * morning (null: no reminder). Set with the deadline.
     */
    paymentRemindAt: integer("payment_remind_at"),
    /** When the reminder before that deadline was mailed (sent once). */
    remindedAt: integer("reminded_at"),
    /** When and why the order was cancelled ("expired": not paid in time). */
    cancelledAt: integer("cancelled_at"),
    cancelReason: text("cancel_reason"),
    /**
     * SHA-256 of the client network that placed the order (IPv4 address or IPv6 /56), for the
     * limit on open unpaid orders per client; cleared by the clean-up once the order is settled.
     */
    clientKey: text("client_key"),
    /** The buyer's e-mail as the hoarding limits compare it (src/common/holder-keys.ts). */
    emailKey: text("email_key"),
    /** The buyer's phone number as the hoarding limits compare it (src/common/holder-keys.ts). */
    phoneKey: text("phone_key"),
    /** When the full amount was booked (bank transfer by staff, or the verified online payment). */
    paidAt: integer("paid_at"),
    packedAt: integer("packed_at"),
    shippedAt: integer("shipped_at"),
    deliveredAt: integer("delivered_at"),
    /** The carrier's id from SHIPPING_CARRIERS (config) and its tracking number, set when shipped. */
    /** A consumer asked for an invoice (a tick at checkout, /konto, staff): it is issued at dispatch. */
    invoiceRequestedAt: integer("invoice_requested_at"),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
  },
  (table) => [
    index("orders_user").on(table.userId, table.createdAt),
    index("orders_due").on(table.status, table.paymentDueAt),
    index("orders_email").on(table.email, table.status),
    index("orders_client").on(table.clientKey, table.status),
    index("orders_email_key").on(table.emailKey, table.status),
    index("orders_phone_key").on(table.phoneKey, table.status),
    index("orders_status_created").on(table.status, table.createdAt),
    index("orders_created").on(table.createdAt),
  ],
);

export const orderLines = sqliteTable(
  "order_lines",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id),
    /** What was bought, as it was named and priced at that moment. */
    sku: text("sku").notNull(),
    name: text("name").notNull(),
    productionYear: integer("production_year").notNull(),
    quantity: integer("quantity").notNull(),
    unitPrice: integer("unit_price").notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.variantId] })],
);

/**
 * An order's history as its customer and staff read it: creation, each status change, payments,
 * refunds, withdrawals and the mails sent. `detail` is a short Polish text (a tracking number, an
 * amount, a mail's subject); `public` rows form the customer's timeline in /konto.
 */
export const orderEvents = sqliteTable(
  "order_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    at: integer("at").notNull(),
    /** "created", "status", "payment", "refund", "withdrawal", "mail". */
    kind: text("kind").notNull(),
    /** The status the order entered (kind "created" and "status"). */
    status: text("status", { enum: ORDER_STATUSES }),
    detail: text("detail"),
    public: integer("public", { mode: "boolean" }).notNull().default(true),
  },
  (table) => [index("order_events_order").on(table.orderId, table.at)],
);

/** Money received for an order: booked bank transfers, verified online payments, cash collected. */
export const orderPayments = sqliteTable(
  "order_payments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    /** The day the money arrived (ms), as the bank statement says. */
    receivedAt: integer("received_at").notNull(),
    amount: integer("amount").notNull(),
    method: text("method").notNull(),
    reference: text("reference"),
    /** Null: booked by the shop itself (a verified Przelewy24 notification). */
    staffId: integer("staff_id"),
    createdAt: integer("created_at").notNull(),
  },
  (table) => [index("order_payments_order").on(table.orderId)],
);

/** Money given back: after a cancellation of a paid order or a withdrawal. */
export const orderRefunds = sqliteTable(
  "order_refunds",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    amount: integer("amount").notNull(),
    method: text("method").notNull(),
    staffId: integer("staff_id").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (table) => [index("order_refunds_order").on(table.orderId)],
);

/** A consumer's withdrawal from a delivered order (14 days, ustawa o prawach konsumenta art. 27). */
export const withdrawals = sqliteTable(
  "withdrawals",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    /** When the customer declared it; the refund is due 14 days later (art. 32). */
    declaredAt: integer("declared_at").notNull(),
    /** When the tyres came back (null: not yet). */
    receivedAt: integer("received_at"),
    refundDueAt: integer("refund_due_at").notNull(),
    /** What is owed back: the lines' prices and, for the whole order, the cheapest delivery. */
    amount: integer("amount").notNull(),
    staffId: integer("staff_id").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (table) => [index("withdrawals_order").on(table.orderId)],
);

export const withdrawalLines = sqliteTable(
  "withdrawal_lines",
  {
    withdrawalId: integer("withdrawal_id")
      .notNull()
      .references(() => withdrawals.id, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => variants.id),
    quantity: integer("quantity").notNull(),
    /** Tyres fit for sale again go back to stock; damaged ones do not. */
    resaleable: integer("resaleable", { mode: "boolean" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.withdrawalId, table.variantId] })],
);
