import { inArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import { tyres } from "../schema";

/**
 * Recomputes the offer summary of the given tyres from their variants: cheapest in-stock price,
 * that offer and its production year, and the offer count. Call it in the same batch as any
 * write that changes a variant's price or stock, so listings never show a stale price.
 */
export function refreshOfferSummary(db: Database, tyreIds: number[]) {
  const best = (column: string) =>
    sql.raw(`(SELECT ${column} FROM variants WHERE tyre_id = tyres.id AND stock > 0 ORDER BY price, production_year DESC LIMIT 1)`);
  return db
    .update(tyres)
    .set({
      minPrice: sql`(SELECT MIN(price) FROM variants WHERE tyre_id = tyres.id AND stock > 0)`,
      bestVariantId: best("id"),
      bestProductionYear: best("production_year"),
      offerCount: sql`(SELECT COUNT(*) FROM variants WHERE tyre_id = tyres.id)`,
    })
    .where(inArray(tyres.id, tyreIds));
}
