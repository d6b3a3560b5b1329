/**
 * Calendar days in Warsaw, where the shop is: when one begins and ends as an instant, today's
 * date, a date some days on. The back office's date filters, the export, the overview and the
 * withdrawal deadline all count days this way.
 */
import { TIME_ZONE } from "../config/locale";

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
  // Warsaw's midnight has the offset in force at that moment: the clocks change only later that
  // night (02:00 → 03:00 in March, 03:00 → 02:00 in October), so the UTC midnight of the same date
  // (earlier in real time by that offset, always before the change) has the same one.
  return utcMidnight - warsawOffsetMinutes(utcMidnight) * 60_000;
}

/** Today's date in Warsaw as "YYYY-MM-DD". */
export function warsawToday(now = Date.now()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** A calendar day `days` later ("2026-11-24" + 14 → "2026-12-08"). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The instant a Warsaw calendar day ends (the next day's start), for an inclusive "to" date. */
export function warsawDayEnd(day: string): number | null {
  if (warsawDayStart(day) === null) return null;
  return warsawDayStart(addDays(day, 1));
}

/** A range of days as copy writes it: "1–2", or "1" when both ends agree (en dash, no spaces). */
export function formatDayRange(range: { min: number; max: number }): string {
  return range.min === range.max ? String(range.min) : `${range.min}–${range.max}`;
}

/** A calendar day as Poles write it: "2026-11-28" → "28.11.2026" (invoices, the register). */
export function formatDay(day: string): string {
  const match = DAY.exec(day);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : day;
}
