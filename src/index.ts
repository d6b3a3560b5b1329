import { Hono } from "hono";
import { sameOriginOnly } from "./common/api/same-origin";
import type { AppEnv } from "./site/env";
import type { Bindings } from "./common/env";
import { handleError, handleNotFound } from "./site/pages/errors";
import { homePage } from "./site/pages/home";
import { accountPages } from "./site/pages/account";
import { blogPages } from "./site/pages/blog";
import { campaignPage } from "./site/pages/campaign";
import { consentAction } from "./site/pages/consent-action";
import { carSelectAction } from "./site/pages/car-select";
import { contentPages } from "./site/pages/content";
import { siteMapPages } from "./site/pages/site-maps";
import { menuFragment } from "./site/pages/menu-fragment";
import { basketPage } from "./site/pages/basket";
import { carMakePage } from "./site/pages/car-make";
import { orderFormPages } from "./site/pages/order-form";
import { orderStatusPage } from "./site/pages/order-status";
import { reviewPage } from "./site/pages/review";
import { comparePage } from "./site/pages/compare";
import { listingPage } from "./site/pages/listing";
import { modelPage } from "./site/pages/model";
import { tyrePage } from "./site/pages/tyre";
import { renderer } from "./site/pages/renderer";
import { withPageSettings } from "./site/page-settings";
import { searchPage } from "./site/pages/search";
import { searchResultsPage } from "./site/pages/search-results";
import { shopApi } from "./shop/api";
import { createShopClient } from "./site/shop-client";
import { shopTransport } from "./site/shop-transport";
import { commonMiddleware } from "./common/api/app-middleware";
import { jsonOnly } from "./common/api";
import { SHOP_API_BASE_PATH } from "./common/routes";
import { siteApi } from "./site/api";
import { lazyApp } from "./common/api/lazy-app";
import { PANEL_BASE_PATH } from "./common/config/back-office";
import { fileSecurityHeaders, filesRoute } from "./site/files-route";
import { FILES_PATH_PREFIX } from "./common/config/storefront";

const app = new Hono<AppEnv>();

// ── The shop API: an app with its own middleware (src/shop/api), the same one pages call ────────
app.mount(SHOP_API_BASE_PATH, shopApi.fetch);

// ── The site: middleware → site API → pages ───────────────────────────────────────────────────
// Files from R2 keep their sandbox CSP on every answer: registered first, this finishes last,
// after secureHeaders below has written the pages' CSP (src/site/files-route.ts).
app.use(`${FILES_PATH_PREFIX}*`, fileSecurityHeaders);
app.use(...commonMiddleware);
app.use(async (c, next) => {
  const transport = shopTransport(c, shopApi.fetch);
  c.set("shopTransport", transport);
  c.set("shop", createShopClient(transport));
  c.set("shopAs", (customerId) => createShopClient(transport, customerId));
  await next();
});
// The site's API accepts unsafe methods only from this origin, and only JSON.
app.use("/api/*", sameOriginOnly(), jsonOnly);

// ── APIs ──────────────────────────────────────────────────────────────────────────────────────
app.route("/api", siteApi);

// ── The back office (staff only; its own frame, never cached): loaded on its first request ────────
app.route(
  PANEL_BASE_PATH,
  lazyApp(PANEL_BASE_PATH, () => import("./site/panel").then((module) => module.panelApp)),
);

// ── Pages ─────────────────────────────────────────────────────────────────────────────────────
// `//opony//zimowe` is the same page as `/opony/zimowe`: one address (301), not a duplicate.
app.on(["GET", "HEAD"], "*", async (c, next) => {
  const url = new URL(c.req.url);
  if (!url.pathname.includes("//")) return next();
  return c.redirect(`${url.pathname.replace(/\/{2,}/g, "/")}${url.search}`, 301);
});
// The delivery methods on offer (the header's promise, the pages quoting prices) and the settings
// saved in the panel (company data in the footer and the legal pages): each read once a minute.
app.use(withPageSettings);
app.use(renderer);
// Tyre photos and EPREL labels from R2 (/pliki/…): after the renderer, so an unknown key is the usual 404 page.
app.route("/", filesRoute);
app.route("/", homePage);
app.route("/", searchPage);
app.route("/", searchResultsPage);
app.route("/", listingPage);
app.route("/", tyrePage);
app.route("/", modelPage);
app.route("/", carMakePage);
app.route("/", basketPage);
app.route("/", consentAction);
app.route("/", carSelectAction);
app.route("/", orderFormPages);
app.route("/", orderStatusPage);
app.route("/", reviewPage);
app.route("/", comparePage);
app.route("/", accountPages);
app.route("/", contentPages);
app.route("/", blogPages);
app.route("/", campaignPage);
app.route("/", siteMapPages);
app.route("/", menuFragment);

app.notFound(handleNotFound);
app.onError(handleError);

// Requests go to the app (its `fetch`); Cron Triggers (wrangler.toml [triggers]) to
// src/shop/scheduled.ts, loaded when one fires, the run kept alive by waitUntil from the start. One
// object with both, so tests keep `app.request(…)` beside `scheduled`.
const scheduled: ExportedHandlerScheduledHandler<Bindings> = (controller, env, ctx) => {
  ctx.waitUntil(import("./shop/scheduled").then((work) => work.runScheduled(controller.cron, env, controller.scheduledTime)));
};
const worker: typeof app & Pick<ExportedHandler<Bindings>, "scheduled"> = Object.assign(app, { scheduled });
export default worker;

// The Workflow that imports an uploaded supplier feed (wrangler.toml [[workflows]]).
export { CatalogueImportWorkflow } from "./shop/catalogue-import/workflow";
// The Workflow that makes an issued invoice's files, sends it to KSeF and mails it (wrangler.toml [[workflows]]).
export { InvoiceDocumentsWorkflow } from "./shop/invoice/documents-workflow";
