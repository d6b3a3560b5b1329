/**
 * What every carrier stand-in offers (./inpost.ts, ./dpd.ts): a local imitation of the carrier's
 * API, built from its published documentation, that answers in-process through `fetch(request)`
 * (the Worker tests inject it as the client's fetch) and over HTTP under `npm run carriers`
 * (./worker.ts, for `npm run dev` and Playwright). It checks each request against the documented
 * shape (field names, required fields, units) and answers a violation as the carrier documents its
 * errors. It is NOT the carrier: nothing leaves the machine, labels are generated PDFs marked as
 * the stand-in's, and tracking numbers are its own.
 *
 * Tracking moves by itself, so the shop's tracking job has something to follow: every reading of
 * a parcel's status advances it one step (created → in transit → out for delivery → delivered)
 * unless a test or staff's stand-in control has set its state.
 */
import type { TrackingState } from "../carrier";

export interface RecordedRequest {
  method: string;
  /** Path and query, without the stand-in's base ("/v1/organizations/123/shipments"). */
  path: string;
  /** The parsed body: JSON as an object, SOAP as the parsed envelope, else the text or null. */
  body: unknown;
  /** The answer's status. */
  status: number;
}

export interface CarrierStandIn {
  /** Serve one request of the carrier's API (the base URL's path prefix already removed). */
  fetch(request: Request): Promise<Response>;
  /** Every request served, oldest first (tests read and clear it). */
  readonly requests: RecordedRequest[];
  /** Fix a parcel's state (it then stops advancing by itself); false when the number is unknown. */
  setState(trackingNumber: string, state: TrackingState): boolean;
  /** The next request answers as the carrier does when it is down (503 / a SOAP fault), once. */
  failNext(kind: "unavailable" | "auth"): void;
}
