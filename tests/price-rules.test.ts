import { describe, expect, it } from "vitest";
import { DEFAULT_MARKUP_PERCENT, DEFAULT_MIN_MARGIN_GROSZE, DEFAULT_PRICE_ROUNDING } from "../src/common/config/suppliers";
import {
  DEFAULT_PRICE_RULE,
  describeRule,
  PRICE_ROUNDING_LABELS,
  PRICE_ROUNDINGS,
  PRICE_RULE_SCOPE_LABELS,
  PRICE_RULE_SCOPES,
  type PriceRule,
  type PricingContext,
  ruleFor,
  sellingPrice,
  TIER_LABELS,
} from "../src/shop/pricing/price-rules";

/** A rule with no minimum margin, ending, floor or ceiling unless the test says so. */
function rule(overrides: Partial<PriceRule> = {}): PriceRule {
  return {
    id: 1,
    scope: "all",
    scopeValue: null,
    markupPercent: 0,
    minMarginGrosze: 0,
    rounding: "none",
    floorGrosze: null,
    ceilingGrosze: null,
    ...overrides,
  };
}

/** The formatter's no-break spaces as plain ones, so expectations read like the panel. */
const plain = (text: string) => text.replace(/\u00a0/g, " ");

describe("sellingPrice", () => {
  it("adds the markup to the net price, then VAT once (rounded half up to the grosz)", () => {
    // 400,00 net + 30 % = 520,00 net → 639,60 gross.
    expect(sellingPrice(400_00, rule({ markupPercent: 30 }))).toEqual({ gross: 639_60, belowPurchase: false });
    // 1,50 net → 1,845 gross → 1,85; 12,5 % of 100,00 → 112,50 net → 138,375 → 138,38.
    expect(sellingPrice(150, rule()).gross).toBe(185);
    expect(sellingPrice(100_00, rule({ markupPercent: 12.5 })).gross).toBe(138_38);
  });

  it("applies VAT once: 300,00 net + 25 % = 375,00 net → 461,25 gross → 469,00", () => {
    expect(sellingPrice(300_00, rule({ markupPercent: 25, rounding: "x9" }))).toEqual({ gross: 469_00, belowPurchase: false });
    // Not 375,00 × 1,23 × 1,23 nor a markup on the gross purchase price taxed again.
    expect(sellingPrice(300_00, rule({ markupPercent: 25 })).gross).toBe(461_25);
  });

  it("lets the minimum margin take over when the markup earns less", () => {
    // 100,00 + 10 % is only 10,00 of margin: 20,00 applies → 120,00 net → 147,60.
    expect(sellingPrice(100_00, rule({ markupPercent: 10, minMarginGrosze: 20_00 })).gross).toBe(147_60);
    // 400,00 + 10 % earns 40,00: the markup stands → 440,00 net → 541,20.
    expect(sellingPrice(400_00, rule({ markupPercent: 10, minMarginGrosze: 20_00 })).gross).toBe(541_20);
  });

  it("rounds up to whole złoty ending in 9 ('x9'), leaving an exact hit alone", () => {
    // 335,20 net → 412,30 gross → 419,00.
    expect(sellingPrice(335_20, rule({ rounding: "x9" })).gross).toBe(419_00);
    // 340,65 net → 418,9995 → 419,00 exactly: stays.
    expect(sellingPrice(340_65, rule({ rounding: "x9" })).gross).toBe(419_00);
    // 300,00 net → 369,00 stays; 300,01 net → 369,01 → 379,00 (never down).
    expect(sellingPrice(300_00, rule({ rounding: "x9" })).gross).toBe(369_00);
    expect(sellingPrice(300_01, rule({ rounding: "x9" })).gross).toBe(379_00);
  });

  it("rounds up to ,99 ('99'), leaving an exact hit alone", () => {
    expect(sellingPrice(335_20, rule({ rounding: "99" })).gross).toBe(412_99);
    // 301,62 net → 370,99 gross: stays; 301,63 → 371,00 → 371,99.
    expect(sellingPrice(301_62, rule({ rounding: "99" })).gross).toBe(370_99);
    expect(sellingPrice(301_63, rule({ rounding: "99" })).gross).toBe(371_99);
  });

  it("raises a price to the rule's floor (gross), after the ending", () => {
    // 50,00 + 25 % earns 12,50 < 20,00 → 70,00 net → 86,10 → 89,00 → floor 150,00.
    const cheap = rule({ markupPercent: 25, minMarginGrosze: 20_00, rounding: "x9", floorGrosze: 150_00 });
    expect(sellingPrice(50_00, cheap)).toEqual({ gross: 150_00, belowPurchase: false });
    expect(sellingPrice(200_00, cheap).gross).toBe(309_00); // 250,00 net → 307,50 → 309,00: above the floor
  });

  it("lowers a price to the ceiling and flags a ceiling below the purchase price with VAT", () => {
    // 400,00 net costs 492,00 gross; + 25 % → 615,00 → 619,00.
    const capped = (ceilingGrosze: number) => rule({ markupPercent: 25, rounding: "x9", ceilingGrosze });
    expect(sellingPrice(400_00, capped(550_00))).toEqual({ gross: 550_00, belowPurchase: false });
    expect(sellingPrice(400_00, capped(492_00))).toEqual({ gross: 492_00, belowPurchase: false });
    expect(sellingPrice(400_00, capped(450_00))).toEqual({ gross: 450_00, belowPurchase: true });
    // A ceiling under the floor wins: it is applied last.
    expect(sellingPrice(400_00, rule({ floorGrosze: 700_00, ceilingGrosze: 450_00 })).gross).toBe(450_00);
  });

  it("uses the shop's default terms without a rule", () => {
    expect(DEFAULT_MARKUP_PERCENT).toBe(25);
    expect(DEFAULT_MIN_MARGIN_GROSZE).toBe(20_00);
    expect(DEFAULT_PRICE_ROUNDING).toBe("x9");
    expect(sellingPrice(300_00, null)).toEqual({ gross: 469_00, belowPurchase: false });
    // 50,00: the default 20,00 margin → 70,00 net → 86,10 → 89,00.
    expect(sellingPrice(50_00, null).gross).toBe(89_00);
    expect(sellingPrice(50_00, DEFAULT_PRICE_RULE)).toEqual(sellingPrice(50_00, null));
  });
});

describe("ruleFor", () => {
  const context: PricingContext = { supplierId: 7, producerId: 12, tier: "premium", season: "zimowe" };
  const rules = [
    rule({ id: 1, scope: "all" }),
    rule({ id: 2, scope: "supplier", scopeValue: "7" }),
    rule({ id: 3, scope: "season", scopeValue: "zimowe" }),
    rule({ id: 4, scope: "tier", scopeValue: "premium" }),
    rule({ id: 9, scope: "producer", scopeValue: "12" }),
    rule({ id: 5, scope: "producer", scopeValue: "12" }),
    rule({ id: 6, scope: "producer", scopeValue: "13" }),
    rule({ id: 8, scope: "tier", scopeValue: "budget" }),
  ];
  const ids = (list: PriceRule[], over: Partial<PricingContext> = {}) => ruleFor(list, { ...context, ...over })?.id ?? null;

  it("takes the most specific match: producer > tier > season > supplier > all", () => {
    expect(ids(rules)).toBe(5);
    expect(ids(rules, { producerId: 99 })).toBe(4);
    expect(ids(rules, { producerId: 99, tier: null })).toBe(3);
    expect(ids(rules, { producerId: 99, tier: "mid", season: "letnie" })).toBe(2);
    expect(ids(rules, { producerId: 99, tier: "mid", season: "letnie", supplierId: 8 })).toBe(1);
    expect(ids(rules, { producerId: 13, tier: "budget" })).toBe(6);
  });

  it("prefers the lowest id among equally specific rules, wherever it stands in the list", () => {
    expect(ids(rules)).toBe(5); // id 9 comes first in the list
    expect(ids([rule({ id: 4, scope: "all" }), rule({ id: 3, scope: "all" })])).toBe(3);
  });

  it("answers null when nothing matches (the caller then prices by the defaults)", () => {
    expect(
      ids(
        rules.filter((r) => r.scope !== "all"),
        { producerId: 99, tier: null, season: "letnie", supplierId: 8 },
      ),
    ).toBeNull();
    expect(ids([])).toBeNull();
  });
});

describe("describeRule and the labels", () => {
  it("describes a rule in the panel's words", () => {
    const full = rule({ markupPercent: 25, minMarginGrosze: 20_00, rounding: "x9", floorGrosze: 150_00 });
    expect(plain(describeRule(full))).toBe(
      "Marża 25 %, co najmniej 20,00 zł netto, zaokrąglenie do …9,00 zł, nie mniej niż 150,00 zł brutto",
    );
    expect(plain(describeRule(rule({ markupPercent: 12.5, rounding: "99", ceilingGrosze: 1234_50 })))).toBe(
      "Marża 12,5 %, zaokrąglenie do …,99 zł, nie więcej niż 1234,50 zł brutto",
    );
  });

  it("names whom a narrower rule is about", () => {
    const terms = { markupPercent: 20 };
    expect(plain(describeRule(rule({ ...terms, scope: "producer", scopeValue: "12" }), { producer: "Michelin" }))).toBe(
      "Producent Michelin: marża 20 %",
    );
    expect(plain(describeRule(rule({ ...terms, scope: "producer", scopeValue: "12" })))).toBe("Producent nr 12: marża 20 %");
    expect(plain(describeRule(rule({ ...terms, scope: "supplier", scopeValue: "3" }), { supplier: "Opony-Hurt" }))).toBe(
      "Hurtownia Opony-Hurt: marża 20 %",
    );
    expect(plain(describeRule(rule({ ...terms, scope: "tier", scopeValue: "mid" })))).toBe("Producenci klasy „Średnia półka”: marża 20 %");
    expect(plain(describeRule(rule({ ...terms, scope: "season", scopeValue: "caloroczne" })))).toBe("Opony całoroczne: marża 20 %");
  });

  it("labels every scope, ending and tier", () => {
    for (const scope of PRICE_RULE_SCOPES) expect(PRICE_RULE_SCOPE_LABELS[scope]).toBeTruthy();
    for (const rounding of PRICE_ROUNDINGS) expect(PRICE_ROUNDING_LABELS[rounding]).toBeTruthy();
    expect(TIER_LABELS).toEqual({ premium: "Premium", mid: "Średnia półka", budget: "Ekonomiczne" });
  });
});
