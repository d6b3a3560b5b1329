/** The back office's view of orders: the searchable list and one order with everything staff need. */
import { invoicesOfOrder } from "../invoice/register";
import { invoiceSummary } from "../invoice/summary";
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { PANEL_PAGE_SIZE } from "../../common/config/back-office";
import type { Database } from "../db/client";
import { orderEvents, orderPayments, orderRefunds, orders, staff, variants, withdrawalLines, withdrawals } from "../db/schema";
import { moneyString } from "../db/queries/checkout";
import { readOrder } from "../db/queries/orders";
import { actionsFrom, moneyOf, refundableOf } from "./transitions";
import { readAuditTrail } from "../db/queries/staff";

export interface OrderFilter {
  status?: string;
  payment?: string;
  /** true: paid in full; false: not (yet). */
  paid?: boolean;
  /** Created on or after / before these instants (ms; the API turns Warsaw days into them). */
  from?: number;
  to?: number;
  /** Order number, e-mail, phone, NIP or surname. */
  q?: string;
  page: number;
}

/** What a search text matches: the number (or its digits), the e-mail, the phone, the NIP, a surname. */
function searchCondition(q: string): SQL | undefined {
  const text = q.trim().toLowerCase();
  if (!text) return undefined;
  const digits = text.replace(/\D/g, "");
  const like = `%${text.replace(/[%_\\]/g, (char) => `\\${char}`)}%`;
  const conditions: (SQL | undefined)[] = [
    sql`lower(${orders.number}) LIKE ${like} ESCAPE '\\'`,
    sql`lower(${orders.email}) LIKE ${like} ESCAPE '\\'`,
    sql`lower(${orders.billingLastName}) LIKE ${like} ESCAPE '\\'`,
    sql`lower(${orders.shippingLastName}) LIKE ${like} ESCAPE '\\'`,
    sql`lower(coalesce(${orders.billingCompanyName}, '')) LIKE ${like} ESCAPE '\\'`,
  ];
  if (digits.length >= 6) {
    // Phones and NIPs are stored as typed ("600 100 200", "526-025-02-74"): compare digits only.
    const digitsOf = (column: SQL | typeof orders.phone) =>
      sql`replace(replace(replace(replace(${column}, ' ', ''), '-', ''), '+48', ''), '+', '')`;
    conditions.push(sql`${digitsOf(orders.phone)} LIKE ${`%${digits.slice(-9)}%`}`);
    conditions.push(sql`${digitsOf(sql`coalesce(${orders.billingVatNumber}, '')`)} = ${digits}`);
    conditions.push(sql`${orders.number} LIKE ${`%${digits.slice(-6)}`}`);
  }
  return or(...conditions);
}

/** A page of orders matching the filter, newest first, with the total count for the pager. */
export async function searchOrders(db: Database, filter: OrderFilter) {
  const where = and(
    filter.status ? eq(orders.status, filter.status as (typeof orders.status.enumValues)[number]) : undefined,
    filter.payment ? eq(orders.paymentMethod, filter.payment) : undefined,
    filter.paid === true ? isNotNull(orders.paidAt) : filter.paid === false ? isNull(orders.paidAt) : undefined,
    filter.from !== undefined ? gte(orders.createdAt, filter.from) : undefined,
    filter.to !== undefined ? lt(orders.createdAt, filter.to) : undefined,
    filter.q ? searchCondition(filter.q) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        status: orders.status,
        createdAt: orders.createdAt,
        paidAt: orders.paidAt,
        paymentMethod: orders.paymentMethod,
        totalGross: orders.totalGross,
        email: orders.email,
        phone: orders.phone,
        firstName: orders.billingFirstName,
        lastName: orders.billingLastName,
        companyName: orders.billingCompanyName,
        vatNumber: orders.billingVatNumber,
        city: orders.shippingCity,
        paymentDueAt: orders.paymentDueAt,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(PANEL_PAGE_SIZE)
      .offset((filter.page - 1) * PANEL_PAGE_SIZE),
    db.select({ count: sql<number>`count(*)` }).from(orders).where(where),
  ]);
  return {
    total: Number(count?.count ?? 0),
    page: filter.page,
    page_size: PANEL_PAGE_SIZE,
    items: rows.map((row) => ({
      id: row.id,
      number: row.number,
      status: row.status,
      created_at: new Date(row.createdAt).toISOString(),
      paid: row.paidAt !== null,
      payment_method: row.paymentMethod,
      total_gross_amount: moneyString(row.totalGross),
      buyer: row.companyName || `${row.firstName} ${row.lastName}`.trim(),
      email: row.email,
      phone: row.phone,
      vat_number: row.vatNumber,
      city: row.city,
      payment_due_at: row.paymentDueAt === null ? null : new Date(row.paymentDueAt).toISOString(),
    })),
  };
}

/** One order as the back office shows it: the buyer's view plus payments, refunds, withdrawals, full history, audit trail and the buttons. */
export async function readStaffOrder(db: Database, id: number) {
  const order = await readOrder(db, { id });
  if (!order) return null;
  const row = await db.query.orders.findFirst({ where: eq(orders.id, id) });
  const [payments, refunds, withdrawn, history, audit, money, refundable, documents, priceErrors] = await Promise.all([
    db
      .select({
        amount: orderPayments.amount,
        receivedAt: orderPayments.receivedAt,
        method: orderPayments.method,
        reference: orderPayments.reference,
        staffName: staff.name,
      })
      .from(orderPayments)
      .leftJoin(staff, eq(staff.id, orderPayments.staffId))
      .where(eq(orderPayments.orderId, id))
      .orderBy(asc(orderPayments.receivedAt), asc(orderPayments.id)),
    db
      .select({ amount: orderRefunds.amount, method: orderRefunds.method, createdAt: orderRefunds.createdAt, staffName: staff.name })
      .from(orderRefunds)
      .leftJoin(staff, eq(staff.id, orderRefunds.staffId))
      .where(eq(orderRefunds.orderId, id))
      .orderBy(asc(orderRefunds.createdAt)),
    db.select().from(withdrawals).where(eq(withdrawals.orderId, id)).orderBy(asc(withdrawals.id)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    readAuditTrail(db, "order", id),
    moneyOf(db, id),
    refundableOf(db, id),
    invoicesOfOrder(db, id),
    linesAtErroneousPrices(db, id),
  ]);
  const withdrawnLines = withdrawn.length
    ? await db
        .select({
          withdrawalId: withdrawalLines.withdrawalId,
          sku: variants.sku,
          quantity: withdrawalLines.quantity,
          resaleable: withdrawalLines.resaleable,
        })
        .from(withdrawalLines)
        .innerJoin(variants, eq(variants.id, withdrawalLines.variantId))
        .where(
          inArray(
            withdrawalLines.withdrawalId,
            withdrawn.map((entry) => entry.id),
          ),
        )
    : [];
  const iso = (at: number | null | undefined) => (at === null || at === undefined ? null : new Date(at).toISOString());
  return {
    ...order,
    /** Staff see the deadline of any order that has one (to_confirm too), the buyer only that of an unpaid one. */
    deadline_at: iso(row?.paymentDueAt),
    packed_at: iso(row?.packedAt),
    shipped_at: iso(row?.shippedAt),
    delivered_at: iso(row?.deliveredAt),
    cancelled_at: iso(row?.cancelledAt),
    paid_amount: moneyString(money.paid),
    refunded_amount: moneyString(money.refunded),
    /** What may still be given back: after a cancellation, a withdrawal or an overpayment. */
    refundable_amount: moneyString(refundable),
    payments: payments.map((payment) => ({
      amount: moneyString(payment.amount),
      received_at: iso(payment.receivedAt)!,
      method: payment.method,
      reference: payment.reference,
      booked_by: payment.staffName ?? null,
    })),
    refunds: refunds.map((refund) => ({
      amount: moneyString(refund.amount),
      method: refund.method,
      at: iso(refund.createdAt)!,
      by: refund.staffName ?? "",
    })),
    withdrawals: withdrawn.map((entry) => ({
      id: entry.id,
      declared_at: iso(entry.declaredAt)!,
      received_at: iso(entry.receivedAt),
      refund_due_at: iso(entry.refundDueAt)!,
      amount: moneyString(entry.amount),
      lines: withdrawnLines
        .filter((line) => line.withdrawalId === entry.id)
        .map(({ sku, quantity, resaleable }) => ({ sku, quantity, resaleable })),
    })),
    history: history.map((event) => ({
      at: iso(event.at)!,
      kind: event.kind,
      status: event.status,
      detail: event.detail,
      public: event.public,
    })),
    audit,
    actions: actionsFrom(order.status, order.delivery_kind),
    /** The order's invoices and corrections, oldest first, with where each stands in KSeF. */
    invoices: documents.map((row) => ({ ...invoiceSummary(row), ksef_state: row.ksefState, corrects_id: row.correctsId })),
    /** Lines bought while their price was one an owner later marked as an error. */
    price_errors: priceErrors,
    /** A consumer who has not asked for an invoice: staff may issue one on request (art. 106b ust. 3). */
    invoice_requested: row?.invoiceRequestedAt != null,
    /** What a withdrawal from the whole order gives back for delivery (the cheapest delivery to the door offered, at most what was paid). */
    refundable_delivery_amount: moneyString(row?.cheapestDeliveryGross ?? 0),
  };
}

/**
 * The order's lines whose price in force when it was placed was later marked an error by an owner
 * (price_history.error_reason): staff decide what to do with such an order, the page flags it.
 */
async function linesAtErroneousPrices(db: Database, orderId: number) {
  const rows = await db.all<{ sku: string; unit_price: number; reason: string }>(sql`
    SELECT l.sku, l.unit_price, h.error_reason AS reason
    FROM order_lines l JOIN orders o ON o.id = l.order_id
    JOIN price_history h ON h.id = (
      SELECT id FROM price_history p WHERE p.variant_id = l.variant_id AND p.valid_from <= o.created_at
      ORDER BY p.valid_from DESC, p.id DESC LIMIT 1)
    WHERE l.order_id = ${orderId} AND h.error_reason IS NOT NULL ORDER BY l.sku`);
  return rows.map((row) => ({ sku: row.sku, unit_price: moneyString(row.unit_price), reason: row.reason }));
}
