import { describe, expect, it } from "vitest";
import { currentYearInWarsaw, formatDate, formatDateTime, formatPrice, t } from "../src/i18n/intl";

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

  it("shows the empty-price text for a missing price", () => {
    expect(formatPrice(null)).toBe(t("price.empty"));
    expect(formatPrice(undefined)).toBe(t("price.empty"));
    expect(t("price.empty")).not.toBe("---");
  });
});

describe("Polish plurals and dates", () => {
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
