import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../client";
import { orderLines, orderLineSources, orders, supplierOffers, variants } from "../schema";

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
 * The order in which an offer's sources serve an order: the shop's own warehouse first, then the
 * fastest supplier, then the cheapest of those (so the delivery time the shopper was shown, that
 * of the first source, is kept), then the lowest id (a stable order under equal terms). The
 * triggers of migration 0022 pick an offer's shown delivery time by the same order.
 */
const SERVING_ORDER = "s.own_warehouse DESC, COALESCE(so.delivery_days, s.delivery_days), so.purchase_net, so.supplier_id";

/** The lines of the order written in this batch (found by its checkout token, ?1). */
const ORDER_OF_TOKEN = "SELECT id FROM orders WHERE checkout_token = ?1";

/**
 * Reserves each line of the order being placed (by checkout token, ?1) against its offer's sources,
 * in SERVING_ORDER, as many pieces from each as it has until the line is covered, and takes them
 * from the sources' stock (the triggers then lower the offer's summed stock). Runs inside the
 * order's D1 batch, which D1 runs alone, so two orders never reserve the same pieces; a line a
 * source cannot cover trips the last statement's guard (VARIANT_SOLD_OUT) and nothing is written.
 */
export const RESERVE_SOURCES_SQL = [
  `INSERT INTO order_line_sources (order_id, variant_id, supplier_id, quantity, purchase_net)
   SELECT ol.order_id, ol.variant_id, r.supplier_id, MIN(r.stock, ol.quantity - r.before), r.purchase_net
   FROM order_lines ol
   JOIN (
     SELECT so.variant_id, so.supplier_id, so.stock, so.purchase_net,
            SUM(so.stock) OVER (PARTITION BY so.variant_id ORDER BY ${SERVING_ORDER} ROWS UNBOUNDED PRECEDING) - so.stock AS before
     FROM supplier_offers so JOIN suppliers s ON s.id = so.supplier_id
     WHERE so.stock > 0 AND s.active = 1
       AND so.variant_id IN (SELECT variant_id FROM order_lines WHERE order_id = (${ORDER_OF_TOKEN}))
   ) r ON r.variant_id = ol.variant_id
   WHERE ol.order_id = (${ORDER_OF_TOKEN}) AND r.before < ol.quantity`,
  `UPDATE supplier_offers SET stock = stock - (
     SELECT a.quantity FROM order_line_sources a
     WHERE a.order_id = (${ORDER_OF_TOKEN}) AND a.variant_id = supplier_offers.variant_id AND a.supplier_id = supplier_offers.supplier_id)
   WHERE EXISTS (
     SELECT 1 FROM order_line_sources a
     WHERE a.order_id = (${ORDER_OF_TOKEN}) AND a.variant_id = supplier_offers.variant_id AND a.supplier_id = supplier_offers.supplier_id)`,
  `INSERT INTO batch_guards (reason) SELECT 'VARIANT_SOLD_OUT' FROM order_lines ol
   WHERE ol.order_id = (${ORDER_OF_TOKEN})
     AND ol.quantity > (SELECT COALESCE(SUM(a.quantity), 0) FROM order_line_sources a WHERE a.order_id = ol.order_id AND a.variant_id = ol.variant_id)
   LIMIT 1`,
];

/**
 * Gives an order's pieces back to the sources that served them (+1) or takes them again (-1), only
 * while the order still matches `whileOrder` (checked inside the same statement, so a batch stays
 * exact). Taking runs into the sources' stock trigger when one has too little.
 */
export function moveStock(db: Database, orderId: number, direction: 1 | -1, whileOrder: SQL | undefined) {
  const reserved = sql`(SELECT a.quantity FROM ${orderLineSources} a WHERE a.order_id = ${orderId} AND a.variant_id = ${supplierOffers.variantId} AND a.supplier_id = ${supplierOffers.supplierId})`;
  return db
    .update(supplierOffers)
    .set({ stock: direction > 0 ? sql`${supplierOffers.stock} + ${reserved}` : sql`${supplierOffers.stock} - ${reserved}` })
    .where(
      and(
        sql`EXISTS (SELECT 1 FROM ${orderLineSources} a WHERE a.order_id = ${orderId} AND a.variant_id = ${supplierOffers.variantId} AND a.supplier_id = ${supplierOffers.supplierId})`,
        sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${whileOrder})`,
      ),
    );
}
