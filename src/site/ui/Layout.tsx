import { CAR_BAR_ID } from "../../common/markup/car-fit-names";
import { useContext, type ReactNode } from "react";
import type { IslandName } from "../../../client/runtime/islands";
import { currentYearInWarsaw, t } from "../../common/i18n/intl";
import { Island, IslandCollector, IslandCollectorContext } from "../island";
import type { SiteSettings } from "../../common/site-settings";
import { ROUTES } from "../../common/routes";
import { clientManifest } from "../../common/client-build";
import { BootScript } from "./BootScript";
import { JsonScript } from "./JsonScript";
import { ISLAND_PROPS_ID } from "../../common/markup/island-props";
import { CookieBanner } from "./CookieBanner";
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
  /** What `ogImage` shows, for readers who cannot see it (a product photo: the product's name). */
  ogImageAlt?: string;
}

export const COMPARE_BAR_SLOT_ID = "compare-bar";
/** The link-preview image of pages without their own (1200 × 630). */
const OG_DEFAULT_IMAGE = "/img/og-default.png";

/**
 * How long a page's own title may be: search results show about 60 characters (≈ 600 px) of it.
 * Pages with long names pick the longest wording that fits (fitTitle).
 */
export const TITLE_MAX_LENGTH = 60;
/**
 * The brand suffix (" | OponyKraków.pl") goes on only while the whole title stays this short: past
 * it the search result would cut the brand anyway, and the page's own words matter more. The
 * default title (SPEC §1) keeps its brand.
 */
const TITLE_WITH_BRAND_MAX_LENGTH = 70;
/** Search results show about 155 characters of a description: a longer one is cut at a word here, not mid-word there. */
export const DESCRIPTION_MAX_LENGTH = 155;

export function pageTitle(site: SiteSettings, title?: string): string {
  const own = title ?? t("site.defaultTitle");
  const branded = `${own} | ${site.name}`;
  return branded.length <= TITLE_WITH_BRAND_MAX_LENGTH ? branded : own;
}

/**
 * `text` in at most `max` characters, cut after a whole word: a finished sentence stays as it is,
 * anything else ends with "…" (counted in `max`). Whitespace runs become single spaces.
 */
export function clipAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  // The last space that leaves room for the ellipsis; a single overlong word is cut where it must be.
  const space = clean.lastIndexOf(" ", max - 1);
  const words = (space > 0 ? clean.slice(0, space) : clean.slice(0, max - 1)).replace(/[\s,;:–—-]+$/, "");
  return /[.!?]$/.test(words) ? words : `${words}…`;
}

/** The first of `candidates` (longest wording first) that fits TITLE_MAX_LENGTH; the last one otherwise. */
export function fitTitle(...candidates: [string, ...string[]]): string {
  return candidates.find((candidate) => candidate.length <= TITLE_MAX_LENGTH) ?? candidates[candidates.length - 1]!;
}

/** Every page's description (meta and Open Graph) goes through here, so none can overflow. */
export function metaDescription(text: string | undefined): string {
  return clipAtWord(text ?? t("site.description"), DESCRIPTION_MAX_LENGTH);
}

/** The HTML document: head, header, main content, footer and the page-wide islands. */
export function Layout({
  site,
  meta,
  consentGiven,
  children,
}: {
  site: SiteSettings;
  meta: PageMeta;
  /** Whether the visitor has chosen on cookies: the banner shows only until then (src/common/cache/consent-variant.ts). */
  consentGiven: boolean;
  children: ReactNode;
}) {
  const collector = new IslandCollector();
  const canonical = meta.canonicalPath ? new URL(meta.canonicalPath, `${site.url}/`).toString() : undefined;
  const description = metaDescription(meta.description);
  return (
    <html lang="pl" data-env={site.production ? "production" : site.environment} data-site={site.name}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{pageTitle(site, meta.title)}</title>
        <meta name="description" content={description} />
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
        <meta property="og:description" content={description} />
        {canonical ? <meta property="og:url" content={canonical} /> : null}
        <meta property="og:image" content={new URL(meta.ogImage ?? OG_DEFAULT_IMAGE, `${site.url}/`).toString()} />
        {meta.ogImage && meta.ogImageAlt ? <meta property="og:image:alt" content={meta.ogImageAlt} /> : null}
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
            <StaticFragment cacheKey="header" idPrefix="h" site={site}>
              <Header />
            </StaticFragment>
            {/* The chosen car's bar: empty in the shared HTML, filled by client/runtime/car-fit-dom.ts for a shopper who chose one. */}
            <aside id={CAR_BAR_ID} className="car-bar" aria-label="Twój samochód" hidden />
            <main id="content" tabIndex={-1}>
              {children}
            </main>
            <StaticFragment cacheKey={`footer-${currentYearInWarsaw()}`} idPrefix="f" site={site}>
              <Footer />
            </StaticFragment>
            <Island name="global-ui" props={{ loadingLabel: t("loading"), closeLabel: t("footer.close") }} />
            <CookieBanner open={!consentGiven} analytics={site.analytics} />
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

/**
 * Rendered last, only on a page with islands: the islands' props block, then the boot script that
 * loads the entry once the page has painted (client/boot.js). No modulepreload hints and no script
 * tag the preload scanner would fetch beside the stylesheet: both delayed the first paint (issue
 * 21, README "Performance").
 */
export function IslandScripts() {
  const collector = useContext(IslandCollectorContext);
  if (!collector || collector.names.size === 0) return null;
  const props = <JsonScript id={ISLAND_PROPS_ID} data={collector.props} />;
  // A page whose first act is typing (sign-in, account, checkout) hydrates as early as it can: a
  // form hydrated after the browser's autofill or the shopper's first keys would drop them.
  if (FORM_ISLANDS.some((name) => collector.names.has(name)))
    return (
      <>
        {props}
        <script type="module" src={clientManifest.main} />
      </>
    );
  return (
    <>
      {props}
      <BootScript />
    </>
  );
}

/** Islands that hold typed form values (see IslandScripts). */
const FORM_ISLANDS: IslandName[] = ["json-form", "checkout-form"];
