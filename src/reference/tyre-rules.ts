/**
 * Rules a real tyre obeys (DOMAIN.md "Facts for realistic catalogue data"): the ETRTO load
 * indexes of a size, the UNECE R117 rolling-noise limits and the EU label's noise class. The
 * generator makes its demo tyres by them, the feed import refuses rows that break them, and a
 * test holds the whole generated catalogue to them. Pure data and functions.
 */

export type TyreClass = "C1" | "C2" | "C3";
export type NoiseClass = "A" | "B" | "C";

/**
 * ETRTO load indexes of passenger sizes: [standard load, reinforced (XL)]. An XL tyre carries the
 * reinforced index of its size, not "standard + 4". Keyed "205/55R16".
 */
export const ETRTO_LOAD_INDEXES: Record<string, readonly [standard: number, reinforced: number]> = {
  "195/65R15": [91, 95],
  "205/55R16": [91, 94],
  "225/45R17": [91, 94],
  "225/40R18": [88, 92],
  "215/55R17": [94, 98],
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
