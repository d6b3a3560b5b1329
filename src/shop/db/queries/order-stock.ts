import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../client";
import { orderLines, orders, variants } from "../schema";

/** The tyres an order's lines belong to (their offer summaries change with its stock). */
export async function tyreIdsOf(db: Database, orderId: number): Promise<number[]> {
  const lines = await db
    .select({ tyreId: variants.tyreId })
    .from(orderLines)
    .innerJoin(variants, eq(variants.id, orderLines.variantId))
    .where(eq(orderLines.orderId, orderId));
  return [...new Set(lines.map((line) => line.tyreId))];
}

/**
 * Gives an order's quantities back to its offers (+1) or takes them again (-1), only while the
 * order still matches `whileOrder` (checked inside the same statement, so a batch stays exact).
 * Taking runs into the stock trigger when an offer has too little.
 */
export function moveStock(db: Database, orderId: number, direction: 1 | -1, whileOrder: SQL | undefined) {
  const quantity = sql`(SELECT ol.quantity FROM order_lines ol WHERE ol.order_id = ${orderId} AND ol.variant_id = ${variants.id})`;
  return db
    .update(variants)
    .set({ stock: direction > 0 ? sql`${variants.stock} + ${quantity}` : sql`${variants.stock} - ${quantity}` })
    .where(
      and(
        inArray(variants.id, db.select({ id: orderLines.variantId }).from(orderLines).where(eq(orderLines.orderId, orderId))),
        sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${whileOrder})`,
      ),
    );
}
