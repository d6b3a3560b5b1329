/**
 * Prices again the offers that have a purchase price, after the price rules changed (the back
 * office's "Przelicz ceny") or staff decided a held price: the same decision as the import's
 * (offer-price.ts), written with a price_history row per change (the Omnibus 30-day rule reads
 * them) and the tyres' summaries, one D1 batch per page of offers.
 */

import { OFFER_SUMMARY_SET_SQL } from "../db/queries/offers";
import { readOfferSources, readPriceRules } from "./store";
import { decideOfferPrice } from "./offer-price";

/** Offers priced per batch: each is a few statements' worth of JSON, well inside D1's limits. */
const PAGE = 400;

interface OfferRow {
  id: number;
  tyre_id: number;
  price: number;
  manual_price: number | null;
  held_price: number | null;
  producer_id: number;
  producer_slug: string;
  season: string;
}

export interface RepriceSummary {
  /** Offers read. */
  checked: number;
  /** Offers whose price changed. */
  changed: number;
  /** Offers whose new price is held for staff. */
  held: number;
}

/** Prices again the given offers, or every offer with a purchase price from some source when `variantIds` is null. */
export async function repriceOffers(d1: D1Database, variantIds: number[] | null, now: number): Promise<RepriceSummary> {
  const rules = await readPriceRules(d1);
  const summary: RepriceSummary = { checked: 0, changed: 0, held: 0 };
  let after = 0;
  for (;;) {
    const { results: offers } = await d1
      .prepare(
        `SELECT v.id, v.tyre_id, v.price, v.manual_price, v.held_price, t.producer_id, p.slug AS producer_slug, t.season
         FROM variants v JOIN tyres t ON t.id = v.tyre_id JOIN producers p ON p.id = t.producer_id
         WHERE v.id > ?1 AND (?2 IS NULL OR v.id IN (SELECT value FROM json_each(?2)))
           AND EXISTS (SELECT 1 FROM supplier_offers so WHERE so.variant_id = v.id AND so.purchase_net IS NOT NULL)
         ORDER BY v.id LIMIT ?3`,
      )
      .bind(after, variantIds === null ? null : JSON.stringify(variantIds), PAGE)
      .all<OfferRow>();
    if (offers.length === 0) break;
    after = offers.at(-1)?.id ?? after;
    const sourcesOf = await readOfferSources(
      d1,
      offers.map((offer) => offer.id),
    );
    const changes: { id: number; price: number; held: number | null }[] = [];
    for (const offer of offers) {
      summary.checked++;
      const decision = decideOfferPrice(
        {
          currentPrice: offer.price,
          manualPrice: offer.manual_price,
          sources: sourcesOf.get(offer.id) ?? [],
          feedSellingGross: null,
          feedSupplierId: 0,
          producerId: offer.producer_id,
          producerSlug: offer.producer_slug,
          season: offer.season,
        },
        rules,
      );
      if (decision.held !== null) summary.held++;
      if (decision.price !== offer.price || decision.held !== offer.held_price) changes.push({ id: offer.id, ...decision });
    }
    summary.changed += changes.filter((change) => change.price !== offers.find((offer) => offer.id === change.id)?.price).length;
    if (changes.length > 0) await writePrices(d1, changes, now);
    if (offers.length < PAGE) break;
  }
  return summary;
}

/** New prices (and held prices) of offers, with their history rows and their tyres' summaries, in one batch. */
export async function writePrices(d1: D1Database, changes: { id: number; price: number; held: number | null }[], now: number) {
  const list = JSON.stringify(changes);
  await d1.batch([
    d1
      .prepare(
        `UPDATE variants SET price = (SELECT e.value ->> 'price' FROM json_each(?1) e WHERE e.value ->> 'id' = variants.id),
           held_price = (SELECT e.value ->> 'held' FROM json_each(?1) e WHERE e.value ->> 'id' = variants.id),
           updated_at = ?2
         WHERE id IN (SELECT e.value ->> 'id' FROM json_each(?1) e)`,
      )
      .bind(list, now),
    d1
      .prepare(
        `INSERT INTO price_history (variant_id, price, valid_from)
         SELECT v.id, v.price, ?2 FROM variants v WHERE v.id IN (SELECT e.value ->> 'id' FROM json_each(?1) e)
           AND v.price IS NOT (SELECT price FROM price_history WHERE variant_id = v.id ORDER BY valid_from DESC, id DESC LIMIT 1)`,
      )
      .bind(list, now),
    d1
      .prepare(
        `UPDATE tyres SET ${OFFER_SUMMARY_SET_SQL} WHERE id IN (SELECT tyre_id FROM variants WHERE id IN (SELECT e.value ->> 'id' FROM json_each(?1) e))`,
      )
      .bind(list),
  ]);
}
