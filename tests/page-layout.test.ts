import { describe, expect, it } from "vitest";
import { PRODUCERS } from "../src/common/reference/producers";
import { POPULAR_SIZES } from "../src/common/reference/sizes";
import { hrefs, html } from "./helpers";

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

describe("mobile menu groups", () => {
  it("puts a season's sizes and producers into closed groups of their own, rims at hand", async () => {
    const { body } = await html("/");
    const panel = body.slice(body.indexOf('id="mobile-menu"'), body.indexOf('<main id="content"'));
    const start = panel.indexOf('<details class="accordion" name="menu-category"><summary>Zimowe</summary>');
    expect(start).toBeGreaterThan(-1);
    const winter = element(panel, start, "details");
    const groups = [...winter.matchAll(/<details class="menu-group">\s*<summary>(.*?)<\/summary>/g)].map((match) =>
      match[1]!
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    );
    expect(groups).toEqual([`Popularne rozmiary ${POPULAR_SIZES.length}`, `Producenci ${PRODUCERS.length}`]);
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
    const { body } = await html("/");
    const panel = body.slice(body.indexOf('id="mobile-menu"'), body.indexOf('<main id="content"'));
    const tyres = element(panel, panel.indexOf('<details class="accordion" name="menu-category"><summary>Opony</summary>'), "details");
    const groups = [...tyres.matchAll(/<details class="menu-group">\s*<summary>([^<]*)/g)].map((match) => match[1]!.trim());
    expect(groups).toEqual(["Producenci", "Opony do samochodu"]);
    const mega = body.slice(body.indexOf('class="mega-nav'), body.indexOf('id="mobile-menu"'));
    expect(mega).not.toContain("<details");
  });
});

describe("home page blocks", () => {
  it("gives every block a heading and fills the product rows", async () => {
    const { body } = await html("/");
    const main = body.slice(body.indexOf('<main id="content"'), body.indexOf("</main>"));
    const sections = [...main.matchAll(/<section\b/g)].map((match) => element(main, match.index, "section"));
    expect(sections.length).toBeGreaterThanOrEqual(6);
    for (const section of sections) expect(section, section.slice(0, 120)).toMatch(/<h[12]\b/);
    expect(main).toMatch(/<h2[^>]*>Popularne rozmiary<\/h2>/);
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
