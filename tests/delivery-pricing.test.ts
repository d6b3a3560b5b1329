import { describe, expect, it } from "vitest";
import {
  cheapestDoorDelivery,
  type DeliveryRule,
  deliveryHeadline,
  deliveryPriceOf,
  deliveryPriceText,
  describeDeliveryPrice,
  parcelsFor,
  quoteDelivery,
  refundableDelivery,
  singleTyreDelivery,
} from "../src/common/delivery";
import { payableTotal, shownTotal, totalVariants } from "../client/islands/checkout-form/order";

/**
 * Issue 36: the one definition of what delivery costs (src/common/delivery.ts) – per parcel or per
 * order, free from a number of tyres or from a goods amount, the fee for paying on delivery, the
 * cheapest delivery to the door a withdrawal refunds – and the checkout's totals built on it.
 */

const NBSP = "\u00a0";
const courier: DeliveryRule = {
  slug: "courier",
  kind: "courier",
  name: "Kurier",
  priceGross: 25_00,
  pricing: "per_parcel",
  freeFromTyres: 4,
  freeFromGross: null,
  codAllowed: true,
  codFeeGross: 10_00,
};
const express: DeliveryRule = {
  ...courier,
  slug: "ekspres",
  name: "Kurier ekspres",
  priceGross: 60_00,
  pricing: "per_order",
  freeFromTyres: null,
};
const pickup: DeliveryRule = {
  slug: "pickup",
  kind: "pickup",
  name: "Odbiór osobisty w magazynie",
  priceGross: 0,
  pricing: "per_order",
  freeFromTyres: null,
  freeFromGross: null,
  codAllowed: true,
  codFeeGross: 0,
};
const basket = (tyres: number, goodsGross = tyres * 400_00) => ({ tyres, goodsGross });

describe("delivery prices", () => {
  it("packs one or two tyres a parcel: a set of four is two parcels", () => {
    expect([1, 2, 3, 4, 5, 8].map(parcelsFor)).toEqual([1, 1, 2, 2, 3, 4]);
  });

  it("charges per parcel below the tyres' threshold and nothing from it", () => {
    expect(deliveryPriceOf(courier, basket(1))).toBe(25_00);
    expect(deliveryPriceOf(courier, basket(2))).toBe(25_00);
    expect(deliveryPriceOf(courier, basket(3))).toBe(50_00);
    expect(deliveryPriceOf(courier, basket(4))).toBe(0);
    expect(deliveryPriceOf(courier, basket(8))).toBe(0);
  });

  it("charges per order, free from a goods amount (either threshold is enough)", () => {
    const byAmount = { ...express, freeFromGross: 1000_00 };
    expect(deliveryPriceOf(byAmount, basket(3, 999_99))).toBe(60_00);
    expect(deliveryPriceOf(byAmount, basket(1, 1000_00))).toBe(0);
    expect(deliveryPriceOf({ ...courier, freeFromGross: 500_00 }, basket(2, 600_00))).toBe(0);
    expect(deliveryPriceOf(pickup, basket(1))).toBe(0);
  });

  it("adds the fee for paying on delivery only when paying so with a method that takes it", () => {
    expect(quoteDelivery(courier, basket(2, 800_00), true)).toEqual({ delivery: 25_00, codFee: 10_00, total: 835_00 });
    expect(quoteDelivery(courier, basket(2, 800_00), false)).toEqual({ delivery: 25_00, codFee: 0, total: 825_00 });
    expect(quoteDelivery({ ...courier, codAllowed: false }, basket(2, 800_00), true).codFee).toBe(0);
  });

  it("refunds delivery up to the cheapest delivery to the door: pickup is no delivery, the fee never counts", () => {
    // The cheapest to the door for two tyres is the courier's 25 zł, however cheap pickup is.
    expect(cheapestDoorDelivery([pickup, express, courier], basket(2))).toBe(25_00);
    expect(cheapestDoorDelivery([pickup], basket(2))).toBeNull();
    // Paid 60 zł for the express: 25 zł comes back; paid 25: all of it; paid nothing (pickup): nothing.
    expect(refundableDelivery(60_00, 25_00)).toBe(25_00);
    expect(refundableDelivery(25_00, 25_00)).toBe(25_00);
    expect(refundableDelivery(0, 25_00)).toBe(0);
    expect(refundableDelivery(25_00, null)).toBe(25_00);
    // The product markup's rate: one tyre with the cheapest courier.
    expect(singleTyreDelivery([pickup, express, courier], 400_00)).toBe(25_00);
  });

  it("words prices and the shop's promise for shoppers", () => {
    expect(deliveryPriceText(0)).toBe("bezpłatnie");
    expect(deliveryPriceText(25_00)).toBe(`25,00${NBSP}zł`);
    expect(describeDeliveryPrice(courier)).toBe(`25,00${NBSP}zł za paczkę (do 2 opon w paczce), bezpłatnie od 4 opon`);
    expect(describeDeliveryPrice({ ...express, freeFromGross: 1000_00 })).toBe(
      `60,00${NBSP}zł za zamówienie, bezpłatnie od 1000,00${NBSP}zł`,
    );
    expect(describeDeliveryPrice({ ...courier, freeFromTyres: 1 })).toBe("bezpłatnie");
    expect(deliveryHeadline([courier, pickup])).toBe("darmowa dostawa od 4 opon");
    expect(deliveryHeadline([{ ...courier, freeFromTyres: 2 }])).toBe("darmowa dostawa od 2 opon");
    expect(deliveryHeadline([{ ...courier, freeFromTyres: 1 }, express])).toBe("darmowa dostawa na terenie Polski");
    expect(deliveryHeadline([{ ...express, freeFromGross: 500_00 }])).toBe(`darmowa dostawa od 500,00${NBSP}zł`);
    expect(deliveryHeadline([express])).toBe(`dostawa kurierem od 60,00${NBSP}zł`);
    expect(deliveryHeadline([pickup])).toBeNull();
  });
});

describe("the checkout's totals", () => {
  const choice = { price: 50_00, codFee: 10_00, codAllowed: true };

  it("adds the chosen delivery and, when paying on delivery, its fee to the goods", () => {
    expect(payableTotal("1200.00", choice, false)).toBe("1250.00");
    expect(payableTotal("1200.00", choice, true)).toBe("1260.00");
    expect(payableTotal("1200.00", { ...choice, codAllowed: false }, true)).toBe("1250.00");
    expect(totalVariants(choice)).toEqual(["prepaid", "cod"]);
    expect(totalVariants({ codFee: 0, codAllowed: true })).toEqual(["any"]);
  });

  it("reads the total a form sent without script showed, from its hidden prices", () => {
    const prices = "courier:5000:1000,pickup:0:0";
    expect(shownTotal("1200.00", prices, "courier", true)).toBe("1260.00");
    expect(shownTotal("1200.00", prices, "pickup", false)).toBe("1200.00");
    expect(shownTotal("1200.00", prices, "ekspres", false)).toBeUndefined();
    expect(shownTotal("12,00", prices, "courier", false)).toBeUndefined();
    expect(shownTotal("1200.00", "courier:x:1", "courier", false)).toBeUndefined();
  });
});
