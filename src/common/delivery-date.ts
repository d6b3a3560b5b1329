/**
 * The day a parcel reaches the shopper ("Dostawa: śr., 2 grudnia"): an order placed on a working
 * day before the dispatch cut-off leaves that day, otherwise the next working day; a wholesaler's
 * stock adds its working days, and an order after the wholesaler's own cut-off (earlier than the
 * shop's, /panel/dostawcy) reaches it a working day later; the courier takes the promise's
 * transit.min working days (DeliveryPromise). Weekends
 * and Polish public holidays (Easter, Corpus Christi, 24 December from 2025…) are skipped
 * (src/common/i18n/calendar.ts). Pure: cards, the data page, the basket and the checkout use it.
 */

import { DELIVERY_HANDLING_DAYS, DELIVERY_TRANSIT_DAYS, DISPATCH_CUTOFF_HOUR } from "./config/orders";
import { TIME_ZONE } from "./config/locale";
import { addWorkingDays, isWorkingDay, warsawToday } from "./i18n/calendar";

let warsawHours: Intl.DateTimeFormat | undefined;

/** The Warsaw wall-clock hour (0–23) at an instant, summer time or not (the formatter made once: a card each asks). */
export function warsawHour(at: number): number {
  warsawHours ??= new Intl.DateTimeFormat("en-GB", { timeZone: TIME_ZONE, hourCycle: "h23", hour: "2-digit" });
  return Number(warsawHours.format(at));
}

/**
 * What the shop promises about delivery: the dispatch cut-off (Warsaw hour), its own working days
 * to hand a parcel over and the courier's working days to the door. The configuration's
 * (src/common/config/orders.ts) until an owner sets them in /panel/ustawienia.
 */
export interface DeliveryPromise {
  cutoffHour: number;
  handling: { min: number; max: number };
  transit: { min: number; max: number };
}

export const DEFAULT_DELIVERY_PROMISE: DeliveryPromise = {
  cutoffHour: DISPATCH_CUTOFF_HOUR,
  handling: DELIVERY_HANDLING_DAYS,
  transit: DELIVERY_TRANSIT_DAYS,
};

/** Where an offer comes from, as the delivery date needs it. */
export interface OfferSource {
  /** Working days the source needs to reach the shop's dispatch (0: the shop's own warehouse). */
  days: number;
  /** The wholesaler's order cut-off hour (Warsaw); null: the shop's own stock. */
  cutoffHour: number | null;
}

/**
 * Answers that depend only on Warsaw's day and hour, which change on whole minutes: worked out once
 * per minute and key (a listing asks for 24 cards' delivery days, issue 37), forgotten when the
 * minute changes.
 */
const thisMinute = new Map<string, string>();
let rememberedMinute = Number.NaN;
function rememberedThisMinute(now: number, key: string, work: () => string): string {
  const minute = Math.floor(now / 60_000);
  if (minute !== rememberedMinute) {
    thisMinute.clear();
    rememberedMinute = minute;
  }
  let answer = thisMinute.get(key);
  if (answer === undefined) {
    answer = work();
    thisMinute.set(key, answer);
  }
  return answer;
}

/**
 * The day ("YYYY-MM-DD") an order placed at `now` is ready at the shop's warehouse for an offer
 * from `source`: the day it leaves for the courier, or its buyer may collect it (pickup, issue 36).
 */
function readyDay(now: number, source: OfferSource, promise: DeliveryPromise): string {
  // Both must be reached the same day: the wholesaler's order desk and the shop's dispatch.
  const cutoff = source.cutoffHour === null ? promise.cutoffHour : Math.min(promise.cutoffHour, source.cutoffHour);
  return rememberedThisMinute(now, `ready|${cutoff}|${source.days}`, () => {
    const today = warsawToday(now);
    const dispatchFrom = isWorkingDay(today) && warsawHour(now) < cutoff ? today : addWorkingDays(today, 1);
    return addWorkingDays(dispatchFrom, Math.max(0, source.days));
  });
}

/** The day ("YYYY-MM-DD") an order placed at `now` is delivered, for an offer from `source`. */
export function deliveryDay(now: number, source: OfferSource, promise = DEFAULT_DELIVERY_PROMISE): string {
  return rememberedThisMinute(now, `delivery|${source.cutoffHour}|${source.days}|${promise.cutoffHour}|${promise.transit.min}`, () =>
    addWorkingDays(readyDay(now, source, promise), promise.transit.min),
  );
}

/** The latest of ISO days (they compare as text). */
const latest = (days: string[]) => days.reduce((last, day) => (day > last ? day : last));

/** An order travels together: the day of its slowest line. */
export function orderDeliveryDay(now: number, sources: OfferSource[], promise = DEFAULT_DELIVERY_PROMISE): string {
  return latest(sources.map((source) => deliveryDay(now, source, promise)));
}

/** The day an order's buyer may collect it at the warehouse: when its slowest line is there. */
export function pickupDay(now: number, sources: OfferSource[], promise = DEFAULT_DELIVERY_PROMISE): string {
  return latest(sources.map((source) => readyDay(now, source, promise)));
}

const dayFormat = new Intl.DateTimeFormat("pl-PL", { weekday: "short", day: "numeric", month: "long", timeZone: "UTC" });

/** "2026-12-02" → "śr., 2 grudnia". */
export function formatDeliveryDay(day: string): string {
  return dayFormat.format(new Date(`${day}T12:00:00Z`));
}
