import type { ReactNode } from "react";
import { clientManifest } from "../../common/client-build";
import type { StaffMember } from "../shop-client";
import { PANEL_ROUTES } from "../../common/routes";

/** The back office's sections, in the order of its menu; `owner` ones only for owners. */
const SECTIONS: { href: string; label: string; owner?: boolean }[] = [
  { href: PANEL_ROUTES.home, label: "Start" },
  { href: PANEL_ROUTES.orders, label: "Zamówienia" },
  { href: PANEL_ROUTES.shipments, label: "Przesyłki" },
  { href: PANEL_ROUTES.invoices, label: "Faktury" },
  { href: PANEL_ROUTES.offers, label: "Ceny i stany" },
  { href: PANEL_ROUTES.complaints, label: "Reklamacje" },
  { href: PANEL_ROUTES.reviews, label: "Opinie" },
  { href: PANEL_ROUTES.suppliers, label: "Dostawcy" },
  { href: PANEL_ROUTES.pricing, label: "Reguły cen" },
  { href: PANEL_ROUTES.delivery, label: "Dostawa" },
  { href: PANEL_ROUTES.campaigns, label: "Promocje" },
  { href: PANEL_ROUTES.settings, label: "Dane sklepu" },
  { href: PANEL_ROUTES.imports, label: "Import oferty" },
  { href: PANEL_ROUTES.producers, label: "Producenci (GPSR)" },
  { href: PANEL_ROUTES.staff, label: "Zespół", owner: true },
  { href: PANEL_ROUTES.goLive, label: "Uruchomienie" },
];

export interface PanelPageProps {
  title: string;
  /** The signed-in member; absent on the sign-in and refusal pages. */
  staff?: StaffMember;
  /** Which section is current (its menu link gets aria-current). */
  section?: string;
  /** A one-line result of the last action ("Zapisano…"), or an error to show above the content. */
  notice?: { kind: "ok" | "error"; text: string } | null;
  /** Where sign-out goes: the development sign-out, or Cloudflare Access's logout. */
  signOutHref?: string;
  /** Reload the page after this many seconds (a running import's report), without JavaScript. */
  refreshSeconds?: number;
  children: ReactNode;
}

/**
 * The back office's page frame: its own document (no shop header, footer, islands or analytics),
 * the shop's stylesheet and the back office's own (client/panel.css), a menu that wraps on a phone,
 * and the signed-in member.
 */
export function PanelLayout({ title, staff, section, notice, signOutHref, refreshSeconds, children }: PanelPageProps) {
  return (
    <html lang="pl" data-panel="">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        {refreshSeconds ? <meta httpEquiv="refresh" content={String(refreshSeconds)} /> : null}
        <title>{`${title} | Zaplecze sklepu`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The shop's stylesheet (variables, base rules), then the back office's own: shoppers never download it. */}
        <link rel="stylesheet" href={clientManifest.css} />
        <link rel="stylesheet" href={clientManifest.panelCss} />
      </head>
      <body className="panel">
        <a className="skip-link" href="#content">
          Przejdź do treści
        </a>
        <header className="panel-header">
          <a className="panel-brand" href={PANEL_ROUTES.home}>
            Zaplecze sklepu
          </a>
          {staff ? (
            <nav aria-label="Zaplecze" className="panel-nav">
              <ul>
                {SECTIONS.filter((entry) => !entry.owner || staff.role === "owner").map((entry) => (
                  <li key={entry.href}>
                    <a href={entry.href} aria-current={section === entry.href ? "page" : undefined}>
                      {entry.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {staff ? (
            <p className="panel-who">
              <span>
                {staff.name} <small>({staff.role === "owner" ? "właściciel" : "obsługa"})</small>
              </span>
              {signOutHref ? <a href={signOutHref}>Wyloguj</a> : null}
            </p>
          ) : null}
        </header>
        <main id="content" tabIndex={-1} className="panel-main">
          <h1>{title}</h1>
          {notice ? (
            <p className={`panel-notice panel-notice-${notice.kind}`} role={notice.kind === "error" ? "alert" : "status"}>
              {notice.text}
            </p>
          ) : null}
          {children}
        </main>
      </body>
    </html>
  );
}
