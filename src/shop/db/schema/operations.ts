import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Running the shop: staff and their audit log, complaints, feed imports, the mail outbox, abuse limits, the local companies table. */

/** The embedded company register the NIP lookup answers from when no GUS key is configured. */
export const companies = sqliteTable("companies", {
  nip: text("nip").primaryKey(),
  regon: text("regon").notNull(),
  name: text("name").notNull(),
  street: text("street").notNull(),
  streetNumber: text("street_number").notNull(),
  apartmentNumber: text("apartment_number"),
  postalCode: text("postal_code").notNull(),
  city: text("city").notNull(),
});

/** Fixed-window counters for rate limits (key: action and client address). */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull(),
    /** The latest counted attempt (ms): a growing wait is measured from it. */
    lastAt: integer("last_at"),
  },
  (table) => [index("rate_limits_window").on(table.windowStart)],
);

/** Complaints sent through the form on /reklamacja: kept here, and mailed to the shop. */
export const complaints = sqliteTable("complaints", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  createdAt: integer("created_at").notNull(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  orderNumber: text("order_number").notNull(),
  product: text("product").notNull(),
  description: text("description").notNull(),
  remedy: text("remedy").notNull(),
  /** new → in_review → accepted | rejected; the answer is due 14 days after `createdAt` (answerDueAt). */
  status: text("status", { enum: ["new", "in_review", "accepted", "rejected"] })
    .notNull()
    .default("new"),
  answerDueAt: integer("answer_due_at"),
  /** The reply mailed to the customer, when and by whom. */
  reply: text("reply"),
  repliedAt: integer("replied_at"),
  staffId: integer("staff_id"),
});

export const STAFF_ROLES = ["owner", "staff"] as const;

/** The shop's staff: Cloudflare Access proves the e-mail, this row gives the access (owners manage staff). */
export const staff = sqliteTable("staff", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  /** Lower-cased, as Cloudflare Access's identity carries it. */
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  role: text("role", { enum: STAFF_ROLES }).notNull(),
  /** A member who left keeps their row (the audit log names them) but no access. */
  active: integer("active", { mode: "boolean" }).notNull().default(true),
  createdAt: integer("created_at").notNull(),
});

/** Every staff action: who, when, what, the values before and after (JSON). Never updated or deleted. */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: integer("at").notNull(),
    staffId: integer("staff_id").notNull(),
    /** The member's name at that moment, so the log reads the same after a rename. */
    staffName: text("staff_name").notNull(),
    /** "order", "offer", "complaint", "staff". */
    entity: text("entity").notNull(),
    entityId: integer("entity_id").notNull(),
    action: text("action").notNull(),
    before: text("before"),
    after: text("after"),
  },
  (table) => [index("audit_log_entity").on(table.entity, table.entityId, table.at), index("audit_log_at").on(table.at)],
);

/**
 * The shop's settings a retailer edits in /panel/ustawienia (issue 39, migration 0033): one row
 * per section (src/common/shop-settings.ts), its values as JSON; a section without a row keeps
 * the configuration's values. Who changed it last; every change is in audit_log ("settings").
 */
export const shopSettings = sqliteTable("shop_settings", {
  section: text("section").primaryKey(),
  value: text("value").notNull(),
  updatedAt: integer("updated_at").notNull(),
  updatedBy: integer("updated_by").notNull(),
});

/** The embedded mailer's outbox: mail the shop would send (development, tests, no provider yet). */
/**
 * One supplier feed import (src/shop/catalogue-import): from the back office (the feed is kept in R2
 * and a Workflow imports it chunk by chunk) or from `npm run import`. The counts are the report's
 * summary; its refused rows are in import_problems.
 */
export const IMPORT_STATUSES = ["queued", "running", "done", "failed"] as const;

export const importRuns = sqliteTable(
  "import_runs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    fileName: text("file_name").notNull(),
    /** R2 key of the uploaded feed (null for the CLI, which reads the file itself). */
    fileKey: text("file_key"),
    source: text("source", { enum: ["panel", "cli", "schedule"] }).notNull(),
    /** Whose feed it is (migration 0022; 1 = the own warehouse, the shop's own CSV). */
    supplierId: integer("supplier_id").notNull().default(1),
    /**
     * Until when the run holds the import lock: each step renews it, so a run whose Worker died
     * stops blocking the next one within minutes (IMPORT_LEASE_MS), not hours.
     */
    leaseUntil: integer("lease_until"),
    /** A partial feed touches only its rows; a full one puts offers it does not list out of stock. */
    partial: integer("partial", { mode: "boolean" }).notNull().default(false),
    /** Staff confirmed the full feed may withdraw most of the supplier's offers (IMPORT_MAX_WITHDRAWN_SHARE). */
    withdrawAll: integer("withdraw_all", { mode: "boolean" }).notNull().default(false),
    /** Offers this full feed would have put out of stock, held because they were too many (null: none held). */
    withdrawalHeld: integer("withdrawal_held"),
    staffId: integer("staff_id").references(() => staff.id),
    status: text("status", { enum: IMPORT_STATUSES }).notNull(),
    rowsTotal: integer("rows_total").notNull().default(0),
    rowsDone: integer("rows_done").notNull().default(0),
    /** Chunks written: a Workflow step retried after its batch committed must not count its rows twice. */
    chunksDone: integer("chunks_done").notNull().default(0),
    created: integer("created").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    unchanged: integer("unchanged").notNull().default(0),
    outOfStock: integer("out_of_stock").notNull().default(0),
    /** Offers whose new price was held for staff (it would sell below the purchase price). */
    held: integer("held").notNull().default(0),
    refused: integer("refused").notNull().default(0),
    /** Why a failed run stopped (an unreadable file, a missing column). */
    error: text("error"),
    startedAt: integer("started_at").notNull(),
    finishedAt: integer("finished_at"),
  },
  (table) => [index("import_runs_started_idx").on(table.startedAt)],
);

/** A refused feed row: line number in the file (header = 1), the column and a Polish message. */
export const importProblems = sqliteTable(
  "import_problems",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    runId: integer("run_id")
      .notNull()
      .references(() => importRuns.id),
    line: integer("line").notNull(),
    column: text("column"),
    value: text("value"),
    message: text("message").notNull(),
    /** "refused": the row was not imported; "warning": imported, with something to fix (a photo that could not be fetched). */
    kind: text("kind", { enum: ["refused", "warning"] })
      .notNull()
      .default("refused"),
  },
  (table) => [index("import_problems_run_idx").on(table.runId, table.line)],
);

export const mailOutbox = sqliteTable("mail_outbox", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  createdAt: integer("created_at").notNull(),
});
