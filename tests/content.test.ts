import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { BLOG_ARTICLES } from "../src/common/content/blog";
import { BLOG_CATEGORIES } from "../src/common/content/blog/categories";
import { blogArticlePath } from "../src/common/routes";
import { get, hrefs, html, select, ORIGIN } from "./helpers";
import { inProduction } from "./production";

const CONTENT_ROUTES: [string, string][] = [
  ["/dostawa", "Dostawa"],
  ["/informacje-dla-kupujacych", "Informacje dla kupujących"],
  ["/zwrot-i-wymiana", "Zwrot i wymiana"],
  ["/regulamin", "Regulamin"],
  ["/reklamacja", "Reklamacja"],
  ["/o-nas", "O nas"],
  ["/dlaczego-warto", "Dlaczego warto"],
  ["/polityka-prywatnosci", "Polityka prywatności"],
  ["/polityka-cookies", "Polityka cookies"],
  ["/pomoc", "Centrum pomocy"],
  ["/deklaracja-dostepnosci", "Deklaracja dostępności"],
];

describe("content pages", () => {
  it("answer every route with finished Polish content, the company from configuration", async () => {
    for (const [path, heading] of CONTENT_ROUTES) {
      const { status, body, response } = await html(path);
      expect(status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toContain("public");
      expect(body, path).toMatch(new RegExp(`<h1>${heading}`));
      expect(body, path).toContain(`<link rel="canonical" href="https://sklep.test${path}"/>`);
      expect(body, path).toMatch(/<meta name="description" content="[^"]{100,}"/);
      expect(body.length, path).toBeGreaterThan(12_000);
      expect(body, path).not.toMatch(/\[uzupełnij|TODO|lorem ipsum|undefined|\*\*/i);
    }
    // The complaint form cannot be sent before its script has run (it would GET the page with the
    // complaint in the URL): the server renders its button disabled.
    expect((await html("/reklamacja")).body).toMatch(/<button type="submit" class="[^"]*" disabled="">Wyślij reklamację<\/button>/);
    expect((await html("/reklamacja")).body).toContain('<noscript><p class="form-alert">Ten formularz działa po włączeniu JavaScriptu');
    // A number never ends a line apart from its unit (src/common/i18n/typography.ts): "14 dni", "2014 r.".
    expect((await html("/pomoc")).body).toMatch(/14\u00a0dni/);
    expect((await html("/pomoc")).body).not.toMatch(/\d (dni|szt\.|°C)(?!\p{L})/u);
    const terms = (await html("/regulamin")).body;
    expect(terms).toContain(env.COMPANY_NAME);
    expect(terms).toContain("676-246-83-48");
    const returns = (await html("/zwrot-i-wymiana")).body;
    expect(returns).toContain("14 dni");
    expect(returns).toMatch(/class="form-template"/);
    const privacy = (await html("/polityka-prywatnosci")).body;
    expect(privacy).toMatch(/Prezes\p{L}* Urzędu Ochrony Danych Osobowych/u);
    const cookies = (await html("/polityka-cookies")).body;
    for (const name of ["__Host-session", "checkout-token", "compare-tyres", "cookie-consent"]) expect(cookies).toContain(name);
  });

  it("links only to pages that exist", async () => {
    const seen = new Set<string>();
    for (const [path] of CONTENT_ROUTES) {
      for (const href of hrefs((await html(path)).body)) {
        const local = href.startsWith("/") && !href.startsWith("//") ? href.split("#")[0]! : null;
        // Static files are served before the Worker (the assets binding), not through it.
        if (!local || seen.has(local) || /\.(svg|png|css|js|ico)$/.test(local)) continue;
        seen.add(local);
        expect((await get(local, { redirect: "manual" })).status, `${path} → ${local}`).toBeLessThan(400);
      }
    }
  }, 60_000);

  it("renders rich text safely: markup in content never becomes HTML", async () => {
    const { body } = await html("/pomoc");
    expect(body).toMatch(/<details class="faq"><summary>/);
    // The only inline scripts are data (JSON, JSON-LD) and the boot script, which loads the entry
    // named in its data-src (tests/frame.test.ts holds it to the CSP's hash); code always comes from files.
    for (const { attributes } of await select(body, "script"))
      expect(
        "src" in attributes || "data-src" in attributes || /^application\/(ld\+)?json$/.test(attributes.type ?? ""),
        JSON.stringify(attributes),
      ).toBe(true);
  });
});

describe("blog", () => {
  it("lists articles by category, paginated, and shows each article with its tyres", async () => {
    expect(BLOG_ARTICLES.length).toBeGreaterThanOrEqual(6);
    const first = await html("/blog");
    expect(first.status).toBe(200);
    expect(first.body).toContain('href="/blog?strona=2"');
    expect((await html("/blog?strona=2")).status).toBe(200);
    expect((await html("/blog?strona=99")).status).toBe(404);
    expect((await html("/blog?strona=abc")).status).toBe(404);
    for (const category of BLOG_CATEGORIES) expect((await html(`/blog/${category.slug}`)).status, category.slug).toBe(200);
    expect((await html("/blog/nie-ma-takiej")).status).toBe(404);

    for (const article of BLOG_ARTICLES) {
      const { status, body } = await html(blogArticlePath(article.category, article.slug));
      expect(status, article.slug).toBe(200);
      expect(body).toContain(`<h1>${article.title}</h1>`);
      expect(body).toMatch(/\d+ min czytania/);
      expect(body).toContain('"@type":"Article"');
      expect(body).toContain('<meta property="og:type" content="article"/>');
      expect(body).toContain(`src="${article.cover.src}"`);
      expect((await env.ASSETS.fetch(`https://sklep.test${article.cover.src}`)).status, article.cover.src).toBe(200);
      // Link previews and the Article markup name the cover's PNG (issue 38: never the SVG), which exists.
      const png = article.cover.src.replace(/\.svg$/, ".png");
      expect(body).toContain(`<meta property="og:image" content="${ORIGIN}${png}"/>`);
      expect(body).toContain(`"image":"${ORIGIN}${png}"`);
      const raster = await env.ASSETS.fetch(`https://sklep.test${png}`);
      expect([raster.status, raster.headers.get("content-type")], png).toEqual([200, "image/png"]);
    }
    const winter = BLOG_ARTICLES.find((article) => article.related.season === "zimowe")!;
    const page = (await html(blogArticlePath(winter.category, winter.slug))).body;
    expect(page).toContain("Opony, o których piszemy");
    expect(page.match(/class="product-card"/g)?.length).toBe(4);
    expect((await html(`/blog/${winter.category}/nie-ma-takiego`)).status).toBe(404);
  });
});

describe("site maps", () => {
  it("list main pages, producers with their models, and car makes with their models", async () => {
    const main = await html("/mapa-strony");
    expect(main.status).toBe(200);
    expect(main.body).toContain('href="/opony/zimowe"');
    expect(main.body).toContain('href="/regulamin"');
    const producers = await html("/mapa-strony-producenci");
    expect(producers.body).toContain('href="/opony/michelin"');
    expect(producers.body).toMatch(/href="\/model-opony\/michelin-[a-z0-9-]+"/);
    const cars = await html("/mapa-strony-auta");
    expect(cars.body).toMatch(/href="\/opony-do\/[a-z-]+"/);
    expect(cars.body).toMatch(/href="\/opony\/\d{3}\/\d{2}\/r\d{2}"/);
  });

  it("sort names as Polish readers do and decline car makes (issue 20 point 14)", async () => {
    const producers = await html("/mapa-strony-producenci");
    const order = (body: string, names: string[]) => names.map((name) => body.indexOf(`>${name}<`));
    // Byte order put Dębica after Dunlop; Polish collation puts it between Dayton and Dunlop.
    const [dayton, debica, dunlop] = order(producers.body, ["Dayton", "Dębica", "Dunlop"]);
    expect(debica).toBeGreaterThan(-1);
    if (dayton !== -1) expect(dayton).toBeLessThan(debica!);
    expect(debica).toBeLessThan(dunlop!);
    const cars = await html("/mapa-strony-auta");
    expect(cars.body).toContain(">Opony do Fiata<");
    expect(cars.body).toContain(">Opony do Škody<");
    expect(cars.body).toContain(">Opony do Audi<");
    const [seat, skoda, toyota] = order(cars.body, ["Opony do Seata", "Opony do Škody", "Opony do Toyoty"]);
    expect(seat).toBeLessThan(skoda!);
    expect(skoda).toBeLessThan(toyota!);
  });

  it("index every listing, tyre, model and article in XML for search engines", async () => {
    const index = await get("/sitemap.xml");
    expect(index.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const children = [...(await index.text()).matchAll(/<loc>https:\/\/sklep\.test(\/[^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(children).toContain("/sitemap-listy.xml");
    const urls = new Set<string>();
    for (const child of children) {
      const body = await (await get(child)).text();
      expect(body, child).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
      );
      for (const match of body.matchAll(/<loc>https:\/\/sklep\.test([^<]+)<\/loc>/g)) urls.add(match[1]!);
    }
    const tyres = await env.DB.prepare("SELECT count(*) AS n FROM tyres").first<number>("n");
    expect([...urls].filter((url) => url.startsWith("/dane-opony/")).length).toBe(tyres);
    const models = await env.DB.prepare("SELECT count(*) AS n FROM tread_models").first<number>("n");
    expect([...urls].filter((url) => url.startsWith("/model-opony/")).length).toBe(models);
    for (const path of ["/", "/opony/zimowe", "/opony/zimowe/michelin", "/opony/205/55/r16", "/opony/letnie/r17", "/regulamin", "/blog"])
      expect(urls.has(path), path).toBe(true);
    for (const article of BLOG_ARTICLES) expect(urls.has(blogArticlePath(article.category, article.slug))).toBe(true);
    for (const personal of ["/konto", "/koszyk", "/porownywarka", "/zamowienie"]) expect(urls.has(personal), personal).toBe(false);
    expect((await get("/sitemap-opony-0.xml")).status).toBe(404);
    expect((await get("/sitemap-opony-99999.xml")).status).toBe(404);
    // Every listed page answers (a sample of each kind).
    for (const path of [...urls].filter((_, index) => index % 400 === 0)) expect((await get(path)).status, path).toBe(200);
  });

  it("robots.txt keeps personal pages out and points to the site map; a test shop is not indexed", async () => {
    const rules = await (await inProduction("/robots.txt")).text();
    for (const path of ["/konto", "/zamowienie", "/api/", "/panel", "/dev/"]) expect(rules).toContain(`Disallow: ${path}\n`);
    // Pages that say noindex themselves must stay fetchable, or no crawler ever reads it (issue 19).
    const disallowed = [...rules.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1]!);
    for (const path of ["/koszyk", "/porownywarka", "/logowanie", "/rejestracja", "/haslo/przypomnij", "/haslo/nowe"]) {
      expect(
        disallowed.some((prefix) => path.startsWith(prefix)),
        path,
      ).toBe(false);
      expect(await (await inProduction(path)).text(), path).toContain('<meta name="robots" content="noindex, follow"/>');
    }
    expect(rules).toContain("Sitemap: https://sklep.test/sitemap.xml");
    expect(await (await get("/robots.txt")).text()).toMatch(/^User-agent: \*\nDisallow: \/\n/);
  });
});

describe("SEO", () => {
  it("gives each page type its own title, description, canonical and Open Graph tags", async () => {
    const pages = ["/", "/opony/zimowe", "/regulamin", "/blog", "/mapa-strony"];
    const titles = new Set<string>();
    for (const path of pages) {
      const { body } = await html(path);
      titles.add(/<title>([^<]+)<\/title>/.exec(body)![1]!);
      expect(body, path).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
      expect(body, path).toContain('<meta property="og:image" content="https://sklep.test/img/og-default.png"/>');
      expect(body, path).toMatch(/<link rel="canonical" href="https:\/\/sklep\.test\//);
    }
    expect(titles.size).toBe(pages.length);
    const home = (await html("/")).body;
    expect(home).toContain('"@type":"OnlineStore"');
    expect(home).toContain('"@type":"WebSite"');
    expect((await html("/regulamin")).body).toContain('"@type":"BreadcrumbList"');
    // In production only personal pages say noindex (outside production every page does).
    for (const [path, indexed] of [
      ["/regulamin", true],
      ["/blog", true],
      ["/logowanie", false],
      ["/koszyk", false],
      ["/porownywarka", false],
    ] as const) {
      const body = await (await inProduction(path)).text();
      expect(body.includes('<meta name="robots" content="noindex, follow"/>'), path).toBe(!indexed);
      expect(body, path).not.toContain("nofollow");
    }
  });
});
