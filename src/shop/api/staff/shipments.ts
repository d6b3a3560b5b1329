import { Hono } from "hono";
import * as v from "valibot";
import { dayField, validate } from "../../../common/api";
import { SHIPPING_CARRIERS } from "../../../common/config/back-office";
import { warsawToday } from "../../../common/i18n/calendar";
import { ShopError } from "../../../common/errors";
import { database } from "../../db/client";
import { resolveShipmentProblem, shipmentById, shipmentProblems } from "../../db/queries/shipments";
import { auditEntry } from "../../db/queries/staff";
import { readOrder } from "../../db/queries/orders";
import type { StaffApiEnv } from "../../env";
import { API_CARRIERS, configuredCarriers } from "../../shipping/carriers";
import { dayLabels, orderDayPickup, shipmentLabel, shipmentsOfDay } from "../../shipping/shipments";

const dayQuery = v.object({ day: v.optional(dayField("Podaj dzień w postaci RRRR-MM-DD.")) });
const idParam = v.object({ id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, "Nieprawidłowy numer przesyłki.")) });
const pickupInput = v.object({
  day: dayField("Podaj dzień nadania (RRRR-MM-DD)."),
  carrier: v.picklist(API_CARRIERS, "Wybierz przewoźnika."),
  pickup_on: dayField("Podaj dzień odbioru przez kuriera (RRRR-MM-DD)."),
});

const pdf = (bytes: Uint8Array, name: string) =>
  new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: { "content-type": "application/pdf", "content-disposition": `inline; filename="${name}"`, "cache-control": "no-store" },
  });

/**
 * Back office: parcels booked through the carriers (issue 36). The day's shipments and the
 * problems waiting for staff (GET /staff/shipments?day), the day's labels as one PDF
 * (GET /labels?day), one shipment's label (GET /:id/label), one courier pickup for a carrier's
 * shipments of a day (POST /pickups), and a returned or lost parcel dealt with (POST /:id/resolve).
 */
export const staffShipmentsApi = new Hono<StaffApiEnv>()
  .get("/", validate("query", dayQuery), async (c) => {
    const day = c.req.valid("query").day ?? warsawToday();
    const db = database(c.env.DB);
    const [booked, problems] = await Promise.all([shipmentsOfDay(db, day), shipmentProblems(db)]);
    const carriers = configuredCarriers(c.env).map((id) => ({ id, name: SHIPPING_CARRIERS.find((entry) => entry.id === id)!.name }));
    return c.json({ day, carriers, shipments: booked, problems });
  })
  .get("/labels", validate("query", dayQuery), async (c) => {
    const day = c.req.valid("query").day ?? warsawToday();
    const labels = await dayLabels(c.env, database(c.env.DB), day);
    if (!labels) throw new ShopError("NOT_FOUND", { message: "Tego dnia nie nadano żadnej przesyłki." });
    return pdf(labels, `etykiety-${day}.pdf`);
  })
  .get("/:id/label", validate("param", idParam), async (c) => {
    const db = database(c.env.DB);
    const shipment = await shipmentById(db, Number(c.req.valid("param").id));
    const order = shipment && (await readOrder(db, { id: shipment.orderId }));
    if (!shipment || !order) throw new ShopError("NOT_FOUND", { message: "Nie ma takiej przesyłki." });
    return pdf(await shipmentLabel(c.env, db, shipment, order.number), `etykieta-${order.number}.pdf`);
  })
  .post("/pickups", validate("json", pickupInput), async (c) => {
    const body = c.req.valid("json");
    if (body.pickup_on < warsawToday())
      throw new ShopError("VALIDATION_ERROR", { message: "Kurier nie przyjedzie w przeszłości: wybierz dzisiejszy lub późniejszy dzień." });
    const db = database(c.env.DB);
    const ordered = await orderDayPickup(c.env, db, body.day, body.carrier, body.pickup_on);
    return c.json({ pickup_id: ordered.pickupId, shipments: ordered.shipments, parcels: ordered.parcels }, 201);
  })
  .post("/:id/resolve", validate("param", idParam), async (c) => {
    const id = Number(c.req.valid("param").id);
    const db = database(c.env.DB);
    const shipment = await shipmentById(db, id);
    if (!shipment) throw new ShopError("NOT_FOUND", { message: "Nie ma takiej przesyłki." });
    const now = Date.now();
    if (!(await resolveShipmentProblem(db, id, now)))
      throw new ShopError("CONFLICT", { message: "Ta przesyłka nie czeka na wyjaśnienie." });
    await auditEntry(db, c.var.staff, { entity: "order", entityId: shipment.orderId, action: "parcel-resolved", at: now }).run();
    return c.json({ resolved: true });
  });
