import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { INVOICE_KINDS } from "../../../common/config/invoices";
import { orders } from "./orders";

/**
 * The invoice register (src/shop/invoice/register.ts): invoices and corrections as issued, never
 * recomputed and never deleted. A row holds what the document states (seller and buyer as they
 * were, lines in invoice_lines); the PDF, the FA(3) XML and the UPO are files in R2.
 */

/** Where an invoice stands with KSeF: not sent (none), waiting, accepted, rejected, or issued offline and waiting to be sent. */
export const KSEF_STATES = ["none", "queued", "accepted", "rejected", "offline"] as const;

/**
 * One continuous series per number pattern and period ("FV/2026/11/"): `last` is the last number
 * given. The statement that issues an invoice raises it and reads it in the same D1 batch, so
 * numbers come without gaps and without duplicates however many are issued at once.
 */
export const invoiceSeries = sqliteTable("invoice_series", {
  series: text("series").primaryKey(),
  last: integer("last").notNull(),
});

export const invoices = sqliteTable(
  "invoices",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** "FV/2026/11/0001": the series' pattern with the number filled in. */
    number: text("number").notNull().unique(),
    series: text("series").notNull(),
    sequence: integer("sequence").notNull(),
    kind: text("kind", { enum: INVOICE_KINDS }).notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    /** A correction: the invoice it corrects (always the original, not an earlier correction). */
    correctsId: integer("corrects_id"),
    /** "YYYY-MM-DD" (Warsaw), the FA(3) P_1. */
    issueDate: text("issue_date").notNull(),
    /** The buyer's NIP (null: a consumer); decides whether the invoice goes to KSeF. */
    buyerNip: text("buyer_nip"),
    buyerName: text("buyer_name").notNull(),
    /** The document's own amounts (grosze): for a correction the difference, negative for a reduction. */
    net: integer("net").notNull(),
    vat: integer("vat").notNull(),
    gross: integer("gross").notNull(),
    /** The rest of the InvoiceDocument (seller, buyer, payment, correction…) as JSON, fixed at issue. */
    document: text("document").notNull(),
    ksefState: text("ksef_state", { enum: KSEF_STATES }).notNull(),
    ksefNumber: text("ksef_number"),
    /** KSeF's error (code and description) for a rejected invoice, or why the last send failed. */
    ksefError: text("ksef_error"),
    ksefAttempts: integer("ksef_attempts").notNull().default(0),
    /** When the shop last called KSeF for it (ms): the scheduled resend of offline invoices waits a while after. */
    ksefTriedAt: integer("ksef_tried_at"),
    /**
     * The session and invoice reference numbers of a send KSeF is still processing (JSON): the
     * next try asks for that invoice's status instead of sending it again (KSeF refuses a duplicate).
     */
    ksefReference: text("ksef_reference"),
    /** When KSeF took it (ms), from its answer. */
    ksefAcceptedAt: integer("ksef_accepted_at"),
    /** Issued while KSeF was unreachable (offline mode): its PDF carries KOD II until it is sent. */
    offline: integer("offline", { mode: "boolean" }).notNull().default(false),
    /** SHA-256 of the FA(3) file, base64url (KOD I on the PDF; KSeF's hash of the invoice). */
    xmlHash: text("xml_hash"),
    /** R2 keys of the files; null until the documents step has made them. */
    xmlKey: text("xml_key"),
    pdfKey: text("pdf_key"),
    upoKey: text("upo_key"),
    /** When the buyer was mailed the invoice (null: not yet). */
    mailedAt: integer("mailed_at"),
    /** Who issued it: a staff member (null: the shop itself, on dispatch or on the buyer's request). */
    staffId: integer("staff_id"),
    createdAt: integer("created_at").notNull(),
  },
  (table) => [
    uniqueIndex("invoices_series_sequence").on(table.series, table.sequence),
    // One invoice per order and kind that documents the sale: a second issue fails its batch (and
    // gives its number back with it). Corrections may be many.
    uniqueIndex("invoices_one_per_order").on(table.orderId, table.kind).where(sql`${table.kind} IN ('VAT', 'ZAL', 'ROZ')`),
    index("invoices_order").on(table.orderId),
    index("invoices_issue_date").on(table.issueDate),
    index("invoices_ksef_state").on(table.ksefState),
  ],
);

/** An invoice's lines as printed (a correction's lines before and after, each marked). */
export const invoiceLines = sqliteTable(
  "invoice_lines",
  {
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id),
    position: integer("position").notNull(),
    /** "" for an invoice's line; "before" and "after" for a correction's. */
    state: text("state").notNull().default(""),
    name: text("name").notNull(),
    sku: text("sku").notNull(),
    gtin: text("gtin"),
    /** The tyre's EPREL record, printed under its name. */
    eprelUrl: text("eprel_url"),
    unit: text("unit").notNull(),
    quantity: integer("quantity").notNull(),
    unitGross: integer("unit_gross").notNull(),
    net: integer("net").notNull(),
    vat: integer("vat").notNull(),
    gross: integer("gross").notNull(),
    vatRate: integer("vat_rate").notNull(),
  },
  (table) => [primaryKey({ columns: [table.invoiceId, table.state, table.position] })],
);
