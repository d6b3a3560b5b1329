/**
 * Calendar days in Warsaw, where the shop is: when one begins and ends as an instant, today's
 * date, a date some days on, and working days (Polish public holidays). The back office's date
 * filters, the export, the overview, the withdrawal deadline and the bank transfer's term all
 * count days this way.
 */
import { TIME_ZONE } from "../config/locale";

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/*
 * The formatters, each made once, at its first use: a time-zone formatter costs ~0.1 ms to make,
 * and a listing asks for today's date once per card (issue 37: 4 ms of each rendered listing).
 */
let warsawWallClock: Intl.DateTimeFormat | undefined;
let warsawDay: Intl.DateTimeFormat | undefined;

/** Minutes Warsaw is ahead of UTC at an instant (60 in winter, 120 in summer). */
export function warsawOffsetMinutes(at: number): number {
  warsawWallClock ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  });
  const parts = Object.fromEntries(warsawWallClock.formatToParts(at).map((part) => [part.type, part.value]));
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
  warsawDay ??= new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
  return warsawDay.format(now);
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

// ── Working days ("dni robocze"): Monday to Friday, Polish public holidays excepted ─────────────

/**
 * Poland's public holidays on fixed dates (ustawa z dnia 18 stycznia 1951 r. o dniach wolnych od
 * pracy, art. 1 pkt 1): New Year, Epiphany, 1 and 3 May, the Assumption, All Saints',
 * Independence Day, Christmas; Christmas Eve only from CHRISTMAS_EVE_HOLIDAY_FROM.
 */
const FIXED_HOLIDAYS = ["01-01", "01-06", "05-01", "05-03", "08-15", "11-01", "11-11", "12-25", "12-26"] as const;
/** 24 December is a public holiday from 2025 (the act's amendment of 6 December 2024). */
const CHRISTMAS_EVE_HOLIDAY_FROM = 2025;
/** The movable holidays, in days after Easter Sunday: Easter Sunday and Monday, Pentecost Sunday, Corpus Christi. */
const EASTER_HOLIDAY_OFFSETS = [0, 1, 49, 60] as const;

/** Easter Sunday of a Gregorian year ("2026-04-05"): the anonymous Gregorian computus (Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(date).padStart(2, "0")}`;
}

const holidaysByYear = new Map<number, ReadonlySet<string>>();

/** The public holidays of a year in Poland, as "YYYY-MM-DD". */
export function publicHolidays(year: number): ReadonlySet<string> {
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    const easter = easterSunday(year);
    holidays = new Set([
      ...FIXED_HOLIDAYS.map((day) => `${year}-${day}`),
      ...(year >= CHRISTMAS_EVE_HOLIDAY_FROM ? [`${year}-12-24`] : []),
      ...EASTER_HOLIDAY_OFFSETS.map((offset) => addDays(easter, offset)),
    ]);
    holidaysByYear.set(year, holidays);
  }
  return holidays;
}

/** Whether a calendar day ("2026-11-11") is a working day: Monday to Friday and not a public holiday. */
export function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !publicHolidays(Number(day.slice(0, 4))).has(day);
}

/**
 * The `count`-th working day after `day`, the day itself not counted (as KC art. 111 § 2 counts a
 * term from an event): Friday "2026-11-06" + 3 → "2026-11-12" (Wednesday 11 November is a holiday).
 */
export function addWorkingDays(day: string, count: number): string {
  let current = day;
  for (let left = count; left > 0; ) {
    current = addDays(current, 1);
    if (isWorkingDay(current)) left--;
  }
  return current;
}

/** The last working day before `day`: "2026-11-12" → "2026-11-10". */
export function previousWorkingDay(day: string): string {
  let current = addDays(day, -1);
  while (!isWorkingDay(current)) current = addDays(current, -1);
  return current;
}
