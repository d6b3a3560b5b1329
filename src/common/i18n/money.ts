import { CURRENCY, CURRENCY_DECIMALS, LOCALE } from "../config/locale";

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

/**
 * A bank account number as banks print it, whatever spacing configuration used: an IBAN as
 * "PL27 1140 2004 0000 3002 0135 5387" (country and check digits, then groups of four), a Polish
 * NRB as "27 1140 2004 0000 3002 0135 5387". Plain spaces, so it copies into a banking form.
 */
export function formatBankAccount(account: string): string {
  const compact = account.replace(/\s+/g, "").toUpperCase();
  if (!compact) return "";
  const head = /^[A-Z]{2}/.test(compact) ? compact.slice(0, 4) : compact.slice(0, 2);
  return [head, ...(compact.slice(head.length).match(/.{1,4}/g) ?? [])].join(" ");
}
