/**
 * InPost ShipX (REST, JSON, Bearer token): the courier service that carries the shop's tyres, behind
 * ./carrier.ts's `Carrier`. ./stand-in/inpost.ts imitates the same endpoints for tests and development.
 *
 * Shapes come from ShipX's published documentation (dokumentacja-inpost.atlassian.net, space PL):
 * - "InPost Integration FAQ" (page 451903492): the production and sandbox hosts, Bearer token plus
 *   organization id, service `inpost_courier_standard` ("delivery by courier to the indicated address");
 * - "API ShipX" errors (page 28639229): `{status, error, message, details}`, 400 `validation_failed`
 *   whose `details` name each attribute with an array of error keys ("post_code": ["invalid_format"]);
 * - "Form validation" (page 18153492): parcels as a collection need a unique `id`, dimensions
 *   {length, width, height, unit: "mm"} ≥ 1, weight {amount, unit: "kg"}, insurance ≥ 1 PLN and
 *   required for courier services when `cod` is given;
 * - "Shipment label download" (pages 18153509, 18153510): GET /v1/shipments/:id/label and
 *   GET /v1/organizations/:id/shipments/labels?shipment_ids[]=…, format Pdf, type `normal` (the A4
 *   sheet) or `A6`; labels exist from status `confirmed` on (`invalid_action` before);
 * - "Dispatch Order" (page 18153482): POST /v1/organizations/:id/dispatch_orders;
 * - "Statuses" (page 18153478, GET /v1/statuses) and tracking (page 18153479, GET /v1/tracking/:number).
 * Request field names, the asynchronous create-then-poll flow and the multi-label query form as in
 * michalbiarda/shipx-php-sdk (src/Model/ShipmentAbstractForm.php, TransactionPartyForm.php,
 * AddressForm.php, ParcelsSimple.php, DimensionsSimple.php, WeightSimple.php, DispatchOrderForm.php,
 * src/Method/Shipment/GetLabels.php, src/Request/RequestFactory.php, tests/Integration/Client/
 * ShipmentResourceTest.php). The full status list follows /v1/statuses as public integrations record it.
 */
import {
  type Carrier,
  type CarrierConnection,
  CarrierError,
  type CreatedShipment,
  type LabelFormat,
  type OrderedPickup,
  type PickupRequest,
  type ShipmentParty,
  type ShipmentRequest,
  type TrackingReading,
  type TrackingState,
} from "./carrier";

/** ShipX's hosts (the FAQ's "API ShipX" section). */
export const INPOST_HOSTS = {
  sandbox: "https://sandbox-api-shipx-pl.easypack24.net",
  production: "https://api-shipx-pl.easypack24.net",
} as const;

/** The API token generated in InPost's Manager Paczek and the organization it belongs to. */
export interface InpostCredentials {
  token: string;
  organizationId: string;
}

/** The courier service for goods to an address; tyres do not fit a Paczkomat locker. */
export const INPOST_COURIER_SERVICE = "inpost_courier_standard";

export interface InpostOptions {
  /** The ShipX service booked (default `inpost_courier_standard`). */
  service?: string;
  /** How many times the shipment is read before giving up on its confirmation (default 10). */
  confirmAttempts?: number;
  /** The wait before each reading, ms (default 1000); tests pass 0. */
  confirmDelayMs?: number;
}

/**
 * Every status ShipX lists, in the shop's words. Waiting in a locker or point, or out with the
 * courier, is the last step before the receiver has it; failed deliveries and refusals go back to
 * the sender; `missing` (InPost cannot find it), `claimed` (a claim is open) and `canceled` (the
 * label was withdrawn) need staff.
 */
export const INPOST_STATUSES: Record<string, TrackingState> = {
  created: "created",
  offers_prepared: "created",
  offer_selected: "created",
  confirmed: "created",
  dispatched_by_sender: "in_transit",
  dispatched_by_sender_to_pok: "in_transit",
  collected_from_sender: "in_transit",
  taken_by_courier: "in_transit",
  taken_by_courier_from_pok: "in_transit",
  taken_by_courier_from_customer_service_point: "in_transit",
  adopted_at_source_branch: "in_transit",
  sent_from_source_branch: "in_transit",
  adopted_at_sorting_center: "in_transit",
  sent_from_sorting_center: "in_transit",
  adopted_at_target_branch: "in_transit",
  readdressed: "in_transit",
  redirect_to_box: "in_transit",
  canceled_redirect_to_box: "in_transit",
  permanently_redirected_to_box_machine: "in_transit",
  permanently_redirected_to_customer_service_point: "in_transit",
  delay_in_delivery: "in_transit",
  oversized: "in_transit",
  avizo: "in_transit",
  courier_avizo_in_customer_service_point: "in_transit",
  unstack_from_box_machine: "in_transit",
  unstack_from_customer_service_point: "in_transit",
  out_for_delivery: "out_for_delivery",
  out_for_delivery_to_address: "out_for_delivery",
  ready_to_pickup: "out_for_delivery",
  ready_to_pickup_from_pok: "out_for_delivery",
  ready_to_pickup_from_pok_registered: "out_for_delivery",
  ready_to_pickup_from_branch: "out_for_delivery",
  stack_in_box_machine: "out_for_delivery",
  stack_in_customer_service_point: "out_for_delivery",
  pickup_reminder_sent: "out_for_delivery",
  pickup_reminder_sent_address: "out_for_delivery",
  delivered: "delivered",
  returned_to_sender: "returned",
  return_pickup_confirmation_to_sender: "returned",
  rejected_by_receiver: "returned",
  undelivered: "returned",
  undelivered_wrong_address: "returned",
  undelivered_incomplete_address: "returned",
  undelivered_unknown_receiver: "returned",
  undelivered_cod_cash_receiver: "returned",
  undelivered_no_mailbox: "returned",
  undelivered_not_live_address: "returned",
  undelivered_lack_of_access_letterbox: "returned",
  pickup_time_expired: "returned",
  stack_parcel_pickup_time_expired: "returned",
  stack_parcel_in_box_machine_pickup_time_expired: "returned",
  missing: "lost",
  claimed: "lost",
  canceled: "lost",
};

/** A status ShipX adds later is not an end: the parcel waits for the next reading as if on its way. */
export function inpostTrackingState(status: string): TrackingState {
  return INPOST_STATUSES[status] ?? "in_transit";
}

// ── Request bodies ──────────────────────────────────────────────────────────────────────────────

interface ShipxAddress {
  street: string;
  building_number: string;
  city: string;
  post_code: string;
  country_code: string;
}

interface ShipxPeer {
  company_name?: string;
  first_name?: string;
  last_name?: string;
  email: string;
  phone: string;
  address: ShipxAddress;
}

/** ShipX wants 9 national digits: spaces, dashes and a +48 / 0048 prefix are dropped. */
export function shipxPhone(phone: string): string {
  const digits = phone.replace(/[\s()-]/g, "");
  return digits.replace(/^(\+48|0048)(?=\d{9}$)/, "");
}

/** "00950" → "00-950"; anything else as written, for ShipX to judge. */
export function shipxPostCode(postalCode: string): string {
  const trimmed = postalCode.trim();
  return /^\d{5}$/.test(trimmed) ? `${trimmed.slice(0, 2)}-${trimmed.slice(2)}` : trimmed;
}

function shipxAddress(party: ShipmentParty): ShipxAddress {
  return {
    street: party.street.trim(),
    building_number: party.buildingNumber.trim(),
    city: party.city.trim(),
    post_code: shipxPostCode(party.postalCode),
    country_code: party.countryCode.trim().toUpperCase(),
  };
}

function shipxPeer(party: ShipmentParty): ShipxPeer {
  // ShipX takes a person's name in two fields: the last word is the surname.
  const words = party.name.trim().split(/\s+/).filter(Boolean);
  const lastName = words.length > 1 ? words.pop() : undefined;
  const peer: ShipxPeer = { email: party.email.trim(), phone: shipxPhone(party.phone), address: shipxAddress(party) };
  if (party.companyName?.trim()) peer.company_name = party.companyName.trim();
  if (words.length > 0) peer.first_name = words.join(" ");
  if (lastName) peer.last_name = lastName;
  return peer;
}

/** Grosze to złoty, as ShipX's decimal amounts. */
const zloty = (grosze: number) => Math.round(grosze) / 100;
/** Centimetres to ShipX's millimetres. */
const millimetres = (cm: number) => Math.round(cm * 10);

export function shipxShipmentBody(request: ShipmentRequest, service: string) {
  const body: Record<string, unknown> = {
    service,
    reference: request.reference,
    comments: request.content,
    receiver: shipxPeer(request.receiver),
    sender: shipxPeer(request.sender),
    // A collection of parcels needs an id unique in the request (Form validation, Parcels Simple Form).
    parcels: request.parcels.map((parcel, index) => ({
      id: String(index + 1),
      dimensions: {
        length: millimetres(parcel.lengthCm),
        width: millimetres(parcel.widthCm),
        height: millimetres(parcel.heightCm),
        unit: "mm",
      },
      weight: { amount: Math.round(parcel.weightKg * 1000) / 1000, unit: "kg" },
      is_non_standard: false,
    })),
    additional_services: [] as string[],
  };
  // Courier services insist on insurance when collecting cash, at least the amount collected.
  const insured = Math.max(request.insuredGross, request.codGross ?? 0);
  if (insured > 0) body.insurance = { amount: Math.max(1, zloty(insured)), currency: "PLN" };
  if (request.codGross !== null && request.codGross > 0) body.cod = { amount: zloty(request.codGross), currency: "PLN" };
  return body;
}

// ── Errors ──────────────────────────────────────────────────────────────────────────────────────

interface ShipxError {
  status?: number;
  error?: string;
  message?: string;
  description?: string;
  details?: unknown;
}

/**
 * ShipX's `details` as "path: key" lines. Attributes map to arrays of error keys; a nested form's
 * errors sit as objects inside the array ({"receiver": [{"address": [{"post_code": ["invalid"]}]}]}).
 */
export function flattenShipxDetails(details: unknown, path = ""): string[] {
  if (details === null || details === undefined) return [];
  if (typeof details === "string" || typeof details === "number") return [path ? `${path}: ${details}` : String(details)];
  if (Array.isArray(details)) return details.flatMap((item) => flattenShipxDetails(item, path));
  if (typeof details === "object") {
    return Object.entries(details as Record<string, unknown>).flatMap(([key, value]) =>
      flattenShipxDetails(value, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

const PARTY = { receiver: "odbiorcy", sender: "nadawcy" } as const;

/** One Polish sentence for one refused attribute ("receiver.address.post_code: invalid_format"). */
function polishSentence(line: string): string {
  const [rawPath = "", key = ""] = line.split(": ");
  // Parcel ids and array positions say nothing to staff: "parcels.2.dimensions.length" → "parcels.dimensions.length".
  const path = rawPath
    .split(".")
    .filter((part) => !/^\d+$/.test(part))
    .join(".");
  const missing = key === "required" || key === "blank";
  const partyKey = path.split(".")[0];
  const party = partyKey === "receiver" || partyKey === "sender" ? PARTY[partyKey] : null;
  const field = path.split(".").pop() ?? "";
  if (party) {
    switch (field) {
      case "post_code":
        return missing ? `Brak kodu pocztowego ${party}.` : `Kod pocztowy ${party} jest nieprawidłowy.`;
      case "phone":
        return missing ? `Brak numeru telefonu ${party}.` : `Numer telefonu ${party} jest nieprawidłowy (InPost wymaga 9 cyfr).`;
      case "email":
        return missing ? `Brak adresu e-mail ${party}.` : `Adres e-mail ${party} jest nieprawidłowy.`;
      case "city":
        return missing ? `Brak miejscowości w adresie ${party}.` : `Miejscowość w adresie ${party} jest nieprawidłowa.`;
      case "street":
        return missing ? `Brak ulicy w adresie ${party}.` : `Ulica w adresie ${party} jest nieprawidłowa.`;
      case "building_number":
        return missing ? `Brak numeru budynku w adresie ${party}.` : `Numer budynku w adresie ${party} jest nieprawidłowy.`;
      case "country_code":
        return `Kraj w adresie ${party} jest nieprawidłowy.`;
      case "first_name":
      case "last_name":
      case "company_name":
      case "name":
        return `Imię i nazwisko lub nazwa firmy ${party} są nieprawidłowe.`;
      default:
        return `Dane ${party} są nieprawidłowe.`;
    }
  }
  if (path === "service") return "Usługa kurierska InPost jest nieznana lub niedostępna dla tego konta.";
  if (path.startsWith("parcels.dimensions")) return "Wymiary paczki są nieprawidłowe.";
  if (path.startsWith("parcels.weight")) return "Waga paczki jest nieprawidłowa.";
  if (path.startsWith("parcels")) return "Dane paczek są nieprawidłowe.";
  if (path.startsWith("cod")) return "Kwota pobrania jest nieprawidłowa.";
  if (path.startsWith("insurance")) return "Kwota ubezpieczenia jest nieprawidłowa.";
  if (path.startsWith("reference")) return "Numer referencyjny przesyłki jest nieprawidłowy.";
  if (path.startsWith("shipment")) return "InPost nie zna co najmniej jednej z przesyłek albo nie jest ona jeszcze opłacona.";
  if (path.startsWith("address")) return "Adres odbioru paczek jest nieprawidłowy.";
  if (path.startsWith("phone")) return "Numer telefonu do kuriera jest nieprawidłowy (InPost wymaga 9 cyfr).";
  if (path.startsWith("email")) return "Adres e-mail do kuriera jest nieprawidłowy.";
  if (path.startsWith("name")) return "Brak nazwy nadawcy w zamówieniu kuriera.";
  return `InPost odrzucił pole ${rawPath || "zlecenia"}.`;
}

export function shipxValidationMessage(details: string[]): string {
  const sentences = [...new Set(details.map(polishSentence))];
  return sentences.length > 0 ? sentences.join(" ") : "InPost odrzucił dane przesyłki.";
}

async function carrierErrorFrom(response: Response): Promise<CarrierError> {
  let body: ShipxError = {};
  try {
    body = (await response.json()) as ShipxError;
  } catch {
    // A gateway's HTML page or an empty body: the status alone decides.
  }
  const code = body.error ?? "";
  const details = flattenShipxDetails(body.details);
  const status = response.status;
  if (status === 401 || status === 403) {
    return new CarrierError("inpost", "auth", "InPost odrzucił token API lub identyfikator organizacji – sprawdź dane dostępowe ShipX.", [
      `${status} ${code}`.trim(),
    ]);
  }
  if (status === 404) {
    return new CarrierError("inpost", "not_found", "InPost nie zna tej przesyłki.", [`${status} ${code}`.trim(), ...details]);
  }
  if (status >= 500 || status === 429) {
    return new CarrierError("inpost", "unavailable", "InPost chwilowo nie odpowiada – spróbuj ponownie za kilka minut.", [
      `${status} ${code}`.trim(),
    ]);
  }
  if (code === "validation_failed") return new CarrierError("inpost", "invalid", shipxValidationMessage(details), details);
  if (code === "invalid_action") {
    return new CarrierError("inpost", "invalid", "InPost nie pozwala jeszcze na tę operację – przesyłka nie jest potwierdzona.", [
      code,
      ...details,
    ]);
  }
  const said = body.message ?? body.description;
  return new CarrierError("inpost", "invalid", `InPost odrzucił żądanie (${code || status}).`, [
    `${status} ${code}`.trim(),
    ...(said ? [said] : []),
    ...details,
  ]);
}

// ── The client ──────────────────────────────────────────────────────────────────────────────────

interface ShipxParcel {
  id?: string | number | null;
  tracking_number?: string | null;
}

interface ShipxShipment {
  id: number | string;
  status: string;
  tracking_number?: string | null;
  parcels?: ShipxParcel[];
}

interface ShipxTracking {
  tracking_number: string;
  status: string;
  tracking_details?: { status: string; datetime?: string | null }[];
  updated_at?: string | null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function inpostCarrier(connection: CarrierConnection<InpostCredentials>, options: InpostOptions = {}): Carrier {
  const base = connection.baseUrl.replace(/\/+$/, "");
  const { token, organizationId } = connection.credentials;
  const organization = encodeURIComponent(organizationId);
  const service = options.service ?? INPOST_COURIER_SERVICE;
  const attempts = Math.max(1, options.confirmAttempts ?? 10);
  const delayMs = options.confirmDelayMs ?? 1000;

  /** One exchange; a refusal becomes a CarrierError, the network's failure "unavailable". */
  async function call(method: string, path: string, init: { body?: unknown; authorized?: boolean; accept?: string } = {}) {
    const headers = new Headers({ Accept: init.accept ?? "application/json" });
    // Tracking is public in ShipX: the token goes only where it is needed.
    if (init.authorized !== false) headers.set("Authorization", `Bearer ${token}`);
    if (init.body !== undefined) headers.set("Content-Type", "application/json");
    let response: Response;
    try {
      response = await connection.fetch(
        new Request(`${base}${path}`, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) }),
      );
    } catch (error) {
      // The network's message (never the request, which carries the token) is kept for the log.
      throw new CarrierError("inpost", "unavailable", "Nie udało się połączyć z InPost – spróbuj ponownie za kilka minut.", [
        error instanceof Error ? error.message : String(error),
      ]);
    }
    if (!response.ok) throw await carrierErrorFrom(response);
    return response;
  }

  async function json<T>(method: string, path: string, init?: { body?: unknown; authorized?: boolean }): Promise<T> {
    const response = await call(method, path, init);
    try {
      return (await response.json()) as T;
    } catch {
      throw new CarrierError("inpost", "unavailable", "InPost odpowiedział w nieoczekiwany sposób – spróbuj ponownie.", [
        `${response.status} not JSON`,
      ]);
    }
  }

  /**
   * Tracking numbers in the request's parcel order (by the parcel ids sent, else as listed), once
   * ShipX has given the shipment its number and every parcel one; null while any is missing.
   */
  function trackingNumbersOf(shipment: ShipxShipment, parcels: number): string[] | null {
    if (!shipment.tracking_number) return null;
    const listed = shipment.parcels ?? [];
    const numbers: string[] = [];
    for (let index = 0; index < parcels; index++) {
      const parcel = listed.find((candidate) => String(candidate.id) === String(index + 1)) ?? listed[index];
      const number = parcel?.tracking_number ?? (parcels === 1 ? shipment.tracking_number : null);
      if (!number) return null;
      numbers.push(number);
    }
    return numbers;
  }

  return {
    id: "inpost",

    async createShipment(request) {
      const created = await json<ShipxShipment>("POST", `/v1/organizations/${organization}/shipments`, {
        body: shipxShipmentBody(request, service),
      });
      const id = String(created.id);
      // ShipX books asynchronously: the shipment is "created" first, "confirmed" with numbers later.
      for (let attempt = 0; attempt < attempts; attempt++) {
        if (delayMs > 0) await sleep(delayMs);
        const shipment = await json<ShipxShipment>("GET", `/v1/shipments/${encodeURIComponent(id)}`);
        const numbers = shipment.status === "confirmed" ? trackingNumbersOf(shipment, request.parcels.length) : null;
        if (numbers) return { carrierShipmentId: id, trackingNumbers: numbers } satisfies CreatedShipment;
      }
      throw new CarrierError(
        "inpost",
        "unavailable",
        `InPost przyjął przesyłkę ${id}, ale jej nie potwierdził – sprawdź ją w Managerze Paczek albo spróbuj ponownie później.`,
        [`shipment ${id} not confirmed after ${attempts} readings`],
      );
    },

    async labels(ids, format: LabelFormat) {
      if (ids.length === 0) throw new CarrierError("inpost", "invalid", "Nie wskazano przesyłek do wydruku etykiet.");
      // ShipX's A4 sheet is its "normal" label type.
      const type = format === "A6" ? "A6" : "normal";
      const path =
        ids.length === 1
          ? `/v1/shipments/${encodeURIComponent(ids[0]!)}/label?format=Pdf&type=${type}`
          : `/v1/organizations/${organization}/shipments/labels?format=Pdf&type=${type}&${ids
              .map((id) => `shipment_ids[]=${encodeURIComponent(id)}`)
              .join("&")}`;
      const response = await call("GET", path, { accept: "application/pdf" });
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (new TextDecoder().decode(bytes.subarray(0, 5)) !== "%PDF-") {
        throw new CarrierError("inpost", "unavailable", "InPost nie zwrócił etykiety w formacie PDF – spróbuj ponownie.", [
          response.headers.get("Content-Type") ?? "no content type",
        ]);
      }
      return bytes;
    },

    async orderPickup(request: PickupRequest): Promise<OrderedPickup> {
      const place = request.address;
      // A dispatch order has no date of its own: the courier comes on the next working day, so the
      // shop's day and window go to the courier in the comment.
      const comment = `Odbiór ${request.day} w godz. ${request.from}–${request.to}; paczek: ${request.parcels}, łącznie ${request.weightKg} kg.`;
      const order = await json<{ id: number | string }>("POST", `/v1/organizations/${organization}/dispatch_orders`, {
        body: {
          shipments: request.carrierShipmentIds.map((id) => (/^\d+$/.test(id) ? Number(id) : id)),
          name: (place.companyName ?? place.name).trim(),
          phone: shipxPhone(place.phone),
          email: place.email.trim(),
          comment,
          address: shipxAddress(place),
        },
      });
      return { pickupId: String(order.id) };
    },

    async track(numbers) {
      const readings: TrackingReading[] = [];
      for (const number of numbers) {
        let tracking: ShipxTracking;
        try {
          tracking = await json<ShipxTracking>("GET", `/v1/tracking/${encodeURIComponent(number)}`, { authorized: false });
        } catch (error) {
          // An unknown number is left out, as the interface promises; anything else is the caller's to see.
          if (error instanceof CarrierError && error.kind === "not_found") continue;
          throw error;
        }
        const detail = tracking.tracking_details?.find((entry) => entry.status === tracking.status) ?? tracking.tracking_details?.[0];
        const when = Date.parse(detail?.datetime ?? tracking.updated_at ?? "");
        readings.push({
          trackingNumber: tracking.tracking_number ?? number,
          state: inpostTrackingState(tracking.status),
          carrierStatus: tracking.status,
          at: Number.isNaN(when) ? null : when,
        });
      }
      return readings;
    },
  };
}
