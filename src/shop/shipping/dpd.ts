/**
 * DPD Polska's client (issue 36): its SOAP web services behind the shop's Carrier interface.
 *
 * - DPDPackageObjServices (namespace http://dpdservices.dpd.com.pl/): generatePackagesNumbersV4
 *   (openUMLFeV3 → packagesGenerationResponseV2) books one package of N parcels,
 *   generateSpedLabelsV4 (dpdServicesParamsV1 → documentGenerationResponseV1) prints the labels,
 *   packagesPickupCallV4 (dpdPickupParamsV3 → packagesPickupCallResponseV3) orders the courier.
 *   authDataV1 = login, masterFid, password.
 * - DPDInfoServices (namespace http://events.dpdinfoservices.dpd.com.pl/): getEventsForWaybillV1
 *   (waybill, eventsSelectType ONLY_LAST | ALL, language → customerEventsResponseV3, events newest
 *   first). Its authDataV1 is channel, login, password: DPD gives a "channel" with the info
 *   services access, usually the master FID, which is the default here.
 *
 * Units as DPD wants them: weight in kg (decimal), sizeX/sizeY/sizeZ in whole cm, postal codes as
 * five digits without the dash, COD and declared value as an amount in PLN with currency PLN.
 * The pickup call does not need a handover protocol (generateProtocol), so none is generated.
 *
 * Shapes come from the WSDL as published code generated from it shows it: the Axis stubs of
 * piatekdawid/dpd-services-integration-pl (element names, order, enums StatusDGREnumV1,
 * ValidationStatusPGREnumV1, StatusPCREnumV1, PolicyDSPEnumV1, OutputDocPageFormatDSPEnumV1,
 * OutputLabelTypeEnumV1), the phpro types of t3ko/dpd-pl-api-php (PackagesGenerationResponseV2,
 * CustomerEventV3, the endpoints), DPDInfoServices samples in public clients (the "Access denied to
 * secured webserwis method" fault, the channel, dpdinfoservicesdemo) and DPD's "DPDServices /
 * DPDInfoServices – specyfikacja biznesowa". Validation error codes (INCORRECT_RECEIVER_POSTAL_CODE,
 * INCORRECT_WEIGHT…) and the business event codes (030103 registered, 040101 collected, 170101
 * out for delivery, 190101 delivered, 230403 returned, 230310 discarded…) come from public
 * integrations that map them (BitBag's Shopware DPD app, shwrm tracking's DPDBusinessCodes).
 */
import { XMLParser } from "fast-xml-parser";
import { warsawOffsetMinutes } from "../../common/i18n/calendar";
import { escapeXml } from "../../common/encoding";
import {
  type Carrier,
  type CarrierConnection,
  CarrierError,
  type CarrierErrorKind,
  type CreatedShipment,
  type LabelFormat,
  type OrderedPickup,
  type PickupRequest,
  type ShipmentParty,
  type ShipmentRequest,
  type TrackingReading,
  type TrackingState,
} from "./carrier";

export const DPD_PACKAGE_SERVICES_PATH = "/DPDPackageObjServicesService/DPDPackageObjServices";
export const DPD_INFO_SERVICES_PATH = "/DPDInfoServicesObjEventsService/DPDInfoServicesObjEvents";
export const DPD_PACKAGE_NAMESPACE = "http://dpdservices.dpd.com.pl/";
export const DPD_INFO_NAMESPACE = "http://events.dpdinfoservices.dpd.com.pl/";

/** The two services' URLs per environment (the info services' demo host answers only demo accounts). */
export const DPD_HOSTS = {
  demo: {
    packageServicesUrl: `https://dpdservicesdemo.dpd.com.pl${DPD_PACKAGE_SERVICES_PATH}`,
    infoServicesUrl: `https://dpdinfoservicesdemo.dpd.com.pl${DPD_INFO_SERVICES_PATH}`,
  },
  production: {
    packageServicesUrl: `https://dpdservices.dpd.com.pl${DPD_PACKAGE_SERVICES_PATH}`,
    infoServicesUrl: `https://dpdinfoservices.dpd.com.pl${DPD_INFO_SERVICES_PATH}`,
  },
} as const;

/** DPD's heaviest standard parcel, kg (heavier goes as a pallet, which the shop never sends). */
export const DPD_MAX_PARCEL_WEIGHT_KG = 31.5;

export interface DpdCredentials {
  login: string;
  password: string;
  /** The master FID (client number) the login belongs to; also the sender's and the payer's FID. */
  masterFid: string;
  /** DPDInfoServices' channel, when DPD gave one other than the master FID. */
  infoChannel?: string;
}

/**
 * How the client reaches DPD: `baseUrl` is the package services' full URL and `infoBaseUrl` the
 * info services' (DPD_HOSTS.demo / .production, or the stand-in's origin plus DPD_*_PATH).
 */
export type DpdConnection = CarrierConnection<DpdCredentials> & { infoBaseUrl: string };

export interface DpdOptions {
  /** Milliseconds one call may take (default 15 s; labels for many parcels take a while). */
  timeoutMs?: number;
  /** How much history a tracking call asks for: the latest event is all the shop reads (default). */
  eventsSelectType?: "ONLY_LAST" | "ALL";
}

// ── Answers ─────────────────────────────────────────────────────────────────────────────────────

const ARRAYS = new Set(["Package", "Parcel", "ValidationInfo", "packages", "parcels", "eventsList", "eventDataList"]);
const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => ARRAYS.has(name),
});

type Node = Record<string, unknown>;

function node(value: unknown): Node {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Node) : {};
}
function list(value: unknown): Node[] {
  return Array.isArray(value) ? value.map(node) : value === undefined || value === "" ? [] : [node(value)];
}
function text(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

/** A validation message DPD gives for a package or a parcel. */
interface DpdValidation {
  errorId: string;
  errorCode: string;
  fieldNames: string;
  info: string;
}

/** Polish sentences for DPD's validation codes (ValidationInfo.ErrorCode) staff can act on. */
const VALIDATION_MESSAGES: Record<string, string> = {
  INCORRECT_RECEIVER_POSTAL_CODE: "Kod pocztowy odbiorcy jest nieprawidłowy.",
  INCORRECT_SENDER_POSTAL_CODE: "Kod pocztowy nadawcy jest nieprawidłowy.",
  INCORRECT_RECEIVER_ADDRESS: "Adres odbiorcy jest nieprawidłowy.",
  INCORRECT_RECEIVER_CITY: "Miejscowość odbiorcy jest nieprawidłowa.",
  INCORRECT_RECEIVER_PHONE: "Numer telefonu odbiorcy jest nieprawidłowy.",
  INCORRECT_RECEIVER_NAME: "Brakuje imienia i nazwiska lub firmy odbiorcy.",
  INCORRECT_SENDER_ADDRESS: "Adres nadawcy (magazynu) jest nieprawidłowy.",
  INCORRECT_PAYER_FID: "Numer klienta DPD (FID) płatnika jest nieprawidłowy.",
  INCORRECT_WEIGHT: `Waga paczki jest nieprawidłowa: DPD przyjmuje paczki od 0,01 do ${String(DPD_MAX_PARCEL_WEIGHT_KG).replace(".", ",")} kg.`,
  SIZE_X_OUT_OF_RANGE: "Długość paczki przekracza limit DPD.",
  SIZE_Y_OUT_OF_RANGE: "Szerokość paczki przekracza limit DPD.",
  SIZE_Z_OUT_OF_RANGE: "Wysokość paczki przekracza limit DPD.",
  INCORRECT_COD_AMOUNT: "Kwota pobrania jest nieprawidłowa.",
  INCORRECT_COD_CURRENCY: "DPD przyjmuje pobranie tylko w złotych (PLN).",
  COD_CURRENCY_NOT_AVAILABLE_FOR_COUNTRY: "DPD nie przyjmuje pobrania w tej walucie.",
  COD_IS_NOT_AVAILABLE_FOR_POSTAL_CODE: "DPD nie obsługuje pobrania pod tym kodem pocztowym.",
  INCORRECT_DECLARED_VALUE_AMOUNT: "Zadeklarowana wartość przesyłki jest nieprawidłowa.",
};

/** Package-level statuses (ValidationStatusPGREnumV1) that are not about one field. */
const STATUS_MESSAGES: Record<string, string> = {
  INCORRECT_DATA: "DPD odrzuciło dane przesyłki.",
  NOT_PROCESSED: "DPD nie przetworzyło przesyłki: popraw dane i spróbuj ponownie.",
  DUPLICATED_PACKAGE_SEARCH_KEY: "DPD ma już przesyłkę z tym numerem referencyjnym.",
  DUPLICATED_PARCEL_SEARCH_KEY: "DPD ma już paczkę z tym numerem referencyjnym.",
  DUPLICATED_WAYBILL: "DPD ma już list przewozowy o tym numerze.",
  UNSUPPORTED_LANG_CODE: "DPD nie obsługuje wskazanego języka komunikatów.",
};

/** Pickup-call statuses (StatusPCREnumV1). */
const PICKUP_MESSAGES: Record<string, string> = {
  INCORRECT_PICKUP_ADDRESS_POSTAL_CODE: "Kod pocztowy adresu odbioru jest nieprawidłowy.",
  INCORRECT_PICKUP_ADDRESS_ADDRESS: "Ulica adresu odbioru jest nieprawidłowa.",
  INCORRECT_PICKUP_ADDRESS_CITY: "Miejscowość adresu odbioru jest nieprawidłowa.",
  INCORRECT_PICKUP_ADDRESS_NAME: "Nazwa nadawcy w adresie odbioru jest nieprawidłowa.",
  INCORRECT_PICKUP_ADDRESS_COMPANY: "Firma w adresie odbioru jest nieprawidłowa.",
  INCORRECT_PICKUP_ADDRESS_COUNTRY: "Kraj adresu odbioru jest nieprawidłowy.",
  INCORRECT_PICKUP_ADDRESS_EMAIL: "Adres e-mail nadawcy jest nieprawidłowy.",
  INCORRECT_PICKUP_ADDRESS_PHONE: "Telefon nadawcy jest nieprawidłowy.",
  INCORRECT_PICKUP_ADDRESS_FID: "Numer klienta DPD (FID) w zamówieniu kuriera jest nieprawidłowy.",
  RANGE_NOT_AVAILABLE_TEMPORARILY: "DPD nie przyjmuje zamówień kuriera na ten dzień i godziny: wybierz inny termin.",
  NOT_PROCESSED: "DPD nie przyjęło zamówienia kuriera: sprawdź dzień, godziny i liczbę paczek.",
};

function validationMessage(validation: DpdValidation): string | null {
  const known = VALIDATION_MESSAGES[validation.errorCode];
  if (known) return known;
  // Codes this table does not name still say which field is wrong.
  const field = validation.fieldNames.toLowerCase();
  const who = field.includes("sender") ? "nadawcy" : "odbiorcy";
  if (field.includes("postalcode")) return `Kod pocztowy ${who} jest nieprawidłowy.`;
  if (field.includes("phone")) return `Numer telefonu ${who} jest nieprawidłowy.`;
  if (field.includes("weight")) return VALIDATION_MESSAGES.INCORRECT_WEIGHT!;
  return null;
}

function validationsOf(holder: Node): DpdValidation[] {
  return list(node(holder.ValidationDetails).ValidationInfo).map((info) => ({
    errorId: text(info.ErrorId),
    errorCode: text(info.ErrorCode),
    fieldNames: text(info.FieldNames),
    info: text(info.Info),
  }));
}

/** A SOAP fault's words, or null when the body is not one. */
function soapFault(body: Node): { code: string; text: string; detail: Node } | null {
  const fault = body.Fault;
  if (fault === undefined) return null;
  const parts = node(fault);
  return { code: text(parts.faultcode), text: text(parts.faultstring), detail: node(parts.detail) };
}

/** DPD answers refused credentials with a fault: DeniedAccessWSException, or "Access denied to secured webserwis method". */
function isAuthFault(fault: { text: string; detail: Node }): boolean {
  return (
    "DeniedAccessWSException" in fault.detail ||
    /access denied|login failed|incorrect login|niepoprawny login|authentication|authoriz|DeniedAccess/i.test(fault.text)
  );
}

// ── Requests ────────────────────────────────────────────────────────────────────────────────────

function element(name: string, value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  return `<${name}>${escapeXml(String(value))}</${name}>`;
}

function envelope(namespace: string, operation: string, body: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ns="${namespace}">` +
    `<soapenv:Header/><soapenv:Body><ns:${operation}>${body}</ns:${operation}></soapenv:Body></soapenv:Envelope>`
  );
}

/** "00-950" → "00950": DPD wants the digits only. */
export function dpdPostalCode(postalCode: string): string {
  return postalCode.replace(/[\s-]/g, "");
}

/** Grosze → "123.45" złotych, the amount DPD's services take. */
function zloty(grosze: number): string {
  return (Math.round(grosze) / 100).toFixed(2);
}

function kilograms(weightKg: number): string {
  return String(Math.round(weightKg * 100) / 100);
}

function address(party: ShipmentParty, fid: string | null): string {
  // The order of elements is the WSDL's (packageAddressOpenUMLFeV1).
  return (
    element("address", `${party.street} ${party.buildingNumber}`.trim()) +
    element("city", party.city) +
    element("company", party.companyName) +
    element("countryCode", party.countryCode) +
    element("email", party.email) +
    element("fid", fid) +
    element("name", party.name) +
    element("phone", party.phone.replace(/\s/g, "")) +
    element("postalCode", dpdPostalCode(party.postalCode))
  );
}

// ── Tracking ────────────────────────────────────────────────────────────────────────────────────

/** DPD's business event codes (customerEventV3.businessCode) and what they mean for the shop. */
const EVENT_STATES: Record<string, TrackingState> = {
  // Registered: the shipment's data reached DPD, no courier has it yet.
  "030103": "created",
  // Collection request postponed or cancelled: still at the sender's.
  "040501": "created",
  "040502": "created",
  "040503": "created",
  "040504": "created",
  "040505": "created",
  "040601": "created",
  "040602": "created",
  "040603": "created",
  "040604": "created",
  "040605": "created",
  "654321": "created",
  // Collected by the courier, at a depot, sorted, stored, transferred.
  "040101": "in_transit",
  "040102": "in_transit",
  "050101": "in_transit",
  "050102": "in_transit",
  "110302": "in_transit",
  "120100": "in_transit",
  "120101": "in_transit",
  "120102": "in_transit",
  "120103": "in_transit",
  "120104": "in_transit",
  "150301": "in_transit",
  "160101": "in_transit",
  "160102": "in_transit",
  "160103": "in_transit",
  "160202": "in_transit",
  "160501": "in_transit",
  "160502": "in_transit",
  "160503": "in_transit",
  "220101": "in_transit",
  "230101": "in_transit",
  "230402": "in_transit",
  "230405": "in_transit",
  "320201": "in_transit",
  "320202": "in_transit",
  "330135": "in_transit",
  "330137": "in_transit",
  "370101": "in_transit",
  "410135": "in_transit",
  // Released for delivery, or waiting at a pickup point for the receiver.
  "170101": "out_for_delivery",
  "170102": "out_for_delivery",
  "170501": "out_for_delivery",
  "502300": "out_for_delivery",
  "511201": "out_for_delivery",
  "511901": "out_for_delivery",
  "600103": "out_for_delivery",
  "703201": "out_for_delivery",
  // Delivered to the receiver (at the door or at a pickup point).
  "190101": "delivered",
  "190102": "delivered",
  "190103": "delivered",
  "190104": "delivered",
  "190105": "delivered",
  "190201": "delivered",
  "190202": "delivered",
  "190203": "delivered",
  "190204": "delivered",
  "190205": "delivered",
  "501300": "delivered",
  "501304": "delivered",
  "501340": "delivered",
  "701901": "delivered",
  // Going back to the sender.
  "230403": "returned",
  "230408": "returned",
  "500610": "returned",
  "500611": "returned",
  "500612": "returned",
  "500614": "returned",
  "500615": "returned",
  "500616": "returned",
  "500617": "returned",
  "500624": "returned",
  "500629": "returned",
  "500630": "returned",
  "500633": "returned",
  "500635": "returned",
  "500637": "returned",
  "500639": "returned",
  "500642": "returned",
  "500649": "returned",
  "500661": "returned",
  "500684": "returned",
  "500685": "returned",
  // Discarded: DPD cannot deliver it any more.
  "230310": "lost",
};

/**
 * The shop's state for a DPD event: the table above, else the code's family (1901/1902
 * delivered, 1701 out for delivery, 5006 returned), else its words; any other event means the
 * parcel is in DPD's hands (failed delivery attempts included: DPD tries again).
 */
export function dpdTrackingState(businessCode: string, description: string): TrackingState {
  const known = EVENT_STATES[businessCode];
  if (known) return known;
  const family = businessCode.slice(0, 4);
  if (family === "1901" || family === "1902") return "delivered";
  if (family === "1701") return "out_for_delivery";
  if (family === "5006") return "returned";
  if (/zagubi|zagin|utracon|zniszczon|\blost\b|destroyed/i.test(description)) return "lost";
  if (/zwrot|do nadawcy|returned/i.test(description)) return "returned";
  if (/doręczon|delivered/i.test(description) && !/nie ?doręcz|not delivered/i.test(description)) return "delivered";
  return "in_transit";
}

/** DPD's event time ("2026-05-17T12:15:30.123", Warsaw wall clock, no offset) as ms since epoch. */
export function dpdEventTime(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s, ms] = match;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0), Number((ms ?? "0").padEnd(3, "0")));
  if (/(Z|[+-]\d{2}:?\d{2})$/.test(value)) return Date.parse(value);
  // The offset Warsaw had at that wall-clock time (checked at the guess, then once more across a change).
  let at = wall - warsawOffsetMinutes(wall) * 60_000;
  at = wall - warsawOffsetMinutes(at) * 60_000;
  return at;
}

// ── The client ──────────────────────────────────────────────────────────────────────────────────

export function dpdCarrier(connection: DpdConnection, options: DpdOptions = {}): Carrier {
  const { credentials } = connection;
  const timeoutMs = options.timeoutMs ?? 15_000;

  const packageAuth =
    "<authDataV1>" +
    element("login", credentials.login) +
    element("masterFid", credentials.masterFid) +
    element("password", credentials.password) +
    "</authDataV1>";
  const infoAuth =
    "<authDataV1>" +
    element("channel", credentials.infoChannel || credentials.masterFid) +
    element("login", credentials.login) +
    element("password", credentials.password) +
    "</authDataV1>";

  const fail = (kind: CarrierErrorKind, message: string, details: string[] = []) => new CarrierError("dpd", kind, message, details);

  /** One SOAP call; the Body's first element's `return`, or a CarrierError (the password never in it). */
  async function call(url: string, namespace: string, operation: string, body: string): Promise<Node> {
    let response: Response;
    let answer: string;
    try {
      response = await connection.fetch(
        new Request(url, {
          method: "POST",
          headers: { "Content-Type": "text/xml; charset=utf-8", SOAPAction: '""' },
          body: envelope(namespace, operation, body),
          signal: AbortSignal.timeout(timeoutMs),
        }),
      );
      answer = await response.text(); // a timeout may strike while the body is still arriving
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw fail(
        "unavailable",
        timedOut
          ? "DPD nie odpowiedziało w wyznaczonym czasie. Spróbuj ponownie za chwilę."
          : "Nie udało się połączyć z DPD. Spróbuj ponownie za chwilę.",
        [`${operation}: ${timedOut ? "timeout" : "network error"}`],
      );
    }
    let parsed: Node = {};
    try {
      parsed = node(parser.parse(answer));
    } catch {
      parsed = {};
    }
    const soapBody = node(node(parsed.Envelope).Body);
    const fault = soapFault(soapBody);
    if (fault && isAuthFault(fault)) {
      throw fail("auth", "DPD odrzuciło dane logowania (login, hasło lub numer FID). Sprawdź je w ustawieniach przewoźnika.", [
        `${operation}: ${fault.text}`,
      ]);
    }
    if (response.status === 401 || response.status === 403) {
      throw fail("auth", "DPD odrzuciło dane logowania (login, hasło lub numer FID). Sprawdź je w ustawieniach przewoźnika.", [
        `${operation}: HTTP ${response.status}`,
      ]);
    }
    if (response.status >= 500 && !fault) {
      throw fail("unavailable", "Serwis DPD jest chwilowo niedostępny. Spróbuj ponownie za chwilę.", [
        `${operation}: HTTP ${response.status}`,
      ]);
    }
    if (fault) {
      // A fault that is not about credentials: the schema refused the request, or DPD's own error.
      const schema = "SchemaValidationException" in fault.detail || /schema|unmarshal|validat/i.test(fault.text);
      if (schema) throw fail("invalid", "DPD odrzuciło zlecenie jako niepoprawne technicznie.", [`${operation}: ${fault.text}`]);
      throw fail("unavailable", "DPD zgłosiło błąd po swojej stronie. Spróbuj ponownie za chwilę.", [`${operation}: ${fault.text}`]);
    }
    if (!response.ok) {
      throw fail("unavailable", "DPD odpowiedziało nieoczekiwanie. Spróbuj ponownie za chwilę.", [`${operation}: HTTP ${response.status}`]);
    }
    const result = soapBody[`${operation}Response`];
    if (result === undefined) {
      throw fail("unavailable", "DPD odpowiedziało nieoczekiwanie. Spróbuj ponownie za chwilę.", [`${operation}: no ${operation}Response`]);
    }
    return node(node(result).return);
  }

  const packageCall = (operation: string, body: string) => call(connection.baseUrl, DPD_PACKAGE_NAMESPACE, operation, body + packageAuth);

  return {
    id: "dpd",

    async createShipment(request: ShipmentRequest): Promise<CreatedShipment> {
      if (request.parcels.length === 0) throw fail("invalid", "Przesyłka musi mieć co najmniej jedną paczkę.");
      const parcels = request.parcels
        .map(
          (parcel) =>
            "<parcels>" +
            element("weight", kilograms(parcel.weightKg)) +
            element("sizeX", Math.ceil(parcel.lengthCm)) +
            element("sizeY", Math.ceil(parcel.widthCm)) +
            element("sizeZ", Math.ceil(parcel.heightCm)) +
            element("content", request.content) +
            element("customerData1", request.reference) +
            "</parcels>",
        )
        .join("");
      const services =
        (request.codGross !== null && request.codGross > 0
          ? `<cod>${element("amount", zloty(request.codGross))}${element("currency", "PLN")}</cod>`
          : "") +
        (request.insuredGross > 0
          ? `<declaredValue>${element("amount", zloty(request.insuredGross))}${element("currency", "PLN")}</declaredValue>`
          : "");
      const body =
        "<openUMLFeV3><packages>" +
        parcels +
        element("payerType", "SENDER") +
        `<receiver>${address(request.receiver, null)}</receiver>` +
        element("ref1", request.reference) +
        `<sender>${address(request.sender, credentials.masterFid)}</sender>` +
        (services ? `<services>${services}</services>` : "") +
        "</packages></openUMLFeV3>" +
        element("pkgNumsGenerationPolicyV1", "STOP_ON_FIRST_ERROR") +
        element("langCode", "PL");
      const result = await packageCall("generatePackagesNumbersV4", body);

      const status = text(result.Status);
      const packages = list(node(result.Packages).Package);
      const validations = packages.flatMap((pkg) => [...validationsOf(pkg), ...list(node(pkg.Parcels).Parcel).flatMap(validationsOf)]);
      const details = validations.map(
        (v) =>
          `${v.errorCode || "ERROR"}${v.errorId ? ` #${v.errorId}` : ""}${v.fieldNames ? ` [${v.fieldNames}]` : ""}${v.info ? `: ${v.info}` : ""}`,
      );
      const packageStatus = text(packages[0]?.Status);
      if (status !== "OK" || (packageStatus && packageStatus !== "OK")) {
        const problem = status !== "OK" ? status : packageStatus;
        if (problem === "DISALLOWED_FID") {
          throw fail("auth", "Login DPD nie ma uprawnień do tego numeru klienta (FID). Sprawdź FID w ustawieniach przewoźnika.", [
            problem,
            ...details,
          ]);
        }
        if (problem === "UNKNOWN_ERROR" || problem === "DB_ERROR") {
          throw fail("unavailable", "DPD nie mogło teraz nadać numerów przesyłki. Spróbuj ponownie za chwilę.", [problem, ...details]);
        }
        const sentences = [...new Set(validations.map(validationMessage).filter((m): m is string => m !== null))];
        const message = sentences.length > 0 ? sentences.join(" ") : (STATUS_MESSAGES[problem] ?? "DPD odrzuciło dane przesyłki.");
        throw fail("invalid", message, [problem, ...details]);
      }
      const booked = packages[0];
      const waybills = list(node(booked?.Parcels).Parcel).map((parcel) => text(parcel.Waybill));
      const packageId = text(booked?.PackageId);
      if (!packageId || waybills.length !== request.parcels.length || waybills.some((w) => !w)) {
        throw fail("unavailable", "DPD odpowiedziało bez numerów listów przewozowych. Spróbuj ponownie za chwilę.", [
          `packageId=${packageId || "-"}, waybills=${waybills.length}/${request.parcels.length}`,
        ]);
      }
      return { carrierShipmentId: packageId, trackingNumbers: waybills };
    },

    async labels(carrierShipmentIds: string[], format: LabelFormat): Promise<Uint8Array> {
      if (carrierShipmentIds.length === 0) throw fail("invalid", "Nie wskazano przesyłek do wydruku etykiet.");
      const body =
        "<dpdServicesParamsV1>" +
        element("policy", "STOP_ON_FIRST_ERROR") +
        "<session>" +
        carrierShipmentIds.map((id) => `<packages>${element("packageId", id)}</packages>`).join("") +
        element("sessionType", "DOMESTIC") +
        "</session></dpdServicesParamsV1>" +
        element("outputDocFormatV1", "PDF") +
        // LBL_PRINTER is DPD's 10×15 label page, the A6 of thermal printers; A4 holds several labels.
        element("outputDocPageFormatV1", format === "A6" ? "LBL_PRINTER" : "A4") +
        element("outputLabelType", "BIC3");
      const result = await packageCall("generateSpedLabelsV4", body);
      const session = node(result.session);
      const status = text(node(session.statusInfo).status) || "OK";
      const perPackage = list(session.packages).map((pkg) => {
        const info = node(pkg.statusInfo);
        return { id: text(pkg.packageId), status: text(info.status), description: text(info.description) };
      });
      const details = perPackage.filter((p) => p.status && p.status !== "OK").map((p) => `${p.id}: ${p.status} ${p.description}`.trim());
      if (status !== "OK") {
        if (status === "NOT_FOUND")
          throw fail("not_found", "DPD nie zna co najmniej jednej ze wskazanych przesyłek.", [status, ...details]);
        if (status === "UNKNOWN_ERROR" || status === "DB_ERROR") {
          throw fail("unavailable", "DPD nie mogło teraz wygenerować etykiet. Spróbuj ponownie za chwilę.", [status, ...details]);
        }
        if (status === "ACCESS_DENIED_FOR_FID") throw fail("auth", "Login DPD nie ma dostępu do tych przesyłek.", [status, ...details]);
        throw fail("invalid", "DPD nie wygenerowało etykiet dla wskazanych przesyłek.", [
          status,
          text(node(session.statusInfo).description),
          ...details,
        ]);
      }
      const data = text(result.documentData).replace(/\s/g, "");
      if (!data) throw fail("unavailable", "DPD nie przysłało pliku etykiet. Spróbuj ponownie za chwilę.", ["empty documentData"]);
      return Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
    },

    async orderPickup(request: PickupRequest): Promise<OrderedPickup> {
      const sender = request.address;
      const body =
        "<dpdPickupParamsV3>" +
        element("operationType", "INSERT") +
        element("orderType", "DOMESTIC") +
        "<pickupCallSimplifiedDetails>" +
        "<packagesParams>" +
        element("dox", false) +
        element("doxCount", 0) +
        element("pallet", false) +
        element("palletsCount", 0) +
        element("parcelsCount", request.parcels) +
        element("parcelsWeight", kilograms(request.weightKg)) +
        // Tyres are standard parcels (up to 31.5 kg, within DPD's sizes): no per-parcel maximum then.
        element("standardParcel", true) +
        "</packagesParams>" +
        "<pickupCustomer>" +
        element("customerFullName", sender.companyName ?? sender.name) +
        element("customerName", sender.name) +
        element("customerPhone", sender.phone.replace(/\s/g, "")) +
        "</pickupCustomer>" +
        `<pickupPayer>${element("payerName", sender.companyName ?? sender.name)}${element("payerNumber", credentials.masterFid)}</pickupPayer>` +
        "<pickupSender>" +
        element("senderAddress", `${sender.street} ${sender.buildingNumber}`.trim()) +
        element("senderCity", sender.city) +
        element("senderFullName", sender.companyName ?? sender.name) +
        element("senderName", sender.name) +
        element("senderPhone", sender.phone.replace(/\s/g, "")) +
        element("senderPostalCode", dpdPostalCode(sender.postalCode)) +
        "</pickupSender>" +
        "</pickupCallSimplifiedDetails>" +
        element("pickupDate", request.day) +
        element("pickupTimeFrom", request.from) +
        element("pickupTimeTo", request.to) +
        element("updateMode", "DONT_CREATE_NEW_IF_CLOSED") +
        element("waybillsReady", true) +
        "</dpdPickupParamsV3>";
      const result = await packageCall("packagesPickupCallV4", body);
      const statusInfo = node(result.statusInfo);
      const status = text(statusInfo.status);
      const errorDetails = list(statusInfo.errorDetails);
      const details = errorDetails.map((e) => `${text(e.code)}${text(e.fields) ? ` [${text(e.fields)}]` : ""}: ${text(e.description)}`);
      if (status !== "OK") {
        if (status === "ACCESS_DENIED_FOR_FID")
          throw fail("auth", "Login DPD nie może zamawiać kuriera dla tego numeru klienta (FID).", [status, ...details]);
        if (status === "UNKNOWN_ERROR" || status === "DB_ERROR") {
          throw fail("unavailable", "DPD nie przyjęło teraz zamówienia kuriera. Spróbuj ponownie za chwilę.", [status, ...details]);
        }
        const codes = [status, ...errorDetails.map((e) => text(e.code))];
        const message =
          codes.map((code) => PICKUP_MESSAGES[code]).find(Boolean) ??
          "DPD nie przyjęło zamówienia kuriera: sprawdź dzień, godziny i adres odbioru.";
        throw fail("invalid", message, [status, ...details]);
      }
      const orderNumber = text(result.orderNumber);
      if (!orderNumber)
        throw fail("unavailable", "DPD nie podało numeru zamówienia kuriera. Spróbuj ponownie za chwilę.", ["empty orderNumber"]);
      return { pickupId: orderNumber };
    },

    async track(trackingNumbers: string[]): Promise<TrackingReading[]> {
      const readings: TrackingReading[] = [];
      // One waybill a call: DPDInfoServices has no batch lookup for a chosen list of waybills.
      for (const waybill of trackingNumbers) {
        const body =
          element("waybill", waybill) +
          element("eventsSelectType", options.eventsSelectType ?? "ONLY_LAST") +
          element("language", "PL") +
          infoAuth;
        const result = await call(connection.infoBaseUrl, DPD_INFO_NAMESPACE, "getEventsForWaybillV1", body);
        const events = list(result.eventsList).filter((event) => text(event.businessCode) || text(event.description));
        if (events.length === 0) continue; // DPD does not know it (yet): left out
        // Newest first as DPD documents it; the latest time wins should an answer come otherwise.
        const latest = events.reduce((best, event) =>
          (dpdEventTime(text(event.eventTime)) ?? 0) > (dpdEventTime(text(best.eventTime)) ?? 0) ? event : best,
        );
        const code = text(latest.businessCode);
        const description = text(latest.description);
        readings.push({
          trackingNumber: waybill,
          state: dpdTrackingState(code, description),
          carrierStatus: description ? `${code} ${description}`.trim() : code,
          at: dpdEventTime(text(latest.eventTime)),
        });
      }
      return readings;
    },
  };
}
