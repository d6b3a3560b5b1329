import { describe, expect, it } from "vitest";
import { parcelsFor } from "../src/common/delivery";
import { outerDiameterMm, parcelContent, parcelsForTyres, totalWeightKg, tyreWeightKg } from "../src/shop/shipping/parcels";

const size = (width: number, profile: number, rim: number, quantity: number, extra: { cargo?: boolean; runFlat?: boolean } = {}) => ({
  width,
  profile,
  rim,
  quantity,
  cargo: extra.cargo ?? false,
  runFlat: extra.runFlat ?? false,
});

describe("tyres into parcels", () => {
  it("estimates a tyre's size and weight from its marking", () => {
    expect(outerDiameterMm(size(205, 55, 16, 1))).toBeCloseTo(631.9, 1);
    expect(tyreWeightKg(size(205, 55, 16, 1))).toBeCloseTo(8.7, 1);
    expect(tyreWeightKg(size(175, 65, 14, 1))).toBeCloseTo(6.8, 1);
    // A van's C tyre and a run-flat are heavier than a standard tyre of the size.
    expect(tyreWeightKg(size(215, 65, 16, 1, { cargo: true }))).toBeGreaterThan(tyreWeightKg(size(215, 65, 16, 1)));
    expect(tyreWeightKg(size(225, 45, 17, 1, { runFlat: true }))).toBeGreaterThan(tyreWeightKg(size(225, 45, 17, 1)));
  });

  it("packs 1 to 8 tyres of one size two to a parcel, as the delivery price counted them", () => {
    for (let tyres = 1; tyres <= 8; tyres++) {
      const parcels = parcelsForTyres([size(205, 55, 16, tyres)]);
      expect(parcels.length, `${tyres} tyres`).toBe(parcelsFor(tyres));
      expect(parcels.reduce((sum, parcel) => sum + parcel.tyres, 0)).toBe(tyres);
    }
    const [pair] = parcelsForTyres([size(205, 55, 16, 2)]);
    // Two tyres stacked flat: the box is the diameter square (63.2 cm → 64 + 4 cm packing) and two widths high.
    expect(pair).toEqual({ weightKg: 17.7, lengthCm: 66, widthCm: 66, heightCm: 43, tyres: 2 });
  });

  it("pairs a size's tyres first, then what is left across sizes, the box as large as the larger tyre", () => {
    const parcels = parcelsForTyres([size(205, 55, 16, 3), size(225, 45, 17, 1), size(195, 65, 15, 2)]);
    expect(parcels).toHaveLength(3);
    expect(parcels.map((parcel) => parcel.tyres)).toEqual([2, 2, 2]);
    // The mixed pair (one 225/45 R17 and the odd 205/55 R16) takes the 17-inch tyre's box.
    const mixed = parcels.find((parcel) => parcel.heightCm === Math.ceil((225 + 205) / 10) + 2);
    expect(mixed?.widthCm).toBe(Math.ceil(outerDiameterMm(size(225, 45, 17, 1)) / 10) + 2);
    expect(parcelContent(parcels)).toBe("Opony: 6 szt.");
    expect(totalWeightKg(parcels)).toBeCloseTo(
      parcels.reduce((sum, parcel) => sum + parcel.weightKg, 0),
      5,
    );
  });

  it("sends a pair heavier than a courier takes one tyre a parcel", () => {
    // 315/80 R22.5 would be a truck; a large van tyre 235/65 R16 C stays under 30 kg a pair, a 265/70 R19.5 C does not.
    const heavy = parcelsForTyres([size(285, 70, 19, 2, { cargo: true, runFlat: true })]);
    expect(heavy).toHaveLength(2);
    expect(heavy.every((parcel) => parcel.tyres === 1 && parcel.weightKg <= 30)).toBe(true);
    expect(parcelsForTyres([size(235, 65, 16, 2, { cargo: true })])).toHaveLength(1);
  });

  it("gives no parcel for no tyres", () => {
    expect(parcelsForTyres([size(205, 55, 16, 0)])).toEqual([]);
  });
});
