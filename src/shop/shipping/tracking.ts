/**
 * The tracking job (the five-minute Cron Trigger, src/shop/scheduled.ts): reads each open
 * shipment's parcels at its carrier, at most every TRACKING_INTERVAL_MINUTES. When every parcel is
 * delivered the order moves to delivered, exactly once: the shipment's new state is written in the
 * same batch as the order's change, which refuses an order no longer shipped (staff marked it by
 * hand), and then only the shipment is updated. Delivery stores the review links and mails them,
 * and starts the withdrawal period's clock (delivered_at), as when staff mark it. A parcel returned
 * or lost opens a problem for staff (the start page and /panel/przesylki list it).
 */
import { FINAL_TRACKING_STATES, TRACKING_BATCH, TRACKING_INTERVAL_MINUTES, type TrackingState } from "../../common/config/shipping";
import type { Bindings } from "../../common/env";
import { logError, ShopError } from "../../common/errors";
import type { Database } from "../db/client";
import { d1Statements } from "../db/queries/d1-batch";
import { readOrder } from "../db/queries/orders";
import { reviewInviteStatements } from "../db/queries/reviews";
import { type ShipmentRow, shipmentsToTrack, trackingUpdate } from "../db/queries/shipments";
import { auditEntry, TRACKING_ACTOR } from "../db/queries/staff";
import { mailerFor } from "../mail/mailer";
import { shopIdentity } from "../mail/messages";
import { orderDeliveredMail } from "../mail/order-status-messages";
import { changeOrderStatus } from "../orders/transitions";
import { CarrierError, type TrackingReading } from "./carrier";
import { carrierFor } from "./carriers";

export interface TrackingSummary {
  /** Shipments whose carrier answered. */
  read: number;
  /** Orders the job moved to delivered. */
  delivered: string[];
  /** Orders whose parcel came back or was lost (a task for staff). */
  problems: string[];
  failures: number;
}

/** How far along each state is; a shipment is as far as its slowest parcel. */
const PROGRESS: Record<TrackingState, number> = { created: 0, in_transit: 1, out_for_delivery: 2, delivered: 3, returned: 4, lost: 5 };

/** One shipment's state from its parcels' readings: any lost or returned parcel decides; else the slowest. */
export function shipmentState(readings: TrackingReading[]): TrackingReading | null {
  if (!readings.length) return null;
  const trouble = readings.find((reading) => reading.state === "lost") ?? readings.find((reading) => reading.state === "returned");
  if (trouble) return trouble;
  return readings.reduce((slowest, reading) => (PROGRESS[reading.state] < PROGRESS[slowest.state] ? reading : slowest));
}

export function trackingIntervalMs(env: Bindings): number {
  const minutes = Number(env.TRACKING_INTERVAL_MINUTES || TRACKING_INTERVAL_MINUTES);
  return (Number.isFinite(minutes) && minutes >= 0 ? minutes : TRACKING_INTERVAL_MINUTES) * 60_000;
}

async function deliverOrder(
  env: Bindings,
  db: Database,
  shipment: ShipmentRow,
  update: ReturnType<typeof trackingUpdate>,
  now: number,
  summary: TrackingSummary,
) {
  const { statement } = d1Statements(db);
  const invites = await reviewInviteStatements(db, shipment.orderId, now);
  try {
    await changeOrderStatus(db, shipment.orderId, {
      action: "deliver",
      actor: TRACKING_ACTOR,
      now,
      note: "Przewoźnik potwierdził doręczenie.",
      also: [statement(update), ...invites.statements],
    });
  } catch (error) {
    // Staff marked it delivered (or it moved on) first: only the shipment's reading is kept.
    if (error instanceof ShopError && error.code === "ORDER_STATE_CONFLICT") {
      await update;
      return;
    }
    throw error;
  }
  const order = await readOrder(db, { id: shipment.orderId });
  if (!order) return;
  summary.delivered.push(order.number);
  if (order.email) await mailerFor(env, db).send(orderDeliveredMail(order, await shopIdentity(env), invites.links));
}

async function raiseProblem(db: Database, shipment: ShipmentRow, reading: TrackingReading, now: number, summary: TrackingSummary) {
  const order = await readOrder(db, { id: shipment.orderId });
  await auditEntry(db, TRACKING_ACTOR, {
    entity: "order",
    entityId: shipment.orderId,
    action: reading.state === "lost" ? "parcel-lost" : "parcel-returned",
    after: { carrier: shipment.carrier, tracking_number: reading.trackingNumber, carrier_status: reading.carrierStatus },
    at: now,
  }).run();
  if (order) summary.problems.push(order.number);
}

/** One run: reads the shipments due, moves delivered orders, opens problems. Never throws. */
export async function trackShipments(env: Bindings, db: Database, now: number): Promise<TrackingSummary> {
  const summary: TrackingSummary = { read: 0, delivered: [], problems: [], failures: 0 };
  const due = await shipmentsToTrack(db, now - trackingIntervalMs(env), TRACKING_BATCH);
  const byCarrier = Map.groupBy(due, (shipment) => shipment.carrier);
  for (const [carrierId, shipments] of byCarrier) {
    const carrier = carrierFor(env, carrierId);
    if (!carrier) continue; // switched off since: its parcels wait until it is back (or staff deliver by hand)
    let readings: TrackingReading[];
    try {
      readings = await carrier.track(shipments.flatMap((shipment) => shipment.trackingNumbers));
    } catch (error) {
      // A carrier that does not answer is asked again next run; anything else is a fault to see.
      if (!(error instanceof CarrierError && error.kind === "unavailable")) summary.failures++;
      logError(error, `tracking at ${carrierId}`);
      continue;
    }
    for (const shipment of shipments) {
      const reading = shipmentState(readings.filter((entry) => shipment.trackingNumbers.includes(entry.trackingNumber)));
      if (!reading) continue;
      summary.read++;
      try {
        const update = trackingUpdate(db, shipment, reading, now);
        const changed = reading.state !== shipment.state;
        if (changed && reading.state === "delivered") await deliverOrder(env, db, shipment, update, now, summary);
        else if ((await update).length && changed && (FINAL_TRACKING_STATES as readonly string[]).includes(reading.state))
          await raiseProblem(db, shipment, reading, now, summary);
      } catch (error) {
        summary.failures++;
        logError(error, `tracking shipment ${shipment.id}`);
      }
    }
  }
  return summary;
}
