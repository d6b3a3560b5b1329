/**
 * Speed symbols and their km/h (DOMAIN.md), and the seasons allowed below a car's minimum. Not in
 * src/common/config/: the config module rides in the chunk every page loads, and in the browser only
 * the chosen car's check (src/common/car-fit.ts, loaded with a chosen car) reads these.
 */
import type { Season } from "../config/storefront";

/** Speed symbols from the slowest to the fastest (DOMAIN.md): a car's minimum speed index admits it and every later one. */
export const SPEED_SYMBOLS = ["L", "M", "N", "P", "Q", "R", "S", "T", "H", "V", "W", "Y"] as const;
export type SpeedSymbol = (typeof SPEED_SYMBOLS)[number];
/**
 * Seasons whose tyres may have a lower speed index than the car (UNECE R142, formerly Reg. (EU)
 * 458/2011 annex II: snow tyres, with the tyre's maximum speed shown in the driver's view). Winter
 * only: the shop does not count an all-season tyre's M+S mark as the exception.
 */
export const SPEED_EXCEPTION_SEASONS: readonly Season[] = ["zimowe"];
/** Speed index → km/h (DOMAIN.md). */
export const SPEED_INDEX_KMH: Record<string, number> = {
  L: 120,
  M: 130,
  N: 140,
  P: 150,
  Q: 160,
  R: 170,
  S: 180,
  T: 190,
  H: 210,
  V: 240,
  W: 270,
  Y: 300,
};
