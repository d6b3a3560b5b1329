/**
 * An issued invoice's files and deliveries, each a step of InvoiceDocumentsWorkflow (and callable
 * on its own from tests and the back office): the FA(3) XML into R2, the send to KSeF, the PDF
 * (the visualisation, with the KSeF number and QR codes) into R2, the mail to the buyer. Every
 * step reads the stored document and answers plain JSON; each is safe to run twice (a step that
 * has done its work does nothing the second time).
 */
import { eq } from "drizzle-orm";
import type { Bindings } from "../../common/env";
import { database } from "../db/client";
import { invoices } from "../db/schema";
import { mailerFor } from "../mail/mailer";
import { loadInvoicePdf } from "./load-pdf";
import { fa3Xml } from "./fa3";
import { invoiceFileBase, INVOICE_FONT_PATHS } from "./invoice";
import { isCorrection } from "./invoice-document";
import { invoiceMail } from "./invoice-mail";
import { isKsefUnavailable, type KsefSentInvoice } from "./ksef/client";
import { sendToKsef, verificationCodes } from "./ksef-connection";
import { readInvoice, type RegisteredInvoice } from "./register";

/** The R2 key of one of an invoice's files: "faktury/2026/11/<id>/Faktura-FV-2026-11-0001.pdf". */
export function invoiceFileKey(invoice: RegisteredInvoice, extension: "pdf" | "xml" | "upo.xml"): string {
  const [year, month] = invoice.document.issueDate.split("-");
  return `faktury/${year}/${month}/${invoice.row.id}/${invoiceFileBase(invoice.document.number, isCorrection(invoice.document.kind))}.${extension}`;
}

async function mustRead(env: Bindings, id: number) {
  const invoice = await readInvoice(database(env.DB), id);
  if (!invoice) throw new Error(`invoice ${id} is not in the register`);
  return invoice;
}

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

/** The FA(3) XML, made once from the stored document (its creation time is the invoice's), and its SHA-256. */
export async function storeInvoiceXml(env: Bindings, id: number): Promise<{ key: string; hash: string }> {
  const invoice = await mustRead(env, id);
  if (invoice.row.xmlKey && invoice.row.xmlHash) return { key: invoice.row.xmlKey, hash: invoice.row.xmlHash };
  const xml = fa3Xml(invoice.document, { createdAt: new Date(invoice.row.createdAt), systemInfo: env.SITE_NAME });
  const bytes = new TextEncoder().encode(xml);
  const hash = base64url(await crypto.subtle.digest("SHA-256", bytes));
  const key = invoiceFileKey(invoice, "xml");
  await env.FILES.put(key, bytes, { httpMetadata: { contentType: "application/xml; charset=utf-8" } });
  await database(env.DB).update(invoices).set({ xmlKey: key, xmlHash: hash }).where(eq(invoices.id, id));
  return { key, hash };
}

/**
 * Sends a queued (or offline) invoice to KSeF and records the answer: its KSeF number and UPO,
 * or KSeF's refusal. KSeF being unreachable throws, so the workflow's step retries with backoff;
 * when the retries are spent the workflow marks the invoice offline (markOffline). An invoice KSeF
 * is still processing keeps its reference and throws too: the retry asks for its status.
 */
export async function sendInvoiceToKsef(env: Bindings, id: number): Promise<{ status: string }> {
  const invoice = await mustRead(env, id);
  if (!["queued", "offline"].includes(invoice.row.ksefState) || !invoice.row.xmlKey) return { status: "skipped" };
  const xml = await (await env.FILES.get(invoice.row.xmlKey))?.text();
  if (!xml) throw new Error(`invoice ${id}: its XML is not in R2 (${invoice.row.xmlKey})`);
  const db = database(env.DB);
  await db
    .update(invoices)
    .set({ ksefAttempts: invoice.row.ksefAttempts + 1, ksefTriedAt: Date.now() })
    .where(eq(invoices.id, id));
  const pending = invoice.row.ksefReference ? (JSON.parse(invoice.row.ksefReference) as KsefSentInvoice) : null;
  let outcome: Awaited<ReturnType<typeof sendToKsef>>;
  try {
    outcome = await sendToKsef(env, xml, { offline: invoice.row.offline, pending });
  } catch (error) {
    // KSeF down: the step retries. Anything else (a refused token, a setting missing) is not
    // KSeF's outage: the invoice waits in "rejected" with the reason for staff to see and resend.
    if (isKsefUnavailable(error)) throw error;
    const why = error instanceof Error ? error.message : String(error);
    await db
      .update(invoices)
      .set({ ksefState: "rejected", ksefError: why.slice(0, 1000) })
      .where(eq(invoices.id, id));
    return { status: "rejected" };
  }
  if (outcome.status === "processing") {
    await db
      .update(invoices)
      .set({ ksefReference: JSON.stringify(outcome.reference) })
      .where(eq(invoices.id, id));
    throw new Error(`KSeF przetwarza jeszcze fakturę ${invoice.document.number}; zapytamy ponownie.`);
  }
  if (outcome.status === "accepted") {
    let upoKey: string | null = null;
    if (outcome.upo) {
      upoKey = invoiceFileKey(invoice, "upo.xml");
      await env.FILES.put(upoKey, outcome.upo, { httpMetadata: { contentType: "application/xml; charset=utf-8" } });
    }
    // The PDF is drawn again with the KSeF number and KOD I (pdf_key cleared).
    await db
      .update(invoices)
      .set({
        ksefState: "accepted",
        ksefNumber: outcome.ksefNumber,
        ksefAcceptedAt: Date.parse(outcome.acquiredAt),
        ksefError: null,
        ksefReference: null,
        upoKey,
        pdfKey: null,
      })
      .where(eq(invoices.id, id));
  } else {
    await db
      .update(invoices)
      .set({
        ksefState: "rejected",
        ksefError: `${outcome.code}: ${outcome.description}`.slice(0, 1000),
        ksefReference: null,
        pdfKey: null,
      })
      .where(eq(invoices.id, id));
  }
  return { status: outcome.status };
}

/** KSeF did not answer through every retry: the invoice is issued offline and sent again later (tryby-offline.md). */
export async function markOffline(env: Bindings, id: number, why: string) {
  await database(env.DB)
    .update(invoices)
    .set({ ksefState: "offline", offline: true, ksefError: why.slice(0, 500), pdfKey: null })
    .where(eq(invoices.id, id));
}

/** The PDF (drawn again whenever its KSeF stamp changes: the step before clears pdf_key). */
export async function storeInvoicePdf(env: Bindings, id: number): Promise<{ key: string }> {
  const invoice = await mustRead(env, id);
  if (invoice.row.pdfKey) return { key: invoice.row.pdfKey };
  const font = async (path: string) => {
    const response = await env.ASSETS.fetch(new Request(new URL(path, env.SITE_URL)));
    if (!response.ok) throw new Error(`invoice font ${path} answered ${response.status}`);
    return response.arrayBuffer();
  };
  const [{ renderInvoicePdf }, regular, bold] = await Promise.all([
    loadInvoicePdf(),
    font(INVOICE_FONT_PATHS.regular),
    font(INVOICE_FONT_PATHS.bold),
  ]);
  const xml = invoice.row.xmlKey ? await (await env.FILES.get(invoice.row.xmlKey))?.text() : undefined;
  const codes = xml ? await verificationCodes(env, invoice, xml) : [];
  const stamp = { ksefNumber: invoice.row.ksefNumber, codes };
  const pdf = await renderInvoicePdf(invoice.document, stamp, { regular, bold });
  const key = invoiceFileKey(invoice, "pdf");
  await env.FILES.put(key, pdf, { httpMetadata: { contentType: "application/pdf" } });
  await database(env.DB).update(invoices).set({ pdfKey: key }).where(eq(invoices.id, id));
  return { key };
}

/** Mails the buyer the invoice's PDF, once. */
export async function mailInvoice(env: Bindings, id: number): Promise<{ mailed: boolean }> {
  const invoice = await mustRead(env, id);
  const to = invoice.document.buyer.email;
  if (invoice.row.mailedAt !== null || !to || !invoice.row.pdfKey) return { mailed: false };
  const pdf = await env.FILES.get(invoice.row.pdfKey);
  if (!pdf) throw new Error(`invoice ${id}: its PDF is not in R2`);
  const content = new Uint8Array(await pdf.arrayBuffer());
  const db = database(env.DB);
  await mailerFor(env, db).send(await invoiceMail(env, invoice, to, content));
  await db.update(invoices).set({ mailedAt: Date.now() }).where(eq(invoices.id, id));
  return { mailed: true };
}
