/** What every invoice file shares: the fonts it is drawn with and the names its files get. */

/** The invoice fonts in the static assets (made by make-invoice-fonts.mjs). */
export const INVOICE_FONT_PATHS = { regular: "/fonts/invoice/invoice-regular.ttf", bold: "/fonts/invoice/invoice-bold.ttf" } as const;

/** "FV/2026/11/0001" → "Faktura-FV-2026-11-0001"; a correction "Korekta-KOR-2026-11-0001". */
export function invoiceFileBase(number: string, correction: boolean): string {
  return `${correction ? "Korekta" : "Faktura"}-${number.replace(/[^A-Za-z0-9-]+/g, "-")}`;
}
