import { and, eq, gt, inArray, isNotNull, isNull, lte, notInArray, or, sql } from "drizzle-orm";
import { ONLINE_PAYMENT_GRACE_S, RATE_LIMIT_ROW_TTL_S, STALE_BASKET_DAYS } from "../../../common/config/orders";
import { ORDER_RATE_LIMIT } from "../../../common/config/security";
import type { Database } from "../client";
import { checkouts, orderClaims, orders, passwordResets, rateLimits, reviewInvites, sessions } from "../schema";
import { d1Statements, failedWith } from "./d1-batch";
import { refreshOfferSummary } from "./offers";
import { moveStock, tyreIdsOf } from "./order-stock";
import { EXPIRING_STATUSES, HELD_STATUSES } from "./orders";

/** Orders handled per scheduled run: a backlog drains over a few runs instead of one long one. */
const BATCH_LIMIT = 100;

/**
 * When an order with a deadline really expires: at its deadline, or for an online payment that
 * much later (ONLINE_PAYMENT_GRACE_S), so a payment finished in the gateway's last minute and
 * notified a little late still finds its order.
 */
const expiresAt = sql`(${orders.paymentDueAt} + CASE WHEN ${orders.paymentMethod} = 'przelewy24' THEN ${ONLINE_PAYMENT_GRACE_S * 1000} ELSE 0 END)`;
const overdue = (now: number) => and(inArray(orders.status, [...EXPIRING_STATUSES]), sql`${expiresAt} <= ${now}`);

/** Orders past their deadline, unpaid or unconfirmed (oldest first). */
export function overdueOrders(db: Database, now: number) {
  return db.select({ id: orders.id }).from(orders).where(overdue(now)).orderBy(orders.paymentDueAt).limit(BATCH_LIMIT);
}

/**
 * Cancels one overdue order in one D1 batch: its stock back, the order cancelled ("expired" when
 * it was not paid, "unconfirmed" when the shop could not confirm it) and the offer summaries
 * refreshed. Each statement re-checks that the order is still overdue, so a payment booked a
 * moment earlier wins and nothing is returned twice. Answers whether this run cancelled it.
 */
export async function expireOrder(db: Database, orderId: number, now: number): Promise<boolean> {
  const tyreIds = await tyreIdsOf(db, orderId);
  const stillOverdue = and(eq(orders.id, orderId), overdue(now));
  const { d1, statement, raw } = d1Statements(db);
  const [, cancelled] = await d1.batch([
    statement(moveStock(db, orderId, +1, stillOverdue)),
    statement(
      db
        .update(orders)
        .set({
          status: "cancelled",
          cancelledAt: now,
          cancelReason: sql`CASE WHEN ${orders.status} = 'to_confirm' THEN 'unconfirmed' ELSE 'expired' END`,
        })
        .where(stillOverdue),
    ),
    // The customer's timeline: only when this run's update above cancelled it (cancelled_at = now).
    raw(
      `INSERT INTO order_events (order_id, at, kind, status, detail, public)
       SELECT id, ?1, 'status', status, cancel_reason, 1 FROM orders WHERE id = ?2 AND status = 'cancelled' AND cancelled_at = ?1`,
      now,
      orderId,
    ),
    ...(tyreIds.length ? [statement(refreshOfferSummary(db, tyreIds))] : []),
  ]);
  return (cancelled?.meta.changes ?? 0) > 0;
}

/**
 * An online payment the gateway verified for an order that expired meanwhile: the order comes
 * back as paid, taking its stock again, with the payment booked and its history written, in one
 * batch (the stock trigger aborts it when the tyres were sold since: then staff must refund).
 * Answers whether the order is paid now.
 */
export async function reviveExpiredOrder(db: Database, orderId: number, payment: { amount: number; now: number }): Promise<boolean> {
  const tyreIds = await tyreIdsOf(db, orderId);
  const stillExpired = and(eq(orders.id, orderId), eq(orders.status, "cancelled"), eq(orders.cancelReason, "expired"));
  try {
    const { d1, statement, raw } = d1Statements(db);
    const [, revived] = await d1.batch([
      statement(moveStock(db, orderId, -1, stillExpired)),
      statement(db.update(orders).set({ status: "paid", paidAt: payment.now, cancelledAt: null, cancelReason: null }).where(stillExpired)),
      statement(refreshOfferSummary(db, tyreIds)),
      // Only when the update above revived it now (paid_at = now): the payment and the history line.
      raw(
        `INSERT INTO order_payments (order_id, received_at, amount, method, staff_id, created_at)
         SELECT id, ?1, ?2, 'przelewy24', NULL, ?1 FROM orders WHERE id = ?3 AND status = 'paid' AND paid_at = ?1`,
        payment.now,
        payment.amount,
        orderId,
      ),
      raw(
        `INSERT INTO order_events (order_id, at, kind, status, detail, public)
         SELECT id, ?1, 'status', 'paid', 'Płatność online dotarła po terminie – zamówienie przywrócone', 1
         FROM orders WHERE id = ?2 AND status = 'paid' AND paid_at = ?1`,
        payment.now,
        orderId,
      ),
    ]);
    return (revived?.meta.changes ?? 0) > 0;
  } catch (error) {
    if (failedWith(error, "VARIANT_SOLD_OUT")) return false;
    throw error;
  }
}

/**
 * Bank-transfer orders whose reminder is due (`payment_remind_at`: the morning of the working day
 * before the term's last day) and whose deadline has not passed, once: each claimed by setting
 * reminded_at, so a parallel run cannot mail it twice. Answers the claimed ids.
 */
export async function claimDueReminders(db: Database, now: number): Promise<number[]> {
  const rows = await db
    .update(orders)
    .set({ remindedAt: now })
    .where(
      and(
        eq(orders.status, "awaiting_payment"),
        eq(orders.paymentMethod, "bank_transfer"),
        isNull(orders.remindedAt),
        lte(orders.paymentRemindAt, now),
        gt(orders.paymentDueAt, now),
      ),
    )
    .returning({ id: orders.id });
  return rows.map((row) => row.id);
}

/** Gives a reminder back to the next run when its mail could not be sent. */
export function releaseReminder(db: Database, orderId: number) {
  return db.update(orders).set({ remindedAt: null }).where(eq(orders.id, orderId));
}

/**
 * The nightly clean-up, one batch: expired sessions, reset and claim links; rate-limit rows whose
 * window is long over; baskets untouched for STALE_BASKET_DAYS (their lines go with them, so the
 * offers they held can be deleted); and the client, mailbox and phone keys of orders no longer
 * holding stock (they exist only for the order limits). Answers how many rows each part removed or cleared.
 */
export async function purgeExpired(db: Database, now: number) {
  const results = await db.batch([
    db.delete(sessions).where(lte(sessions.expiresAt, now)),
    db.delete(passwordResets).where(lte(passwordResets.expiresAt, now)),
    db.delete(orderClaims).where(lte(orderClaims.expiresAt, now)),
    // Review links past their validity (a review written through one stays).
    db.delete(reviewInvites).where(lte(reviewInvites.expiresAt, now)),
    // A sign-in lock counts from its latest failure (last_at), not from where its window began.
    db.delete(rateLimits).where(lte(sql`coalesce(${rateLimits.lastAt}, ${rateLimits.windowStart})`, now - RATE_LIMIT_ROW_TTL_S * 1000)),
    db.delete(checkouts).where(lte(checkouts.updatedAt, now - STALE_BASKET_DAYS * 86_400_000)),
    // The limits' keys (client network, mailbox, phone) are kept only while an order counts for them.
    db
      .update(orders)
      .set({ clientKey: null, emailKey: null, phoneKey: null })
      .where(
        and(
          or(isNotNull(orders.clientKey), isNotNull(orders.emailKey), isNotNull(orders.phoneKey)),
          notInArray(orders.status, [...HELD_STATUSES]),
          lte(orders.createdAt, now - ORDER_RATE_LIMIT.windowS * 1000),
        ),
      ),
  ]);
  const [sessionsGone, resets, claims, reviewLinks, limits, baskets, clientKeys] = results.map((result) => result.meta.changes ?? 0);
  return { sessions: sessionsGone, resets, claims, reviewLinks, limits, baskets, clientKeys };
}
