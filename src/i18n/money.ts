import { CURRENCY, CURRENCY_DECIMALS, LOCALE } from "../config";

/**
 * Złoty formatting without the ICU message parser, so the browser bundle can use it too:
 * "459,00 zł", "1234,50 zł", "12 345,50 zł" (pl-PL groups from 10,000, with U+00A0).
 */
const pln = new Intl.NumberFormat(LOCALE, {
  style: "currency",
  currency: CURRENCY,
  minimumFractionDigits: CURRENCY_DECIMALS,
  maximumFractionDigits: CURRENCY_DECIMALS,
});

/** A złoty amount (number of złoty) as shown to shoppers; "---" for anything not a number. */
export function formatZloty(value: number): string {
  return Number.isFinite(value) ? pln.format(value) : "---";
}

/** An API money string ("1234.50") as shown to shoppers. */
export function formatAmount(amount: string | number): string {
  return formatZloty(typeof amount === "number" ? amount : amount.trim() === "" ? Number.NaN : Number(amount));
}
