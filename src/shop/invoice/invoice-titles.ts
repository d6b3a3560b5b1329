import type { InvoiceKind } from "./invoice-document";

/** A document's title by kind, as its PDF, mail and the back office name it. */
export const INVOICE_TITLES: Record<InvoiceKind, string> = {
  VAT: "Faktura VAT",
  ZAL: "Faktura zaliczkowa",
  ROZ: "Faktura rozliczeniowa",
  KOR: "Faktura korygująca",
  KOR_ZAL: "Faktura korygująca fakturę zaliczkową",
  KOR_ROZ: "Faktura korygująca fakturę rozliczeniową",
};
