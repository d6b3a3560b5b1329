/**
 * The demo catalogue a tyre fitter believes (issue 18): the whole generated catalogue, at the
 * shop's default size and at the benchmarks' 100,000 offers, held to the trade's rules — ETRTO
 * load indexes, R117 noise limits and label classes, van tyres in C sizes, treads in their
 * segment's sizes and speeds, ice grip only on Nordic winter treads, run-flat and car-maker marks
 * where makers put them, real DOT weeks within the shop's 36 months, valid unique EANs, and
 * prices by size and brand tier. Pure: no D1.
 */
import { describe, expect, it } from "vitest";
import { MAX_TYRE_AGE_MONTHS } from "../src/common/config/back-office";
import { SPEED_SYMBOLS } from "../src/common/reference/speed-symbols";
import { DEFAULT_VARIANT_TARGET, generateCatalogue, type Catalogue, type TyreRow } from "../src/shop/db/seed/generate";
import { fitmentFilter, type ListingFilter } from "../src/common/listing-filters";
import { PRODUCERS } from "../src/common/reference/producers";
import { CITY_SIZES, OFF_ROAD_SIZES, SIZE_SEARCH_OPTIONS, UHP_SIZES, VAN_SIZES } from "../src/common/reference/sizes";
import {
  ETRTO_LOAD_INDEXES,
  etrtoLoadIndexes,
  isoWeekStart,
  isoWeeksInYear,
  noiseClassFor,
  noiseLimitDb,
  RUN_FLAT_MARKS,
  SIZE_LIMITS,
  sizeKey,
} from "../src/common/reference/tyre-rules";
import { listingPath, parseListing } from "../src/common/routes";

const NOW = Date.UTC(2026, 10, 22);

/** EAN-13's check digit, computed here on its own: weights 1 and 3 from the left. */
function validEan13(ean: string): boolean {
  if (!/^\d{13}$/.test(ean)) return false;
  const sum = [...ean.slice(0, 12)].reduce((total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === Number(ean[12]);
}

const speedRank = (speed: string) => (SPEED_SYMBOLS as readonly string[]).indexOf(speed);
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const keyOf = (size: { width: number; profile: number; rim: number }) => sizeKey(size);

/** The tyres a listing filter shows, by the search's rules (db/queries/search.ts) for the parts a fitment link uses. */
function listed(catalogue: Catalogue, filter: ListingFilter): TyreRow[] {
  return catalogue.tyres.filter(
    (tyre) =>
      (filter.season === undefined || tyre.season === filter.season) &&
      (filter.vehicle === undefined || tyre.vehicleType === filter.vehicle) &&
      (filter.width === undefined || tyre.width === filter.width) &&
      (filter.profile === undefined || tyre.profile === filter.profile) &&
      (filter.rim === undefined || tyre.rim === filter.rim) &&
      (filter.minLoad === undefined || Number.parseInt(tyre.loadIndex, 10) >= filter.minLoad) &&
      (filter.minSpeed === undefined || speedRank(tyre.speedIndex) >= speedRank(filter.minSpeed)),
  );
}

describe.each([
  ["the default catalogue", DEFAULT_VARIANT_TARGET],
  ["the benchmarks' 100,000 offers", 100_000],
])("%s holds to the trade's rules", { timeout: 30_000 }, (_name, variantTarget) => {
  const catalogue = generateCatalogue({ now: NOW, variantTarget });
  const models = new Map(catalogue.treadModels.map((model) => [model.id, model]));
  const producers = new Map(catalogue.producers.map((producer) => [producer.id, producer]));
  const modelOf = (tyre: TyreRow) => models.get(tyre.modelId)!;
  const tierOf = (tyre: TyreRow) => PRODUCERS.find((producer) => producer.slug === producers.get(tyre.producerId)!.slug)!.tier;
  const passenger = catalogue.tyres.filter((tyre) => tyre.tyreClass === "C1");
  const vans = catalogue.tyres.filter((tyre) => tyre.cargo);

  it("has exactly the offers asked for, every size within the sizes the shop sells", () => {
    expect(catalogue.variants).toHaveLength(variantTarget);
    for (const tyre of catalogue.tyres)
      for (const part of ["width", "profile", "rim"] as const) {
        expect(tyre[part], tyre.slug).toBeGreaterThanOrEqual(SIZE_LIMITS[part].min);
        expect(tyre[part], tyre.slug).toBeLessThanOrEqual(SIZE_LIMITS[part].max);
      }
    expect(passenger.length).toBeGreaterThan(1000);
    expect(vans.length).toBeGreaterThan(50);
  });

  it("gives every passenger tyre its size's ETRTO load index: the reinforced one when XL, the standard one otherwise", () => {
    const wrong = passenger.filter((tyre) => {
      const indexes = etrtoLoadIndexes(tyre);
      return !indexes || tyre.loadIndex !== String(tyre.xl ? indexes.reinforced : indexes.standard);
    });
    expect(wrong.map((tyre) => tyre.slug)).toEqual([]);
    // The table's own facts (DOMAIN.md): 205/55 R16 91/94, 225/45 R17 91/94, 195/65 R15 91/95, 225/40 R18 88/92, 215/55 R17 94/98.
    expect([ETRTO_LOAD_INDEXES["205/55R16"], ETRTO_LOAD_INDEXES["225/45R17"], ETRTO_LOAD_INDEXES["195/65R15"]]).toEqual([
      [91, 94],
      [91, 94],
      [91, 95],
    ]);
    expect([ETRTO_LOAD_INDEXES["225/40R18"], ETRTO_LOAD_INDEXES["215/55R17"]]).toEqual([
      [88, 92],
      [94, 98],
    ]);
    for (const [size, [standard, reinforced]] of Object.entries(ETRTO_LOAD_INDEXES)) {
      expect(reinforced - standard, size).toBeGreaterThanOrEqual(3);
      expect(reinforced - standard, size).toBeLessThanOrEqual(5);
    }
  });

  it("derives every noise class from the tyre's dB and its R117 limit, none above it (no class C)", () => {
    const wrong = catalogue.tyres.filter((tyre) => {
      const limit = noiseLimitDb({ width: tyre.width, tyreClass: tyre.tyreClass, threePmsf: tyre.threePmsf, xl: tyre.xl });
      return tyre.noiseDb > limit || tyre.noiseClass !== noiseClassFor(tyre.noiseDb, limit) || tyre.noiseDb < limit - 6;
    });
    expect(wrong.map((tyre) => `${tyre.slug} ${tyre.noiseDb} dB ${tyre.noiseClass}`)).toEqual([]);
    expect(catalogue.tyres.some((tyre) => tyre.noiseClass === "C")).toBe(false);
    expect(catalogue.tyres.some((tyre) => tyre.noiseClass === "A")).toBe(true);
  });

  it("makes van tyres only in C sizes, with a single/dual load index and label class C2", () => {
    const vanSizes = new Set(VAN_SIZES.map((size) => `${keyOf(size)} ${size.load}/${size.dualLoad}`));
    for (const tyre of catalogue.tyres) {
      const van = modelOf(tyre).segment === "van";
      expect(tyre.cargo, tyre.slug).toBe(van);
      expect(tyre.vehicleType === "dostawcze", tyre.slug).toBe(van);
      expect(tyre.tyreClass, tyre.slug).toBe(van ? "C2" : "C1");
      if (van) expect(vanSizes.has(`${keyOf(tyre)} ${tyre.loadIndex}`), `${tyre.slug} ${tyre.loadIndex}`).toBe(true);
      else expect(tyre.loadIndex, tyre.slug).toMatch(/^\d{2,3}$/);
      if (van) expect(tyre.xl || tyre.runFlat || tyre.homologation !== null, tyre.slug).toBe(false);
    }
  });

  it("keeps every tread in its segment's sizes and speed ratings", () => {
    const city = new Set(CITY_SIZES.map(keyOf));
    const uhp = new Set(UHP_SIZES.map(keyOf));
    const offRoad = new Set(OFF_ROAD_SIZES.map(keyOf));
    for (const tyre of catalogue.tyres) {
      const { segment, season, nordic } = modelOf(tyre);
      const label = `${tyre.slug} (${segment})`;
      if (segment === "uhp") {
        expect(tyre.rim, label).toBeGreaterThanOrEqual(17);
        expect(uhp.has(keyOf(tyre)), label).toBe(true);
        if (season === "letnie") expect(["W", "Y"], label).toContain(tyre.speedIndex);
      }
      if (segment === "city") {
        expect(city.has(keyOf(tyre)), label).toBe(true);
        expect(tyre.rim, label).toBeLessThanOrEqual(16);
        expect(tyre.width, label).toBeLessThanOrEqual(195);
      }
      if (segment === "at" || segment === "mt") {
        expect(offRoad.has(keyOf(tyre)), label).toBe(true);
        expect(tyre.vehicleType, label).toBe("terenowe-4x4");
      }
      if (nordic) expect(["R", "T"], label).toContain(tyre.speedIndex);
      if (segment === "van") expect(["R", "S", "T"], label).toContain(tyre.speedIndex);
      if (segment === "touring" && season === "letnie" && !nordic)
        expect(speedRank(tyre.speedIndex), label).toBeGreaterThanOrEqual(speedRank("T"));
      if (season === "zimowe" && !nordic && segment !== "van")
        expect(speedRank(tyre.speedIndex), label).toBeGreaterThanOrEqual(speedRank("T"));
    }
  });

  it("puts the ice pictogram only on Nordic winter treads, M+S on winter and all-season tyres, 3PMSF on winter and most all-season ones", () => {
    const iced = catalogue.tyres.filter((tyre) => tyre.ice);
    expect(iced.length).toBeGreaterThan(0);
    for (const tyre of iced) expect(modelOf(tyre).nordic && tyre.season === "zimowe", tyre.slug).toBe(true);
    const nordicTyres = catalogue.tyres.filter((tyre) => modelOf(tyre).nordic);
    expect(nordicTyres.filter((tyre) => tyre.ice).length).toBeGreaterThan(nordicTyres.length * 0.7);
    for (const tyre of catalogue.tyres) {
      const offRoad = tyre.vehicleType === "terenowe-4x4";
      if (tyre.season !== "letnie") expect(tyre.mudSnow, tyre.slug).toBe(true);
      if (tyre.season === "letnie" && !offRoad) expect(tyre.mudSnow, tyre.slug).toBe(false);
      if (tyre.season === "zimowe") expect(tyre.threePmsf, tyre.slug).toBe(true);
      if (tyre.season === "letnie") expect(tyre.threePmsf, tyre.slug).toBe(false);
      if (tyre.threePmsf) expect(tyre.mudSnow, tyre.slug).toBe(true);
    }
    const allSeason = catalogue.tyres.filter((tyre) => tyre.season === "caloroczne");
    expect(allSeason.filter((tyre) => tyre.threePmsf).length).toBeGreaterThan(allSeason.length * 0.8);
    expect(allSeason.some((tyre) => !tyre.threePmsf)).toBe(true);
  });

  it("marks run-flat tyres with their maker's mark, only makers that make them, in plausible segments and sizes", () => {
    const runFlats = catalogue.tyres.filter((tyre) => tyre.runFlat);
    expect(runFlats.length).toBeGreaterThan(0);
    for (const tyre of catalogue.tyres) {
      const producer = PRODUCERS.find((entry) => entry.slug === producers.get(tyre.producerId)!.slug)!;
      const { segment, nordic } = modelOf(tyre);
      expect(tyre.runFlatMark !== null, tyre.slug).toBe(tyre.runFlat);
      if (!tyre.runFlat) continue;
      expect(tyre.runFlatMark, tyre.slug).toBe(producer.runFlatMark);
      expect(["touring", "uhp", "suv"], tyre.slug).toContain(segment);
      expect(nordic || tyre.season === "caloroczne", tyre.slug).toBe(false);
      expect(tyre.rim >= 16 && tyre.rim <= 20, tyre.slug).toBe(true);
    }
    const marks = Object.fromEntries(
      PRODUCERS.filter((producer) => producer.runFlatMark).map((producer) => [producer.slug, producer.runFlatMark]),
    );
    expect(marks).toMatchObject({ bridgestone: "RFT", michelin: "ZP", continental: "SSR", goodyear: "ROF", pirelli: "r-f" });
    // The marks the feed import recognises.
    for (const mark of Object.values(marks)) expect(RUN_FLAT_MARKS).toContain(mark);
  });

  it("gives car makers' approval marks only to premium treads of touring, UHP and SUV tyres from R17", () => {
    const approved = catalogue.tyres.filter((tyre) => tyre.homologation !== null);
    expect(approved.length).toBeGreaterThan(0);
    for (const tyre of approved) {
      expect(tierOf(tyre), tyre.slug).toBe("premium");
      expect(tyre.homologationLong, tyre.slug).toBeTruthy();
      expect(["touring", "uhp", "suv"], tyre.slug).toContain(modelOf(tyre).segment);
      if (!tyre.runFlat) expect(tyre.rim, tyre.slug).toBeGreaterThanOrEqual(17);
    }
  });

  it("dates every offer by a real DOT week, none in the future, none older than the shop's 36 months, each of a tyre's offers a week of its own", () => {
    const now = new Date(NOW);
    const oldest = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - MAX_TYRE_AGE_MONTHS, now.getUTCDate());
    // Problems collected, not asserted one by one: 100,000 offers would make 600,000 assertions.
    const seen = new Set<string>();
    const wrong: string[] = [];
    for (const variant of catalogue.variants) {
      const monday = isoWeekStart(variant.dotWeek, variant.productionYear);
      const key = `${variant.tyreId} ${variant.productionYear} ${variant.dotWeek}`;
      if (variant.dotWeek < 1 || variant.dotWeek > isoWeeksInYear(variant.productionYear)) wrong.push(`${variant.sku}: no such week`);
      if (monday > NOW) wrong.push(`${variant.sku}: made in the future`);
      if (monday < oldest) wrong.push(`${variant.sku}: older than ${MAX_TYRE_AGE_MONTHS} months`);
      if (seen.has(key)) wrong.push(`${variant.sku}: a second offer of the same week`);
      seen.add(key);
    }
    expect(wrong).toEqual([]);
    expect(new Set(catalogue.variants.map((variant) => variant.sku)).size).toBe(catalogue.variants.length);
    // Several production years in stock, and tyres offered from more than one week.
    expect(new Set(catalogue.variants.map((variant) => variant.productionYear)).size).toBeGreaterThanOrEqual(3);
    const byTyre = Map.groupBy(catalogue.variants, (variant) => variant.tyreId);
    expect([...byTyre.values()].some((offers) => offers.length >= 2)).toBe(true);
    for (const offers of byTyre.values()) {
      expect(offers.filter((offer) => offer.isMain)).toHaveLength(1);
      // One cheapest offer: no two offers of a tyre share a price.
      expect(new Set(offers.map((offer) => offer.price)).size).toBe(offers.length);
    }
  });

  it("gives every tyre a valid, unique EAN-13 and its producer's own product code", () => {
    const invalid = catalogue.tyres.filter((tyre) => !validEan13(tyre.ean));
    expect(invalid.map((tyre) => `${tyre.slug} ${tyre.ean}`)).toEqual([]);
    expect(new Set(catalogue.tyres.map((tyre) => tyre.ean)).size).toBe(catalogue.tyres.length);
    const codes = new Set(catalogue.tyres.map((tyre) => `${tyre.producerId} ${tyre.supplierCode}`));
    expect(codes.size).toBe(catalogue.tyres.length);
    for (const tyre of catalogue.tyres) expect(tyre.supplierCode, tyre.slug).toMatch(/^[A-Z0-9]{4,8}$/);
  });

  it("prices tyres by size, segment, tier and season: premium above budget for the same size and season, within plausible bounds", () => {
    const priced = catalogue.tyres.filter((tyre) => tyre.minPrice !== null);
    const zloty = (tyre: TyreRow) => tyre.minPrice! / 100;
    for (const tyre of priced) {
      expect(zloty(tyre), tyre.slug).toBeGreaterThanOrEqual(80);
      expect(zloty(tyre), tyre.slug).toBeLessThanOrEqual(4000);
    }
    expect(catalogue.variants.filter((variant) => variant.price % 100 !== 0).map((variant) => variant.sku)).toEqual([]);
    const groups = Map.groupBy(priced, (tyre) => `${keyOf(tyre)} ${tyre.cargo ? "C" : ""} ${tyre.season}`);
    let compared = 0;
    for (const [group, tyres] of groups) {
      const premium = tyres.filter((tyre) => tierOf(tyre) === "premium").map(zloty);
      const budget = tyres.filter((tyre) => tierOf(tyre) === "budget").map(zloty);
      if (!premium.length || !budget.length) continue;
      compared++;
      expect(mean(premium), group).toBeGreaterThan(mean(budget) * 1.3);
    }
    expect(compared).toBeGreaterThan(50);
    // A 205/55 R16 summer tyre: budget about 200 zł, premium 400–500 zł.
    const common = priced.filter((tyre) => keyOf(tyre) === "205/55R16" && tyre.season === "letnie" && !tyre.runFlat && !tyre.homologation);
    const budget205 = mean(common.filter((tyre) => tierOf(tyre) === "budget").map(zloty));
    const premium205 = mean(common.filter((tyre) => tierOf(tyre) === "premium").map(zloty));
    expect(budget205).toBeGreaterThan(160);
    expect(budget205).toBeLessThan(260);
    expect(premium205).toBeGreaterThan(380);
    expect(premium205).toBeLessThan(560);
    // R20 UHP from a premium brand: over 1000 zł.
    const uhp20 = priced.filter(
      (tyre) => tyre.rim === 20 && modelOf(tyre).segment === "uhp" && tierOf(tyre) === "premium" && tyre.season === "letnie",
    );
    if (uhp20.length) expect(mean(uhp20.map(zloty))).toBeGreaterThan(1000);
    // Van tyres: about 350–600 zł on average, dearer than passenger tyres of the same size (a C tyre carries more).
    const vanPrices = priced.filter((tyre) => tyre.cargo).map(zloty);
    expect(mean(vanPrices)).toBeGreaterThan(350);
    expect(mean(vanPrices)).toBeLessThan(600);
    for (const key of ["215/65R16", "205/65R16", "235/65R16", "215/60R17"]) {
      const sameSize = priced.filter((tyre) => keyOf(tyre) === key);
      const van = sameSize.filter((tyre) => tyre.cargo).map(zloty);
      const car = sameSize.filter((tyre) => !tyre.cargo && tyre.vehicleType === "osobowe-suv").map(zloty);
      if (van.length && car.length) expect(mean(van), key).toBeGreaterThan(mean(car));
    }
  });

  it("gives premium treads better wet grip than budget ones on average", () => {
    const step = (tyre: TyreRow) => "ABCDE".indexOf(tyre.wetClass);
    const premium = catalogue.tyres.filter((tyre) => tierOf(tyre) === "premium").map(step);
    const budget = catalogue.tyres.filter((tyre) => tierOf(tyre) === "budget").map(step);
    expect(mean(premium)).toBeLessThan(mean(budget));
  });

  it("links every car's factory size to tyres that fit it: its vehicle type, load and speed; a van's only to C tyres", () => {
    const axles = catalogue.carFitments.flatMap((row) => [
      { ...row },
      ...(row.rearWidth !== null
        ? [
            {
              ...row,
              width: row.rearWidth,
              profile: row.rearProfile!,
              rim: row.rearRim!,
              minLoadIndex: row.rearMinLoadIndex!,
              minSpeedIndex: row.rearMinSpeedIndex!,
            },
          ]
        : []),
    ]);
    expect(axles.length).toBeGreaterThan(catalogue.carFitments.length);
    for (const fitment of axles) {
      const car = catalogue.carGenerations.find((generation) => generation.id === fitment.generationId)!;
      const label = `${car.name} ${keyOf(fitment)} ${fitment.minLoadIndex}${fitment.minSpeedIndex}`;
      if (fitment.vehicleType === "dostawcze")
        expect(
          VAN_SIZES.some((size) => keyOf(size) === keyOf(fitment)),
          label,
        ).toBe(true);
      else expect(etrtoLoadIndexes(fitment), label).toBeDefined();
      for (const season of [undefined, "letnie", "zimowe"] as const) {
        // The link the car's page builds, read back as the listing reads its URL.
        const path = listingPath(fitmentFilter(fitment, season));
        const url = new URL(path, "https://sklep.test");
        const filter = parseListing(url.pathname.split("/").filter(Boolean).slice(1), url.searchParams)!;
        const tyres = listed(catalogue, filter);
        if (season !== "zimowe") expect(tyres.length, `${label} ${season ?? "wszystkie"}`).toBeGreaterThan(0);
        for (const tyre of tyres) {
          expect(tyre.cargo, `${label}: ${tyre.slug}`).toBe(fitment.vehicleType === "dostawcze");
          expect(Number.parseInt(tyre.loadIndex, 10), `${label}: ${tyre.slug}`).toBeGreaterThanOrEqual(fitment.minLoadIndex);
          if (season !== "zimowe")
            expect(speedRank(tyre.speedIndex), `${label}: ${tyre.slug}`).toBeGreaterThanOrEqual(speedRank(fitment.minSpeedIndex));
        }
      }
    }
  });

  it("offers every width, profile and rim diameter the catalogue has in the home page's size search", () => {
    for (const tyre of catalogue.tyres) {
      expect(SIZE_SEARCH_OPTIONS.widths, tyre.slug).toContain(tyre.width);
      expect(SIZE_SEARCH_OPTIONS.profiles, tyre.slug).toContain(tyre.profile);
      expect(SIZE_SEARCH_OPTIONS.rims, tyre.slug).toContain(tyre.rim);
    }
  });
});
