import { escapeXml } from "../../common/encoding";
import { clientManifest } from "../../common/client-build";
import { Hono, type Context } from "hono";
import { cacheLong } from "../../common/cache/strategies";
import { withCache } from "../../common/cache/with-cache";
import { SEASONS, type Season } from "../../common/config/storefront";
import { BLOG_CATEGORIES } from "../../common/content/blog/categories";
import type { BlogArticle } from "../../common/content/types";
import type { AppEnv } from "../env";
import { seasonName } from "../../common/i18n/seasons";
import { carMakeGenitive } from "../../common/reference/cars";
import { sizeLabel } from "../../common/reference/sizes";
import type { SiteMapListings } from "../shop-client";
import { siteSettings, type SiteSettings } from "../../common/site-settings";
import { Breadcrumbs } from "../ui/Breadcrumbs";
import { blogArticles, blogCategoryPath } from "./blog";
import { listingHeading } from "../../common/listing-heading";
import { critical } from "../shop-client/answers";
import { CONTENT_PAGES } from "./content";
import { shopFacts } from "../../common/content/shop-facts";
import { renderNotFound } from "./errors";
import {
  blogArticlePath,
  campaignPath,
  carMakePath,
  carGenerationPath,
  carModelPagePath,
  carModelPath,
  carSizePath,
  listingPath,
  modelPath,
  ROBOTS_DISALLOWED_PREFIXES,
  ROUTES,
  tyrePath,
} from "../../common/routes";
import { LABELS } from "../../common/i18n/labels";

type LandingPage = SiteMapListings["listings"][number];

/** A site-map link: a path, what it is called, and when its content last changed (ms), if known. */
interface SiteMapLink {
  path: string;
  label: string;
  lastmod?: number | null;
}

const seasonWord = (season: Season) => seasonName(season, "label").toLowerCase();

/** A landing listing (src/shop/db/queries/site-map.ts) as a link: its clean path, named as its page's heading. */
function landingLink({ filter, producerName, lastmod }: LandingPage): SiteMapLink {
  return { path: listingPath(filter), label: listingHeading(filter, (slug) => producerName ?? slug), lastmod };
}

/** Whether a landing listing is of this shape: exactly these parts, e.g. season and size. */
function hasShape(page: LandingPage, ...keys: (keyof LandingPage["filter"])[]): boolean {
  return Object.keys(page.filter).sort().join() === [...keys].sort().join();
}

/** A day as the content writes it ("2026-11-29"), in ms. */
const dayOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
/** When this version of the shop was built (client/build.mjs's stamp "202611290308-…"): the date of pages that change only with a deploy. */
const deployedAt = (() => {
  const [, y, mo, d, h, mi] = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})/.exec(clientManifest.buildStamp) ?? [];
  return y ? Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi)) : null;
})();
/** The newest blog article's day, of one category or of all. */
const newestArticle = (articles: BlogArticle[], category?: string) =>
  Math.max(...articles.filter((article) => !category || article.category === category).map((article) => dayOf(article.published)));

type StaticPage = { path: string; label: string; lastmod: number | null };

/**
 * The shop's own pages: home, help and legal pages, blog, site maps, each dated (issue 38: every
 * site-map entry has its lastmod): the catalogue's pages by the catalogue's last change (`catalogue`),
 * content pages by their own "updated", the blog by its newest article, the rest by the deploy.
 */
async function staticPages(site: SiteSettings, articles: BlogArticle[], catalogue: number | null = null): Promise<StaticPage[]> {
  const facts = shopFacts(site);
  const contentPages = await Promise.all(
    CONTENT_PAGES.map(async ({ path, page }) => {
      const content = (await page())(facts);
      return { path, label: content.title, lastmod: dayOf(content.updated) };
    }),
  );
  return [
    { path: "/", label: "Strona główna", lastmod: catalogue },
    ...contentPages,
    { path: ROUTES.orderStatus, label: LABELS.orderStatus, lastmod: deployedAt },
    { path: ROUTES.blog, label: "Blog", lastmod: newestArticle(articles) },
    ...BLOG_CATEGORIES.map((category) => ({
      path: blogCategoryPath(category.slug),
      label: `Blog: ${category.name}`,
      lastmod: newestArticle(articles, category.slug),
    })),
    { path: ROUTES.siteMapProducers, label: "Mapa producentów", lastmod: catalogue },
    { path: ROUTES.siteMapCars, label: "Mapa samochodów", lastmod: catalogue },
  ];
}

function LinkList({ links, columns = true }: { links: { path: string; label: string }[]; columns?: boolean }) {
  return (
    <ul className={columns ? "site-map-list columns" : "site-map-list"}>
      {links.map((link) => (
        <li key={link.path}>
          <a href={link.path}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}

function SiteMapPage({ pages, articles, listings }: { pages: StaticPage[]; articles: BlogArticle[]; listings: LandingPage[] }) {
  const ofShape = (...keys: (keyof LandingPage["filter"])[]) => listings.filter((page) => hasShape(page, ...keys));
  // Within a season's section a size or a rim is enough of a name.
  const shortLink = (page: LandingPage) => {
    const { width, profile, rim } = page.filter;
    const label = width !== undefined && profile !== undefined && rim !== undefined ? sizeLabel({ width, profile, rim }) : `R${rim}`;
    return { ...landingLink(page), label };
  };
  return (
    <div className="container content-page">
      <Breadcrumbs items={[{ label: "Mapa strony" }]} />
      <h1>Mapa strony</h1>
      <p className="lead">
        Wszystkie działy sklepu w jednym miejscu. Opony według producentów i modeli znajdziesz na{" "}
        <a href={ROUTES.siteMapProducers}>mapie producentów</a>, a według marek samochodów na{" "}
        <a href={ROUTES.siteMapCars}>mapie samochodów</a>.
      </p>
      <h2>Sklep i informacje</h2>
      <LinkList links={pages} />
      <h2>Opony według rodzaju i sezonu</h2>
      <LinkList links={[...ofShape("vehicle"), ...ofShape("season")].map(landingLink)} />
      <h2>Rozmiary opon</h2>
      <LinkList links={ofShape("width", "profile", "rim").map(landingLink)} />
      <h2>Opony dostawcze według rozmiaru</h2>
      <LinkList
        links={[...ofShape("vehicle", "width", "profile", "rim"), ...ofShape("vehicle", "season", "width", "profile", "rim")].map(
          landingLink,
        )}
      />
      {SEASONS.map((season) => (
        <section key={season}>
          <h2>Opony {seasonWord(season)} według rozmiaru</h2>
          <LinkList
            links={ofShape("season", "width", "profile", "rim")
              .filter((page) => page.filter.season === season)
              .map(shortLink)}
          />
          <h3>Według średnicy felgi</h3>
          <LinkList
            links={ofShape("season", "rim")
              .filter((page) => page.filter.season === season)
              .map(shortLink)}
          />
        </section>
      ))}
      <h2>Blog</h2>
      <LinkList
        links={articles.map((article) => ({ path: blogArticlePath(article.category, article.slug), label: article.title }))}
        columns={false}
      />
      <h2>Zakupy i konto</h2>
      <LinkList
        links={[
          { path: ROUTES.basket, label: "Koszyk" },
          { path: ROUTES.compare, label: "Porównywarka opon" },
          { path: ROUTES.login, label: "Logowanie" },
          { path: ROUTES.register, label: "Rejestracja" },
        ]}
      />
    </div>
  );
}

// ── XML site maps (sitemaps.org 0.9) ────────────────────────────────────────────────────────
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** A W3C datetime in UTC, as sitemaps.org's lastmod takes it ("2026-11-25T09:30:00Z"). */
function w3cDate(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}Z`;
}

/** A `<urlset>` of pages (plain paths or links with their last change), each page once. */
function urlSet(siteUrl: string, pages: (string | { path: string; lastmod?: number | null })[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const page of pages) {
    const { path, lastmod: dated } = typeof page === "string" ? { path: page, lastmod: undefined } : page;
    if (seen.has(path)) continue;
    seen.add(path);
    // A page whose data carries no date (a tread model or car with no tyre yet) changes with a deploy.
    const lastmod = dated ?? deployedAt;
    const loc = `<loc>${escapeXml(new URL(path, `${siteUrl}/`).toString())}</loc>`;
    urls.push(`<url>${loc}${lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : ""}</url>`);
  }
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

async function landingPages(c: Context<AppEnv>): Promise<LandingPage[]> {
  return (await critical(c.var.shop.catalogue["site-map"].listings.$get()))?.listings ?? [];
}

function xml(c: Context<AppEnv>, body: string) {
  return c.body(body, 200, { "Content-Type": "application/xml; charset=utf-8" });
}

async function tyrePageCount(c: Context<AppEnv>): Promise<number> {
  const answer = await critical(c.var.shop.catalogue["site-map"].tyres.$get({ query: {} }));
  return answer?.pages ?? 1;
}

export const siteMapPages = new Hono<AppEnv>()
  .get(ROUTES.siteMap, withCache(cacheLong), async (c) => {
    const [articles, listings] = await Promise.all([blogArticles(), landingPages(c)]);
    const pages = await staticPages(siteSettings(c.env), articles);
    return c.render(<SiteMapPage pages={pages} articles={articles} listings={listings} />, {
      meta: {
        title: "Mapa strony",
        description:
          "Mapa sklepu z oponami: wszystkie działy, rodzaje i sezony opon, rozmiary i średnice felg w ofercie, poradniki z bloga i strony pomocy.",
        canonicalPath: ROUTES.siteMap,
      },
    });
  })
  .get(ROUTES.siteMapProducers, withCache(cacheLong), async (c) => {
    const answer = await critical(c.var.shop.catalogue["site-map"].models.$get());
    if (!answer) return renderNotFound(c);
    return c.render(
      <div className="container content-page">
        <Breadcrumbs items={[{ label: "Mapa strony", href: ROUTES.siteMap }, { label: "Producenci" }]} />
        <h1>Mapa producentów opon</h1>
        <p className="lead">
          Wszyscy producenci w naszym sklepie i ich modele opon. Kliknij model, aby zobaczyć jego rozmiary, etykietę UE i ceny.
        </p>
        {answer.producers.map((producer) => (
          <section key={producer.slug} className="site-map-group">
            <h2>
              <a href={listingPath({ producers: [producer.slug] })}>{producer.name}</a>
            </h2>
            <ul className="site-map-list columns">
              {producer.models.map((model) => (
                <li key={model.slug}>
                  <a href={modelPath(model.slug)}>
                    {producer.name} {model.name}
                  </a>{" "}
                  <span className="muted">({seasonName(model.season, "label").toLowerCase()})</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>,
      {
        meta: {
          title: "Mapa producentów opon i modeli",
          description:
            "Wszyscy producenci opon w sklepie i ich modele: letnie, zimowe i całoroczne. Przejdź do modelu, by zobaczyć rozmiary, etykietę UE i ceny.",
          canonicalPath: ROUTES.siteMapProducers,
        },
      },
    );
  })
  .get(ROUTES.siteMapCars, withCache(cacheLong), async (c) => {
    const answer = await critical(c.var.shop.catalogue["site-map"].cars.$get());
    if (!answer) return renderNotFound(c);
    return c.render(
      <div className="container content-page">
        <Breadcrumbs items={[{ label: "Mapa strony", href: ROUTES.siteMap }, { label: "Samochody" }]} />
        <h1>Mapa samochodów</h1>
        <p className="lead">
          Marki, modele i generacje samochodów z fabrycznymi rozmiarami opon. Wybierz rozmiar, aby zobaczyć pasujące opony.
        </p>
        {answer.makes.map((make) => (
          <section key={make.slug} className="site-map-group">
            <h2>
              <a href={carMakePath(make.slug)}>Opony do {carMakeGenitive(make)}</a>
            </h2>
            <ul className="site-map-list">
              {make.models.map((model) => (
                <li key={model.slug}>
                  <a href={carModelPagePath(make.slug, model)}>
                    <strong>
                      {make.name} {model.name}
                    </strong>
                  </a>
                  <ul>
                    {model.generations.map((generation) => (
                      <li key={generation.slug}>
                        <a href={carGenerationPath(make.slug, model.slug, generation.slug)}>
                          {generation.name} (
                          {generation.yearTo ? `${generation.yearFrom}–${generation.yearTo}` : `od ${generation.yearFrom}`})
                        </a>
                        :{" "}
                        {generation.sizes.map((size, index) => (
                          <span key={sizeLabel(size)}>
                            {index > 0 ? ", " : null}
                            {/* The size's own listing (a page for search engines); a van's of van tyres only. */}
                            <a href={carSizePath(size)}>{sizeLabel({ ...size, cargo: size.vehicleType === "dostawcze" })}</a>
                          </span>
                        ))}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>,
      {
        meta: {
          title: "Mapa samochodów – opony według marki i modelu",
          description:
            "Marki i modele samochodów z fabrycznymi rozmiarami opon. Wybierz swój samochód i rozmiar, aby zobaczyć pasujące opony letnie, zimowe i całoroczne.",
          canonicalPath: ROUTES.siteMapCars,
        },
      },
    );
  })
  // The index of child site maps; tyre data pages are split into files of SITEMAP_PAGE_SIZE.
  .get("/sitemap.xml", withCache(cacheLong), async (c) => {
    const site = siteSettings(c.env);
    const pages = await tyrePageCount(c);
    const children = [
      "/sitemap-strony.xml",
      "/sitemap-listy.xml",
      "/sitemap-modele.xml",
      "/sitemap-auta.xml",
      ...Array.from({ length: pages }, (_, index) => `/sitemap-opony-${index + 1}.xml`),
    ];
    const entries = children.map((path) => `<sitemap><loc>${escapeXml(`${site.url}${path}`)}</loc></sitemap>`);
    return xml(
      c,
      `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`,
    );
  })
  // The shop's own pages, blog articles (dated by publication) and the campaigns running now.
  .get("/sitemap-strony.xml", withCache(cacheLong), async (c) => {
    const site = siteSettings(c.env);
    const [campaignsAnswer, landing, articles] = await Promise.all([
      critical(c.var.shop.catalogue.campaigns.$get()),
      landingPages(c),
      blogArticles(),
    ]);
    const campaigns = campaignsAnswer?.campaigns ?? [];
    // The catalogue's last change: the newest of its landing pages'.
    const catalogue = Math.max(0, ...landing.map((page) => page.lastmod ?? 0)) || deployedAt;
    return xml(
      c,
      urlSet(site.url, [
        ...(await staticPages(site, articles, catalogue)),
        { path: ROUTES.siteMap, lastmod: catalogue },
        ...articles.map((article) => ({
          path: blogArticlePath(article.category, article.slug),
          lastmod: Date.parse(`${article.published}T00:00:00Z`),
        })),
        ...campaigns.map((campaign) => ({ path: campaignPath(campaign.slug), lastmod: campaign.startsAt })),
      ]),
    );
  })
  // Every landing listing with tyres in stock, dated by its tyres' last change.
  .get("/sitemap-listy.xml", withCache(cacheLong), async (c) =>
    xml(c, urlSet(siteSettings(c.env).url, (await landingPages(c)).map(landingLink))),
  )
  .get("/sitemap-modele.xml", withCache(cacheLong), async (c) => {
    const answer = await critical(c.var.shop.catalogue["site-map"].models.$get());
    return xml(
      c,
      urlSet(
        siteSettings(c.env).url,
        (answer?.producers ?? []).flatMap((producer) =>
          producer.models.map((model) => ({ path: modelPath(model.slug), lastmod: model.lastmod })),
        ),
      ),
    );
  })
  .get("/sitemap-auta.xml", withCache(cacheLong), async (c) => {
    const answer = await critical(c.var.shop.catalogue["site-map"].cars.$get());
    return xml(
      c,
      urlSet(
        siteSettings(c.env).url,
        (answer?.makes ?? []).flatMap((make) => [
          { path: carMakePath(make.slug), lastmod: make.lastmod },
          ...make.models.flatMap((model) => [
            // A model of one generation is that generation's page (its own address answers 301).
            ...(model.generations.length > 1 ? [{ path: carModelPath(make.slug, model.slug), lastmod: model.lastmod }] : []),
            ...model.generations.map((generation) => ({
              path: carGenerationPath(make.slug, model.slug, generation.slug),
              lastmod: generation.lastmod,
            })),
          ]),
        ]),
      ),
    );
  })
  .get("/:file{sitemap-opony-[0-9]{1,4}\\.xml}", withCache(cacheLong), async (c) => {
    const page = Number(/\d+/.exec(c.req.param("file"))![0]);
    if (page < 1 || page > 1000) return renderNotFound(c);
    const answer = await critical(c.var.shop.catalogue["site-map"].tyres.$get({ query: { page: String(page) } }));
    if (!answer || page < 1) return renderNotFound(c);
    return xml(
      c,
      urlSet(
        siteSettings(c.env).url,
        answer.tyres.map((tyre) => ({ path: tyrePath(tyre.slug), lastmod: tyre.lastmod })),
      ),
    );
  })
  // Search engines: everything public, nothing personal; a test shop is not indexed at all.
  .get("/robots.txt", (c) => {
    const site = siteSettings(c.env);
    const rules = site.production
      ? ["User-agent: *", "Allow: /", ...ROBOTS_DISALLOWED_PREFIXES.map((path) => `Disallow: ${path}`)]
      : ["User-agent: *", "Disallow: /"];
    return c.text(`${rules.join("\n")}\n\nSitemap: ${site.url}/sitemap.xml\n`, 200, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": cacheLong.cacheControl,
    });
  });
