import { useContext, type ReactNode } from "react";
import type { IslandName } from "../../client/runtime/islands";
import { currentYearInWarsaw, t } from "../i18n/intl";
import { Island, IslandCollector, IslandCollectorContext } from "../island";
import type { SiteSettings } from "../site";
import { ROUTES } from "../routes";
import { clientManifest } from "../client-build";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { SiteContext } from "./site-context";
import { StaticFragment } from "./StaticFragment";

export interface PageMeta {
  /** Page-specific title; the default shop title when absent. */
  title?: string;
  description?: string;
  /** Canonical path (query included only where it changes the content). */
  canonicalPath?: string;
  noindex?: boolean;
  /** Tyre listings and data pages show the compare bar (SPEC §4). */
  compareBar?: boolean;
  /** Open Graph: "website" unless given (articles: "article"); an image path for link previews. */
  ogType?: "website" | "article" | "product";
  ogImage?: string;
}

export const COMPARE_BAR_SLOT_ID = "compare-bar";
/** The link-preview image of pages without their own (1200 × 630). */
const OG_DEFAULT_IMAGE = "/img/og-default.png";

export function pageTitle(site: SiteSettings, title?: string): string {
  return `${title ?? t("site.defaultTitle")} | ${site.name}`;
}

/** The HTML document: head, header, main content, footer and the page-wide islands. */
export function Layout({ site, meta, children }: { site: SiteSettings; meta: PageMeta; children: ReactNode }) {
  const collector = new IslandCollector();
  const canonical = meta.canonicalPath ? new URL(meta.canonicalPath, `${site.url}/`).toString() : undefined;
  return (
    <html lang="pl" data-env={site.production ? "production" : site.environment} data-site={site.name}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{pageTitle(site, meta.title)}</title>
        <meta name="description" content={meta.description ?? t("site.description")} />
        {canonical ? <link rel="canonical" href={canonical} /> : null}
        {/* A test shop is kept out entirely; a page of the shop out of the index, its links still walked. */}
        {!site.production ? (
          <meta name="robots" content="noindex, nofollow" />
        ) : meta.noindex ? (
          <meta name="robots" content="noindex, follow" />
        ) : null}
        <meta property="og:site_name" content={site.name} />
        <meta property="og:locale" content="pl_PL" />
        <meta property="og:type" content={meta.ogType ?? "website"} />
        <meta property="og:title" content={meta.title ?? t("site.defaultTitle")} />
        <meta property="og:description" content={meta.description ?? t("site.description")} />
        {canonical ? <meta property="og:url" content={canonical} /> : null}
        <meta property="og:image" content={new URL(meta.ogImage ?? OG_DEFAULT_IMAGE, `${site.url}/`).toString()} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="theme-color" content="#1c2530" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={clientManifest.css} />
      </head>
      <body>
        <SiteContext.Provider value={site}>
          <IslandCollectorContext.Provider value={collector}>
            <a className="skip-link" href="#content">
              {t("a11y.skipToContent")}
            </a>
            <StaticFragment cacheKey="header" site={site}>
              <Header />
            </StaticFragment>
            <main id="content" tabIndex={-1}>
              {children}
            </main>
            <StaticFragment cacheKey={`footer-${currentYearInWarsaw()}`} site={site}>
              <Footer />
            </StaticFragment>
            <Island name="global-ui" props={{ loadingLabel: t("loading"), closeLabel: t("footer.close") }} />
            <Island name="cookie-consent" props={{ ...site.analytics, policyHref: ROUTES.cookies }} />
            <div id={COMPARE_BAR_SLOT_ID}>
              {meta.compareBar ? <Island name="compare-bar" props={{ compareHref: ROUTES.compare }} /> : null}
            </div>
            <IslandScripts />
          </IslandCollectorContext.Provider>
        </SiteContext.Provider>
      </body>
    </html>
  );
}

/** Rendered last: by then every island above has registered, so only needed chunks preload. */
export function IslandScripts() {
  const collector = useContext(IslandCollectorContext);
  const names = [...(collector?.names ?? [])] as IslandName[];
  if (names.length === 0) return null;
  const preloads = new Set([...clientManifest.mainImports, ...names.flatMap((name) => clientManifest.islands[name] ?? [])]);
  return (
    <>
      {[...preloads].map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script type="module" src={clientManifest.main} />
    </>
  );
}
