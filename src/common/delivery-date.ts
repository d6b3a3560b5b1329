/**
 * The day a parcel reaches the shopper ("Dostawa: śr., 2 grudnia"): an order placed on a working
 * day before the dispatch cut-off leaves that day, otherwise the next working day; a wholesaler's
 * stock adds its working days; the courier takes DELIVERY_TRANSIT_DAYS.min working days. Weekends
 * and Polish public holidays (Easter, Corpus Christi, 24 December from 2025…) are skipped
 * (src/common/i18n/calendar.ts). Pure: cards, the data page, the basket and the checkout use it.
 */

import { DELIVERY_TRANSIT_DAYS, DISPATCH_CUTOFF_HOUR } from "./config/orders";
import { TIME_ZONE } from "./config/locale";
import { addWorkingDays, isWorkingDay, warsawToday } from "./i18n/calendar";

/** The Warsaw wall-clock hour (0–23) at an instant, summer time or not. */
export function warsawHour(at: number): number {
  return Number(new Intl.DateTimeFormat("en-GB", { timeZone: TIME_ZONE, hourCycle: "h23", hour: "2-digit" }).format(at));
}

/**
 * The day ("YYYY-MM-DD") an order placed at `now` is delivered, for an offer whose source needs
 * `sourceDays` working days to reach the shop's dispatch (0: the shop's own warehouse).
 */
export function deliveryDay(now: number, sourceDays: number, cutoffHour: number = DISPATCH_CUTOFF_HOUR): string {
  return addWorkingDays(pickupDay(now, sourceDays, cutoffHour), DELIVERY_TRANSIT_DAYS.min);
}

/**
 * The day ("YYYY-MM-DD") an order placed at `now` is ready at the shop's warehouse for its buyer to
 * collect: the day it would leave for the courier (issue 36's pickup).
 */
export function pickupDay(now: number, sourceDays: number, cutoffHour: number = DISPATCH_CUTOFF_HOUR): string {
  const today = warsawToday(now);
  const dispatchFrom = isWorkingDay(today) && warsawHour(now) < cutoffHour ? today : addWorkingDays(today, 1);
  return addWorkingDays(dispatchFrom, Math.max(0, sourceDays));
}

const dayFormat = new Intl.DateTimeFormat("pl-PL", { weekday: "short", day: "numeric", month: "long", timeZone: "UTC" });

/** "2026-12-02" → "śr., 2 grudnia". */
export function formatDeliveryDay(day: string): string {
  return dayFormat.format(new Date(`${day}T12:00:00Z`));
}
