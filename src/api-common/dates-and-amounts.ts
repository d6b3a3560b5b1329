/**
 * Days and amounts as staff type them in the back office: a calendar day "2026-11-24" (in
 * Warsaw, where the shop is) and an amount in złoty "449,00" or "449.00". One definition for
 * every form and API that takes them.
 */
import * as v from "valibot";
import { TIME_ZONE } from "../config";

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Minutes Warsaw is ahead of UTC at an instant (60 in winter, 120 in summer). */
function warsawOffsetMinutes(at: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: TIME_ZONE,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return Math.round((wall - Math.floor(at / 60_000) * 60_000) / 60_000);
}

/** The instant a Warsaw calendar day ("2026-11-24") begins, or null for something that is not a real day. */
export function warsawDayStart(day: string): number | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utcMidnight = Date.UTC(year, month - 1, date);
  const check = new Date(utcMidnight);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  // The offset at the UTC midnight can differ from the offset at Warsaw's midnight only on the two
  // change-over days, and never at midnight itself (clocks change at 02:00/03:00): use the later one.
  return utcMidnight - warsawOffsetMinutes(utcMidnight + 12 * 3_600_000) * 60_000;
}

/** Today's date in Warsaw as "YYYY-MM-DD". */
export function warsawToday(now = Date.now()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

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

/** A positive amount in złoty, as text → grosze. */
export const amountField = (missing: string) =>
  v.pipe(
    v.string(missing),
    v.trim(),
    v.nonEmpty(missing),
    v.check((text) => (groszeOf(text) ?? 0) > 0, "Podaj kwotę w złotych, np. 449,00."),
    v.transform((text) => groszeOf(text)!),
  );

/** The instant a Warsaw calendar day ends (the next day's start), for an inclusive "to" date. */
export function warsawDayEnd(day: string): number | null {
  if (warsawDayStart(day) === null) return null;
  const next = new Date(`${day}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return warsawDayStart(next.toISOString().slice(0, 10));
}
