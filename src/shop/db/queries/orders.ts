import { and, asc, desc, eq, gt, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { seasonName } from "../../../common/i18n/seasons";
import { REFUSALS } from "../../../common/i18n/refusals";
import {
  BANK_TRANSFER_PAYMENT_WORKING_DAYS,
  COD_CONFIRMATION_ABOVE_GROSZE,
  COD_CONFIRMATION_DAYS,
  ONLINE_PAYMENT_TIMEOUT_S,
  ORDER_NUMBER_PREFIX,
  PAYMENT_REMINDER_HOUR,
  type PaymentMethodId,
} from "../../../common/config/orders";
import { CANCEL_REASONS, type CancelReason } from "../../../common/config/back-office";
import { HELD_PIECES_LIMIT, PREPAID_LINE_QUANTITY_MAX } from "../../../common/config/security";
import { TIME_ZONE } from "../../../common/config/locale";
import { addWorkingDays, previousWorkingDay, warsawDayEnd, warsawDayStart, warsawToday } from "../../../common/i18n/calendar";
import { ShopError } from "../../../common/errors";
import type { Database } from "../client";
import {
  checkoutLines,
  checkouts,
  orderEvents,
  orderLines,
  orders,
  producers,
  treadModels,
  tyres,
  variants,
  type ORDER_STATUSES,
} from "../schema";
import { moneyString, readCheckout, vatOf } from "./checkout";
import { d1Statements, failedWith } from "./d1-batch";
import { RESERVE_SOURCES_SQL } from "./order-stock";
import { emailKey, phoneKey } from "../../../common/holder-keys";
import { refreshOfferSummary } from "./offers";
import { carrierName, trackingUrl } from "./shipping";
import { cheapestDoorDelivery, quoteDelivery, refundableDelivery } from "../../../common/delivery";
import { offeredDeliveryMethods, ruleOf } from "./delivery-methods";

export interface Address {
  first_name: string;
  last_name: string;
  company_name?: string | null;
  street: string;
  street_number: string;
  apartment_number?: string | null;
  postal_code: string;
  city: string;
}

export interface OrderInput {
  token: string;
  userId: number | null;
  email: string;
  phone: string;
  shipping: Address;
  billing: Address & { type: "person" | "company"; vat_number?: string | null };
  /** The chosen delivery method's slug (delivery_methods.slug). */
  deliveryMethod: string;
  /** Whether the warehouse for pickup is configured (site settings): pickup methods are offered only then (default: not). */
  pickupConfigured?: boolean;
  paymentMethod: PaymentMethodId;
  notes?: string | null;
  /** The total the buyer saw ("1234.50": goods, delivery and any cash-on-delivery fee); when given, a different total refuses the order. */
  expectedTotal?: string;
  /** SHA-256 of the client's network (rate-limit.ts clientNetwork), for the open-orders limit. */
  clientKey?: string | null;
  now: number;
}

/**
 * Statuses of an order that holds stock before it is paid, confirmed or shipped: waiting for its
 * payment or its phone confirmation, or cash on delivery accepted but not yet sent. The hoarding
 * limit counts them.
 */
export const HELD_STATUSES = ["awaiting_payment", "to_confirm", "accepted"] as const;
/** Statuses with a deadline (`payment_due_at`), after which the scheduled handler cancels the order. */
export const EXPIRING_STATUSES = ["awaiting_payment", "to_confirm"] as const;
/** Statuses of an order the buyer really paid for or received: a buyer with one is a returning buyer. */
const COMPLETED_STATUSES = ["paid", "shipped", "delivered"] as const;

/**
 * The first status of a new order. Cash on delivery is packed at once for a returning buyer (an
 * earlier order paid or delivered) unless it is worth more than COD_CONFIRMATION_ABOVE_GROSZE;
 * otherwise the shop confirms it by phone first (`to_confirm`), because a refused parcel costs two
 * courier trips and blocks the tyres for a week; so is a large one (a fleet's), which is how a
 * company buys more than the hoarding limits let an order paid in advance hold. Everything else
 * waits for its payment.
 */
export function initialStatus(
  payment: PaymentMethodId,
  totalGross: number,
  returningBuyer: boolean,
  /** More of one tyre than an order paid in advance may take, or more pieces than one buyer may hold (a fleet's order). */
  large = false,
): (typeof ORDER_STATUSES)[number] {
  if (payment !== "cash_on_delivery") return "awaiting_payment";
  return returningBuyer && !large && totalGross <= COD_CONFIRMATION_ABOVE_GROSZE ? "accepted" : "to_confirm";
}

/**
 * A bank transfer's term for an order placed at `createdAt`, in Warsaw's days: the terms' working
 * days counted from the day after the order, ending with the last of them (`dueAt`, its last
 * millisecond: shown as 23:59), and the reminder in the morning of the working day before that
 * one (`remindAt`; null when that day would be the order's own, so no reminder follows the
 * confirmation at once). Friday 6 November 2026 → due Thursday 12 November 23:59, reminded Tuesday
 * 10 November at 9:00 (Wednesday 11 November is a holiday).
 */
export function bankTransferTerm(createdAt: number): { dueAt: number; remindAt: number | null } {
  const orderDay = warsawToday(createdAt);
  const lastDay = addWorkingDays(orderDay, BANK_TRANSFER_PAYMENT_WORKING_DAYS);
  const reminderDay = previousWorkingDay(lastDay);
  // A working day is never a Sunday, when the clocks change: its hours count from its midnight.
  const remindAt = reminderDay > orderDay ? warsawDayStart(reminderDay)! + PAYMENT_REMINDER_HOUR * 3_600_000 : null;
  return { dueAt: warsawDayEnd(lastDay)! - 1, remindAt };
}

/**
 * When a new order is cancelled if nothing happens (null: never): a bank transfer after the terms'
 * working days, an online payment after its 30 minutes, an unconfirmed cash-on-delivery order
 * after the days the shop has to call. Stored in `payment_due_at`.
 */
export function orderDeadline(status: (typeof ORDER_STATUSES)[number], payment: PaymentMethodId, createdAt: number): number | null {
  if (status === "to_confirm") return createdAt + COD_CONFIRMATION_DAYS * 86_400_000;
  if (status !== "awaiting_payment") return null;
  if (payment === "bank_transfer") return bankTransferTerm(createdAt).dueAt;
  if (payment === "przelewy24") return createdAt + ONLINE_PAYMENT_TIMEOUT_S * 1000;
  return null;
}

/** Whether this e-mail address has an order that was paid or delivered (compared without case). */
async function isReturningBuyer(db: Database, email: string): Promise<boolean> {
  const row = await db.query.orders.findFirst({
    where: and(eq(orders.email, email.toLowerCase()), inArray(orders.status, [...COMPLETED_STATUSES])),
    columns: { id: true },
  });
  return row !== undefined;
}

/**
 * What the order limits count for a client network and an e-mail address: orders placed since
 * `since` (real orders only, so a refused attempt never counts against an honest shopper), and
 * orders holding stock now (HELD_STATUSES), for each of the two.
 */
export async function countOrdersOf(db: Database, by: { clientKey: string | null; email: string; since: number }) {
  // One mailbox, however its address is spelt (`+tag`, Gmail's dots, case).
  const email = emailKey(by.email);
  const client = by.clientKey ?? "";
  const held = inArray(orders.status, [...HELD_STATUSES]);
  const count = (condition: SQL | undefined) => sql<number>`coalesce(sum(CASE WHEN ${condition} THEN 1 ELSE 0 END), 0)`;
  const [row] = await db
    .select({
      recentByClient: count(and(eq(orders.clientKey, client), gt(orders.createdAt, by.since))),
      recentByEmail: count(and(eq(orders.emailKey, email), gt(orders.createdAt, by.since))),
      heldByClient: count(and(eq(orders.clientKey, client), held)),
      heldByEmail: count(and(eq(orders.emailKey, email), held)),
    })
    .from(orders)
    .where(or(eq(orders.emailKey, email), eq(orders.clientKey, client)));
  return {
    recentByClient: Number(row?.recentByClient ?? 0),
    recentByEmail: Number(row?.recentByEmail ?? 0),
    heldByClient: Number(row?.heldByClient ?? 0),
    heldByEmail: Number(row?.heldByEmail ?? 0),
  };
}

function yearInWarsaw(now: number): string {
  return new Intl.DateTimeFormat("en", { timeZone: TIME_ZONE, year: "numeric" }).format(now);
}

type OrderRow = typeof orders.$inferSelect;

/** An address of an order row as the API answers it. */
function addressOf(order: OrderRow, prefix: "shipping" | "billing") {
  return {
    first_name: order[`${prefix}FirstName`],
    last_name: order[`${prefix}LastName`],
    company_name: order[`${prefix}CompanyName`],
    street: order[`${prefix}Street`],
    street_number: order[`${prefix}StreetNumber`],
    apartment_number: order[`${prefix}ApartmentNumber`],
    postal_code: order[`${prefix}PostalCode`],
    city: order[`${prefix}City`],
  };
}

/** The buyer's contact, delivery and invoice data of an order row (the order view, the checkout prefill). */
function buyerDetails(order: OrderRow) {
  return {
    email: order.email,
    phone: order.phone,
    shipping: addressOf(order, "shipping"),
    billing: { ...addressOf(order, "billing"), type: order.billingType, vat_number: order.billingVatNumber },
  };
}

/** Why a cancelled order was cancelled, in the customer's words ("na prośbę kupującego"…); null otherwise. */
export function cancelReasonText(order: { status: string; cancelReason: string | null }): string | null {
  return order.status === "cancelled" && order.cancelReason ? (CANCEL_REASONS[order.cancelReason as CancelReason] ?? null) : null;
}

/** The parcel of an order, once shipped: the carrier's name, the number and its tracking page. */
export function orderShipment(order: { carrier: string | null; trackingNumber: string | null }) {
  return order.trackingNumber && order.carrier
    ? {
        carrier: carrierName(order.carrier),
        tracking_number: order.trackingNumber,
        tracking_url: trackingUrl(order.carrier, order.trackingNumber),
      }
    : null;
}

/** What happened to an order that its buyer may read, oldest first (src/site/ui/OrderTimeline.tsx shows it). */
export async function readPublicTimeline(db: Database, orderId: number) {
  const events = await db
    .select({ at: orderEvents.at, kind: orderEvents.kind, status: orderEvents.status, detail: orderEvents.detail })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.public, true)))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  return events.map((event) => ({
    at: new Date(event.at).toISOString(),
    kind: event.kind,
    status: event.status,
    detail: event.kind === "status" && event.status === "cancelled" ? null : event.detail,
  }));
}

/** An order as the API answers it: money as strings with two decimals, like the checkout. */
export async function readOrder(db: Database, where: { id?: number; number?: string; token?: string }) {
  const condition =
    where.id !== undefined
      ? eq(orders.id, where.id)
      : where.number !== undefined
        ? eq(orders.number, where.number)
        : eq(orders.checkoutToken, where.token ?? "");
  const order = await db.query.orders.findFirst({ where: condition });
  if (!order) return null;
  const lines = await db
    .select({
      sku: orderLines.sku,
      name: orderLines.name,
      productionYear: orderLines.productionYear,
      quantity: orderLines.quantity,
      unitPrice: orderLines.unitPrice,
      producer: sql<string>`${producers.name}`.as("producer_name"),
      tread: sql<string>`${treadModels.name}`.as("model_name"),
      season: tyres.season,
      width: tyres.width,
      profile: tyres.profile,
      rim: tyres.rim,
      loadIndex: tyres.loadIndex,
      speedIndex: tyres.speedIndex,
      eprelId: tyres.eprelId,
      eprelSource: tyres.eprelSource,
      slug: tyres.slug,
    })
    .from(orderLines)
    .innerJoin(variants, eq(variants.id, orderLines.variantId))
    .innerJoin(tyres, eq(tyres.id, variants.tyreId))
    .innerJoin(producers, eq(producers.id, tyres.producerId))
    .innerJoin(treadModels, eq(treadModels.id, tyres.modelId))
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.name));
  const timeline = await readPublicTimeline(db, order.id);
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    created_at: new Date(order.createdAt).toISOString(),
    user_id: order.userId,
    ...buyerDetails(order),
    delivery_method: order.deliveryMethod,
    /** "courier" (to the door) or "pickup" (collected at the warehouse), and the method's name as ordered. */
    delivery_kind: order.deliveryKind,
    delivery_name: order.deliveryName,
    payment_method: order.paymentMethod as PaymentMethodId,
    /** When this unpaid order will be cancelled (ISO); null once it is paid, cancelled or owes nothing ahead. */
    payment_due_at: order.status === "awaiting_payment" && order.paymentDueAt !== null ? new Date(order.paymentDueAt).toISOString() : null,
    /** Why a cancelled order was cancelled: "expired" (not paid in time), "unconfirmed" (not confirmed by phone), or null. */
    cancel_reason: order.status === "cancelled" ? order.cancelReason : null,
    /** The reason in the customer's words ("na prośbę kupującego"…). */
    cancel_reason_text: cancelReasonText(order),
    notes: order.notes,
    paid_at: order.paidAt === null ? null : new Date(order.paidAt).toISOString(),
    /** The parcel, once shipped: the carrier's name, the number and its tracking page. */
    shipment: orderShipment(order),
    /** What happened to the order, oldest first: the status timeline of /konto (public history only). */
    timeline,
    lines: lines.map((line) => ({
      sku: line.sku,
      name: line.name,
      product: {
        producer: line.producer,
        tread: line.tread,
        season: seasonName(line.season),
        size: `${line.width}/${line.profile} R${line.rim}`,
        load_index: line.loadIndex,
        speed_index: line.speedIndex,
        eprel_id: line.eprelId,
        /** "demo": the generator's example label, with no EPREL record to link to. */
        eprel_source: line.eprelSource,
        slug: line.slug,
      },
      production_year: line.productionYear,
      quantity: line.quantity,
      price: moneyString(line.unitPrice),
      total_price: moneyString(line.unitPrice * line.quantity),
    })),
    lines_count: lines.length,
    /** The tyres' value; delivery and the cash-on-delivery fee come on top (all three make the total). */
    goods_amount: moneyString(order.totalGross - order.deliveryGross - order.codFeeGross),
    shipping_amount: moneyString(order.deliveryGross),
    cod_fee_amount: moneyString(order.codFeeGross),
    total_gross_amount: moneyString(order.totalGross),
    vat_amount: moneyString(vatOf(order.totalGross)),
  };
}

export type OrderView = NonNullable<Awaited<ReturnType<typeof readOrder>>>;

/** What is left of each offer the basket wants more of than there is. */
async function soldOutLines(db: Database, token: string) {
  const rows = await db
    .select({ sku: variants.sku, available: variants.stock, wanted: checkoutLines.quantity })
    .from(checkoutLines)
    .innerJoin(variants, eq(variants.id, checkoutLines.variantId))
    .where(eq(checkoutLines.checkoutToken, token));
  return rows.filter((row) => row.wanted > row.available).map((row) => ({ sku: row.sku, available: Math.max(0, row.available) }));
}

/**
 * What the buyer was shown, as D1 can recompute it inside the batch: every line's offer, quantity
 * and unit price, in offer order (an offer staff hid meanwhile drops out, so the guard trips). The batch's guard compares the basket against it.
 */
const PRICED_BASKET_SQL = `(SELECT COALESCE(group_concat(cl.variant_id || ':' || cl.quantity || ':' || v.price, ',' ORDER BY cl.variant_id), '')
  FROM checkout_lines cl JOIN variants v ON v.id = cl.variant_id AND v.hidden = 0
  WHERE cl.checkout_token = ?)`;

function pricedBasket(lines: { variantId: number; quantity: number; price: number }[]): string {
  return [...lines]
    .sort((a, b) => a.variantId - b.variantId)
    .map((line) => `${line.variantId}:${line.quantity}:${line.price}`)
    .join(",");
}

/** Test seams: a basket changed between its two reads, or between reading it and writing the order. */
export interface CreateOrderHooks {
  afterFirstRead?: () => Promise<void>;
  beforeBatch?: () => Promise<void>;
}

/**
 * Turns a checkout into an order in one D1 batch (a transaction): a guard that aborts when the
 * basket is no longer what was priced (lines, quantities or prices changed since it was read),
 * the order row, its number, every line re-priced from D1, the stock taken (a trigger aborts the
 * whole batch if any offer would go below zero), the offer summaries refreshed and the checkout
 * closed. Either all of it happens or none. The checkout token is unique on orders, so a repeated
 * submission returns the first order.
 */
export async function createOrder(
  db: Database,
  input: OrderInput,
  hooks: CreateOrderHooks = {},
): Promise<{ order: OrderView; created: boolean }> {
  const existing = await readOrder(db, { token: input.token });
  if (existing) return { order: existing, created: false };

  const checkout = await readCheckout(db, input.token);
  if (!checkout) {
    // A parallel submission of the same basket may have just turned it into an order.
    const ordered = await readOrder(db, { token: input.token });
    if (ordered) return { order: ordered, created: false };
    throw new ShopError("NOT_FOUND", { message: REFUSALS.basket.basketGone });
  }
  if (checkout.lines.length === 0) throw new ShopError("EMPTY_CHECKOUT");
  // Delivery priced by the shop's own rules (src/common/delivery.ts) for this basket, never by the browser.
  const offered = await offeredDeliveryMethods(db, input.pickupConfigured ?? false);
  const method = offered.find((entry) => entry.slug === input.deliveryMethod);
  if (!method) {
    throw new ShopError("VALIDATION_ERROR", { fields: [{ path: "delivery_method", message: REFUSALS.order.deliveryUnavailable }] });
  }
  const cashOnDelivery = input.paymentMethod === "cash_on_delivery";
  if (cashOnDelivery && !method.codAllowed) {
    throw new ShopError("VALIDATION_ERROR", { fields: [{ path: "payment_method", message: REFUSALS.order.codNotAllowed(method.name) }] });
  }
  const measure = {
    tyres: checkout.lines.reduce((sum, line) => sum + line.quantity, 0),
    goodsGross: Math.round(Number(checkout.total_gross_amount) * 100),
  };
  const quote = quoteDelivery(ruleOf(method), measure, cashOnDelivery);
  const cheapestDelivery = refundableDelivery(quote.delivery, cheapestDoorDelivery(offered.map(ruleOf), measure));
  await hooks.afterFirstRead?.();
  // What the buyer saw to pay: the goods, delivery and any cash-on-delivery fee (a price of any of them changed: refused).
  if (input.expectedTotal !== undefined && input.expectedTotal !== moneyString(quote.total)) throw new ShopError("PRICE_CHANGED");
  const short = checkout.lines.filter((line) => line.quantity > line.stock);
  if (short.length) {
    throw new ShopError("VARIANT_SOLD_OUT", { soldOut: short.map((line) => ({ sku: line.sku, available: Math.max(0, line.stock) })) });
  }

  const lines = await db
    .select({
      variantId: checkoutLines.variantId,
      sku: variants.sku,
      quantity: checkoutLines.quantity,
      price: variants.price,
      tyreId: variants.tyreId,
    })
    .from(checkoutLines)
    .innerJoin(variants, eq(variants.id, checkoutLines.variantId))
    .where(eq(checkoutLines.checkoutToken, input.token));
  // These rows must be exactly the checkout read above (the buyer's summary, whose names the lines
  // get): the same offers, quantities and prices. A change between the two reads is refused here,
  // one after them by the batch's guards.
  const shown = new Map(checkout.lines.map((line) => [line.sku, line]));
  const same =
    lines.length === checkout.lines.length &&
    lines.every((line) => shown.get(line.sku)?.quantity === line.quantity && shown.get(line.sku)?.price === moneyString(line.price));
  if (!same) throw new ShopError("BASKET_CHANGED");
  const priced = pricedBasket(lines);
  const pricedTotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const names = new Map(checkout.lines.map((line) => [line.sku, line.variant.product.shop_name]));
  const { shipping, billing, token } = input;
  const prefix = `${ORDER_NUMBER_PREFIX}-${yearInWarsaw(input.now)}-`;
  const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
  const large = pieces > HELD_PIECES_LIMIT || lines.some((line) => line.quantity > PREPAID_LINE_QUANTITY_MAX);
  const status = initialStatus(
    input.paymentMethod,
    pricedTotal + quote.delivery + quote.codFee,
    await isReturningBuyer(db, input.email),
    large,
  );

  await hooks.beforeBatch?.();

  const { d1, statement, raw } = d1Statements(db);
  try {
    await d1.batch([
      // The guard: aborts the whole batch when the basket's lines, quantities or prices are no
      // longer those priced above (another tab, a price change, a removed line) — batch_guards'
      // trigger raises the reason; while the basket is unchanged it inserts nothing.
      raw(`INSERT INTO batch_guards (reason) SELECT 'BASKET_CHANGED' WHERE ${PRICED_BASKET_SQL} IS NOT ?`, token, priced),
      statement(
        db.insert(orders).values({
          number: `pending-${token}`,
          checkoutToken: token,
          userId: input.userId,
          status,
          createdAt: input.now,
          paymentDueAt: orderDeadline(status, input.paymentMethod, input.now),
          paymentRemindAt:
            status === "awaiting_payment" && input.paymentMethod === "bank_transfer" ? bankTransferTerm(input.now).remindAt : null,
          clientKey: input.clientKey ?? null,
          emailKey: emailKey(input.email),
          phoneKey: phoneKey(input.phone) || null,
          email: input.email,
          phone: input.phone,
          shippingFirstName: shipping.first_name,
          shippingLastName: shipping.last_name,
          shippingCompanyName: shipping.company_name || null,
          shippingStreet: shipping.street,
          shippingStreetNumber: shipping.street_number,
          shippingApartmentNumber: shipping.apartment_number || null,
          shippingPostalCode: shipping.postal_code,
          shippingCity: shipping.city,
          billingType: billing.type,
          billingFirstName: billing.first_name,
          billingLastName: billing.last_name,
          billingCompanyName: billing.company_name || null,
          billingVatNumber: billing.vat_number || null,
          billingStreet: billing.street,
          billingStreetNumber: billing.street_number,
          billingApartmentNumber: billing.apartment_number || null,
          billingPostalCode: billing.postal_code,
          billingCity: billing.city,
          deliveryMethod: method.slug,
          deliveryKind: method.kind,
          deliveryName: method.name,
          deliveryGross: quote.delivery,
          codFeeGross: quote.codFee,
          cheapestDeliveryGross: cheapestDelivery,
          paymentMethod: input.paymentMethod,
          notes: input.notes || null,
        }),
      ),
      raw("UPDATE orders SET number = ? || printf('%06d', id) WHERE checkout_token = ?", prefix, token),
      // Each line priced by D1 at this moment, with the quantity the basket holds now.
      ...[...names].map(([sku, name]) =>
        raw(
          `INSERT INTO order_lines (order_id, variant_id, sku, name, production_year, quantity, unit_price)
           SELECT o.id, v.id, v.sku, ?, v.production_year, cl.quantity, v.price
           FROM checkout_lines cl
           JOIN variants v ON v.id = cl.variant_id
           JOIN orders o ON o.checkout_token = cl.checkout_token
           WHERE cl.checkout_token = ? AND v.sku = ?`,
          name,
          token,
          sku,
        ),
      ),
      // The hoarding limits (issue 34), exact under parallel orders since they count inside the
      // batch: an order paid in advance takes at most PREPAID_LINE_QUANTITY_MAX of one tyre, and
      // the orders awaiting payment of one client network, e-mail address or phone number hold at
      // most HELD_PIECES_LIMIT pieces, this one included. Cash on delivery beyond them waits for a call.
      raw(
        `INSERT INTO batch_guards (reason) SELECT 'PREPAID_LINE_LIMIT' FROM order_lines ol JOIN orders o ON o.id = ol.order_id
         WHERE o.checkout_token = ?1 AND o.status = 'awaiting_payment' AND ol.quantity > ?2 LIMIT 1`,
        token,
        PREPAID_LINE_QUANTITY_MAX,
      ),
      raw(
        `INSERT INTO batch_guards (reason) SELECT 'HELD_PIECES_LIMIT' FROM orders n
         WHERE n.checkout_token = ?1 AND n.status = 'awaiting_payment'
           AND (SELECT COALESCE(SUM(ol.quantity), 0) FROM order_lines ol JOIN orders o ON o.id = ol.order_id
                WHERE o.status = 'awaiting_payment'
                  AND (o.client_key = n.client_key OR o.email_key = n.email_key OR o.phone_key = n.phone_key)) > ?2`,
        token,
        HELD_PIECES_LIMIT,
      ),
      // Stock taken for exactly the lines written, from the sources that serve each line (own
      // warehouse first): a line no source can cover aborts the whole batch (VARIANT_SOLD_OUT).
      ...RESERVE_SOURCES_SQL.map((reserve) => raw(reserve, token)),
      raw(
        `UPDATE orders SET total_gross = (SELECT COALESCE(SUM(quantity * unit_price), 0) FROM order_lines WHERE order_id = orders.id)
           + delivery_gross + cod_fee_gross WHERE checkout_token = ?`,
        token,
      ),
      // The second guard: every priced line was written (none lost to a basket swapped meanwhile).
      raw(
        `INSERT INTO batch_guards (reason) SELECT 'BASKET_CHANGED'
         WHERE (SELECT count(*) FROM order_lines ol JOIN orders o ON o.id = ol.order_id WHERE o.checkout_token = ?) IS NOT ?`,
        token,
        lines.length,
      ),
      // The order's history starts here (the customer's timeline in /konto, the back office).
      raw(
        "INSERT INTO order_events (order_id, at, kind, status) SELECT id, ?, 'created', status FROM orders WHERE checkout_token = ?",
        input.now,
        token,
      ),
      statement(refreshOfferSummary(db, [...new Set(lines.map((line) => line.tyreId))])),
      statement(db.delete(checkoutLines).where(eq(checkoutLines.checkoutToken, token))),
      statement(db.delete(checkouts).where(eq(checkouts.token, token))),
    ]);
  } catch (error) {
    if (failedWith(error, "orders.checkout_token")) {
      // The same checkout was ordered by a parallel request a moment ago: that order is the answer.
      const first = await readOrder(db, { token });
      if (first) return { order: first, created: false };
    }
    if (failedWith(error, "BASKET_CHANGED")) throw new ShopError("BASKET_CHANGED");
    if (failedWith(error, "PREPAID_LINE_LIMIT")) throw new ShopError("VALIDATION_ERROR", { message: REFUSALS.order.prepaidLineLimit });
    if (failedWith(error, "HELD_PIECES_LIMIT")) throw new ShopError("RATE_LIMITED", { message: REFUSALS.order.heldPiecesLimit });
    if (failedWith(error, "VARIANT_SOLD_OUT")) {
      throw new ShopError("VARIANT_SOLD_OUT", { soldOut: await soldOutLines(db, token) });
    }
    throw error;
  }
  const order = await readOrder(db, { token });
  if (!order) throw new Error("order vanished after its batch");
  return { order, created: true };
}

/** A customer's orders, newest first (the account's order list). */
export async function listUserOrders(db: Database, userId: number) {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      deliveryKind: orders.deliveryKind,
      createdAt: orders.createdAt,
      totalGross: orders.totalGross,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt));
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    status: row.status,
    delivery_kind: row.deliveryKind,
    created_at: new Date(row.createdAt).toISOString(),
    total_gross_amount: moneyString(row.totalGross),
  }));
}

/**
 * The contact, delivery and billing data of a customer's latest order (null: none yet), for the
 * checkout to offer again. Orders table only: no lines, no amounts.
 */
export async function readLastOrderDetails(db: Database, userId: number) {
  const order = await db.query.orders.findFirst({ where: eq(orders.userId, userId), orderBy: [desc(orders.createdAt), desc(orders.id)] });
  if (!order) return null;
  return {
    ...buyerDetails(order),
  };
}

/** One of a customer's orders; null when it is not theirs (so others get 404). */
export async function readUserOrder(db: Database, userId: number, id: number) {
  const row = await db.query.orders.findFirst({ where: and(eq(orders.id, id), eq(orders.userId, userId)), columns: { id: true } });
  return row ? readOrder(db, { id: row.id }) : null;
}

/** An order the caller may see: it knows the basket token the order came from. */
export async function readOrderForBuyer(db: Database, number: string, token: string) {
  const row = await db.query.orders.findFirst({
    where: and(eq(orders.number, number), eq(orders.checkoutToken, token)),
    columns: { id: true },
  });
  return row ? readOrder(db, { id: row.id }) : null;
}

/**
 * What an account's deletion leaves of its orders: amounts, lines, dates, status and the invoice
 * data (buyer's name and billing address, NIP) stay for accounting; the rest of the person goes
 * (e-mail, phone, shipping address and recipient, notes, the link to the account). Every order
 * can have its invoice downloaded, and the seller must keep issued invoices reproducible for five
 * years (art. 112 ustawy o VAT); GDPR art. 17(3)(b) allows keeping what law requires.
 * A builder, so the caller can put it in the same batch that deletes the account.
 */
export function anonymiseUserOrders(db: Database, userId: number) {
  return db
    .update(orders)
    .set({
      userId: null,
      email: "",
      emailKey: null,
      phone: "",
      phoneKey: null,
      shippingFirstName: "",
      shippingLastName: "",
      shippingCompanyName: null,
      shippingStreet: "",
      shippingStreetNumber: "",
      shippingApartmentNumber: null,
      shippingPostalCode: "",
      shippingCity: "",
      notes: null,
    })
    .where(eq(orders.userId, userId));
}

/** Orders placed without an account with this e-mail address (compared without case). */
export async function countGuestOrders(db: Database, email: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)` })
    .from(orders)
    .where(and(isNull(orders.userId), sql`lower(${orders.email}) = ${email.toLowerCase()}`));
  return row?.count ?? 0;
}

/** Attaches the guest orders placed with this (confirmed) e-mail address to the account. */
export function attachGuestOrders(db: Database, userId: number, email: string) {
  return db
    .update(orders)
    .set({ userId })
    .where(and(isNull(orders.userId), sql`lower(${orders.email}) = ${email.toLowerCase()}`));
}
