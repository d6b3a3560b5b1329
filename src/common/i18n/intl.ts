import { createIntl, createIntlCache, type IntlShape } from "@formatjs/intl";
import { LOCALE, TIME_ZONE } from "../config/locale";
import { formatZloty } from "./money";
import { messages, type MessageId } from "./messages";

/** One compiled intl for the whole isolate: the locale is fixed, so requests can share it. */
const cache = createIntlCache();
let shared: IntlShape<string> | undefined;

export function getIntl(): IntlShape<string> {
  shared ??= createIntl({ locale: LOCALE, timeZone: TIME_ZONE, messages, defaultLocale: LOCALE, onError: reportIntlError }, cache);
  return shared;
}

function reportIntlError(error: Error): void {
  // A missing or broken message is a programming error: make it loud in the log, not on the page.
  console.error(`[intl] ${error.message}`);
}

// Formatting an ICU message costs ~10 µs and a listing page asks for hundreds; the answers are
// pure functions of (id, values), so they are memoised (bounded, cleared when full).
const formatted = new Map<string, string>();
const MAX_MEMOISED = 5000;

/** Formats a message by id with ICU arguments (plurals, dates, numbers). */
export function t(id: MessageId, values?: Record<string, string | number | Date>): string {
  const key = values ? `${id}\u0000${JSON.stringify(values)}` : id;
  let text = formatted.get(key);
  if (text === undefined) {
    text = getIntl().formatMessage({ id }, values) as string;
    if (formatted.size >= MAX_MEMOISED) formatted.clear();
    formatted.set(key, text);
  }
  return text;
}

/**
 * Formats a price given in grosze (integer hundredths of a złoty) as "1234,50 zł".
 * A missing price gives the empty-price text; anything not a finite number gives "---".
 */
export function formatPrice(grosze: number | string | null | undefined): string {
  if (grosze === null || grosze === undefined || grosze === "") return t("price.empty");
  const value = typeof grosze === "string" ? Number(grosze) : grosze;
  if (typeof value !== "number" || !Number.isFinite(value)) return t("price.notNumeric");
  return formatZloty(value / 100);
}

const integerFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** A count as Polish text: "12 345" (a no-break space from 10 000 up, as pl-PL writes it). */
export function formatNumber(value: number): string {
  return integerFormat.format(value);
}

const dateFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, dateStyle: "long" });
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  dateStyle: "short",
  timeStyle: "short",
});

/** A calendar date in Warsaw time, e.g. "22 listopada 2026". */
export function formatDate(date: Date | number | string): string {
  return dateFormat.format(new Date(date));
}

/** Date and time in Warsaw time, e.g. "22.11.2026, 14:05". */
export function formatDateTime(date: Date | number | string): string {
  return dateTimeFormat.format(new Date(date));
}

/** The current calendar year in Warsaw (the copyright line must not flip early on 31 December UTC). */
export function currentYearInWarsaw(now: Date = new Date()): number {
  warsawYear ??= new Intl.DateTimeFormat("en", { timeZone: TIME_ZONE, year: "numeric" });
  return Number(warsawYear.format(now));
}

/** Made once, at the first use: every page asks (the footer's year). */
let warsawYear: Intl.DateTimeFormat | undefined;
