/**
 * Issue 19, as a search engine meets the production shop: which listing URLs may be indexed,
 * where the others point, every in-stock size linked and in a site map with its last change.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SEASONS } from "../src/common/config/storefront";
import { OFFER_SUMMARY_SET_SQL } from "../src/shop/db/queries/offers";
import { listingPath, SORTS } from "../src/common/routes";
import { hrefs, select } from "./helpers";
import { inProduction } from "./production";

/** Canonical and site-map addresses use the configured origin, whatever host asked. */
const SITE = env.SITE_URL;

async function page(path: string) {
  const response = await inProduction(path);
  const body = (await response.text()).replaceAll("<!-- -->", "");
  return {
    status: response.status,
    location: response.headers.get("location"),
    body,
    robots: /<meta name="robots" content="([^"]+)"\/>/.exec(body)?.[1] ?? null,
    canonical: /<link rel="canonical" href="([^"]+)"\/>/.exec(body)?.[1] ?? null,
    title: /<title>([^<]+)<\/title>/.exec(body)?.[1] ?? null,
  };
}

/** Season × size pairs with a tyre in stock, straight from D1. */
async function inStockSeasonSizes() {
  const { results } = await env.DB.prepare(
    `SELECT DISTINCT season, width, profile, rim FROM tyres WHERE offer_count > 0 AND min_price IS NOT NULL ORDER BY season, rim, width, profile`,
  ).all<{ season: (typeof SEASONS)[number]; width: number; profile: number; rim: number }>();
  return results;
}

describe("listing URLs in production (issue 19)", () => {
  it("filtered, sorted and priced views say noindex, follow and point their canonical at the clean path", async () => {
    let pageLinks = 0;
    for (const path of [
      "/opony/zimowe?sortuj=cena-rosnaco",
      "/opony/zimowe?xl=1",
      "/opony/zimowe?cena-od=100&cena-do=500",
      "/opony/zimowe?producent=continental%2Cmichelin",
      "/opony/letnie?paliwo=B%2CC",
      "/opony/osobowe-suv?szerokosc=205",
      "/opony/zimowe?sortuj=cena-rosnaco&strona=2",
    ]) {
      const view = await page(path);
      expect(view.status, path).toBe(200);
      expect(view.robots, path).toBe("noindex, follow");
      expect(view.canonical, path).toBe(`${SITE}${path.split("?")[0]}`);
      // Page links of a view are not walked: each would be another view.
      pageLinks += (await select(view.body, "nav.pagination")).length;
      for (const link of await select(view.body, "nav.pagination a")) expect(link.attributes.rel ?? "", path).toContain("nofollow");
    }
    expect(pageLinks).toBeGreaterThan(0);
  });

  it("a landing page and its later pages are indexable with their own canonical, title and description", async () => {
    const first = await page("/opony/zimowe");
    expect(first.robots).toBeNull();
    expect(first.canonical).toBe(`${SITE}/opony/zimowe`);
    const second = await page("/opony/zimowe?strona=2");
    expect(second.robots).toBeNull();
    expect(second.canonical).toBe(`${SITE}/opony/zimowe?strona=2`);
    expect(second.title).toContain("strona 2");
    expect(/<meta name="description" content="([^"]+)"/.exec(second.body)![1]).toContain("strona 2");
    expect(second.body).not.toContain("nofollow");
    // A producer's own page says what it holds.
    expect((await page("/opony/michelin")).title).toMatch(/^Opony Michelin – zimowe, letnie i całoroczne/);
  });

  it("redirects for good (301) to the one address of a listing", async () => {
    for (const [from, to] of [
      ["/opony/zimowe?producent=michelin", "/opony/zimowe/michelin"],
      ["/opony?sezon=zimowe&szerokosc=205&profil=55&srednica=16", "/opony/zimowe/205/55/r16"],
      ["/opony/zimowe/", "/opony/zimowe"],
      ["/opony//zimowe", "/opony/zimowe"],
      ["//opony/zimowe", "/opony/zimowe"],
      ["/opony/zimowe?strona=1", "/opony/zimowe"],
      ["/opony/zimowe?paliwo=Z", "/opony/zimowe"],
      ["/opony/letnie?paliwo=C&paliwo=B", "/opony/letnie?paliwo=B%2CC"],
      ["/opony/zimowe?utm_source=gazetka&paliwo=C,B", "/opony/zimowe?paliwo=B%2CC&utm_source=gazetka"],
    ]) {
      const response = await page(from!);
      expect(response.status, from).toBe(301);
      expect(new URL(response.location!, SITE).pathname + new URL(response.location!, SITE).search, from).toBe(to);
    }
    // Already canonical: no redirect, whatever the encoding of the comma.
    expect((await page("/opony/letnie?paliwo=B,C")).status).toBe(200);
  });

  it("redirects a reordered query even once the canonical page is cached (the cache key sorts the query)", async () => {
    const canonical = listingPath({ season: "caloroczne", xl: true, sort: SORTS[1]! });
    const [path, query] = canonical.split("?");
    expect((await page(canonical)).status).toBe(200);
    const reordered = `${path}?${query!.split("&").reverse().join("&")}`;
    expect(reordered).not.toBe(canonical);
    const response = await page(reordered);
    expect(response.status).toBe(301);
    expect(response.location).toBe(canonical);
  });

  it("a page number that names no page is a 404", async () => {
    for (const path of ["/opony/zimowe?strona=0", "/opony/zimowe?strona=-1", "/opony/zimowe?strona=abc", "/opony/zimowe?strona=400"])
      expect((await page(path)).status, path).toBe(404);
  });

  it("a listing with nothing to buy is not indexed", async () => {
    // The menus' rims are fixed lists (SPEC §2): a rim without tyres keeps its page, out of the index.
    const empty = await page("/opony/zimowe/r23");
    expect(empty.status).toBe(200);
    expect(empty.robots).toBe("noindex, follow");
    expect(empty.body).toContain("Nie znaleźliśmy opon");
    // A size whose every tyre is sold out: its page stays (the tyres are listed), out of the index.
    const size = await env.DB.prepare(
      `SELECT season, width, profile, rim FROM tyres WHERE offer_count > 0 GROUP BY season, width, profile, rim ORDER BY COUNT(*), rim LIMIT 1`,
    ).first<{ season: (typeof SEASONS)[number]; width: number; profile: number; rim: number }>();
    const where = "season = ? AND width = ? AND profile = ? AND rim = ?";
    const bind = [size!.season, size!.width, size!.profile, size!.rim];
    await env.DB.batch([
      env.DB.prepare(`UPDATE variants SET stock = 0 WHERE tyre_id IN (SELECT id FROM tyres WHERE ${where})`).bind(...bind),
      env.DB.prepare(`UPDATE tyres SET ${OFFER_SUMMARY_SET_SQL} WHERE ${where}`).bind(...bind),
    ]);
    const soldOut = await page(listingPath(size!));
    expect(soldOut.status).toBe(200);
    expect(soldOut.body).toContain("/dane-opony/");
    expect(soldOut.robots).toBe("noindex, follow");
  });

  it("links every in-stock size from its season's page, and each size page links its other seasons", async () => {
    const pairs = await inStockSeasonSizes();
    expect(pairs.length).toBeGreaterThan(20);
    for (const season of SEASONS) {
      const links = new Set(hrefs((await page(listingPath({ season }))).body));
      for (const pair of pairs.filter((row) => row.season === season)) expect(links, listingPath(pair)).toContain(listingPath(pair));
    }
    // Every season-less size page is one link from the passenger tyres' page or a size page.
    const sizePage = await page("/opony/zimowe/205/55/r16");
    expect(hrefs(sizePage.body)).toContain("/opony/205/55/r16");
    expect(hrefs(sizePage.body)).toContain("/opony/letnie/205/55/r16");
    // A producer's page links the sizes it has, within its season.
    const producerSizes = await env.DB.prepare(
      `SELECT DISTINCT t.width, t.profile, t.rim FROM tyres t JOIN producers p ON p.id = t.producer_id
       WHERE p.slug = 'michelin' AND t.season = 'zimowe' AND t.offer_count > 0 AND t.min_price IS NOT NULL`,
    ).all<{ width: number; profile: number; rim: number }>();
    const michelin = new Set(hrefs((await page("/opony/zimowe/michelin")).body));
    for (const size of producerSizes.results) expect(michelin).toContain(listingPath({ season: "zimowe", ...size }));
    // A tread model's page links each of its sizes' landing page in its season.
    const model = await env.DB.prepare("SELECT id, slug, season FROM tread_models ORDER BY id LIMIT 1").first<{
      id: number;
      slug: string;
      season: (typeof SEASONS)[number];
    }>();
    const { results: modelSizes } = await env.DB.prepare(
      "SELECT DISTINCT width, profile, rim FROM tyres WHERE model_id = ? AND offer_count > 0",
    )
      .bind(model!.id)
      .all<{ width: number; profile: number; rim: number }>();
    expect(modelSizes.length).toBeGreaterThan(0);
    const modelLinks = new Set(hrefs((await page(`/model-opony/${model!.slug}`)).body));
    for (const size of modelSizes) expect(modelLinks).toContain(listingPath({ season: model!.season, ...size }));
  });

  it("a tyre whose offers staff all hid is in no listing and no site map", async () => {
    const tyre = await env.DB.prepare(
      "SELECT t.id, t.slug, t.season, t.width, t.profile, t.rim FROM tyres t WHERE t.min_price IS NOT NULL ORDER BY t.popularity DESC LIMIT 1",
    ).first<{ id: number; slug: string; season: (typeof SEASONS)[number]; width: number; profile: number; rim: number }>();
    const listing = listingPath({ season: tyre!.season, width: tyre!.width, profile: tyre!.profile, rim: tyre!.rim });
    expect((await page(listing)).body).toContain(`/dane-opony/${tyre!.slug}`);
    await env.DB.batch([
      env.DB.prepare("UPDATE variants SET hidden = 1 WHERE tyre_id = ?").bind(tyre!.id),
      env.DB.prepare("UPDATE tyres SET offer_count = 0, min_price = NULL, best_variant_id = NULL WHERE id = ?").bind(tyre!.id),
    ]);
    // The same size in every season: a page this file has not asked for (pages are cached).
    const after = await (await inProduction(listingPath({ width: tyre!.width, profile: tyre!.profile, rim: tyre!.rim }))).text();
    expect(after).toContain("/dane-opony/");
    expect(after).not.toContain(`/dane-opony/${tyre!.slug}`);
    const index = await (await inProduction("/sitemap.xml")).text();
    for (const loc of [...index.matchAll(/<loc>[^<]*(\/sitemap-opony-\d+\.xml)<\/loc>/g)])
      expect(await (await inProduction(loc[1]!)).text()).not.toContain(`/dane-opony/${tyre!.slug}<`);
  });
});

describe("site maps with dates (issue 19)", () => {
  it("lists every in-stock season × size, size, producer × season and campaign page, each listing with lastmod", async () => {
    const xml = await (await inProduction("/sitemap-listy.xml")).text();
    const entries = new Map(
      [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => [m[1]!, m[2]]),
    );
    for (const pair of await inStockSeasonSizes()) {
      for (const path of [listingPath(pair), listingPath({ width: pair.width, profile: pair.profile, rim: pair.rim })]) {
        const lastmod = entries.get(`${SITE}${path}`);
        expect(lastmod, path).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      }
    }
    const { results: producerSeasons } = await env.DB.prepare(
      `SELECT DISTINCT p.slug, t.season FROM tyres t JOIN producers p ON p.id = t.producer_id WHERE t.offer_count > 0 AND t.min_price IS NOT NULL`,
    ).all<{ slug: string; season: (typeof SEASONS)[number] }>();
    for (const row of producerSeasons)
      expect(entries.has(`${SITE}${listingPath({ season: row.season, producers: [row.slug] })}`)).toBe(true);
    // Nothing in a site map that the page itself keeps out of the index.
    expect([...entries.keys()].some((loc) => loc.includes("?"))).toBe(false);
    expect(entries.has(`${SITE}/opony/zimowe/r23`)).toBe(false);

    const pages = await (await inProduction("/sitemap-strony.xml")).text();
    const { results: campaigns } = await env.DB.prepare("SELECT slug FROM campaigns WHERE starts_at <= ?1 AND ends_at >= ?1")
      .bind(Date.now())
      .all<{ slug: string }>();
    expect(campaigns.length).toBeGreaterThan(0);
    for (const campaign of campaigns) expect(pages).toContain(`${SITE}/promocje/${campaign.slug}</loc><lastmod>`);
    expect(pages).toMatch(/\/blog\/[^<]+<\/loc><lastmod>2026-\d{2}-\d{2}T00:00:00Z<\/lastmod>/);
  });

  it("gives every breadcrumb but the page's own a URL in its markup, a campaign's too (issue 38)", async () => {
    const campaign = await env.DB.prepare("SELECT slug FROM campaigns WHERE starts_at <= ?1 AND ends_at >= ?1 LIMIT 1")
      .bind(Date.now())
      .first<{ slug: string }>();
    for (const path of [`/promocje/${campaign!.slug}`, "/opony/zimowe/205/55/r16", "/blog/poradniki", "/mapa-strony-auta"]) {
      const body = await (await inProduction(path)).text();
      const scripts = await select(body, 'script[type="application/ld+json"]');
      const crumbs = scripts.map((script) => JSON.parse(script.text)).find((data) => data["@type"] === "BreadcrumbList");
      const items = crumbs.itemListElement as { item?: string }[];
      expect(
        items.slice(0, -1).every((item) => typeof item.item === "string"),
        path,
      ).toBe(true);
    }
  });

  it("dates every entry of every site map, the tread models' and the cars' too (issue 38)", async () => {
    const index = await (await inProduction("/sitemap.xml")).text();
    for (const child of [...index.matchAll(/<loc>[^<]*(\/sitemap-[a-z0-9-]+\.xml)<\/loc>/g)].map((match) => match[1]!)) {
      const xml = await (await inProduction(child)).text();
      const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)];
      expect(entries.length, child).toBeGreaterThan(0);
      for (const [, loc, lastmod] of entries) expect(lastmod, `${child}: ${loc}`).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    }
  });

  it("dates a tyre page by its last change: a sale moves its lastmod", async () => {
    const tyre = await env.DB.prepare(
      "SELECT t.id, t.slug, v.id AS variant FROM tyres t JOIN variants v ON v.id = t.best_variant_id WHERE v.stock > 5 ORDER BY t.id LIMIT 1",
    ).first<{ id: number; slug: string; variant: number }>();
    const xml = await (await inProduction("/sitemap-opony-1.xml")).text();
    const before = new RegExp(`/dane-opony/${tyre!.slug}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];
    expect(before).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await env.DB.prepare("UPDATE variants SET stock = stock - 1 WHERE id = ?").bind(tyre!.variant).run();
    const row = await env.DB.prepare("SELECT updated_at FROM tyres WHERE id = ?").bind(tyre!.id).first<{ updated_at: number }>();
    expect(row!.updated_at).toBeGreaterThan(Date.parse(before!));
  });
});

describe("robots and indexable pages in production (issue 19)", () => {
  it("no page disallowed in robots.txt is one that says noindex for crawlers to read", async () => {
    const rules = await (await inProduction("/robots.txt")).text();
    expect(rules).not.toMatch(/Disallow: \/(koszyk|porownywarka|logowanie|rejestracja|haslo)/);
  });
});
