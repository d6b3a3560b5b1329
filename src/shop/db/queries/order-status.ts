import { and, eq, or, sql } from "drizzle-orm";
import type { Database } from "../client";
import { orderLines, orders } from "../schema";
import { cancelReasonText, orderShipment, readPublicTimeline } from "./orders";

/**
 * What proves the asker knows the order: its e-mail address (lower-cased), the postcode
 * ("00-950") of its delivery or invoice address, or both (then both must match).
 */
export type OrderStatusProof = { email: string; postalCode?: string } | { email?: string; postalCode: string };

/**
 * An order's progress for anyone who knows its number and its e-mail or a postcode
 * (/status-zamowienia): the status, the date, how many tyres, the parcel and the history, and
 * nothing that names or locates the buyer, nor any amount. The proof is part of the one query
 * that finds the number, so an existing order with a wrong proof and a number that does not exist
 * take the same path. null: no order with this number and this proof.
 */
export async function readOrderStatus(db: Database, number: string, proof: OrderStatusProof) {
  const proven = and(
    proof.email === undefined ? undefined : sql`lower(${orders.email}) = ${proof.email}`,
    proof.postalCode === undefined
      ? undefined
      : or(eq(orders.shippingPostalCode, proof.postalCode), eq(orders.billingPostalCode, proof.postalCode)),
  );
  const [order] = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      createdAt: orders.createdAt,
      cancelReason: orders.cancelReason,
      carrier: orders.carrier,
      trackingNumber: orders.trackingNumber,
      deliveryKind: orders.deliveryKind,
      tyres: sql<number>`(SELECT coalesce(sum(${orderLines.quantity}), 0) FROM ${orderLines} WHERE ${orderLines.orderId} = ${orders.id})`,
    })
    .from(orders)
    .where(and(eq(orders.number, number), proven))
    .limit(1);
  if (!order) return null;
  const timeline = await readPublicTimeline(db, order.id);
  return {
    number: order.number,
    status: order.status,
    /** "courier" or "pickup" (collected at the warehouse: "packed" reads "gotowe do odbioru"). */
    delivery_kind: order.deliveryKind,
    created_at: new Date(order.createdAt).toISOString(),
    /** Tyres ordered (the sum of the lines' quantities). */
    items_count: Number(order.tyres),
    cancel_reason_text: cancelReasonText(order),
    shipment: orderShipment(order),
    // The history's details name amounts (payments, refunds) and returned tyres: only the parcel's stays, which the shipment shows anyway.
    timeline: timeline.map((event) => ({ ...event, detail: event.kind === "status" && event.status === "shipped" ? event.detail : null })),
  };
}

export type OrderStatusView = NonNullable<Awaited<ReturnType<typeof readOrderStatus>>>;
