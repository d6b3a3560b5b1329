import { escapeXml } from "../encoding";
import { Hono, type Context } from "hono";
import { cacheLong } from "../cache/strategies";
import { withCache } from "../cache/with-cache";
import { SEASONS, VEHICLE_TYPES } from "../config";
import { BLOG_ARTICLES } from "../content/blog";
import { BLOG_CATEGORIES } from "../content/blog/categories";
import type { AppEnv } from "../env";
import { seasonName, vehicleName } from "../i18n/seasons";
import { PRODUCERS } from "../reference/producers";
import { MENU_RIMS, POPULAR_SIZES, sizeLabel } from "../reference/sizes";
import { siteSettings, type SiteSettings } from "../site";
import { Breadcrumbs } from "../ui/Breadcrumbs";
import { blogCategoryPath } from "./blog";
import { critical } from "./loaders";
import { CONTENT_PAGES, shopFacts } from "./content";
import { renderNotFound } from "./errors";
import { blogArticlePath, carMakePath, carModelPath, listingPath, modelPath, PRIVATE_PATH_PREFIXES, ROUTES, tyrePath } from "../routes";

/**
 * Every listing worth a search engine's visit: vehicle types, seasons, producers, each season's
 * producers, popular sizes alone and per season, and each season's rims (the menus' lists).
 */
export function indexableListings(): { path: string; label: string }[] {
  const producers = PRODUCERS.map((producer) => ({ slug: producer.slug, name: producer.name }));
  return [
    ...VEHICLE_TYPES.map((vehicle) => ({ path: listingPath({ vehicle }), label: vehicleName(vehicle, "tyres") })),
    ...SEASONS.map((season) => ({ path: listingPath({ season }), label: `Opony ${seasonName(season, "label").toLowerCase()}` })),
    ...producers.map((producer) => ({ path: listingPath({ producers: [producer.slug] }), label: `Opony ${producer.name}` })),
    ...SEASONS.flatMap((season) =>
      producers.map((producer) => ({
        path: listingPath({ season, producers: [producer.slug] }),
        label: `${producer.name} ${seasonName(season, "label").toLowerCase()}`,
      })),
    ),
    ...POPULAR_SIZES.map((size) => ({
      path: listingPath({ width: size.width, profile: size.profile, rim: size.rim }),
      label: `Opony ${sizeLabel(size)}`,
    })),
    ...SEASONS.flatMap((season) =>
      POPULAR_SIZES.map((size) => ({
        path: listingPath({ season, width: size.width, profile: size.profile, rim: size.rim }),
        label: `${sizeLabel(size)} ${seasonName(season, "label").toLowerCase()}`,
      })),
    ),
    ...SEASONS.flatMap((season) =>
      MENU_RIMS[season].map((rim) => ({ path: listingPath({ season, rim }), label: `${seasonName(season, "label")} R${rim}` })),
    ),
  ];
}

/** The shop's own pages: home, help and legal pages, blog, site maps. */
function staticPages(site: SiteSettings): { path: string; label: string }[] {
  const facts = shopFacts(site);
  return [
    { path: "/", label: "Strona główna" },
    ...CONTENT_PAGES.map(({ path, page }) => ({ path, label: page(facts).title })),
    { path: ROUTES.blog, label: "Blog" },
    ...BLOG_CATEGORIES.map((category) => ({ path: blogCategoryPath(category.slug), label: `Blog: ${category.name}` })),
    { path: ROUTES.siteMapProducers, label: "Mapa producentów" },
    { path: ROUTES.siteMapCars, label: "Mapa samochodów" },
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

function SiteMapPage({ site }: { site: SiteSettings }) {
  const listings = indexableListings();
  const sizes = listings.filter((link) => /^\/opony\/\d/.test(link.path));
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
      <LinkList links={staticPages(site)} />
      <h2>Opony według rodzaju i sezonu</h2>
      <LinkList
        links={listings.filter(
          (link) =>
            VEHICLE_TYPES.some((vehicle) => link.path === listingPath({ vehicle })) ||
            SEASONS.some((season) => link.path === listingPath({ season })),
        )}
      />
      <h2>Popularne rozmiary</h2>
      <LinkList links={sizes} />
      {SEASONS.map((season) => (
        <section key={season}>
          <h2>Opony {seasonName(season, "label").toLowerCase()} według średnicy</h2>
          <LinkList links={MENU_RIMS[season].map((rim) => ({ path: listingPath({ season, rim }), label: `R${rim}` }))} />
        </section>
      ))}
      <h2>Blog</h2>
      <LinkList
        links={BLOG_ARTICLES.map((article) => ({ path: blogArticlePath(article.category, article.slug), label: article.title }))}
        columns={false}
      />
      <h2>Konto</h2>
      <LinkList
        links={[
          { path: ROUTES.login, label: "Logowanie" },
          { path: ROUTES.register, label: "Rejestracja" },
          { path: ROUTES.account, label: "Moje konto" },
          { path: ROUTES.orders, label: "Moje zamówienia" },
          { path: ROUTES.basket, label: "Koszyk" },
          { path: ROUTES.compare, label: "Porównywarka opon" },
        ]}
      />
    </div>
  );
}

// ── XML site maps (sitemaps.org 0.9) ────────────────────────────────────────────────────────
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

function urlSet(siteUrl: string, paths: string[]): string {
  const urls = [...new Set(paths)].map((path) => `<url><loc>${escapeXml(new URL(path, `${siteUrl}/`).toString())}</loc></url>`);
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

function xml(c: Context<AppEnv>, body: string) {
  return c.body(body, 200, { "Content-Type": "application/xml; charset=utf-8" });
}

async function tyrePageCount(c: Context<AppEnv>): Promise<number> {
  const answer = await critical(c.var.shop.catalogue["site-map"].tyres.$get({ query: {} }));
  return answer?.pages ?? 1;
}

export const siteMapPages = new Hono<AppEnv>()
  .get(ROUTES.siteMap, withCache(cacheLong), (c) =>
    c.render(<SiteMapPage site={siteSettings(c.env)} />, {
      meta: {
        title: "Mapa strony",
        description:
          "Mapa sklepu z oponami: wszystkie działy, rodzaje i sezony opon, popularne rozmiary, średnice felg, poradniki z bloga i strony pomocy.",
        canonicalPath: ROUTES.siteMap,
      },
    }),
  )
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
        <p className="lead">Marki i modele samochodów z fabrycznymi rozmiarami opon. Wybierz rozmiar, aby zobaczyć pasujące opony.</p>
        {answer.makes.map((make) => (
          <section key={make.slug} className="site-map-group">
            <h2>
              <a href={carMakePath(make.slug)}>Opony do {make.name}</a>
            </h2>
            <ul className="site-map-list">
              {make.models.map((model) => (
                <li key={model.slug}>
                  <a href={carModelPath(make.slug, model.slug)}>
                    <strong>
                      {make.name} {model.name}
                    </strong>
                  </a>
                  :{" "}
                  {model.sizes.map((size, index) => (
                    <span key={sizeLabel(size)}>
                      {index > 0 ? ", " : null}
                      {/* The size's own listing (a page for search engines); a van's and a 4x4's only with tyres of their kind. */}
                      <a
                        href={listingPath({
                          width: size.width,
                          profile: size.profile,
                          rim: size.rim,
                          vehicle: size.vehicleType === "osobowe-suv" ? undefined : size.vehicleType,
                        })}
                      >
                        {sizeLabel({ ...size, cargo: size.vehicleType === "dostawcze" })}
                      </a>
                    </span>
                  ))}
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
  .get("/sitemap-strony.xml", withCache(cacheLong), (c) =>
    xml(
      c,
      urlSet(siteSettings(c.env).url, [
        ...staticPages(siteSettings(c.env)).map((page) => page.path),
        ROUTES.siteMap,
        ...BLOG_ARTICLES.map((article) => blogArticlePath(article.category, article.slug)),
      ]),
    ),
  )
  .get("/sitemap-listy.xml", withCache(cacheLong), (c) =>
    xml(
      c,
      urlSet(
        siteSettings(c.env).url,
        indexableListings().map((link) => link.path),
      ),
    ),
  )
  .get("/sitemap-modele.xml", withCache(cacheLong), async (c) => {
    const answer = await critical(c.var.shop.catalogue["site-map"].models.$get());
    return xml(
      c,
      urlSet(
        siteSettings(c.env).url,
        (answer?.producers ?? []).flatMap((producer) => producer.models.map((model) => modelPath(model.slug))),
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
          carMakePath(make.slug),
          ...make.models.map((model) => carModelPath(make.slug, model.slug)),
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
        answer.slugs.map((slug) => tyrePath(slug)),
      ),
    );
  })
  // Search engines: everything public, nothing personal; a test shop is not indexed at all.
  .get("/robots.txt", (c) => {
    const site = siteSettings(c.env);
    const rules = site.production
      ? ["User-agent: *", "Allow: /", ...PRIVATE_PATH_PREFIXES.map((path) => `Disallow: ${path}`)]
      : ["User-agent: *", "Disallow: /"];
    return c.text(`${rules.join("\n")}\n\nSitemap: ${site.url}/sitemap.xml\n`, 200, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": cacheLong.cacheControl,
    });
  });
