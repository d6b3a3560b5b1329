import * as v from "valibot";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { Season, VehicleType } from "../src/common/config/storefront";
import type { SpeedSymbol } from "../src/common/reference/speed-symbols";
import { listingStatement } from "../src/shop/db/queries/search";
import {
  apiSort,
  LISTING_PARAMS,
  listingApiQuery,
  searchFilterFromApi,
  type ListingFilter,
  type ListingParamKey,
  type ListingSort,
  type SearchFilter,
  type SearchSort,
} from "../src/common/listing-filters";
import { listingFormFields, listingPath, parseListing, parseListingForm } from "../src/common/routes";
import { searchQuery } from "../src/shop/api/catalogue";
import { get } from "./helpers";

/** A valid value of every row other than its default: a new row does not compile until it has one. */
const SAMPLES: { [K in ListingParamKey]-?: NonNullable<ListingFilter[K]> } = {
  producers: ["continental", "michelin"],
  vehicle: "dostawcze",
  season: "letnie",
  width: 205,
  profile: 55,
  rim: 16,
  loadIndex: ["91", "94/92"],
  speedIndex: ["H", "V"],
  minLoad: 91,
  minSpeed: "V",
  fuel: ["A", "C"],
  wet: ["B"],
  noise: ["A", "B"],
  xl: true,
  runFlat: true,
  threePmsf: true,
  maxAge: "24",
  priceMin: 250,
  priceMax: 600,
  sort: "cena-malejaco",
  page: 3,
};

/** A value of every row that neither a page nor the API takes. */
const INVALID: Record<ListingParamKey, string> = {
  producers: "Michelin!",
  vehicle: "rower",
  season: "zima",
  width: "99",
  profile: "abc",
  rim: "31",
  loadIndex: "9",
  speedIndex: "h",
  minLoad: "49",
  minSpeed: "v",
  fuel: "F",
  wet: "Z",
  noise: "D",
  xl: "2",
  runFlat: "tak",
  threePmsf: "yes",
  maxAge: "13",
  priceMin: "-5",
  priceMax: "1e3",
  sort: "cena",
  page: "0",
};

const rows = LISTING_PARAMS.map((row) => [row.key, row] as const);

/** Splits a built path back into catch-all segments and query, as the router does. */
function parse(path: string): ListingFilter | null {
  const url = new URL(path, "https://sklep.test");
  return parseListing(url.pathname.split("/").filter(Boolean).slice(1), url.searchParams);
}

describe("listing filter table (src/common/listing-filters.ts)", () => {
  it("derives ListingFilter with the same fields and types as before the table", () => {
    expectTypeOf<ListingFilter>().toEqualTypeOf<{
      vehicle?: VehicleType;
      season?: Season;
      producers?: string[];
      width?: number;
      profile?: number;
      rim?: number;
      loadIndex?: string[];
      speedIndex?: string[];
      minLoad?: number;
      minSpeed?: SpeedSymbol;
      xl?: boolean;
      runFlat?: boolean;
      threePmsf?: boolean;
      maxAge?: "12" | "24" | "36";
      fuel?: string[];
      wet?: string[];
      noise?: string[];
      priceMin?: number;
      priceMax?: number;
      sort?: ListingSort;
      page?: number;
    }>();
    expectTypeOf<SearchFilter>().toEqualTypeOf<Omit<ListingFilter, "sort" | "page">>();
  });

  it("derives the API schema's types row by row (the typed shop client relies on them)", () => {
    expectTypeOf<v.InferOutput<typeof searchQuery>>().toEqualTypeOf<{
      season?: Season | undefined;
      vehicle?: VehicleType | undefined;
      producer?: string[] | undefined;
      width?: number | undefined;
      profile?: number | undefined;
      rim?: number | undefined;
      load?: string[] | undefined;
      speed?: string[] | undefined;
      load_min?: number | undefined;
      speed_min?: SpeedSymbol | undefined;
      fuel?: string[] | undefined;
      wet?: string[] | undefined;
      noise?: string[] | undefined;
      xl?: boolean | undefined;
      runflat?: boolean | undefined;
      pmsf?: boolean | undefined;
      max_age?: "12" | "24" | "36" | undefined;
      price_min?: number | undefined;
      price_max?: number | undefined;
      sort?: SearchSort | undefined;
      page?: number | undefined;
      limit?: number | undefined;
      facets?: "0" | "1" | undefined;
    }>();
    expectTypeOf<v.InferInput<typeof searchQuery>["sort"]>().toEqualTypeOf<SearchSort | undefined>();
    expectTypeOf<v.InferInput<typeof searchQuery>["season"]>().toEqualTypeOf<Season | undefined>();
  });

  it("has one row per query name and per API name", () => {
    expect(new Set(LISTING_PARAMS.map((row) => row.query)).size).toBe(LISTING_PARAMS.length);
    expect(new Set(LISTING_PARAMS.map((row) => row.api)).size).toBe(LISTING_PARAMS.length);
    expect(Object.keys(searchQuery.entries)).toEqual(expect.arrayContaining(LISTING_PARAMS.map((row) => row.api)));
  });

  it.each(rows)("%s: listingPath writes it and parseListing reads it back", (key, row) => {
    // On a season listing, so every other row has to travel in the query.
    const filter: ListingFilter = { season: "zimowe", [key]: SAMPLES[key] };
    const path = listingPath(filter);
    expect(parse(path), path).toEqual(filter);
    if (key !== "season" && key !== "rim") expect(new URL(path, "https://sklep.test").searchParams.has(row.query), path).toBe(true);
  });

  it.each(rows)("%s: the page query drops a value it does not take", (key, row) => {
    const query = new URLSearchParams([[row.query, INVALID[key]]]);
    expect(parseListing(["dostawcze"], query)).toEqual({ vehicle: "dostawcze" });
  });

  it.each(rows)("%s: the form's fields carry it and GET /opony reads them back", (key, row) => {
    const filter: ListingFilter = { [key]: SAMPLES[key] };
    const fields = listingFormFields(filter);
    if (row.kind === "page") {
      // A changed filter starts again on the first page.
      expect(fields).toEqual([]);
      return;
    }
    expect(fields.map(([name]) => name)).toEqual([row.query]);
    expect(parseListingForm(new URLSearchParams(fields))).toEqual(filter);
  });

  it.each(rows)("%s: the API schema accepts the page's API query and the search gets the same value", (key, row) => {
    const filter: ListingFilter = { [key]: SAMPLES[key] };
    const query = listingApiQuery(filter);
    expect(Object.keys(query)).toContain(row.api);
    const parsed = v.safeParse(searchQuery, query);
    expect(parsed.success, JSON.stringify(parsed.issues)).toBe(true);
    const output = parsed.output as v.InferOutput<typeof searchQuery>;
    if (row.kind === "sort") expect(output.sort).toBe(apiSort(SAMPLES.sort));
    else if (row.kind === "page") expect(output.page).toBe(SAMPLES.page);
    else {
      const value = "scale" in row ? (SAMPLES[key] as number) * row.scale : SAMPLES[key];
      expect(searchFilterFromApi(output)).toEqual({ [key]: value });
      // …and the search narrows by it: its clause adds to the WHERE of the listing.
      const plain = listingStatement({ limit: 24, offset: 0 });
      const narrowed = listingStatement({ ...searchFilterFromApi(output), limit: 24, offset: 0 });
      expect(narrowed.sql).not.toBe(plain.sql);
    }
  });

  it.each(rows)("%s: the API answers a value it does not take with the row's Polish message", async (key, row) => {
    const response = await get(`/api/v1/catalogue/search?${new URLSearchParams([[row.api, INVALID[key]]])}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error_code: string; fields: { path: string; message: string }[] };
    expect(body.error_code).toBe("VALIDATION_ERROR");
    expect(body.fields.map((field) => field.path.split(".")[0])).toEqual([row.api]);
    expect(body.fields.map((field) => field.message)).toContain(row.message);
  });

  it("sends every filter at once to the shop API, which answers it", async () => {
    const filter: ListingFilter = { ...SAMPLES };
    const query = new URLSearchParams({ ...listingApiQuery(filter), limit: "24" });
    expect(query.get("price_min")).toBe("25000");
    expect(query.get("sort")).toBe("price-desc");
    const response = await get(`/api/v1/catalogue/search?${query}`);
    expect(response.status).toBe(200);
  });
});
