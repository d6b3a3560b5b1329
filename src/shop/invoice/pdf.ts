/**
 * The lazily loaded PDF module's entry (load-pdf.ts loads it; src/build.mjs makes it a module of its
 * own with pdf-lib and fontkit): every PDF the shop draws, in one module so pdf-lib is loaded once
 * (and the parcel labels merged for printing).
 */
export { renderInvoicePdf, type InvoiceFonts } from "./invoice-pdf";
export { renderDocumentPdf } from "./document-pdf";
export { mergePdfs } from "./merge-pdfs";
// The carriers' stand-ins draw their labels with pdf-lib: loaded with it, for INPOST_API/DPD_API "local".
export { inpostStandIn } from "../shipping/stand-in/inpost";
export { dpdStandIn } from "../shipping/stand-in/dpd";
