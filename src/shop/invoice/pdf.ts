/**
 * The lazily loaded PDF module's entry (src/shop/invoice/build.mjs bundles it with pdf-lib and fontkit
 * into src/shop/invoice/build/invoice-pdf.js; src/shop/lazy-modules.ts loads it): every PDF the shop draws,
 * in one module so pdf-lib is uploaded once (and the parcel labels merged for printing).
 */
export { renderInvoicePdf, type InvoiceFonts } from "./invoice-pdf";
export { renderDocumentPdf } from "./document-pdf";
export { mergePdfs } from "./merge-pdfs";
// The carriers' stand-ins draw their labels with pdf-lib: loaded with it, for INPOST_API/DPD_API "local".
export { inpostStandIn } from "../shipping/stand-in/inpost";
export { dpdStandIn } from "../shipping/stand-in/dpd";
