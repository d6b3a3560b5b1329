/**
 * A local stand-in for InPost ShipX: the endpoints ../inpost.ts uses, with ShipX's paths, status
 * codes and answer shapes (./stand-in.ts says what a stand-in is and is not). Built from ShipX's
 * published documentation (dokumentacja-inpost.atlassian.net, space PL):
 * - "API ShipX" errors (page 28639229): `{status, error, message, details}`; 400 `validation_failed`
 *   with `details` naming each attribute with an array of error keys (`required`, `invalid`,
 *   `invalid_format`, `too_long`); 404 `resource_not_found`; 401 for a missing or wrong token;
 * - "Form validation" (page 18153492): parcels in a collection need a unique `id`; dimensions
 *   {length, width, height} ≥ 1 in `mm`, weight {amount} in `kg`; insurance ≥ 1 and < 10 000 000,
 *   required for courier services when `cod` is given; `target_point` required for locker services;
 * - "InPost Integration FAQ" (page 451903492): the services (`inpost_courier_standard`, …);
 * - "Shipment label download" (pages 18153509, 18153510): one shipment's label or many shipments'
 *   in one file, format Pdf, type `normal` or `A6` (a courier shipment defaults to A6), only from
 *   `confirmed` on (`invalid_action` before), at most 100 shipments at once;
 * - "Dispatch Order" (page 18153482): the order's answer {href, id, status "new", address, shipments, comments};
 * - "Statuses" (page 18153478): the status names tracking answers with.
 * Request and answer field names as in michalbiarda/shipx-php-sdk (src/Model/Shipment.php,
 * ShipmentAbstractForm.php, TransactionPartyForm.php, ParcelsSimple.php, DispatchOrderForm.php,
 * Tracking.php, TrackingDetails.php, Error.php).
 *
 * What it imitates of ShipX's behaviour: a shipment is "created" when posted and "confirmed", with a
 * tracking number for it and each parcel, when first read (ShipX books asynchronously, so the client
 * must poll). Tracking is public (no token), and every reading moves a parcel one step
 * (confirmed → taken_by_courier → out_for_delivery → delivered) unless `setState` fixed it.
 * Labels are real PDFs, one page per parcel, marked as the stand-in's. Pure web APIs and memory only:
 * it runs inside workerd (tests) and in a Worker (`npm run carriers`).
 */
import { PageSizes, PDFDocument, StandardFonts, rgb } from "pdf-lib";
import type { TrackingState } from "../carrier";
import type { CarrierStandIn, RecordedRequest } from "./stand-in";

import { INPOST_STAND_IN_ORGANIZATION_ID, INPOST_STAND_IN_TOKEN } from "./credentials";

export { INPOST_STAND_IN_ORGANIZATION_ID, INPOST_STAND_IN_TOKEN };

/** The services the FAQ lists; locker ones need `custom_attributes.target_point`. */
const SERVICES = new Set([
  "inpost_locker_standard",
  "inpost_locker_pass_thru",
  "inpost_locker_allegro",
  "inpost_letter_allegro",
  "inpost_courier_standard",
  "inpost_courier_c2c",
  "inpost_courier_express_1000",
  "inpost_courier_express_1200",
  "inpost_courier_express_1700",
  "inpost_courier_palette",
  "inpost_courier_allegro",
]);
const isLockerService = (service: string) => service.startsWith("inpost_locker") || service === "inpost_letter_allegro";
const isCourierService = (service: string) => service.startsWith("inpost_courier");

/** The road a parcel takes here, one step per tracking reading. */
const FLOW = ["confirmed", "taken_by_courier", "out_for_delivery", "delivered"] as const;

/** The shop's state as the ShipX status the stand-in then reports. */
const STATUS_FOR_STATE: Record<TrackingState, string> = {
  created: "confirmed",
  in_transit: "taken_by_courier",
  out_for_delivery: "out_for_delivery",
  delivered: "delivered",
  returned: "returned_to_sender",
  lost: "missing",
};

const MAX_LABELS = 100;
const POST_CODE = /^\d{2}-\d{3}$/;
const PHONE = /^\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Details = Record<string, unknown[]>;

interface StoredParcel {
  id: string;
  dimensions: unknown;
  weight: unknown;
  is_non_standard: boolean;
  tracking_number: string | null;
}

interface StoredShipment {
  id: number;
  status: "created" | "confirmed";
  service: string;
  body: Record<string, unknown>;
  parcels: StoredParcel[];
  tracking_number: string | null;
  created_at: string;
  updated_at: string;
}

interface TrackedParcel {
  shipmentId: number;
  service: string;
  status: string;
  /** Set by setState: the parcel stays where it was put. */
  fixed: boolean;
  history: { status: string; datetime: string }[];
  created_at: string;
}

// ── Answers ─────────────────────────────────────────────────────────────────────────────────────

function jsonAnswer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=utf-8" } });
}

function errorAnswer(status: number, error: string, message: string, details: unknown = {}): Response {
  return jsonAnswer(status, { status, error, message, details });
}

const unauthorized = () => errorAnswer(401, "token_invalid", "Token is missing or invalid.");
const notFound = () => errorAnswer(404, "resource_not_found", "Resource you are looking for are not found");
const invalid = (details: Details) =>
  errorAnswer(400, "validation_failed", "Data sent by POST or PUT request are not valid. Check details for more info", details);

// ── Validation, as ShipX's forms do ─────────────────────────────────────────────────────────────

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
/** ShipX's decimals arrive as JSON numbers or numeric strings. */
function decimal(value: unknown): number | null {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && /^\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return null;
}

/** Adds one attribute's error keys to a form's details. */
function fail(details: Details, attribute: string, key: string | Details) {
  const list = details[attribute] ?? [];
  details[attribute] = list;
  list.push(key);
}

function checkAddress(address: unknown, required: boolean): Details {
  const details: Details = {};
  if (!isObject(address)) {
    if (required) fail(details, "address", "required");
    return details;
  }
  const inner: Details = {};
  for (const attribute of ["street", "building_number", "city", "post_code", "country_code"]) {
    if (!text(address[attribute])) fail(inner, attribute, "required");
  }
  const country = text(address.country_code).toUpperCase() || "PL";
  if (text(address.post_code) && country === "PL" && !POST_CODE.test(text(address.post_code))) fail(inner, "post_code", "invalid_format");
  if (text(address.country_code) && !/^[A-Za-z]{2}$/.test(text(address.country_code))) fail(inner, "country_code", "invalid");
  if (text(address.street).length > 100) fail(inner, "street", "too_long");
  if (Object.keys(inner).length > 0) fail(details, "address", inner);
  return details;
}

/** The receiver or sender form: a company name or a person's first and last name, a phone, an e-mail, an address. */
function checkPeer(peer: unknown, addressRequired: boolean): Details {
  const details: Details = {};
  if (!isObject(peer)) return { _: ["required"] };
  if (!text(peer.company_name)) {
    if (!text(peer.first_name)) fail(details, "first_name", "required");
    if (!text(peer.last_name)) fail(details, "last_name", "required");
  }
  if (!text(peer.phone)) fail(details, "phone", "required");
  else if (!PHONE.test(text(peer.phone))) fail(details, "phone", "invalid");
  if (!text(peer.email)) fail(details, "email", "required");
  else if (!EMAIL.test(text(peer.email))) fail(details, "email", "invalid");
  Object.assign(details, checkAddress(peer.address, addressRequired));
  return details;
}

function checkMoney(money: unknown, min: number): Details {
  const details: Details = {};
  if (!isObject(money)) return { _: ["invalid"] };
  const amount = decimal(money.amount);
  if (amount === null) fail(details, "amount", money.amount === undefined ? "required" : "invalid");
  else if (amount < min || amount >= 10_000_000) fail(details, "amount", "invalid");
  if (money.currency !== undefined && money.currency !== "PLN") fail(details, "currency", "invalid");
  return details;
}

function checkParcel(parcel: unknown, inCollection: boolean): Details {
  const details: Details = {};
  if (!isObject(parcel)) return { _: ["invalid"] };
  if (inCollection && !text(String(parcel.id ?? ""))) fail(details, "id", "required");
  if (parcel.template !== undefined && parcel.template !== null) return details;
  const dimensions = parcel.dimensions;
  if (!isObject(dimensions)) fail(details, "dimensions", "required");
  else {
    const inner: Details = {};
    for (const side of ["length", "width", "height"]) {
      const value = decimal(dimensions[side]);
      if (value === null) fail(inner, side, dimensions[side] === undefined ? "required" : "invalid");
      else if (value < 1 || value >= 10_000) fail(inner, side, "invalid");
    }
    if (dimensions.unit !== undefined && dimensions.unit !== "mm") fail(inner, "unit", "invalid");
    if (Object.keys(inner).length > 0) fail(details, "dimensions", inner);
  }
  const weight = parcel.weight;
  if (!isObject(weight)) fail(details, "weight", "required");
  else {
    const inner: Details = {};
    const amount = decimal(weight.amount);
    if (amount === null) fail(inner, "amount", weight.amount === undefined ? "required" : "invalid");
    else if (amount <= 0) fail(inner, "amount", "invalid");
    if (weight.unit !== undefined && weight.unit !== "kg") fail(inner, "unit", "invalid");
    if (Object.keys(inner).length > 0) fail(details, "weight", inner);
  }
  return details;
}

/** The shipment form: every violation at once, as ShipX lists them. */
function checkShipment(body: unknown): Details {
  if (!isObject(body)) return { _: ["invalid"] };
  const details: Details = {};
  const service = text(body.service);
  if (!service) fail(details, "service", "required");
  else if (!SERVICES.has(service)) fail(details, "service", "invalid");
  const courier = isCourierService(service);

  const receiver = checkPeer(body.receiver, courier);
  if (body.receiver === undefined) fail(details, "receiver", "required");
  else if (Object.keys(receiver).length > 0) fail(details, "receiver", receiver);
  if (body.sender !== undefined && body.sender !== null) {
    const sender = checkPeer(body.sender, true);
    if (Object.keys(sender).length > 0) fail(details, "sender", sender);
  }

  const parcels = Array.isArray(body.parcels) ? body.parcels : isObject(body.parcels) ? [body.parcels] : null;
  if (!parcels || parcels.length === 0) fail(details, "parcels", "required");
  else {
    const inCollection = Array.isArray(body.parcels);
    const ids = new Set<string>();
    parcels.forEach((parcel, index) => {
      const parcelDetails = checkParcel(parcel, inCollection);
      const id = isObject(parcel) && parcel.id !== undefined ? String(parcel.id) : String(index + 1);
      if (inCollection && isObject(parcel) && parcel.id !== undefined) {
        if (ids.has(id)) fail(parcelDetails, "id", "not_unique");
        ids.add(id);
      }
      if (Object.keys(parcelDetails).length > 0) fail(details, "parcels", { [id]: [parcelDetails] });
    });
  }

  if (isLockerService(service)) {
    const attributes = isObject(body.custom_attributes) ? body.custom_attributes : {};
    if (!text(attributes.target_point)) fail(details, "custom_attributes", { target_point: ["required"] });
  }
  if (body.cod !== undefined && body.cod !== null) {
    const cod = checkMoney(body.cod, 0);
    if (Object.keys(cod).length > 0) fail(details, "cod", cod);
    if (courier && (body.insurance === undefined || body.insurance === null)) fail(details, "insurance", "required");
  }
  if (body.insurance !== undefined && body.insurance !== null) {
    const insurance = checkMoney(body.insurance, 1);
    if (Object.keys(insurance).length > 0) fail(details, "insurance", insurance);
  }
  if (body.reference !== undefined && body.reference !== null) {
    if (typeof body.reference !== "string") fail(details, "reference", "invalid");
    else if (body.reference.length > 100) fail(details, "reference", "too_long");
  }
  if (body.comments !== undefined && body.comments !== null && typeof body.comments !== "string") fail(details, "comments", "invalid");
  return details;
}

// ── Labels ──────────────────────────────────────────────────────────────────────────────────────

/** Helvetica's WinAnsi has no Polish letters: the label's text is folded to ASCII. */
const ascii = (value: string) =>
  value
    .replace(/ł/g, "l")
    .replace(/Ł/g, "L")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "?");

async function labelPdf(shipments: StoredShipment[], type: "A6" | "normal"): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle("STAND-IN InPost label");
  document.setProducer("InPost ShipX stand-in");
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = type === "A6" ? PageSizes.A6 : PageSizes.A4;
  for (const shipment of shipments) {
    const receiver = isObject(shipment.body.receiver) ? shipment.body.receiver : {};
    const address = isObject(receiver.address) ? receiver.address : {};
    const name = text(receiver.company_name) || `${text(receiver.first_name)} ${text(receiver.last_name)}`.trim();
    shipment.parcels.forEach((parcel, index) => {
      const page = document.addPage([width, height]);
      const margin = 18;
      const size = type === "A6" ? 10 : 14;
      let y = height - margin - size * 1.5;
      const line = (value: string, options: { bold?: boolean; scale?: number } = {}) => {
        const fontSize = size * (options.scale ?? 1);
        page.drawText(ascii(value), { x: margin, y, size: fontSize, font: options.bold ? bold : font, color: rgb(0, 0, 0) });
        y -= fontSize * 1.6;
      };
      page.drawRectangle({
        x: margin / 2,
        y: margin / 2,
        width: width - margin,
        height: height - margin,
        borderColor: rgb(0.8, 0, 0),
        borderWidth: 2,
      });
      line("STAND-IN InPost - not a carrier label", { bold: true });
      line(`Service: ${shipment.service}`);
      line(`Shipment ${shipment.id}, parcel ${index + 1}/${shipment.parcels.length}`);
      line(parcel.tracking_number ?? "", { bold: true, scale: 1.6 });
      line(`Reference: ${text(shipment.body.reference)}`);
      line(`To: ${name}`);
      line(`${text(address.street)} ${text(address.building_number)}`);
      line(`${text(address.post_code)} ${text(address.city)}`);
      if (text(shipment.body.comments)) line(text(shipment.body.comments));
    });
  }
  return document.save();
}

// ── The stand-in ────────────────────────────────────────────────────────────────────────────────

export function inpostStandIn(options: { token?: string; organizationId?: string } = {}): CarrierStandIn {
  const token = options.token ?? INPOST_STAND_IN_TOKEN;
  const organizationId = options.organizationId ?? INPOST_STAND_IN_ORGANIZATION_ID;
  const requests: RecordedRequest[] = [];
  const shipments = new Map<number, StoredShipment>();
  const parcels = new Map<string, TrackedParcel>();
  let nextShipmentId = 100_001;
  let nextTrackingNumber = 1;
  let nextDispatchOrderId = 5_001;
  let failure: "unavailable" | "auth" | null = null;

  const now = () => new Date().toISOString();
  // 24 digits, as InPost's courier numbers (the documentation's example: 622111081631876319900026).
  const trackingNumber = () => `620900${String(nextTrackingNumber++).padStart(18, "0")}`;
  const href = (origin: string, path: string) => `${origin}${path}`;

  function confirm(shipment: StoredShipment) {
    shipment.status = "confirmed";
    shipment.updated_at = now();
    for (const parcel of shipment.parcels) {
      parcel.tracking_number = trackingNumber();
      parcels.set(parcel.tracking_number, {
        shipmentId: shipment.id,
        service: shipment.service,
        status: "confirmed",
        fixed: false,
        history: [{ status: "confirmed", datetime: shipment.updated_at }],
        created_at: shipment.created_at,
      });
    }
    shipment.tracking_number = shipment.parcels[0]?.tracking_number ?? null;
  }

  function shipmentJson(shipment: StoredShipment, origin: string) {
    const body = shipment.body;
    return {
      href: href(origin, `/v1/shipments/${shipment.id}`),
      id: shipment.id,
      status: shipment.status,
      service: shipment.service,
      tracking_number: shipment.tracking_number,
      parcels: shipment.parcels.map((parcel) => ({ ...parcel, template: null })),
      receiver: body.receiver,
      sender: body.sender ?? null,
      cod: body.cod ?? { amount: null, currency: null },
      insurance: body.insurance ?? { amount: null, currency: null },
      additional_services: Array.isArray(body.additional_services) ? body.additional_services : [],
      custom_attributes: isObject(body.custom_attributes) ? body.custom_attributes : {},
      reference: body.reference ?? null,
      comments: body.comments ?? null,
      external_customer_id: null,
      mpk: null,
      is_return: false,
      end_of_week_collection: false,
      offers: [],
      selected_offer: null,
      transactions: [],
      created_by_id: null,
      created_at: shipment.created_at,
      updated_at: shipment.updated_at,
    };
  }

  async function label(url: URL, ids: string[]): Promise<Response> {
    const format = url.searchParams.get("format") ?? "Pdf";
    if (format.toLowerCase() !== "pdf") {
      // The stand-in draws PDFs only; ShipX would also print Zpl and Epl.
      return errorAnswer(400, "invalid_parameter", `The stand-in provides Pdf labels only, not ${format}.`, { format: ["invalid"] });
    }
    const typeParameter = url.searchParams.get("type");
    const chosen: StoredShipment[] = [];
    for (const id of ids) {
      const shipment = shipments.get(Number(id));
      if (!/^\d+$/.test(id) || !shipment) return notFound();
      if (shipment.status !== "confirmed") {
        return errorAnswer(400, "invalid_action", "Label is available only for confirmed shipments.", { shipment_id: [id] });
      }
      chosen.push(shipment);
    }
    // A courier shipment has no "normal" default: without a type it prints A6 (label page 18153509).
    const type = typeParameter ?? (chosen.every((shipment) => isCourierService(shipment.service)) ? "A6" : "normal");
    if (type !== "A6" && type !== "normal") return invalid({ type: ["invalid"] });
    const pdf = await labelPdf(chosen, type);
    return new Response(new Uint8Array(pdf), {
      status: 200,
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${ids.length === 1 ? `label_${ids[0]}` : "labels"}.pdf"`,
      },
    });
  }

  function track(number: string, origin: string): Response {
    const parcel = parcels.get(number);
    if (!parcel) return notFound();
    const at = FLOW.indexOf(parcel.status as (typeof FLOW)[number]);
    if (!parcel.fixed && at >= 0 && at < FLOW.length - 1) {
      parcel.status = FLOW[at + 1]!;
      parcel.history.push({ status: parcel.status, datetime: now() });
    }
    const newestFirst = [...parcel.history].reverse();
    return jsonAnswer(200, {
      tracking_number: number,
      type: isCourierService(parcel.service) ? "courier" : "parcel_locker",
      service: parcel.service,
      status: parcel.status,
      custom_attributes: {},
      tracking_details: newestFirst.map((entry) => ({
        status: entry.status,
        origin_status: entry.status.toUpperCase(),
        agency: null,
        datetime: entry.datetime,
      })),
      expected_flow: [],
      href: href(origin, `/v1/tracking/${number}`),
      created_at: parcel.created_at,
      updated_at: newestFirst[0]?.datetime ?? parcel.created_at,
    });
  }

  function dispatchOrder(body: unknown, origin: string): Response {
    if (!isObject(body)) return invalid({ _: ["invalid"] });
    const details: Details = {};
    const ids = Array.isArray(body.shipments) ? body.shipments : null;
    const chosen: StoredShipment[] = [];
    if (!ids || ids.length === 0) fail(details, "shipments", "required");
    else {
      for (const id of ids) {
        const shipment = shipments.get(Number(id));
        if (!shipment) fail(details, "shipments", "invalid");
        else if (shipment.status !== "confirmed") fail(details, "shipments", "invalid_status");
        else chosen.push(shipment);
      }
    }
    Object.assign(details, checkAddress(body.address, true));
    if (!text(body.name)) fail(details, "name", "required");
    if (!text(body.phone)) fail(details, "phone", "required");
    else if (!PHONE.test(text(body.phone))) fail(details, "phone", "invalid");
    if (text(body.email) && !EMAIL.test(text(body.email))) fail(details, "email", "invalid");
    if (body.comment !== undefined && body.comment !== null && typeof body.comment !== "string") fail(details, "comment", "invalid");
    if (Object.keys(details).length > 0) return invalid(details);
    const id = nextDispatchOrderId++;
    const created = now();
    const address = body.address as Record<string, unknown>;
    return jsonAnswer(201, {
      href: href(origin, `/v1/dispatch_orders/${id}`),
      id,
      status: "new",
      address: { id: String(id), ...address },
      shipments: chosen.map((shipment) => ({
        href: href(origin, `/v1/shipments/${shipment.id}`),
        id: shipment.id,
        tracking_number: shipment.tracking_number,
      })),
      comments: text(body.comment) ? [{ id: 1, comment: text(body.comment), created_at: created }] : [],
      created_at: created,
      updated_at: created,
    });
  }

  async function serve(request: Request, url: URL, body: unknown): Promise<Response> {
    const path = url.pathname.replace(/\/+$/, "");
    const origin = url.origin;
    const segments = path.split("/").slice(1);
    const authorized = request.headers.get("Authorization") === `Bearer ${token}`;
    const ownOrganization = (id: string | undefined) => id === organizationId;

    // Tracking needs no token in ShipX.
    if (request.method === "GET" && segments[0] === "v1" && segments[1] === "tracking" && segments.length === 3) {
      return track(decodeURIComponent(segments[2]!), origin);
    }
    if (!authorized) return unauthorized();

    if (segments[0] === "v1" && segments[1] === "organizations" && segments.length >= 4) {
      if (!ownOrganization(decodeURIComponent(segments[2]!))) {
        return errorAnswer(403, "access_forbidden", "You have no access to this organization.");
      }
      const rest = segments.slice(3).join("/");
      if (request.method === "POST" && rest === "shipments") {
        const details = checkShipment(body);
        if (Object.keys(details).length > 0) return invalid(details);
        const form = body as Record<string, unknown>;
        const list = (Array.isArray(form.parcels) ? form.parcels : [form.parcels]) as Record<string, unknown>[];
        const created = now();
        const shipment: StoredShipment = {
          id: nextShipmentId++,
          status: "created",
          service: text(form.service),
          body: form,
          parcels: list.map((parcel, index) => ({
            id: String(parcel.id ?? index + 1),
            dimensions: parcel.dimensions ?? null,
            weight: parcel.weight ?? null,
            is_non_standard: parcel.is_non_standard === true,
            tracking_number: null,
          })),
          tracking_number: null,
          created_at: created,
          updated_at: created,
        };
        shipments.set(shipment.id, shipment);
        return jsonAnswer(201, shipmentJson(shipment, origin));
      }
      if (request.method === "GET" && rest === "shipments/labels") {
        const ids = [...url.searchParams.getAll("shipment_ids[]"), ...url.searchParams.getAll("shipment_ids")];
        if (ids.length === 0) return invalid({ shipment_ids: ["required"] });
        if (ids.length > MAX_LABELS) return invalid({ shipment_ids: ["too_many"] });
        return label(url, ids);
      }
      if (request.method === "POST" && rest === "dispatch_orders") return dispatchOrder(body, origin);
      return notFound();
    }

    if (request.method === "GET" && segments[0] === "v1" && segments[1] === "shipments" && segments[2]) {
      const shipment = shipments.get(Number(segments[2]));
      if (!/^\d+$/.test(segments[2]) || !shipment) return notFound();
      if (segments.length === 3) {
        // Booked in the background: confirmed, with numbers, by the time it is read.
        if (shipment.status === "created") confirm(shipment);
        return jsonAnswer(200, shipmentJson(shipment, origin));
      }
      if (segments.length === 4 && segments[3] === "label") return label(url, [segments[2]]);
    }
    return notFound();
  }

  return {
    requests,

    async fetch(request) {
      const url = new URL(request.url);
      const raw = request.method === "GET" || request.method === "HEAD" ? "" : await request.text();
      let body: unknown = raw === "" ? null : raw;
      if (raw !== "" && (request.headers.get("Content-Type") ?? "").includes("json")) {
        try {
          body = JSON.parse(raw);
        } catch {
          const response = errorAnswer(400, "invalid_json", "Request body is not valid JSON.");
          requests.push({ method: request.method, path: url.pathname + url.search, body: raw, status: response.status });
          return response;
        }
      }
      let response: Response;
      if (failure === "unavailable") response = errorAnswer(503, "service_unavailable", "Service is temporarily unavailable.");
      else if (failure === "auth") response = unauthorized();
      else response = await serve(request, url, body);
      failure = null;
      requests.push({ method: request.method, path: url.pathname + url.search, body, status: response.status });
      return response;
    },

    setState(number, state) {
      const parcel = parcels.get(number);
      if (!parcel) return false;
      parcel.status = STATUS_FOR_STATE[state];
      parcel.fixed = true;
      parcel.history.push({ status: parcel.status, datetime: now() });
      return true;
    },

    failNext(kind) {
      failure = kind;
    },
  };
}
