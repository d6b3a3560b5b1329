import {
  addDays,
  addWorkingDays,
  easterSunday,
  isWorkingDay,
  previousWorkingDay,
  publicHolidays,
  warsawDayEnd,
  warsawDayStart,
  warsawToday,
} from "../src/common/i18n/calendar";
import { describe, expect, it } from "vitest";
import { currentYearInWarsaw, formatDate, formatDateTime, formatPrice, t } from "../src/common/i18n/intl";
import { formatAmount } from "../src/common/i18n/money";
import { workingDays, workingDaysGenitive } from "../src/common/i18n/plural";
import { emailKey, phoneKey } from "../src/common/holder-keys";
import { moneyString } from "../src/shop/db/queries/checkout";

const NBSP = "\u00a0";

describe("PLN formatting", () => {
  it("formats grosze as złoty with two decimals", () => {
    expect(formatPrice(45_900)).toBe(`459,00${NBSP}zł`);
    expect(formatPrice(5)).toBe(`0,05${NBSP}zł`);
    expect(formatPrice(0)).toBe(`0,00${NBSP}zł`);
  });

  it("groups thousands with U+00A0 only from 10 000 up", () => {
    expect(formatPrice(123_450)).toBe(`1234,50${NBSP}zł`);
    expect(formatPrice(1_234_550)).toBe(`12${NBSP}345,50${NBSP}zł`);
    expect(formatPrice(123_456_789)).toBe(`1${NBSP}234${NBSP}567,89${NBSP}zł`);
  });

  it("accepts numeric strings", () => {
    expect(formatPrice("45900")).toBe(`459,00${NBSP}zł`);
  });

  it("shows --- for a value that is not a number", () => {
    expect(formatPrice("abc")).toBe("---");
    expect(formatPrice(Number.NaN)).toBe("---");
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe("---");
  });

  it("writes API amounts with the sign before the whole amount (a correction's difference is negative)", () => {
    expect(moneyString(45_900)).toBe("459.00");
    expect(moneyString(5)).toBe("0.05");
    expect(moneyString(-44_635)).toBe("-446.35");
    expect(moneyString(-5)).toBe("-0.05");
    expect(formatAmount(moneyString(-44_635))).toBe(`-446,35${NBSP}zł`);
  });

  it("shows the empty-price text for a missing price", () => {
    expect(formatPrice(null)).toBe(t("price.empty"));
    expect(formatPrice(undefined)).toBe(t("price.empty"));
    expect(t("price.empty")).not.toBe("---");
  });
});

describe("Polish plurals and dates", () => {
  it('names a delivery time in working days with the right form (a supplier\'s 5 days are not "5 dni robocze")', () => {
    expect([1, 2, 4, 5, 12, 22, 25].map(workingDays)).toEqual([
      "1 dzień roboczy",
      "2 dni robocze",
      "4 dni robocze",
      "5 dni roboczych",
      "12 dni roboczych",
      "22 dni robocze",
      "25 dni roboczych",
    ]);
  });

  it("uses the four Polish plural forms", () => {
    const tyres = (count: number) => t("tyres.count", { count });
    expect(tyres(1)).toBe("1 opona");
    expect(tyres(2)).toBe("2 opony");
    expect(tyres(4)).toBe("4 opony");
    expect(tyres(5)).toBe("5 opon");
    expect(tyres(12)).toBe("12 opon");
    expect(tyres(21)).toBe("21 opon");
    expect(tyres(22)).toBe("22 opony");
    expect(tyres(25)).toBe("25 opon");
    expect(tyres(1.5)).toBe("1,5 opony");
  });

  it("shows dates in Europe/Warsaw", () => {
    // 23:30 UTC on 31 Dec is already 1 January in Warsaw (UTC+1 in winter).
    const newYearInWarsaw = Date.UTC(2025, 11, 31, 23, 30);
    expect(formatDate(newYearInWarsaw)).toBe("1 stycznia 2026");
    expect(formatDateTime(Date.UTC(2026, 6, 1, 10, 5))).toBe("1.07.2026, 12:05");
    expect(currentYearInWarsaw(new Date(newYearInWarsaw))).toBe(2026);
  });
});

describe("Warsaw calendar days (the back office's date filters, export and deadlines)", () => {
  it("starts each day at Warsaw's midnight, on the clock-change days too", () => {
    expect(new Date(warsawDayStart("2026-01-15")!).toISOString()).toBe("2026-01-14T23:00:00.000Z");
    expect(new Date(warsawDayStart("2026-07-15")!).toISOString()).toBe("2026-07-14T22:00:00.000Z");
    // Clocks go forward at 02:00 on 29 March and back at 03:00 on 25 October: midnight keeps the old offset.
    expect(new Date(warsawDayStart("2026-03-29")!).toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(new Date(warsawDayStart("2026-10-25")!).toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(warsawDayEnd("2026-03-29")! - warsawDayStart("2026-03-29")!).toBe(23 * 3_600_000);
    expect(warsawDayEnd("2026-10-25")! - warsawDayStart("2026-10-25")!).toBe(25 * 3_600_000);
  });

  it("refuses dates that do not exist and counts days on across months", () => {
    expect(warsawDayStart("2026-02-30")).toBeNull();
    expect(warsawDayStart("2026-13-01")).toBeNull();
    expect(warsawDayStart("24.11.2026")).toBeNull();
    expect(addDays("2026-11-24", 14)).toBe("2026-12-08");
    expect(warsawToday(Date.parse("2026-11-24T23:30:00Z"))).toBe("2026-11-25");
  });
});

describe("working days in Poland (the bank transfer's term)", () => {
  it("finds Easter and the holidays that hang on it", () => {
    expect(["2025", "2026", "2027", "2028", "2038"].map((year) => easterSunday(Number(year)))).toEqual([
      "2025-04-20",
      "2026-04-05",
      "2027-03-28",
      "2028-04-16",
      "2038-04-25",
    ]);
    // Easter Monday, Pentecost (a Sunday) and Corpus Christi (a Thursday) of 2026.
    for (const day of ["2026-04-06", "2026-05-24", "2026-06-04"]) expect(publicHolidays(2026), day).toContain(day);
    expect(publicHolidays(2026).size).toBe(14);
    // Christmas Eve is a holiday from 2025 only.
    expect(publicHolidays(2024)).not.toContain("2024-12-24");
    expect(publicHolidays(2025)).toContain("2025-12-24");
  });

  it("skips weekends and holidays, never counting the starting day", () => {
    expect(isWorkingDay("2026-11-11")).toBe(false); // Independence Day, a Wednesday
    expect(isWorkingDay("2026-11-28")).toBe(false); // a Saturday
    expect(isWorkingDay("2026-06-04")).toBe(false); // Corpus Christi
    expect(isWorkingDay("2026-06-05")).toBe(true);
    expect(addWorkingDays("2026-11-06", 3)).toBe("2026-11-12");
    expect(addWorkingDays("2026-04-03", 3)).toBe("2026-04-09");
    expect(addWorkingDays("2026-12-23", 3)).toBe("2026-12-30");
    expect(addWorkingDays("2026-12-30", 1)).toBe("2026-12-31");
    expect(addWorkingDays("2026-12-31", 1)).toBe("2027-01-04"); // New Year, then a weekend
    expect(addWorkingDays("2027-01-05", 1)).toBe("2027-01-07"); // Epiphany on Wednesday
    expect(previousWorkingDay("2026-11-12")).toBe("2026-11-10");
    expect(previousWorkingDay("2026-04-07")).toBe("2026-04-03");
  });

  it("says the term in Polish", () => {
    expect([1, 3, 5].map(workingDays)).toEqual(["1 dzień roboczy", "3 dni robocze", "5 dni roboczych"]);
    expect([1, 3, 5].map(workingDaysGenitive)).toEqual(["1 dnia roboczego", "3 dni roboczych", "5 dni roboczych"]);
  });
});

describe("holder keys: one buyer however the address or number is written (issue 34)", () => {
  it("reads a Polish phone number with or without +48, 0048, 48, spaces and dashes as one", () => {
    for (const written of [
      "600100200",
      "600 100 200",
      "600-100-200",
      "+48600100200",
      "+48 600 100 200",
      "0048 600-100-200",
      "48 600 100 200",
    ])
      expect(phoneKey(written), written).toBe("600100200");
    // A Polish number that begins with 48 (Radom's area) keeps it; a foreign number keeps its country code.
    expect(phoneKey("48 362 11 22")).toBe("483621122");
    expect(phoneKey("+48 48 362 11 22")).toBe("483621122");
    expect(phoneKey("+49 151 2345 6789")).toBe("4915123456789");
    expect(phoneKey("0049 151 2345 6789")).toBe("4915123456789");
  });

  it("reads a mailbox without case, +tag and Gmail's dots", () => {
    expect(emailKey(" Jan.Kowalski+opony@GMail.com ")).toBe("jankowalski@gmail.com");
    expect(emailKey("jan.kowalski+1@wp.pl")).toBe("jan.kowalski@wp.pl");
  });
});
