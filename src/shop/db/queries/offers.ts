import { and, eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import { LOW_STOCK_THRESHOLD } from "../../../common/config/back-office";
import type { Database } from "../client";
import { tyres, variants } from "../schema";

/** The offers a shopper may see and buy: not hidden by staff (the back office's "Ukryj"). */
const VISIBLE = "tyre_id = tyres.id AND hidden = 0";

const bestOffer = (column: string) =>
  `(SELECT ${column} FROM variants WHERE ${VISIBLE} AND stock > 0 ORDER BY price, production_year DESC LIMIT 1)`;

/** Each summary column and the SQL that computes it for the tyre of the row being updated. */
const OFFER_SUMMARY_COLUMNS = {
  min_price: `(SELECT MIN(price) FROM variants WHERE ${VISIBLE} AND stock > 0)`,
  best_variant_id: bestOffer("id"),
  best_production_year: bestOffer("production_year"),
  offer_count: `(SELECT COUNT(*) FROM variants WHERE ${VISIBLE})`,
};

/** The same summary as a raw SET clause, for statements that pick their tyres another way (the feed import). */
export const OFFER_SUMMARY_SET_SQL = Object.entries(OFFER_SUMMARY_COLUMNS)
  .map(([column, expression]) => `${column} = ${expression}`)
  .join(", ");

/**
 * Recomputes the offer summary of the given tyres from their visible variants: cheapest in-stock
 * price, that offer and its production year, and the offer count. Hidden offers count nowhere.
 * Call it in the same batch as any write that changes a variant's price, stock or visibility, so
 * listings never show a stale price.
 */
export function refreshOfferSummary(db: Database, tyreIds: number[]) {
  return db
    .update(tyres)
    .set({
      minPrice: sql.raw(OFFER_SUMMARY_COLUMNS.min_price),
      bestVariantId: sql.raw(OFFER_SUMMARY_COLUMNS.best_variant_id),
      bestProductionYear: sql.raw(OFFER_SUMMARY_COLUMNS.best_production_year),
      offerCount: sql.raw(OFFER_SUMMARY_COLUMNS.offer_count),
    })
    .where(inArray(tyres.id, tyreIds));
}

/**
 * An offer low in stock: on sale (not hidden by staff) with fewer than LOW_STOCK_THRESHOLD pieces
 * (not enough for a set), sold-out ones included. One definition for the start page, the summary
 * mail and the offers list's filter.
 */
export function lowStockCondition(): SQL {
  return and(eq(variants.hidden, false), lt(variants.stock, LOW_STOCK_THRESHOLD)) as SQL;
}
