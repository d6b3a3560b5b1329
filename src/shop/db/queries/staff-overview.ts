/**
 * The back office's numbers (issue 17, points 5 and 6): the start page at /panel and the staff's
 * daily summary mail read the same `staffOverview()`, and the accountant's CSV export reads
 * `ordersForExport()`. "Today" is the calendar day in Warsaw (TIME_ZONE), whatever the server's.
 */
import { openShipmentProblems } from "./shipments";
import { and, asc, count, eq, gte, inArray, lt, lte, type SQL, sql } from "drizzle-orm";
import { warsawDayStart as dayStart, warsawToday } from "../../../common/i18n/calendar";
import { AWAITING_PAYMENT_FLAG_DAYS, COMPLAINT_DEADLINE_WARNING_DAYS, LOW_STOCK_THRESHOLD } from "../../../common/config/back-office";
import { lowStockCondition } from "./offers";
import type { Database } from "../client";
import { complaints, ORDER_STATUSES, orderRefunds, orders, variants } from "../schema";
import { moneyString, vatOf } from "./checkout";
import { complaintReference } from "./staff-complaints";

const DAY_MS = 86_400_000;

// ── Warsaw calendar days ─────────────────────────────────────────────────────────────────────
// When a Warsaw day starts and which day it is: api-common's one definition (staff type days in
// the same terms); here only the calendar arithmetic on "YYYY-MM-DD" the overview needs.

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC milliseconds of a "YYYY-MM-DD" taken as a UTC midnight (calendar arithmetic only). */
function utcMidnight(date: string): number {
  const [, year, month, day] = DATE_PATTERN.exec(date) ?? [];
  return Date.UTC(Number(year), Number(month) - 1, Number(day));
}

/** The Warsaw calendar day of an instant, "YYYY-MM-DD". */
export const warsawDate = (at: number): string => warsawToday(at);

/** The instant a Warsaw calendar day ("YYYY-MM-DD", a real one) begins. */
export function warsawDayStart(date: string): number {
  const start = dayStart(date);
  if (start === null) throw new RangeError(`not a calendar day: ${date}`);
  return start;
}

/** A calendar day `days` after (or before) `date`. */
export function addDays(date: string, days: number): string {
  return new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many calendar days from `from` to `to`, both included (1 for the same day). */
export function daysInRange(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS) + 1;
}

// ── The overview ─────────────────────────────────────────────────────────────────────────────

/** Orders ready to be packed (paid, or cash on delivery accepted), and packed ones waiting for the courier. */
export const TO_PACK_STATUSES = ["paid", "accepted"] as const;
export const TO_SHIP_STATUSES = ["packed"] as const;
/** Complaints still waiting for the shop's answer (their legal deadline runs). */
const OPEN_COMPLAINTS = ["new", "in_review"] as const;
/** How many orders and complaints the overview lists by name (the rest are behind the list's link). */
const LISTED = 10;

/**
 * An awaiting-payment order is flagged once it was placed AWAITING_PAYMENT_FLAG_DAYS whole Warsaw
 * days ago or earlier: placed before the start of that day (so always more than that many days
 * old), which the orders list's `to` filter (the day before) shows exactly.
 */
export function awaitingPaymentFlag(now: number) {
  const firstDayNotFlagged = addDays(warsawDate(now), -AWAITING_PAYMENT_FLAG_DAYS);
  return { placedBefore: warsawDayStart(firstDayNotFlagged), lastFlaggedDay: addDays(firstDayNotFlagged, -1) };
}

const buyerName = () =>
  sql<string>`CASE WHEN ${orders.billingType} = 'company' AND COALESCE(${orders.billingCompanyName}, '') != '' THEN ${orders.billingCompanyName} ELSE ${orders.billingFirstName} || ' ' || ${orders.billingLastName} END`.as(
    "buyer",
  );

const iso = (at: number) => new Date(at).toISOString();

/**
 * Today's numbers for staff at `now`: orders by status (all of them, as the orders list filtered by
 * that status shows), orders placed today and yesterday, what needs doing (to confirm, awaiting
 * payment too long, to pack, to ship), complaints near or past their answer deadline and offers
 * low in stock. Every read goes in one D1 batch (one round trip, one consistent moment).
 */
export async function staffOverview(db: Database, now: number) {
  const today = warsawDate(now);
  const yesterday = addDays(today, -1);
  const yesterdayStart = warsawDayStart(yesterday);
  const todayStart = warsawDayStart(today);
  const tomorrowStart = warsawDayStart(addDays(today, 1));
  const flag = awaitingPaymentFlag(now);
  const complaintsDueBy = now + COMPLAINT_DEADLINE_WARNING_DAYS * DAY_MS;
  const flagged = and(eq(orders.status, "awaiting_payment"), lt(orders.createdAt, flag.placedBefore));
  const complaintsNear = and(inArray(complaints.status, [...OPEN_COMPLAINTS]), lte(complaints.answerDueAt, complaintsDueBy));
  // Aliased: D1 names a result column by its SQL text, and these differ only in their bound values.
  const placedOn = (start: number, end: number, what: SQL, name: string) =>
    sql<number>`COALESCE(SUM(CASE WHEN ${orders.createdAt} >= ${start} AND ${orders.createdAt} < ${end} THEN ${what} ELSE 0 END), 0)`.as(
      name,
    );

  const [byStatus, [placed], [flaggedCount], flaggedOrders, [complaintCounts], nearComplaints, [lowStock], [parcelProblems]] =
    await db.batch([
      db.select({ status: orders.status, count: count() }).from(orders).groupBy(orders.status),
      db
        .select({
          todayCount: placedOn(todayStart, tomorrowStart, sql`1`, "today_count"),
          todayGross: placedOn(todayStart, tomorrowStart, sql`${orders.totalGross}`, "today_gross"),
          yesterdayCount: placedOn(yesterdayStart, todayStart, sql`1`, "yesterday_count"),
          yesterdayGross: placedOn(yesterdayStart, todayStart, sql`${orders.totalGross}`, "yesterday_gross"),
          yesterdayCancelled: placedOn(yesterdayStart, todayStart, sql`${orders.status} = 'cancelled'`, "yesterday_cancelled"),
        })
        .from(orders)
        .where(and(gte(orders.createdAt, yesterdayStart), lt(orders.createdAt, tomorrowStart))),
      db.select({ count: count() }).from(orders).where(flagged),
      db
        .select({
          id: orders.id,
          number: orders.number,
          createdAt: orders.createdAt,
          totalGross: orders.totalGross,
          paymentMethod: orders.paymentMethod,
          buyer: buyerName(),
        })
        .from(orders)
        .where(flagged)
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(LISTED),
      db
        .select({
          near: count(),
          overdue: sql<number>`COALESCE(SUM(${complaints.answerDueAt} < ${now}), 0)`.as("overdue"),
        })
        .from(complaints)
        .where(complaintsNear),
      db
        .select({
          id: complaints.id,
          orderNumber: complaints.orderNumber,
          name: complaints.name,
          status: complaints.status,
          answerDueAt: complaints.answerDueAt,
        })
        .from(complaints)
        .where(complaintsNear)
        .orderBy(asc(complaints.answerDueAt), asc(complaints.id))
        .limit(LISTED),
      db
        .select({ count: count(), soldOut: sql<number>`COALESCE(SUM(${variants.stock} <= 0), 0)`.as("sold_out") })
        .from(variants)
        .where(lowStockCondition()),
      openShipmentProblems(db),
    ]);

  const statusCount = (status: (typeof ORDER_STATUSES)[number]) => byStatus.find((row) => row.status === status)?.count ?? 0;
  const sumOf = (statuses: readonly (typeof ORDER_STATUSES)[number][]) => statuses.reduce((sum, status) => sum + statusCount(status), 0);
  return {
    generated_at: iso(now),
    /** Warsaw calendar days. */
    today,
    yesterday,
    placed_today: { count: placed?.todayCount ?? 0, gross_amount: moneyString(placed?.todayGross ?? 0) },
    placed_yesterday: {
      count: placed?.yesterdayCount ?? 0,
      gross_amount: moneyString(placed?.yesterdayGross ?? 0),
      cancelled: placed?.yesterdayCancelled ?? 0,
    },
    /** Every status, in the order an order moves through them, with how many orders are in it now. */
    by_status: ORDER_STATUSES.map((status) => ({ status, count: statusCount(status) })),
    to_confirm: statusCount("to_confirm"),
    to_pack: sumOf(TO_PACK_STATUSES),
    to_ship: sumOf(TO_SHIP_STATUSES),
    awaiting_payment_flagged: {
      days: AWAITING_PAYMENT_FLAG_DAYS,
      count: flaggedCount?.count ?? 0,
      /** The last Warsaw day whose orders are flagged (the orders list's `to`). */
      placed_until: flag.lastFlaggedDay,
      orders: flaggedOrders.map((order) => ({
        id: order.id,
        number: order.number,
        created_at: iso(order.createdAt),
        buyer: order.buyer,
        payment_method: order.paymentMethod,
        total_gross_amount: moneyString(order.totalGross),
      })),
    },
    complaints_due: {
      warning_days: COMPLAINT_DEADLINE_WARNING_DAYS,
      /** Open complaints due within the warning days, the overdue ones included. */
      count: complaintCounts?.near ?? 0,
      overdue: complaintCounts?.overdue ?? 0,
      complaints: nearComplaints.map((complaint) => ({
        id: complaint.id,
        reference: complaintReference(complaint.id),
        order_number: complaint.orderNumber,
        name: complaint.name,
        status: complaint.status,
        answer_due_at: iso(complaint.answerDueAt ?? now),
        overdue: (complaint.answerDueAt ?? now) < now,
      })),
    },
    low_stock: { threshold: LOW_STOCK_THRESHOLD, count: lowStock?.count ?? 0, sold_out: lowStock?.soldOut ?? 0 },
    /** Parcels a carrier returned or lost that staff have not dealt with yet (/panel/przesylki). */
    shipment_problems: parcelProblems?.count ?? 0,
  };
}

export type StaffOverviewData = Awaited<ReturnType<typeof staffOverview>>;

// ── The accountant's export ──────────────────────────────────────────────────────────────────

/** The longest range one export covers (a year, leap day included), and the rows per page of it. */
export const EXPORT_MAX_DAYS = 366;
export const EXPORT_PAGE_SIZE = 500;

/** Where the next page starts: after this order (creation time and id), as "createdAt.id". */
export const EXPORT_CURSOR_PATTERN = /^(\d{1,16})\.(\d{1,12})$/;

/**
 * The orders placed in a range of Warsaw days (both included), oldest first, a page at a time:
 * every order, cancelled ones too, with its status, so the numbered series has no gaps and the
 * accountant sees why an order has no payment. Amounts are the order's gross total (VAT 23 %
 * included) with VAT as `vatOf` counts it for the invoice, net = gross − VAT; refunded money is
 * summed from the order's refunds. Dates are Warsaw calendar days ("YYYY-MM-DD") or null.
 */
export async function ordersForExport(db: Database, range: { from: string; to: string; after?: string; limit?: number }) {
  const limit = Math.min(Math.max(1, range.limit ?? EXPORT_PAGE_SIZE), 1000);
  const cursor = range.after ? EXPORT_CURSOR_PATTERN.exec(range.after) : null;
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      shippedAt: orders.shippedAt,
      deliveredAt: orders.deliveredAt,
      cancelledAt: orders.cancelledAt,
      buyer: buyerName(),
      vatNumber: sql<string | null>`CASE WHEN ${orders.billingType} = 'company' THEN ${orders.billingVatNumber} END`.as("vat_number"),
      paymentMethod: orders.paymentMethod,
      totalGross: orders.totalGross,
      // Qualified by hand: drizzle writes a column of the selected table without its table name.
      refunded: sql<number>`(SELECT COALESCE(SUM(r.amount), 0) FROM ${orderRefunds} AS r WHERE r.order_id = "orders"."id")`.as("refunded"),
    })
    .from(orders)
    .where(
      and(
        gte(orders.createdAt, warsawDayStart(range.from)),
        lt(orders.createdAt, warsawDayStart(addDays(range.to, 1))),
        cursor ? sql`(${orders.createdAt}, ${orders.id}) > (${Number(cursor[1])}, ${Number(cursor[2])})` : undefined,
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const day = (at: number | null) => (at === null ? null : warsawDate(at));
  return {
    from: range.from,
    to: range.to,
    rows: page.map((row) => {
      const vat = vatOf(row.totalGross);
      return {
        number: row.number,
        status: row.status,
        created_on: warsawDate(row.createdAt),
        paid_on: day(row.paidAt),
        shipped_on: day(row.shippedAt),
        delivered_on: day(row.deliveredAt),
        cancelled_on: day(row.cancelledAt),
        buyer: row.buyer,
        vat_number: row.vatNumber,
        payment_method: row.paymentMethod,
        net_amount: moneyString(row.totalGross - vat),
        vat_amount: moneyString(vat),
        gross_amount: moneyString(row.totalGross),
        refunded_amount: moneyString(row.refunded),
      };
    }),
    /** Pass as `after` for the next page; null on the last one. */
    next: rows.length > limit && last ? `${last.createdAt}.${last.id}` : null,
  };
}

export type OrdersExportPage = Awaited<ReturnType<typeof ordersForExport>>;
