import { and, asc, count, desc, eq, inArray, lte, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { COMPLAINT_ANSWER_DAYS, COMPLAINT_DEADLINE_WARNING_DAYS, PANEL_PAGE_SIZE } from "../../../common/config/back-office";
import type { Database } from "../client";
import { complaints, orders } from "../schema";
import { d1Statements, failedWith } from "./d1-batch";
import { auditEntry, readAuditTrail, type StaffActor } from "./staff";

const DAY_MS = 86_400_000;

export const COMPLAINT_STATUSES = ["new", "in_review", "accepted", "rejected"] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
/** A decision: the complaint is closed, and its reply (mailed to the customer) says which. */
export const COMPLAINT_DECISIONS = ["accepted", "rejected"] as const;
export type ComplaintDecision = (typeof COMPLAINT_DECISIONS)[number];
const OPEN_STATUSES: ComplaintStatus[] = ["new", "in_review"];

/** The number a complaint is known by (the customer's mail, the back office): R-000123. */
export function complaintReference(id: number): string {
  return `R-${String(id).padStart(6, "0")}`;
}

/** When the answer is due: the seller answers within COMPLAINT_ANSWER_DAYS of filing, or the complaint counts as accepted. */
export function complaintAnswerDueAt(createdAt: number): number {
  return createdAt + COMPLAINT_ANSWER_DAYS * DAY_MS;
}

/**
 * Where a complaint stands against its deadline: `decided` once accepted or rejected (the answer
 * the law asks for), else `overdue` past the due time, `soon` within the warning days, or `ok`.
 * `days_left` counts started days (0 h < left ≤ 24 h is 1 day), negative when overdue.
 */
export function complaintDeadline(status: ComplaintStatus, dueAt: number, now: number) {
  const daysLeft = Math.ceil((dueAt - now) / DAY_MS);
  const state: "decided" | "overdue" | "soon" | "ok" = !OPEN_STATUSES.includes(status)
    ? "decided"
    : now > dueAt
      ? "overdue"
      : daysLeft <= COMPLAINT_DEADLINE_WARNING_DAYS
        ? "soon"
        : "ok";
  return { state, days_left: daysLeft };
}

export interface ComplaintListFilter {
  status?: ComplaintStatus | "open";
  /** `soon`: open and due within the warning days or already overdue; `overdue`: open and past due. */
  due?: "soon" | "overdue";
  /** A reference (R-000123 or 123), an order number, an e-mail or a name (a part is enough). */
  q?: string;
  sort?: "newest" | "deadline";
  page?: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const contains = (column: SQLWrapper, text: string) => sql`${column} LIKE ${`%${escapeLike(text)}%`} ESCAPE '\\'`;

function listConditions(filter: ComplaintListFilter, now: number): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status === "open") conditions.push(inArray(complaints.status, OPEN_STATUSES));
  else if (filter.status) conditions.push(eq(complaints.status, filter.status));
  if (filter.due) {
    conditions.push(inArray(complaints.status, OPEN_STATUSES));
    conditions.push(
      filter.due === "overdue"
        ? sql`${complaints.answerDueAt} < ${now}`
        : lte(complaints.answerDueAt, now + COMPLAINT_DEADLINE_WARNING_DAYS * DAY_MS),
    );
  }
  const q = filter.q?.trim();
  if (q) {
    const reference = /^(?:R-?)?0*(\d{1,9})$/i.exec(q);
    conditions.push(
      or(
        reference ? eq(complaints.id, Number(reference[1])) : undefined,
        contains(complaints.orderNumber, q.toUpperCase()),
        contains(complaints.email, q.toLowerCase()),
        contains(complaints.name, q),
      ),
    );
  }
  return and(...conditions);
}

const listColumns = {
  id: complaints.id,
  createdAt: complaints.createdAt,
  name: complaints.name,
  email: complaints.email,
  orderNumber: complaints.orderNumber,
  product: complaints.product,
  status: complaints.status,
  answerDueAt: complaints.answerDueAt,
  repliedAt: complaints.repliedAt,
};

type ComplaintRow = { id: number; createdAt: number; status: ComplaintStatus; answerDueAt: number | null; repliedAt: number | null };

/** The fields every view of a complaint shares: its reference, dates as ISO, and the deadline. */
function complaintTimes(row: ComplaintRow, now: number) {
  const dueAt = row.answerDueAt ?? complaintAnswerDueAt(row.createdAt);
  return {
    id: row.id,
    reference: complaintReference(row.id),
    created_at: new Date(row.createdAt).toISOString(),
    status: row.status,
    answer_due_at: new Date(dueAt).toISOString(),
    deadline: complaintDeadline(row.status, dueAt, now),
    replied_at: row.repliedAt === null ? null : new Date(row.repliedAt).toISOString(),
  };
}

/** Complaints for the back office's list, a page at a time (newest first, or the nearest deadline first). */
export async function listComplaints(db: Database, filter: ComplaintListFilter, now: number) {
  const where = listConditions(filter, now);
  const page = Math.max(1, Math.floor(filter.page ?? 1));
  // Open complaints by their deadline first, then the decided ones (their deadline no longer runs).
  const order =
    filter.sort === "deadline"
      ? [asc(sql`${complaints.status} IN ('accepted', 'rejected')`), asc(complaints.answerDueAt), asc(complaints.id)]
      : [desc(complaints.createdAt), desc(complaints.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(complaints)
      .where(where)
      .orderBy(...order)
      .limit(PANEL_PAGE_SIZE)
      .offset((page - 1) * PANEL_PAGE_SIZE),
    db.select({ total: count() }).from(complaints).where(where),
  ]);
  const totalCount = total?.total ?? 0;
  return {
    items: rows.map((row) => ({
      ...complaintTimes(row, now),
      name: row.name,
      email: row.email,
      order_number: row.orderNumber,
      product: row.product,
    })),
    total: totalCount,
    page,
    pages: Math.max(1, Math.ceil(totalCount / PANEL_PAGE_SIZE)),
    page_size: PANEL_PAGE_SIZE,
  };
}

/** One complaint as the back office shows it: everything filed, the reply, the order it names (when it exists) and the audit trail. */
export async function readStaffComplaint(db: Database, id: number, now: number) {
  const row = await db.query.complaints.findFirst({ where: eq(complaints.id, id) });
  if (!row) return null;
  const [order, audit] = await Promise.all([
    db.query.orders.findFirst({ where: eq(orders.number, row.orderNumber), columns: { id: true } }),
    readAuditTrail(db, "complaint", id),
  ]);
  return {
    ...complaintTimes(row, now),
    name: row.name,
    email: row.email,
    phone: row.phone,
    order_number: row.orderNumber,
    order_id: order?.id ?? null,
    product: row.product,
    description: row.description,
    remedy: row.remedy,
    reply: row.reply,
    audit,
  };
}

export type ComplaintChangeResult =
  | { ok: true; complaint: { id: number; reference: string; email: string; orderNumber: string; status: ComplaintStatus } }
  | { ok: false; reason: "not_found" | "final" | "changed" | "transition" };

/**
 * Moves a complaint on, optionally with a reply mailed to the customer (the caller mails it after
 * this returns ok), in one batch with its audit row. Allowed: new → in_review; new or in_review →
 * accepted | rejected (a decision, which always carries a reply); a reply alone keeps an open
 * complaint open (a new one goes into review). Accepted and rejected are final.
 *
 * Two members acting at once: the batch's guard checks the status and the last reply are still
 * the ones read (and the status the one the member saw, `expected`), so only the first wins; the
 * second gets `changed`.
 */
export async function changeComplaint(
  db: Database,
  actor: StaffActor,
  input: { id: number; status?: ComplaintStatus; reply?: string; expected?: ComplaintStatus; now: number },
): Promise<ComplaintChangeResult> {
  const row = await db.query.complaints.findFirst({
    where: eq(complaints.id, input.id),
    columns: { id: true, status: true, reply: true, repliedAt: true, email: true, orderNumber: true },
  });
  if (!row) return { ok: false, reason: "not_found" };
  if (!OPEN_STATUSES.includes(row.status)) return { ok: false, reason: "final" };
  if (input.expected !== undefined && input.expected !== row.status) return { ok: false, reason: "changed" };
  const target: ComplaintStatus = input.status ?? (row.status === "new" ? "in_review" : row.status);
  const allowed =
    (row.status === "new" && target === "in_review") ||
    (COMPLAINT_DECISIONS as readonly string[]).includes(target) ||
    (target === row.status && input.reply !== undefined);
  if (!allowed) return { ok: false, reason: "transition" };

  const before: Record<string, unknown> = { status: row.status };
  const after: Record<string, unknown> = { status: target };
  const values: Partial<typeof complaints.$inferInsert> = { status: target, staffId: actor.id };
  if (input.reply !== undefined) {
    before.reply = row.reply;
    after.reply = input.reply;
    values.reply = input.reply;
    values.repliedAt = input.now;
  }
  const action = input.reply === undefined ? "status" : (COMPLAINT_DECISIONS as readonly string[]).includes(target) ? "decision" : "reply";
  const { d1, statement, raw } = d1Statements(db);
  try {
    await d1.batch([
      // Still as read: the same status and no reply sent meanwhile (two members answering at once).
      raw(
        "INSERT INTO batch_guards (reason) SELECT 'COMPLAINT_CHANGED' FROM complaints WHERE id = ? AND (status IS NOT ? OR replied_at IS NOT ?)",
        row.id,
        row.status,
        row.repliedAt,
      ),
      statement(db.update(complaints).set(values).where(eq(complaints.id, row.id))),
      statement(auditEntry(db, actor, { entity: "complaint", entityId: row.id, action, before, after, at: input.now })),
    ]);
  } catch (error) {
    if (failedWith(error, "COMPLAINT_CHANGED")) return { ok: false, reason: "changed" };
    throw error;
  }
  return {
    ok: true,
    complaint: { id: row.id, reference: complaintReference(row.id), email: row.email, orderNumber: row.orderNumber, status: target },
  };
}
