/**
 * Tyre sizes, indexes and marks (DOMAIN.md "Reading a tyre"). Pure data: the menus, the home
 * page's size search and the catalogue generator read it. Passenger load indexes come from the
 * ETRTO table (tyre-rules.ts); van (C) sizes carry their single/dual pairs here.
 */

import { ETRTO_LOAD_INDEXES, sizeKey } from "./tyre-rules";

export interface TyreSize {
  width: number;
  profile: number;
  rim: number;
}

/**
 * What a tread model is made for; it decides the sizes it comes in and its speed ratings.
 * city: small cars, R12–R16; touring: compact and mid-size cars, R14–R19; uhp: ultra-high
 * performance, R17 up; suv: road tyres for SUVs and crossovers; van: C (cargo) sizes; at / mt:
 * all-terrain and mud-terrain tyres in off-road sizes.
 */
export type Segment = "city" | "touring" | "uhp" | "suv" | "van" | "at" | "mt";

/** "205/55R16" → { width: 205, profile: 55, rim: 16 }. */
export function parseSizeKey(key: string): TyreSize {
  const match = /^(\d{3})\/(\d{2})R(\d{2})$/.exec(key);
  if (!match) throw new Error(`Not a size key: ${key}`);
  return { width: Number(match[1]), profile: Number(match[2]), rim: Number(match[3]) };
}

const pool = (...keys: string[]): TyreSize[] => keys.map(parseSizeKey);

/** Small cars' sizes, most sold first. */
export const CITY_SIZES = pool(
  "175/65R14",
  "185/65R15",
  "165/70R14",
  "175/70R14",
  "185/60R15",
  "165/65R14",
  "155/65R14",
  "185/65R14",
  "175/70R13",
  "165/70R13",
  "155/70R13",
  "185/55R15",
  "175/65R15",
  "195/65R15",
  "165/65R15",
  "185/60R14",
  "145/80R13",
  "155/80R13",
  "145/70R13",
  "165/60R14",
  "175/55R15",
  "165/60R15",
  "185/70R14",
  "185/55R16",
  "195/55R16",
  "185/50R16",
  "195/45R16",
  "145/80R12",
  "145/70R12",
  "155/80R12",
  "165/65R13",
  "155/65R13",
  "185/70R13",
  "195/60R15",
  "175/60R15",
  "195/50R15",
);

/** Compact and mid-size cars' sizes (and the smaller SUV sizes such lines also come in), most sold first. */
export const TOURING_SIZES = pool(
  "205/55R16",
  "195/65R15",
  "225/45R17",
  "205/60R16",
  "215/55R17",
  "185/65R15",
  "195/55R16",
  "215/60R16",
  "225/55R17",
  "215/65R16",
  "175/65R14",
  "185/60R15",
  "205/50R17",
  "225/50R17",
  "195/60R15",
  "215/45R17",
  "225/40R18",
  "235/45R18",
  "245/45R18",
  "205/55R17",
  "215/55R16",
  "225/45R18",
  "215/50R17",
  "195/50R16",
  "205/65R15",
  "185/55R15",
  "175/65R15",
  "195/55R15",
  "205/45R17",
  "225/55R16",
  "205/60R15",
  "215/60R17",
  "235/55R17",
  "235/40R18",
  "225/50R18",
  "215/50R18",
  "225/55R18",
  "205/60R17",
  "245/40R18",
  "185/55R16",
  "165/70R14",
  "175/70R14",
  "185/65R14",
  "195/45R16",
  "215/65R15",
  "225/60R16",
  "205/65R16",
  "195/60R16",
  "215/45R18",
  "225/60R17",
  "235/50R18",
  "255/40R18",
  "215/65R17",
  "225/65R17",
  "235/55R18",
  "225/60R18",
  "235/65R17",
  "235/60R18",
  "215/55R18",
  "205/50R16",
  "225/50R16",
  "185/60R14",
  "165/65R15",
  "195/50R15",
  "235/45R17",
  "245/45R17",
  "225/45R19",
  "235/40R19",
  "235/45R19",
  "245/40R19",
  "245/45R19",
  "225/55R19",
  "235/50R19",
  "255/45R18",
  "255/35R19",
  "225/40R19",
  "235/55R19",
);

/** Ultra-high-performance sizes, R17 up, most sold first. */
export const UHP_SIZES = pool(
  "225/45R17",
  "225/40R18",
  "245/40R18",
  "235/40R18",
  "225/45R18",
  "245/45R18",
  "255/35R19",
  "235/45R18",
  "255/40R19",
  "245/40R19",
  "205/45R17",
  "215/45R17",
  "225/50R17",
  "205/50R17",
  "235/35R19",
  "225/35R19",
  "245/35R19",
  "255/35R18",
  "255/40R18",
  "245/45R19",
  "275/35R19",
  "225/40R19",
  "235/40R19",
  "245/35R20",
  "255/35R20",
  "275/35R20",
  "255/40R20",
  "245/40R20",
  "285/35R20",
  "215/40R17",
  "215/40R18",
  "215/45R18",
  "245/40R17",
  "245/45R17",
  "275/40R19",
  "255/45R19",
  "235/35R20",
  "265/35R18",
  "245/35R18",
  "275/40R20",
  "255/45R20",
  "235/45R17",
  "255/45R18",
  "295/35R21",
  "275/35R21",
  "245/35R21",
  "255/35R21",
  "265/40R21",
  "285/35R21",
  "315/35R21",
  "275/40R21",
  "295/40R21",
  "255/40R21",
  "295/35R20",
  "285/35R22",
  "265/35R22",
  "275/35R22",
  "285/40R22",
  "265/40R22",
  "275/40R22",
  "285/40R23",
  "295/35R24",
);

/** Road sizes of SUVs and crossovers, most sold first. */
export const SUV_SIZES = pool(
  "215/65R16",
  "215/60R17",
  "225/65R17",
  "235/55R18",
  "215/65R17",
  "235/65R17",
  "225/60R18",
  "235/60R18",
  "225/55R18",
  "235/55R19",
  "235/50R19",
  "255/55R18",
  "255/50R19",
  "225/55R19",
  "245/50R19",
  "255/45R20",
  "235/55R17",
  "225/60R17",
  "215/70R16",
  "225/70R16",
  "235/60R16",
  "235/60R17",
  "245/65R17",
  "255/60R18",
  "265/60R18",
  "255/55R19",
  "265/50R19",
  "265/45R20",
  "275/45R20",
  "255/50R20",
  "265/50R20",
  "235/65R18",
  "245/45R20",
  "255/60R17",
  "255/65R17",
  "215/55R18",
  "275/40R21",
  "315/35R21",
  "265/40R21",
  "285/45R22",
  "275/40R22",
  "285/40R22",
  "285/40R23",
  "295/35R24",
);

/** Off-road sizes of 4×4s and pick-ups (all-terrain and mud-terrain tyres), most sold first. */
export const OFF_ROAD_SIZES = pool(
  "265/65R17",
  "255/70R16",
  "245/70R16",
  "265/70R16",
  "235/70R16",
  "215/65R16",
  "265/60R18",
  "225/75R16",
  "235/65R17",
  "215/70R16",
  "255/60R18",
  "245/65R17",
  "255/65R17",
  "265/75R16",
  "265/70R17",
  "275/65R17",
  "255/55R18",
  "205/70R15",
  "225/70R15",
  "255/70R15",
  "245/60R18",
  "275/65R18",
  "265/65R18",
);

/** A van (C) size: single and dual load index and its usual speed rating ("195/75 R16C 107/105R"). */
export interface VanSize extends TyreSize {
  load: number;
  dualLoad: number;
  speed: string;
}

const van = (key: string, load: number, dualLoad: number, speed: string): VanSize => ({ ...parseSizeKey(key), load, dualLoad, speed });

/** Van sizes as made, most sold first; a size made in two load versions is listed twice. */
export const VAN_SIZES: VanSize[] = [
  van("215/65R16", 109, 107, "T"),
  van("195/75R16", 107, 105, "R"),
  van("205/75R16", 110, 108, "R"),
  van("235/65R16", 115, 113, "R"),
  van("215/70R15", 109, 107, "S"),
  van("225/75R16", 118, 116, "R"),
  van("225/65R16", 112, 110, "R"),
  van("215/65R16", 106, 104, "T"),
  van("205/65R16", 107, 105, "T"),
  van("215/60R17", 109, 107, "T"),
  van("215/75R16", 113, 111, "R"),
  van("225/70R15", 112, 110, "R"),
  van("205/70R15", 106, 104, "R"),
  van("195/70R15", 104, 102, "R"),
  van("235/60R17", 117, 115, "R"),
  van("225/55R17", 109, 107, "T"),
  van("195/65R16", 104, 102, "T"),
  van("225/75R16", 121, 120, "R"),
  van("215/70R16", 108, 106, "T"),
  van("185/75R16", 104, 102, "R"),
  van("215/60R16", 103, 101, "T"),
  van("205/65R15", 102, 100, "T"),
  van("195/60R16", 99, 97, "T"),
  van("175/65R14", 90, 88, "T"),
  van("185/80R14", 102, 100, "R"),
  van("195/80R14", 106, 104, "R"),
];

/** The passenger size pool of each segment (van sizes are VAN_SIZES). */
export const SEGMENT_SIZES: Record<Exclude<Segment, "van">, TyreSize[]> = {
  city: CITY_SIZES,
  touring: TOURING_SIZES,
  uhp: UHP_SIZES,
  suv: SUV_SIZES,
  at: OFF_ROAD_SIZES,
  mt: OFF_ROAD_SIZES,
};

/** ETRTO standard and reinforced (XL) load index of a passenger size; throws for a size the table lacks. */
export function passengerLoadIndexes(size: TyreSize): { standard: number; reinforced: number } {
  const pair = ETRTO_LOAD_INDEXES[sizeKey(size)];
  if (!pair) throw new Error(`No ETRTO load index for ${sizeKey(size)}`);
  return { standard: pair[0], reinforced: pair[1] };
}

/** The 20 most common passenger sizes in Poland, most common first (the menus show these). */
export const POPULAR_SIZES: TyreSize[] = pool(
  "205/55R16",
  "195/65R15",
  "225/45R17",
  "205/60R16",
  "215/55R17",
  "225/40R18",
  "185/65R15",
  "195/55R16",
  "215/60R16",
  "225/55R17",
  "215/65R16",
  "235/55R18",
  "175/65R14",
  "185/60R15",
  "205/50R17",
  "225/50R17",
  "235/45R18",
  "195/60R15",
  "215/45R17",
  "245/45R18",
);

/** Every size the demo catalogue is made in (passenger, off-road and van). */
export const CATALOGUE_SIZES: TyreSize[] = [...CITY_SIZES, ...TOURING_SIZES, ...UHP_SIZES, ...SUV_SIZES, ...OFF_ROAD_SIZES, ...VAN_SIZES];

const sortedSet = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);

/** The home page's size search: every width, profile and rim diameter the catalogue's sizes have. */
export const SIZE_SEARCH_OPTIONS = {
  widths: sortedSet(CATALOGUE_SIZES.map((size) => size.width)),
  profiles: sortedSet(CATALOGUE_SIZES.map((size) => size.profile)),
  rims: sortedSet(CATALOGUE_SIZES.map((size) => size.rim)),
} as const;

/** Rim diameters listed in the menus per season (DOMAIN.md). */
export const MENU_RIMS = {
  zimowe: range(12, 23),
  letnie: range(12, 24),
  caloroczne: range(13, 22),
} as const;

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Load index → maximum load per tyre in kg. */
export const LOAD_INDEX_KG: Record<number, number> = {
  60: 250,
  61: 257,
  62: 265,
  63: 272,
  64: 280,
  65: 290,
  66: 300,
  67: 307,
  68: 315,
  69: 325,
  70: 335,
  71: 345,
  72: 355,
  73: 365,
  74: 375,
  75: 387,
  76: 400,
  77: 412,
  78: 425,
  79: 437,
  80: 450,
  81: 462,
  82: 475,
  83: 487,
  84: 500,
  85: 515,
  86: 530,
  87: 545,
  88: 560,
  89: 580,
  90: 600,
  91: 615,
  92: 630,
  93: 650,
  94: 670,
  95: 690,
  96: 710,
  97: 730,
  98: 750,
  99: 775,
  100: 800,
  101: 825,
  102: 850,
  103: 875,
  104: 900,
  105: 925,
  106: 950,
  107: 975,
  108: 1000,
  109: 1030,
  110: 1060,
  111: 1090,
  112: 1120,
  113: 1150,
  114: 1180,
  115: 1215,
  116: 1250,
  117: 1285,
  118: 1320,
  119: 1360,
  120: 1400,
  121: 1450,
  122: 1500,
  123: 1550,
  124: 1600,
  125: 1650,
};

/** Speed index → km/h (config.ts: the browser's fit verdicts use it too). */
export { SPEED_INDEX_KMH } from "./speed-symbols";

/** Car-maker approval marks, their long names and how a tyre's name carries them ("BMW ★"). */
export const HOMOLOGATIONS: { mark: string; long: string; inName: string }[] = [
  { mark: "MO", long: "Mercedes-Benz Original", inName: "Mercedes MO" },
  { mark: "*", long: "BMW / MINI (gwiazdka)", inName: "BMW ★" },
  { mark: "AO", long: "Audi Original", inName: "Audi AO" },
  { mark: "RO1", long: "Audi quattro GmbH", inName: "Audi RO1" },
  { mark: "N0", long: "Porsche", inName: "Porsche N0" },
  { mark: "VOL", long: "Volvo", inName: "Volvo VOL" },
  { mark: "J", long: "Jaguar", inName: "Jaguar J" },
  { mark: "LR", long: "Land Rover", inName: "Land Rover LR" },
  { mark: "T0", long: "Tesla", inName: "Tesla T0" },
];

/** "205/55 R16", or "195/75 R16C" for a van (C) tyre. */
export function sizeLabel(size: { width: number; profile: number; rim: number; cargo?: boolean }): string {
  return `${size.width}/${size.profile} R${size.rim}${size.cargo ? "C" : ""}`;
}

/**
 * The size with its indexes and marks as every page names a tyre: "205/55 R16 94V XL", and a
 * run-flat or car-maker's (OE) variant told apart from the standard tyre (issue 38): "205/55 R16
 * 91V Run Flat BMW ★".
 */
export function sizeAndIndexLabel(tyre: {
  width: number;
  profile: number;
  rim: number;
  cargo?: boolean;
  loadIndex: number | string;
  speedIndex: string;
  xl: boolean;
  runFlat?: boolean;
  homologation?: string | null;
}): string {
  const oe = tyre.homologation ? (HOMOLOGATIONS.find((known) => known.mark === tyre.homologation)?.inName ?? tyre.homologation) : null;
  return `${sizeLabel(tyre)} ${tyre.loadIndex}${tyre.speedIndex}${tyre.xl ? " XL" : ""}${tyre.runFlat ? " Run Flat" : ""}${oe ? ` ${oe}` : ""}`;
}
