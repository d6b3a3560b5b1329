/**
 * Days and amounts as staff type them in the back office: a calendar day "2026-11-24" (in
 * Warsaw, src/common/i18n/calendar.ts) and an amount in złoty "449,00" or "449.00". One definition for
 * every form and API that takes them.
 */
import * as v from "valibot";
import { warsawDayStart } from "../i18n/calendar";

/** A calendar day field: "YYYY-MM-DD", a real date. */
export const dayField = (missing: string) =>
  v.pipe(
    v.string(missing),
    v.trim(),
    v.nonEmpty(missing),
    v.check((text) => warsawDayStart(text) !== null, "Podaj datę w postaci RRRR-MM-DD, np. 2026-11-24."),
  );

/** "449,00", "449.00", "449" or "1 449,50" → grosze; null when it is not an amount. */
export function groszeOf(text: string): number | null {
  const cleaned = text
    .replace(/[\s\u00a0]/g, "")
    .replace(/zł$/i, "")
    .replace(",", ".");
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}

/** A positive amount in złoty, as text → grosze; `invalid` says what to type instead (an example that fits the field). */
export const amountField = (missing: string, invalid = "Podaj kwotę w złotych, np. 449,00.") =>
  v.pipe(
    v.string(missing),
    v.trim(),
    v.nonEmpty(missing),
    v.check((text) => (groszeOf(text) ?? 0) > 0, invalid),
    v.transform((text) => groszeOf(text)!),
  );
