/**
 * The lazily loaded PDF module's entry (src/shop/invoice/build.mjs bundles it with pdf-lib and fontkit
 * into src/shop/invoice/build/invoice-pdf.js; src/shop/lazy-modules.ts loads it): every PDF the shop draws,
 * in one module so pdf-lib is uploaded once.
 */
export { renderInvoicePdf, type InvoiceFonts } from "./invoice-pdf";
export { renderDocumentPdf } from "./document-pdf";
