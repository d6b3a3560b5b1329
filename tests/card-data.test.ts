import { describe, expect, it } from "vitest";
import type { CompareTyre } from "../src/common/compare-item";
import { packCard, unpackCards } from "../src/common/markup/card-data";

/** A card's offer as compareItemOfCard (src/site/ui/product-data.ts) makes it. */
function cardItem(overrides: Partial<CompareTyre> = {}, attributes: Partial<CompareTyre["attributes"]> = {}): CompareTyre {
  return {
    sku: "OP-001071-3126",
    slug: "continental-wintercontact-ts-870-205-55-r16-91v",
    isMain: true,
    tread: "WinterContact TS 870",
    producer: "Continental",
    season: "zimowe",
    price: 45900,
    productionYear: 2026,
    dotWeek: 31,
    attributes: {
      size: "205/55 R16",
      loadIndex: "91",
      speedIndex: "V",
      cargo: false,
      xl: false,
      runFlat: false,
      fuelClass: "C",
      wetClass: "A",
      noiseClass: "B",
      noiseDb: 70,
      ...attributes,
    },
    image: { url: "/pliki/opony/wzor1-continental-wintercontact-ts-870-512.webp", is_label: false },
    ...overrides,
  };
}

describe("the listing's card data block (issue 37: a row per card)", () => {
  it("reads back every card's offer exactly as the server made it, through the page's JSON text", () => {
    const items = [
      cardItem(),
      cardItem({ sku: "OP-2", isMain: false, dotWeek: null, price: "459.00", image: null }, { xl: true, runFlat: true }),
      cardItem(
        { sku: "OP-3", season: "caloroczne", image: { url: "/pliki/etykieta.png", is_label: true } },
        { cargo: true, size: "215/65 R16C" },
      ),
    ];
    const categories = ["zimowe", "zimowe", "całoroczne"];
    const json = JSON.stringify(items.map((item, index) => packCard(item, categories[index]!)));
    const cards = unpackCards(json);
    expect([...cards.keys()]).toEqual(["OP-001071-3126", "OP-2", "OP-3"]);
    for (const [index, item] of items.entries()) expect(cards.get(item.sku)).toEqual({ item, category: categories[index] });
  });

  it("is half the size of the same data as named objects", () => {
    const item = cardItem();
    const packed = JSON.stringify([packCard(item, "zimowe")]).length;
    const named = JSON.stringify({ [item.sku]: { item, category: "zimowe" } }).length;
    expect(packed).toBeLessThan(named * 0.6);
  });

  it("gives no cards for a missing, broken or foreign block instead of throwing", () => {
    expect(unpackCards(undefined).size).toBe(0);
    expect(unpackCards("").size).toBe(0);
    expect(unpackCards("{").size).toBe(0);
    expect(unpackCards('{"OP-1":{"item":{}}}').size).toBe(0);
    expect(unpackCards("[1, null]").size).toBe(0);
  });
});
