import { describe, expect, it } from "vitest";
import { clean, listingPath, parseListing, parseListingForm, querySlug, tyrePath, type ListingFilter } from "../src/common/routes";

/** Splits a built path back into catch-all segments and query, as the router does. */
function parse(path: string): ListingFilter | null {
  const url = new URL(path, "https://sklep.test");
  const segments = url.pathname.split("/").filter(Boolean).slice(1);
  return parseListing(segments, url.searchParams);
}

const shapes: [ListingFilter, string][] = [
  [{ vehicle: "osobowe-suv" }, "/opony/osobowe-suv"],
  [{ vehicle: "dostawcze" }, "/opony/dostawcze"],
  [{ vehicle: "terenowe-4x4" }, "/opony/terenowe-4x4"],
  [{ season: "zimowe" }, "/opony/zimowe"],
  [{ season: "letnie" }, "/opony/letnie"],
  [{ season: "caloroczne" }, "/opony/caloroczne"],
  [{ producers: ["michelin"] }, "/opony/michelin"],
  [{ season: "letnie", producers: ["debica"] }, "/opony/letnie/debica"],
  [{ width: 205, profile: 55, rim: 16 }, "/opony/205/55/r16"],
  [{ season: "caloroczne", width: 205, profile: 55, rim: 16 }, "/opony/caloroczne/205/55/r16"],
  [{ season: "zimowe", rim: 17 }, "/opony/zimowe/r17"],
];

describe("listing paths (SPEC §2 route shapes)", () => {
  it.each(shapes)("%j ↔ %s", (filter, path) => {
    expect(listingPath(filter)).toBe(path);
    // The plain vehicle listing is the default shape; everything else round-trips exactly.
    expect(parse(path)).toEqual(filter.vehicle === "osobowe-suv" ? { vehicle: "osobowe-suv" } : filter);
  });

  it("puts what no shape carries into the query and reads it back", () => {
    const filter: ListingFilter = {
      season: "zimowe",
      width: 205,
      profile: 55,
      rim: 16,
      producers: ["continental", "michelin"],
      loadIndex: ["91", "94"],
      speedIndex: ["H", "V"],
      xl: true,
      runFlat: true,
      threePmsf: true,
      fuel: ["A", "B"],
      wet: ["A"],
      noise: ["A", "B"],
      priceMin: 200,
      priceMax: 600,
      vehicle: "osobowe-suv",
      sort: "cena-rosnaco",
      page: 3,
    };
    const path = listingPath(filter);
    expect(path.startsWith("/opony/zimowe/205/55/r16?")).toBe(true);
    expect(parse(path)).toEqual(filter);
  });

  it("adds the page number only when greater than 1", () => {
    expect(listingPath({ season: "zimowe", page: 1 })).toBe("/opony/zimowe");
    expect(listingPath({ season: "zimowe", page: 2 })).toBe("/opony/zimowe?strona=2");
    expect(parse("/opony/zimowe?strona=1")).toEqual({ season: "zimowe" });
  });

  // An unknown producer slug ("/opony/zima") parses; the catalogue answers it with 404.
  it("rejects paths that are no route shape", () => {
    for (const path of [
      "/opony/205",
      "/opony/zimowe/zimowe",
      "/opony/zimowe/osobowe-suv",
      "/opony/205/55/16",
      "/opony/205/55/r99",
      "/opony/999/55/r16",
      "/opony/zima/205/55/r16",
      "/opony/zimowe/205/55/r16/extra",
      "/opony/Michelin",
      "/opony/michelin/zimowe",
      "/opony/zimowe/r0",
    ]) {
      expect(parse(path), path).toBeNull();
    }
  });

  it("drops query values that do not parse, and never lets the query override the path", () => {
    expect(parse("/opony/zimowe?sezon=letnie&szerokosc=abc&xl=tak&paliwo=A,Z,%3Cb%3E&cena-od=-5&sortuj=nie")).toEqual({
      season: "zimowe",
      fuel: ["A"],
    });
    expect(parse("/opony/michelin?producent=debica")).toEqual({ producers: ["michelin"] });
  });

  it("reads the filter form, whose vehicle comes from the query", () => {
    expect(parseListingForm(new URLSearchParams("sezon=zimowe&szerokosc=205&profil=55&srednica=16"))).toEqual({
      season: "zimowe",
      width: 205,
      profile: 55,
      rim: 16,
    });
    expect(parseListingForm(new URLSearchParams("typ=dostawcze&strona=4"))).toEqual({ vehicle: "dostawcze" });
    expect(clean({ page: 1, sort: "popularnosc", producers: [] })).toEqual({});
  });

  it("reads a slug from the query as text, empty when missing", () => {
    expect(querySlug(new URLSearchParams("sup=OP-1"), "sup")).toBe("OP-1");
    expect(querySlug(new URLSearchParams(""), "sup")).toBe("");
  });
});

describe("product link", () => {
  it("uses the slug, adds ?sup=<sku> for a non-main variant, and an optional anchor", () => {
    expect(tyrePath("michelin-alpin-6-205-55-r16-91h")).toBe("/dane-opony/michelin-alpin-6-205-55-r16-91h");
    expect(tyrePath("x", { sku: "OP-000001-2026", isMain: true })).toBe("/dane-opony/x");
    expect(tyrePath("x", { sku: "OP-000001-2025", isMain: false })).toBe("/dane-opony/x?sup=OP-000001-2025");
    expect(tyrePath("x", { sku: "OP-1", isMain: false }, "etykieta")).toBe("/dane-opony/x?sup=OP-1#etykieta");
  });
});
