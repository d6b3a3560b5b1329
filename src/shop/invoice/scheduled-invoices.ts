/**
 * What the Cron Triggers do for invoices: every few minutes, send again what KSeF could not take
 * (offline invoices, sends left queued) and start the documents of any invoice still without its
 * files; on the nightly run, issue the prepayment invoices due (art. 106b ust. 1 pkt 4).
 */
import { KSEF_RESEND_AFTER_MS } from "../../common/config/invoices";
import type { Bindings } from "../../common/env";
import { logError } from "../../common/errors";
import type { Database } from "../db/client";
import { startInvoiceDocuments } from "./documents-workflow";
import { invoicingOf, ordersAwaitingPrepaymentInvoice, prepaymentInvoiceStatements } from "./issue";
import { latestInvoiceOf } from "./register";

export interface InvoiceRunSummary {
  /** Numbers of the prepayment invoices issued. */
  prepaymentInvoices: string[];
  /** Invoices whose documents (or KSeF send) were started again. */
  restarted: number;
  failures: number;
}

/** Invoices waiting for KSeF or their files, not touched for a while: their workflow is started again. */
async function restartWaiting(env: Bindings, db: Database, now: number, summary: InvoiceRunSummary) {
  const rows = await db.$client
    .prepare(
      `SELECT id, ksef_attempts FROM invoices
       WHERE (ksef_state IN ('queued', 'offline') AND COALESCE(ksef_tried_at, created_at) < ?1)
          OR (xml_key IS NULL AND created_at < ?1)
          OR (pdf_key IS NULL AND xml_key IS NOT NULL AND ksef_state NOT IN ('queued', 'offline') AND created_at < ?1)
       ORDER BY id LIMIT 50`,
    )
    .bind(now - KSEF_RESEND_AFTER_MS)
    .all<{ id: number; ksef_attempts: number }>();
  for (const row of rows.results) {
    await startInvoiceDocuments(env, [row.id], `ponownie-${row.ksef_attempts}-${now}`);
    summary.restarted++;
  }
}

/** The nightly run's prepayment invoices: company orders paid in an earlier month, not yet dispatched. */
async function issuePrepaymentInvoices(env: Bindings, db: Database, now: number, summary: InvoiceRunSummary) {
  for (const orderId of await ordersAwaitingPrepaymentInvoice(db, now)) {
    try {
      const statements = await prepaymentInvoiceStatements(env, db, orderId, now);
      if (!statements.length) continue;
      await db.$client.batch(statements);
      const issued = await latestInvoiceOf(db, orderId, "ZAL");
      if (issued) {
        summary.prepaymentInvoices.push(issued.number);
        await startInvoiceDocuments(env, [issued.id]);
      }
    } catch (error) {
      summary.failures++;
      logError(error, `prepayment invoice of order ${orderId}`);
    }
  }
}

export async function runInvoiceSchedule(env: Bindings, db: Database, now: number, nightly: boolean): Promise<InvoiceRunSummary> {
  const summary: InvoiceRunSummary = { prepaymentInvoices: [], restarted: 0, failures: 0 };
  if (!invoicingOf(env).enabled) return summary;
  try {
    if (nightly) await issuePrepaymentInvoices(env, db, now, summary);
    else await restartWaiting(env, db, now, summary);
  } catch (error) {
    summary.failures++;
    logError(error, "scheduled invoices");
  }
  return summary;
}
