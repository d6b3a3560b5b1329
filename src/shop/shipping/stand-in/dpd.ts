/**
 * DPD Polska's stand-in (issue 36): both SOAP services the shop's client (../dpd.ts) calls, in
 * memory, with pure web APIs (it runs inside workerd). Paths, relative to the stand-in's base:
 *
 * - POST /DPDPackageObjServicesService/DPDPackageObjServices (DPD_PACKAGE_SERVICES_PATH):
 *   generatePackagesNumbersV4, generateSpedLabelsV4, packagesPickupCallV4;
 * - POST /DPDInfoServicesObjEventsService/DPDInfoServicesObjEvents (DPD_INFO_SERVICES_PATH):
 *   getEventsForWaybillV1.
 *
 * It checks what DPD checks, as DPD answers it: refused credentials as a SOAP fault (HTTP 500,
 * DeniedAccessWSException / "Access denied to secured webserwis method"), a request the schema
 * refuses as a fault, bad data as status INCORRECT_DATA with ValidationDetails/ValidationInfo
 * (ErrorId, ErrorCode such as INCORRECT_RECEIVER_POSTAL_CODE or INCORRECT_WEIGHT, FieldNames,
 * Info): postal codes of five digits, weight in kg above 0 and up to 31.5, sizes in whole cm up to
 * 175, COD and declared value in PLN. Waybills are DPD's 13 digits and a letter ("0000075077195U").
 * Labels are real PDFs (pdf-lib), one page per parcel, A6 for LBL_PRINTER and A4, marked as the
 * stand-in's. Tracking follows DPD's business event codes (030103 registered, 040101 collected,
 * 170101 out for delivery, 190101 delivered, 230403 returned, 230310 discarded), newest first.
 *
 * Shapes: the WSDL as the Axis stubs of piatekdawid/dpd-services-integration-pl and the phpro
 * types of t3ko/dpd-pl-api-php show it, DPD's "DPDServices / DPDInfoServices – specyfikacja
 * biznesowa", and the answers public DPD clients test against (see ../dpd.ts).
 */
import { XMLParser } from "fast-xml-parser";
import { warsawOffsetMinutes } from "../../../common/i18n/calendar";
import { escapeXml, toBase64 } from "../../../common/encoding";
import type { TrackingState } from "../carrier";
import {
  DPD_INFO_NAMESPACE,
  DPD_INFO_SERVICES_PATH,
  DPD_MAX_PARCEL_WEIGHT_KG,
  DPD_PACKAGE_NAMESPACE,
  DPD_PACKAGE_SERVICES_PATH,
} from "../dpd";
import type { CarrierStandIn, RecordedRequest } from "./stand-in";

import { DPD_STAND_IN_LOGIN, DPD_STAND_IN_MASTER_FID, DPD_STAND_IN_PASSWORD } from "./credentials";

export { DPD_STAND_IN_LOGIN, DPD_STAND_IN_MASTER_FID, DPD_STAND_IN_PASSWORD };
/** DPD's longest side for a standard parcel, cm. */
export const DPD_MAX_SIDE_CM = 175;

/** The events a parcel passes through by itself, in order, and the ones staff can set. */
const EVENTS: Record<TrackingState, { code: string; description: string }> = {
  created: { code: "030103", description: "Zarejestrowano dane przesyłki, przesyłka jeszcze nie została nadana" },
  in_transit: { code: "040101", description: "Przesyłka odebrana przez kuriera" },
  out_for_delivery: { code: "170101", description: "Wydano przesyłkę do doręczenia" },
  delivered: { code: "190101", description: "Przesyłka doręczona" },
  returned: { code: "230403", description: "Zwrot przesyłki do nadawcy" },
  lost: { code: "230310", description: "Przesyłka zniszczona, nie zostanie doręczona" },
};
const PATH: TrackingState[] = ["created", "in_transit", "out_for_delivery", "delivered"];

interface StandInParcel {
  parcelId: string;
  waybill: string;
  packageId: string;
  receiverCity: string;
  receiverPostalCode: string;
  state: TrackingState;
  fixed: boolean;
  events: { code: string; description: string; time: string }[];
}

interface StandInPackage {
  packageId: string;
  reference: string;
  parcels: StandInParcel[];
}

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === "packages" || name === "parcels",
});

type Node = Record<string, unknown>;
function node(value: unknown): Node {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Node) : {};
}
function list(value: unknown): Node[] {
  return Array.isArray(value) ? value.map(node) : value === undefined ? [] : [node(value)];
}
function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}
function element(name: string, value: string | number | boolean): string {
  return `<${name}>${escapeXml(String(value))}</${name}>`;
}

function soap(status: number, body: string): Response {
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?><S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"><S:Body>${body}</S:Body></S:Envelope>`,
    { status, headers: { "Content-Type": "text/xml; charset=utf-8" } },
  );
}
function answer(namespace: string, operation: string, result: string): Response {
  return soap(200, `<ns2:${operation}Response xmlns:ns2="${namespace}"><return>${result}</return></ns2:${operation}Response>`);
}
function fault(faultString: string, detail = ""): Response {
  return soap(
    500,
    `<S:Fault><faultcode>S:Server</faultcode><faultstring>${escapeXml(faultString)}</faultstring>${detail ? `<detail>${detail}</detail>` : ""}</S:Fault>`,
  );
}
/** DPDPackageObjServices refuses credentials with DeniedAccessWSException; DPDInfoServices with the bare fault. */
function authFault(service: "package" | "info"): Response {
  const message = "Access denied to secured webserwis method";
  if (service === "info") return fault(message);
  return fault(
    message,
    `<ns2:DeniedAccessWSException xmlns:ns2="${DPD_PACKAGE_NAMESPACE}">${element("errorCode", 1)}${element("message", message)}</ns2:DeniedAccessWSException>`,
  );
}
function schemaFault(problem: string): Response {
  return fault(
    `Unmarshalling Error: ${problem}`,
    `<ns2:SchemaValidationException xmlns:ns2="${DPD_PACKAGE_NAMESPACE}">${element("message", problem)}</ns2:SchemaValidationException>`,
  );
}

/** Now as DPD writes event times: the Warsaw wall clock, no offset. */
function warsawNow(): string {
  const now = Date.now();
  return new Date(now + warsawOffsetMinutes(now) * 60_000).toISOString().slice(0, 19);
}

/** A decimal with at most two places, as DPD's amounts and weights are written ("12.5", "199.00"). */
function decimal(value: string): number | null {
  return /^\d+(\.\d{1,2})?$/.test(value) ? Number(value) : null;
}

/** ASCII for the label's standard font (it has no Polish letters). */
function ascii(value: string): string {
  return value
    .replace(/ł/g, "l")
    .replace(/Ł/g, "L")
    .normalize("NFD")
    .replace(/[^\x20-\x7e]/g, "");
}

interface Validation {
  errorId: number;
  errorCode: string;
  fieldNames: string;
  info: string;
}

function validationXml(validations: Validation[]): string {
  if (validations.length === 0) return "";
  return `<ValidationDetails>${validations
    .map(
      (v) =>
        `<ValidationInfo>${element("ErrorId", v.errorId)}${element("ErrorCode", v.errorCode)}${element("FieldNames", v.fieldNames)}${element("Info", v.info)}</ValidationInfo>`,
    )
    .join("")}</ValidationDetails>`;
}

export function dpdStandIn(options: { login?: string; password?: string; masterFid?: string } = {}): CarrierStandIn {
  const login = options.login ?? DPD_STAND_IN_LOGIN;
  const password = options.password ?? DPD_STAND_IN_PASSWORD;
  const masterFid = options.masterFid ?? DPD_STAND_IN_MASTER_FID;

  const requests: RecordedRequest[] = [];
  const packages = new Map<string, StandInPackage>();
  const parcels = new Map<string, StandInParcel>();
  let pendingFailure: "unavailable" | "auth" | null = null;
  let sequence = 0;
  const next = () => ++sequence;

  function addEvent(parcel: StandInParcel, state: TrackingState): void {
    parcel.state = state;
    parcel.events.push({ ...EVENTS[state], time: warsawNow() });
  }

  function checkAddress(party: Node, who: "RECEIVER" | "SENDER", validations: Validation[]): void {
    const role = who.toLowerCase();
    const add = (code: string, field: string, info: string) =>
      validations.push({ errorId: 1000 + validations.length, errorCode: code, fieldNames: `${role}.${field}`, info });
    if (!text(party.name) && !text(party.company)) add(`INCORRECT_${who}_NAME`, "name", "Name or company is required");
    if (!text(party.address)) add(`INCORRECT_${who}_ADDRESS`, "address", "Address is required");
    if (!text(party.city)) add(`INCORRECT_${who}_CITY`, "city", "City is required");
    const country = text(party.countryCode);
    if (!/^[A-Z]{2}$/.test(country)) add(`INCORRECT_${who}_COUNTRY_CODE`, "countryCode", "Country code must be ISO 3166-1 alpha-2");
    // Polish postal codes go without the dash: five digits.
    if (country === "PL" && !/^\d{5}$/.test(text(party.postalCode))) {
      add(`INCORRECT_${who}_POSTAL_CODE`, "postalCode", `Incorrect postal code: ${text(party.postalCode) || "(empty)"}`);
    }
    if (who === "RECEIVER" && !/^\+?\d{6,15}$/.test(text(party.phone)))
      add("INCORRECT_RECEIVER_PHONE", "phone", "Phone number is required (digits only)");
  }

  function checkMoney(service: Node, code: "COD" | "DECLARED_VALUE", validations: Validation[]): void {
    const field = code === "COD" ? "services.cod" : "services.declaredValue";
    const amount = decimal(text(service.amount));
    if (amount === null || amount <= 0) {
      validations.push({
        errorId: 2000 + validations.length,
        errorCode: `INCORRECT_${code}_AMOUNT`,
        fieldNames: `${field}.amount`,
        info: "Amount in PLN, e.g. 199.00",
      });
    }
    if (text(service.currency) !== "PLN") {
      validations.push({
        errorId: 2000 + validations.length,
        errorCode: `INCORRECT_${code}_CURRENCY`,
        fieldNames: `${field}.currency`,
        info: "Only PLN is accepted for domestic shipments",
      });
    }
  }

  function generatePackagesNumbers(call: Node): Response {
    const policy = text(call.pkgNumsGenerationPolicyV1);
    if (!["STOP_ON_FIRST_ERROR", "IGNORE_ERRORS", "ALL_OR_NOTHING"].includes(policy))
      return schemaFault(`pkgNumsGenerationPolicyV1: ${policy || "(missing)"}`);
    const requested = list(node(call.openUMLFeV3).packages);
    if (requested.length === 0) return schemaFault("openUMLFeV3: no packages");
    const lang = text(call.langCode) || "PL";
    const sessionId = next();
    const head = (status: string) =>
      `${element("Status", status)}${element("SessionId", sessionId)}${element("BeginTime", warsawNow())}${element("EndTime", warsawNow())}`;
    if (lang !== "PL" && lang !== "EN") return answer(DPD_PACKAGE_NAMESPACE, "generatePackagesNumbersV4", head("UNSUPPORTED_LANG_CODE"));

    const checked = requested.map((pkg) => {
      const validations: Validation[] = [];
      const sender = node(pkg.sender);
      checkAddress(node(pkg.receiver), "RECEIVER", validations);
      checkAddress(sender, "SENDER", validations);
      if (!["SENDER", "RECEIVER", "THIRD_PARTY"].includes(text(pkg.payerType))) {
        validations.push({
          errorId: 3000,
          errorCode: "INCORRECT_PAYER_TYPE",
          fieldNames: "payerType",
          info: "SENDER, RECEIVER or THIRD_PARTY",
        });
      }
      const services = node(pkg.services);
      if (services.cod !== undefined) checkMoney(node(services.cod), "COD", validations);
      if (services.declaredValue !== undefined) checkMoney(node(services.declaredValue), "DECLARED_VALUE", validations);
      const parcelChecks = list(pkg.parcels).map((parcel, index) => {
        const own: Validation[] = [];
        const weight = decimal(text(parcel.weight));
        if (weight === null || weight <= 0 || weight > DPD_MAX_PARCEL_WEIGHT_KG) {
          own.push({
            errorId: 4000 + index,
            errorCode: "INCORRECT_WEIGHT",
            fieldNames: `parcels[${index}].weight`,
            info: `Weight in kg, above 0 and up to ${DPD_MAX_PARCEL_WEIGHT_KG}`,
          });
        }
        for (const [field, code] of [
          ["sizeX", "SIZE_X_OUT_OF_RANGE"],
          ["sizeY", "SIZE_Y_OUT_OF_RANGE"],
          ["sizeZ", "SIZE_Z_OUT_OF_RANGE"],
        ] as const) {
          const size = text(parcel[field]);
          if (size && (!/^\d{1,3}$/.test(size) || Number(size) < 1 || Number(size) > DPD_MAX_SIDE_CM)) {
            own.push({
              errorId: 4100 + index,
              errorCode: code,
              fieldNames: `parcels[${index}].${field}`,
              info: `Whole centimetres, 1 to ${DPD_MAX_SIDE_CM}`,
            });
          }
        }
        return own;
      });
      if (parcelChecks.length === 0)
        validations.push({ errorId: 4200, errorCode: "NO_PARCELS", fieldNames: "parcels", info: "A package needs at least one parcel" });
      const disallowed = text(sender.fid) !== masterFid;
      return { pkg, validations, parcelChecks, disallowed };
    });

    if (checked.some((c) => c.disallowed)) {
      return answer(DPD_PACKAGE_NAMESPACE, "generatePackagesNumbersV4", head("DISALLOWED_FID"));
    }
    const failed = checked.some((c) => c.validations.length > 0 || c.parcelChecks.some((p) => p.length > 0));
    if (failed) {
      const packagesXml = checked
        .map(
          (c) =>
            `<Package>${element("Status", "INCORRECT_DATA")}${validationXml(c.validations)}<Parcels>${c.parcelChecks
              .map(
                (own) => `<Parcel>${element("Status", own.length > 0 ? "INCORRECT_DATA" : "NOT_PROCESSED")}${validationXml(own)}</Parcel>`,
              )
              .join("")}</Parcels></Package>`,
        )
        .join("");
      return answer(DPD_PACKAGE_NAMESPACE, "generatePackagesNumbersV4", `${head("INCORRECT_DATA")}<Packages>${packagesXml}</Packages>`);
    }

    const packagesXml = checked
      .map(({ pkg }) => {
        const packageId = String(100_000_000 + next());
        const receiver = node(pkg.receiver);
        const stored: StandInPackage = { packageId, reference: text(pkg.ref1) || text(pkg.reference), parcels: [] };
        for (const _ of list(pkg.parcels)) {
          const number = next();
          const parcel: StandInParcel = {
            parcelId: String(200_000_000 + number),
            waybill: `${String(75_000_000 + number).padStart(13, "0")}U`,
            packageId,
            receiverCity: text(receiver.city),
            receiverPostalCode: text(receiver.postalCode),
            state: "created",
            fixed: false,
            events: [],
          };
          addEvent(parcel, "created");
          stored.parcels.push(parcel);
          parcels.set(parcel.waybill, parcel);
        }
        packages.set(packageId, stored);
        return `<Package>${element("Status", "OK")}${element("PackageId", packageId)}${element("Reference", stored.reference)}<Parcels>${stored.parcels
          .map((p) => `<Parcel>${element("Status", "OK")}${element("ParcelId", p.parcelId)}${element("Waybill", p.waybill)}</Parcel>`)
          .join("")}</Parcels></Package>`;
      })
      .join("");
    return answer(DPD_PACKAGE_NAMESPACE, "generatePackagesNumbersV4", `${head("OK")}<Packages>${packagesXml}</Packages>`);
  }

  async function generateSpedLabels(call: Node): Promise<Response> {
    const format = text(call.outputDocFormatV1);
    const page = text(call.outputDocPageFormatV1);
    const labelType = text(call.outputLabelType);
    if (!["PDF", "TIFF", "PS", "EPL", "ZPL", "XML"].includes(format)) return schemaFault(`outputDocFormatV1: ${format || "(missing)"}`);
    if (page !== "A4" && page !== "LBL_PRINTER") return schemaFault(`outputDocPageFormatV1: ${page || "(missing)"}`);
    if (labelType && labelType !== "BIC3" && labelType !== "EXTENDED") return schemaFault(`outputLabelType: ${labelType}`);
    const params = node(call.dpdServicesParamsV1);
    const policy = text(params.policy);
    if (policy !== "STOP_ON_FIRST_ERROR" && policy !== "IGNORE_ERRORS") return schemaFault(`policy: ${policy || "(missing)"}`);
    const session = node(params.session);
    const sessionId = next();
    const status = (value: string, description = "") =>
      `<statusInfo>${description ? element("description", description) : ""}${element("status", value)}</statusInfo>`;
    const finish = (sessionStatus: string, packagesXml: string, documentData = "", description = "") =>
      answer(
        DPD_PACKAGE_NAMESPACE,
        "generateSpedLabelsV4",
        `${documentData ? element("documentData", documentData) : ""}<session>${packagesXml}${element("sessionId", sessionId)}${status(sessionStatus, description)}</session>`,
      );
    if (text(session.sessionType) !== "DOMESTIC")
      return finish("INCORRECT_PKGS_FOR_SESSION_TYPE", "", "", "The stand-in prints DOMESTIC sessions only");
    if (format !== "PDF") return finish("NOT_PROCESSED", "", "", "The stand-in prints PDF only");

    // A package by its id, or its parcels by waybill, as DPD's session allows.
    const wanted = list(session.packages).map((entry) => {
      const byId = packages.get(text(entry.packageId));
      if (byId) return { id: text(entry.packageId), found: byId.parcels };
      const byWaybill = list(entry.parcels)
        .map((p) => parcels.get(text(p.waybill)))
        .filter((p): p is StandInParcel => p !== undefined);
      return { id: text(entry.packageId), found: byWaybill.length > 0 ? byWaybill : null };
    });
    if (wanted.length === 0) return schemaFault("session: no packages");
    const packagesXml = (ok: boolean) =>
      wanted
        .map(
          (w) =>
            `<packages>${w.id ? element("packageId", w.id) : ""}${(w.found ?? [])
              .map((p) => `<parcels>${element("parcelId", p.parcelId)}${status("OK")}${element("waybill", p.waybill)}</parcels>`)
              .join("")}${status(w.found ? "OK" : ok ? "OK" : "NOT_FOUND")}</packages>`,
        )
        .join("");
    const missing = wanted.some((w) => w.found === null);
    if (missing && policy === "STOP_ON_FIRST_ERROR") return finish("NOT_FOUND", packagesXml(false));

    const { PDFDocument, StandardFonts, rgb } = await import("pdf-lib");
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    const mm = 72 / 25.4;
    const [width, height] = page === "LBL_PRINTER" ? [105 * mm, 148 * mm] : [210 * mm, 297 * mm];
    for (const parcel of wanted.flatMap((w) => w.found ?? [])) {
      const sheet = pdf.addPage([width, height]);
      const size = page === "LBL_PRINTER" ? 11 : 16;
      let y = height - 20 * mm;
      const line = (value: string, useBold = false, scale = 1) => {
        sheet.drawText(ascii(value), { x: 10 * mm, y, size: size * scale, font: useBold ? bold : font, color: rgb(0, 0, 0) });
        y -= size * scale * 1.6;
      };
      line("STAND-IN DPD - not a carrier label", true);
      line(`Waybill: ${parcel.waybill}`, true, 1.3);
      line(`Package: ${parcel.packageId}`);
      line(`To: ${parcel.receiverPostalCode} ${parcel.receiverCity}`);
      sheet.drawRectangle({
        x: 8 * mm,
        y: 8 * mm,
        width: width - 16 * mm,
        height: height - 16 * mm,
        borderColor: rgb(0, 0, 0),
        borderWidth: 1,
      });
    }
    const document = toBase64(await pdf.save());
    return finish(missing ? "NOT_FOUND" : "OK", packagesXml(true), document);
  }

  function packagesPickupCall(call: Node): Response {
    const params = node(call.dpdPickupParamsV3);
    const details = node(params.pickupCallSimplifiedDetails);
    const sender = node(details.pickupSender);
    const payer = node(details.pickupPayer);
    const counts = node(details.packagesParams);
    const respond = (status: string, extra = "", problems: { code: string; description: string; fields: string }[] = []) =>
      answer(
        DPD_PACKAGE_NAMESPACE,
        "packagesPickupCallV4",
        `${extra}<statusInfo>${problems
          .map(
            (p) =>
              `<errorDetails>${element("code", p.code)}${element("description", p.description)}${element("fields", p.fields)}</errorDetails>`,
          )
          .join("")}${element("status", status)}</statusInfo>`,
      );
    if (text(params.operationType) !== "INSERT" && text(params.operationType) !== "UPDATE" && text(params.operationType) !== "CANCEL") {
      return schemaFault(`operationType: ${text(params.operationType) || "(missing)"}`);
    }
    if (text(params.orderType) !== "DOMESTIC")
      return respond("NOT_PROCESSED", "", [{ code: "INCORRECT_ORDER_TYPE", description: "DOMESTIC only", fields: "orderType" }]);
    if (text(payer.payerNumber) !== masterFid) return respond("ACCESS_DENIED_FOR_FID");
    if (!/^\d{5}$/.test(text(sender.senderPostalCode))) {
      return respond("INCORRECT_PICKUP_ADDRESS_POSTAL_CODE", "", [
        { code: "INCORRECT_PICKUP_ADDRESS_POSTAL_CODE", description: "Postal code: five digits", fields: "pickupSender.senderPostalCode" },
      ]);
    }
    if (!text(sender.senderAddress)) return respond("INCORRECT_PICKUP_ADDRESS_ADDRESS");
    if (!text(sender.senderCity)) return respond("INCORRECT_PICKUP_ADDRESS_CITY");
    if (!/^\+?\d{6,15}$/.test(text(sender.senderPhone))) return respond("INCORRECT_PICKUP_ADDRESS_PHONE");
    const problems: { code: string; description: string; fields: string }[] = [];
    const day = text(params.pickupDate);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
      problems.push({ code: "INCORRECT_PICKUP_DATE", description: "Date as YYYY-MM-DD", fields: "pickupDate" });
    }
    const from = text(params.pickupTimeFrom);
    const to = text(params.pickupTimeTo);
    if (!/^\d{2}:\d{2}$/.test(from) || !/^\d{2}:\d{2}$/.test(to) || from >= to) {
      problems.push({
        code: "INCORRECT_PICKUP_TIME",
        description: "Times as HH:MM, from before to",
        fields: "pickupTimeFrom,pickupTimeTo",
      });
    }
    const count = text(counts.parcelsCount);
    if (!/^\d+$/.test(count) || Number(count) < 1)
      problems.push({ code: "INCORRECT_PARCELS_COUNT", description: "At least one parcel", fields: "packagesParams.parcelsCount" });
    const weight = decimal(text(counts.parcelsWeight));
    if (weight === null || weight <= 0)
      problems.push({ code: "INCORRECT_PARCELS_WEIGHT", description: "Total weight in kg", fields: "packagesParams.parcelsWeight" });
    if (problems.length > 0) return respond("NOT_PROCESSED", "", problems);
    const orderNumber = String(8_000_000 + next());
    return respond("OK", `${element("checkSum", Number(orderNumber) % 97)}${element("orderNumber", orderNumber)}`);
  }

  function getEventsForWaybill(call: Node): Response {
    const select = text(call.eventsSelectType);
    if (select !== "ALL" && select !== "ONLY_LAST") return schemaFault(`eventsSelectType: ${select || "(missing)"}`);
    const parcel = parcels.get(text(call.waybill));
    const confirmId = element("confirmId", next());
    if (!parcel) return answer(DPD_INFO_NAMESPACE, "getEventsForWaybillV1", confirmId);
    const events = [...parcel.events].reverse(); // newest first, as DPD answers
    const chosen = select === "ONLY_LAST" ? events.slice(0, 1) : events;
    const xml = chosen
      .map(
        (event, index) =>
          `<eventsList>${element("businessCode", event.code)}${element("country", "PL")}${element("depot", "1357")}${element("depotName", "STAND-IN")}${element("description", event.description)}${element("eventTime", event.time)}${element("objectId", `${parcel.parcelId}${chosen.length - index}`)}${element("packageReference", packages.get(parcel.packageId)?.reference ?? "")}${element("waybill", parcel.waybill)}</eventsList>`,
      )
      .join("");
    // Every reading moves an unfixed parcel one step along: the next reading sees the next event.
    if (!parcel.fixed) {
      const step = PATH.indexOf(parcel.state);
      if (step >= 0 && step < PATH.length - 1) addEvent(parcel, PATH[step + 1]!);
    }
    return answer(DPD_INFO_NAMESPACE, "getEventsForWaybillV1", `${confirmId}${xml}`);
  }

  async function serve(request: Request): Promise<{ response: Response; body: unknown }> {
    const path = new URL(request.url).pathname;
    const raw = request.method === "POST" ? await request.text() : "";
    let parsed: Node | null = null;
    try {
      parsed = raw ? node(parser.parse(raw)) : null;
    } catch {
      parsed = null;
    }
    const failure = pendingFailure;
    pendingFailure = null;
    const service = path === DPD_PACKAGE_SERVICES_PATH ? "package" : path === DPD_INFO_SERVICES_PATH ? "info" : null;
    if (failure === "unavailable") return { response: new Response("Service Unavailable", { status: 503 }), body: parsed ?? raw };
    if (!service) return { response: new Response("Not Found", { status: 404 }), body: parsed ?? raw };
    if (failure === "auth") return { response: authFault(service), body: parsed };
    if (request.method !== "POST")
      return { response: new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } }), body: null };
    const soapBody = node(node(parsed?.Envelope).Body);
    const operation = Object.keys(soapBody)[0];
    if (!operation) return { response: fault("Unmarshalling Error: not a SOAP envelope"), body: parsed ?? raw };
    const call = node(soapBody[operation]);
    const auth = node(call.authDataV1);
    const known =
      service === "package" ? ["generatePackagesNumbersV4", "generateSpedLabelsV4", "packagesPickupCallV4"] : ["getEventsForWaybillV1"];
    if (!known.includes(operation)) {
      const namespace = service === "package" ? DPD_PACKAGE_NAMESPACE : DPD_INFO_NAMESPACE;
      return { response: fault(`Cannot find dispatch method for {${namespace}}${operation}`), body: parsed };
    }
    // The package services know the login by its master FID, the info services by its channel.
    const identity = service === "package" ? text(auth.masterFid) : text(auth.channel);
    if (text(auth.login) !== login || text(auth.password) !== password || identity !== masterFid) {
      return { response: authFault(service), body: parsed };
    }
    const response =
      operation === "generatePackagesNumbersV4"
        ? generatePackagesNumbers(call)
        : operation === "generateSpedLabelsV4"
          ? await generateSpedLabels(call)
          : operation === "packagesPickupCallV4"
            ? packagesPickupCall(call)
            : getEventsForWaybill(call);
    return { response, body: parsed };
  }

  return {
    requests,
    async fetch(request: Request): Promise<Response> {
      const url = new URL(request.url);
      const { response, body } = await serve(request);
      requests.push({ method: request.method, path: `${url.pathname}${url.search}`, body, status: response.status });
      return response;
    },
    setState(trackingNumber: string, state: TrackingState): boolean {
      const parcel = parcels.get(trackingNumber);
      if (!parcel) return false;
      parcel.fixed = true;
      addEvent(parcel, state);
      return true;
    },
    failNext(kind: "unavailable" | "auth"): void {
      pendingFailure = kind;
    },
  };
}
