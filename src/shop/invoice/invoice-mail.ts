/** The mail that brings the buyer an invoice or a correction, its PDF attached. Plain Polish text like the shop's other mail. */
import type { Bindings } from "../../common/env";
import { formatAmount } from "../../common/i18n/money";
import { moneyString } from "../db/queries/checkout";
import type { MailMessage } from "../mail/mailer";
import { mailSignature, shopIdentity } from "../mail/messages";
import { invoiceFileBase } from "./invoice";
import { isCorrection } from "./invoice-document";
import { INVOICE_TITLES } from "./invoice-titles";
import type { RegisteredInvoice } from "./register";

export async function invoiceMail(env: Bindings, invoice: RegisteredInvoice, to: string, pdf: Uint8Array): Promise<MailMessage> {
  const shop = await shopIdentity(env);
  const { document, row } = invoice;
  const correction = isCorrection(document.kind);
  const title = INVOICE_TITLES[document.kind];
  const body = correction
    ? [
        `w załączniku przesyłamy fakturę korygującą nr ${document.number} do faktury ${document.correction?.corrected.number} (zamówienie ${document.orderNumber}).`,
        `Przyczyna korekty: ${document.correction?.reason}.`,
        document.totals.gross < 0
          ? `Kwota do zwrotu: ${formatAmount(moneyString(-document.totals.gross))}.`
          : `Kwota do dopłaty: ${formatAmount(moneyString(document.totals.gross))}.`,
      ]
    : [
        `w załączniku przesyłamy fakturę nr ${document.number} do zamówienia ${document.orderNumber} (${formatAmount(moneyString(document.totals.gross))} brutto).`,
      ];
  if (row.ksefNumber) body.push(`Faktura jest w Krajowym Systemie e-Faktur pod numerem ${row.ksefNumber}.`);
  return {
    to,
    subject: `${shop.name}: ${title.toLowerCase()} ${document.number}`,
    text: [
      "Dzień dobry,",
      "",
      ...body,
      "Faktury znajdziesz też na koncie w sklepie, w szczegółach zamówienia.",
      "",
      ...mailSignature(shop),
      "",
    ].join("\n"),
    attachments: async () => [
      { filename: `${invoiceFileBase(document.number, correction)}.pdf`, content: pdf, contentType: "application/pdf" },
    ],
  };
}
