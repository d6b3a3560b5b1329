import { rememberedFor } from "./remembered";
/**
 * What delivery costs: the one definition of a delivery method's price for a basket (per order or
 * per parcel, free from a number of tyres or a goods amount) and of the cash-on-delivery fee.
 * The checkout shows it, the shop API charges it when it places an order (recomputed from D1,
 * never taken from the browser) and stores the result on the order, which the confirmation, the
 * mails, the invoice and a withdrawal's refund then read. Pure and free of server imports: the
 * browser bundle may use it too.
 */
import { type DeliveryKind, type DeliveryPricing, TYRES_PER_PARCEL } from "./config/orders";
import { formatZloty } from "./i18n/money";
import { plural } from "./i18n/plural";
import type { PickupPoint } from "./site-settings";

/** What the shop offers now: its active methods' pricing and the warehouse pickup orders are collected from. */
export interface DeliveryOffer {
  methods: DeliveryRule[];
  pickup: PickupPoint | null;
}

/**
 * The offer as this isolate last read it (the pages' header, content and product markup quote it):
 * kept a minute, forgotten at once when an owner changes a method here (the shop API's save calls
 * forgetDeliveryOffer). Other isolates catch up within the minute, cached pages within their TTL.
 */
const offer = rememberedFor<DeliveryOffer>(60_000);

export function rememberedDeliveryOffer(load: () => Promise<DeliveryOffer | null>, now = Date.now()): Promise<DeliveryOffer | null> {
  return offer.get(load, now);
}

export function forgetDeliveryOffer(): void {
  offer.forget();
}

/** A delivery method's pricing, as the `delivery_methods` table holds it (money in grosze, gross). */
export interface DeliveryRule {
  slug: string;
  kind: DeliveryKind;
  name: string;
  /** Per order or per parcel, as `pricing` says. */
  priceGross: number;
  pricing: DeliveryPricing;
  /** Free when the basket holds at least this many tyres (null: no such threshold). */
  freeFromTyres: number | null;
  /** Free when the goods cost at least this much (grosze; null: no such threshold). */
  freeFromGross: number | null;
  /** Whether the buyer may pay on delivery (to the courier, or at the warehouse on pickup). */
  codAllowed: boolean;
  /** What paying on delivery adds (grosze). */
  codFeeGross: number;
}

/** What delivery is priced on: the basket's tyres and the gross value of its goods (grosze). */
export interface BasketMeasure {
  tyres: number;
  goodsGross: number;
}

/** Parcels a courier takes for this many tyres (TYRES_PER_PARCEL a parcel): 1–2 → 1, 3–4 → 2, 5 → 3. */
export function parcelsFor(tyres: number): number {
  return Math.max(1, Math.ceil(tyres / TYRES_PER_PARCEL));
}

/** Whether a threshold makes delivery free for this basket. */
export function isFreeFor(rule: DeliveryRule, basket: BasketMeasure): boolean {
  return (
    rule.priceGross === 0 ||
    (rule.freeFromTyres !== null && basket.tyres >= rule.freeFromTyres) ||
    (rule.freeFromGross !== null && basket.goodsGross >= rule.freeFromGross)
  );
}

/** The delivery price of a method for a basket (grosze). */
export function deliveryPriceOf(rule: DeliveryRule, basket: BasketMeasure): number {
  if (isFreeFor(rule, basket)) return 0;
  return rule.pricing === "per_parcel" ? rule.priceGross * parcelsFor(basket.tyres) : rule.priceGross;
}

/** An order's delivery charges: the method's price, the cash-on-delivery fee, and the total to pay with the goods. */
export interface DeliveryQuote {
  delivery: number;
  codFee: number;
  /** Goods + delivery + cash-on-delivery fee: what the buyer pays (grosze). */
  total: number;
}

export function quoteDelivery(rule: DeliveryRule, basket: BasketMeasure, cashOnDelivery: boolean): DeliveryQuote {
  const delivery = deliveryPriceOf(rule, basket);
  const codFee = cashOnDelivery && rule.codAllowed ? rule.codFeeGross : 0;
  return { delivery, codFee, total: basket.goodsGross + delivery + codFee };
}

/**
 * The cheapest ordinary delivery to the door the shop offers for this basket (grosze): the lowest
 * price among its courier methods, the cash-on-delivery fee left out (it pays for a way of paying,
 * not for bringing the goods). Personal pickup is not delivery – the buyer collects the goods – so
 * it never counts here. Null when the shop offers no courier at all.
 */
export function cheapestDoorDelivery(rules: DeliveryRule[], basket: BasketMeasure): number | null {
  const prices = rules.filter((rule) => rule.kind === "courier").map((rule) => deliveryPriceOf(rule, basket));
  return prices.length ? Math.min(...prices) : null;
}

/**
 * What a withdrawal from the whole order gives back for delivery (u.p.k. art. 32 ust. 1 and 3):
 * what the buyer paid for it, but no more than the cheapest ordinary delivery to the door the shop
 * offered for that order. A pickup order paid nothing for delivery, so nothing comes back for it.
 */
export function refundableDelivery(paidDelivery: number, cheapestDoor: number | null): number {
  return Math.min(paidDelivery, cheapestDoor ?? paidDelivery);
}

const TYRES_UP_TO = { one: "# opony", few: "# opon", many: "# opon", other: "# opony" };
const TYRES_FROM = { one: "od # opony", few: "od # opon", many: "od # opon", other: "od # opony" };

/** "25,00 zł", or "bezpłatnie" for nothing: how checkout and mail name a delivery price. */
export function deliveryPriceText(grosze: number): string {
  return grosze === 0 ? "bezpłatnie" : formatZloty(grosze / 100);
}

/** "od 2 opon", "od 500,00 zł", "od 2 opon lub od 500,00 zł": when a method is free (null: never by a threshold). */
export function freeFromText(rule: Pick<DeliveryRule, "freeFromTyres" | "freeFromGross">): string | null {
  const parts = [
    rule.freeFromTyres !== null ? plural(rule.freeFromTyres, TYRES_FROM) : null,
    rule.freeFromGross !== null ? `od ${formatZloty(rule.freeFromGross / 100)}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? parts.join(" lub ") : null;
}

/**
 * A method's price list in words, for the checkout, /dostawa and the back office:
 * "25,00 zł za paczkę (do 2 opon w paczce), bezpłatnie od 2 opon", "bezpłatnie".
 */
export function describeDeliveryPrice(rule: DeliveryRule): string {
  if (rule.priceGross === 0 || rule.freeFromTyres === 1 || rule.freeFromGross === 0) return "bezpłatnie";
  const price =
    rule.pricing === "per_parcel"
      ? `${formatZloty(rule.priceGross / 100)} za paczkę (do ${plural(TYRES_PER_PARCEL, TYRES_UP_TO)} w paczce)`
      : `${formatZloty(rule.priceGross / 100)} za zamówienie`;
  const free = freeFromText(rule);
  return free ? `${price}, bezpłatnie ${free}` : price;
}

/** Whether a method costs nothing for any basket at all. */
export function alwaysFree(rule: DeliveryRule): boolean {
  return rule.priceGross === 0 || rule.freeFromTyres === 1 || rule.freeFromGross === 0;
}

/**
 * What the shop promises about delivery in one phrase (the header's top bar, page descriptions),
 * from its active courier methods: "darmowa dostawa na terenie Polski" when a courier is always
 * free, "darmowa dostawa od 2 opon" when free from a threshold, else "dostawa kurierem od 25,00 zł".
 * Null without any courier method.
 */
export function deliveryHeadline(rules: DeliveryRule[]): string | null {
  const couriers = rules.filter((rule) => rule.kind === "courier");
  if (couriers.length === 0) return null;
  if (couriers.some(alwaysFree)) return "darmowa dostawa na terenie Polski";
  const byTyres = couriers.filter((rule) => rule.freeFromTyres !== null).sort((a, b) => a.freeFromTyres! - b.freeFromTyres!)[0];
  if (byTyres) return `darmowa dostawa ${plural(byTyres.freeFromTyres!, TYRES_FROM)}`;
  const byAmount = couriers.filter((rule) => rule.freeFromGross !== null).sort((a, b) => a.freeFromGross! - b.freeFromGross!)[0];
  if (byAmount) return `darmowa dostawa od ${formatZloty(byAmount.freeFromGross! / 100)}`;
  return `dostawa kurierem od ${formatZloty(Math.min(...couriers.map((rule) => rule.priceGross)) / 100)}`;
}

/** What one tyre's delivery costs with the cheapest courier (product markup's shipping rate; null: no courier). */
export function singleTyreDelivery(rules: DeliveryRule[], tyrePrice: number): number | null {
  return cheapestDoorDelivery(rules, { tyres: 1, goodsGross: tyrePrice });
}
