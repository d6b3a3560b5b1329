import { describe, expect, it } from "vitest";
import { CAR_MAKES } from "../src/common/reference/cars";
import { modelSlug, PRODUCERS, slugify } from "../src/common/reference/producers";
import { editDistance, parseSearchQuery, searchListingFilter, type ParsedSearch, type SearchVocabulary } from "../src/common/search-query";
import { listingPath } from "../src/common/routes";

/** The names the seeded catalogue has (src/shop/db/seed/generate.ts makes its slugs the same way). */
const vocabulary: SearchVocabulary = {
  producers: PRODUCERS.map((producer) => ({
    slug: producer.slug,
    name: producer.name,
    models: producer.models.map((model) => ({ slug: modelSlug(producer.slug, model.name), name: model.name, season: model.season })),
  })),
  carMakes: CAR_MAKES.map((make) => ({
    slug: make.slug,
    name: make.name,
    models: make.models.map((model) => ({
      slug: slugify(model.name),
      name: model.name,
      generations: model.generations.map((generation) => ({ slug: slugify(generation.name), name: generation.name })),
    })),
  })),
};

/** What a reading comes to, in a line: size, indexes, season, vehicle, flags, producer, model, car, words left. */
function summary(parsed: ParsedSearch): string {
  const parts: string[] = [];
  if (parsed.size)
    parts.push(`${parsed.size.width}/${parsed.size.profile ?? "?"}R${parsed.size.rim ?? "?"}${parsed.size.cargo ? "C" : ""}`);
  if (parsed.rim !== undefined) parts.push(`R${parsed.rim}`);
  if (parsed.loadIndex) parts.push(`${parsed.loadIndex}${parsed.speedIndex}`);
  if (parsed.season) parts.push(parsed.season);
  if (parsed.vehicle) parts.push(parsed.vehicle);
  if (parsed.xl) parts.push("XL");
  if (parsed.runFlat) parts.push("RunFlat");
  if (parsed.producer) parts.push(`producer:${parsed.producer.slug}`);
  if (parsed.model) parts.push(`model:${parsed.model.slug}`);
  if (parsed.car)
    parts.push(`car:${[parsed.car.make.slug, parsed.car.model?.slug, parsed.car.generation?.slug].filter(Boolean).join("/")}`);
  if (parsed.unmatched.length) parts.push(`?${parsed.unmatched.join(",")}`);
  return parts.join(" ");
}

// Real inputs: what shoppers type into a Polish tyre shop's search, and what each must come to.
const TABLE: [input: string, expected: string][] = [
  // Sizes in every usual notation.
  ["205/55/16", "205/55R16"],
  ["205 55 r16", "205/55R16"],
  ["205 55 R 16", "205/55R16"],
  ["2055516", "205/55R16"],
  ["205/55R16", "205/55R16"],
  ["205/55 R16", "205/55R16"],
  ["205-55-16", "205/55R16"],
  ["205/55r16 91v", "205/55R16 91V"],
  ["205/55R16 91V", "205/55R16 91V"],
  ["225/45 ZR17 94Y XL", "225/45R17 94Y XL"],
  ["215/65R16C", "215/65R16C dostawcze"],
  ["215/65 r16c 106/104t", "215/65R16C 106/104T dostawcze"],
  ["195/65 15", "195/65R15"],
  ["205/55", "205/55R?"],
  ["r16", "R16"],
  ["zimowe r17", "R17 zimowe"],
  ["17 cali zimowe", "R17 zimowe"],
  ["zimówki 16", "R16 zimowe"],
  ["4x4 265/65r17", "265/65R17 terenowe-4x4"],
  ["run flat 225/45r17", "225/45R17 RunFlat"],
  // Sizes with seasons and producers.
  ["205 55 16 debica", "205/55R16 producer:debica"],
  ["205/55 r16 zimowe michelin", "205/55R16 zimowe producer:michelin"],
  ["opony letnie 195/65 r15", "195/65R15 letnie"],
  ["zimowe 205/55 r16 94h xl", "205/55R16 94H zimowe XL"],
  ["całoroczne 205/55 R16 Goodyear", "205/55R16 caloroczne producer:goodyear"],
  ["opony wielosezonowe 225/45 r17", "225/45R17 caloroczne"],
  // Producers with or without Polish letters, with small typos.
  ["debica", "producer:debica"],
  ["Dębica", "producer:debica"],
  ["dembica", "producer:debica"],
  ["michelin", "producer:michelin"],
  ["michlein", "producer:michelin"],
  ["contiental", "producer:continental"],
  ["bridgestone", "producer:bridgestone"],
  ["nokian", "producer:nokian-tyres"],
  ["bf goodrich", "producer:bfgoodrich"],
  ["opony zimowe hankook", "zimowe producer:hankook"],
  // Tread models: whole, partial, with typos, without the producer.
  ["michelin alpn", "producer:michelin model:michelin-alpin-6"],
  ["michelin alpin 6", "producer:michelin model:michelin-alpin-6"],
  ["dębica frigo hp2", "producer:debica model:debica-frigo-hp2"],
  ["debica frigo hp 2", "producer:debica model:debica-frigo-hp2"],
  ["bridgestone blizak", "producer:bridgestone model:bridgestone-blizzak-6"],
  ["continental wintercontact ts 870", "producer:continental model:continental-wintercontact-ts-870"],
  ["continental ts870", "producer:continental model:continental-wintercontact-ts-870"],
  ["continental premium contact 7", "producer:continental model:continental-premiumcontact-7"],
  ["crossclimate", "producer:michelin model:michelin-crossclimate-2"],
  ["primacy", "producer:michelin model:michelin-primacy-4-plus"],
  ["michelin crossclimate 2 205/55 r16", "205/55R16 producer:michelin model:michelin-crossclimate-2"],
  ["falken eurowinter", "producer:falken model:falken-eurowinter-hs02"],
  ["kleber krisalp", "producer:kleber model:kleber-krisalp-hp3"],
  ["hankook winter i*cept rs3", "producer:hankook model:hankook-winter-i-cept-rs3"],
  ["frigo", "?frigo"],
  // Cars: make, model, generation (Roman or Arabic numerals), aliases.
  ["golf 8", "car:volkswagen/golf/golf-viii"],
  ["golf viii", "car:volkswagen/golf/golf-viii"],
  ["golf vii", "car:volkswagen/golf/golf-vii"],
  ["opony do golfa", "car:volkswagen/golf"],
  ["vw passat b8", "car:volkswagen/passat/passat-b8"],
  ["skoda octavia", "car:skoda/octavia"],
  ["octavia 4", "car:skoda/octavia/octavia-iv"],
  ["audi a3 8v", "car:audi/a3/a3-8v"],
  ["mercedes c klasa", "car:mercedes-benz/klasa-c"],
  ["bmw seria 3 g20", "car:bmw/seria-3/seria-3-g20"],
  ["fiat 500", "car:fiat/500"],
  ["hyundai i30", "car:hyundai/i30"],
  ["crv", "car:honda/cr-v"],
  ["x3", "car:bmw/x3"],
  ["opel astra k", "car:opel/astra/astra-k"],
  ["ford transit custom", "car:ford/transit-custom"],
  ["toyota", "car:toyota"],
  // Nothing the shop knows.
  ["xyzzy", "?xyzzy"],
  ["", ""],
];

describe("the search box's reading (src/common/search-query.ts)", () => {
  it("has a table of at least 40 real inputs", () => expect(TABLE.length).toBeGreaterThanOrEqual(40));

  it.each(TABLE)("%j → %s", (input, expected) => {
    expect(summary(parseSearchQuery(input, vocabulary))).toBe(expected);
  });

  it("allows one typo from 4 letters, two from 8, none below", () => {
    expect(editDistance("debica", "dębica".normalize("NFKD").replace(/[\u0300-\u036f]/g, ""), 1)).toBe(0);
    expect(summary(parseSearchQuery("toyp", vocabulary))).toBe("producer:toyo");
    expect(summary(parseSearchQuery("tyo", vocabulary))).toBe("?tyo"); // 3 letters: exact only (and no prefix of a name)
    expect(summary(parseSearchQuery("bridgstnoe", vocabulary))).toBe("producer:bridgestone"); // 10 letters, 2 edits
    expect(summary(parseSearchQuery("brdgstnoe", vocabulary))).toBe("?brdgstnoe"); // 3 edits
  });

  it("reads the last word as the start of a name (the shopper is still typing)", () => {
    expect(summary(parseSearchQuery("michelin alp", vocabulary))).toBe("producer:michelin model:michelin-alpin-6");
    expect(summary(parseSearchQuery("205/55 r16 debi", vocabulary))).toBe("205/55R16 producer:debica");
  });

  it("names the listing of a size, season and producer, as the listing's own URL", () => {
    const parsed = parseSearchQuery("205 55 16 debica zimowe", vocabulary);
    expect(listingPath(searchListingFilter(parsed))).toBe("/opony/zimowe/205/55/r16?producent=debica");
    expect(listingPath(searchListingFilter(parseSearchQuery("215/65R16C 106/104T", vocabulary)))).toBe(
      "/opony/215/65/r16c?nosnosc=106%2F104&predkosc=T",
    );
  });

  it("drops a size out of the listing's ranges and never reads past 200 characters", () => {
    expect(summary(parseSearchQuery("999/99 r99", vocabulary))).toBe("?999,99,r,99");
    expect(parseSearchQuery(`${"a".repeat(5000)} michelin`, vocabulary).producer).toBeUndefined();
  });
});
