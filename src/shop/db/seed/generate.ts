/**
 * Deterministic catalogue generator: the same seed and size give the same catalogue, so local
 * development, tests and benchmarks see the same shop. Real producers, tread models and sizes
 * (src/common/reference), made the way the trade makes them: each tread in its segment's sizes and speed
 * ratings, ETRTO load indexes (XL carries the reinforced one), van tyres in C sizes with dual
 * loads, label values within the R117 noise limits, run-flat and car-maker marks only where
 * makers put them, 2026 prices by size, segment, brand tier and season, and offers with real DOT
 * weeks no older than the shop promises. tests/catalogue-rules.test.ts holds it to these rules.
 */

import { MAX_TYRE_AGE_MONTHS } from "../../../common/config/back-office";
import type { Season, VehicleType } from "../../../common/config/storefront";
import { SPEED_SYMBOLS } from "../../../common/reference/speed-symbols";
import { CAR_MAKES, fitmentAxles } from "../../../common/reference/cars";
import { COMPANIES, type CompanyRecord } from "../../../common/reference/companies";
import { POPULAR_MODELS } from "../../../common/reference/menus";
import { modelSlug, PRODUCERS, type ProducerReference, segmentVehicle, slugify, type Tier } from "../../../common/reference/producers";
import {
  HOMOLOGATIONS,
  passengerLoadIndexes,
  POPULAR_SIZES,
  SEGMENT_SIZES,
  type Segment,
  type TyreSize,
  VAN_SIZES,
  type VanSize,
} from "../../../common/reference/sizes";
import { PRODUCER_GPSR, type ProducerGpsr } from "../../../common/reference/producer-gpsr";
import { DEMO_STAFF, type StaffRecord } from "../../../common/reference/staff";
import type { ProducerGpsrChange } from "../queries/producers";
import { isoWeekOf, noiseClassFor, noiseLimitDb, sizeKey, type TyreClass, tyreClassOf } from "../../../common/reference/tyre-rules";

type LabelClass = "A" | "B" | "C" | "D" | "E";

/** A producer row: its name and rank, and the GPSR columns staff edit (one definition, src/shop/db/queries/producers.ts). */
export interface ProducerRow extends ProducerGpsrChange {
  id: number;
  slug: string;
  name: string;
  country: string;
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
  /** Reference data the rules test reads (no columns of their own). */
  segment: Segment;
  nordic: boolean;
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
  tyreClass: TyreClass;
  runFlat: boolean;
  runFlatMark: string | null;
  rimProtector: boolean;
  selfSeal: boolean;
  noiseCancelling: boolean;
  mudSnow: boolean;
  threePmsf: boolean;
  ice: boolean;
  homologation: string | null;
  homologationLong: string | null;
  fuelClass: LabelClass;
  wetClass: LabelClass;
  noiseClass: "A" | "B" | "C";
  noiseDb: number;
  /** A demo number, not a real EPREL record (eprel_source keeps its default, "demo"). */
  eprelId: string;
  ean: string;
  supplierCode: string;
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
  /** The DOT code's year and week ("1226" = week 12 of 2026). */
  productionYear: number;
  dotWeek: number;
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
  /** The reward (see the campaigns table): what the buyer receives, in the accusative. */
  rewardName: string;
  rewardDetails: string;
  rewardValue: number;
  rewardIssuer: string | null;
  rewardHandover: "email" | "courier";
  rewardBrand: string | null;
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
  /** The years of its first and last generation (null: still made). */
  yearFrom: number;
  yearTo: number | null;
}
export interface CarGenerationRow {
  id: number;
  modelId: number;
  slug: string;
  name: string;
  yearFrom: number;
  yearTo: number | null;
}
/** One factory fitment of a generation: the front axle's size and minimums, the rear's when it differs. */
export interface CarFitmentRow {
  id: number;
  generationId: number;
  vehicleType: VehicleType;
  width: number;
  profile: number;
  rim: number;
  minLoadIndex: number;
  minSpeedIndex: string;
  rearWidth: number | null;
  rearProfile: number | null;
  rearRim: number | null;
  rearMinLoadIndex: number | null;
  rearMinSpeedIndex: string | null;
  runFlat: boolean;
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
  carGenerations: CarGenerationRow[];
  carFitments: CarFitmentRow[];
  /** The embedded company register of the NIP lookup (reference data, not generated). */
  companies: CompanyRecord[];
  /** The demo shop's staff (reference data): the back office's development sign-in picks one. */
  staff: StaffRecord[];
}

export interface GenerateOptions {
  /** PRNG seed; the default gives the shop's usual catalogue. */
  seed?: number;
  /**
   * Stop once this many variants exist. Past every tyre the treads are made in, further offers
   * are further production weeks (DOT) of the same tyres, so any target up to about 200,000 is reached.
   */
  variantTarget?: number;
  /** "Now" for price histories, campaigns and production weeks (ms); histories end here. */
  now?: number;
}

export const DEFAULT_SEED = 20_261_122;
export const DEFAULT_VARIANT_TARGET = 12_000;
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** The oldest production week an offer gets: a margin under the shop's 36 months, so a seeded shop stays within them for weeks. */
const MAX_DOT_AGE_WEEKS = Math.floor((MAX_TYRE_AGE_MONTHS * 365.25) / 12 / 7) - 8;
/** Tyres reach the shop a couple of weeks after they are made. */
const MIN_DOT_AGE_WEEKS = 2;
/** The most offers (production weeks) one tyre gets, however large the target. */
const MAX_OFFERS_PER_TYRE = 12;

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
  const random = {
    next,
    chance: (p: number) => next() < p,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    /** One of the options by weight: `weighted(["H", 0.6], ["V", 0.4])`. */
    weighted: <T>(...options: (readonly [T, number])[]): T => {
      let left = next() * options.reduce((sum, [, weight]) => sum + weight, 0);
      for (const [value, weight] of options) {
        left -= weight;
        if (left < 0) return value;
      }
      return options[options.length - 1]![0];
    },
  };
  return random;
}
type Random = ReturnType<typeof createRandom>;

const TIER_PRICE_FACTOR: Record<Tier, number> = { premium: 1.45, mid: 1, budget: 0.7 };
const TIER_POPULARITY: Record<Tier, number> = { premium: 80, mid: 50, budget: 35 };
/** Share of its segment's sizes a tread is made in (the commonest few always). */
const TIER_COVERAGE: Record<Tier, number> = { premium: 0.85, mid: 0.7, budget: 0.55 };
const LABEL_CLASSES: LabelClass[] = ["A", "B", "C", "D", "E"];

/** A tyre a tread may be made in: size, indexes and the marks that make it a product of its own. */
interface TyrePlan {
  size: TyreSize;
  cargo: boolean;
  load: number;
  dualLoad: number | null;
  speed: string;
  xl: boolean;
  runFlatMark: string | null;
  homologation: { mark: string; long: string } | null;
  /** Lower comes first: the commonest sizes' tyres, then their XL and special versions, then rarer sizes. */
  rank: number;
}

interface ModelPlan {
  model: ModelRow;
  producer: ProducerReference;
  tier: Tier;
  threePmsf: boolean;
  /** The tread's label tendency (class steps, ±0.4): one tread is a little better than another of its tier. */
  labelBias: { fuel: number; wet: number };
  priceFactor: number;
  plans: TyrePlan[];
}

/**
 * The usual speed rating of a tread's tyre by segment, season and rim (DOMAIN.md, the trade's
 * ranges): Nordic winter tyres R/T, central-European winter H/V, touring H/V (W from R17), UHP
 * W/Y, SUV H/V, off-road S/T/H; van tyres carry their size's rating.
 */
// biome-ignore format: one rim's weights per line reads as the table it is
function speedFor(random: Random, segment: Segment, season: Season, nordic: boolean, rim: number): string {
  const w = (...options: [string, number][]) => random.weighted(...options);
  if (nordic) return segment === "suv" ? w(["T", 0.6], ["R", 0.4]) : w(["R", 0.6], ["T", 0.4]);
  switch (segment) {
    case "city":
      if (season === "zimowe") return rim >= 15 ? w(["T", 0.6], ["H", 0.4]) : "T";
      if (rim <= 13) return "T";
      if (rim === 14) return w(["T", 0.55], ["H", 0.45]);
      if (rim === 15) return w(["H", 0.7], ["T", 0.3]);
      return w(["H", 0.6], ["V", 0.4]);
    case "touring":
      if (season === "zimowe") {
        if (rim <= 14) return "T";
        if (rim === 15) return w(["H", 0.6], ["T", 0.4]);
        if (rim === 16) return w(["H", 0.7], ["T", 0.15], ["V", 0.15]);
        if (rim === 17) return w(["V", 0.5], ["H", 0.5]);
        return w(["V", 0.75], ["W", 0.25]);
      }
      if (season === "caloroczne") {
        if (rim <= 14) return "T";
        if (rim === 15) return w(["H", 0.7], ["T", 0.3]);
        if (rim === 16) return w(["H", 0.5], ["V", 0.5]);
        if (rim === 17) return w(["V", 0.6], ["W", 0.4]);
        return w(["W", 0.5], ["V", 0.3], ["Y", 0.2]);
      }
      if (rim <= 14) return w(["T", 0.5], ["H", 0.5]);
      if (rim === 15) return w(["H", 0.7], ["V", 0.3]);
      if (rim === 16) return w(["V", 0.65], ["H", 0.35]);
      if (rim === 17) return w(["W", 0.6], ["V", 0.4]);
      return w(["W", 0.6], ["Y", 0.25], ["V", 0.15]);
    case "uhp":
      if (season === "zimowe") return w(["V", 0.55], ["W", 0.35], ["H", 0.1]);
      if (season === "caloroczne") return w(["W", 0.5], ["V", 0.3], ["Y", 0.2]);
      return w(["Y", 0.65], ["W", 0.35]);
    case "suv":
      if (season === "zimowe") return w(["H", 0.5], ["V", 0.35], ["T", 0.15]);
      if (season === "caloroczne") return w(["H", 0.5], ["V", 0.5]);
      if (rim >= 19) return w(["W", 0.45], ["V", 0.4], ["Y", 0.15]);
      return w(["V", 0.55], ["H", 0.45]);
    default:
      // All-terrain and mud-terrain.
      return rim >= 18 ? w(["T", 0.5], ["H", 0.35], ["S", 0.15]) : w(["T", 0.6], ["S", 0.25], ["H", 0.15]);
  }
}

/** The other usual rating of the same tyre (a tread often comes in 91H and 91V). */
function otherSpeed(speed: string, segment: Segment): string | null {
  const index = SPEED_SYMBOLS.indexOf(speed as (typeof SPEED_SYMBOLS)[number]);
  const up = SPEED_SYMBOLS[index + 1];
  if (segment === "van" || !up || up === "Y" || speed === "R") return null;
  return up;
}

/** Sizes the trade makes almost only as XL: the lowest profiles and the largest rims. */
function xlOnly(size: TyreSize): boolean {
  return size.profile <= 35 || (size.profile <= 40 && size.rim >= 18) || (size.profile <= 45 && size.rim >= 20) || size.rim >= 21;
}

/** Car makers whose approval marks a premium tread may carry in a size of this segment and rim. */
function homologationsFor(segment: Segment, size: TyreSize): { mark: string; long: string }[] {
  const marks = new Set(["MO", "*", "AO"]);
  if (segment === "touring") marks.add("VOL");
  if (segment === "uhp" && size.rim >= 19) for (const mark of ["N0", "RO1", "J"]) marks.add(mark);
  if (segment === "suv") {
    marks.add("VOL");
    if (size.rim >= 19) for (const mark of ["LR", "N0"]) marks.add(mark);
  }
  if (size.rim >= 18 && size.rim <= 21 && segment !== "touring") marks.add("T0");
  return HOMOLOGATIONS.filter((entry) => marks.has(entry.mark));
}

/**
 * The GS1 company prefixes tyre makers print in their EANs, as the sample supplier feed has them
 * (src/shop/catalogue-import/sample/make-feed.mjs): Goodyear's serves Dunlop and Dębica too, Michelin's
 * family Kleber. A producer not listed gets a demo prefix from GS1_COUNTRY below.
 */
const GS1_COMPANY_PREFIX: Record<string, string> = {
  michelin: "3528701",
  kleber: "3528702",
  continental: "4019238",
  barum: "4024063",
  bridgestone: "3286341",
  goodyear: "5452000",
  dunlop: "5452000",
  debica: "5452000",
  pirelli: "8019227",
  "nokian-tyres": "6419440",
  hankook: "8808563",
  vredestein: "8714692",
  falken: "4250427",
};
/**
 * Item numbers the seed uses under a prefix: below the sample feed's (from 40,000 up), so importing
 * the feed over the demo catalogue never finds a seeded tyre by its EAN.
 */
const SEED_EAN_ITEMS = 40_000;

/** A demo company prefix's first digits: the producer's country's GS1 prefix (a made-up company number follows). */
const GS1_COUNTRY: Record<string, string> = {
  Francja: "379",
  Niemcy: "440",
  Japonia: "459",
  USA: "081",
  Włochy: "839",
  "Wielka Brytania": "509",
  "Korea Południowa": "880",
  Finlandia: "649",
  Polska: "590",
  Czechy: "859",
  Austria: "919",
  Holandia: "879",
  Indie: "890",
  Singapur: "888",
  Słowenia: "383",
  Serbia: "860",
  Słowacja: "858",
  Szwecja: "739",
  Norwegia: "709",
  Tajwan: "471",
  Chiny: "699",
  Belgia: "549",
  Turcja: "869",
};

/** EAN-13 check digit of 12 digits: weights 1, 3 from the left, to the next multiple of 10. */
export function ean13CheckDigit(twelve: string): number {
  let sum = 0;
  for (let index = 0; index < 12; index++) sum += Number(twelve[index]) * (index % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** The producer's own product code, in the shape its price lists use. */
function supplierCodeFor(producerSlug: string, serial: number): string {
  const digits = (length: number) => String(serial).padStart(length, "0");
  switch (producerSlug) {
    case "michelin":
    case "bfgoodrich":
    case "kleber":
    case "tigar":
    case "riken":
      // Michelin's CAI numbers.
      return String(100_000 + ((serial * 7919) % 900_000));
    case "continental":
    case "uniroyal":
    case "semperit":
    case "barum":
    case "general-tire":
    case "gislaved":
    case "viking":
    case "matador":
      return `03${digits(5)}`;
    case "goodyear":
    case "dunlop":
    case "fulda":
    case "sava":
    case "debica":
    case "cooper":
      return `5${digits(5)}`;
    case "bridgestone":
    case "firestone":
    case "lassa":
      return String(10_000 + serial);
    case "pirelli":
      return `3${digits(6)}`;
    case "hankook":
    case "laufenn":
      return `10${digits(5)}`;
    case "nokian-tyres":
      return `T4${digits(5)}`;
    default:
      return `${producerSlug.replace(/-/g, "").slice(0, 3).toUpperCase()}${digits(5)}`;
  }
}

function describeModel(
  producer: string,
  model: string,
  season: Season,
  segment: Segment,
  nordic: boolean,
  threePmsf: boolean,
  tier: Tier,
): string {
  const seasonText: Record<Season, string> = {
    zimowe: nordic
      ? "Opona zimowa typu nordyckiego: miękka mieszanka i gęste lamele trzymają na lodzie i ubitym śniegu, a etykieta UE ma symbol przyczepności na lodzie. Na mokrym asfalcie przy kilku stopniach powyżej zera hamuje dłużej niż opona zimowa typu alpejskiego."
      : "Opona zimowa zaprojektowana z myślą o śniegu, błocie pośniegowym i mokrej nawierzchni przy temperaturach poniżej 7 °C.",
    letnie:
      "Opona letnia z mieszanką przystosowaną do wysokich temperatur, zapewniająca krótką drogę hamowania na suchej i mokrej nawierzchni.",
    caloroczne: threePmsf
      ? "Opona całoroczna z oznaczeniem 3PMSF, która pozwala jeździć przez cały rok bez sezonowej wymiany kół."
      : "Opona całoroczna z oznaczeniem M+S (bez symbolu 3PMSF), na łagodne zimy i jazdę głównie po mieście.",
  };
  const segmentText: Record<Segment, string> = {
    city: "Przeznaczona do małych samochodów miejskich: niski opór toczenia i cicha jazda.",
    touring: "Przeznaczona do samochodów kompaktowych i klasy średniej: komfort, cisza i duży przebieg.",
    uhp: "Opona o bardzo wysokich osiągach (UHP) do mocnych samochodów: precyzyjne prowadzenie przy dużych prędkościach, w rozmiarach od 17 cali.",
    suv: "Przeznaczona do SUV-ów i crossoverów: wzmocniona konstrukcja przenosi większą masę auta i stabilnie prowadzi na asfalcie.",
    van: "Wzmocniona konstrukcja (C) do samochodów dostawczych i busów przenosi duże obciążenia.",
    at: "Opona terenowa A/T (all-terrain) do samochodów 4x4 i pikapów: na szuter i bezdroża, a przy tym cicha na asfalcie.",
    mt: "Opona terenowa M/T (mud-terrain) do samochodów 4x4: głęboki bieżnik na błoto i kamienie.",
  };
  const tierText: Record<Tier, string> = {
    premium: `${producer} to marka klasy premium: ${model} łączy wysoką przyczepność z dużym przebiegiem.`,
    mid: `${producer} ${model} to rozsądny wybór ze średniej półki cenowej.`,
    budget: `${producer} ${model} to ekonomiczna opona o dobrym stosunku ceny do jakości.`,
  };
  return `${seasonText[season]} ${segmentText[segment]} ${tierText[tier]}`;
}

export function generateCatalogue(options: GenerateOptions = {}): Catalogue {
  const random = createRandom(options.seed ?? DEFAULT_SEED);
  const target = options.variantTarget ?? DEFAULT_VARIANT_TARGET;
  const now = Math.floor((options.now ?? Date.UTC(2026, 10, 22)) / DAY_MS) * DAY_MS;
  const popularSlugs = new Set(POPULAR_MODELS.map((entry) => entry.slug));
  const popularSizes = new Set(POPULAR_SIZES.map(sizeKey));

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
    carGenerations: [],
    carFitments: [],
    companies: COMPANIES,
    staff: DEMO_STAFF,
  };

  // Factory sizes of the car models: every fitment has tyres early on (a small catalogue too),
  // and a size a car needs in XL is made in XL first.
  const fitmentSizes = new Map<string, { vehicle: VehicleType; minLoad: number }[]>();
  for (const make of CAR_MAKES)
    for (const car of make.models)
      for (const generation of car.generations)
        for (const axle of generation.fitments.flatMap(fitmentAxles)) {
          const key = `${car.vehicle} ${sizeKey(axle)}`;
          fitmentSizes.set(key, [...(fitmentSizes.get(key) ?? []), { vehicle: car.vehicle, minLoad: axle.minLoadIndex }]);
        }

  const modelPlans: ModelPlan[] = [];
  PRODUCERS.forEach((producer, producerIndex) => {
    const producerId = producerIndex + 1;
    catalogue.producers.push({ id: producerId, ...producerReferenceRow(producer, producerIndex) });
    // A brand's own price level within its tier (Michelin dearer than Goodyear, Dębica than Kormoran).
    const brandFactor = 0.94 + random.next() * 0.14;
    for (const model of producer.models) {
      const vehicle = segmentVehicle(model.segment);
      const slug = modelSlug(producer.slug, model.name);
      const nordic = model.nordic === true;
      const threePmsf = model.season === "zimowe" || (model.season === "caloroczne" && model.threePmsf !== false);
      const row: ModelRow = {
        id: catalogue.treadModels.length + 1,
        producerId,
        slug,
        name: model.name,
        season: model.season,
        vehicleType: vehicle,
        description: describeModel(producer.name, model.name, model.season, model.segment, nordic, threePmsf, producer.tier),
        popular: popularSlugs.has(slug),
        segment: model.segment,
        nordic,
      };
      catalogue.treadModels.push(row);
      modelPlans.push({
        model: row,
        producer,
        tier: producer.tier,
        threePmsf,
        labelBias: { fuel: random.next() * 0.8 - 0.4, wet: random.next() * 0.8 - 0.4 },
        priceFactor: brandFactor * (0.95 + random.next() * 0.1),
        plans: planTyres(row, producer),
      });
    }
  });

  /** Every tyre a tread is made in, ranked so that a small catalogue gets the sizes people buy. */
  function planTyres(model: ModelRow, producer: ProducerReference): TyrePlan[] {
    const { segment, season, nordic, vehicleType } = model;
    const tier = producer.tier;
    const coverage = Math.min(0.95, TIER_COVERAGE[tier] + (segment === "van" || segment === "at" || segment === "city" ? 0.1 : 0));
    const plans: TyrePlan[] = [];
    const fitmentOf = (size: TyreSize) => fitmentSizes.get(`${vehicleType} ${sizeKey(size)}`);

    if (segment === "van") {
      VAN_SIZES.forEach((size: VanSize, index) => {
        if (index >= 6 && !random.chance(coverage)) return;
        const rank = fitmentOf(size) ? Math.min(index, 4) : index;
        const base = { size, cargo: true, load: size.load, dualLoad: size.dualLoad, xl: false, runFlatMark: null, homologation: null };
        plans.push({ ...base, speed: size.speed, rank });
      });
      return plans.sort((a, b) => a.rank - b.rank);
    }

    SEGMENT_SIZES[segment].forEach((size, index) => {
      // Nordic treads start at R14; R23 and R24 are summer and winter sizes of premium treads only.
      if (nordic && size.rim < 14) return;
      if (size.rim >= 23 && (tier !== "premium" || season === "caloroczne")) return;
      if (index >= 8 && !random.chance(coverage)) return;
      const loads = passengerLoadIndexes(size);
      const fitments = fitmentOf(size);
      const needsXl = fitments?.some((fitment) => fitment.minLoad > loads.standard) ?? false;
      const rank = fitments ? Math.min(index, 6 + index / 4) : index;
      const primaryXl = xlOnly(size) || needsXl || (segment === "uhp" && size.profile <= 45);
      const speed = speedFor(random, segment, season, nordic, size.rim);
      const tyre = (xl: boolean, tyreSpeed: string, plusRank: number, marks: Partial<TyrePlan> = {}): TyrePlan => ({
        size,
        cargo: false,
        load: xl ? loads.reinforced : loads.standard,
        dualLoad: null,
        speed: tyreSpeed,
        xl,
        runFlatMark: null,
        homologation: null,
        rank: rank * (plusRank ? 1.5 : 1) + plusRank,
        ...marks,
      });
      plans.push(tyre(primaryXl, speed, 0));
      // The other load version: XL beside the standard one (winter and all-season often), or a
      // standard-load version of a mostly-XL size (premium treads, now and then).
      const xlShare = season === "letnie" ? (segment === "city" ? 0.12 : 0.3) : segment === "city" ? 0.25 : 0.45;
      if (!primaryXl && size.rim >= 14 && random.chance(xlShare)) plans.push(tyre(true, speed, 3));
      else if (primaryXl && !needsXl && tier === "premium" && size.rim <= 20 && random.chance(0.2)) plans.push(tyre(false, speed, 5));
      // The same tyre in a second speed rating (91H and 91V).
      const second = otherSpeed(speed, segment);
      if (second && !nordic && segment !== "at" && random.chance(0.2)) plans.push(tyre(primaryXl, second, 4));
      // Run-flat versions: only makers that make them, in the sizes cars with run-flat tyres use.
      const runFlatSize =
        size.rim >= 16 && size.rim <= 20 && size.width >= 195 && size.width <= 275 && size.profile >= 35 && size.profile <= 60;
      if (
        producer.runFlatMark &&
        !nordic &&
        season !== "caloroczne" &&
        (segment === "touring" || segment === "uhp" || segment === "suv") &&
        runFlatSize &&
        random.chance(0.3)
      ) {
        // BMW fits run-flat tyres from the factory: a premium maker's often carries its star.
        const bmw = tier === "premium" && random.chance(0.5) ? (HOMOLOGATIONS.find((entry) => entry.mark === "*") ?? null) : null;
        plans.push(tyre(primaryXl, speed, 6, { runFlatMark: producer.runFlatMark, homologation: bmw }));
      }
      // Car makers' approvals: premium treads, R17 up.
      if (tier === "premium" && !nordic && segment !== "city" && segment !== "at" && size.rim >= 17 && random.chance(0.25)) {
        plans.push(tyre(primaryXl, speed, 7, { homologation: random.pick(homologationsFor(segment, size)) }));
      }
    });
    return plans.sort((a, b) => a.rank - b.rank);
  }

  // Round-robin over treads so any target gives every tread its commonest tyres first.
  const slugs = new Set<string>();
  const eanSerials = new Map<string, number>();
  const supplierSerials = new Map<string, number>();
  /** Each tyre's offers, newest (the main one) first. */
  const offersOf = new Map<number, VariantRow[]>();
  for (let round = 0; catalogue.variants.length < target; round++) {
    let added = false;
    for (const plan of modelPlans) {
      if (catalogue.variants.length >= target) break;
      const tyrePlan = plan.plans[round];
      if (!tyrePlan) continue;
      added = true;
      addTyre(plan, tyrePlan);
    }
    if (!added) break;
  }
  // Past every tyre: further production weeks of the same tyres (a shop with several suppliers).
  for (let round = 0; catalogue.variants.length < target && round < MAX_OFFERS_PER_TYRE; round++) {
    for (const tyre of catalogue.tyres) {
      if (catalogue.variants.length >= target) break;
      const offers = offersOf.get(tyre.id) ?? [];
      const week = freeWeek(offers);
      if (week === null) continue;
      const newest = offers[0]!;
      const price = distinctPrice(olderPrice(newest.price, week.age - weekAge(newest)), offers);
      offers.push(addVariant(tyre, week, false, price));
    }
  }

  function addTyre(plan: ModelPlan, tyrePlan: TyrePlan) {
    const { model, tier, producer } = plan;
    const { size, speed, xl, cargo, runFlatMark, homologation } = tyrePlan;
    const segment = model.segment;
    const loadIndex = cargo ? `${tyrePlan.load}/${tyrePlan.dualLoad}` : String(tyrePlan.load);
    const slugParts = [
      producer.slug,
      slugify(model.name),
      `${size.width}-${size.profile}-r${size.rim}${cargo ? "c" : ""}`,
      `${slugify(loadIndex)}${speed.toLowerCase()}`,
    ];
    if (xl) slugParts.push("xl");
    if (runFlatMark) slugParts.push(slugify(runFlatMark));
    if (homologation) slugParts.push(slugify(homologation.mark) || "bmw");
    let slug = slugParts.join("-");
    while (slugs.has(slug)) slug += "-b";
    slugs.add(slug);

    const tyreClass: TyreClass = tyreClassOf({ cargo });
    const threePmsf = plan.threePmsf;
    const premium = tier === "premium";
    const noiseCancelling =
      premium && size.rim >= 18 && (segment === "touring" || segment === "uhp" || segment === "suv") && random.chance(0.15);
    // R117: the tyre's rolling noise stays within its limit; better treads further below it.
    const limit = noiseLimitDb({ width: size.width, tyreClass, threePmsf, xl });
    const margin =
      segment === "at" || segment === "mt"
        ? random.weighted([0, 0.4], [1, 0.4], [2, 0.2])
        : tier === "premium"
          ? random.weighted([1, 0.3], [2, 0.35], [3, 0.25], [4, 0.1])
          : tier === "mid"
            ? random.weighted([0, 0.15], [1, 0.4], [2, 0.3], [3, 0.15])
            : random.weighted([0, 0.35], [1, 0.45], [2, 0.2]);
    const noiseDb = limit - Math.min(4, margin + (noiseCancelling ? 1 : 0));
    const { fuel, wet } = labelClasses(plan, segment, size);

    const ean = nextEan(producer);
    const supplierSerial = (supplierSerials.get(producer.slug) ?? 0) + 1;
    supplierSerials.set(producer.slug, supplierSerial);

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
      tyreClass,
      runFlat: runFlatMark !== null,
      runFlatMark,
      rimProtector: !cargo && size.profile <= 50 && segment !== "at" && random.chance(segment === "uhp" ? 0.6 : 0.35),
      selfSeal:
        premium &&
        (producer.slug === "continental" || producer.slug === "pirelli") &&
        size.rim >= 17 &&
        runFlatMark === null &&
        (segment === "touring" || segment === "uhp" || segment === "suv") &&
        random.chance(0.08),
      noiseCancelling,
      mudSnow: model.season !== "letnie" || segment === "at" || segment === "mt",
      threePmsf,
      // The ice pictogram: Nordic winter treads, none else.
      ice: model.nordic,
      homologation: homologation?.mark ?? null,
      homologationLong: homologation?.long ?? null,
      fuelClass: fuel,
      wetClass: wet,
      noiseClass: noiseClassFor(noiseDb, limit),
      noiseDb,
      eprelId: String(random.int(400_000, 2_400_000)),
      ean,
      supplierCode: supplierCodeFor(producer.slug, supplierSerial),
      imageUrl: null,
      popularity:
        TIER_POPULARITY[tier] + random.int(0, 60) + (model.popular ? 40 : 0) + (!cargo && popularSizes.has(sizeKey(size)) ? 20 : 0),
      minPrice: null,
      bestVariantId: null,
      bestProductionYear: null,
      offerCount: 0,
    };
    catalogue.tyres.push(tyre);

    const price = basePrice(plan, tyrePlan, noiseCancelling || tyre.selfSeal);
    // One to three production weeks, the newest the main offer; never past the target (a
    // benchmark at "100,000 variants" gets exactly that many).
    const count = Math.min(random.weighted([1, 0.45], [2, 0.33], [3, 0.22]), target - catalogue.variants.length);
    const offers: VariantRow[] = [];
    let age = random.weighted([random.int(MIN_DOT_AGE_WEEKS, 12), 0.5], [random.int(10, 30), 0.35], [random.int(25, 60), 0.15]);
    for (let index = 0; index < count && age <= MAX_DOT_AGE_WEEKS; index++) {
      const week = { ...isoWeekOf(now - age * WEEK_MS), age };
      const offerPrice = index === 0 ? price : distinctPrice(olderPrice(price, age - weekAge(offers[0]!)), offers);
      offers.push(addVariant(tyre, week, index === 0, offerPrice));
      age += random.int(6, 40);
    }
    offersOf.set(tyre.id, offers);
  }

  /** A tyre's EAN-13: its producer's company prefix, the next item number, the check digit. */
  function nextEan(producer: ProducerReference): string {
    const index = PRODUCERS.indexOf(producer);
    const prefix = GS1_COMPANY_PREFIX[producer.slug] ?? `${GS1_COUNTRY[producer.country] ?? "200"}8${String(100 + index).padStart(3, "0")}`;
    const serial = (eanSerials.get(prefix) ?? 0) + 1;
    if (serial >= SEED_EAN_ITEMS) throw new Error(`Za dużo opon pod prefiksem GS1 ${prefix}.`);
    eanSerials.set(prefix, serial);
    // Item numbers spread over the range, as a maker's are: 7,331 shares no factor with 40,000, so none repeats.
    const item = String((serial * 7_331) % SEED_EAN_ITEMS).padStart(5, "0");
    const twelve = `${prefix}${item}`;
    return `${twelve}${ean13CheckDigit(twelve)}`;
  }

  /** Label classes from the segment, season and tier, the tread's own tendency and a little per size. */
  function labelClasses(plan: ModelPlan, segment: Segment, size: TyreSize): { fuel: LabelClass; wet: LabelClass } {
    const { season, nordic, name } = plan.model;
    const tierStep = { premium: -0.6, mid: 0, budget: 0.6 }[plan.tier];
    const fuelBase: Record<Season, Partial<Record<Segment, number>>> = {
      letnie: { city: 1.5, touring: 1.5, uhp: 2.2, suv: 1.8, van: 1.2 },
      zimowe: { city: 2.5, touring: 2.3, uhp: 2.5, suv: 2.5, van: 1.8 },
      caloroczne: { city: 2.1, touring: 2, uhp: 2.2, suv: 2.2, van: 1.5 },
    };
    const wetBase: Record<Season, Partial<Record<Segment, number>>> = {
      letnie: { city: 1, touring: 0.6, uhp: 0.4, suv: 0.8, van: 0.8 },
      zimowe: { city: 1.8, touring: 1.3, uhp: 1, suv: 1.5, van: 1.5 },
      caloroczne: { city: 1.4, touring: 1, uhp: 1, suv: 1.3, van: 1.3 },
    };
    // Eco treads roll lighter; Nordic winter treads grip less on a wet road.
    const eco = /eco|bluearth|efficient|kinergy/i.test(name) ? -0.7 : 0;
    const fuelValue =
      (fuelBase[season][segment] ?? 3) + tierStep + eco + (nordic ? -0.3 : 0) + plan.labelBias.fuel + (size.width >= 255 ? 0.3 : 0);
    const wetValue =
      (wetBase[season][segment] ?? 2.5) +
      (plan.tier === "budget" ? 0.8 : tierStep) +
      (nordic ? 1.1 : 0) +
      plan.labelBias.wet -
      (size.rim >= 18 ? 0.2 : 0);
    const classOf = (value: number) => LABEL_CLASSES[Math.max(0, Math.min(4, Math.round(value + random.next() - 0.5)))]!;
    return { fuel: classOf(fuelValue), wet: classOf(wetValue) };
  }

  /**
   * Gross price of a new tyre in grosze (2026, whole złoty ending in 9): a mid-range summer
   * touring 205/55 R16 is about 300 zł (budget about 220, premium about 420); bigger rims, wider
   * and lower tyres cost more; UHP, SUV, van and off-road tyres more than touring ones; premium
   * brands about twice budget ones, less so in small sizes, where handling and transport (the
   * fixed 40 zł) weigh more.
   */
  function basePrice(plan: ModelPlan, tyrePlan: TyrePlan, extras: boolean): number {
    const { size } = tyrePlan;
    const { season, segment, nordic } = plan.model;
    // Each inch of rim about 12 % dearer, from R18 some 5 % more again; wider and lower dearer too.
    const rimFactor = 1.12 ** (size.rim - 16) * 1.05 ** Math.max(0, size.rim - 17);
    const sizeFactor = rimFactor * (1 + (size.width - 205) * 0.005) * (1 + (55 - size.profile) * 0.005);
    const segmentFactor: Record<Segment, number> = { city: 0.95, touring: 1, uhp: 1.2, suv: 1.05, van: 1.5, at: 1.3, mt: 1.4 };
    const seasonFactor = season === "zimowe" ? (nordic ? 1.12 : 1.05) : season === "caloroczne" ? 1.08 : 1;
    const marks =
      (tyrePlan.xl ? 1.03 : 1) *
      (tyrePlan.runFlatMark ? 1.25 : 1) *
      (tyrePlan.homologation ? 1.05 : 1) *
      (extras ? 1.08 : 1) *
      (tyrePlan.cargo && tyrePlan.load >= 118 ? 1.06 : 1);
    const zloty =
      40 +
      (40 + 220 * sizeFactor) *
        segmentFactor[segment] *
        TIER_PRICE_FACTOR[plan.tier] *
        seasonFactor *
        marks *
        plan.priceFactor *
        (0.97 + random.next() * 0.06);
    return (Math.floor(zloty / 10) * 10 + 9) * 100;
  }

  /** An older production week sells for a little less (about 2.5 % a year). */
  function olderPrice(price: number, weeksOlder: number): number {
    const zloty = (price / 100) * (1 - Math.max(0, weeksOlder) * 0.0005);
    return (Math.floor((zloty - 10) / 10) * 10 + 9) * 100;
  }

  /** A price none of the tyre's other offers has, so "the cheapest offer" is always one offer. */
  function distinctPrice(price: number, offers: VariantRow[]): number {
    // 10 zł steps alternately above and below: prices stay near the offer's own.
    for (let step = 0; ; step++) {
      const candidate = price + (step % 2 ? 1 : -1) * Math.ceil(step / 2) * 1000;
      if (!offers.some((offer) => offer.price === candidate)) return candidate;
    }
  }

  function weekAge(variant: VariantRow): number {
    const { week, year } = isoWeekOf(now);
    return (year - variant.productionYear) * 52 + (week - variant.dotWeek);
  }

  /** A production week the tyre has no offer from yet, within the shop's age promise; null when none is left. */
  function freeWeek(offers: VariantRow[]): { week: number; year: number; age: number } | null {
    const taken = new Set(offers.map((offer) => offer.productionYear * 100 + offer.dotWeek));
    for (let attempt = 0; attempt < 8; attempt++) {
      const age = random.int(MIN_DOT_AGE_WEEKS, MAX_DOT_AGE_WEEKS);
      const week = isoWeekOf(now - age * WEEK_MS);
      if (!taken.has(week.year * 100 + week.week)) return { ...week, age };
    }
    return null;
  }

  function addVariant(tyre: TyreRow, dot: { week: number; year: number }, isMain: boolean, price: number): VariantRow {
    const id = catalogue.variants.length + 1;
    const soldOut = random.chance(0.08);
    const variant: VariantRow = {
      id,
      tyreId: tyre.id,
      // The tyre and its DOT week: "OP-000123-1226".
      sku: `OP-${String(tyre.id).padStart(6, "0")}-${String(dot.week).padStart(2, "0")}${String(dot.year % 100).padStart(2, "0")}`,
      isMain,
      productionYear: dot.year,
      dotWeek: dot.week,
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
    return variant;
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
      description: "Kup komplet, czyli 4 opony zimowe z promocji w jednym zamówieniu, a dorzucimy 4 pokrowce na koła z logo sklepu.",
      startsAt: now - 20 * DAY_MS,
      endsAt: now + 40 * DAY_MS,
      linkPath: "/opony/zimowe",
      // A set: four winter tyres of the campaign.
      producerId: null,
      season: "zimowe" as const,
      minQuantity: 4,
      minRim: null,
      maxRim: null,
      rewardName: "4 pokrowce na koła z logo sklepu",
      rewardDetails:
        "Pokrowce z wodoodpornej tkaniny poliestrowej, z uchwytem, na koła samochodu osobowego, SUV lub dostawczego – same opony albo opony na felgach – o średnicy do 19 cali i szerokości do 255 mm.",
      rewardValue: 120_00,
      rewardIssuer: null,
      rewardHandover: "courier" as const,
      rewardBrand: null,
    };
    const michelinId = catalogue.producers.find((producer) => producer.slug === "michelin")?.id;
    const michelin = {
      id: 2,
      slug: "michelin-karta-podarunkowa",
      // Run by the shop alone: Michelin only names the tyres (the rules say so).
      name: "Karta podarunkowa za opony Michelin",
      description:
        "Za 4 opony Michelin od 16 cali w jednym zamówieniu dostaniesz od nas elektroniczną kartę podarunkową o wartości 200 zł. Zgłoś zamówienie w ciągu 30 dni.",
      startsAt: now - 10 * DAY_MS,
      endsAt: now + 50 * DAY_MS,
      linkPath: "/opony/michelin",
      // What the description promises: 4 Michelin tyres from 16 inches.
      producerId: michelinId ?? null,
      season: null,
      minQuantity: 4,
      minRim: 16,
      maxRim: null,
      rewardName: "elektroniczną kartę podarunkową Edenred",
      rewardDetails:
        "Kartą zapłacisz w sklepach i serwisach z sieci akceptacji jej wydawcy. Termin ważności karty i miejsca, w których ją zrealizujesz, określa regulamin wydawcy, który dostaniesz razem z kartą. Karty nie można wymienić na gotówkę.",
      rewardValue: 200_00,
      rewardIssuer: "Edenred Polska sp. z o.o. z siedzibą w Warszawie",
      rewardHandover: "email" as const,
      rewardBrand: "Michelin",
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
        const modelId = catalogue.carModels.length + 1;
        const stillMade = model.generations.some((generation) => generation.yearTo === undefined);
        catalogue.carModels.push({
          id: modelId,
          makeId,
          slug: slugify(model.name),
          name: model.name,
          yearFrom: Math.min(...model.generations.map((generation) => generation.yearFrom)),
          yearTo: stillMade ? null : Math.max(...model.generations.map((generation) => generation.yearTo ?? 0)),
        });
        for (const generation of model.generations) {
          const generationId = catalogue.carGenerations.length + 1;
          catalogue.carGenerations.push({
            id: generationId,
            modelId,
            slug: slugify(generation.name),
            name: generation.name,
            yearFrom: generation.yearFrom,
            yearTo: generation.yearTo ?? null,
          });
          for (const { front, rear, runFlat } of generation.fitments) {
            catalogue.carFitments.push({
              id: catalogue.carFitments.length + 1,
              generationId,
              vehicleType: model.vehicle,
              width: front.width,
              profile: front.profile,
              rim: front.rim,
              minLoadIndex: front.minLoadIndex,
              minSpeedIndex: front.minSpeedIndex,
              rearWidth: rear?.width ?? null,
              rearProfile: rear?.profile ?? null,
              rearRim: rear?.rim ?? null,
              rearMinLoadIndex: rear?.minLoadIndex ?? null,
              rearMinSpeedIndex: rear?.minSpeedIndex ?? null,
              runFlat: runFlat === true,
            });
          }
        }
      }
    });
  }
}

/**
 * A reference producer (src/common/reference/producers.ts, the `index`-th) as its producers row
 * without the id: name, country, GPSR data and popularity (premium brands first, then by the
 * list's order). The catalogue's seed and a production database's reference data (producersGpsrSql).
 */
export function producerReferenceRow(producer: (typeof PRODUCERS)[number], index: number, gpsr = PRODUCER_GPSR[producer.slug]!) {
  return {
    slug: producer.slug,
    name: producer.name,
    country: producer.country,
    ...producerGpsrRow(gpsr),
    popularity: TIER_POPULARITY[producer.tier] + (PRODUCERS.length - index),
  };
}

/** A producer's GPSR reference data as its producers row's columns (absent values NULL). */
export function producerGpsrRow(gpsr: ProducerGpsr) {
  const { manufacturer, euResponsible: eu } = gpsr;
  return {
    legalName: manufacturer.name,
    street: manufacturer.street,
    postalCode: manufacturer.postalCode,
    city: manufacturer.city,
    addressCountry: manufacturer.country,
    email: manufacturer.email ?? null,
    contactUrl: manufacturer.contactUrl ?? null,
    euName: eu?.name ?? null,
    euStreet: eu?.street ?? null,
    euPostalCode: eu?.postalCode ?? null,
    euCity: eu?.city ?? null,
    euCountry: eu?.country ?? null,
    euEmail: eu?.email ?? null,
    euContactUrl: eu?.contactUrl ?? null,
    gpsrVerified: gpsr.verified,
    gpsrSource: gpsr.source,
  };
}
