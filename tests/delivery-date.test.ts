import { describe, expect, it } from "vitest";
import { deliveryDay, formatDeliveryDay, warsawHour } from "../src/common/delivery-date";

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
    expect(deliveryDay(at(placed), sourceDays)).toBe(delivered);
  });

  it("reads the Warsaw hour across the clock change and names the day as Poles write it", () => {
    expect(warsawHour(at("2026-03-28T11:30:00Z"))).toBe(12);
    expect(warsawHour(at("2026-03-29T11:30:00Z"))).toBe(13);
    expect(warsawHour(at("2026-10-25T23:30:00Z"))).toBe(0);
    expect(formatDeliveryDay("2026-12-02")).toBe("śr., 2 grudnia");
    expect(formatDeliveryDay("2026-12-29")).toBe("wt., 29 grudnia");
  });
});
