// DPD Polska's client (src/shop/shipping/dpd.ts) against its stand-in (src/shop/shipping/stand-in/dpd.ts):
// the SOAP shapes DPD documents, the units, the errors in the shop's categories, labels, pickup, tracking.
import { PDFDocument } from "pdf-lib";
import { beforeEach, describe, expect, it } from "vitest";
import type { CarrierError, ShipmentParty, ShipmentRequest } from "../src/shop/shipping/carrier";
import { DPD_INFO_SERVICES_PATH, DPD_PACKAGE_SERVICES_PATH, dpdCarrier, dpdEventTime, dpdTrackingState } from "../src/shop/shipping/dpd";
import { DPD_STAND_IN_LOGIN, DPD_STAND_IN_MASTER_FID, DPD_STAND_IN_PASSWORD, dpdStandIn } from "../src/shop/shipping/stand-in/dpd";
import type { CarrierStandIn } from "../src/shop/shipping/stand-in/stand-in";

const ORIGIN = "https://dpd-stand-in.invalid";

const WAREHOUSE: ShipmentParty = {
  name: "Magazyn Opon",
  companyName: "Sklep Opony sp. z o.o.",
  street: "Magazynowa",
  buildingNumber: "5",
  postalCode: "02-274",
  city: "Warszawa",
  countryCode: "PL",
  phone: "221 234 567",
  email: "magazyn@sklep-opony.test",
};

const BUYER: ShipmentParty = {
  name: "Zażółć Gęślą",
  companyName: null,
  street: "Lipowa",
  buildingNumber: "12/4",
  postalCode: "30-001",
  city: "Kraków",
  countryCode: "PL",
  phone: "600 700 800",
  email: "kupujacy@example.test",
};

/** Five tyres in three parcels (two, two, one). */
function fiveTyres(overrides: Partial<ShipmentRequest> = {}): ShipmentRequest {
  return {
    reference: "OP-2026-000123",
    sender: WAREHOUSE,
    receiver: BUYER,
    parcels: [
      { weightKg: 19.4, lengthCm: 65.2, widthCm: 65.2, heightCm: 41, tyres: 2 },
      { weightKg: 19.4, lengthCm: 65.2, widthCm: 65.2, heightCm: 41, tyres: 2 },
      { weightKg: 9.7, lengthCm: 65.2, widthCm: 65.2, heightCm: 20.5, tyres: 1 },
    ],
    codGross: 189_950,
    insuredGross: 189_950,
    content: "Opony: 5 szt.",
    ...overrides,
  };
}

function client(standIn: CarrierStandIn, password = DPD_STAND_IN_PASSWORD) {
  return dpdCarrier({
    baseUrl: `${ORIGIN}${DPD_PACKAGE_SERVICES_PATH}`,
    infoBaseUrl: `${ORIGIN}${DPD_INFO_SERVICES_PATH}`,
    credentials: { login: DPD_STAND_IN_LOGIN, password, masterFid: DPD_STAND_IN_MASTER_FID },
    fetch: (request) => standIn.fetch(request),
  });
}

async function carrierError(promise: Promise<unknown>): Promise<CarrierError> {
  try {
    await promise;
  } catch (error) {
    return error as CarrierError;
  }
  throw new Error("expected a CarrierError");
}

/** The recorded SOAP call's operation element (the parsed envelope's Body's first child). */
function operation(standIn: CarrierStandIn, index = -1): { name: string; call: unknown } {
  const body = dig(standIn.requests.at(index)!.body, "Envelope", "Body") as Record<string, unknown>;
  const name = Object.keys(body)[0]!;
  return { name, call: body[name] };
}

/** A value deep in a parsed envelope: object keys and array indexes, undefined where the path ends. */
function dig(value: unknown, ...path: (string | number)[]): unknown {
  let here = value;
  for (const step of path) here = here !== null && typeof here === "object" ? (here as Record<string | number, unknown>)[step] : undefined;
  return here;
}

let standIn: CarrierStandIn;
beforeEach(() => {
  standIn = dpdStandIn();
});

describe("createShipment: generatePackagesNumbersV4", () => {
  it("books one package of three parcels for a five-tyre order, three waybills in order", async () => {
    const created = await client(standIn).createShipment(fiveTyres());
    expect(created.carrierShipmentId).toMatch(/^\d+$/);
    expect(created.trackingNumbers).toHaveLength(3);
    for (const waybill of created.trackingNumbers) expect(waybill).toMatch(/^\d{13}[A-Z]$/);
    expect(new Set(created.trackingNumbers).size).toBe(3);
  });

  it("sends DPD's element names and units: kg, whole cm, postcode digits, COD in PLN, masterFid in authData", async () => {
    await client(standIn).createShipment(fiveTyres());
    const request = standIn.requests.at(-1)!;
    expect(request).toMatchObject({ method: "POST", path: DPD_PACKAGE_SERVICES_PATH, status: 200 });
    const { name, call } = operation(standIn);
    expect(name).toBe("generatePackagesNumbersV4");
    expect(dig(call, "authDataV1")).toEqual({
      login: DPD_STAND_IN_LOGIN,
      masterFid: DPD_STAND_IN_MASTER_FID,
      password: DPD_STAND_IN_PASSWORD,
    });
    expect(dig(call, "pkgNumsGenerationPolicyV1")).toBe("STOP_ON_FIRST_ERROR");
    expect(dig(call, "langCode")).toBe("PL");
    const packages = dig(call, "openUMLFeV3", "packages");
    expect(packages).toHaveLength(1);
    const pkg = dig(packages, 0);
    expect(dig(pkg, "parcels")).toEqual([
      { weight: "19.4", sizeX: "66", sizeY: "66", sizeZ: "41", content: "Opony: 5 szt.", customerData1: "OP-2026-000123" },
      { weight: "19.4", sizeX: "66", sizeY: "66", sizeZ: "41", content: "Opony: 5 szt.", customerData1: "OP-2026-000123" },
      { weight: "9.7", sizeX: "66", sizeY: "66", sizeZ: "21", content: "Opony: 5 szt.", customerData1: "OP-2026-000123" },
    ]);
    expect(dig(pkg, "payerType")).toBe("SENDER");
    expect(dig(pkg, "ref1")).toBe("OP-2026-000123");
    expect(dig(pkg, "receiver")).toEqual({
      address: "Lipowa 12/4",
      city: "Kraków",
      countryCode: "PL",
      email: "kupujacy@example.test",
      name: "Zażółć Gęślą",
      phone: "600700800",
      postalCode: "30001",
    });
    expect(dig(pkg, "sender")).toMatchObject({
      company: "Sklep Opony sp. z o.o.",
      fid: DPD_STAND_IN_MASTER_FID,
      postalCode: "02274",
      address: "Magazynowa 5",
    });
    expect(dig(pkg, "services")).toEqual({
      cod: { amount: "1899.50", currency: "PLN" },
      declaredValue: { amount: "1899.50", currency: "PLN" },
    });
  });

  it("leaves COD out when the order is paid", async () => {
    await client(standIn).createShipment(fiveTyres({ codGross: null }));
    const { call } = operation(standIn);
    expect(dig(call, "openUMLFeV3", "packages", 0, "services")).toEqual({ declaredValue: { amount: "1899.50", currency: "PLN" } });
  });

  it("a bad postcode is 'invalid' with the Polish sentence and DPD's error ids in details", async () => {
    const error = await carrierError(client(standIn).createShipment(fiveTyres({ receiver: { ...BUYER, postalCode: "3000" } })));
    expect(error.name).toBe("CarrierError");
    expect(error.carrier).toBe("dpd");
    expect(error.kind).toBe("invalid");
    expect(error.polishMessage).toBe("Kod pocztowy odbiorcy jest nieprawidłowy.");
    expect(error.details[0]).toBe("INCORRECT_DATA");
    expect(error.details.some((d) => d.startsWith("INCORRECT_RECEIVER_POSTAL_CODE") && d.includes("receiver.postalCode"))).toBe(true);
  });

  it("a parcel over DPD's weight limit and a COD in another currency are refused as DPD documents", async () => {
    const heavy = fiveTyres({ parcels: [{ weightKg: 40, lengthCm: 70, widthCm: 70, heightCm: 50, tyres: 2 }] });
    const error = await carrierError(client(standIn).createShipment(heavy));
    expect(error.kind).toBe("invalid");
    expect(error.polishMessage).toContain("Waga paczki jest nieprawidłowa");
    expect(error.details.some((d) => d.startsWith("INCORRECT_WEIGHT"))).toBe(true);

    // A client that wrote euros would be refused: the stand-in checks the currency itself.
    const euros = await standIn.fetch(
      new Request(`${ORIGIN}${DPD_PACKAGE_SERVICES_PATH}`, {
        method: "POST",
        body: rawEnvelopeWithCurrency("EUR"),
      }),
    );
    const text = await euros.text();
    expect(text).toContain("<Status>INCORRECT_DATA</Status>");
    expect(text).toContain("<ErrorCode>INCORRECT_COD_CURRENCY</ErrorCode>");
  });

  it("a wrong password is 'auth' (DPD's DeniedAccessWSException fault) and the password is never in the message", async () => {
    const error = await carrierError(client(standIn, "zle-haslo-123").createShipment(fiveTyres()));
    expect(error.kind).toBe("auth");
    expect(standIn.requests.at(-1)!.status).toBe(500);
    expect(`${error.message} ${error.polishMessage} ${error.details.join(" ")}`).not.toContain("zle-haslo-123");
  });

  it("503 and a failing network are 'unavailable'", async () => {
    standIn.failNext("unavailable");
    expect((await carrierError(client(standIn).createShipment(fiveTyres()))).kind).toBe("unavailable");
    const offline = dpdCarrier({
      baseUrl: `${ORIGIN}${DPD_PACKAGE_SERVICES_PATH}`,
      infoBaseUrl: `${ORIGIN}${DPD_INFO_SERVICES_PATH}`,
      credentials: { login: "x", password: "y", masterFid: "1" },
      fetch: () => Promise.reject(new TypeError("fetch failed")),
    });
    const error = await carrierError(offline.createShipment(fiveTyres()));
    expect(error.kind).toBe("unavailable");
    // The next call goes through again: failNext is once.
    await expect(client(standIn).createShipment(fiveTyres())).resolves.toBeTruthy();
  });

  it("failNext('auth') answers the auth fault once", async () => {
    standIn.failNext("auth");
    expect((await carrierError(client(standIn).createShipment(fiveTyres()))).kind).toBe("auth");
    await expect(client(standIn).createShipment(fiveTyres())).resolves.toBeTruthy();
  });
});

/** A hand-written generatePackagesNumbersV4 with the COD in another currency. */
function rawEnvelopeWithCurrency(currency: string): string {
  return `<?xml version="1.0"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ns="http://dpdservices.dpd.com.pl/"><soapenv:Body><ns:generatePackagesNumbersV4><openUMLFeV3><packages><parcels><weight>10</weight><sizeX>60</sizeX><sizeY>60</sizeY><sizeZ>20</sizeZ></parcels><payerType>SENDER</payerType><receiver><address>Lipowa 1</address><city>Kraków</city><countryCode>PL</countryCode><name>Jan</name><phone>600700800</phone><postalCode>30001</postalCode></receiver><sender><address>Magazynowa 5</address><city>Warszawa</city><company>Sklep</company><countryCode>PL</countryCode><fid>${DPD_STAND_IN_MASTER_FID}</fid><phone>221234567</phone><postalCode>02274</postalCode></sender><services><cod><amount>100.00</amount><currency>${currency}</currency></cod></services></packages></openUMLFeV3><pkgNumsGenerationPolicyV1>STOP_ON_FIRST_ERROR</pkgNumsGenerationPolicyV1><langCode>PL</langCode><authDataV1><login>${DPD_STAND_IN_LOGIN}</login><masterFid>${DPD_STAND_IN_MASTER_FID}</masterFid><password>${DPD_STAND_IN_PASSWORD}</password></authDataV1></ns:generatePackagesNumbersV4></soapenv:Body></soapenv:Envelope>`;
}

describe("labels: generateSpedLabelsV4", () => {
  const mm = 72 / 25.4;

  it("A6 (LBL_PRINTER): a PDF with one 105×148 mm page per parcel", async () => {
    const carrier = client(standIn);
    const created = await carrier.createShipment(fiveTyres());
    const bytes = await carrier.labels([created.carrierShipmentId], "A6");
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const { name, call } = operation(standIn);
    expect(name).toBe("generateSpedLabelsV4");
    expect(call).toMatchObject({ outputDocFormatV1: "PDF", outputDocPageFormatV1: "LBL_PRINTER", outputLabelType: "BIC3" });
    expect(dig(call, "dpdServicesParamsV1")).toMatchObject({ policy: "STOP_ON_FIRST_ERROR", session: { sessionType: "DOMESTIC" } });
    expect(dig(call, "dpdServicesParamsV1", "session", "packages")).toEqual([{ packageId: created.carrierShipmentId }]);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(3);
    const { width, height } = pdf.getPage(0).getSize();
    expect(width).toBeCloseTo(105 * mm, 1);
    expect(height).toBeCloseTo(148 * mm, 1);
  });

  it("A4: several packages in one PDF, every parcel of each", async () => {
    const carrier = client(standIn);
    const first = await carrier.createShipment(fiveTyres());
    const second = await carrier.createShipment(fiveTyres({ parcels: fiveTyres().parcels.slice(0, 1), codGross: null }));
    const bytes = await carrier.labels([first.carrierShipmentId, second.carrierShipmentId], "A4");
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect(dig(operation(standIn).call, "outputDocPageFormatV1")).toBe("A4");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(4);
    const { width, height } = pdf.getPage(3).getSize();
    expect(width).toBeCloseTo(210 * mm, 1);
    expect(height).toBeCloseTo(297 * mm, 1);
  });

  it("an unknown package is 'not_found'", async () => {
    const error = await carrierError(client(standIn).labels(["999"], "A6"));
    expect(error.kind).toBe("not_found");
  });
});

describe("orderPickup: packagesPickupCallV4", () => {
  it("orders the courier with DPD's pickup shape and returns its order number", async () => {
    const pickup = await client(standIn).orderPickup({
      carrierShipmentIds: ["100000001"],
      address: WAREHOUSE,
      day: "2026-03-16",
      from: "10:00",
      to: "15:00",
      parcels: 3,
      weightKg: 48.5,
    });
    expect(pickup.pickupId).toMatch(/^\d+$/);
    const { name, call } = operation(standIn);
    expect(name).toBe("packagesPickupCallV4");
    expect(dig(call, "authDataV1", "masterFid")).toBe(DPD_STAND_IN_MASTER_FID);
    const params = dig(call, "dpdPickupParamsV3");
    expect(params).toMatchObject({
      operationType: "INSERT",
      orderType: "DOMESTIC",
      pickupDate: "2026-03-16",
      pickupTimeFrom: "10:00",
      pickupTimeTo: "15:00",
      waybillsReady: "true",
    });
    expect(dig(params, "pickupCallSimplifiedDetails", "packagesParams")).toMatchObject({
      parcelsCount: "3",
      parcelsWeight: "48.5",
      standardParcel: "true",
      dox: "false",
      pallet: "false",
    });
    expect(dig(params, "pickupCallSimplifiedDetails", "pickupSender")).toEqual({
      senderAddress: "Magazynowa 5",
      senderCity: "Warszawa",
      senderFullName: "Sklep Opony sp. z o.o.",
      senderName: "Magazyn Opon",
      senderPhone: "221234567",
      senderPostalCode: "02274",
    });
    expect(dig(params, "pickupCallSimplifiedDetails", "pickupPayer", "payerNumber")).toBe(DPD_STAND_IN_MASTER_FID);
  });

  it("a window that ends before it starts is 'invalid' with DPD's error details", async () => {
    const error = await carrierError(
      client(standIn).orderPickup({
        carrierShipmentIds: [],
        address: WAREHOUSE,
        day: "2026-03-16",
        from: "15:00",
        to: "10:00",
        parcels: 1,
        weightKg: 10,
      }),
    );
    expect(error.kind).toBe("invalid");
    expect(error.polishMessage).toContain("kuriera");
    expect(error.details[0]).toBe("NOT_PROCESSED");
    expect(error.details.some((d) => d.startsWith("INCORRECT_PICKUP_TIME"))).toBe(true);
  });
});

describe("track: getEventsForWaybillV1", () => {
  it("every reading moves a parcel one step until delivered; info services authData has the channel", async () => {
    const carrier = client(standIn);
    const [waybill] = (await carrier.createShipment(fiveTyres())).trackingNumbers;
    const states: string[] = [];
    for (let reading = 0; reading < 5; reading++) states.push((await carrier.track([waybill!]))[0]!.state);
    expect(states).toEqual(["created", "in_transit", "out_for_delivery", "delivered", "delivered"]);
    const { name, call } = operation(standIn);
    expect(standIn.requests.at(-1)!.path).toBe(DPD_INFO_SERVICES_PATH);
    expect(name).toBe("getEventsForWaybillV1");
    expect(call).toMatchObject({ waybill, eventsSelectType: "ONLY_LAST", language: "PL" });
    expect(dig(call, "authDataV1")).toEqual({
      channel: DPD_STAND_IN_MASTER_FID,
      login: DPD_STAND_IN_LOGIN,
      password: DPD_STAND_IN_PASSWORD,
    });
    const [last] = await carrier.track([waybill!]);
    expect(last!.carrierStatus).toMatch(/^190101 /);
    expect(last!.at).toBeGreaterThan(Date.now() - 60_000);
    expect(last!.at).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("maps returned and lost, which then stay put; unknown waybills are left out", async () => {
    const carrier = client(standIn);
    const [returned, lost, moving] = (await carrier.createShipment(fiveTyres())).trackingNumbers;
    expect(standIn.setState(returned!, "returned")).toBe(true);
    expect(standIn.setState(lost!, "lost")).toBe(true);
    expect(standIn.setState("0000000000000X", "lost")).toBe(false);
    const readings = await carrier.track([returned!, "0000099999999U", lost!, moving!]);
    expect(readings.map((r) => [r.trackingNumber, r.state])).toEqual([
      [returned, "returned"],
      [lost, "lost"],
      [moving, "created"],
    ]);
    expect(readings[0]!.carrierStatus).toMatch(/^230403 /);
    expect(readings[1]!.carrierStatus).toMatch(/^230310 /);
    const again = await carrier.track([returned!, lost!]);
    expect(again.map((r) => r.state)).toEqual(["returned", "lost"]);
  });

  it("a refused info services login is 'auth', a 503 'unavailable'", async () => {
    const carrier = client(standIn);
    const [waybill] = (await carrier.createShipment(fiveTyres())).trackingNumbers;
    expect((await carrierError(client(standIn, "wrong").track([waybill!]))).kind).toBe("auth");
    standIn.failNext("unavailable");
    expect((await carrierError(carrier.track([waybill!]))).kind).toBe("unavailable");
  });

  it("maps DPD's documented codes and reads Warsaw wall-clock times", () => {
    expect(dpdTrackingState("030103", "")).toBe("created");
    expect(dpdTrackingState("040101", "")).toBe("in_transit");
    expect(dpdTrackingState("120100", "")).toBe("in_transit");
    expect(dpdTrackingState("200201", "Nieobecność odbiorcy")).toBe("in_transit");
    expect(dpdTrackingState("170102", "")).toBe("out_for_delivery");
    expect(dpdTrackingState("190104", "")).toBe("delivered");
    expect(dpdTrackingState("701901", "")).toBe("delivered");
    expect(dpdTrackingState("500633", "")).toBe("returned");
    expect(dpdTrackingState("230310", "")).toBe("lost");
    expect(dpdTrackingState("999999", "Przesyłka zaginęła")).toBe("lost");
    // Winter: UTC+1; summer: UTC+2.
    expect(dpdEventTime("2026-01-15T12:00:00")).toBe(Date.UTC(2026, 0, 15, 11, 0, 0));
    expect(dpdEventTime("2026-05-17T12:15:30.123")).toBe(Date.UTC(2026, 4, 17, 10, 15, 30, 123));
    expect(dpdEventTime("")).toBeNull();
  });
});
