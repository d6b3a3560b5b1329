import { describe, expect, it } from "vitest";
import { addToCompareList } from "../client/state/compare";
import { isCompareTyreList, type CompareTyre } from "../client/state/compare-item";
import { reductionOf } from "../src/db/queries/omnibus";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 22);

function tyre(sku: string): CompareTyre {
  return { sku, slug: `opona-${sku}`, isMain: true, tread: "Alpin 6", producer: "Michelin", season: "zimowe", price: 45_900, productionYear: 2026, attributes: { size: "205/55 R16" } };
}

describe("compare list rules (SPEC §4–§5)", () => {
  it("ignores a sku already present and keeps only the last 3", () => {
    const list = [tyre("A"), tyre("B")];
    expect(addToCompareList(list, tyre("A")).map((t) => t.sku)).toEqual(["A", "B"]);
    expect(addToCompareList(list, tyre("C")).map((t) => t.sku)).toEqual(["A", "B", "C"]);
    expect(addToCompareList([tyre("A"), tyre("B"), tyre("C")], tyre("D")).map((t) => t.sku)).toEqual(["B", "C", "D"]);
  });

  it("accepts a stored value only as an array whose items have every required key", () => {
    expect(isCompareTyreList([tyre("A")])).toBe(true);
    expect(isCompareTyreList([])).toBe(true);
    expect(isCompareTyreList({ sku: "A" })).toBe(false);
    expect(isCompareTyreList([{ ...tyre("A"), season: undefined }].map(({ season, ...rest }) => rest))).toBe(false);
    expect(isCompareTyreList([tyre("A"), null])).toBe(false);
    expect(isCompareTyreList("[]")).toBe(false);
  });
});

describe("Omnibus reduction (lowest price of the 30 days before a reduction)", () => {
  it("shows the lowest price of the 30 days before the reduction and the percent from it", () => {
    const history = [
      { price: 50_000, validFrom: NOW - 120 * DAY },
      { price: 52_000, validFrom: NOW - 45 * DAY },
      { price: 48_000, validFrom: NOW - 20 * DAY },
      { price: 40_000, validFrom: NOW - 5 * DAY },
    ];
    // Window: 35 → 5 days ago. In force: 52 000 (from day −45) and 48 000 (from day −20).
    expect(reductionOf(history, 40_000, NOW)).toEqual({ lowest30: 48_000, percent: 17, since: NOW - 5 * DAY });
  });

  it("counts the price in force when the window opened", () => {
    const history = [
      { price: 45_000, validFrom: NOW - 100 * DAY },
      { price: 60_000, validFrom: NOW - 10 * DAY },
      { price: 50_000, validFrom: NOW - 2 * DAY },
    ];
    // 45 000 was still in force 32 days ago, so the current 50 000 is no reduction at all.
    expect(reductionOf(history, 50_000, NOW)).toBeNull();
  });

  it("is null without a change, for a rise, for an old change, or when history and price disagree", () => {
    expect(reductionOf([{ price: 40_000, validFrom: NOW - 90 * DAY }], 40_000, NOW)).toBeNull();
    expect(reductionOf([{ price: 40_000, validFrom: NOW - 90 * DAY }, { price: 44_000, validFrom: NOW - 3 * DAY }], 44_000, NOW)).toBeNull();
    expect(reductionOf([{ price: 50_000, validFrom: NOW - 90 * DAY }, { price: 44_000, validFrom: NOW - 40 * DAY }], 44_000, NOW)).toBeNull();
    expect(reductionOf([{ price: 50_000, validFrom: NOW - 90 * DAY }, { price: 44_000, validFrom: NOW - 3 * DAY }], 43_000, NOW)).toBeNull();
  });
});
