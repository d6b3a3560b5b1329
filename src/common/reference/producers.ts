/**
 * Tyre producers sold in Poland (DOMAIN.md) with their tread models. Pure data: the menus, the
 * seed generator and the site maps all read it. The makers' GPSR data is in producer-gpsr.ts: only
 * the seed reads it (the Worker reads GPSR from D1, where staff keep it up to date), so it stays
 * out of the Worker's bundle.
 */

import type { Season, VehicleType } from "../config/storefront";
import { foldLetters } from "../fold-letters";
import type { Segment } from "./sizes";
import type { RUN_FLAT_MARKS } from "./tyre-rules";

export type Tier = "premium" | "mid" | "budget";

export interface ModelReference {
  name: string;
  season: Season;
  /** What the tread is made for: it decides its sizes and speed ratings (sizes.ts). */
  segment: Segment;
  /**
   * A Nordic (Scandinavian) winter tyre: soft compound for ice and packed snow, the EU label's ice
   * grip pictogram; central-European ("alpine") winter tyres have none.
   */
  nordic?: true;
  /** An all-season tread without the 3PMSF snowflake (M+S only); every other winter and all-season tread has it. */
  threePmsf?: false;
}

/** The kind of vehicle a segment's tyres are listed under. */
export function segmentVehicle(segment: Segment): VehicleType {
  return segment === "van" ? "dostawcze" : segment === "at" || segment === "mt" ? "terenowe-4x4" : "osobowe-suv";
}

export interface ProducerReference {
  name: string;
  slug: string;
  country: string;
  tier: Tier;
  /** The maker's run-flat mark as printed on the sidewall; only makers that make run-flat tyres have one. */
  runFlatMark?: (typeof RUN_FLAT_MARKS)[number];
  models: ModelReference[];
}

const W: Season = "zimowe";
const S: Season = "letnie";
const A: Season = "caloroczne";

export const PRODUCERS: ProducerReference[] = [
  {
    name: "Michelin",
    slug: "michelin",
    country: "Francja",
    runFlatMark: "ZP",
    tier: "premium",
    models: [
      { name: "Alpin 6", season: W, segment: "touring" },
      { name: "Pilot Alpin 5", season: W, segment: "uhp" },
      { name: "CrossClimate 2", season: A, segment: "touring" },
      { name: "Primacy 4+", season: S, segment: "touring" },
      { name: "Pilot Sport 5", season: S, segment: "uhp" },
      { name: "Agilis 3", season: S, segment: "van" },
      { name: "Agilis CrossClimate", season: A, segment: "van" },
      { name: "LTX Trail", season: S, segment: "at" },
      { name: "X-Ice Snow", season: W, segment: "touring", nordic: true },
      { name: "Pilot Sport 4 SUV", season: S, segment: "suv" },
    ],
  },
  {
    name: "Continental",
    slug: "continental",
    country: "Niemcy",
    runFlatMark: "SSR",
    tier: "premium",
    models: [
      { name: "WinterContact TS 870", season: W, segment: "touring" },
      { name: "WinterContact TS 870 P", season: W, segment: "uhp" },
      { name: "AllSeasonContact 2", season: A, segment: "touring" },
      { name: "PremiumContact 7", season: S, segment: "touring" },
      { name: "EcoContact 7", season: S, segment: "touring" },
      { name: "VanContact Winter", season: W, segment: "van" },
      { name: "CrossContact ATR", season: A, segment: "at" },
      { name: "VikingContact 7", season: W, segment: "touring", nordic: true },
      { name: "SportContact 7", season: S, segment: "uhp" },
    ],
  },
  {
    name: "Bridgestone",
    slug: "bridgestone",
    country: "Japonia",
    runFlatMark: "RFT",
    tier: "premium",
    models: [
      { name: "Blizzak 6", season: W, segment: "touring" },
      { name: "Blizzak LM005", season: W, segment: "touring" },
      { name: "Turanza 6", season: S, segment: "touring" },
      { name: "Potenza Sport", season: S, segment: "uhp" },
      { name: "Weather Control A005 Evo", season: A, segment: "touring" },
      { name: "Duravis Van", season: S, segment: "van" },
      { name: "Dueler A/T 002", season: S, segment: "at" },
      { name: "Alenza 001", season: S, segment: "suv" },
    ],
  },
  {
    name: "Goodyear",
    slug: "goodyear",
    country: "USA",
    runFlatMark: "ROF",
    tier: "premium",
    models: [
      { name: "UltraGrip Performance 3", season: W, segment: "touring" },
      { name: "EfficientGrip Performance 2", season: S, segment: "touring" },
      { name: "Eagle F1 Asymmetric 6", season: S, segment: "uhp" },
      { name: "Vector 4Seasons Gen-3", season: A, segment: "touring" },
      { name: "Cargo Vector 4Seasons", season: A, segment: "van" },
      { name: "Wrangler AT Adventure", season: S, segment: "at" },
      { name: "UltraGrip Ice 3", season: W, segment: "touring", nordic: true },
      { name: "EfficientGrip 2 SUV", season: S, segment: "suv" },
    ],
  },
  {
    name: "Pirelli",
    slug: "pirelli",
    country: "Włochy",
    runFlatMark: "r-f",
    tier: "premium",
    models: [
      { name: "Cinturato Winter 2", season: W, segment: "touring" },
      { name: "Sottozero 3", season: W, segment: "uhp" },
      { name: "Cinturato P7 C2", season: S, segment: "touring" },
      { name: "P Zero PZ4", season: S, segment: "uhp" },
      { name: "Cinturato All Season SF3", season: A, segment: "touring" },
      { name: "Scorpion All Terrain Plus", season: S, segment: "at" },
      { name: "Ice Zero Asimmetrico", season: W, segment: "touring", nordic: true },
      { name: "Scorpion Winter 2", season: W, segment: "suv" },
      { name: "Scorpion", season: S, segment: "suv" },
    ],
  },
  {
    name: "Dunlop",
    slug: "dunlop",
    country: "Wielka Brytania",
    runFlatMark: "DSST",
    tier: "premium",
    models: [
      { name: "Winter Sport 5", season: W, segment: "touring" },
      { name: "Sport Maxx RT2", season: S, segment: "uhp" },
      { name: "Sport BluResponse", season: S, segment: "touring" },
      { name: "Sport All Season", season: A, segment: "touring" },
      { name: "Econodrive Winter", season: W, segment: "van" },
    ],
  },
  {
    name: "Hankook",
    slug: "hankook",
    country: "Korea Południowa",
    runFlatMark: "HRS",
    tier: "mid",
    models: [
      { name: "Winter i*cept RS3", season: W, segment: "touring" },
      { name: "Winter i*cept evo3", season: W, segment: "uhp" },
      { name: "Ventus Prime 4", season: S, segment: "touring" },
      { name: "Kinergy Eco 2", season: S, segment: "city" },
      { name: "Kinergy 4S2", season: A, segment: "touring" },
      { name: "Vantra LT", season: S, segment: "van" },
      { name: "Dynapro AT2", season: S, segment: "at" },
      { name: "Winter i*cept iZ3", season: W, segment: "touring", nordic: true },
      { name: "Ventus S1 evo3", season: S, segment: "uhp" },
      { name: "Dynapro HP2", season: S, segment: "suv" },
    ],
  },
  {
    name: "Nokian Tyres",
    slug: "nokian-tyres",
    country: "Finlandia",
    tier: "premium",
    models: [
      { name: "Hakkapeliitta R5", season: W, segment: "touring", nordic: true },
      { name: "Snowproof 2", season: W, segment: "touring" },
      { name: "Wetproof 1", season: S, segment: "touring" },
      { name: "Powerproof 1", season: S, segment: "uhp" },
      { name: "Seasonproof 1", season: A, segment: "touring" },
      { name: "Hakkapeliitta R5 SUV", season: W, segment: "suv", nordic: true },
    ],
  },
  {
    name: "Yokohama",
    slug: "yokohama",
    country: "Japonia",
    tier: "mid",
    models: [
      { name: "BluEarth-Winter V906", season: W, segment: "touring" },
      { name: "Advan Sport V107", season: S, segment: "uhp" },
      { name: "BluEarth-GT AE51", season: S, segment: "touring" },
      { name: "BluEarth-4S AW21", season: A, segment: "touring" },
      { name: "Geolandar A/T G015", season: S, segment: "at" },
    ],
  },
  {
    name: "Toyo",
    slug: "toyo",
    country: "Japonia",
    tier: "mid",
    models: [
      { name: "Observe S944", season: W, segment: "touring" },
      { name: "Proxes Sport 2", season: S, segment: "uhp" },
      { name: "Proxes Comfort", season: S, segment: "touring" },
      { name: "Celsius AS2", season: A, segment: "touring" },
      { name: "Open Country A/T III", season: S, segment: "at" },
    ],
  },
  {
    name: "Falken",
    slug: "falken",
    country: "Japonia",
    tier: "mid",
    models: [
      { name: "Eurowinter HS02", season: W, segment: "touring" },
      { name: "Azenis FK520", season: S, segment: "uhp" },
      { name: "Ziex ZE310 Ecorun", season: S, segment: "touring" },
      { name: "Euroall Season AS220 Pro", season: A, segment: "touring" },
      { name: "Linam Van01", season: S, segment: "van" },
    ],
  },
  {
    name: "Kumho",
    slug: "kumho",
    country: "Korea Południowa",
    tier: "mid",
    models: [
      { name: "WinterCraft WP52", season: W, segment: "touring" },
      { name: "Ecsta HS52", season: S, segment: "touring" },
      { name: "Solus 4S HA32", season: A, segment: "touring" },
      { name: "PorTran KC53", season: S, segment: "van" },
      { name: "Crugen HP71", season: S, segment: "suv" },
    ],
  },
  {
    name: "Nexen",
    slug: "nexen",
    country: "Korea Południowa",
    tier: "mid",
    models: [
      { name: "Winguard Sport 2", season: W, segment: "touring" },
      { name: "N'Fera Sport", season: S, segment: "uhp" },
      { name: "N'blue 4Season 2", season: A, segment: "touring" },
    ],
  },
  {
    name: "BFGoodrich",
    slug: "bfgoodrich",
    country: "USA",
    tier: "mid",
    models: [
      { name: "g-Force Winter 2", season: W, segment: "touring" },
      { name: "Advantage", season: S, segment: "touring" },
      { name: "All-Terrain T/A KO2", season: A, segment: "at" },
    ],
  },
  {
    name: "Uniroyal",
    slug: "uniroyal",
    country: "Niemcy",
    tier: "mid",
    models: [
      { name: "WinterExpert", season: W, segment: "touring" },
      { name: "RainSport 5", season: S, segment: "uhp" },
      { name: "RainExpert 5", season: S, segment: "city" },
      { name: "AllSeasonExpert 2", season: A, segment: "touring" },
      { name: "RainMax 3", season: S, segment: "van" },
    ],
  },
  {
    name: "Dębica",
    slug: "debica",
    country: "Polska",
    tier: "budget",
    models: [
      { name: "Frigo HP2", season: W, segment: "touring" },
      { name: "Frigo 2", season: W, segment: "city" },
      { name: "Presto HP2", season: S, segment: "touring" },
      { name: "Presto UHP 2", season: S, segment: "uhp" },
      { name: "Navigator 3", season: A, segment: "touring" },
      { name: "Frigo LT", season: W, segment: "van" },
      { name: "Passio 2", season: S, segment: "city" },
    ],
  },
  {
    name: "Fulda",
    slug: "fulda",
    country: "Niemcy",
    tier: "mid",
    models: [
      { name: "Kristall Control HP2", season: W, segment: "touring" },
      { name: "EcoControl HP2", season: S, segment: "touring" },
      { name: "MultiControl", season: A, segment: "touring" },
    ],
  },
  {
    name: "Barum",
    slug: "barum",
    country: "Czechy",
    tier: "budget",
    models: [
      { name: "Polaris 6", season: W, segment: "touring" },
      { name: "Bravuris 6", season: S, segment: "touring" },
      { name: "Quartaris 5", season: A, segment: "touring" },
      { name: "Vanis 3", season: S, segment: "van" },
      { name: "Brillantis 2", season: S, segment: "city" },
    ],
  },
  {
    name: "Semperit",
    slug: "semperit",
    country: "Austria",
    tier: "mid",
    models: [
      { name: "Speed-Grip 5", season: W, segment: "touring" },
      { name: "Speed-Life 3", season: S, segment: "touring" },
      { name: "AllSeason-Grip", season: A, segment: "touring" },
    ],
  },
  {
    name: "Kleber",
    slug: "kleber",
    country: "Francja",
    tier: "mid",
    models: [
      { name: "Krisalp HP3", season: W, segment: "touring" },
      { name: "Dynaxer HP4", season: S, segment: "touring" },
      { name: "Quadraxer 3", season: A, segment: "touring" },
    ],
  },
  {
    name: "Firestone",
    slug: "firestone",
    country: "USA",
    tier: "mid",
    models: [
      { name: "Winterhawk 4", season: W, segment: "touring" },
      { name: "Roadhawk 2", season: S, segment: "touring" },
      { name: "Multiseason 2", season: A, segment: "touring" },
    ],
  },
  {
    name: "Vredestein",
    slug: "vredestein",
    country: "Holandia",
    tier: "mid",
    models: [
      { name: "Wintrac Pro+", season: W, segment: "uhp" },
      { name: "Ultrac Pro", season: S, segment: "uhp" },
      { name: "Quatrac Pro+", season: A, segment: "uhp" },
      { name: "Comtrac 2 All Season+", season: A, segment: "van" },
    ],
  },
  {
    name: "Apollo",
    slug: "apollo",
    country: "Indie",
    tier: "budget",
    models: [
      { name: "Alnac 4G Winter", season: W, segment: "touring" },
      { name: "Aspire XP", season: S, segment: "uhp" },
      { name: "Alnac 4G All Season", season: A, segment: "touring" },
    ],
  },
  {
    name: "GT Radial",
    slug: "gt-radial",
    country: "Singapur",
    tier: "budget",
    models: [
      { name: "WinterPro 2", season: W, segment: "touring" },
      { name: "FE2", season: S, segment: "touring" },
      { name: "4Seasons", season: A, segment: "touring" },
    ],
  },
  {
    name: "Kormoran",
    slug: "kormoran",
    country: "Polska",
    tier: "budget",
    models: [
      { name: "Snow", season: W, segment: "touring" },
      { name: "Ultra High Performance", season: S, segment: "uhp" },
      { name: "All Season", season: A, segment: "touring" },
    ],
  },
  {
    name: "Sava",
    slug: "sava",
    country: "Słowenia",
    tier: "budget",
    models: [
      { name: "Eskimo HP2", season: W, segment: "touring" },
      { name: "Intensa HP2", season: S, segment: "touring" },
      { name: "All Weather", season: A, segment: "touring" },
    ],
  },
  {
    name: "Tigar",
    slug: "tigar",
    country: "Serbia",
    tier: "budget",
    models: [
      { name: "Winter", season: W, segment: "touring" },
      { name: "High Performance", season: S, segment: "touring" },
      { name: "All Season", season: A, segment: "touring" },
      { name: "Touring", season: S, segment: "city" },
    ],
  },
  {
    name: "Riken",
    slug: "riken",
    country: "Serbia",
    tier: "budget",
    models: [
      { name: "Snow", season: W, segment: "touring" },
      { name: "Road Performance", season: S, segment: "touring" },
      { name: "All Season", season: A, segment: "touring" },
    ],
  },
  {
    name: "Matador",
    slug: "matador",
    country: "Słowacja",
    tier: "budget",
    models: [
      { name: "MP 93 Nordicca", season: W, segment: "touring" },
      { name: "Hectorra 5", season: S, segment: "touring" },
      { name: "MP 62 All Weather Evo", season: A, segment: "touring" },
    ],
  },
  {
    name: "General Tire",
    slug: "general-tire",
    country: "USA",
    tier: "mid",
    models: [
      { name: "Altimax Winter 3", season: W, segment: "touring" },
      { name: "Altimax One S", season: S, segment: "touring" },
      { name: "Grabber AT3", season: A, segment: "at" },
    ],
  },
  {
    name: "Gislaved",
    slug: "gislaved",
    country: "Szwecja",
    tier: "budget",
    models: [
      { name: "Euro*Frost 6", season: W, segment: "touring" },
      { name: "Ultra*Speed 2", season: S, segment: "touring" },
      { name: "All*Season", season: A, segment: "touring" },
    ],
  },
  {
    name: "Viking",
    slug: "viking",
    country: "Norwegia",
    tier: "budget",
    models: [
      { name: "WinTech NewGen", season: W, segment: "touring" },
      { name: "ProTech NewGen", season: S, segment: "touring" },
      { name: "FourTech Plus", season: A, segment: "touring" },
    ],
  },
  {
    name: "Maxxis",
    slug: "maxxis",
    country: "Tajwan",
    tier: "mid",
    models: [
      { name: "Premitra Snow WP6", season: W, segment: "touring" },
      { name: "Victra Sport 5", season: S, segment: "uhp" },
      { name: "Premitra All Season AP3", season: A, segment: "touring" },
      { name: "Vansmart MCV3+", season: S, segment: "van" },
    ],
  },
  {
    name: "Cooper",
    slug: "cooper",
    country: "USA",
    tier: "mid",
    models: [
      { name: "Discoverer Winter", season: W, segment: "suv" },
      { name: "CS7", season: S, segment: "touring" },
      { name: "Discoverer All Season", season: A, segment: "suv" },
      { name: "Discoverer AT3 Sport 2", season: A, segment: "at" },
    ],
  },
  {
    name: "Federal",
    slug: "federal",
    country: "Tajwan",
    tier: "budget",
    models: [
      { name: "Himalaya WS2", season: W, segment: "touring" },
      { name: "Formoza FD2", season: S, segment: "uhp" },
      { name: "Formoza AS", season: A, segment: "touring" },
    ],
  },
  {
    name: "Nankang",
    slug: "nankang",
    country: "Tajwan",
    tier: "budget",
    models: [
      { name: "Winter Activa SV-3", season: W, segment: "touring" },
      { name: "Sportnex AS-2+", season: S, segment: "uhp" },
      { name: "Cross Seasons AW-6", season: A, segment: "touring" },
    ],
  },
  {
    name: "Laufenn",
    slug: "laufenn",
    country: "Korea Południowa",
    tier: "budget",
    models: [
      { name: "I Fit+ LW31", season: W, segment: "touring" },
      { name: "S Fit EQ+", season: S, segment: "touring" },
      { name: "G Fit 4S", season: A, segment: "touring" },
    ],
  },
  {
    name: "Kenda",
    slug: "kenda",
    country: "Tajwan",
    tier: "budget",
    models: [
      { name: "Wintergen 2 KR501", season: W, segment: "touring" },
      { name: "Emera A1 KR41", season: S, segment: "uhp" },
      { name: "Kenetica 4S KR202", season: A, segment: "touring" },
    ],
  },
  {
    name: "Sailun",
    slug: "sailun",
    country: "Chiny",
    tier: "budget",
    models: [
      { name: "Ice Blazer Alpine Evo 1", season: W, segment: "touring" },
      { name: "Atrezzo ZSR 2", season: S, segment: "uhp" },
      { name: "Atrezzo 4Seasons Pro", season: A, segment: "touring" },
      { name: "Commercio Pro", season: S, segment: "van" },
    ],
  },
  {
    name: "Linglong",
    slug: "linglong",
    country: "Chiny",
    tier: "budget",
    models: [
      { name: "Green-Max Winter HP", season: W, segment: "touring" },
      { name: "Sport Master", season: S, segment: "uhp" },
      { name: "Green-Max All Season", season: A, segment: "touring" },
    ],
  },
  {
    name: "Triangle",
    slug: "triangle",
    country: "Chiny",
    tier: "budget",
    models: [
      { name: "Snowlink PL02", season: W, segment: "touring" },
      { name: "Sportex TH201", season: S, segment: "uhp" },
      { name: "SeasonX TA01", season: A, segment: "touring" },
    ],
  },
  {
    name: "Westlake",
    slug: "westlake",
    country: "Chiny",
    tier: "budget",
    models: [
      { name: "Z-507", season: W, segment: "touring" },
      { name: "Z-107", season: S, segment: "touring" },
      { name: "Z-401", season: A, segment: "touring" },
    ],
  },
  {
    name: "Goodride",
    slug: "goodride",
    country: "Chiny",
    tier: "budget",
    models: [
      { name: "SW608", season: W, segment: "touring" },
      { name: "Solmax 1", season: S, segment: "uhp" },
      { name: "All Season Elite Z-401", season: A, segment: "touring" },
    ],
  },
  {
    name: "Hifly",
    slug: "hifly",
    country: "Chiny",
    tier: "budget",
    models: [
      { name: "Win-Turi 216", season: W, segment: "touring" },
      { name: "HF805", season: S, segment: "uhp" },
      { name: "All-Turi 221", season: A, segment: "touring" },
    ],
  },
  {
    name: "Imperial",
    slug: "imperial",
    country: "Belgia",
    tier: "budget",
    models: [
      { name: "Snowdragon HP", season: W, segment: "touring" },
      { name: "Ecosport 2", season: S, segment: "uhp" },
      { name: "Driver 4S", season: A, segment: "touring" },
    ],
  },
  {
    name: "Tracmax",
    slug: "tracmax",
    country: "Belgia",
    tier: "budget",
    models: [
      { name: "X-Privilo S130", season: W, segment: "touring" },
      { name: "X-Privilo TX3", season: S, segment: "uhp" },
      { name: "A/S Trac Saver", season: A, segment: "touring", threePmsf: false },
    ],
  },
  {
    name: "Petlas",
    slug: "petlas",
    country: "Turcja",
    tier: "budget",
    models: [
      { name: "Snowmaster 2", season: W, segment: "touring" },
      { name: "Velox Sport PT741", season: S, segment: "uhp" },
      { name: "Multi Action PT565", season: A, segment: "touring" },
    ],
  },
  {
    name: "Lassa",
    slug: "lassa",
    country: "Turcja",
    tier: "budget",
    models: [
      { name: "Snoways 4", season: W, segment: "touring" },
      { name: "Driveways", season: S, segment: "touring" },
      { name: "Multiways 2", season: A, segment: "touring" },
    ],
  },
  {
    name: "Starmaxx",
    slug: "starmaxx",
    country: "Turcja",
    tier: "budget",
    models: [
      { name: "Icegripper W850", season: W, segment: "touring" },
      { name: "Novaro ST532", season: S, segment: "touring" },
      { name: "Maxx Out ST582", season: A, segment: "touring" },
    ],
  },
  {
    name: "Toledo",
    slug: "toledo",
    country: "Chiny",
    tier: "budget",
    models: [
      { name: "TL4000 Winter", season: W, segment: "touring" },
      { name: "TL1000", season: S, segment: "touring" },
      { name: "TL5000 All Season", season: A, segment: "touring", threePmsf: false },
    ],
  },
];

/** Slug of a tread model page: producer slug + model name, e.g. "michelin-alpin-6". */
export function modelSlug(producerSlug: string, modelName: string): string {
  return `${producerSlug}-${slugify(modelName)}`;
}

/** ASCII slug: lower case, Polish and other diacritics folded, runs of other characters to "-". */
export function slugify(text: string): string {
  return foldLetters(text)
    .replace(/\+/g, "-plus")
    .replace(/\*/g, "-")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
