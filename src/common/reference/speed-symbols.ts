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
 * Seasons whose tyres may have a lower speed index than the car: UNECE R142 (formerly Reg. (EU)
 * 458/2011 annex II) lets a snow tyre, which it defines by the M+S mark, be slower than the car
 * when the tyre's maximum speed is shown in the driver's view (the sticker). Winter tyres and the
 * catalogue's all-season tyres (every one marked M+S) are snow tyres in that sense.
 */
export const SPEED_EXCEPTION_SEASONS: readonly Season[] = ["zimowe", "caloroczne"];
/** The exception's floor: a snow tyre below the car's speed must still be rated at least Q (160 km/h, R142). */
export const SNOW_TYRE_SPEED_FLOOR: SpeedSymbol = "Q";

/**
 * The lowest speed index a snow tyre may have on a car with this minimum: the car's own when it is
 * Q or slower, otherwise Q (with the sticker). Unknown symbols are returned as they are.
 */
export function snowTyreMinimum(carMinimum: string): string {
  const car = (SPEED_SYMBOLS as readonly string[]).indexOf(carMinimum);
  return car > SPEED_SYMBOLS.indexOf(SNOW_TYRE_SPEED_FLOOR) ? SNOW_TYRE_SPEED_FLOOR : carMinimum;
}
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
