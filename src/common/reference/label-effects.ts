/**
 * The EU tyre label's classes in everyday units (issue 22): metres of braking on a wet road,
 * litres and złoty of fuel a year, how much louder a tyre sounds. Pure functions over the
 * label's classes and the assumptions in src/common/config/, shared by the data page and the compare
 * page; every figure is "about", and the pages say so.
 */
import { FUEL_PRICE_PLN_PER_LITRE, YEARLY_KM } from "../config/back-office";
import { LABEL_CLASSES, type LabelClass } from "../config/storefront";

/**
 * Wet grip: the regulation classes C1 tyres by their wet grip index G (Regulation (EU) 2020/740,
 * annex I part B: A G ≥ 1.55, B 1.40–1.54, C 1.25–1.39, D 1.10–1.24, E ≤ 1.09), steps of 0.15
 * in G. The European Commission's label guidance (and ETRMA's) puts one such step at roughly 3 to
 * 6 metres of braking distance from 80 km/h on a wet road (DOMAIN.md); a set on a car is what
 * the figure is about.
 */
export const WET_GRIP_METRES_PER_CLASS = { min: 3, max: 6 } as const;

/**
 * Fuel efficiency: the regulation classes C1 tyres by their rolling resistance coefficient RRC
 * in kg/t (annex I part A: A ≤ 6.5, B 6.6–7.7, C 7.8–9.0, D 9.1–10.5, E ≥ 10.6). A class stands
 * here for the middle of its band (the open ends as wide as their neighbour's band).
 */
export const ROLLING_RESISTANCE_KG_PER_T: Record<LabelClass, number> = { A: 5.9, B: 7.15, C: 8.4, D: 9.8, E: 11.3 };

/**
 * Litres per 100 km that one kg/t of rolling resistance costs a petrol passenger car: the
 * Commission's figure of up to 7.5 % more fuel between the best and the worst class of the first
 * label (about 6 kg/t apart) at a consumption of 7 l/100 km.
 */
export const LITRES_PER_100_KM_PER_RRC = 0.09;

/** Whole classes between `value` and A (0 for A, 4 for E); null for a class the label does not know. */
export function classStepsFromA(value: string): number | null {
  const index = LABEL_CLASSES.indexOf(value as LabelClass);
  return index < 0 ? null : index;
}

/** Extra braking distance from 80 km/h on a wet road against class A tyres, as a range in metres; null for A. */
export function wetBrakingExtraMetres(wetClass: string): { min: number; max: number } | null {
  const steps = classStepsFromA(wetClass);
  if (!steps) return null;
  return { min: steps * WET_GRIP_METRES_PER_CLASS.min, max: steps * WET_GRIP_METRES_PER_CLASS.max };
}

/** Extra fuel a year against class A tyres for `kmPerYear`: litres and złoty, both rounded; null for A. */
export function fuelExtraPerYear(fuelClass: string, kmPerYear: number): { litres: number; zloty: number } | null {
  const steps = classStepsFromA(fuelClass);
  if (!steps) return null;
  const rrcAboveA = ROLLING_RESISTANCE_KG_PER_T[fuelClass as LabelClass] - ROLLING_RESISTANCE_KG_PER_T.A;
  const litres = (rrcAboveA * LITRES_PER_100_KM_PER_RRC * kmPerYear) / 100;
  return { litres: Math.round(litres), zloty: Math.round(litres * FUEL_PRICE_PLN_PER_LITRE) };
}

/**
 * How many times louder `db` sounds than `quieterDb`: the ear hears about twice as loud for every
 * 10 dB (Stevens' power law for loudness, the sone scale), while 3 dB doubles the sound's energy.
 */
export function loudnessRatio(db: number, quieterDb: number): number {
  return 2 ** ((db - quieterDb) / 10);
}

/**
 * The yearly distance a shopper entered (`?km=`), or the default: whole thousands between the
 * bounds, anything else the default, so a page's cached copies stay few.
 */
export function yearlyKm(raw: string | undefined | null): number {
  const value = Number(raw);
  if (!raw || !Number.isFinite(value)) return YEARLY_KM.default;
  const rounded = Math.round(value / 1000) * 1000;
  return Math.min(YEARLY_KM.max, Math.max(YEARLY_KM.min, rounded));
}
