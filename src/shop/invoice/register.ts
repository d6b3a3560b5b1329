/**
 * The invoice register in D1: issuing (a number from the kind's continuous series, the row and its
 * lines in one batch) and reading documents back. An issued invoice is never rewritten or deleted
 * (triggers in migration 0021 refuse it); what changes later is its KSeF state, its files in R2
 * and the day it was mailed (src/shop/invoice/documents.ts).
 */
import { and, desc, eq, gte, inArray, like, lte, or, type SQL } from "drizzle-orm";
import { INVOICE_NUMBER_PATTERNS } from "../../common/config/invoices";
import type { Database } from "../db/client";
import { d1Statements } from "../db/queries/d1-batch";
import { invoiceLines, invoices, type KSEF_STATES } from "../db/schema";
import { type InvoiceDocument, type InvoiceKind, type InvoiceLine, isCorrection } from "./invoice-document";

export type KsefState = (typeof KSEF_STATES)[number];

/**
 * A pattern for one period: the series it numbers in ("FV/2026/11/{n}") and the printf format
 * SQLite fills the number into ("FV/2026/11/%04d"). Literal "%" in a pattern is escaped.
 */
export function seriesOf(kind: InvoiceKind, issueDate: string): { series: string; format: string } {
  const [year, month] = issueDate.split("-");
  const filled = INVOICE_NUMBER_PATTERNS[kind].replaceAll("{rrrr}", year!).replaceAll("{mm}", month!);
  const counter = /\{(n+)\}/.exec(filled);
  if (!counter) throw new Error(`invoice number pattern for ${kind} has no {n…} counter`);
  const format = `${filled.slice(0, counter.index).replaceAll("%", "%%")}%0${counter[1]!.length}d${filled
    .slice(counter.index + counter[0].length)
    .replaceAll("%", "%%")}`;
  return { series: filled.replace(counter[0], "{n}"), format };
}

/** What the register keeps beside the document. */
export interface IssueMeta {
  orderId: number;
  correctsId?: number | null;
  ksefState: KsefState;
  staffId: number | null;
  now: number;
}

/** The document as stored in `invoices.document`: everything but the number and the lines (own columns and rows). */
type StoredDocument = Omit<InvoiceDocument, "number" | "lines">;

/**
 * The statements that issue one invoice, for a caller's batch (the shipping batch issues the
 * invoice with the status change, so a shipped order and its invoice exist together or not at
 * all). The series' counter is raised and read by the same transaction: no gap, no duplicate; a
 * batch that fails afterwards takes its number back with it. The invoice's id is found by its
 * series and number, so the lines need no id from the caller.
 */
export function issueStatements(db: Database, document: Omit<InvoiceDocument, "number">, meta: IssueMeta) {
  const { raw } = d1Statements(db);
  const { series, format } = seriesOf(document.kind, document.issueDate);
  const { lines, ...stored } = document;
  const thisInvoice = "(SELECT id FROM invoices WHERE series = ? AND sequence = (SELECT last FROM invoice_series WHERE series = ?))";
  return [
    raw("INSERT INTO invoice_series (series, last) VALUES (?, 1) ON CONFLICT (series) DO UPDATE SET last = last + 1", series),
    raw(
      `INSERT INTO invoices (number, series, sequence, kind, order_id, corrects_id, issue_date, buyer_nip, buyer_name, net, vat, gross,
                             document, ksef_state, staff_id, created_at)
       SELECT printf(?, last), series, last, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? FROM invoice_series WHERE series = ?`,
      format,
      document.kind,
      meta.orderId,
      meta.correctsId ?? null,
      document.issueDate,
      document.buyer.nip,
      document.buyer.name,
      document.totals.net,
      document.totals.vat,
      document.totals.gross,
      JSON.stringify(stored satisfies StoredDocument),
      meta.ksefState,
      meta.staffId,
      meta.now,
      series,
    ),
    ...lines.map((line) =>
      raw(
        `INSERT INTO invoice_lines (invoice_id, position, state, name, sku, gtin, eprel_url, unit, quantity, unit_gross, net, vat, gross, vat_rate)
         VALUES (${thisInvoice}, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        series,
        series,
        line.position,
        line.state ?? "",
        line.name,
        line.sku,
        line.gtin,
        line.eprelUrl,
        line.unit,
        line.quantity,
        line.unitGross,
        line.net,
        line.vat,
        line.gross,
        line.vatRate,
      ),
    ),
  ];
}

/** Issues one invoice on its own (a batch of its statements); answers its id and number. */
export async function issueInvoice(db: Database, document: Omit<InvoiceDocument, "number">, meta: IssueMeta) {
  const { d1 } = d1Statements(db);
  await d1.batch(issueStatements(db, document, meta));
  return latestInvoiceOf(db, meta.orderId, document.kind);
}

/** The newest invoice of an order of a kind (the one a batch just issued). */
export async function latestInvoiceOf(db: Database, orderId: number, kind: InvoiceKind) {
  const row = await db
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)))
    .orderBy(desc(invoices.id))
    .get();
  return row ?? null;
}

export type InvoiceRow = typeof invoices.$inferSelect;

/** A row and its lines as the document it states. */
function documentOf(row: InvoiceRow, lines: (typeof invoiceLines.$inferSelect)[]): InvoiceDocument {
  const stored = JSON.parse(row.document) as StoredDocument;
  return {
    ...stored,
    number: row.number,
    lines: lines.map(
      (line): InvoiceLine => ({
        position: line.position,
        name: line.name,
        sku: line.sku,
        gtin: line.gtin,
        unit: line.unit,
        quantity: line.quantity,
        unitGross: line.unitGross,
        gross: line.gross,
        net: line.net,
        vat: line.vat,
        vatRate: line.vatRate as 23,
        eprelUrl: line.eprelUrl,
        ...(line.state ? { state: line.state as "before" | "after" } : {}),
      }),
    ),
  };
}

export interface RegisteredInvoice {
  row: InvoiceRow;
  document: InvoiceDocument;
}

/** One invoice with its document, or null. */
export async function readInvoice(db: Database, id: number): Promise<RegisteredInvoice | null> {
  const row = await db.select().from(invoices).where(eq(invoices.id, id)).get();
  if (!row) return null;
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(invoiceLines.state, invoiceLines.position);
  return { row, document: documentOf(row, sortLines(lines)) };
}

/** A correction's lines: each "before" line followed by its "after" line. */
function sortLines<T extends { state: string; position: number }>(lines: T[]): T[] {
  const rank = (state: string) => (state === "before" ? 0 : state === "after" ? 1 : 0);
  return [...lines].sort((a, b) => a.position - b.position || rank(a.state) - rank(b.state));
}

/**
 * The documents one change issued: its batch stamps them with the change's time (IssueMeta.now),
 * so one query finds them after it, with nothing to compare before and after.
 */
export async function issuedAt(db: Database, orderId: number, now: number): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.createdAt, now)))
    .orderBy(invoices.id)
    .all();
}

/** An order's invoices and corrections, oldest first. */
export async function invoicesOfOrder(db: Database, orderId: number): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(invoices.id).all();
}

/**
 * What an invoice states now, after its corrections (oldest first): each correction's "after"
 * lines replace the lines of the same position. Corrections always refer to the original invoice.
 */
export async function currentState(db: Database, invoice: RegisteredInvoice): Promise<InvoiceLine[]> {
  const corrections = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.correctsId, invoice.row.id))
    .orderBy(invoices.id)
    .all();
  const lines = new Map(invoice.document.lines.map((line) => [line.position, line]));
  for (const { id } of corrections) {
    const correction = await readInvoice(db, id);
    for (const { state, ...line } of correction?.document.lines ?? []) if (state === "after") lines.set(line.position, line);
  }
  return [...lines.values()].sort((a, b) => a.position - b.position);
}

export interface RegisterFilter {
  /** "YYYY-MM": invoices issued in that month. */
  month?: string;
  kind?: "invoices" | "corrections";
  ksef?: KsefState;
  /** A number, an order number or a buyer's name or NIP, in part. */
  query?: string;
}

/** The register page's rows: newest first, at most `limit`. */
export async function listInvoices(db: Database, filter: RegisterFilter, limit = 200) {
  const conditions: SQL[] = [];
  if (filter.month) {
    conditions.push(gte(invoices.issueDate, `${filter.month}-01`), lte(invoices.issueDate, `${filter.month}-31`));
  }
  if (filter.kind === "corrections") conditions.push(like(invoices.kind, "KOR%"));
  if (filter.kind === "invoices") conditions.push(inArray(invoices.kind, ["VAT", "ZAL", "ROZ"]));
  if (filter.ksef) conditions.push(eq(invoices.ksefState, filter.ksef));
  if (filter.query) {
    const text = `%${filter.query.replace(/[%_]/g, "")}%`;
    conditions.push(or(like(invoices.number, text), like(invoices.buyerName, text), like(invoices.buyerNip, text))!);
  }
  return db
    .select()
    .from(invoices)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(invoices.id))
    .limit(limit)
    .all();
}

export { isCorrection };
