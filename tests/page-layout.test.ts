import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { clientManifest } from "../src/common/client-build";
import { PRODUCERS } from "../src/common/reference/producers";
import { POPULAR_SIZES } from "../src/common/reference/sizes";
import { ROUTES } from "../src/common/routes";
import { get, hrefs, html, ORIGIN, select } from "./helpers";
import { asStaff, serveAccessCerts, STAFF } from "./staff";

/** The server-rendered structure behind issue 16's layout points (menu groups, home blocks, help navigation). */

/** The HTML of the first element starting at `start`, up to its matching closing tag. */
function element(body: string, start: number, tag: string): string {
  const pattern = new RegExp(`<(/?)${tag}\\b`, "g");
  pattern.lastIndex = start;
  let depth = 0;
  for (let match = pattern.exec(body); match; match = pattern.exec(body)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return body.slice(start, body.indexOf(">", match.index) + 1);
  }
  throw new Error(`no closing </${tag}>`);
}

/** One part of the menus' fragment (ROUTES.menuFragment), by the key of the place it fills. */
async function menuPart(key: string): Promise<string> {
  const { body } = await html(ROUTES.menuFragment);
  return element(body, body.indexOf(`<div data-menu-part="${key}">`), "div");
}

describe("mobile menu groups", () => {
  it("puts a season's sizes and producers into closed groups of their own, rims at hand", async () => {
    // The phone menu's body comes from the menus' fragment at its first opening (issue 37).
    const panel = await menuPart("phone-menu");
    const start = panel.indexOf('<details class="accordion" name="menu-category"><summary>Zimowe</summary>');
    expect(start).toBeGreaterThan(-1);
    const winter = element(panel, start, "details");
    const groups = [...winter.matchAll(/<details class="menu-group">\s*<summary>(.*?)<\/summary>/g)].map((match) =>
      match[1]!
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    );
    // Only the sizes and producers with winter tyres to buy (issue 38): at most the menu's lists.
    expect(groups).toHaveLength(2);
    const [sizesGroup, producersGroup] = groups.map((group) => /^(\D+) (\d+)$/.exec(group)!);
    expect([sizesGroup![1], producersGroup![1]]).toEqual(["Popularne rozmiary", "Producenci"]);
    expect(Number(sizesGroup![2])).toBeGreaterThan(0);
    expect(Number(sizesGroup![2])).toBeLessThanOrEqual(POPULAR_SIZES.length);
    expect(Number(producersGroup![2])).toBeGreaterThan(0);
    expect(Number(producersGroup![2])).toBeLessThanOrEqual(PRODUCERS.length);
    // No group is open by default; the links are all still there (they work without scripts).
    expect(winter).not.toMatch(/<details class="menu-group" open/);
    const links = hrefs(winter);
    expect(links).toContain("/opony/zimowe/205/55/r16");
    expect(links).toContain("/opony/zimowe/michelin");
    // Outside the groups only the rim chips and "all winter tyres" remain.
    const outside = winter.replace(/<details class="menu-group">[\s\S]*?<\/details>/g, "");
    expect(hrefs(outside)).toEqual([...hrefs(outside).filter((href) => /^\/opony\/zimowe\/r\d+$/.test(href)), "/opony/zimowe"]);
  });

  it("groups the tyre category's producers and car makes too, and keeps the desktop mega menu flat", async () => {
    const panel = await menuPart("phone-menu");
    const tyres = element(panel, panel.indexOf('<details class="accordion" name="menu-category"><summary>Opony</summary>'), "details");
    const groups = [...tyres.matchAll(/<details class="menu-group">\s*<summary>([^<]*)/g)].map((match) => match[1]!.trim());
    expect(groups).toEqual(["Producenci", "Opony do samochodu"]);
    // The mega menu's panels (the header's search, after the menu, opens on a phone as a <details>).
    for (const id of ["opony", "zimowe", "caloroczne", "letnie"]) {
      const mega = await menuPart(`mega-${id}`);
      expect(mega).toContain("menu-section");
      expect(mega).not.toContain("<details");
    }
  });
});

describe("home page blocks", () => {
  it("gives every block a heading and fills the product rows", async () => {
    const { body } = await html("/");
    const main = body.slice(body.indexOf('<main id="content"'), body.indexOf("</main>"));
    const sections = [...main.matchAll(/<section\b/g)].map((match) => element(main, match.index, "section"));
    expect(sections.length).toBeGreaterThanOrEqual(6);
    for (const section of sections) expect(section, section.slice(0, 120)).toMatch(/<h[12]\b/);
    expect((await select(main, "h2")).map((heading) => heading.text)).toContain("Popularne rozmiary");
    const cards = main.match(/<article class="product-card/g) ?? [];
    // 2 columns on phones, 4 from tablets up (styles.css, "home page blocks"): whole rows of 4.
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length % 4).toBe(0);
  });
});

describe("help pages navigation", () => {
  const pages = [
    "/pomoc",
    "/status-zamowienia",
    "/dostawa",
    "/informacje-dla-kupujacych",
    "/zwrot-i-wymiana",
    "/reklamacja",
    "/o-nas",
    "/dlaczego-warto",
    "/regulamin",
    "/polityka-prywatnosci",
    "/polityka-cookies",
    "/deklaracja-dostepnosci",
  ];

  it("lists every help page beside the text, marking the current one", async () => {
    for (const path of pages) {
      const { status, body } = await html(path);
      expect(status).toBe(200);
      const start = body.indexOf('<nav class="help-nav" aria-labelledby="help-nav-title"');
      expect(start, path).toBeGreaterThan(-1);
      const nav = element(body, start, "nav");
      expect(nav).toContain('<h2 id="help-nav-title" class="help-nav-title">Pomoc i informacje</h2>');
      expect(hrefs(nav).sort()).toEqual([...pages].sort());
      expect([...nav.matchAll(/aria-current="page"/g)]).toHaveLength(1);
      expect(nav).toContain(`href="${path}" aria-current="page"`);
      // The text comes first in the document: on phones the navigation follows it.
      expect(body.indexOf('<article class="prose')).toBeLessThan(start);
    }
  });
});

/** The stylesheets a page links, in document order. */
function stylesheets(body: string): string[] {
  return [...body.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
}

/** The class names a built stylesheet's selectors use. */
async function classNames(path: string): Promise<Set<string>> {
  const response = await env.ASSETS.fetch(`${ORIGIN}${path}`);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type"), path).toMatch(/^text\/css/);
  // Hashed names: cached for a year like the rest of the build (public/_headers).
  expect(response.headers.get("cache-control"), path).toBe("public, max-age=31536000, immutable");
  const css = await response.text();
  return new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!));
}

describe("stylesheets: the back office's rules only on /panel", () => {
  beforeAll(serveAccessCerts);

  it("links only the shop's stylesheet on storefront pages", async () => {
    for (const path of ["/", "/opony/zimowe", "/koszyk", "/status-zamowienia", "/logowanie", "/nie-ma-takiej-strony"]) {
      const { body } = await html(path);
      expect(stylesheets(body), path).toEqual([clientManifest.css]);
      expect(body, path).not.toContain(clientManifest.panelCss);
    }
  });

  it("links the shop's stylesheet, then the back office's, on /panel pages (not-found and refusal pages too)", async () => {
    expect(clientManifest.panelCss).toMatch(/^\/build\/panel-[A-Z0-9]+\.css$/);
    const responses: [string, Response][] = [
      ["/panel", await asStaff("/panel", STAFF)],
      ["/panel/oferty", await asStaff("/panel/oferty")],
      ["/panel/oferty/999999999 (not found)", await asStaff("/panel/oferty/999999999")],
      ["/panel without a token", await get("/panel", { redirect: "manual" })],
    ];
    expect(responses.map(([, response]) => response.status)).toEqual([200, 200, 404, 403]);
    for (const [label, response] of responses) {
      expect(response.headers.get("content-type"), label).toMatch(/^text\/html/);
      expect(stylesheets(await response.text()), label).toEqual([clientManifest.css, clientManifest.panelCss]);
    }
  });

  it("keeps every class of the back office's stylesheet out of the shop's", async () => {
    const shop = await classNames(clientManifest.css);
    const panel = await classNames(clientManifest.panelCss);
    expect(panel).toContain("panel-table");
    expect(shop).toContain("product-card");
    expect([...panel].filter((name) => shop.has(name))).toEqual([]);
  });
});
