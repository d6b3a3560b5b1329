/**
 * Deterministic catalogue generator: the same seed and size give the same catalogue, so local
 * development, tests and benchmarks see the same shop. Real producers, models and sizes
 * (src/reference); plausible labels, prices, stock and 30-day price histories.
 */

import type { Season, VehicleType } from "../../config";
import { COMPANIES, type CompanyRecord } from "../../reference/companies";
import { DEMO_STAFF, type StaffRecord } from "../../reference/staff";
import { CAR_MAKES } from "../../reference/cars";
import { PRODUCERS, modelSlug, slugify, type Tier } from "../../reference/producers";
import { HOMOLOGATIONS, OFF_ROAD_SIZES, OTHER_CAR_SIZES, POPULAR_SIZES, VAN_SIZES, type SizeReference } from "../../reference/sizes";
import { POPULAR_MODELS } from "../../reference/menus";

type LabelClass = "A" | "B" | "C" | "D" | "E";

export interface ProducerRow {
  id: number;
  slug: string;
  name: string;
  country: string;
  legalName: string;
  street: string;
  postalCode: string;
  city: string;
  addressCountry: string;
  email: string;
  euResponsible: string | null;
  popularity: number;
}
export interface ModelRow {
  id: number;
  producerId: number;
  slug: string;
  name: string;
  season: Season;
  vehicleType: VehicleType;
  description: string;
  popular: boolean;
}
export interface TyreRow {
  id: number;
  modelId: number;
  producerId: number;
  season: Season;
  vehicleType: VehicleType;
  slug: string;
  width: number;
  profile: number;
  rim: number;
  loadIndex: string;
  speedIndex: string;
  xl: boolean;
  cargo: boolean;
  runFlat: boolean;
  rimProtector: boolean;
  selfSeal: boolean;
  noiseCancelling: boolean;
  threePmsf: boolean;
  ice: boolean;
  homologation: string | null;
  homologationLong: string | null;
  fuelClass: LabelClass;
  wetClass: LabelClass;
  noiseClass: "A" | "B" | "C";
  noiseDb: number;
  eprelId: string;
  imageUrl: string | null;
  popularity: number;
  minPrice: number | null;
  bestVariantId: number | null;
  bestProductionYear: number | null;
  offerCount: number;
}
export interface VariantRow {
  id: number;
  tyreId: number;
  sku: string;
  isMain: boolean;
  productionYear: number;
  price: number;
  stock: number;
}
export interface PriceHistoryRow {
  id: number;
  variantId: number;
  price: number;
  validFrom: number;
}
export interface CampaignRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  startsAt: number;
  endsAt: number;
  linkPath: string;
  /** The reward's conditions (null: any); see the campaigns table. */
  producerId: number | null;
  season: Season | null;
  minQuantity: number;
  minRim: number | null;
  maxRim: number | null;
}
export interface CampaignVariantRow {
  campaignId: number;
  variantId: number;
}
export interface CarMakeRow {
  id: number;
  slug: string;
  name: string;
}
export interface CarModelRow {
  id: number;
  makeId: number;
  slug: string;
  name: string;
  yearFrom: number;
  yearTo: number | null;
}
export interface FitmentRow {
  carModelId: number;
  width: number;
  profile: number;
  rim: number;
}

export interface Catalogue {
  producers: ProducerRow[];
  treadModels: ModelRow[];
  tyres: TyreRow[];
  variants: VariantRow[];
  priceHistory: PriceHistoryRow[];
  campaigns: CampaignRow[];
  campaignVariants: CampaignVariantRow[];
  carMakes: CarMakeRow[];
  carModels: CarModelRow[];
  fitments: FitmentRow[];
  /** The embedded company register of the NIP lookup (reference data, not generated). */
  companies: CompanyRecord[];
  /** The demo shop's staff (reference data): the back office's development sign-in picks one. */
  staff: StaffRecord[];
}

export interface GenerateOptions {
  /** PRNG seed; the default gives the shop's usual catalogue. */
  seed?: number;
  /** Stop once this many variants exist (the generator runs out near 126,000). */
  variantTarget?: number;
  /** "Now" for price histories and campaigns (ms); histories end here. */
  now?: number;
}

export const DEFAULT_SEED = 20_261_122;
export const DEFAULT_VARIANT_TARGET = 12_000;
const DAY_MS = 86_400_000;

/** mulberry32: small, fast, good enough for plausible data, and the same on every platform. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    chance: (p: number) => next() < p,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}
type Random = ReturnType<typeof createRandom>;

const TIER_PRICE_FACTOR: Record<Tier, number> = { premium: 1.45, mid: 1.1, budget: 0.78 };
const TIER_POPULARITY: Record<Tier, number> = { premium: 80, mid: 50, budget: 35 };
const SEASON_SPEEDS: Record<Season, string[]> = { letnie: ["V", "W", "H", "Y"], zimowe: ["H", "T", "V"], caloroczne: ["V", "H"] };
const LABEL_CLASSES: LabelClass[] = ["A", "B", "C", "D", "E"];

/** Sizes a model is made in, most common first, by vehicle type. */
function sizesFor(vehicle: VehicleType): SizeReference[] {
  if (vehicle === "dostawcze") return VAN_SIZES;
  if (vehicle === "terenowe-4x4") return OFF_ROAD_SIZES;
  return [...POPULAR_SIZES, ...OTHER_CAR_SIZES];
}

/**
 * Every (size, speed, XL) combination a model may be made in, ordered so that the common ones
 * come first: a small catalogue gets the sizes people buy, a large one the rest too.
 */
function combinationsFor(vehicle: VehicleType, season: Season) {
  const sizes = sizesFor(vehicle);
  const speeds = SEASON_SPEEDS[season];
  const combos: { size: SizeReference; speed: string; xl: boolean }[] = [];
  // First every size once (about a third of them in XL), then the other load version of each.
  for (const flip of [false, true]) {
    speeds.forEach((speed, speedIndex) => {
      sizes.forEach((size, sizeIndex) => {
        if (vehicle === "dostawcze") {
          // Van tyres carry a dual load index and no XL; their speed ratings are lower.
          if (!flip) combos.push({ size, speed: speed === "V" ? "R" : speed === "W" ? "S" : "T", xl: false });
        } else {
          combos.push({ size, speed, xl: ((sizeIndex + speedIndex) % 3 === 0) !== flip });
        }
      });
    });
  }
  return combos;
}

function labelClass(random: Random, best: number, spread: number): LabelClass {
  return LABEL_CLASSES[Math.min(4, best + random.int(0, spread))] as LabelClass;
}

/** Gross price of a new tyre in grosze, rounded to whole złoty ending in 9. */
function basePrice(random: Random, size: SizeReference, tier: Tier, season: Season): number {
  const sizeFactor = 120 + (size.rim - 13) * 38 + (size.width - 155) * 1.6;
  const seasonFactor = season === "zimowe" ? 1.08 : season === "caloroczne" ? 1.12 : 1;
  const vehicleFactor = size.vehicle === "dostawcze" ? 1.25 : size.vehicle === "terenowe-4x4" ? 1.35 : 1;
  const zloty = sizeFactor * TIER_PRICE_FACTOR[tier] * seasonFactor * vehicleFactor * (0.92 + random.next() * 0.16);
  return (Math.floor(zloty / 10) * 10 + 9) * 100;
}

function describeModel(producer: string, model: string, season: Season, vehicle: VehicleType, tier: Tier): string {
  const seasonText: Record<Season, string> = {
    zimowe: "Opona zimowa zaprojektowana z myślą o śniegu, błocie pośniegowym i mokrej nawierzchni przy temperaturach poniżej 7 °C.",
    letnie:
      "Opona letnia z mieszanką przystosowaną do wysokich temperatur, zapewniająca krótką drogę hamowania na suchej i mokrej nawierzchni.",
    caloroczne: "Opona całoroczna z oznaczeniem 3PMSF, która pozwala jeździć przez cały rok bez sezonowej wymiany kół.",
  };
  const vehicleText: Record<VehicleType, string> = {
    "osobowe-suv": "Przeznaczona do samochodów osobowych i SUV.",
    dostawcze: "Wzmocniona konstrukcja (C) do samochodów dostawczych i busów przenosi duże obciążenia.",
    "terenowe-4x4": "Bieżnik do jazdy po szutrze i bezdrożach oraz po asfalcie, do samochodów 4x4.",
  };
  const tierText: Record<Tier, string> = {
    premium: `${producer} to marka klasy premium: ${model} łączy wysoką przyczepność z dużym przebiegiem.`,
    mid: `${producer} ${model} to rozsądny wybór ze średniej półki cenowej.`,
    budget: `${producer} ${model} to ekonomiczna opona o dobrym stosunku ceny do jakości.`,
  };
  return `${seasonText[season]} ${vehicleText[vehicle]} ${tierText[tier]}`;
}

export function generateCatalogue(options: GenerateOptions = {}): Catalogue {
  const random = createRandom(options.seed ?? DEFAULT_SEED);
  const target = options.variantTarget ?? DEFAULT_VARIANT_TARGET;
  const now = Math.floor((options.now ?? Date.UTC(2026, 10, 22)) / DAY_MS) * DAY_MS;
  const currentYear = new Date(now).getUTCFullYear();
  const popularSlugs = new Set(POPULAR_MODELS.map((entry) => entry.slug));

  const catalogue: Catalogue = {
    producers: [],
    treadModels: [],
    tyres: [],
    variants: [],
    priceHistory: [],
    campaigns: [],
    campaignVariants: [],
    carMakes: [],
    carModels: [],
    fitments: [],
    companies: COMPANIES,
    staff: DEMO_STAFF,
  };

  const modelPlans: {
    model: ModelRow;
    tier: Tier;
    producerName: string;
    producerSlug: string;
    combos: ReturnType<typeof combinationsFor>;
    rareCombos: ReturnType<typeof combinationsFor>;
  }[] = [];
  PRODUCERS.forEach((producer, producerIndex) => {
    const producerId = producerIndex + 1;
    catalogue.producers.push({
      id: producerId,
      slug: producer.slug,
      name: producer.name,
      country: producer.country,
      legalName: producer.legalName,
      street: producer.street,
      postalCode: producer.postalCode,
      city: producer.city,
      addressCountry: producer.addressCountry,
      email: producer.email,
      euResponsible: producer.euResponsible ?? null,
      popularity: TIER_POPULARITY[producer.tier] + (PRODUCERS.length - producerIndex),
    });
    for (const model of producer.models) {
      const vehicle = model.vehicle ?? "osobowe-suv";
      const slug = modelSlug(producer.slug, model.name);
      const row: ModelRow = {
        id: catalogue.treadModels.length + 1,
        producerId,
        slug,
        name: model.name,
        season: model.season,
        vehicleType: vehicle,
        description: describeModel(producer.name, model.name, model.season, vehicle, producer.tier),
        popular: popularSlugs.has(slug),
      };
      catalogue.treadModels.push(row);
      // Each model is made in a plausible share of sizes, picked deterministically; the rest are
      // its rare sizes, used only by a catalogue too large for the common ones (a scale test).
      const combos: ReturnType<typeof combinationsFor> = [];
      const rareCombos: ReturnType<typeof combinationsFor> = [];
      combinationsFor(vehicle, model.season).forEach((combo, index) => {
        (index < 6 || random.chance(producer.tier === "budget" ? 0.55 : 0.75) ? combos : rareCombos).push(combo);
      });
      modelPlans.push({ model: row, tier: producer.tier, producerName: producer.name, producerSlug: producer.slug, combos, rareCombos });
    }
  });

  // Round-robin over models so any target size gives every model its most common sizes first,
  // then (only past about 83,000 variants) the rare ones.
  const slugs = new Set<string>();
  for (const share of ["combos", "rareCombos"] as const) {
    for (let round = 0; catalogue.variants.length < target; round++) {
      let added = false;
      for (const plan of modelPlans) {
        if (catalogue.variants.length >= target) break;
        const combo = plan[share][round];
        if (!combo) continue;
        added = true;
        addTyre(plan, combo);
      }
      if (!added) break;
    }
  }

  function addTyre(plan: (typeof modelPlans)[number], combo: { size: SizeReference; speed: string; xl: boolean }) {
    const { model, tier } = plan;
    const { size, speed, xl } = combo;
    const cargo = size.vehicle === "dostawcze";
    const loadIndex = cargo ? `${size.load}/${size.dualLoad}` : String(size.load + (xl ? 4 : 0));
    const premium = tier === "premium";
    const runFlat = premium && size.rim >= 17 && !cargo && random.chance(0.12);
    const homologation = premium && size.rim >= 17 && random.chance(0.15) ? random.pick(HOMOLOGATIONS) : null;
    const slugParts = [
      plan.producerSlug,
      slugify(model.name),
      `${size.width}-${size.profile}-r${size.rim}`,
      `${slugify(loadIndex)}${speed.toLowerCase()}`,
    ];
    if (xl) slugParts.push("xl");
    if (runFlat) slugParts.push("run-flat");
    if (homologation) slugParts.push(slugify(homologation.mark) || "bmw");
    let slug = slugParts.join("-");
    while (slugs.has(slug)) slug += "-b";
    slugs.add(slug);

    const seasonPenalty = model.season === "zimowe" ? 1 : 0;
    const tierBest = tier === "premium" ? 0 : tier === "mid" ? 1 : 2;
    const tyre: TyreRow = {
      id: catalogue.tyres.length + 1,
      modelId: model.id,
      producerId: model.producerId,
      season: model.season,
      vehicleType: model.vehicleType,
      slug,
      width: size.width,
      profile: size.profile,
      rim: size.rim,
      loadIndex,
      speedIndex: speed,
      xl,
      cargo,
      runFlat,
      rimProtector: size.profile <= 50 && random.chance(0.4),
      selfSeal: premium && plan.producerSlug === "continental" && random.chance(0.1),
      noiseCancelling: premium && size.rim >= 18 && random.chance(0.15),
      threePmsf: model.season !== "letnie",
      ice: plan.producerSlug === "nokian-tyres" && model.season === "zimowe" && random.chance(0.5),
      homologation: homologation?.mark ?? null,
      homologationLong: homologation?.long ?? null,
      fuelClass: labelClass(random, Math.min(4, tierBest + seasonPenalty), 2),
      wetClass: labelClass(random, tierBest, 2),
      noiseClass: random.pick(tier === "budget" ? (["B", "C"] as const) : (["A", "B"] as const)),
      noiseDb: random.int(67, 73) + (size.width >= 245 ? 1 : 0),
      eprelId: String(random.int(400_000, 2_400_000)),
      imageUrl: null,
      popularity: TIER_POPULARITY[tier] + random.int(0, 60) + (model.popular ? 40 : 0) + (POPULAR_SIZES.includes(size) ? 20 : 0),
      minPrice: null,
      bestVariantId: null,
      bestProductionYear: null,
      offerCount: 0,
    };
    catalogue.tyres.push(tyre);

    const price = basePrice(random, size, tier, model.season);
    // Never past the target: a benchmark at "100,000 variants" gets exactly that many.
    const years = Math.min(random.chance(0.45) ? 1 : random.chance(0.6) ? 2 : 3, target - catalogue.variants.length);
    for (let offset = 0; offset < years; offset++) {
      const variantPrice = Math.round((price * (1 - offset * 0.07)) / 1000) * 1000 - 100;
      addVariant(tyre, currentYear - offset, offset === 0, Math.max(variantPrice, 9900));
    }
  }

  function addVariant(tyre: TyreRow, productionYear: number, isMain: boolean, price: number) {
    const id = catalogue.variants.length + 1;
    const soldOut = random.chance(0.08);
    const variant: VariantRow = {
      id,
      tyreId: tyre.id,
      sku: `OP-${String(tyre.id).padStart(6, "0")}-${productionYear}`,
      isMain,
      productionYear,
      price,
      stock: soldOut ? 0 : random.int(2, 48),
    };
    catalogue.variants.push(variant);
    // Price history: listed 120 days ago; some variants reduced between 3 and 25 days ago.
    const reduced = random.chance(0.15);
    const listedAt = now - 120 * DAY_MS;
    if (reduced) {
      const before = Math.round((price * (1.08 + random.next() * 0.17)) / 1000) * 1000 - 100;
      const reducedAt = now - random.int(3, 25) * DAY_MS;
      // A short-lived higher price 45 days ago makes the Omnibus minimum differ from the last price.
      pushHistory(id, before - 2000, listedAt);
      pushHistory(id, before, now - 45 * DAY_MS);
      pushHistory(id, price, reducedAt);
    } else {
      pushHistory(id, price, listedAt);
    }
  }

  function pushHistory(variantId: number, price: number, validFrom: number) {
    catalogue.priceHistory.push({ id: catalogue.priceHistory.length + 1, variantId, price, validFrom });
  }

  summariseOffers();
  addCampaigns();
  addCars();
  return catalogue;

  /** The same summary refreshOfferSummary() computes in SQL. */
  function summariseOffers() {
    const byTyre = Map.groupBy(catalogue.variants, (variant) => variant.tyreId);
    for (const tyre of catalogue.tyres) {
      const offers = byTyre.get(tyre.id) ?? [];
      const best = offers.filter((offer) => offer.stock > 0).sort((a, b) => a.price - b.price || b.productionYear - a.productionYear)[0];
      tyre.minPrice = best?.price ?? null;
      tyre.bestVariantId = best?.id ?? null;
      tyre.bestProductionYear = best?.productionYear ?? null;
      tyre.offerCount = offers.length;
    }
  }

  function addCampaigns() {
    const winter = {
      id: 1,
      slug: "zimowa-wymiana",
      name: "Zimowa wymiana",
      description: "Do każdego kompletu opon zimowych z promocji dorzucamy komplet pokrowców na koła.",
      startsAt: now - 20 * DAY_MS,
      endsAt: now + 40 * DAY_MS,
      linkPath: "/opony/zimowe",
      // A set: four winter tyres of the campaign.
      producerId: null,
      season: "zimowe" as const,
      minQuantity: 4,
      minRim: null,
      maxRim: null,
    };
    const michelinId = catalogue.producers.find((producer) => producer.slug === "michelin")?.id;
    const michelin = {
      id: 2,
      slug: "michelin-karta-podarunkowa",
      name: "Karta podarunkowa Michelin",
      description: "Za zakup 4 opon Michelin o średnicy od 16 cali otrzymasz kartę podarunkową. Zgłoś zamówienie w ciągu 30 dni.",
      startsAt: now - 10 * DAY_MS,
      endsAt: now + 50 * DAY_MS,
      linkPath: "/opony/michelin",
      // What the description promises: 4 Michelin tyres from 16 inches.
      producerId: michelinId ?? null,
      season: null,
      minQuantity: 4,
      minRim: 16,
      maxRim: null,
    };
    catalogue.campaigns.push(winter, michelin);
    const tyreById = new Map(catalogue.tyres.map((tyre) => [tyre.id, tyre]));
    for (const variant of catalogue.variants) {
      const tyre = tyreById.get(variant.tyreId);
      if (!tyre || !variant.isMain) continue;
      if (tyre.season === "zimowe" && tyre.popularity > 120) catalogue.campaignVariants.push({ campaignId: 1, variantId: variant.id });
      if (tyre.producerId === michelinId && tyre.rim >= 16) catalogue.campaignVariants.push({ campaignId: 2, variantId: variant.id });
    }
  }

  function addCars() {
    CAR_MAKES.forEach((make, makeIndex) => {
      const makeId = makeIndex + 1;
      catalogue.carMakes.push({ id: makeId, slug: make.slug, name: make.name });
      for (const model of make.models) {
        const carModelId = catalogue.carModels.length + 1;
        catalogue.carModels.push({
          id: carModelId,
          makeId,
          slug: slugify(model.name),
          name: model.name,
          yearFrom: model.yearFrom,
          yearTo: model.yearTo ?? null,
        });
        for (const size of model.sizes) {
          const [width, profile, rim] = size.split("/").map(Number) as [number, number, number];
          catalogue.fitments.push({ carModelId, width, profile, rim });
        }
      }
    });
  }
}
