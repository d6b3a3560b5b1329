import { describe, expect, it } from "vitest";
import { addToCompareList, compareAction, parseStoredCompareTyres, swapInCompareList } from "../src/common/compare-item";
import { isCompareTyreList, type CompareTyre } from "../src/common/compare-item";
import { tyreVariantName, variantIndexes, variantLine } from "../src/common/tyre-variant-names";
import { addToLastSeen, visibleLastSeen, type LastSeenProduct } from "../client/state/last-seen";
import { COMPARE_MAX_ITEMS, LAST_SEEN_MAX_ITEMS, LAST_SEEN_TTL_MS } from "../src/common/config/storefront";
import { reductionOf } from "../src/shop/db/queries/omnibus";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 22);

function tyre(sku: string): CompareTyre {
  return {
    sku,
    slug: `opona-${sku}`,
    isMain: true,
    tread: "Alpin 6",
    producer: "Michelin",
    season: "zimowe",
    price: 45_900,
    productionYear: 2026,
    attributes: { size: "205/55 R16" },
  };
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

describe("a compared or last-seen tyre's variant line (issue 35 point 7)", () => {
  const version = (attributes: CompareTyre["attributes"], more: Partial<CompareTyre> = {}): CompareTyre => ({
    ...tyre("A"),
    tread: "WinterContact TS 870",
    producer: "Continental",
    attributes: { size: "205/55 R16", loadIndex: "91", speedIndex: "H", cargo: false, xl: false, runFlat: false, ...attributes },
    ...more,
  });

  it("tells two versions of one tread apart: indexes, XL, run-flat, a van's C, the DOT week", () => {
    expect(variantLine(version({}, { dotWeek: 14 }))).toBe("205/55 R16 91H · prod. 14. tydz. 2026");
    expect(variantLine(version({ loadIndex: "94", xl: true }, { dotWeek: 37 }))).toBe("205/55 R16 94H XL · prod. 37. tydz. 2026");
    expect(variantLine(version({ size: "225/45 R17", loadIndex: 94, speedIndex: "W", xl: true, runFlat: true }, { dotWeek: 3 }))).toBe(
      "225/45 R17 94W XL · Run Flat · prod. 3. tydz. 2026",
    );
    expect(variantLine(version({ size: "205/65 R16C", loadIndex: "107/105", speedIndex: "T", cargo: true }, { dotWeek: null }))).toBe(
      "205/65 R16C 107/105T · prod. 2026",
    );
    // A van tyre's size stored without its C still says it is one.
    expect(variantIndexes(version({ loadIndex: "94", xl: true }).attributes)).toBe("94H XL");
    expect(variantLine(version({ size: "205/65 R16", cargo: true }))).toMatch(/^205\/65 R16C 91H/);
    expect(tyreVariantName(version({ loadIndex: "94", xl: true }))).toBe("Continental WinterContact TS 870 205/55 R16 94H XL");
  });

  it("shows what an item stored before it carried, and makes nothing up", () => {
    // Stored before issue 35: no DOT week, so the year alone.
    expect(variantLine(version({}))).toBe("205/55 R16 91H · prod. 2026");
    expect(variantLine({ ...tyre("A"), attributes: { size: "205/55 R16" } })).toBe("205/55 R16 · prod. 2026");
    expect(variantLine({ ...tyre("A"), productionYear: 0, attributes: {} })).toBe("");
    expect(tyreVariantName({ ...tyre("A"), attributes: {} })).toBe("Michelin Alpin 6");
    // Values of the wrong type (a hand-edited cookie) are left out.
    expect(variantLine({ ...tyre("A"), productionYear: 0, attributes: { size: null, loadIndex: true, xl: "tak" } })).toBe("");
  });

  it("accepts a stored item with or without a DOT week, never with one that is no week", () => {
    expect(isCompareTyreList([tyre("A"), { ...tyre("B"), dotWeek: 14 }, { ...tyre("C"), dotWeek: null }])).toBe(true);
    for (const dotWeek of [0, 54, 1.5, "14", true]) expect(isCompareTyreList([{ ...tyre("A"), dotWeek }]), String(dotWeek)).toBe(false);
  });
});

describe("compare: toggling, the limit and the swap (SPEC §4)", () => {
  const skus = (list: CompareTyre[]) => list.map((item) => item.sku);

  it("removes a tyre already chosen, adds a new one, and asks for a swap when 3 are chosen", () => {
    expect(COMPARE_MAX_ITEMS).toBe(3);
    expect(compareAction([tyre("A"), tyre("B")], tyre("A"))).toBe("removed");
    expect(compareAction([tyre("A"), tyre("B")], tyre("C"))).toBe("added");
    expect(compareAction([tyre("A"), tyre("B"), tyre("C")], tyre("D"))).toBe("full");
    expect(compareAction([tyre("A"), tyre("B"), tyre("C")], tyre("B"))).toBe("removed");
  });

  it("swaps the chosen tyre for the new one in the same place, never duplicating a sku", () => {
    const list = [tyre("A"), tyre("B"), tyre("C")];
    expect(skus(swapInCompareList(list, "B", tyre("D")))).toEqual(["A", "D", "C"]);
    expect(skus(swapInCompareList(list, "B", tyre("C")))).toEqual(["A", "B", "C"]);
    expect(skus(swapInCompareList(list, "X", tyre("D")))).toEqual(["A", "B", "C"]);
  });

  it("reads a stored value only when valid; malformed, hostile or oversized values count as empty", () => {
    const valid = JSON.stringify([tyre("A"), tyre("B")]);
    expect(skus(parseStoredCompareTyres(valid))).toEqual(["A", "B"]);
    for (const raw of [
      null,
      "",
      "nie-json",
      "{}",
      "null",
      '"[]"',
      JSON.stringify([{ ...tyre("A"), sku: 42 }]),
      JSON.stringify([{ ...tyre("A"), attributes: "205/55 R16" }]),
      JSON.stringify([{ ...tyre("A"), isMain: "true" }]),
      JSON.stringify([tyre("A"), [tyre("B")]]),
      '[{"__proto__":{"polluted":true},"sku":"A"}]',
      JSON.stringify([{ ...tyre("A"), slug: "x".repeat(161) }]),
      JSON.stringify(Array.from({ length: 200 }, (_, index) => tyre(`S${index}`))),
    ]) {
      expect(parseStoredCompareTyres(raw), String(raw).slice(0, 40)).toEqual([]);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // Repeated skus and a list longer than the limit are cut back to the rules.
    expect(skus(parseStoredCompareTyres(JSON.stringify([tyre("A"), tyre("B"), tyre("A"), tyre("C"), tyre("D")])))).toEqual(["B", "C", "D"]);
  });
});

describe("last seen (SPEC §4)", () => {
  const seen = (sku: string, addedAt: number): LastSeenProduct => ({ ...tyre(sku), addedAt });
  const skus = (list: LastSeenProduct[]) => list.map((item) => item.sku);

  it("puts a new product first, drops an older entry of the same sku and cuts the list to 5", () => {
    expect(LAST_SEEN_MAX_ITEMS).toBe(5);
    const list = ["E", "D", "C", "B", "A"].map((sku, index) => seen(sku, NOW - (index + 1) * 1000));
    expect(skus(addToLastSeen(list, tyre("F"), NOW))).toEqual(["F", "E", "D", "C", "B"]);
    expect(skus(addToLastSeen(list, tyre("C"), NOW))).toEqual(["C", "E", "D", "B", "A"]);
    expect(addToLastSeen(list, tyre("C"), NOW)[0]!.addedAt).toBe(NOW);
  });

  it("hides entries older than 7 days (604800000 ms)", () => {
    expect(LAST_SEEN_TTL_MS).toBe(604_800_000);
    const list = [
      seen("A", NOW - 1000),
      seen("B", NOW - LAST_SEEN_TTL_MS + 1),
      seen("C", NOW - LAST_SEEN_TTL_MS),
      seen("D", NOW - 30 * DAY),
    ];
    expect(skus(visibleLastSeen(list, NOW))).toEqual(["A", "B"]);
    expect(skus(addToLastSeen(list, tyre("E"), NOW))).toEqual(["E", "A", "B"]);
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
    expect(
      reductionOf(
        [
          { price: 40_000, validFrom: NOW - 90 * DAY },
          { price: 44_000, validFrom: NOW - 3 * DAY },
        ],
        44_000,
        NOW,
      ),
    ).toBeNull();
    expect(
      reductionOf(
        [
          { price: 50_000, validFrom: NOW - 90 * DAY },
          { price: 44_000, validFrom: NOW - 40 * DAY },
        ],
        44_000,
        NOW,
      ),
    ).toBeNull();
    expect(
      reductionOf(
        [
          { price: 50_000, validFrom: NOW - 90 * DAY },
          { price: 44_000, validFrom: NOW - 3 * DAY },
        ],
        43_000,
        NOW,
      ),
    ).toBeNull();
  });
});
