/**
 * Shipments booked through a carrier's API (issue 36; the table's story is in schema/delivery.ts):
 * what "Nadaj przesyłkę" stores, the day's list the back office prints and sends to pickup, the
 * open ones the tracking job reads, and the problems (a parcel returned or lost) staff resolve.
 */
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, notInArray, or, sql } from "drizzle-orm";
import { FINAL_TRACKING_STATES, type LabelFormatName, type TrackingState } from "../../../common/config/shipping";
import type { Database } from "../client";
import { orderLines, orders, shipments, tyres, variants } from "../schema";

export type ShipmentRow = typeof shipments.$inferSelect;

/** The tyres of an order with what their parcels are derived from (size, van C, run-flat). */
export function orderTyresToShip(db: Database, orderId: number) {
  return db
    .select({
      width: tyres.width,
      profile: tyres.profile,
      rim: tyres.rim,
      cargo: tyres.cargo,
      runFlat: tyres.runFlat,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .innerJoin(variants, eq(variants.id, orderLines.variantId))
    .innerJoin(tyres, eq(tyres.id, variants.tyreId))
    .where(eq(orderLines.orderId, orderId));
}

export interface NewShipment {
  orderId: number;
  carrier: string;
  carrierShipmentId: string;
  trackingNumbers: string[];
  parcels: number;
  weightKg: number;
  codGross: number;
  labelFormat: LabelFormatName;
  createdAt: number;
  createdBy: number | null;
}

/** The insert for the batch that also marks the order shipped (one shipment per order: a unique index). */
export const insertShipment = (db: Database, shipment: NewShipment) => db.insert(shipments).values(shipment);

export async function shipmentOfOrder(db: Database, orderId: number): Promise<ShipmentRow | null> {
  return (await db.query.shipments.findFirst({ where: eq(shipments.orderId, orderId) })) ?? null;
}

export async function shipmentById(db: Database, id: number): Promise<ShipmentRow | null> {
  return (await db.query.shipments.findFirst({ where: eq(shipments.id, id) })) ?? null;
}

export const setLabelKey = (db: Database, id: number, key: string) =>
  db.update(shipments).set({ labelKey: key }).where(eq(shipments.id, id));

/** A shipment as the back office lists it, with its order's number and receiver. */
const listed = {
  id: shipments.id,
  orderId: shipments.orderId,
  orderNumber: orders.number,
  receiver: sql<string>`${orders.shippingFirstName} || ' ' || ${orders.shippingLastName}`.as("receiver"),
  city: orders.shippingCity,
  carrier: shipments.carrier,
  carrierShipmentId: shipments.carrierShipmentId,
  trackingNumbers: shipments.trackingNumbers,
  parcels: shipments.parcels,
  weightKg: shipments.weightKg,
  codGross: shipments.codGross,
  labelFormat: shipments.labelFormat,
  labelKey: shipments.labelKey,
  createdAt: shipments.createdAt,
  pickupId: shipments.pickupId,
  pickupDay: shipments.pickupDay,
  state: shipments.state,
  carrierStatus: shipments.carrierStatus,
  stateAt: shipments.stateAt,
  problemAt: shipments.problemAt,
  resolvedAt: shipments.resolvedAt,
};
export type ListedShipment = Awaited<ReturnType<typeof shipmentsBookedBetween>>[number];

/** Shipments booked in [from, to) (a Warsaw day), oldest first: the day's labels and pickups. */
export function shipmentsBookedBetween(db: Database, from: number, to: number) {
  return db
    .select(listed)
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(gte(shipments.createdAt, from), lt(shipments.createdAt, to)))
    .orderBy(asc(shipments.createdAt), asc(shipments.id));
}

/** Parcels that came back or were lost and wait for staff (the start page's task), oldest first. */
export function shipmentProblems(db: Database) {
  return db
    .select(listed)
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(isNotNull(shipments.problemAt), isNull(shipments.resolvedAt)))
    .orderBy(asc(shipments.problemAt), asc(shipments.id));
}

/** Staff dealt with a returned or lost parcel; false when there was nothing open to resolve. */
export async function resolveShipmentProblem(db: Database, id: number, now: number): Promise<boolean> {
  const done = await db
    .update(shipments)
    .set({ resolvedAt: now })
    .where(and(eq(shipments.id, id), isNotNull(shipments.problemAt), isNull(shipments.resolvedAt)))
    .returning({ id: shipments.id });
  return done.length > 0;
}

/** Records the courier pickup that collects these shipments (only those not already in one). */
export const setPickup = (db: Database, ids: number[], pickupId: string, day: string) =>
  db
    .update(shipments)
    .set({ pickupId, pickupDay: day })
    .where(and(inArray(shipments.id, ids), isNull(shipments.pickupId)));

/** Open shipments not read since `checkedBefore`, least recently read first (the tracking job's batch). */
export function shipmentsToTrack(db: Database, checkedBefore: number, limit: number) {
  return db
    .select()
    .from(shipments)
    .where(
      and(notInArray(shipments.state, [...FINAL_TRACKING_STATES]), or(isNull(shipments.checkedAt), lt(shipments.checkedAt, checkedBefore))),
    )
    .orderBy(sql`${shipments.checkedAt} IS NOT NULL`, asc(shipments.checkedAt), asc(shipments.id))
    .limit(limit);
}

/**
 * What a reading found. A change of state is written only from the state it was read in (a second
 * run reading the same shipment at once changes nothing twice); a returned or lost parcel opens a
 * problem for staff.
 */
export function trackingUpdate(
  db: Database,
  shipment: Pick<ShipmentRow, "id" | "state">,
  reading: { state: TrackingState; carrierStatus: string; at: number | null },
  now: number,
) {
  const changed = reading.state !== shipment.state;
  return db
    .update(shipments)
    .set({
      checkedAt: now,
      carrierStatus: reading.carrierStatus,
      ...(changed ? { state: reading.state, stateAt: reading.at ?? now } : {}),
      ...(changed && (reading.state === "returned" || reading.state === "lost") ? { problemAt: now } : {}),
    })
    .where(and(eq(shipments.id, shipment.id), eq(shipments.state, shipment.state)))
    .returning({ id: shipments.id });
}

/** Counted on the back office's start page: parcels back or lost that staff have not resolved. */
export const openShipmentProblems = (db: Database) =>
  db
    .select({ count: sql<number>`COUNT(*)` })
    .from(shipments)
    .where(and(isNotNull(shipments.problemAt), isNull(shipments.resolvedAt)));
