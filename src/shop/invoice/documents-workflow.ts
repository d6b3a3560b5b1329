import { WorkflowEntrypoint, type WorkflowEvent, type WorkflowStep } from "cloudflare:workers";
import { KSEF_SEND_RETRIES } from "../../common/config/invoices";
import type { Bindings } from "../../common/env";
import { logError } from "../../common/errors";

export interface InvoiceDocumentsParams {
  invoiceId: number;
}

/** D1 and R2 steps retry a passing hiccup. */
const RETRY = { retries: { limit: 3, delay: "2 seconds", backoff: "exponential" } } as const;

/**
 * An issued invoice's files and deliveries (wrangler.toml [[workflows]] INVOICE_DOCUMENTS), one
 * step each: the FA(3) XML, the send to KSeF, the PDF, the mail. Why a Workflow: sending to KSeF
 * is several calls with waits for KSeF's processing, it must be retried with backoff for as long
 * as KSeF is down (minutes to hours), and a step that succeeded (the XML whose hash KSeF knows)
 * must never run again; a Workflow keeps each step's result and retries only the failed one. When
 * KSeF stays unreachable through every retry, the invoice is marked offline (its PDF then carries
 * KOD II) and the scheduled run sends it again later (tryby-offline.md). The steps' code (FA(3),
 * KSeF, the PDF, the mail) loads when a run starts: the class alone is part of the Worker's startup.
 */
export class InvoiceDocumentsWorkflow extends WorkflowEntrypoint<Bindings, InvoiceDocumentsParams> {
  async run(event: WorkflowEvent<InvoiceDocumentsParams>, step: WorkflowStep) {
    const id = event.payload.invoiceId;
    const { mailInvoice, markOffline, sendInvoiceToKsef, storeInvoicePdf, storeInvoiceXml } = await import("./documents");
    await step.do("plik FA(3)", RETRY, () => storeInvoiceXml(this.env, id));
    let ksef: string;
    try {
      const outcome = await step.do("wysyłka do KSeF", KSEF_SEND_RETRIES, () => sendInvoiceToKsef(this.env, id));
      ksef = outcome.status;
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      await step.do("tryb offline", RETRY, () => markOffline(this.env, id, why));
      ksef = "offline";
    }
    await step.do("PDF", RETRY, () => storeInvoicePdf(this.env, id));
    const mail = await step.do("poczta do nabywcy", RETRY, () => mailInvoice(this.env, id));
    return { invoiceId: id, ksef, mailed: mail.mailed };
  }
}

/**
 * Starts the documents workflow of each invoice issued in a batch (the workflow's id is the
 * invoice's, so starting one twice does nothing). A failure to start is logged: the scheduled run
 * starts any invoice still without its files (documentsDue).
 */
export async function startInvoiceDocuments(env: Bindings, ids: number[], again?: string) {
  for (const id of ids) {
    try {
      // A workflow's id is used once: sending again (after an outage, by staff) names the attempt.
      await env.INVOICE_DOCUMENTS.create({ id: again ? `faktura-${id}-${again}` : `faktura-${id}`, params: { invoiceId: id } });
    } catch (error) {
      if (String(error).includes("already")) continue;
      logError(error, `starting the documents of invoice ${id}`);
    }
  }
}
