/**
 * How staff (and the payment gateway) move an order through its states. Every change is one D1
 * batch (a transaction) with all its effects: a guard that aborts unless the order is still in a
 * state the change starts from (two staff clicking at once: the second gets a 409), the order row,
 * its stock and offer summaries where they change, a line in the order's history (the customer's
 * timeline) and a line in the audit log. Mail goes out after the batch, from the API.
 *
 *   to_confirm ─confirm→ accepted ─┐
 *   awaiting_payment ─payment→ paid ┴─pack→ packed ─ship→ shipped ─deliver→ delivered ─withdrawal→ returned
 *   any state before shipped ─cancel→ cancelled (stock back);  cancelled/returned ─refund→ (money back)
 *
 * A pickup order (delivery kind "pickup") is never shipped: packed is "gotowe do odbioru" (the buyer
 * is mailed so), and handing it over at the warehouse moves it packed ─deliver→ delivered, which is
 * also its dispatch (the invoice's sale date, the start of the 14 days to withdraw).
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { DeliveryKind } from "../../common/config/orders";
import {
  CANCEL_REASONS,
  type CancelReason,
  type CarrierId,
  REFUND_METHODS,
  type RefundMethod,
  WITHDRAWAL_DAYS,
} from "../../common/config/back-office";
import { ShopError } from "../../common/errors";
import { addDays, warsawDayStart, warsawToday } from "../../common/i18n/calendar";
import { formatDate } from "../../common/i18n/intl";
import { formatAmount } from "../../common/i18n/money";
import { orderStatusLabel, paymentMethodLabel } from "../../common/i18n/order-labels";
import type { Database } from "../db/client";
import { type ORDER_STATUSES, orderLines, orders, variants, withdrawalLines, withdrawals } from "../db/schema";
import { moneyString } from "../db/queries/checkout";
import { d1Statements, failedWith } from "../db/queries/d1-batch";
import { refreshOfferSummary } from "../db/queries/offers";
import { moveStock, tyreIdsOf } from "../db/queries/order-stock";
import { carrierName } from "../db/queries/shipping";
import { auditEntry, type StaffActor } from "../db/queries/staff";

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The status changes staff make by one button, and the states each may start from. */
export const ORDER_TRANSITIONS = {
  confirm: { from: ["to_confirm"], to: "accepted" },
  pack: { from: ["accepted", "paid"], to: "packed" },
  ship: { from: ["packed"], to: "shipped" },
  deliver: { from: ["shipped"], to: "delivered" },
  cancel: { from: ["awaiting_payment", "to_confirm", "accepted", "paid", "packed"], to: "cancelled" },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;
export type OrderAction = keyof typeof ORDER_TRANSITIONS;

/**
 * States in which money can be booked in: every one but a return. Money that arrives for a
 * cancelled order (a transfer after the deadline, an online payment whose tyres were sold
 * meanwhile) is booked too, without reviving the order, so that it can be refunded.
 */
const PAYABLE: readonly OrderStatus[] = [
  "awaiting_payment",
  "to_confirm",
  "accepted",
  "paid",
  "packed",
  "shipped",
  "delivered",
  "cancelled",
];

/**
 * Where a pickup order's changes start from, where they differ from a courier's (ORDER_TRANSITIONS):
 * nothing is shipped, and the handover at the warehouse delivers a packed order.
 */
const PICKUP_FROM: Partial<Record<OrderAction, readonly OrderStatus[]>> = { ship: [], deliver: ["packed"] };

/** The states a change may start from, for an order delivered this way. */
export function startStates(action: OrderAction, kind: DeliveryKind | string): readonly OrderStatus[] {
  return (kind === "pickup" ? PICKUP_FROM[action] : undefined) ?? ORDER_TRANSITIONS[action].from;
}

/** The buttons the back office offers for an order in this state (delivered this way). */
export function actionsFrom(status: string, kind: DeliveryKind | string = "courier"): OrderAction[] {
  return (Object.keys(ORDER_TRANSITIONS) as OrderAction[]).filter((action) =>
    (startStates(action, kind) as readonly string[]).includes(status),
  );
}

const conflict = (message: string) => new ShopError("ORDER_STATE_CONFLICT", { message });

/** Why a change is refused in the order's present state, in the staff's words. */
function refusal(number: string, status: string, what: string) {
  return conflict(`Zamówienie ${number} ma status „${orderStatusLabel(status)}” – ${what}.`);
}

const ACTION_REFUSALS: Record<OrderAction, string> = {
  confirm: "potwierdzić można tylko zamówienie czekające na potwierdzenie telefoniczne",
  pack: "spakować można tylko zamówienie przyjęte do realizacji albo opłacone",
  ship: "wysłać można tylko spakowane zamówienie",
  deliver: "doręczenie odnotowuje się tylko dla wysłanego zamówienia",
  cancel: "anulować można tylko zamówienie, które nie zostało jeszcze wysłane",
};

/** The same refusals for a pickup order, where they differ. */
const PICKUP_REFUSALS: Partial<Record<OrderAction, string>> = {
  ship: "zamówienia z odbiorem osobistym nie wysyłamy: gdy kupujący odbierze opony, odnotuj wydanie",
  deliver: "wydać kupującemu można tylko spakowane zamówienie (gotowe do odbioru)",
};

const refusalFor = (action: OrderAction, kind: string) =>
  (kind === "pickup" ? PICKUP_REFUSALS[action] : undefined) ?? ACTION_REFUSALS[action];

async function orderRow(db: Database, orderId: number) {
  const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
  if (!order) throw new ShopError("NOT_FOUND", { message: "Nie ma takiego zamówienia." });
  return order;
}

/** A guard statement: aborts the batch unless the order is (still) in one of `states`. */
function stateGuard(raw: ReturnType<typeof d1Statements>["raw"], orderId: number, states: readonly string[]) {
  return raw(
    `INSERT INTO batch_guards (reason) SELECT 'ORDER_STATE_CONFLICT'
     WHERE NOT EXISTS (SELECT 1 FROM orders WHERE id = ? AND status IN (${states.map(() => "?").join(",")}))`,
    orderId,
    ...states,
  );
}

/** A history line (the customer sees `public` ones in /konto). */
function eventStatement(
  raw: ReturnType<typeof d1Statements>["raw"],
  orderId: number,
  at: number,
  event: { kind: string; status?: OrderStatus | null; detail?: string | null; public?: boolean },
) {
  return raw(
    "INSERT INTO order_events (order_id, at, kind, status, detail, public) VALUES (?, ?, ?, ?, ?, ?)",
    orderId,
    at,
    event.kind,
    event.status ?? null,
    event.detail ?? null,
    event.public === false ? 0 : 1,
  );
}

export interface StatusChange {
  action: OrderAction;
  actor: StaffActor;
  now: number;
  /** ship: the carrier (SHIPPING_CARRIERS) and the parcel's tracking number. */
  carrier?: CarrierId;
  trackingNumber?: string;
  /** cancel: why (the customer reads the reason's label) and an optional note for the history. */
  reason?: CancelReason;
  note?: string;
  /**
   * More statements for the same batch: the documents the change issues (the invoice of a
   * dispatch, the correction of a cancellation; src/shop/invoice/issue.ts), written with it or not at all.
   */
  also?: D1PreparedStatement[];
}

/**
 * Moves an order by one of ORDER_TRANSITIONS in one batch. A cancellation gives the stock back
 * and refreshes the offer summaries; shipping records the carrier and tracking number.
 */
export async function changeOrderStatus(db: Database, orderId: number, change: StatusChange) {
  const order = await orderRow(db, orderId);
  const transition = ORDER_TRANSITIONS[change.action];
  const from = startStates(change.action, order.deliveryKind);
  if (!(from as readonly string[]).includes(order.status))
    throw refusal(order.number, order.status, refusalFor(change.action, order.deliveryKind));
  const { d1, statement, raw } = d1Statements(db);
  const now = change.now;
  const stamp: Partial<typeof orders.$inferInsert> = { status: transition.to };
  // What the customer's timeline says; a staff note stays in the audit log only.
  let detail: string | null = null;
  if (change.action === "confirm") stamp.paymentDueAt = null;
  if (change.action === "pack") stamp.packedAt = now;
  if (change.action === "ship") {
    if (!change.carrier || !change.trackingNumber)
      throw new ShopError("VALIDATION_ERROR", { message: "Wybierz przewoźnika i wpisz numer przesyłki." });
    Object.assign(stamp, { shippedAt: now, carrier: change.carrier, trackingNumber: change.trackingNumber });
    detail = `${carrierName(change.carrier)}, numer przesyłki ${change.trackingNumber}`;
  }
  if (change.action === "deliver") stamp.deliveredAt = now;
  // Collected at the warehouse: the handover is the dispatch too (the invoice's sale date).
  if (change.action === "deliver" && order.deliveryKind === "pickup") {
    stamp.shippedAt = now;
    detail = "Odebrane w magazynie";
  }
  if (change.action === "cancel") {
    const reason = change.reason ?? "other";
    Object.assign(stamp, { cancelledAt: now, cancelReason: reason, paymentDueAt: null });
    detail = `Powód: ${CANCEL_REASONS[reason]}`;
  }
  const tyreIds = change.action === "cancel" ? await tyreIdsOf(db, orderId) : [];
  const before = { status: order.status };
  const after = {
    status: transition.to,
    ...(change.carrier ? { carrier: change.carrier, tracking_number: change.trackingNumber } : {}),
    ...(change.action === "cancel" ? { cancel_reason: stamp.cancelReason } : {}),
    ...(change.note?.trim() ? { note: change.note.trim() } : {}),
  };
  try {
    await d1.batch([
      stateGuard(raw, orderId, from),
      // Stock back before the status changes (the statement re-checks the state it starts from).
      ...(change.action === "cancel"
        ? [statement(moveStock(db, orderId, +1, sql`${orders.id} = ${orderId} AND ${inArray(orders.status, [...from])}`))]
        : []),
      statement(db.update(orders).set(stamp).where(eq(orders.id, orderId))),
      ...(tyreIds.length ? [statement(refreshOfferSummary(db, tyreIds))] : []),
      eventStatement(raw, orderId, now, { kind: "status", status: transition.to, detail }),
      statement(auditEntry(db, change.actor, { entity: "order", entityId: orderId, action: change.action, before, after, at: now })),
      ...(change.also ?? []),
    ]);
  } catch (error) {
    if (failedWith(error, "ORDER_STATE_CONFLICT")) {
      const fresh = await orderRow(db, orderId);
      throw refusal(fresh.number, fresh.status, refusalFor(change.action, fresh.deliveryKind));
    }
    throw error;
  }
}

export interface PaymentBooking {
  /** Grosze received. */
  amount: number;
  /** The day the money arrived (ms). */
  receivedAt: number;
  method: string;
  reference?: string | null;
  /** Null: the shop itself (a verified Przelewy24 notification). */
  actor: StaffActor | null;
  now: number;
  /** Only an order awaiting exactly this payment takes it (the gateway's notification). */
  onlyWhileAwaiting?: boolean;
  /** What the form showed as paid so far (grosze): a second click of the same form books nothing. */
  expectedPaid?: number;
  /** Book it only if no payment with this reference is booked yet (a gateway repeating its notification). */
  once?: boolean;
}

const paymentsChanged = () =>
  conflict(
    "Wpłaty tego zamówienia zmieniły się w międzyczasie (drugie kliknięcie albo inna osoba z obsługi). Odśwież stronę i sprawdź, zanim zaksięgujesz ponownie.",
  );

/** A guard: aborts unless the order's booked payments and refunds still sum to what the form showed. */
function moneyGuard(
  raw: ReturnType<typeof d1Statements>["raw"],
  orderId: number,
  table: "order_payments" | "order_refunds",
  expected: number,
) {
  return raw(
    `INSERT INTO batch_guards (reason) SELECT 'PAYMENTS_CHANGED' WHERE (SELECT COALESCE(SUM(amount), 0) FROM ${table} WHERE order_id = ?) <> ?`,
    orderId,
    expected,
  );
}

/**
 * Books money received for an order. The order becomes `paid` when everything booked reaches its
 * total while it waits for payment (a partial payment stays unpaid, recorded); cash collected by
 * the courier on a cash-on-delivery order is booked without changing the state. Answers whether
 * this payment made the order paid.
 */
export async function bookPayment(db: Database, orderId: number, payment: PaymentBooking): Promise<{ paidInFull: boolean }> {
  const order = await orderRow(db, orderId);
  const states = payment.onlyWhileAwaiting ? (["awaiting_payment"] as const) : PAYABLE;
  if (!(states as readonly string[]).includes(order.status)) {
    throw refusal(order.number, order.status, "wpłatę można zaksięgować tylko dla zamówienia, które nie zostało zwrócone");
  }
  if (!Number.isSafeInteger(payment.amount) || payment.amount <= 0)
    throw new ShopError("VALIDATION_ERROR", { message: "Kwota wpłaty musi być większa od zera." });
  const paidBefore = (await moneyOf(db, orderId)).paid;
  const { d1, statement, raw } = d1Statements(db);
  const paidSum = "(SELECT COALESCE(SUM(amount), 0) FROM order_payments WHERE order_id = orders.id)";
  // The customer's timeline: amount and kind; the reference (a bank statement line) stays with staff.
  const detail = `${formatAmount(moneyString(payment.amount))} (${paymentMethodLabel(payment.method)})`;
  try {
    const results = await d1.batch([
      stateGuard(raw, orderId, states),
      ...(payment.expectedPaid !== undefined ? [moneyGuard(raw, orderId, "order_payments", payment.expectedPaid)] : []),
      ...(payment.once
        ? [
            raw(
              "INSERT INTO batch_guards (reason) SELECT 'ALREADY_BOOKED' WHERE EXISTS (SELECT 1 FROM order_payments WHERE order_id = ? AND reference = ?)",
              orderId,
              payment.reference ?? "",
            ),
          ]
        : []),
      raw(
        "INSERT INTO order_payments (order_id, received_at, amount, method, reference, staff_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        orderId,
        payment.receivedAt,
        payment.amount,
        payment.method,
        payment.reference ?? null,
        payment.actor?.id ?? null,
        payment.now,
      ),
      eventStatement(raw, orderId, payment.now, { kind: "payment", detail }),
      // Paid in full now: an order waiting for its payment becomes paid; any other only records when
      // (a cancelled one not even that: its money is to be given back).
      raw(
        `UPDATE orders SET paid_at = ?, payment_due_at = NULL, status = CASE WHEN status = 'awaiting_payment' THEN 'paid' ELSE status END
         WHERE id = ? AND paid_at IS NULL AND status <> 'cancelled' AND ${paidSum} >= total_gross`,
        payment.now,
        orderId,
      ),
      raw(
        `INSERT INTO order_events (order_id, at, kind, status, public)
         SELECT id, ?, 'status', 'paid', 1 FROM orders WHERE id = ? AND status = 'paid' AND paid_at = ? AND ? = 'awaiting_payment'`,
        payment.now,
        orderId,
        payment.now,
        order.status,
      ),
      ...(payment.actor
        ? [
            statement(
              auditEntry(db, payment.actor, {
                entity: "order",
                entityId: orderId,
                action: "payment",
                before: { paid: moneyString(paidBefore) },
                after: {
                  paid: moneyString(paidBefore + payment.amount),
                  amount: moneyString(payment.amount),
                  payment_method: payment.method,
                  received_at: new Date(payment.receivedAt).toISOString(),
                  ...(payment.reference ? { reference: payment.reference } : {}),
                },
                at: payment.now,
              }),
            ),
          ]
        : []),
    ]);
    const statusUpdate = results[results.length - (payment.actor ? 3 : 2)];
    return { paidInFull: (statusUpdate?.meta.changes ?? 0) > 0 && order.status === "awaiting_payment" };
  } catch (error) {
    if (failedWith(error, "ALREADY_BOOKED")) return { paidInFull: false };
    if (failedWith(error, "PAYMENTS_CHANGED")) throw paymentsChanged();
    if (failedWith(error, "ORDER_STATE_CONFLICT")) {
      const fresh = await orderRow(db, orderId);
      throw refusal(fresh.number, fresh.status, "wpłatę można zaksięgować tylko dla zamówienia, które nie zostało zwrócone");
    }
    throw error;
  }
}

/** Money booked in and given back so far, in grosze. */
export async function moneyOf(db: Database, orderId: number) {
  const row = await db.$client
    .prepare(
      `SELECT (SELECT COALESCE(SUM(amount), 0) FROM order_payments WHERE order_id = ?1) AS paid,
              (SELECT COALESCE(SUM(amount), 0) FROM order_refunds WHERE order_id = ?1) AS refunded`,
    )
    .bind(orderId)
    .first<{ paid: number; refunded: number }>();
  return { paid: row?.paid ?? 0, refunded: row?.refunded ?? 0 };
}

export interface Refund {
  amount: number;
  method: RefundMethod;
  actor: StaffActor;
  now: number;
  /** What the form showed as refunded so far (grosze): a second click of the same form refunds nothing. */
  expectedRefunded?: number;
}

/**
 * What may still be given back, in SQL over an order row: everything paid and not yet refunded,
 * less what the shop keeps — nothing for a cancelled order, the price of the tyres not withdrawn
 * otherwise (so an overpayment, a withdrawal or a cancellation each make money refundable).
 */
const REFUNDABLE_SQL = `(SELECT COALESCE(SUM(amount), 0) FROM order_payments WHERE order_id = orders.id)
  - (SELECT COALESCE(SUM(amount), 0) FROM order_refunds WHERE order_id = orders.id)
  - CASE WHEN orders.status = 'cancelled' THEN 0
         ELSE MAX(0, orders.total_gross - (SELECT COALESCE(SUM(amount), 0) FROM withdrawals WHERE order_id = orders.id)) END`;

/** What may still be refunded on an order (grosze, never below 0). */
export async function refundableOf(db: Database, orderId: number): Promise<number> {
  const row = await db.$client
    .prepare(`SELECT MAX(0, ${REFUNDABLE_SQL}) AS left FROM orders WHERE id = ?`)
    .bind(orderId)
    .first<{ left: number }>();
  return row?.left ?? 0;
}

/**
 * Gives money back: after a cancellation, a withdrawal or an overpayment; never more than
 * refundableOf, checked again inside the batch (a refund booked meanwhile by someone else counts).
 */
export async function refundOrder(db: Database, orderId: number, refund: Refund) {
  const order = await orderRow(db, orderId);
  const { paid, refunded } = await moneyOf(db, orderId);
  const left = await refundableOf(db, orderId);
  if (!Number.isSafeInteger(refund.amount) || refund.amount <= 0)
    throw new ShopError("VALIDATION_ERROR", { message: "Kwota zwrotu musi być większa od zera." });
  if (left === 0) {
    throw refusal(
      order.number,
      order.status,
      "nie ma pieniędzy do zwrotu (zwrot jest możliwy po anulowaniu, odstąpieniu od umowy albo nadpłacie)",
    );
  }
  const tooMuch = () => conflict(`Kwota zwrotu przekracza to, co można jeszcze zwrócić (${formatAmount(moneyString(left))}).`);
  if (refund.amount > left) throw tooMuch();
  const { d1, statement, raw } = d1Statements(db);
  try {
    await d1.batch([
      moneyGuard(raw, orderId, "order_refunds", refund.expectedRefunded ?? refunded),
      raw(
        `INSERT INTO batch_guards (reason) SELECT 'REFUND_TOO_LARGE' FROM orders WHERE id = ? AND (${REFUNDABLE_SQL}) < ?`,
        orderId,
        refund.amount,
      ),
      raw(
        "INSERT INTO order_refunds (order_id, amount, method, staff_id, created_at) VALUES (?, ?, ?, ?, ?)",
        orderId,
        refund.amount,
        refund.method,
        refund.actor.id,
        refund.now,
      ),
      eventStatement(raw, orderId, refund.now, {
        kind: "refund",
        detail: `${formatAmount(moneyString(refund.amount))} (${REFUND_METHODS[refund.method]})`,
      }),
      statement(
        auditEntry(db, refund.actor, {
          entity: "order",
          entityId: orderId,
          action: "refund",
          before: { paid: moneyString(paid), refunded: moneyString(refunded) },
          after: { refunded: moneyString(refunded + refund.amount), amount: moneyString(refund.amount), method: refund.method },
          at: refund.now,
        }),
      ),
    ]);
  } catch (error) {
    if (failedWith(error, "PAYMENTS_CHANGED")) throw paymentsChanged();
    if (failedWith(error, "REFUND_TOO_LARGE")) throw tooMuch();
    throw error;
  }
}

export interface WithdrawalInput {
  lines: { sku: string; quantity: number; resaleable: boolean }[];
  /** When the customer declared the withdrawal (ms; the start of that day in Warsaw). */
  declaredAt: number;
  /** When the tyres came back, if they have. */
  receivedAt: number | null;
  actor: StaffActor;
  now: number;
  /** The correction of the order's invoice for the returned tyres (src/shop/invoice/issue.ts), in the same batch. */
  also?: D1PreparedStatement[];
}

/**
 * Registers a consumer's withdrawal from a delivered order (u.p.k. art. 27–34): which tyres
 * come back, the refund due 14 days from the declaration, the amount (the lines' prices, and for
 * the whole order its delivery, up to the cheapest delivery to the door), resaleable tyres back in stock. When every tyre of the
 * order is withdrawn the order becomes `returned`. One batch.
 */
export async function registerWithdrawal(db: Database, orderId: number, input: WithdrawalInput) {
  const order = await orderRow(db, orderId);
  if (order.status !== "delivered") throw refusal(order.number, order.status, "odstąpienie rejestruje się dla doręczonego zamówienia");
  const skus = input.lines.filter((line) => line.quantity > 0).map((line) => line.sku);
  if (new Set(skus).size !== skus.length) throw new ShopError("VALIDATION_ERROR", { message: "Każdą pozycję zamówienia wpisz raz." });
  const deliveredAt = order.deliveredAt ?? order.shippedAt ?? order.createdAt;
  if (input.declaredAt > input.now) throw new ShopError("VALIDATION_ERROR", { message: "Data oświadczenia nie może być z przyszłości." });
  // 14 days counted in Warsaw calendar days from the day of delivery (art. 27: the day itself does not count).
  const lastDay = warsawDayStart(addDays(warsawToday(deliveredAt), WITHDRAWAL_DAYS))!;
  if (input.declaredAt > lastDay) {
    throw conflict(
      `Oświadczenie złożono ${formatDate(input.declaredAt)}, a termin na odstąpienie minął ${formatDate(lastDay)} (${WITHDRAWAL_DAYS} dni od doręczenia).`,
    );
  }
  const ordered = await db
    .select({
      variantId: orderLines.variantId,
      sku: orderLines.sku,
      name: orderLines.name,
      quantity: orderLines.quantity,
      unitPrice: orderLines.unitPrice,
      tyreId: variants.tyreId,
    })
    .from(orderLines)
    .innerJoin(variants, eq(variants.id, orderLines.variantId))
    .where(eq(orderLines.orderId, orderId));
  const earlier = await db
    .select({ variantId: withdrawalLines.variantId, quantity: sql<number>`SUM(${withdrawalLines.quantity})` })
    .from(withdrawalLines)
    .innerJoin(withdrawals, eq(withdrawals.id, withdrawalLines.withdrawalId))
    .where(eq(withdrawals.orderId, orderId))
    .groupBy(withdrawalLines.variantId);
  const already = new Map(earlier.map((row) => [row.variantId, Number(row.quantity)]));
  const chosen = input.lines.filter((line) => line.quantity > 0);
  if (chosen.length === 0)
    throw new ShopError("VALIDATION_ERROR", { message: "Wskaż, które opony kupujący zwraca (co najmniej jedną sztukę)." });
  const lines = chosen.map((line) => {
    const orderedLine = ordered.find((entry) => entry.sku === line.sku);
    if (!orderedLine) throw new ShopError("VALIDATION_ERROR", { message: `Opony ${line.sku} nie ma w tym zamówieniu.` });
    const left = orderedLine.quantity - (already.get(orderedLine.variantId) ?? 0);
    if (line.quantity > left)
      throw new ShopError("VALIDATION_ERROR", { message: `Z pozycji ${line.sku} można zwrócić najwyżej ${left} szt.` });
    return { ...orderedLine, quantity: line.quantity, resaleable: line.resaleable };
  });
  const everything = ordered.every(
    (entry) =>
      (already.get(entry.variantId) ?? 0) + (lines.find((line) => line.variantId === entry.variantId)?.quantity ?? 0) === entry.quantity,
  );
  // The whole order withdrawn: its delivery comes back too, up to the cheapest delivery to the door
  // offered for it (stored with the order, src/common/delivery.ts refundableDelivery); the
  // cash-on-delivery fee does not (a parcel paid on delivery is dearer than the cheapest ordinary
  // delivery, which is prepaid: art. 32 ust. 3 leaves that extra with the buyer who chose it).
  const amount = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0) + (everything ? order.cheapestDeliveryGross : 0);
  const refundDueAt = input.declaredAt + WITHDRAWAL_DAYS * 86_400_000;
  const { d1, statement, raw } = d1Statements(db);
  const restocked = lines.filter((line) => line.resaleable);
  const withdrawalId = "(SELECT MAX(id) FROM withdrawals WHERE order_id = ?)";
  try {
    await d1.batch([
      stateGuard(raw, orderId, ["delivered"]),
      // Another withdrawal registered meanwhile would change what is left to return.
      raw(
        "INSERT INTO batch_guards (reason) SELECT 'ORDER_STATE_CONFLICT' WHERE (SELECT COUNT(*) FROM withdrawals WHERE order_id = ?) <> ?",
        orderId,
        (await db.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.orderId, orderId))).length,
      ),
      raw(
        "INSERT INTO withdrawals (order_id, declared_at, received_at, refund_due_at, amount, staff_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        orderId,
        input.declaredAt,
        input.receivedAt,
        refundDueAt,
        amount,
        input.actor.id,
        input.now,
      ),
      ...lines.map((line) =>
        raw(
          `INSERT INTO withdrawal_lines (withdrawal_id, variant_id, quantity, resaleable) VALUES (${withdrawalId}, ?, ?, ?)`,
          orderId,
          line.variantId,
          line.quantity,
          line.resaleable ? 1 : 0,
        ),
      ),
      ...restocked.map((line) => raw("UPDATE variants SET stock = stock + ? WHERE id = ?", line.quantity, line.variantId)),
      ...(restocked.length ? [statement(refreshOfferSummary(db, [...new Set(restocked.map((line) => line.tyreId))]))] : []),
      ...(everything ? [statement(db.update(orders).set({ status: "returned" }).where(eq(orders.id, orderId)))] : []),
      eventStatement(raw, orderId, input.now, {
        kind: "withdrawal",
        status: everything ? "returned" : null,
        // The customer reads it under "Odstąpienie od umowy przyjęte": the tyres by name, not by sku.
        detail: `${lines.map((line) => `${line.name} × ${line.quantity}`).join(", ")}; do zwrotu ${formatAmount(moneyString(amount))} do ${formatDate(refundDueAt)}`,
      }),
      statement(
        auditEntry(db, input.actor, {
          entity: "order",
          entityId: orderId,
          action: "withdrawal",
          before: { status: order.status },
          after: {
            status: everything ? "returned" : order.status,
            lines: lines.map((line) => ({ sku: line.sku, quantity: line.quantity, resaleable: line.resaleable })),
            amount: moneyString(amount),
            refund_due_at: new Date(refundDueAt).toISOString(),
          },
          at: input.now,
        }),
      ),
      ...(input.also ?? []),
    ]);
  } catch (error) {
    if (failedWith(error, "ORDER_STATE_CONFLICT"))
      throw conflict("Zamówienie zmieniło się w międzyczasie (inne odstąpienie albo zmiana statusu). Odśwież stronę.");
    throw error;
  }
  return { amount, refundDueAt, returned: everything };
}

/**
 * Notes the day a withdrawal's tyres came back (when they had not yet at its registration): the
 * shop may hold the refund until then (u.p.k. art. 32 ust. 4). One batch with its history line and
 * audit row; a second note of the same return is refused.
 */
export async function markWithdrawalReceived(
  db: Database,
  orderId: number,
  withdrawalId: number,
  input: { receivedAt: number; actor: StaffActor; now: number },
) {
  const entry = await db.query.withdrawals.findFirst({ where: eq(withdrawals.id, withdrawalId) });
  if (!entry || entry.orderId !== orderId) throw new ShopError("NOT_FOUND", { message: "Nie ma takiego odstąpienia w tym zamówieniu." });
  if (entry.receivedAt !== null) throw conflict(`Zwrot opon jest już odnotowany (${formatDate(entry.receivedAt)}).`);
  if (input.receivedAt > input.now) throw new ShopError("VALIDATION_ERROR", { message: "Data zwrotu opon nie może być z przyszłości." });
  if (input.receivedAt < entry.declaredAt) {
    throw new ShopError("VALIDATION_ERROR", { message: "Opony nie mogły wrócić przed złożeniem oświadczenia o odstąpieniu." });
  }
  const { d1, statement, raw } = d1Statements(db);
  try {
    await d1.batch([
      raw(
        "INSERT INTO batch_guards (reason) SELECT 'ORDER_STATE_CONFLICT' FROM withdrawals WHERE id = ? AND received_at IS NOT NULL",
        withdrawalId,
      ),
      statement(db.update(withdrawals).set({ receivedAt: input.receivedAt }).where(eq(withdrawals.id, withdrawalId))),
      eventStatement(raw, orderId, input.now, {
        kind: "withdrawal",
        detail: `Zwracane opony dotarły do nas ${formatDate(input.receivedAt)}`,
      }),
      statement(
        auditEntry(db, input.actor, {
          entity: "order",
          entityId: orderId,
          action: "withdrawal_received",
          before: { received_at: null },
          after: { received_at: new Date(input.receivedAt).toISOString() },
          at: input.now,
        }),
      ),
    ]);
  } catch (error) {
    if (failedWith(error, "ORDER_STATE_CONFLICT")) throw conflict("Zwrot opon odnotował już ktoś inny. Odśwież stronę.");
    throw error;
  }
}
