/**
 * The PDF module (src/shop/invoice/pdf.ts: pdf-lib + fontkit and every layout, ~550 KB gzip) on
 * first use: src/build.mjs makes it a module of its own, loaded only when a PDF is drawn (an
 * invoice, a confirmation's attachments, parcel labels), never at the Worker's startup.
 */
export const loadInvoicePdf = () => import("./pdf");
