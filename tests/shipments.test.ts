import { env } from "cloudflare:workers";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { warsawToday } from "../src/common/i18n/calendar";
import { runScheduled } from "../src/shop/scheduled";
import { configuredCarriers, localStandIn } from "../src/shop/shipping/carriers";
import { basket, offerSku, placedOrder, staffApi } from "./fixtures";
import { asStaff, noticeOf, serveAccessCerts, staffForm } from "./staff";

/**
 * Issue 36 points 2–5 through the Worker: "Nadaj przesyłkę" books a packed order's parcels with a
 * carrier (the stand-ins inside the Worker, INPOST_API/DPD_API "local"), ships the order with the
 * tracking number mailed, keeps the label; the day's labels print as one PDF and one pickup is
 * ordered; the tracking job moves the order to delivered exactly once, and a returned parcel
 * becomes a task for staff.
 */

const FIVE_MINUTES = "*/5 * * * *";
/** The job reads every open shipment at every run here (production: TRACKING_INTERVAL_MINUTES). */
const trackingEnv = { ...env, TRACKING_INTERVAL_MINUTES: "0" };

const mailsTo = async (email: string) =>
  (
    await env.DB.prepare('SELECT subject, text FROM mail_outbox WHERE "to" = ? ORDER BY id')
      .bind(email)
      .all<{ subject: string; text: string }>()
  ).results;

/** A cash-on-delivery order of `quantity` tyres of one offer, confirmed and packed by staff. */
async function packedOrder(offset: number, quantity: number) {
  const token = await basket({ sku: await offerSku(offset, { minStock: quantity }), quantity });
  const order = await placedOrder(token, { payment_method: "cash_on_delivery" });
  if (order.status === "to_confirm")
    expect((await staffApi("POST", `/staff/orders/${order.id}/transitions`, { action: "confirm" })).status).toBe(200);
  expect((await staffApi("POST", `/staff/orders/${order.id}/transitions`, { action: "pack" })).status).toBe(200);
  return order;
}

interface BookedOrder {
  order: {
    status: string;
    shipment: { carrier: string; tracking_number: string; tracking_url: string | null } | null;
    booked_shipment: { id: number; tracking_numbers: string[]; parcels: number; state: string; problem: boolean } | null;
  };
}

const book = (id: number, carrier: string, format = "A6") => staffApi("POST", `/staff/orders/${id}/shipment`, { carrier, format });
const statusOf = async (id: number) => ((await (await staffApi("GET", `/staff/orders/${id}`)).json()) as BookedOrder).order;

async function pages(bytes: ArrayBuffer) {
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  return (await PDFDocument.load(bytes)).getPages();
}

describe("parcels booked through a carrier", () => {
  it("configures the carriers from INPOST_API and DPD_API; without them the manual tracking number stays", () => {
    expect(configuredCarriers(env)).toEqual(["inpost", "dpd"]);
    expect(configuredCarriers({ ...env, INPOST_API: "", DPD_API: "" })).toEqual([]);
    // A real host without credentials is off, never half-configured.
    expect(configuredCarriers({ ...env, INPOST_API: "sandbox", DPD_API: "production" })).toEqual([]);
    // A stand-in never books parcels for a shop in production.
    expect(configuredCarriers({ ...env, ENVIRONMENT: "production" })).toEqual([]);
    expect(configuredCarriers({ ...env, ENVIRONMENT: "production", INPOST_API: "http://127.0.0.1:8786/inpost" })).toEqual([]);
  });

  it("books a packed order of 5 tyres as 3 parcels with cash on delivery, ships it, mails the number, keeps the label", async () => {
    const order = await packedOrder(40, 5);
    const standIn = await localStandIn("inpost");
    const before = standIn.requests.length;
    const response = await book(order.id, "inpost");
    expect(response.status, await response.clone().text()).toBe(200);
    const { order: shipped } = (await response.json()) as BookedOrder;
    expect(shipped.status).toBe("shipped");
    const view = await statusOf(order.id);
    expect(view.booked_shipment).toMatchObject({ parcels: 3, state: "created", problem: false });
    expect(view.booked_shipment!.tracking_numbers).toHaveLength(3);
    expect(view.shipment).toMatchObject({ carrier: "InPost Kurier", tracking_number: view.booked_shipment!.tracking_numbers[0] });

    // What went to ShipX: three parcels in mm and kg, the order's total as cash on delivery, its number as reference.
    const created = standIn.requests.slice(before).find((request) => request.method === "POST" && request.path.endsWith("/shipments"));
    const body = created?.body as {
      parcels: { dimensions: { unit: string }; weight: { unit: string; amount: number } }[];
      cod: { amount: number; currency: string };
      reference: string;
      service: string;
    };
    expect(body.parcels).toHaveLength(3);
    expect(body.parcels.every((parcel) => parcel.dimensions.unit === "mm" && parcel.weight.unit === "kg" && parcel.weight.amount > 5)).toBe(
      true,
    );
    expect(body.cod).toEqual({ amount: Number(order.total_gross_amount), currency: "PLN" });
    expect(body.reference).toBe(order.number);
    expect(body.service).toBe("inpost_courier_standard");

    const [mail] = (await mailsTo(order.email)).filter((entry) => entry.subject.includes("wysłane"));
    expect(mail?.text).toContain(view.booked_shipment!.tracking_numbers[0]);

    const label = await staffApi("GET", `/staff/shipments/${view.booked_shipment!.id}/label`);
    expect(label.headers.get("content-type")).toBe("application/pdf");
    expect(await pages(await label.arrayBuffer())).toHaveLength(3);
    const stored = await env.DB.prepare("SELECT label_key FROM shipments WHERE id = ?")
      .bind(view.booked_shipment!.id)
      .first<{ label_key: string }>();
    expect(await env.FILES.head(stored!.label_key)).not.toBeNull();

    // One shipment per order.
    const again = await book(order.id, "inpost");
    expect(again.status).toBe(409);
  });

  it("refuses a carrier that does not answer with a Polish message and leaves the order packed", async () => {
    const order = await packedOrder(41, 2);
    (await localStandIn("dpd")).failNext("unavailable");
    const refused = await book(order.id, "dpd");
    expect(refused.status).toBe(502);
    expect(await refused.json()).toMatchObject({ error_code: "CARRIER_UNAVAILABLE", message: expect.stringContaining("Spróbuj ponownie") });
    expect((await statusOf(order.id)).status).toBe("packed");
    (await localStandIn("inpost")).failNext("auth");
    const auth = await book(order.id, "inpost");
    expect(auth.status).toBe(502);
    expect(((await auth.json()) as { message: string }).message).toContain("dane dostępowe");
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM shipments WHERE order_id = ?").bind(order.id).first("n")).toBe(0);
    // An unknown carrier is the form's mistake.
    expect((await book(order.id, "poczta")).status).toBe(400);
  });

  it("prints the day's labels as one PDF and orders one pickup a carrier", async () => {
    const first = await packedOrder(42, 2);
    const second = await packedOrder(43, 4);
    expect((await book(first.id, "dpd", "A4")).status).toBe(200);
    expect((await book(second.id, "dpd")).status).toBe(200);
    const day = warsawToday();
    const list = (await (await staffApi("GET", `/staff/shipments?day=${day}`)).json()) as {
      shipments: { orderId: number; parcels: number; pickupId: string | null }[];
    };
    const ours = list.shipments.filter((shipment) => shipment.orderId === first.id || shipment.orderId === second.id);
    expect(ours.map((shipment) => shipment.parcels)).toEqual([1, 2]);

    const labels = await staffApi("GET", `/staff/shipments/labels?day=${day}`);
    expect(labels.status).toBe(200);
    const all = list.shipments.reduce((sum, shipment) => sum + shipment.parcels, 0);
    expect(await pages(await labels.arrayBuffer())).toHaveLength(all);

    const pickup = await staffApi("POST", "/staff/shipments/pickups", { day, carrier: "dpd", pickup_on: day });
    expect(pickup.status, await pickup.clone().text()).toBe(201);
    expect(await pickup.json()).toMatchObject({ pickup_id: expect.any(String), shipments: expect.any(Number) });
    // Everything of that day at DPD is in the pickup now.
    const twice = await staffApi("POST", "/staff/shipments/pickups", { day, carrier: "dpd", pickup_on: day });
    expect(twice.status).toBe(409);
    expect((await staffApi("POST", "/staff/shipments/pickups", { day, carrier: "dpd", pickup_on: "2020-01-02" })).status).toBe(400);
  });

  it("moves a delivered parcel's order to delivered exactly once, with the review links mailed", async () => {
    const order = await packedOrder(44, 2);
    expect((await book(order.id, "inpost")).status).toBe(200);
    // Each reading moves the stand-in's parcel one step: in transit, out for delivery, delivered.
    const seen: string[] = [];
    for (let run = 0; run < 5 && (await statusOf(order.id)).status !== "delivered"; run++) {
      const summary = await runScheduled(FIVE_MINUTES, trackingEnv);
      seen.push((await statusOf(order.id)).booked_shipment!.state);
      expect(summary.shipments?.failures).toBe(0);
    }
    expect(seen).toContain("out_for_delivery");
    expect((await statusOf(order.id)).status).toBe("delivered");
    for (let run = 0; run < 2; run++) await runScheduled(FIVE_MINUTES, trackingEnv);
    const delivered = await env.DB.prepare("SELECT COUNT(*) AS n FROM order_events WHERE order_id = ? AND status = 'delivered'")
      .bind(order.id)
      .first("n");
    expect(delivered).toBe(1);
    const mails = (await mailsTo(order.email)).filter((entry) => entry.subject.includes("doręczone"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("/opinia/");
    const invites = await env.DB.prepare("SELECT COUNT(*) AS n FROM review_invites WHERE order_id = ?").bind(order.id).first("n");
    expect(invites).toBeGreaterThan(0);
    const audit = await env.DB.prepare("SELECT staff_name FROM audit_log WHERE entity = 'order' AND entity_id = ? AND action = 'deliver'")
      .bind(order.id)
      .first("staff_name");
    expect(audit).toBe("Sklep (śledzenie przesyłek)");
  });

  it("leaves an order staff already marked delivered alone and only records the reading", async () => {
    const order = await packedOrder(45, 1);
    expect((await book(order.id, "dpd")).status).toBe(200);
    expect((await staffApi("POST", `/staff/orders/${order.id}/transitions`, { action: "deliver" })).status).toBe(200);
    const { booked_shipment } = await statusOf(order.id);
    (await localStandIn("dpd")).setState(booked_shipment!.tracking_numbers[0]!, "delivered");
    await runScheduled(FIVE_MINUTES, trackingEnv);
    const after = await statusOf(order.id);
    expect(after.booked_shipment!.state).toBe("delivered");
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM order_events WHERE order_id = ? AND status = 'delivered'").bind(order.id).first("n"),
    ).toBe(1);
  });

  it("turns a returned parcel into a task for staff until they resolve it", async () => {
    const order = await packedOrder(46, 2);
    expect((await book(order.id, "inpost")).status).toBe(200);
    const { booked_shipment } = await statusOf(order.id);
    (await localStandIn("inpost")).setState(booked_shipment!.tracking_numbers[0]!, "returned");
    const summary = await runScheduled(FIVE_MINUTES, trackingEnv);
    expect(summary.shipments?.problems).toContain(order.number);
    const view = await statusOf(order.id);
    expect(view).toMatchObject({ status: "shipped", booked_shipment: { state: "returned", problem: true } });
    const overview = (await (await staffApi("GET", "/staff/overview")).json()) as { shipment_problems: number };
    expect(overview.shipment_problems).toBeGreaterThan(0);

    // The back office lists it and staff mark it resolved.
    await serveAccessCerts();
    const page = await (await asStaff("/panel/przesylki")).text();
    expect(page).toContain("Do wyjaśnienia");
    expect(page).toContain(order.number);
    const resolved = await staffForm(`/panel/przesylki/${booked_shipment!.id}/wyjasnione`, {});
    expect(noticeOf(resolved)).toBe("ok:Sprawa przesyłki oznaczona jako wyjaśniona.");
    expect((await statusOf(order.id)).booked_shipment!.problem).toBe(false);
    expect((await staffApi("POST", `/staff/shipments/${booked_shipment!.id}/resolve`)).status).toBe(409);
  });

  it("offers Nadaj przesyłkę on a packed courier order's page in the back office, and books it from the form", async () => {
    await serveAccessCerts();
    const order = await packedOrder(47, 4);
    const page = await (await asStaff(`/panel/zamowienia/${order.id}`)).text();
    expect(page).toContain("Nadaj przesyłkę");
    expect(page).toMatch(/2 paczki, razem ok\. [\d,]+ kg/);
    const answer = await staffForm(`/panel/zamowienia/${order.id}/nadaj`, { carrier: "inpost", format: "A6" });
    expect(noticeOf(answer)).toMatch(/^ok:Przesyłka nadana \(InPost Kurier, numer \d+\)/);
    const shipped = await (await asStaff(`/panel/zamowienia/${order.id}`)).text();
    expect(shipped).toContain("Etykieta (A6, PDF)");
    const { booked_shipment } = await statusOf(order.id);
    const label = await asStaff(`/panel/przesylki/${booked_shipment!.id}/etykieta.pdf`);
    expect(label.headers.get("content-type")).toBe("application/pdf");
    expect(await pages(await label.arrayBuffer())).toHaveLength(2);
  });
});
