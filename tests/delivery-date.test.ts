import { describe, expect, it } from "vitest";
import { deliveryDay, formatDeliveryDay, orderDeliveryDay, warsawHour } from "../src/common/delivery-date";

/**
 * Issue 35: "Dostawa: śr., 2 grudnia". Fixed clocks (UTC instants) across Christmas, 1 and 11
 * November, Easter, Corpus Christi and a daylight-saving change: an order placed on a working day
 * before 13:00 in Warsaw leaves that day, the courier takes one working day, a wholesaler's stock
 * adds its working days.
 */

const at = (iso: string) => Date.parse(iso);

describe("the delivery date", () => {
  it.each<[string, number, string, string]>([
    // [placed at (UTC), the source's working days, delivered, why]
    ["2026-11-30T09:00:00Z", 0, "2026-12-01", "Monday 10:00: out today, delivered Tuesday"],
    ["2026-11-30T13:00:00Z", 0, "2026-12-02", "Monday 14:00: after the cut-off, out Tuesday"],
    ["2026-11-27T11:00:00Z", 0, "2026-11-30", "Friday noon: out Friday, delivered Monday"],
    ["2026-11-28T09:00:00Z", 0, "2026-12-01", "Saturday: out Monday"],
    ["2026-11-30T09:00:00Z", 3, "2026-12-04", "a wholesaler's 3 days: out Thursday"],
    ["2026-12-23T09:00:00Z", 0, "2026-12-28", "23 December: 24–27 December are no working days"],
    ["2026-12-21T13:00:00Z", 2, "2026-12-29", "a wholesaler's stock over Christmas"],
    ["2026-11-10T14:00:00Z", 0, "2026-11-13", "10 November after the cut-off: 11 November is a holiday"],
    ["2027-10-29T13:00:00Z", 0, "2027-11-03", "Friday afternoon before All Saints' on a Monday"],
    ["2027-03-25T14:00:00Z", 0, "2027-03-30", "Thursday before Easter: out Friday, Easter Monday skipped"],
    ["2026-06-03T08:00:00Z", 0, "2026-06-05", "the day before Corpus Christi"],
    ["2026-03-27T11:30:00Z", 0, "2026-03-30", "12:30 in winter time: before the cut-off"],
    ["2026-03-30T11:30:00Z", 0, "2026-04-01", "13:30 in summer time (the same UTC hour): after the cut-off"],
    ["2025-12-23T09:00:00Z", 0, "2025-12-29", "24 December is a holiday from 2025"],
  ])("%s, source %i days → %s (%s)", (placed, sourceDays, delivered) => {
    expect(deliveryDay(at(placed), { days: sourceDays, cutoffHour: null })).toBe(delivered);
  });

  it.each<[string, number, number, string, string]>([
    // [placed at (UTC), the wholesaler's working days, its cut-off hour, delivered, why]
    ["2026-11-30T10:30:00Z", 1, 12, "2026-12-02", "Monday 11:30, before the wholesaler's 12:00: at the shop Tuesday, delivered Wednesday"],
    ["2026-11-30T11:30:00Z", 1, 12, "2026-12-03", "Monday 12:30: the shop's 13:00 not passed, the wholesaler's 12:00 has: a day later"],
    ["2026-11-30T11:30:00Z", 1, 15, "2026-12-02", "a wholesaler taking orders till 15:00: the shop's own 13:00 still counts"],
    ["2026-11-30T12:30:00Z", 1, 15, "2026-12-03", "Monday 13:30, past the shop's cut-off though not the wholesaler's"],
    ["2026-12-23T10:30:00Z", 2, 11, "2026-12-31", "23 December after an 11:00 cut-off: the wholesaler takes it on the 28th"],
  ])("%s, a wholesaler's %i days with its %i:00 cut-off → %s (%s)", (placed, days, cutoffHour, delivered) => {
    expect(deliveryDay(at(placed), { days, cutoffHour })).toBe(delivered);
  });

  it("gives an order the day of its slowest line", () => {
    const placed = at("2026-11-30T11:30:00Z");
    const own = { days: 0, cutoffHour: null };
    const wholesaler = { days: 1, cutoffHour: 12 };
    expect(orderDeliveryDay(placed, [own])).toBe("2026-12-01");
    expect(orderDeliveryDay(placed, [own, wholesaler])).toBe("2026-12-03");
    expect(orderDeliveryDay(placed, [wholesaler, own])).toBe("2026-12-03");
  });

  it("reads the Warsaw hour across the clock change and names the day as Poles write it", () => {
    expect(warsawHour(at("2026-03-28T11:30:00Z"))).toBe(12);
    expect(warsawHour(at("2026-03-29T11:30:00Z"))).toBe(13);
    expect(warsawHour(at("2026-10-25T23:30:00Z"))).toBe(0);
    expect(formatDeliveryDay("2026-12-02")).toBe("śr., 2 grudnia");
    expect(formatDeliveryDay("2026-12-29")).toBe("wt., 29 grudnia");
  });
});
