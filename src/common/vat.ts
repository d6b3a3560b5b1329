import { VAT_RATE_PERCENT } from "./config/locale";

/** The VAT inside a gross amount (grosze), rounded to the grosz: 23 % → gross × 23 / 123. */
export function vatOf(gross: number): number {
  return Math.round((gross * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));
}
