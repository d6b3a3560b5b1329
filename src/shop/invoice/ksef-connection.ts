/**
 * The shop's connection to KSeF as configured: the environment (KSEF_ENVIRONMENT: test, demo, prd,
 * or local, the stand-in inside this Worker for development), the seller's NIP and the KSeF token
 * (secret KSEF_TOKEN); and the verification codes an invoice's PDF carries in that environment.
 */
import type { Bindings } from "../../common/env";
import { createKsefClient, type KsefSendResult, type KsefSentInvoice } from "./ksef/client";
import { ksefEnvironment } from "./ksef/environments";
import { invoiceQrCodes, type InvoiceQrCode } from "./ksef/qr-links";
import { createKsefStandIn } from "./ksef/stand-in";
import type { RegisteredInvoice } from "./register";

/** The token the local stand-in accepts when no KSEF_TOKEN is set (development only). */
const STAND_IN_TOKEN = "lokalny-token-ksef";

export type KsefOutcome =
  | { status: "accepted"; ksefNumber: string; acquiredAt: string; upo: string | null }
  | { status: "rejected"; code: number; description: string }
  | { status: "processing"; reference: KsefSentInvoice };

function clientFor(env: Bindings) {
  const environment = ksefEnvironment(env.KSEF_ENVIRONMENT);
  const nip = env.COMPANY_NIP.replace(/\D/g, "");
  if (environment.name === "local") {
    // The stand-in answers in-process; it never runs in production.
    if (env.ENVIRONMENT === "production") throw new Error("KSEF_ENVIRONMENT=local is the development stand-in, not for production");
    // A stand-in per connection: one send (its session, status and UPO) runs within one Workflow
    // step, and workerd refuses promises kept across requests, so nothing is shared between them.
    const token = env.KSEF_TOKEN || STAND_IN_TOKEN;
    const standIn = createKsefStandIn({ token, nip });
    return createKsefClient({ baseUrl: environment.apiBaseUrl, nip, token, fetch: (request) => standIn.fetch(request), pollDelayMs: 0 });
  }
  if (!env.KSEF_TOKEN) throw new Error(`KSEF_ENVIRONMENT=${environment.name} needs the secret KSEF_TOKEN (README "Invoices and KSeF")`);
  return createKsefClient({ baseUrl: environment.apiBaseUrl, nip, token: env.KSEF_TOKEN });
}

/** Sends one invoice, or asks again about one KSeF is still processing (never sends it twice: KSeF refuses a duplicate). */
export async function sendToKsef(
  env: Bindings,
  xml: string,
  options: { offline: boolean; pending: KsefSentInvoice | null },
): Promise<KsefOutcome> {
  const client = clientFor(env);
  const result: KsefSendResult = options.pending
    ? await client.checkInvoice(options.pending)
    : await client.sendInvoice(xml, { offline: options.offline });
  if (result.status === "accepted")
    return { status: "accepted", ksefNumber: result.ksefNumber, acquiredAt: result.acquiredAt, upo: result.upo };
  if (result.status === "rejected")
    return { status: "rejected", code: result.code, description: [result.description, ...result.details].join(" — ") };
  const { sessionReferenceNumber, invoiceReferenceNumber, invoiceHash } = result;
  return { status: "processing", reference: { sessionReferenceNumber, invoiceReferenceNumber, invoiceHash } };
}

/** The codes the invoice's PDF carries: KOD I for an invoice in KSeF (or waiting offline), KOD II too while offline; none outside KSeF. */
export async function verificationCodes(env: Bindings, invoice: RegisteredInvoice, xml: string): Promise<InvoiceQrCode[]> {
  if (invoice.row.ksefState === "none" || invoice.row.ksefState === "rejected") return [];
  const environment = ksefEnvironment(env.KSEF_ENVIRONMENT);
  const offline =
    invoice.row.ksefState === "offline" && env.KSEF_OFFLINE_CERTIFICATE && env.KSEF_OFFLINE_PRIVATE_KEY
      ? { certificate: { certificatePem: env.KSEF_OFFLINE_CERTIFICATE, privateKeyPem: env.KSEF_OFFLINE_PRIVATE_KEY } }
      : null;
  return invoiceQrCodes({
    qrBaseUrl: environment.qrBaseUrl,
    invoiceXml: xml,
    sellerNip: invoice.document.seller.nip,
    issueDate: invoice.document.issueDate,
    ksefNumber: invoice.row.ksefNumber,
    offline,
  });
}
