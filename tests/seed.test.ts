import { describe, expect, it } from "vitest";
import sampleFeed from "../src/shop/catalogue-import/sample/hurtownia-opon.csv?raw";
import { isValidEan13 } from "../src/shop/catalogue-import/validate";
import { DEFAULT_VARIANT_TARGET, generateCatalogue } from "../src/shop/db/seed/generate";
import { catalogueToSql } from "../src/shop/db/seed/sql";

const NOW = Date.UTC(2026, 10, 22);
const DAY = 86_400_000;

describe("catalogue generator", () => {
  const catalogue = generateCatalogue({ now: NOW });

  it("is deterministic for a seed", () => {
    const again = generateCatalogue({ now: NOW, variantTarget: 500 });
    const first = generateCatalogue({ now: NOW, variantTarget: 500 });
    expect(catalogueToSql(again)).toEqual(catalogueToSql(first));
    expect(catalogueToSql(generateCatalogue({ now: NOW, variantTarget: 500, seed: 7 }))).not.toEqual(catalogueToSql(first));
  });

  it("fills the shop with at least 10,000 offers by default", () => {
    expect(DEFAULT_VARIANT_TARGET).toBeGreaterThanOrEqual(10_000);
    expect(catalogue.variants.length).toBeGreaterThanOrEqual(10_000);
    expect(catalogue.producers).toHaveLength(50);
    expect(catalogue.carMakes).toHaveLength(19);
  });

  it("scales to exactly 100,000 offers for the D1 benchmark, every slug and sku unique", () => {
    const large = generateCatalogue({ now: NOW, variantTarget: 100_000 });
    expect(large.variants).toHaveLength(100_000);
    expect(new Set(large.variants.map((variant) => variant.sku)).size).toBe(100_000);
    expect(new Set(large.tyres.map((tyre) => tyre.slug)).size).toBe(large.tyres.length);
    expect(new Set(large.tyres.map((tyre) => tyre.ean)).size).toBe(large.tyres.length);
    expect(large.variants.every((variant) => large.tyres[variant.tyreId - 1]?.id === variant.tyreId)).toBe(true);
    // 100,000 offers take ~2 s alone and over 6 s on a loaded 2-core machine: more than the pure project's 5 s default.
  }, 30_000);

  it("has sold-out offers, several production years per tyre and one main offer each", () => {
    expect(catalogue.variants.some((variant) => variant.stock === 0)).toBe(true);
    const byTyre = Map.groupBy(catalogue.variants, (variant) => variant.tyreId);
    expect([...byTyre.values()].some((offers) => new Set(offers.map((offer) => offer.productionYear)).size >= 2)).toBe(true);
    for (const offers of byTyre.values()) expect(offers.filter((offer) => offer.isMain)).toHaveLength(1);
    expect(new Set(catalogue.variants.map((variant) => variant.sku)).size).toBe(catalogue.variants.length);
    expect(new Set(catalogue.tyres.map((tyre) => tyre.slug)).size).toBe(catalogue.tyres.length);
  });

  it("has reductions with a 30-day price history ending at the current price", () => {
    const history = Map.groupBy(catalogue.priceHistory, (entry) => entry.variantId);
    let reduced = 0;
    for (const variant of catalogue.variants) {
      const entries = (history.get(variant.id) ?? []).sort((a, b) => a.validFrom - b.validFrom);
      expect(entries.length).toBeGreaterThanOrEqual(1);
      expect(entries.at(-1)?.price).toBe(variant.price);
      if (entries.length > 1) {
        reduced++;
        const last = entries.at(-1)!;
        expect(last.validFrom).toBeGreaterThan(NOW - 30 * DAY);
        expect(entries.at(-2)!.price).toBeGreaterThan(last.price);
      }
    }
    expect(reduced).toBeGreaterThan(catalogue.variants.length * 0.05);
  });

  it("labels tyres plausibly: winter tyres carry 3PMSF, summer tyres do not", () => {
    for (const tyre of catalogue.tyres) {
      if (tyre.season === "zimowe") expect(tyre.threePmsf).toBe(true);
      if (tyre.season === "letnie") expect(tyre.threePmsf).toBe(false);
      if (tyre.cargo) expect(tyre.loadIndex).toMatch(/^\d+\/\d+$/);
      expect(tyre.noiseDb).toBeGreaterThanOrEqual(60);
      expect(tyre.noiseDb).toBeLessThanOrEqual(80);
    }
  });

  it("has tyres in every factory size of the car models", () => {
    const sizes = new Set(catalogue.tyres.map((tyre) => `${tyre.width}/${tyre.profile}/${tyre.rim}`));
    const axles = catalogue.carFitments.flatMap((fit) => [
      `${fit.width}/${fit.profile}/${fit.rim}`,
      ...(fit.rearWidth !== null ? [`${fit.rearWidth}/${fit.rearProfile}/${fit.rearRim}`] : []),
    ]);
    const missing = axles.filter((size) => !sizes.has(size));
    expect(missing).toEqual([]);
  });

  it("gives every tyre an EAN-13 the feed import accepts, under its maker's GS1 prefix, none the sample feed uses", () => {
    expect(catalogue.tyres.filter((tyre) => !isValidEan13(tyre.ean)).map((tyre) => tyre.ean)).toEqual([]);
    expect(new Set(catalogue.tyres.map((tyre) => tyre.ean)).size).toBe(catalogue.tyres.length);
    const producerSlug = new Map(catalogue.producers.map((producer) => [producer.id, producer.slug]));
    const prefixes = (slug: string) =>
      new Set(catalogue.tyres.filter((tyre) => producerSlug.get(tyre.producerId) === slug).map((tyre) => tyre.ean.slice(0, 7)));
    // The makers' real prefixes, as the sample supplier feed has them; Dębica's EANs are Goodyear's.
    expect(prefixes("michelin")).toEqual(new Set(["3528701"]));
    expect(prefixes("continental")).toEqual(new Set(["4019238"]));
    expect(prefixes("debica")).toEqual(new Set(["5452000"]));
    const feedEans = new Set(
      sampleFeed
        .split("\n")
        .slice(1)
        .map((line) => line.split(";")[0]),
    );
    expect(catalogue.tyres.filter((tyre) => feedEans.has(tyre.ean))).toEqual([]);
  });

  it("escapes quotes in SQL literals", () => {
    const statements = catalogueToSql(catalogue);
    const nfera = statements.find((statement) => statement.includes("N''Fera"));
    expect(nfera).toBeDefined();
  });
});
