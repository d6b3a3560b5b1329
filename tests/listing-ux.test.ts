import { unpackFormParams } from "../src/common/listing-form-query";
/**
 * What a shopper meets on a listing (issue 16, points 2, 3 and 8): breadcrumbs without a repeated
 * season, the load-index facet in numeric order, price fields without made-up values, the active
 * filters as removable chips (plain links) and the filter sheet's island with the API's names.
 */
import { describe, expect, it } from "vitest";
import { LISTING_FORM_PARAMS, LISTING_PARAMS } from "../src/common/listing-filters";
import type { SearchAnswer } from "../src/site/shop-client";
import { get, html, islandProps, select, selectOne } from "./helpers";

/** The breadcrumbs' items, as a reader sees them. */
async function breadcrumbs(body: string): Promise<string[]> {
  return (await select(body, "nav.breadcrumbs li")).map((item) => item.text.replace(/\s+/g, " ").trim());
}

/** The chips of the active filters: each one's text and link. */
async function chips(body: string): Promise<{ label: string; href: string }[]> {
  return (await select(body, "ul.filter-chips a[href]")).map((link) => ({
    href: link.attributes.href!,
    label: link.text.replace(/\s+/g, " ").trim(),
  }));
}

/** Compares load indexes as a tyre's sidewall reads them: 91 < 94/92 < 100 < 104/102. */
function loadIndexOrder(a: string, b: string): number {
  const [a1, a2 = 0] = a.split("/").map(Number);
  const [b1, b2 = 0] = b.split("/").map(Number);
  return a1! - b1! || a2 - b2;
}

describe("breadcrumbs of listings", () => {
  it("name a season page once", async () => {
    const { body } = await html("/opony/zimowe");
    expect(await breadcrumbs(body)).toEqual(["Strona główna", "Opony", "Opony zimowe"]);
    // The JSON-LD list follows the visible one.
    expect(body.match(/"name":"Opony zimowe"/g)).toHaveLength(1);
  });

  it("keep the season as a step under a narrower season page", async () => {
    const { body } = await html("/opony/zimowe/michelin");
    expect(await breadcrumbs(body)).toEqual(["Strona główna", "Opony", "Opony zimowe", "Opony zimowe Michelin"]);
    expect(body).toMatch(/<a href="\/opony\/zimowe">Opony zimowe<\/a>/);
  });
});

describe("the load-index facet", () => {
  it("is in numeric order in the API and on the page, dual indexes of vans included", async () => {
    const response = await get("/api/v1/catalogue/search?limit=1");
    const answer = (await response.json()) as SearchAnswer;
    const values = answer.facets.loadIndex.map((facet) => facet.value);
    // The test catalogue has both kinds, or this test proves nothing.
    expect(values.some((value) => value.includes("/"))).toBe(true);
    expect(values.some((value) => Number(value) < 100)).toBe(true);
    expect(values.some((value) => Number.parseInt(value, 10) >= 100)).toBe(true);
    expect(values).toEqual([...values].sort(loadIndexOrder));

    // A producer's page spans cars (91, 95), vans (107/105) and 4x4s (111…).
    const { body } = await html("/opony/michelin");
    const onPage = [...body.matchAll(/name="nosnosc" value="([^"]+)"/g)].map((match) => match[1]!);
    expect(onPage.length).toBeGreaterThan(4);
    expect(onPage).toEqual([...onPage].sort(loadIndexOrder));
  });
});

describe("price fields", () => {
  it("show no made-up value: empty fields, the listing's price range said in words beside them", async () => {
    const { body } = await html("/opony/zimowe");
    const inputs = await select(body, 'input[name="cena-od"], input[name="cena-do"]');
    expect(inputs).toHaveLength(2);
    for (const { attributes } of inputs) {
      expect(attributes.placeholder ?? "").not.toMatch(/\d/);
      expect(attributes).not.toHaveProperty("value");
      expect(attributes["aria-describedby"]).toMatch(/^\S+$/);
    }
    const hint = await selectOne(body, `p[id="${inputs[0]!.attributes["aria-describedby"]}"]`);
    expect(hint.text.replace(/\s+/g, " ").trim()).toMatch(/^Ceny na tej liście: od \d[\d\u00a0]* do \d[\d\u00a0]* zł$/);
  });

  it("have an apply button of their own in the price group", async () => {
    const { body } = await html("/opony/zimowe");
    const group = body.match(/<fieldset[^>]*>\s*<legend>Cena za sztukę \(zł\)<\/legend>(.*?)<\/fieldset>/s)?.[1] ?? "";
    expect(group).toMatch(/<button type="submit"[^>]*>Zastosuj cenę<\/button>/);
  });
});

describe("active filters as chips", () => {
  it("link to the same listing without that one value, and to the listing without any", async () => {
    const { body } = await html("/opony/zimowe?producent=michelin,continental&xl=1&cena-od=300&cena-do=800&sortuj=cena-rosnaco");
    expect(await chips(body)).toEqual([
      { label: "Usuń filtr: Continental", href: "/opony/zimowe/michelin?xl=1&cena-od=300&cena-do=800&sortuj=cena-rosnaco" },
      { label: "Usuń filtr: Michelin", href: "/opony/zimowe/continental?xl=1&cena-od=300&cena-do=800&sortuj=cena-rosnaco" },
      {
        label: "Usuń filtr: Zimowe",
        href: "/opony/osobowe-suv?producent=continental%2Cmichelin&xl=1&cena-od=300&cena-do=800&sortuj=cena-rosnaco",
      },
      { label: "Usuń filtr: XL", href: "/opony/zimowe?producent=continental%2Cmichelin&cena-od=300&cena-do=800&sortuj=cena-rosnaco" },
      { label: "Usuń filtr: Cena od 300 zł", href: "/opony/zimowe?producent=continental%2Cmichelin&xl=1&cena-do=800&sortuj=cena-rosnaco" },
      { label: "Usuń filtr: Cena do 800 zł", href: "/opony/zimowe?producent=continental%2Cmichelin&xl=1&cena-od=300&sortuj=cena-rosnaco" },
      { label: "Wyczyść wszystkie", href: "/opony/osobowe-suv?sortuj=cena-rosnaco" },
    ]);
  });

  it("show a whole size as one chip, and classes and indexes by their names", async () => {
    const { body } = await html("/opony/letnie/205/55/r16?paliwo=A,B&nosnosc=91&predkosc=V");
    const labels = (await chips(body)).map((chip) => chip.label);
    expect(labels).toEqual([
      "Usuń filtr: Letnie",
      "Usuń filtr: 205/55 R16",
      "Usuń filtr: Nośność 91",
      "Usuń filtr: Prędkość V",
      "Usuń filtr: Paliwo A",
      "Usuń filtr: Paliwo B",
      "Wyczyść wszystkie",
    ]);
    expect((await chips(body)).find((chip) => chip.label.endsWith("205/55 R16"))?.href).toBe(
      "/opony/letnie?nosnosc=91&predkosc=V&paliwo=A%2CB",
    );
    // The phone's "Filtry" button counts what the chips show: 6 (season, size, load, speed, two fuel classes).
    expect(body).toContain('Filtry<span class="badge-inline">6</span>');
  });

  it("are not shown when nothing narrows the listing", async () => {
    const { body } = await html("/opony/osobowe-suv");
    expect(body).not.toContain('class="filter-chips"');
  });
});

describe("the filter sheet island", () => {
  it("gets every filter's page and API name, the search's address and the listing's count", async () => {
    const { body } = await html("/opony/zimowe");
    const props = await islandProps<{
      searchUrl: string;
      total: number;
      params: string;
    }>(body, "filter-sheet");
    expect(props.searchUrl).toBe("/api/v1/catalogue/search");
    const count = Number((await selectOne(body, "p.listing-count")).text.match(/\d+/)![0]);
    expect(props.total).toBe(count);
    const filters = LISTING_PARAMS.filter((row) => row.kind !== "sort" && row.kind !== "page");
    // Packed into one short string (packFormParams), read back in the browser.
    expect(unpackFormParams(props.params)).toEqual(LISTING_FORM_PARAMS);
    expect(unpackFormParams(props.params).map((param) => [param.query, param.api])).toEqual(filters.map((row) => [row.query, row.api]));
    // Without scripts the form's own button says what it does; the count arrives with the script.
    const buttons = await select(body, 'button[type="submit"][class="button button-primary button-block"]');
    expect(buttons.map((button) => button.text)).toContain("Pokaż wyniki");
  });
});
