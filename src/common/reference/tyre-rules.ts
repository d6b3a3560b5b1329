/**
 * Rules a real tyre obeys (DOMAIN.md "Facts for realistic catalogue data"): the ETRTO load
 * indexes of a size, the UNECE R117 rolling-noise limits and the EU label's noise class. The
 * generator makes its demo tyres by them, the feed import refuses rows that break them, and a
 * test holds the whole generated catalogue to them. Pure data and functions.
 */

export type TyreClass = "C1" | "C2" | "C3";
export type NoiseClass = "A" | "B" | "C";

/**
 * The EU label's tyre class a tyre's data implies (Regulation (EU) 2020/740 art. 2, UNECE R117):
 * van tyres ("C" after the rim, two load indexes) are C2, light truck; every other tyre the shop
 * sells is C1, passenger. C3 (truck) tyres are not sold here, so only a supplier's or EPREL's
 * record names that class.
 */
export function tyreClassOf(tyre: { cargo: boolean }): TyreClass {
  return tyre.cargo ? "C2" : "C1";
}

/**
 * ETRTO load indexes of passenger (C1) sizes: [standard load, reinforced (XL)]. An XL tyre carries
 * the reinforced index of its size, not "standard + 4" (205/55 R16: 91 / 94, 195/65 R15: 91 / 95).
 * Keyed "205/55R16". Every passenger size the demo catalogue uses is here (a test holds the
 * generator to it); sizes made almost only as XL (low profiles from R19, R21 and up) still list
 * both indexes. Van (C) sizes carry their own single/dual pairs in src/common/reference/sizes.ts.
 */
// biome-ignore format: a table, one rim diameter per group
export const ETRTO_LOAD_INDEXES: Record<string, readonly [standard: number, reinforced: number]> = {
  // R12
  "145/70R12": [69, 73], "145/80R12": [74, 78], "155/80R12": [77, 81],
  // R13
  "145/70R13": [71, 75], "145/80R13": [75, 79], "155/65R13": [73, 77], "155/70R13": [75, 79], "155/80R13": [79, 83],
  "165/65R13": [77, 81], "165/70R13": [79, 83], "175/70R13": [82, 86], "185/70R13": [86, 90],
  // R14
  "155/65R14": [75, 79], "165/60R14": [75, 79], "165/65R14": [79, 83], "165/70R14": [81, 85], "175/65R14": [82, 86],
  "175/70R14": [84, 88], "185/60R14": [82, 86], "185/65R14": [86, 90], "185/70R14": [88, 92], "195/60R14": [86, 90],
  "195/65R14": [89, 93], "195/70R14": [91, 95],
  // R15
  "165/60R15": [77, 81], "165/65R15": [81, 85], "175/55R15": [77, 81], "175/60R15": [81, 85], "175/65R15": [84, 88],
  "185/55R15": [82, 86], "185/60R15": [84, 88], "185/65R15": [88, 92], "195/50R15": [82, 86], "195/55R15": [85, 89],
  "195/60R15": [88, 92], "195/65R15": [91, 95], "205/60R15": [91, 95], "205/65R15": [94, 99], "205/70R15": [96, 100],
  "215/65R15": [96, 100], "215/70R15": [98, 102], "225/70R15": [100, 104], "255/70R15": [108, 112],
  // R16
  "185/50R16": [81, 85], "185/55R16": [83, 87], "195/45R16": [80, 84], "195/50R16": [84, 88], "195/55R16": [87, 91],
  "195/60R16": [89, 93], "205/45R16": [83, 87], "205/50R16": [87, 91], "205/55R16": [91, 94], "205/60R16": [92, 96],
  "205/65R16": [95, 99], "215/55R16": [93, 97], "215/60R16": [95, 99], "215/65R16": [98, 102], "215/70R16": [100, 104],
  "225/50R16": [92, 96], "225/55R16": [95, 99], "225/60R16": [98, 102], "225/70R16": [103, 107], "225/75R16": [104, 108],
  "235/60R16": [100, 104], "235/70R16": [106, 110], "245/70R16": [107, 111], "255/70R16": [111, 115], "265/70R16": [112, 116],
  "265/75R16": [116, 120],
  // R17
  "205/40R17": [80, 84], "205/45R17": [84, 88], "205/50R17": [89, 93], "205/55R17": [91, 95], "205/60R17": [93, 97],
  "215/40R17": [83, 87], "215/45R17": [87, 91], "215/50R17": [91, 95], "215/55R17": [94, 98], "215/60R17": [96, 100],
  "215/65R17": [99, 103], "225/45R17": [91, 94], "225/50R17": [94, 98], "225/55R17": [97, 101], "225/60R17": [99, 103],
  "225/65R17": [102, 106], "235/45R17": [94, 97], "235/55R17": [99, 103], "235/60R17": [102, 106], "235/65R17": [104, 108],
  "245/40R17": [91, 95], "245/45R17": [95, 99], "245/65R17": [107, 111], "255/60R17": [106, 110], "255/65R17": [110, 114],
  "265/65R17": [112, 116], "265/70R17": [115, 119], "275/65R17": [115, 119],
  // R18
  "215/40R18": [85, 89], "215/45R18": [89, 93], "215/50R18": [92, 96], "215/55R18": [95, 99], "225/40R18": [88, 92],
  "225/45R18": [91, 95], "225/50R18": [95, 99], "225/55R18": [98, 102], "225/60R18": [100, 104], "235/40R18": [91, 95],
  "235/45R18": [94, 98], "235/50R18": [97, 101], "235/55R18": [100, 104], "235/60R18": [103, 107], "235/65R18": [106, 110],
  "245/35R18": [88, 92], "245/40R18": [93, 97], "245/45R18": [96, 100], "245/50R18": [100, 104], "245/60R18": [105, 109],
  "255/35R18": [90, 94], "255/40R18": [95, 99], "255/45R18": [99, 103], "255/55R18": [105, 109], "255/60R18": [108, 112],
  "265/35R18": [93, 97], "265/60R18": [110, 114], "265/65R18": [114, 118], "275/65R18": [116, 120],
  // R19
  "225/35R19": [84, 88], "225/40R19": [89, 93], "225/45R19": [92, 96], "225/55R19": [99, 103], "235/35R19": [87, 91],
  "235/40R19": [92, 96], "235/45R19": [95, 99], "235/50R19": [99, 103], "235/55R19": [101, 105], "245/35R19": [89, 93],
  "245/40R19": [94, 98], "245/45R19": [98, 102], "245/50R19": [101, 105], "255/35R19": [92, 96], "255/40R19": [96, 100],
  "255/45R19": [100, 104], "255/50R19": [103, 107], "255/55R19": [107, 111], "265/50R19": [106, 110], "275/35R19": [96, 100],
  "275/40R19": [101, 105],
  // R20
  "235/35R20": [88, 92], "245/35R20": [91, 95], "245/40R20": [95, 99], "245/45R20": [99, 103], "255/35R20": [93, 97],
  "255/40R20": [97, 101], "255/45R20": [101, 105], "255/50R20": [105, 109], "265/45R20": [104, 108], "265/50R20": [107, 111],
  "275/35R20": [98, 102], "275/40R20": [102, 106], "275/45R20": [106, 110], "285/35R20": [100, 104], "295/35R20": [101, 105],
  // R21
  "245/35R21": [92, 96], "255/35R21": [94, 98], "255/40R21": [98, 102], "265/40R21": [101, 105], "275/35R21": [99, 103],
  "275/40R21": [103, 107], "285/35R21": [101, 105], "295/35R21": [103, 107], "295/40R21": [107, 111], "315/35R21": [107, 111],
  // R22
  "265/35R22": [98, 102], "265/40R22": [102, 106], "275/35R22": [100, 104], "275/40R22": [104, 108], "285/35R22": [102, 106],
  "285/40R22": [106, 110], "285/45R22": [110, 114],
  // R23
  "285/40R23": [107, 111],
  // R24
  "295/35R24": [106, 110],
};

export function sizeKey(size: { width: number; profile: number; rim: number }): string {
  return `${size.width}/${size.profile}R${size.rim}`;
}

/** The size's ETRTO standard and reinforced load index, when the table knows the size. */
export function etrtoLoadIndexes(size: { width: number; profile: number; rim: number }) {
  const pair = ETRTO_LOAD_INDEXES[sizeKey(size)];
  return pair ? { standard: pair[0], reinforced: pair[1] } : undefined;
}

/**
 * The rolling-noise limit value LV in dB (UNECE R117 stage 2, Regulation (EC) 661/2009 annex II
 * part C). C1 by nominal section width: ≤ 185 mm 70, ≤ 245 mm 71, ≤ 275 mm 72, wider 74; snow
 * (3PMSF), extra-load and reinforced tyres +1 dB. C2 (van): 72, snow tyres +2 dB. C3: 73, snow +2.
 */
export function noiseLimitDb(tyre: { width: number; tyreClass: TyreClass; threePmsf: boolean; xl: boolean }): number {
  if (tyre.tyreClass === "C2") return 72 + (tyre.threePmsf ? 2 : 0);
  if (tyre.tyreClass === "C3") return 73 + (tyre.threePmsf ? 2 : 0);
  const base = tyre.width <= 185 ? 70 : tyre.width <= 245 ? 71 : tyre.width <= 275 ? 72 : 74;
  return base + (tyre.threePmsf || tyre.xl ? 1 : 0);
}

/** The label's noise class (Regulation (EU) 2020/740 annex II part C): A ≤ LV − 3 < B ≤ LV < C. */
export function noiseClassFor(noiseDb: number, limitDb: number): NoiseClass {
  if (noiseDb <= limitDb - 3) return "A";
  if (noiseDb <= limitDb) return "B";
  return "C";
}

/**
 * Run-flat marks as makers print them (DOMAIN.md): the feed import recognises them among a
 * row's markings, the generator gives each maker's run-flats its own.
 */
export const RUN_FLAT_MARKS = ["RFT", "ZP", "SSR", "ROF", "DSST", "r-f", "EMT", "HRS", "RSC", "XRP", "ZPS", "SST"] as const;

/** Nominal size limits the shop sells (passenger, SUV, 4x4 and van tyres). */
export const SIZE_LIMITS = { width: { min: 125, max: 355 }, profile: { min: 25, max: 85 }, rim: { min: 12, max: 24 } } as const;

/**
 * DOT production date: the last four digits of the DOT code are the week (1–53, ISO 8601 weeks,
 * Monday first) and the year's last two digits, "1226" = week 12 of 2026 (DOMAIN.md).
 */
export function dotCode(week: number, year: number): string {
  return `${String(week).padStart(2, "0")}${String(year % 100).padStart(2, "0")}`;
}

/** How many ISO weeks a year has (52, or 53 when it starts on a Thursday or is a leap year starting on a Wednesday). */
export function isoWeeksInYear(year: number): number {
  const day = (y: number) => new Date(Date.UTC(y, 0, 1)).getUTCDay();
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day(year) === 4 || (leap && day(year) === 3) ? 53 : 52;
}

/** The ISO week and its year of a moment (ms, UTC): what a tyre made then has in its DOT code. */
export function isoWeekOf(time: number): { week: number; year: number } {
  const date = new Date(time);
  const day = date.getUTCDay() || 7;
  // The Thursday of the same week decides the week's year.
  const thursday = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 4 - day);
  const year = new Date(thursday).getUTCFullYear();
  return { week: Math.floor((thursday - Date.UTC(year, 0, 1)) / 86_400_000 / 7) + 1, year };
}

/** The Monday (00:00 UTC, ms) that starts ISO week `week` of `year`. */
export function isoWeekStart(week: number, year: number): number {
  const fourth = Date.UTC(year, 0, 4);
  const mondayOfWeekOne = fourth - ((new Date(fourth).getUTCDay() || 7) - 1) * 86_400_000;
  return mondayOfWeekOne + (week - 1) * 7 * 86_400_000;
}

/**
 * A tyre's age in whole months at `now` from its DOT week and year (the week's Monday); a tyre
 * without a DOT week (an old offer row) counts from the year's first week, the oldest it can be.
 */
export function tyreAgeMonths(dotWeek: number | null, year: number, now: number): number {
  const made = isoWeekStart(dotWeek ?? 1, year);
  return Math.max(0, Math.floor((now - made) / AVERAGE_MONTH_MS));
}

const AVERAGE_MONTH_MS = (365.2425 / 12) * 86_400_000;

/**
 * The DOT week `months` before `now` as year × 100 + week (2026 week 12 → 202612): a tyre made
 * in that week or later is at most `months` old (to the week). Comparable as a number.
 */
export function dotYearWeekSince(months: number, now: number): number {
  const { week, year } = isoWeekOf(now - months * AVERAGE_MONTH_MS);
  return year * 100 + week;
}
