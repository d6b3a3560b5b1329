/**
 * The lazily loaded PDF module's entry (src/invoice/build.mjs bundles it with pdf-lib and fontkit
 * into src/invoice/build/invoice-pdf.js; src/lazy-modules.ts loads it): every PDF the shop draws,
 * in one module so pdf-lib is uploaded once.
 */
export { renderInvoicePdf, type InvoiceFonts } from "./invoice-pdf";
export { renderDocumentPdf } from "./document-pdf";
