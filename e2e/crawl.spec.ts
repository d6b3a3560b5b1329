/**
 * A search engine's bounded crawl of the shop in production mode (issue 19): robots.txt obeyed,
 * site maps read, links followed breadth-first from the home page. It fails on an indexable URL
 * with filter parameters, a canonical that is not the page's own, a broken link, an in-stock
 * season × size page missing from the links or from the site map (or without lastmod), and a
 * tyre data page whose JSON-LD misses Google's merchant-listing fields.
 */
import { expect, request as playwrightRequest, test } from "@playwright/test";
import { type Json, merchantListingProblems } from "../tests/merchant-listing-rules";

const ORIGIN = process.env.E2E_PRODUCTION_URL!;
/** Pages fetched at most: enough to reach every season's size links and a sample of everything else. */
const PAGE_BUDGET = 500;

interface Fetched {
  status: number;
  robots: string | null;
  canonical: string | null;
  body: string;
}

const SEASON_SIZE = /^\/opony\/(zimowe|letnie|caloroczne)\/\d{3}\/\d{2}\/r\d{2}$/;

function linksOf(body: string): string[] {
  return [...body.matchAll(/<a [^>]*href="([^"#]+)/g)].map((match) => match[1]!.replaceAll("&amp;", "&"));
}

test("a bounded crawl of the production shop finds no indexable filter URL, no broken link, every in-stock size linked and dated, and merchant-ready product markup @desktop", async () => {
  test.setTimeout(600_000);
  const api = await playwrightRequest.newContext({ baseURL: ORIGIN, maxRedirects: 0 });
  const robots = await (await api.get("/robots.txt")).text();
  const disallowed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1]!.trim());
  expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  const allowed = (path: string) => !disallowed.some((prefix) => path.startsWith(prefix));

  // The site maps: every URL with its lastmod.
  const mapped = new Map<string, string | undefined>();
  const index = await (await api.get("/sitemap.xml")).text();
  for (const child of [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)) {
    const xml = await (await api.get(new URL(child).pathname)).text();
    for (const entry of xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g))
      mapped.set(new URL(entry[1]!).pathname + new URL(entry[1]!).search, entry[2]);
  }

  // Breadth-first from the home page, same origin, as robots.txt allows; files and feeds aside.
  const fetched = new Map<string, Fetched>();
  const linkedFrom = new Map<string, string>();
  // And the tyres a car page's "W ofercie" form shows (a filtered view, reached by a form since
  // issue 38: every link on a car page leads to an indexable page), so the crawl meets views.
  const queue = ["/", "/opony/205/55/r16?typ=osobowe-suv&nosnosc-od=91&predkosc-od=V"];
  const seen = new Set(queue);
  const carPageViewLinks: string[] = [];
  const priority = { views: 0, cars: 0 };
  while (queue.length && fetched.size < PAGE_BUDGET) {
    const path = queue.shift()!;
    const response = await api.get(path);
    const body = response.headers()["content-type"]?.includes("text/html") ? await response.text() : "";
    fetched.set(path, {
      status: response.status(),
      robots: /<meta name="robots" content="([^"]+)"/.exec(body)?.[1] ?? null,
      canonical: /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1] ?? null,
      body,
    });
    const location = response.headers().location;
    const next = location ? [location] : linksOf(body);
    for (const href of next) {
      const url = new URL(href, `${ORIGIN}${path}`);
      if (url.origin !== ORIGIN) continue;
      const target = url.pathname + url.search;
      if (!linkedFrom.has(target)) linkedFrom.set(target, path);
      const linksView = url.pathname.startsWith("/opony/") && [...url.searchParams.keys()].some((name) => name !== "strona");
      if (path.startsWith("/opony-do/") && linksView) carPageViewLinks.push(`${path} → ${target}`);
      if (seen.has(target) || !allowed(url.pathname) || /^\/(pliki|build|img|fonts)\//.test(url.pathname) || url.pathname.endsWith(".pdf"))
        continue;
      seen.add(target);
      // Season pages first: their size links are what this crawl must see whole. Then a few of
      // the filtered listings (a car's sizes link to listings narrowed for it) and car pages, so
      // the crawl meets views however the budget falls.
      const isView = url.pathname.startsWith("/opony/") && [...url.searchParams.keys()].some((name) => name !== "strona");
      if (/^\/opony\/(zimowe|letnie|caloroczne)$/.test(url.pathname) && !url.search) queue.unshift(target);
      else if (isView && priority.views++ < 10) queue.unshift(target);
      else if (url.pathname.startsWith("/opony-do/") && priority.cars++ < 10) queue.unshift(target);
      else queue.push(target);
    }
  }
  expect(fetched.size).toBeGreaterThan(300);

  const problems: string[] = [];
  let products = 0;
  let listingViews = 0;
  for (const [path, page] of fetched) {
    const url = new URL(path, ORIGIN);
    if (page.status >= 400) problems.push(`${path}: ${page.status} (linked from ${linkedFrom.get(path)})`);
    if (page.status !== 200 || !page.body) continue;
    // Indexable: no noindex and a canonical of its own. A tyre's offer (`?sup=`) names its tyre's
    // page as canonical: one product page in the index, whichever offer a link chose.
    const canonicalElsewhere = page.canonical !== `${ORIGIN}${path}`;
    const indexable = !page.robots?.includes("noindex") && !canonicalElsewhere;
    const filterParams = [...url.searchParams.keys()].filter((name) => name !== "strona");
    if (filterParams.length && url.pathname.startsWith("/opony/")) listingViews += 1;
    if (indexable && filterParams.length) problems.push(`${path}: indexable with parameters ${filterParams.join(", ")}`);
    if (!page.robots?.includes("noindex") && canonicalElsewhere && !url.search) problems.push(`${path}: canonical ${page.canonical}`);
    if (indexable && SEASON_SIZE.test(url.pathname) && !mapped.get(path))
      problems.push(`${path}: indexable, not in a site map with lastmod`);
    if (url.pathname.startsWith("/dane-opony/")) {
      const data = [...page.body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1]!) as Json,
      );
      const product = data.find((item) => item["@type"] === "Product");
      if (!product) {
        problems.push(`${path}: no Product markup`);
        continue;
      }
      products += 1;
      // A tyre without a photo shows the default drawing, which Google takes as no image at all:
      // its markup says none, and every other field must still be there.
      const withPhoto = /<div class="product-photo"><img [^>]*src="\/pliki\//.test(page.body);
      for (const problem of merchantListingProblems(product)) if (withPhoto || problem !== "image") problems.push(`${path}: ${problem}`);
    }
  }
  // Every in-stock season × size page of the site map is linked from a crawled page, and dated.
  for (const [path, lastmod] of mapped) {
    if (!SEASON_SIZE.test(path)) continue;
    if (!linkedFrom.has(path)) problems.push(`${path}: in the site map, linked from no crawled page`);
    if (!lastmod) problems.push(`${path}: no lastmod`);
  }
  expect(products).toBeGreaterThan(10);
  // The crawl met filtered listings too, and no car page links one (issue 38).
  expect(listingViews).toBeGreaterThan(0);
  expect(carPageViewLinks).toEqual([]);
  expect(problems).toEqual([]);
  await api.dispose();
});
