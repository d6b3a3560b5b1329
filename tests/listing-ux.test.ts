/**
 * What a shopper meets on a listing (issue 16, points 2, 3 and 8): breadcrumbs without a repeated
 * season, the load-index facet in numeric order, price fields without made-up values, the active
 * filters as removable chips (plain links) and the filter sheet's island with the API's names.
 */
import { describe, expect, it } from "vitest";
import { LISTING_PARAMS } from "../src/common/listing-filters";
import type { SearchAnswer } from "../src/site/shop-client";
import { get, html } from "./helpers";

/** The text a reader sees in an HTML fragment. */
const text = (fragment: string) =>
  fragment
    .replace(/<[^>]+>/g, "")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ")
    .trim();

function breadcrumbs(body: string): string[] {
  const nav = body.match(/<nav class="breadcrumbs"[^>]*>(.*?)<\/nav>/s)?.[1] ?? "";
  return [...nav.matchAll(/<li[^>]*>(.*?)<\/li>/gs)].map((match) => text(match[1]!));
}

/** The chips of the active filters: each one's text and link. */
function chips(body: string): { label: string; href: string }[] {
  const list = body.match(/<ul class="filter-chips"[^>]*>(.*?)<\/ul>/s)?.[1] ?? "";
  return [...list.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gs)].map((match) => ({
    href: match[1]!.replaceAll("&amp;", "&"),
    label: text(match[2]!),
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
    expect(breadcrumbs(body)).toEqual(["Strona główna", "Opony", "Opony zimowe"]);
    // The JSON-LD list follows the visible one.
    expect(body.match(/"name":"Opony zimowe"/g)).toHaveLength(1);
  });

  it("keep the season as a step under a narrower season page", async () => {
    const { body } = await html("/opony/zimowe/michelin");
    expect(breadcrumbs(body)).toEqual(["Strona główna", "Opony", "Opony zimowe", "Opony zimowe Michelin"]);
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
    const inputs = [...body.matchAll(/<input[^>]*name="cena-(?:od|do)"[^>]*>/g)].map((match) => match[0]);
    expect(inputs).toHaveLength(2);
    for (const input of inputs) {
      expect(input).not.toMatch(/placeholder="[^"]*\d/);
      expect(input).not.toContain("value=");
      expect(input).toMatch(/aria-describedby="[^"]+"/);
    }
    const hintId = inputs[0]!.match(/aria-describedby="([^"]+)"/)![1]!;
    const hint = body.match(new RegExp(`<p[^>]*id="${hintId}"[^>]*>(.*?)</p>`, "s"))?.[1] ?? "";
    expect(text(hint)).toMatch(/^Ceny na tej liście: od \d[\d\u00a0]* do \d[\d\u00a0]* zł$/);
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
    expect(chips(body)).toEqual([
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
    const labels = chips(body).map((chip) => chip.label);
    expect(labels).toEqual([
      "Usuń filtr: Letnie",
      "Usuń filtr: 205/55 R16",
      "Usuń filtr: Nośność 91",
      "Usuń filtr: Prędkość V",
      "Usuń filtr: Paliwo A",
      "Usuń filtr: Paliwo B",
      "Wyczyść wszystkie",
    ]);
    expect(chips(body).find((chip) => chip.label.endsWith("205/55 R16"))?.href).toBe("/opony/letnie?nosnosc=91&predkosc=V&paliwo=A%2CB");
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
    const marker = body.match(/data-island="filter-sheet"[^>]*data-props="([^"]*)"/)?.[1];
    expect(marker).toBeDefined();
    const props = JSON.parse(marker!.replaceAll("&quot;", '"').replaceAll("&amp;", "&")) as {
      searchUrl: string;
      total: number;
      params: { query: string; api: string }[];
    };
    expect(props.searchUrl).toBe("/api/v1/catalogue/search");
    const count = Number(text(body.match(/<p class="listing-count">(.*?)<\/p>/s)![1]!).match(/\d+/)![0]);
    expect(props.total).toBe(count);
    const filters = LISTING_PARAMS.filter((row) => row.kind !== "sort" && row.kind !== "page");
    expect(props.params.map((param) => [param.query, param.api])).toEqual(filters.map((row) => [row.query, row.api]));
    // Without scripts the form's own button says what it does; the count arrives with the script.
    expect(body).toMatch(/<button type="submit" class="button button-primary button-block"[^>]*>Pokaż wyniki<\/button>/);
  });
});
