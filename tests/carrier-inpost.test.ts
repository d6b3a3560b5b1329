/**
 * The InPost ShipX client (src/shop/shipping/inpost.ts) against its stand-in
 * (src/shop/shipping/stand-in/inpost.ts): the request bodies carry ShipX's field names and units,
 * refusals become CarrierErrors with Polish sentences, labels are PDFs of the right page size with a
 * page per parcel, and tracking follows a parcel to its end.
 */
import { PDFDocument } from "pdf-lib";
import { beforeEach, describe, expect, it } from "vitest";
import { type Carrier, CarrierError, type Parcel, type ShipmentParty, type ShipmentRequest } from "../src/shop/shipping/carrier";
import { INPOST_HOSTS, INPOST_STATUSES, inpostCarrier, inpostTrackingState } from "../src/shop/shipping/inpost";
import { INPOST_STAND_IN_ORGANIZATION_ID, INPOST_STAND_IN_TOKEN, inpostStandIn } from "../src/shop/shipping/stand-in/inpost";
import type { CarrierStandIn } from "../src/shop/shipping/stand-in/stand-in";
import { pdfText } from "./pdf-text";

const BASE_URL = "https://inpost-stand-in.invalid";
const CREDENTIALS = { token: INPOST_STAND_IN_TOKEN, organizationId: INPOST_STAND_IN_ORGANIZATION_ID };

const warehouse: ShipmentParty = {
  name: "Magazyn Opon",
  companyName: "Opony Łódź sp. z o.o.",
  street: "Przemysłowa",
  buildingNumber: "7",
  postalCode: "90-001",
  city: "Łódź",
  countryCode: "PL",
  phone: "+48 42 600 70 80",
  email: "magazyn@sklep.test",
};

const buyer: ShipmentParty = {
  name: "Zofia Maria Wąsik",
  companyName: null,
  street: "Żeromskiego",
  buildingNumber: "12/4",
  postalCode: "00-950",
  city: "Gdańsk",
  countryCode: "PL",
  phone: "601 234 567",
  email: "zofia@example.com",
};

/** Five 205/55 R16 tyres: two parcels of two stacked, one of one. */
const fiveTyres: Parcel[] = [
  { weightKg: 17.6, lengthCm: 63.2, widthCm: 63.2, heightCm: 41.5, tyres: 2 },
  { weightKg: 17.6, lengthCm: 63.2, widthCm: 63.2, heightCm: 41.5, tyres: 2 },
  { weightKg: 8.8, lengthCm: 63.2, widthCm: 63.2, heightCm: 20.5, tyres: 1 },
];

function order(overrides: Partial<ShipmentRequest> = {}): ShipmentRequest {
  return {
    reference: "OP-2026-000123",
    sender: warehouse,
    receiver: buyer,
    parcels: fiveTyres,
    codGross: 123_456,
    insuredGross: 150_000,
    content: "Opony: 5 szt.",
    ...overrides,
  };
}

let standIn: CarrierStandIn;
let carrier: Carrier;

function client(options: { token?: string; service?: string; fetch?: (request: Request) => Promise<Response> } = {}): Carrier {
  return inpostCarrier(
    {
      baseUrl: BASE_URL,
      credentials: { ...CREDENTIALS, token: options.token ?? CREDENTIALS.token },
      fetch: options.fetch ?? ((request) => standIn.fetch(request)),
    },
    { confirmDelayMs: 0, service: options.service },
  );
}

async function refusal(promise: Promise<unknown>): Promise<CarrierError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CarrierError);
  return error as CarrierError;
}

async function pages(pdf: Uint8Array) {
  expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe("%PDF-");
  const document = await PDFDocument.load(pdf);
  return document.getPages().map((page) => page.getSize());
}

/** pdf-lib's A6 and A4 in points (105 × 148 mm, 210 × 297 mm). */
const A6 = { width: 297.64, height: 419.53 };
const A4 = { width: 595.28, height: 841.89 };

beforeEach(() => {
  standIn = inpostStandIn();
  carrier = client();
});

describe("InPost hosts", () => {
  it("are ShipX's sandbox and production", () => {
    expect(INPOST_HOSTS).toEqual({
      sandbox: "https://sandbox-api-shipx-pl.easypack24.net",
      production: "https://api-shipx-pl.easypack24.net",
    });
  });
});

describe("creating a shipment", () => {
  it("books a 5-tyre order's 3 parcels and returns one tracking number per parcel, in order", async () => {
    const created = await carrier.createShipment(order());
    expect(created.carrierShipmentId).toMatch(/^\d+$/);
    expect(created.trackingNumbers).toHaveLength(3);
    expect(new Set(created.trackingNumbers).size).toBe(3);
    for (const number of created.trackingNumbers) expect(number).toMatch(/^\d{24}$/);

    // Posted, then read until confirmed (the stand-in confirms on the first reading).
    const exchanges = standIn.requests.map((request) => `${request.method} ${request.path} ${request.status}`);
    expect(exchanges).toEqual([
      `POST /v1/organizations/${INPOST_STAND_IN_ORGANIZATION_ID}/shipments 201`,
      `GET /v1/shipments/${created.carrierShipmentId} 200`,
    ]);
  });

  it("sends ShipX's field names and units: millimetres, kilograms, złoty, the courier service", async () => {
    await carrier.createShipment(order());
    const body = standIn.requests[0]!.body as Record<string, unknown>;
    expect(body.service).toBe("inpost_courier_standard");
    expect(body.reference).toBe("OP-2026-000123");
    expect(body.comments).toBe("Opony: 5 szt.");
    expect(body.parcels).toEqual([
      {
        id: "1",
        dimensions: { length: 632, width: 632, height: 415, unit: "mm" },
        weight: { amount: 17.6, unit: "kg" },
        is_non_standard: false,
      },
      {
        id: "2",
        dimensions: { length: 632, width: 632, height: 415, unit: "mm" },
        weight: { amount: 17.6, unit: "kg" },
        is_non_standard: false,
      },
      {
        id: "3",
        dimensions: { length: 632, width: 632, height: 205, unit: "mm" },
        weight: { amount: 8.8, unit: "kg" },
        is_non_standard: false,
      },
    ]);
    expect(body.cod).toEqual({ amount: 1234.56, currency: "PLN" });
    expect(body.insurance).toEqual({ amount: 1500, currency: "PLN" });
    expect(body.receiver).toEqual({
      first_name: "Zofia Maria",
      last_name: "Wąsik",
      email: "zofia@example.com",
      phone: "601234567",
      address: { street: "Żeromskiego", building_number: "12/4", city: "Gdańsk", post_code: "00-950", country_code: "PL" },
    });
    expect(body.sender).toMatchObject({
      company_name: "Opony Łódź sp. z o.o.",
      phone: "426007080",
      address: { street: "Przemysłowa", building_number: "7", city: "Łódź", post_code: "90-001", country_code: "PL" },
    });
  });

  it("leaves cash on delivery out of a prepaid order, and insures at least what it collects", async () => {
    await carrier.createShipment(order({ codGross: null }));
    expect((standIn.requests[0]!.body as Record<string, unknown>).cod).toBeUndefined();
    standIn.requests.length = 0;
    await carrier.createShipment(order({ codGross: 200_000, insuredGross: 150_000 }));
    expect((standIn.requests[0]!.body as Record<string, unknown>).insurance).toEqual({ amount: 2000, currency: "PLN" });
  });

  it("sends the Bearer token and never puts it in an error's message", async () => {
    await carrier.createShipment(order());
    const error = await refusal(client({ token: "wrong-token-123" }).createShipment(order()));
    expect(error.kind).toBe("auth");
    expect(error.carrier).toBe("inpost");
    expect(error.polishMessage).toMatch(/token/i);
    expect(`${error.message} ${error.details.join(" ")}`).not.toContain("wrong-token-123");
    expect(standIn.requests.at(-1)!.status).toBe(401);
  });

  it("answers a bad postcode with ShipX's validation_failed, in Polish for staff", async () => {
    const error = await refusal(carrier.createShipment(order({ receiver: { ...buyer, postalCode: "1234" } })));
    expect(error.kind).toBe("invalid");
    expect(error.polishMessage).toBe("Kod pocztowy odbiorcy jest nieprawidłowy.");
    expect(error.details).toEqual(["receiver.address.post_code: invalid_format"]);
    expect(standIn.requests.at(-1)!.status).toBe(400);
  });

  it("names every refused field, the sender's too", async () => {
    const error = await refusal(
      carrier.createShipment(order({ receiver: { ...buyer, phone: "12345" }, sender: { ...warehouse, postalCode: "90001x" } })),
    );
    expect(error.kind).toBe("invalid");
    expect(error.polishMessage).toContain("Numer telefonu odbiorcy jest nieprawidłowy");
    expect(error.polishMessage).toContain("Kod pocztowy nadawcy jest nieprawidłowy.");
    expect(error.details).toEqual(expect.arrayContaining(["receiver.phone: invalid", "sender.address.post_code: invalid_format"]));
  });

  it("refuses an unknown service", async () => {
    const error = await refusal(client({ service: "inpost_courier_tyres" }).createShipment(order()));
    expect(error.kind).toBe("invalid");
    expect(error.polishMessage).toBe("Usługa kurierska InPost jest nieznana lub niedostępna dla tego konta.");
    expect(error.details).toEqual(["service: invalid"]);
  });

  it("checks units: a parcel in centimetres-as-millimetres of zero, or in grams, is refused", async () => {
    const raw = await standIn.fetch(
      new Request(`${BASE_URL}/v1/organizations/${INPOST_STAND_IN_ORGANIZATION_ID}/shipments`, {
        method: "POST",
        headers: { Authorization: `Bearer ${INPOST_STAND_IN_TOKEN}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          service: "inpost_courier_standard",
          receiver: {
            first_name: "Jan",
            last_name: "Nowak",
            email: "jan@example.com",
            phone: "601234567",
            address: { street: "Długa", building_number: "1", city: "Kraków", post_code: "30-001", country_code: "PL" },
          },
          parcels: [{ id: "1", dimensions: { length: "630", width: 630, height: 0.4, unit: "mm" }, weight: { amount: 17600, unit: "g" } }],
        }),
      }),
    );
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({
      status: 400,
      error: "validation_failed",
      message: expect.any(String),
      details: { parcels: [{ "1": [{ dimensions: [{ height: ["invalid"] }], weight: [{ unit: ["invalid"] }] }] }] },
    });
  });

  it("says InPost is unavailable on a 503, and when the network fails", async () => {
    standIn.failNext("unavailable");
    const down = await refusal(carrier.createShipment(order()));
    expect(down.kind).toBe("unavailable");
    expect(down.polishMessage).toMatch(/spróbuj ponownie/);
    // Only the next request failed.
    await expect(carrier.createShipment(order())).resolves.toMatchObject({ trackingNumbers: expect.any(Array) });

    const offline = await refusal(
      client({
        fetch: () => Promise.reject(new TypeError("fetch failed")),
      }).createShipment(order()),
    );
    expect(offline.kind).toBe("unavailable");
    expect(offline.details).toEqual(["fetch failed"]);
  });

  it("says auth when the stand-in is told to refuse the next request", async () => {
    standIn.failNext("auth");
    expect((await refusal(carrier.createShipment(order()))).kind).toBe("auth");
  });

  it("gives up as unavailable when the shipment is never confirmed", async () => {
    // A stand-in that keeps answering "created", as ShipX does while it still books.
    const stuck = client({
      fetch: async (request) => {
        const response = await standIn.fetch(request);
        if (request.method !== "GET") return response;
        const shipment = (await response.json()) as Record<string, unknown>;
        return Response.json({ ...shipment, status: "created", tracking_number: null });
      },
    });
    const error = await refusal(stuck.createShipment(order()));
    expect(error.kind).toBe("unavailable");
    expect(error.polishMessage).toMatch(/^InPost przyjął przesyłkę \d+, ale jej nie potwierdził/);
    expect(standIn.requests.filter((request) => request.method === "GET")).toHaveLength(10);
  });
});

describe("labels", () => {
  it("prints one A6 page per parcel for one shipment", async () => {
    const { carrierShipmentId, trackingNumbers } = await carrier.createShipment(order());
    standIn.requests.length = 0;
    const pdf = await carrier.labels([carrierShipmentId], "A6");
    expect(standIn.requests.map((request) => request.path)).toEqual([`/v1/shipments/${carrierShipmentId}/label?format=Pdf&type=A6`]);
    const sizes = await pages(pdf);
    expect(sizes).toHaveLength(3);
    for (const size of sizes) {
      expect(size.width).toBeCloseTo(A6.width, 1);
      expect(size.height).toBeCloseTo(A6.height, 1);
    }
    const words = await pdfText(pdf);
    expect(words).toContain("STAND-IN InPost - not a carrier label");
    for (const number of trackingNumbers) expect(words).toContain(number);
    expect(words).toContain("Gdansk");
  });

  it("prints several shipments in one A4 PDF (ShipX's normal type)", async () => {
    const first = await carrier.createShipment(order());
    const second = await carrier.createShipment(order({ reference: "OP-2026-000124", parcels: [fiveTyres[2]!] }));
    standIn.requests.length = 0;
    const pdf = await carrier.labels([first.carrierShipmentId, second.carrierShipmentId], "A4");
    expect(standIn.requests.map((request) => request.path)).toEqual([
      `/v1/organizations/${INPOST_STAND_IN_ORGANIZATION_ID}/shipments/labels?format=Pdf&type=normal&shipment_ids[]=${first.carrierShipmentId}&shipment_ids[]=${second.carrierShipmentId}`,
    ]);
    const sizes = await pages(pdf);
    expect(sizes).toHaveLength(4);
    for (const size of sizes) {
      expect(size.width).toBeCloseTo(A4.width, 1);
      expect(size.height).toBeCloseTo(A4.height, 1);
    }
    const words = await pdfText(pdf);
    for (const number of [...first.trackingNumbers, ...second.trackingNumbers]) expect(words).toContain(number);
  });

  it("is not found for an unknown shipment", async () => {
    const error = await refusal(carrier.labels(["999999"], "A6"));
    expect(error.kind).toBe("not_found");
  });
});

describe("ordering a pickup", () => {
  it("posts a dispatch order with the shipments, address, name, phone, e-mail and comment", async () => {
    const first = await carrier.createShipment(order());
    const second = await carrier.createShipment(order({ reference: "OP-2026-000124" }));
    standIn.requests.length = 0;
    const pickup = await carrier.orderPickup({
      carrierShipmentIds: [first.carrierShipmentId, second.carrierShipmentId],
      address: warehouse,
      day: "2026-03-02",
      from: "10:00",
      to: "15:00",
      parcels: 6,
      weightKg: 88,
    });
    expect(pickup.pickupId).toMatch(/^\d+$/);
    const [request] = standIn.requests;
    expect(request).toMatchObject({
      method: "POST",
      path: `/v1/organizations/${INPOST_STAND_IN_ORGANIZATION_ID}/dispatch_orders`,
      status: 201,
    });
    expect(request!.body).toEqual({
      shipments: [Number(first.carrierShipmentId), Number(second.carrierShipmentId)],
      name: "Opony Łódź sp. z o.o.",
      phone: "426007080",
      email: "magazyn@sklep.test",
      comment: "Odbiór 2026-03-02 w godz. 10:00–15:00; paczek: 6, łącznie 88 kg.",
      address: { street: "Przemysłowa", building_number: "7", city: "Łódź", post_code: "90-001", country_code: "PL" },
    });
  });

  it("refuses a pickup of unknown shipments", async () => {
    const error = await refusal(
      carrier.orderPickup({
        carrierShipmentIds: ["424242"],
        address: warehouse,
        day: "2026-03-02",
        from: "10:00",
        to: "15:00",
        parcels: 1,
        weightKg: 9,
      }),
    );
    expect(error.kind).toBe("invalid");
    expect(error.details).toEqual(["shipments: invalid"]);
  });
});

describe("tracking", () => {
  it("follows a parcel step by step to delivered", async () => {
    const { trackingNumbers } = await carrier.createShipment(order());
    const number = trackingNumbers[0]!;
    const states: string[] = [];
    for (let reading = 0; reading < 4; reading++) {
      const [result] = await carrier.track([number]);
      expect(result).toMatchObject({ trackingNumber: number, at: expect.any(Number) });
      states.push(`${result!.state}/${result!.carrierStatus}`);
    }
    expect(states).toEqual([
      "in_transit/taken_by_courier",
      "out_for_delivery/out_for_delivery",
      "delivered/delivered",
      "delivered/delivered",
    ]);
    // Tracking is public in ShipX: the token is not sent.
    expect(standIn.requests.at(-1)!.path).toBe(`/v1/tracking/${number}`);
  });

  it("maps a parcel sent back and a lost one, and leaves unknown numbers out", async () => {
    const { trackingNumbers } = await carrier.createShipment(order());
    const [returned, lost, moving] = trackingNumbers as [string, string, string];
    expect(standIn.setState(returned, "returned")).toBe(true);
    expect(standIn.setState(lost, "lost")).toBe(true);
    expect(standIn.setState("000000000000000000000000", "lost")).toBe(false);
    const readings = await carrier.track([returned, "620900999999999999999999", lost, moving]);
    expect(readings.map((reading) => [reading.trackingNumber, reading.state, reading.carrierStatus])).toEqual([
      [returned, "returned", "returned_to_sender"],
      [lost, "lost", "missing"],
      [moving, "in_transit", "taken_by_courier"],
    ]);
    // A fixed state stays put.
    expect((await carrier.track([returned]))[0]!.state).toBe("returned");
  });

  it("maps ShipX's whole status list", () => {
    expect(inpostTrackingState("confirmed")).toBe("created");
    expect(inpostTrackingState("adopted_at_sorting_center")).toBe("in_transit");
    expect(inpostTrackingState("sent_from_source_branch")).toBe("in_transit");
    expect(inpostTrackingState("ready_to_pickup")).toBe("out_for_delivery");
    expect(inpostTrackingState("undelivered_wrong_address")).toBe("returned");
    expect(inpostTrackingState("claimed")).toBe("lost");
    // A status ShipX adds later waits for the next reading.
    expect(inpostTrackingState("teleported")).toBe("in_transit");
    const states = new Set(Object.values(INPOST_STATUSES));
    expect([...states].sort()).toEqual(["created", "delivered", "in_transit", "lost", "out_for_delivery", "returned"]);
    expect(Object.keys(INPOST_STATUSES).length).toBeGreaterThan(50);
  });

  it("says unavailable when tracking is down, rather than leaving the numbers out", async () => {
    const { trackingNumbers } = await carrier.createShipment(order());
    standIn.failNext("unavailable");
    expect((await refusal(carrier.track(trackingNumbers))).kind).toBe("unavailable");
  });
});
