import { Hono, type MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { HTTPException } from "hono/http-exception";
import { ACCESS_JWT_HEADER, verifyAccessToken } from "./staff-access";
import { sameOriginOnly } from "../../common/api/same-origin";
import { PANEL_DEV_COOKIE } from "../../common/config/back-office";
import type { StaffMember } from "../shop-client";
import type { PanelEnv } from "../env";
import { logError } from "../../common/errors";
import { isLocalDevelopment } from "../../common/api/app-middleware";
import { DEMO_STAFF } from "../../common/reference/staff";
import { PANEL_ROUTES } from "../../common/routes";
import { createShopClient } from "../shop-client";
import { panelComplaints } from "./complaints";
import { panelOffers } from "./offers";
import { panelTyreMedia } from "./tyre-media";
import { panelOrders } from "./orders";
import { panelOverview } from "./overview";
import { panelStaff } from "./staff";
import { panelImports } from "./imports";
import { panelInvoices } from "./invoices";
import { panelProducers } from "./producers";
import { panelSuppliers } from "./suppliers";
import { panelPricing } from "./pricing";
import { panelReviews } from "./reviews";
import { panelDelivery } from "./delivery";
import { panelShipments } from "./shipments";
import { panelGoLive } from "./go-live";
import { panelSettings } from "./settings";
import { panelCampaigns } from "./campaigns";
import { refusalPage, renderPanel } from "./render";
import { ShopRefusal } from "../../common/errors";
import { field } from "./form-actions";

/**
 * Who is signed in: the e-mail of a valid Cloudflare Access JWT (src/site/panel/staff-access.ts), or
 * under `npm run dev` the development sign-in's cookie; the shop API then maps it to an active
 * staff row (/staff/me). Anything else gets the refusal page (403), or locally the sign-in.
 */
const staffOnly: MiddlewareHandler<PanelEnv> = async (c, next) => {
  let email = await verifyAccessToken(c.req.header(ACCESS_JWT_HEADER), {
    teamDomain: c.env.ACCESS_TEAM_DOMAIN,
    audience: c.env.ACCESS_AUD,
  });
  const local = isLocalDevelopment(c);
  if (!email && local) email = getCookie(c, PANEL_DEV_COOKIE)?.toLowerCase() ?? null;
  if (!email) {
    if (local) return c.redirect(PANEL_ROUTES.devSignIn, 303);
    return refusalPage(c, "Zaplecze sklepu jest dostępne tylko dla obsługi sklepu, po zalogowaniu przez Cloudflare Access.");
  }
  const client = createShopClient(c.var.shopTransport, { staff: email });
  const response = await client.staff.me.$get();
  if (response.status === 401 || response.status === 403) return refusalPage(c, "Ten adres e-mail nie ma dostępu do zaplecza sklepu.");
  if (!response.ok) throw new Error(`staff lookup answered ${response.status}`);
  const { staff } = (await response.json()) as { staff: StaffMember };
  c.set("staff", staff);
  c.set("staffShop", client);
  await next();
};

/** Staff pages are personal and internal: never stored by a cache, never indexed. */
const privatePages: MiddlewareHandler<PanelEnv> = async (c, next) => {
  await next();
  c.res.headers.set("Cache-Control", "private, no-store");
  c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
};

/** The development sign-in: pick a seeded staff member (or type any staff e-mail). Local `npm run dev` only. */
const localOnly: MiddlewareHandler<PanelEnv> = async (c, next) => {
  if (!isLocalDevelopment(c)) throw new HTTPException(404, { message: "Nie znaleziono" });
  await next();
};

const devSignIn = new Hono<PanelEnv>()
  .use("/logowanie", localOnly)
  .use("/wyloguj", localOnly)
  .get("/logowanie", (c) =>
    renderPanel(c, {
      title: "Logowanie do zaplecza (tryb deweloperski)",
      children: (
        <form method="post" className="panel-form panel-narrow">
          <p>
            W produkcji do zaplecza wpuszcza Cloudflare Access. Lokalnie wybierz pracownika z przykładowych danych albo wpisz adres innego
            pracownika.
          </p>
          <fieldset>
            <legend>Pracownik</legend>
            {DEMO_STAFF.map((member, index) => (
              <label key={member.email} className="panel-choice">
                <input type="radio" name="email" value={member.email} defaultChecked={index === 0} /> {member.name} (
                {member.role === "owner" ? "właściciel" : "obsługa"}, {member.email})
              </label>
            ))}
          </fieldset>
          <label>
            Inny adres e-mail pracownika
            <input type="email" name="other" autoComplete="off" />
          </label>
          <button type="submit" className="panel-button">
            Zaloguj
          </button>
        </form>
      ),
    }),
  )
  .post("/logowanie", async (c) => {
    const form = await c.req.parseBody();
    const email = (field(form, "other") || field(form, "email")).toLowerCase();
    if (!email.includes("@")) return c.redirect(PANEL_ROUTES.devSignIn, 303);
    setCookie(c, PANEL_DEV_COOKIE, email, { path: "/panel", httpOnly: true, sameSite: "Lax" });
    return c.redirect(PANEL_ROUTES.home, 303);
  })
  .get("/wyloguj", (c) => {
    deleteCookie(c, PANEL_DEV_COOKIE, { path: "/panel" });
    return c.redirect(PANEL_ROUTES.devSignIn, 303);
  });

/**
 * The back office at /panel: the development sign-in, then everything else behind staffOnly.
 * Unsafe methods only from this origin (an Access session is a cookie a foreign form would carry).
 */
export const panelApp = new Hono<PanelEnv>()
  .use(privatePages, sameOriginOnly())
  .route("/", devSignIn)
  .use(staffOnly)
  .route("/", panelOverview)
  .route("/", panelOrders)
  .route("/", panelOffers)
  .route("/", panelTyreMedia)
  .route("/", panelComplaints)
  .route("/", panelStaff)
  .route("/", panelImports)
  .route("/", panelProducers)
  .route("/", panelSuppliers)
  .route("/", panelPricing)
  .route("/", panelInvoices)
  .route("/", panelReviews)
  .route("/", panelDelivery)
  .route("/", panelShipments)
  .route("/", panelGoLive)
  .route("/", panelSettings)
  .route("/", panelCampaigns);

panelApp.notFound((c) => renderPanel(c, { title: "Nie znaleziono", children: <p>Nie ma takiej strony zaplecza.</p> }, 404));
panelApp.onError((error, c) => {
  if (error instanceof HTTPException && error.status === 404) {
    return renderPanel(c, { title: "Nie znaleziono", children: <p>Nie ma takiej strony ani rekordu.</p> }, 404);
  }
  if (error instanceof HTTPException && error.status === 403) return refusalPage(c, "Odmowa: formularz wysłano z innej strony.");
  if (error instanceof ShopRefusal && (error.status === 403 || error.status === 401)) return refusalPage(c, error.staffMessage);
  // A search or filter the shop API refused (a control character, a value too long): its Polish words, not a 500.
  if (error instanceof ShopRefusal && error.status === 400)
    return renderPanel(c, { title: "Nieprawidłowe dane", notice: { kind: "error", text: error.staffMessage }, children: null }, 400);
  c.var.reporter.capture(error, { url: c.req.url, method: c.req.method });
  logError(error, "panel");
  return c.html(
    '<!doctype html><html lang="pl"><title>Błąd</title><h1>Coś poszło nie tak</h1><p>Spróbuj ponownie za chwilę.</p></html>',
    500,
  );
});
