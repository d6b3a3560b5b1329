/**
 * One interface for every carrier whose API books the shop's parcels (issue 36): create a shipment,
 * fetch its label, order a courier to collect, read the tracking status. Each carrier's client
 * (./inpost.ts: InPost ShipX, ./dpd.ts: DPD Polska) speaks its own documented protocol behind it;
 * ./shipments.ts and the back office use only this file's types. Money in grosze, weights in
 * kilograms, lengths in centimetres here: each client converts to its API's units.
 */
import type { CarrierId } from "../../common/config/back-office";
import type { LabelFormatName, TrackingState } from "../../common/config/shipping";

/** One parcel: one or two tyres stacked flat (./parcels.ts derives it from the tyres' sizes). */
export interface Parcel {
  weightKg: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  /** How many tyres are in it (the label's content line). */
  tyres: number;
}

/** A party on the label: the receiver (the order's delivery address) or the sender (the shop's warehouse). */
export interface ShipmentParty {
  /** Person's full name. */
  name: string;
  companyName: string | null;
  street: string;
  /** Building and, after a slash, apartment number as written on the order ("12/4"). */
  buildingNumber: string;
  postalCode: string;
  city: string;
  /** Country code, ISO 3166-1 alpha-2 ("PL"). */
  countryCode: string;
  phone: string;
  email: string;
}

export interface ShipmentRequest {
  /** The order's number ("OP-2026-000123"): the carrier's reference, printed on the label. */
  reference: string;
  sender: ShipmentParty;
  receiver: ShipmentParty;
  parcels: Parcel[];
  /** Cash on delivery to collect from the receiver, grosze (null: none). */
  codGross: number | null;
  /** Declared value for insurance, grosze (the goods' gross value). */
  insuredGross: number;
  /** What the label says is inside ("Opony: 4 szt."). */
  content: string;
}

export interface CreatedShipment {
  /** The carrier's own id of the shipment (ShipX shipment id, DPD package id). */
  carrierShipmentId: string;
  /** One tracking number per parcel, in the request's parcel order (one shared where the carrier gives one). */
  trackingNumbers: string[];
}

export type LabelFormat = LabelFormatName;

/** Where a courier collects the day's parcels, and when. */
export interface PickupRequest {
  /** The shipments to collect (carrierShipmentId of each). */
  carrierShipmentIds: string[];
  address: ShipmentParty;
  /** The day, "YYYY-MM-DD" (Europe/Warsaw), and the window "HH:MM". */
  day: string;
  from: string;
  to: string;
  /** Parcels and total weight, for carriers that ask. */
  parcels: number;
  weightKg: number;
}

export interface OrderedPickup {
  /** The carrier's number for the collection order. */
  pickupId: string;
}

export { TRACKING_STATES, type TrackingState } from "../../common/config/shipping";

export interface TrackingReading {
  trackingNumber: string;
  state: TrackingState;
  /** The carrier's own status code or text, kept for staff ("delivered", "190101"). */
  carrierStatus: string;
  /** When the carrier recorded it (ms since epoch), or null if it does not say. */
  at: number | null;
}

/** What went wrong at the carrier, in categories the back office words for staff. */
export const CARRIER_ERROR_KINDS = [
  /** Credentials refused (401/403, a SOAP auth fault). */
  "auth",
  /** The carrier refused the data: a bad postcode, a missing phone, an unknown service. */
  "invalid",
  /** Not found (an unknown shipment or tracking number). */
  "not_found",
  /** The carrier did not answer, or answered 5xx / a timeout: try again later. */
  "unavailable",
] as const;
export type CarrierErrorKind = (typeof CARRIER_ERROR_KINDS)[number];

export class CarrierError extends Error {
  constructor(
    readonly carrier: CarrierId,
    readonly kind: CarrierErrorKind,
    /** A Polish sentence staff can act on ("Kod pocztowy odbiorcy jest nieprawidłowy."). */
    readonly polishMessage: string,
    /** The carrier's own details (field paths, codes), for the log and the panel's details. */
    readonly details: string[] = [],
  ) {
    super(`${carrier} ${kind}: ${polishMessage}`);
    this.name = "CarrierError";
  }
}

export interface Carrier {
  readonly id: CarrierId;
  createShipment(request: ShipmentRequest): Promise<CreatedShipment>;
  /** The labels of these shipments as one PDF (every parcel of each), in the given page size. */
  labels(carrierShipmentIds: string[], format: LabelFormat): Promise<Uint8Array>;
  orderPickup(request: PickupRequest): Promise<OrderedPickup>;
  /** The latest state of each tracking number (unknown numbers are left out, never thrown). */
  track(trackingNumbers: string[]): Promise<TrackingReading[]>;
}

/** How a client reaches its API: the base URL (sandbox, production or the local stand-in), credentials, a fetch. */
export interface CarrierConnection<Credentials> {
  baseUrl: string;
  credentials: Credentials;
  /** The network's fetch in the Worker; the stand-in's handler in tests. */
  fetch: (request: Request) => Promise<Response>;
}
