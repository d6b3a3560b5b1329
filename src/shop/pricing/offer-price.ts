/**
 * The price a shopper sees for one offer (a tyre from one production date), from its sources:
 * a manual price wins; otherwise the price rule applied to the purchase price of the source that
 * would serve it (the same order as the reservation: own warehouse, fastest, cheapest); a feed
 * with selling prices (the shop's own CSV) gives its price as it is. A price that would sell below
 * the serving source's purchase price, cut deeper than the set share or fall outside the bounds
 * (price-guard.ts) is held for an owner, never published (pure: no D1).
 */

import { PRODUCERS } from "../../common/reference/producers";
import { confirmationNeeded, grossOf, priceInBounds } from "../../common/price-guard";
import { type PriceRule, ruleFor, sellingPrice } from "./price-rules";

export interface OfferSource {
  supplierId: number;
  ownWarehouse: boolean;
  active: boolean;
  stock: number;
  /** Net grosze; null: unknown (own stock counted by hand). */
  purchaseNet: number | null;
  /** The offer's own delivery time, else its supplier's (working days). */
  deliveryDays: number;
}

/** The source that serves the next piece sold: the order of RESERVE_SOURCES_SQL (src/shop/db/queries/order-stock.ts). */
export function servingSource(sources: OfferSource[]): OfferSource | null {
  const candidates = sources.filter((source) => source.active && source.stock > 0);
  candidates.sort(
    (a, b) =>
      Number(b.ownWarehouse) - Number(a.ownWarehouse) ||
      a.deliveryDays - b.deliveryDays ||
      (a.purchaseNet ?? Number.NEGATIVE_INFINITY) - (b.purchaseNet ?? Number.NEGATIVE_INFINITY) ||
      a.supplierId - b.supplierId,
  );
  return candidates[0] ?? null;
}

export interface OfferPricing {
  /** The price on sale now (grosze gross); null for an offer not yet written. */
  currentPrice: number | null;
  manualPrice: number | null;
  sources: OfferSource[];
  /** The selling price a feed row gave (the shop's own CSV), if it did. */
  feedSellingGross: number | null;
  /** The source the feed row came from (priced when no source has stock). */
  feedSupplierId: number;
  producerId: number;
  producerSlug: string;
  season: string;
}

/** What the offer's price becomes: published, or held for staff (then `price` stays the current one). */
export interface PriceDecision {
  price: number;
  /** The price held for staff because it sells below purchase; null: nothing held. */
  held: number | null;
}

/** A producer's class for the "tier" rules, from the reference data (null: a producer it does not know). */
const TIERS = new Map(PRODUCERS.map((producer) => [producer.slug, producer.tier]));
export function tierOf(producerSlug: string): string | null {
  return TIERS.get(producerSlug) ?? null;
}

export function decideOfferPrice(offer: OfferPricing, rules: PriceRule[]): PriceDecision {
  const serving = servingSource(offer.sources) ?? offer.sources.find((source) => source.supplierId === offer.feedSupplierId) ?? null;
  let target: number | null = null;
  let below = false;
  // A manual price is staff's own decision: it wins, even below purchase.
  if (offer.manualPrice !== null) return { price: offer.manualPrice, held: null };
  if (serving && serving.purchaseNet !== null) {
    const rule = ruleFor(rules, {
      supplierId: serving.supplierId,
      producerId: offer.producerId,
      tier: tierOf(offer.producerSlug),
      season: offer.season,
    });
    ({ gross: target, belowPurchase: below } = sellingPrice(serving.purchaseNet, rule));
  } else if (offer.feedSellingGross !== null) {
    target = offer.feedSellingGross;
  }
  if (target === null) return { price: offer.currentPrice ?? 0, held: null };
  // Held: the offer keeps its current price (a new one is written hidden with this price) until an
  // owner decides: below purchase, a deep cut, or outside the bounds (which no one may publish).
  const purchaseGross = serving?.purchaseNet != null ? grossOf(serving.purchaseNet) : null;
  if (below || !priceInBounds(target) || confirmationNeeded(offer.currentPrice, target, purchaseGross))
    return { price: offer.currentPrice ?? target, held: target };
  return { price: target, held: null };
}
