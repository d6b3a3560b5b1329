/**
 * Modules the Worker loads on demand, uploaded beside the main script rather than bundled into it
 * (wrangler.toml `find_additional_modules` + `rules`). Wrangler keeps these import specifiers as
 * written and names the uploaded modules from src/, so the imports must be written from this
 * directory: that is why this file sits at the top of src/.
 */

/**
 * pdf-lib + fontkit with the invoice and document layouts (~550 KB gzip), built by
 * src/shop/invoice/build.mjs: the invoice route and the order confirmation's attachments load it.
 */
export const loadInvoicePdf = () => import("./shop/invoice/build/invoice-pdf.js");
