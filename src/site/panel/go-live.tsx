import { type Context, Hono } from "hono";
import { PANEL_BASE_PATH } from "../../common/config/back-office";
import { GOING_LIVE_README, type GoLiveItem, type GoLiveState } from "../../common/go-live";
import { plural } from "../../common/i18n/plural";
import { isLoopbackAddress } from "../../common/rate-limit";
import { PANEL_ROUTES } from "../../common/routes";
import type { PanelEnv } from "../env";
import { answerOf } from "../shop-client/answers";
import { renderPanel } from "./render";

/**
 * Back office: "Uruchomienie" (/panel/start, issue 39). The go-live checklist: every service the
 * shop must switch from its development stand-in to the real one before the first real order,
 * each item's state from the live configuration (src/common/go-live.ts), what to do and where.
 * The shop API judges its services and data (src/shop/go-live.ts); this page adds the site's own:
 * its address and the back office's protection by Cloudflare Access.
 */

/** This machine by name or address ("[::1]" as URL writes it). */
const isLocalHost = (host: string) => host === "localhost" || isLoopbackAddress(host.replace(/^\[(.*)\]$/, "$1"));

/** The shop's public address (SITE_URL): its own domain over HTTPS. */
function domain(siteUrl: string): GoLiveItem {
  const item = { id: "domain", title: "Domena i HTTPS" };
  const action =
    "Podłącz domenę sklepu w Cloudflare (Workers → sklep → Domeny i trasy), a potem ustaw SITE_URL na https://twoja-domena.pl.";
  const url = URL.canParse(siteUrl) ? new URL(siteUrl) : null;
  if (url?.protocol !== "https:" || isLocalHost(url.hostname))
    return { ...item, state: "todo", status: `Adres sklepu (SITE_URL) to „${siteUrl}”: lokalny albo bez HTTPS.`, action };
  if (url.hostname.endsWith(".workers.dev"))
    return { ...item, state: "test", status: `Sklep działa pod tymczasowym adresem ${url.host}.`, action };
  return { ...item, state: "done", status: `Sklep działa pod adresem ${url.origin}.`, action: "" };
}

/** The back office behind Cloudflare Access, with at least one owner who can manage the team. */
function access(env: PanelEnv["Bindings"], owners: number): GoLiveItem {
  const item = { id: "access", title: "Cloudflare Access i właściciel", link: { href: PANEL_ROUTES.staff, label: "Zespół" } };
  if (!env.ACCESS_TEAM_DOMAIN || !env.ACCESS_AUD)
    return {
      ...item,
      state: "todo",
      status: "Zaplecze nie jest chronione przez Cloudflare Access: w produkcji nikt się do niego nie zaloguje.",
      action:
        "W Zero Trust utwórz aplikację Access dla adresu sklepu ze ścieżką /panel i ustaw ACCESS_TEAM_DOMAIN oraz ACCESS_AUD (jej „Application Audience”).",
    };
  if (owners === 0)
    return {
      ...item,
      state: "todo",
      status: "Cloudflare Access chroni zaplecze, ale w zespole nie ma aktywnego właściciela.",
      action: "Dodaj właściciela (npm run setup:production albo wrangler d1 execute z README).",
    };
  return {
    ...item,
    state: "done",
    status: plural(owners, {
      one: "Zaplecze chroni Cloudflare Access; zespołem zarządza 1 właściciel.",
      few: "Zaplecze chroni Cloudflare Access; zespołem zarządza # właścicieli.",
      many: "Zaplecze chroni Cloudflare Access; zespołem zarządza # właścicieli.",
      other: "Zaplecze chroni Cloudflare Access; zespołem zarządza # właściciela.",
    }),
    action: "",
  };
}

const STATE_LABELS: Record<GoLiveState, { text: string; badge: string }> = {
  done: { text: "Gotowe", badge: "panel-badge panel-badge-ok" },
  test: { text: "Tryb testowy", badge: "panel-badge panel-badge-warn" },
  todo: { text: "Do zrobienia", badge: "panel-badge panel-badge-danger" },
};

function Checklist({ items }: { items: GoLiveItem[] }) {
  const done = items.filter((item) => item.state === "done").length;
  return (
    <>
      <p className="go-live-summary" data-metric="go-live-done">
        {`Gotowe: ${done} z ${items.length}.`}{" "}
        {done === items.length
          ? "Sklep jest gotowy na prawdziwe zamówienia."
          : `Każdy punkt wyjaśnia ${GOING_LIVE_README}; stan odświeża się po każdej zmianie konfiguracji i wdrożeniu.`}
      </p>
      <ol className="go-live">
        {items.map((item) => (
          <li key={item.id} id={`punkt-${item.id}`} className={`go-live-item go-live-${item.state}`} data-state={item.state}>
            <h2>
              {item.title} <span className={STATE_LABELS[item.state].badge}>{STATE_LABELS[item.state].text}</span>
            </h2>
            <p>{item.status}</p>
            {item.action ? <p className="go-live-action">{item.action}</p> : null}
            {item.link ? (
              <p>
                <a href={item.link.href}>{item.link.label}</a>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}

/** Every item of the checklist, the site's and the shop API's, in the order a retailer works through them. */
export async function goLiveItems(c: Context<PanelEnv>): Promise<GoLiveItem[]> {
  const shop = await answerOf<{ items: GoLiveItem[]; owners: number }>(await c.var.staffShop.staff["go-live"].$get());
  return [domain(c.env.SITE_URL), access(c.env, shop.owners), ...shop.items];
}

async function page(c: Context<PanelEnv>) {
  const items = await goLiveItems(c);
  return renderPanel(c, { title: "Uruchomienie sklepu", section: PANEL_ROUTES.goLive, children: <Checklist items={items} /> });
}

export const panelGoLive = new Hono<PanelEnv>().get(PANEL_ROUTES.goLive.slice(PANEL_BASE_PATH.length), page);
