import { moneyString } from "../db/queries/checkout";
import { invoiceFileBase } from "./invoice";
import { isCorrection } from "./invoice-document";
import { INVOICE_TITLES } from "./invoice-titles";
import type { InvoiceRow } from "./register";

/** An invoice as lists show it (the buyer's order page, the back office): the API's one shape of it. */
export function invoiceSummary(row: InvoiceRow) {
  const correction = isCorrection(row.kind);
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    title: INVOICE_TITLES[row.kind],
    issue_date: row.issueDate,
    gross_amount: moneyString(row.gross),
    ksef_number: row.ksefNumber,
    /** False while its PDF is being made (a few seconds after issue; longer while KSeF is awaited). */
    ready: row.pdfKey !== null,
    file_name: `${invoiceFileBase(row.number, correction)}.pdf`,
  };
}
