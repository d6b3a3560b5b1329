/**
 * Modules the Worker loads on demand, uploaded beside the main script rather than bundled into it
 * (wrangler.toml `find_additional_modules` + `rules`). Wrangler keeps these import specifiers as
 * written and names the uploaded modules from src/, so the imports must be written from this
 * directory: that is why this file sits at the top of src/.
 */
import * as lazyApp from "./common/api/lazy-app";
import * as withCache from "./common/cache/with-cache";
import * as delivery from "./common/delivery";
import * as shopError from "./common/errors/shop-error";
import * as shopUnavailable from "./common/errors/shop-unavailable";
import * as intl from "./common/i18n/intl";
import * as shopIdentity from "./common/shop-identity";
import * as carrier from "./shop/shipping/carrier";
import * as carriers from "./shop/shipping/carriers";
import * as httpException from "hono/http-exception";

/**
 * pdf-lib + fontkit with the invoice and document layouts (~550 KB gzip), built by
 * src/shop/invoice/build.mjs: the invoice route and the order confirmation's attachments load it.
 */
export const loadInvoicePdf = () => import("./shop/invoice/build/invoice-pdf.js");

/**
 * The modules with state of the isolate that src/lazy-build.mjs keeps out of the lazy modules
 * (its HOST and the reasons there): each lazy module uses the main script's instance of these, so a
 * cache the staff API forgets is the one the pages read, a ShopError the staff API throws is the
 * one the shop API's error handler knows, and the isolate's signing key is one key.
 */
const HOST_MODULES = (): Record<string, object> => ({
  "src/lazy-modules.ts": { loadInvoicePdf, loadStaffApi, loadCatalogueImport, loadContent, loadPanel },
  "src/common/api/lazy-app.ts": lazyApp,
  "src/common/errors/shop-error.ts": shopError,
  "src/common/errors/shop-unavailable.ts": shopUnavailable,
  "hono/dist/http-exception.js": httpException,
  "src/common/cache/with-cache.ts": withCache,
  "src/common/delivery.ts": delivery,
  "src/common/shop-identity.ts": shopIdentity,
  "src/common/i18n/intl.ts": intl,
  "src/shop/shipping/carriers.ts": carriers,
  "src/shop/shipping/carrier.ts": carrier,
});

const HOST = Symbol.for("sklep-opony.lazy-host");

/** Lends the host modules (read by the lazy modules' stubs while they load), then loads one. */
function lend<T>(load: () => Promise<T>): Promise<T> {
  const scope = globalThis as unknown as Record<symbol, Record<string, object> | undefined>;
  scope[HOST] = HOST_MODULES();
  return load();
}

/**
 * The shop API's staff routes (/api/v1/staff: the back office's API, with the supplier-feed
 * import's parsing and checks), built by src/lazy-build.mjs; src/shop/api mounts it.
 */
export const loadStaffApi = async () => (await lend(() => import("./shop/api/staff/build/staff-api.js"))).staff;

/**
 * The supplier-feed import (src/shop/catalogue-import/lazy-entry.ts), built by src/lazy-build.mjs: the
 * import Workflow and the feed schedule load it when they run.
 */
export const loadCatalogueImport = () => lend(() => import("./shop/catalogue-import/build/catalogue-import.js"));

/** The information and legal pages and the blog's articles, built by src/lazy-build.mjs; read through src/common/content/lazy.ts. */
export const loadContent = () => lend(() => import("./common/content/build/content.js"));

/** The back office's pages (/panel), built by src/lazy-build.mjs; src/index.ts mounts it. */
export const loadPanel = async () => (await lend(() => import("./site/panel/build/panel.js"))).panel;
