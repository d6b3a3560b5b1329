import { Hono } from "hono";
import { sameOriginOnly } from "./auth/same-origin";
import type { AppEnv, Bindings } from "./env";
import { handleError, handleNotFound } from "./pages/errors";
import { homePage } from "./pages/home";
import { accountPages } from "./pages/account";
import { blogPages } from "./pages/blog";
import { campaignPage } from "./pages/campaign";
import { consentAction } from "./pages/consent-action";
import { carSelectAction } from "./pages/car-select";
import { contentPages } from "./pages/content";
import { siteMapPages } from "./pages/site-maps";
import { basketPage } from "./pages/basket";
import { carMakePage } from "./pages/car-make";
import { checkoutPages } from "./pages/checkout";
import { orderStatusPage } from "./pages/order-status";
import { comparePage } from "./pages/compare";
import { listingPage } from "./pages/listing";
import { modelPage } from "./pages/model";
import { tyrePage } from "./pages/tyre";
import { renderer } from "./pages/renderer";
import { searchPage } from "./pages/search";
import { shopApi } from "./shop-api";
import { createShopClient } from "./shop-client";
import { shopTransport } from "./shop-transport";
import { commonMiddleware } from "./middleware";
import { jsonOnly } from "./api-common";
import { SHOP_API_BASE_PATH } from "./routes";
import { siteApi } from "./site-api";
import { scheduled } from "./scheduled";
import { panelApp } from "./panel";
import { PANEL_BASE_PATH } from "./config";
import { filesRoute } from "./images/files-route";

const app = new Hono<AppEnv>();

// ── The shop API: an app with its own middleware (src/shop-api), the same one pages call ────────
app.mount(SHOP_API_BASE_PATH, shopApi.fetch);

// ── The site: middleware → site API → pages ───────────────────────────────────────────────────
app.use(...commonMiddleware);
app.use(async (c, next) => {
  c.set("shop", createShopClient(shopTransport(c)));
  c.set("shopAs", (customerId) => createShopClient(shopTransport(c), customerId));
  await next();
});
// The site's API accepts unsafe methods only from this origin, and only JSON.
app.use("/api/*", sameOriginOnly(), jsonOnly);

// ── APIs ──────────────────────────────────────────────────────────────────────────────────────
app.route("/api", siteApi);

// ── The back office (staff only; its own frame, never cached) ───────────────────────────────────
app.route(PANEL_BASE_PATH, panelApp);

// ── Pages ─────────────────────────────────────────────────────────────────────────────────────
// `//opony//zimowe` is the same page as `/opony/zimowe`: one address (301), not a duplicate.
app.on(["GET", "HEAD"], "*", async (c, next) => {
  const url = new URL(c.req.url);
  if (!url.pathname.includes("//")) return next();
  return c.redirect(`${url.pathname.replace(/\/{2,}/g, "/")}${url.search}`, 301);
});
app.use(renderer);
// Tyre photos and EPREL labels from R2 (/pliki/…): after the renderer, so an unknown key is the usual 404 page.
app.route("/", filesRoute);
app.route("/", homePage);
app.route("/", searchPage);
app.route("/", listingPage);
app.route("/", tyrePage);
app.route("/", modelPage);
app.route("/", carMakePage);
app.route("/", basketPage);
app.route("/", consentAction);
app.route("/", carSelectAction);
app.route("/", checkoutPages);
app.route("/", orderStatusPage);
app.route("/", comparePage);
app.route("/", accountPages);
app.route("/", contentPages);
app.route("/", blogPages);
app.route("/", campaignPage);
app.route("/", siteMapPages);

app.notFound(handleNotFound);
app.onError(handleError);

// Requests go to the app (its `fetch`); Cron Triggers (wrangler.toml [triggers]) to
// src/scheduled.ts. One object with both, so tests keep `app.request(…)` beside `scheduled`.
const worker: typeof app & Pick<ExportedHandler<Bindings>, "scheduled"> = Object.assign(app, { scheduled });
export default worker;

// The Workflow that imports an uploaded supplier feed (wrangler.toml [[workflows]]).
export { CatalogueImportWorkflow } from "./catalogue-import/workflow";
