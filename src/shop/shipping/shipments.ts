/**
 * "Nadaj przesyłkę" and what follows it (issue 36): the shipment request for a packed order (its
 * tyres as parcels, the receiver from the order, the sender the shop's warehouse, cash on delivery
 * when the buyer pays the courier), booked with a carrier; its label fetched and kept in R2; the
 * day's labels as one PDF; one courier pickup a day per carrier. The status change itself (shipped,
 * the invoice, the buyer's mail) stays with the order's transitions (src/shop/api/staff/orders.ts).
 */
import type { CarrierId } from "../../common/config/back-office";
import { COURIER_PICKUP_WINDOW } from "../../common/config/shipping";
import type { Bindings } from "../../common/env";
import { ShopError } from "../../common/errors";
import { currentSiteSettings } from "../shop-settings";
import { loadInvoicePdf } from "../invoice/load-pdf";
import type { Database } from "../db/client";
import type { readStaffOrder } from "../orders/staff-view";
import {
  type ListedShipment,
  orderTyresToShip,
  type ShipmentRow,
  setLabelKey,
  setPickup,
  shipmentsBookedBetween,
} from "../db/queries/shipments";
import { warsawDayEnd, warsawDayStart } from "../../common/i18n/calendar";
import { type Carrier, CarrierError, type CreatedShipment, type ShipmentParty, type ShipmentRequest } from "./carrier";
import { carrierFor } from "./carriers";
import { parcelContent, parcelsForTyres } from "./parcels";

/** "ul. Christo Botewa 12" → street "ul. Christo Botewa", building "12" (a carrier wants them apart). */
export function splitStreet(line: string): { street: string; buildingNumber: string } {
  const match = /^(.*\S)\s+(\d+[A-Za-z]?(?:\/\d+[A-Za-z]?)?)$/.exec(line.trim());
  return match ? { street: match[1]!, buildingNumber: match[2]! } : { street: line.trim(), buildingNumber: "" };
}

/** The shop's warehouse as the parcels' sender (the pickup point's address, else the company's). */
export async function senderOf(env: Bindings): Promise<ShipmentParty> {
  const site = await currentSiteSettings(env);
  const place = site.pickup ?? { street: site.company.street, postalCode: site.company.postalCode, city: site.company.city };
  return {
    name: site.company.name,
    companyName: site.company.name,
    ...splitStreet(place.street),
    postalCode: place.postalCode,
    city: place.city,
    countryCode: "PL",
    phone: site.phone,
    email: site.email,
  };
}

const grosze = (amount: string) => Math.round(Number(amount) * 100);

/** What a packed order's shipment asks the carrier for; refuses what cannot be shipped. */
export type StaffOrderView = NonNullable<Awaited<ReturnType<typeof readStaffOrder>>>;

export async function shipmentRequestFor(env: Bindings, db: Database, order: StaffOrderView): Promise<ShipmentRequest> {
  if (order.delivery_kind !== "courier")
    throw new ShopError("ORDER_STATE_CONFLICT", {
      message: "To zamówienie kupujący odbiera w magazynie: nie nadaje się go u przewoźnika.",
    });
  if (order.status !== "packed")
    throw new ShopError("ORDER_STATE_CONFLICT", { message: "Przesyłkę nadaje się dla spakowanego zamówienia." });
  const parcels = parcelsForTyres(await orderTyresToShip(db, order.id));
  const address = order.shipping;
  const owed = grosze(order.total_gross_amount) - grosze(order.paid_amount);
  return {
    reference: order.number,
    sender: await senderOf(env),
    receiver: {
      name: `${address.first_name} ${address.last_name}`,
      companyName: address.company_name,
      street: address.street,
      buildingNumber: `${address.street_number}${address.apartment_number ? `/${address.apartment_number}` : ""}`,
      postalCode: address.postal_code,
      city: address.city,
      countryCode: "PL",
      phone: order.phone ?? "",
      email: order.email ?? "",
    },
    parcels,
    codGross: order.payment_method === "cash_on_delivery" && owed > 0 ? owed : null,
    insuredGross: grosze(order.goods_amount),
    content: parcelContent(parcels),
  };
}

/** A carrier's refusal or silence as the shop API's error (staff read its Polish message). */
export function carrierFailure(error: unknown): never {
  if (!(error instanceof CarrierError)) throw error;
  if (error.kind === "invalid" || error.kind === "not_found") throw new ShopError("CARRIER_REFUSED", { message: error.polishMessage });
  if (error.kind === "auth")
    throw new ShopError("CARRIER_UNAVAILABLE", {
      message: `${error.polishMessage} Sprawdź dane dostępowe przewoźnika (README „Carriers and labels”).`,
    });
  throw new ShopError("CARRIER_UNAVAILABLE", { message: error.polishMessage });
}

export function configuredCarrier(env: Bindings, id: string): Carrier {
  const carrier = carrierFor(env, id);
  if (!carrier)
    throw new ShopError("VALIDATION_ERROR", { message: "Ten przewoźnik nie jest skonfigurowany: wpisz numer przesyłki ręcznie." });
  return carrier;
}

/** Books the shipment with the carrier; the caller stores it with the order's status change. */
export async function bookWithCarrier(carrier: Carrier, request: ShipmentRequest): Promise<CreatedShipment> {
  try {
    return await carrier.createShipment(request);
  } catch (error) {
    return carrierFailure(error);
  }
}

/** The shipment's label PDF: kept in R2 after the first fetch, fetched from the carrier until then. */
export async function shipmentLabel(
  env: Bindings,
  db: Database,
  shipment: Pick<ShipmentRow, "id" | "carrier" | "carrierShipmentId" | "labelFormat" | "labelKey" | "orderId">,
  orderNumber: string,
) {
  if (shipment.labelKey) {
    const stored = await env.FILES.get(shipment.labelKey);
    if (stored) return new Uint8Array(await stored.arrayBuffer());
  }
  const carrier = configuredCarrier(env, shipment.carrier);
  let pdf: Uint8Array;
  try {
    pdf = await carrier.labels([shipment.carrierShipmentId], shipment.labelFormat);
  } catch (error) {
    return carrierFailure(error);
  }
  const key = `labels/${orderNumber}-${shipment.carrier}-${shipment.carrierShipmentId}.pdf`;
  await env.FILES.put(key, pdf, { httpMetadata: { contentType: "application/pdf" } });
  await setLabelKey(db, shipment.id, key);
  return pdf;
}

/** The shipments booked on a Warsaw day ("YYYY-MM-DD"). */
export function shipmentsOfDay(db: Database, day: string): Promise<ListedShipment[]> {
  return shipmentsBookedBetween(db, warsawDayStart(day)!, warsawDayEnd(day)!);
}

/** Every label of the day's shipments, in booking order, as one PDF (null: none that day). */
export async function dayLabels(env: Bindings, db: Database, day: string): Promise<Uint8Array | null> {
  const booked = await shipmentsOfDay(db, day);
  if (!booked.length) return null;
  const labels: Uint8Array[] = [];
  for (const shipment of booked) labels.push(await shipmentLabel(env, db, shipment, shipment.orderNumber));
  const { mergePdfs } = await loadInvoicePdf();
  return mergePdfs(labels);
}

/**
 * One courier pickup for a carrier's shipments booked on `day` and not yet in a pickup, collected
 * on `pickupOn` in COURIER_PICKUP_WINDOW. Returns the carrier's pickup number and how many shipments it takes.
 */
export async function orderDayPickup(env: Bindings, db: Database, day: string, carrierId: CarrierId, pickupOn: string) {
  const carrier = configuredCarrier(env, carrierId);
  const waiting = (await shipmentsOfDay(db, day)).filter((shipment) => shipment.carrier === carrierId && !shipment.pickupId);
  if (!waiting.length)
    throw new ShopError("CONFLICT", { message: "Wszystkie przesyłki tego dnia u tego przewoźnika mają już zamówiony odbiór." });
  let pickupId: string;
  try {
    ({ pickupId } = await carrier.orderPickup({
      carrierShipmentIds: waiting.map((shipment) => shipment.carrierShipmentId),
      address: await senderOf(env),
      day: pickupOn,
      from: COURIER_PICKUP_WINDOW.from,
      to: COURIER_PICKUP_WINDOW.to,
      parcels: waiting.reduce((sum, shipment) => sum + shipment.parcels, 0),
      weightKg: Math.round(waiting.reduce((sum, shipment) => sum + shipment.weightKg, 0) * 10) / 10,
    }));
  } catch (error) {
    return carrierFailure(error);
  }
  await setPickup(
    db,
    waiting.map((shipment) => shipment.id),
    pickupId,
    pickupOn,
  );
  return { pickupId, shipments: waiting.length, parcels: waiting.reduce((sum, shipment) => sum + shipment.parcels, 0) };
}
