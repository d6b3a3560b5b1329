import { type Context, Hono } from "hono";
import * as v from "valibot";
import { amountField, dayField, optionalText, validate } from "../../../common/api";
import { warsawDayEnd, warsawDayStart } from "../../../common/i18n/calendar";
import { ORDER_NUMBER_PATTERN, PAYMENT_METHOD_IDS } from "../../../common/config/orders";
import {
  PAYMENT_BOOKING_METHODS,
  REFUND_METHODS,
  type RefundMethod,
  SHIPPING_CARRIERS,
  STAFF_CANCEL_REASONS,
} from "../../../common/config/back-office";
import { database } from "../../db/client";
import { forgetIsolateCache } from "../../../common/cache/with-cache";
import {
  bookPayment,
  changeOrderStatus,
  markWithdrawalReceived,
  ORDER_TRANSITIONS,
  refundOrder,
  registerWithdrawal,
} from "../../orders/transitions";
import { readOrder } from "../../db/queries/orders";
import { readStaffOrder, searchOrders } from "../../orders/staff-view";
import { ORDER_STATUSES } from "../../db/schema";
import type { StaffApiEnv } from "../../env";
import { ShopError } from "../../../common/errors";
import { shopIdentity } from "../../mail/messages";
import { mailerFor } from "../../mail/mailer";
import { auditEntry } from "../../db/queries/staff";
import { orderSuppliers, receivePurchaseOrder, sendPurchaseOrder } from "../../suppliers/purchase-orders";
import {
  orderCancelledMail,
  orderConfirmedMail,
  orderDeliveredMail,
  orderShippedMail,
  paymentReceivedMail,
  readyForPickupMail,
  refundMail,
  withdrawalRegisteredMail,
} from "../../mail/order-status-messages";
import type { MailMessage } from "../../mail/mailer";
import { sendLater } from "../../mail/send-later";
import { startInvoiceDocuments } from "../../invoice/documents-workflow";
import { cancellationCorrectionStatements, dispatchInvoiceStatements, withdrawalCorrectionStatements } from "../../invoice/issue";
import { issuedAt } from "../../invoice/register";
import { type ReviewLink, reviewInviteStatements } from "../../db/queries/reviews";
import { LABEL_FORMATS } from "../../../common/config/shipping";
import { logError } from "../../../common/errors";
import { d1Statements } from "../../db/queries/d1-batch";
import { insertShipment, orderTyresToShip, shipmentOfOrder } from "../../db/queries/shipments";
import { API_CARRIERS, configuredCarriers } from "../../shipping/carriers";
import { parcelsForTyres, totalWeightKg } from "../../shipping/parcels";
import { bookWithCarrier, configuredCarrier, shipmentLabel, shipmentRequestFor } from "../../shipping/shipments";

const listQuery = v.object({
  status: v.optional(v.picklist(["", ...ORDER_STATUSES], "Nieznany status zamówienia.")),
  payment: v.optional(v.picklist(["", ...PAYMENT_METHOD_IDS], "Nieznana metoda płatności.")),
  paid: v.optional(v.picklist(["", "1", "0"], "Filtr „opłacone” przyjmuje 1 albo 0.")),
  from: v.optional(v.union([v.literal(""), dayField("Podaj datę początkową.")], "Podaj datę w postaci RRRR-MM-DD, np. 2026-11-24.")),
  to: v.optional(v.union([v.literal(""), dayField("Podaj datę końcową.")], "Podaj datę w postaci RRRR-MM-DD, np. 2026-11-24.")),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "Szukany tekst może mieć najwyżej 100 znaków."))),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,4}$/, "Numer strony to liczba od 1."))),
});

const purchaseOrderInput = v.object({ supplier_id: v.number("Wskaż dostawcę.") });

const idParam = v.object({ id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, "Nieprawidłowy numer zamówienia.")) });

const transition = v.variant(
  "action",
  [
    v.object({ action: v.picklist(["confirm", "pack", "deliver"]), note: optionalText(500, "Notatka może mieć najwyżej 500 znaków.") }),
    v.object({
      action: v.literal("ship"),
      carrier: v.picklist(
        SHIPPING_CARRIERS.map((carrier) => carrier.id),
        "Wybierz przewoźnika z listy.",
      ),
      tracking_number: v.pipe(
        v.string("Wpisz numer przesyłki."),
        v.trim(),
        v.regex(/^[A-Za-z0-9-]{6,40}$/, "Numer przesyłki to 6–40 liter, cyfr lub myślników, bez spacji."),
      ),
      note: optionalText(500, "Notatka może mieć najwyżej 500 znaków."),
    }),
    v.object({
      action: v.literal("cancel"),
      reason: v.picklist(STAFF_CANCEL_REASONS, "Wybierz powód anulowania."),
      note: optionalText(500, "Notatka może mieć najwyżej 500 znaków."),
    }),
  ],
  `Nieznana zmiana statusu (możliwe: ${Object.keys(ORDER_TRANSITIONS).join(", ")}).`,
);

const shipmentInput = v.object({
  carrier: v.picklist(API_CARRIERS, "Wybierz przewoźnika, u którego nadajesz przesyłkę."),
  format: v.optional(v.picklist(LABEL_FORMATS, "Etykieta może mieć format A6 albo A4."), "A6"),
});

const payment = v.object({
  amount: amountField("Podaj kwotę wpłaty."),
  received_on: dayField("Podaj datę wpływu."),
  method: v.picklist(PAYMENT_BOOKING_METHODS, "Wybierz rodzaj wpłaty."),
  reference: optionalText(120, "Opis wpłaty może mieć najwyżej 120 znaków."),
  /** What the form showed as paid so far ("0.00"): a repeated submission books nothing. */
  expected_paid: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}\.\d{2}$/, "Nieprawidłowa kwota dotychczasowych wpłat."))),
});

const refund = v.object({
  amount: amountField("Podaj kwotę zwrotu."),
  method: v.picklist(Object.keys(REFUND_METHODS) as RefundMethod[], "Wybierz sposób zwrotu."),
  /** What the form showed as refunded so far ("0.00"): a repeated submission refunds nothing. */
  expected_refunded: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}\.\d{2}$/, "Nieprawidłowa kwota dotychczasowych zwrotów."))),
});

const withdrawal = v.object({
  declared_on: dayField("Podaj datę oświadczenia o odstąpieniu."),
  received_on: v.optional(v.union([v.literal(""), dayField("Podaj datę zwrotu opon.")], "Podaj datę w postaci RRRR-MM-DD.")),
  lines: v.pipe(
    v.array(
      v.object({
        sku: v.pipe(v.string(), v.trim(), v.nonEmpty("Brakuje kodu oferty."), v.maxLength(64, "Za długi kod oferty.")),
        quantity: v.pipe(
          v.number("Podaj liczbę sztuk."),
          v.integer("Liczba sztuk musi być całkowita."),
          v.minValue(0, "Liczba sztuk nie może być ujemna."),
          v.maxValue(99, "Za dużo sztuk."),
        ),
        resaleable: v.boolean(),
      }),
      "Wskaż zwracane opony.",
    ),
    v.maxLength(50, "Za dużo pozycji."),
  ),
});

/** The order after a change, the buyer's mail about it sent, the catalogue's cached pages told. */
type StaffOrderView = NonNullable<Awaited<ReturnType<typeof readStaffOrder>>>;

async function afterChange(c: Context<StaffApiEnv>, id: number, mailOf: ((order: StaffOrderView) => MailMessage | null) | null) {
  // One read serves both: the staff view is the buyer's view (what mails take) plus staff fields.
  const order = await readStaffOrder(database(c.env.DB), id);
  if (order && mailOf && order.email) {
    const message = mailOf(order);
    if (message) sendLater(c, message, { orderId: id, byStaff: true });
  }
  return c.json({ order });
}

/** The new documents' files, KSeF and mail, after the answer (the workflow takes over from there). */
function startDocumentsLater(c: Context<StaffApiEnv>, issued: { id: number }[]) {
  if (issued.length)
    c.executionCtx.waitUntil(
      startInvoiceDocuments(
        c.env,
        issued.map((row) => row.id),
      ),
    );
}

/**
 * One change of an order's status, with what it brings: the invoice of a dispatch, the correction
 * of a cancellation, the review links of a delivery, the buyer's mail; `more` joins the same batch
 * (the shipment a carrier booked, written with the "shipped" it causes or not at all).
 */
async function transitionOrder(
  c: Context<StaffApiEnv>,
  id: number,
  body: v.InferOutput<typeof transition>,
  more: D1PreparedStatement[] = [],
) {
  const db = database(c.env.DB);
  const now = Date.now();
  const before = await readOrder(db, { id });
  if (!before) throw new ShopError("NOT_FOUND", { message: "Nie ma takiego zamówienia." });
  // A pickup order is dispatched when the buyer collects it at the warehouse: that handover issues its invoice.
  const dispatch = body.action === "ship" || (body.action === "deliver" && before.delivery_kind === "pickup");
  // Dispatch issues the invoice (its sale date is today); a cancellation corrects a prepayment invoice to zero;
  // the delivery stores each line's review link, which its mail carries (written with it or not at all).
  let reviewLinks: ReviewLink[] = [];
  const invoice = dispatch ? await dispatchInvoiceStatements(c.env, db, id, now) : [];
  const also = [
    ...more,
    ...invoice,
    ...(body.action === "cancel"
      ? await cancellationCorrectionStatements(c.env, db, id, now)
      : body.action === "deliver"
        ? await reviewInviteStatements(db, id, now).then((invites) => {
            reviewLinks = invites.links;
            return invites.statements;
          })
        : []),
  ];
  await changeOrderStatus(db, id, {
    action: body.action,
    actor: c.var.staff,
    now,
    note: body.note ?? undefined,
    also,
    ...(body.action === "ship" ? { carrier: body.carrier, trackingNumber: body.tracking_number } : {}),
    ...(body.action === "cancel" ? { reason: body.reason } : {}),
  });
  if (invoice.length || (body.action === "cancel" && also.length)) startDocumentsLater(c, await issuedAt(db, id, now));
  // A cancellation gives stock back: cached listings and data pages must not keep "sold out".
  if (body.action === "cancel") forgetIsolateCache();
  const shop = await shopIdentity(c.env);
  const mails = {
    confirm: (order) => orderConfirmedMail(order, shop),
    // A pickup order packed is ready at the warehouse: the buyer is told where and when to come.
    pack: (order) => (order.delivery_kind === "pickup" ? readyForPickupMail(order, shop) : null),
    ship: (order) => orderShippedMail(order, shop),
    deliver: (order) => orderDeliveredMail(order, shop, reviewLinks),
    // Payments stay booked through a cancellation: what was paid is what will be refunded.
    cancel: (order) => orderCancelledMail(order, shop, Math.round(Number(order.paid_amount) * 100)),
  } satisfies Record<typeof body.action, (order: StaffOrderView) => MailMessage | null>;
  return afterChange(c, id, mails[body.action]);
}

/** Back office: orders — the list, one order, and every change staff make to it (each one D1 batch). */
export const staffOrdersApi = new Hono<StaffApiEnv>()
  .get("/", validate("query", listQuery), async (c) => {
    const query = c.req.valid("query");
    const from = query.from ? warsawDayStart(query.from)! : undefined;
    const to = query.to ? warsawDayEnd(query.to)! : undefined;
    if (from !== undefined && to !== undefined && from >= to) {
      throw new ShopError("VALIDATION_ERROR", { message: "Data początkowa musi być wcześniejsza niż końcowa (albo ta sama)." });
    }
    const found = await searchOrders(database(c.env.DB), {
      status: query.status || undefined,
      payment: query.payment || undefined,
      paid: query.paid === "1" ? true : query.paid === "0" ? false : undefined,
      from,
      to,
      q: query.q || undefined,
      page: Number(query.page ?? 1),
    });
    return c.json(found);
  })
  .get("/by-number/:number", async (c) => {
    const number = c.req.param("number").toUpperCase();
    if (!ORDER_NUMBER_PATTERN.test(number)) throw new ShopError("NOT_FOUND", { message: "Nie ma takiego zamówienia." });
    const order = await readOrder(database(c.env.DB), { number });
    if (!order) throw new ShopError("NOT_FOUND", { message: "Nie ma takiego zamówienia." });
    return c.json({ id: order.id });
  })
  .get("/:id", validate("param", idParam), async (c) => {
    const id = Number(c.req.valid("param").id);
    const order = await readStaffOrder(database(c.env.DB), id);
    if (!order) throw new ShopError("NOT_FOUND", { message: "Nie ma takiego zamówienia." });
    const booked = await shipmentOfOrder(database(c.env.DB), id);
    return c.json({
      order: {
        ...order,
        suppliers: await orderSuppliers(c.env.DB, id),
        /** The carriers "Nadaj przesyłkę" may book with now, and the parcels it would send. */
        carriers: configuredCarriers(c.env),
        parcel_plan: order.delivery_kind === "courier" ? parcelsForTyres(await orderTyresToShip(database(c.env.DB), id)) : [],
        /** The shipment booked through a carrier, if any: its label, parcels and tracking state. */
        booked_shipment: booked && {
          id: booked.id,
          carrier: booked.carrier,
          tracking_numbers: booked.trackingNumbers,
          parcels: booked.parcels,
          weight_kg: booked.weightKg,
          label_format: booked.labelFormat,
          state: booked.state,
          carrier_status: booked.carrierStatus,
          pickup_day: booked.pickupDay,
          problem: booked.problemAt !== null && booked.resolvedAt === null,
        },
      },
    });
  })
  // A purchase order to the supplier serving some of the order's lines (mailed), then received.
  .post("/:id/purchase-orders", validate("param", idParam), validate("json", purchaseOrderInput), async (c) => {
    const id = Number(c.req.valid("param").id);
    const db = database(c.env.DB);
    const order = await readOrder(db, { id });
    if (!order) throw new ShopError("NOT_FOUND", { message: "Nie ma takiego zamówienia." });
    if (order.status === "cancelled")
      throw new ShopError("ORDER_STATE_CONFLICT", { message: "Zamówienie jest anulowane: nie zamawiaj do niego opon." });
    const supplier = (await orderSuppliers(c.env.DB, id)).find((entry) => entry.supplierId === c.req.valid("json").supplier_id);
    if (!supplier || supplier.ownWarehouse)
      throw new ShopError("VALIDATION_ERROR", { message: "Ten dostawca nie obsługuje żadnej pozycji tego zamówienia." });
    if (!supplier.orderEmail)
      throw new ShopError("VALIDATION_ERROR", {
        message: `Dostawca ${supplier.name} nie ma adresu e-mail do zamówień: uzupełnij go w jego danych.`,
      });
    const shop = await shopIdentity(c.env);
    const address = order.shipping;
    const now = Date.now();
    const sent = await sendPurchaseOrder(
      c.env.DB,
      mailerFor(c.env, db),
      supplier,
      id,
      {
        orderNumber: order.number,
        shop: { name: shop.name, email: shop.email },
        deliveryAddress: [
          `${address.first_name} ${address.last_name}`,
          ...(address.company_name ? [address.company_name] : []),
          `${address.street} ${address.street_number}${address.apartment_number ? `/${address.apartment_number}` : ""}`,
          `${address.postal_code} ${address.city}`,
        ],
        phone: order.phone ?? null,
      },
      c.var.staff.id,
      now,
    );
    if (!sent) throw new ShopError("CONFLICT", { message: `Zamówienie do dostawcy ${supplier.name} zostało już wysłane.` });
    await auditEntry(db, c.var.staff, {
      entity: "order",
      entityId: id,
      action: "purchase-order",
      after: { supplier: supplier.name },
      at: now,
    }).run();
    return c.json({ sent: { supplier: supplier.name, to: supplier.orderEmail } }, 201);
  })
  .post("/:id/purchase-orders/:supplier{[0-9]{1,9}}/received", validate("param", idParam), async (c) => {
    const id = Number(c.req.valid("param").id);
    const now = Date.now();
    if (!(await receivePurchaseOrder(c.env.DB, id, Number(c.req.param("supplier")), c.var.staff.id, now)))
      throw new ShopError("NOT_FOUND", { message: "Nie ma wysłanego zamówienia do tego dostawcy." });
    await auditEntry(database(c.env.DB), c.var.staff, { entity: "order", entityId: id, action: "purchase-order-received", at: now }).run();
    return c.json({ received: true });
  })
  .post("/:id/transitions", validate("param", idParam), validate("json", transition), async (c) =>
    transitionOrder(c, Number(c.req.valid("param").id), c.req.valid("json")),
  )
  // "Nadaj przesyłkę": the carrier books the parcels, and the order is shipped with their tracking number.
  .post("/:id/shipment", validate("param", idParam), validate("json", shipmentInput), async (c) => {
    const id = Number(c.req.valid("param").id);
    const body = c.req.valid("json");
    const db = database(c.env.DB);
    const order = await readStaffOrder(db, id);
    if (!order) throw new ShopError("NOT_FOUND", { message: "Nie ma takiego zamówienia." });
    if (await shipmentOfOrder(db, id)) throw new ShopError("CONFLICT", { message: "Przesyłka do tego zamówienia jest już nadana." });
    const carrier = configuredCarrier(c.env, body.carrier);
    const request = await shipmentRequestFor(c.env, db, order);
    const created = await bookWithCarrier(carrier, request);
    const now = Date.now();
    const { statement } = d1Statements(db);
    const booked = statement(
      insertShipment(db, {
        orderId: id,
        carrier: body.carrier,
        carrierShipmentId: created.carrierShipmentId,
        trackingNumbers: created.trackingNumbers,
        parcels: request.parcels.length,
        weightKg: totalWeightKg(request.parcels),
        codGross: request.codGross ?? 0,
        labelFormat: body.format,
        createdAt: now,
        createdBy: c.var.staff.id,
      }),
    );
    try {
      const answer = await transitionOrder(
        c,
        id,
        { action: "ship", carrier: body.carrier, tracking_number: created.trackingNumbers[0]!, note: undefined },
        [booked],
      );
      // The label now, so staff can print at once; if the carrier is slow, the order page fetches it later.
      const shipment = await shipmentOfOrder(db, id);
      if (shipment) await shipmentLabel(c.env, db, shipment, order.number).catch((error) => logError(error, `label of ${order.number}`));
      return answer;
    } catch (error) {
      // Booked at the carrier but not stored here: staff must cancel it there, so say which one.
      logError(error, `shipment ${created.carrierShipmentId} of ${order.number} booked but not stored`);
      if (error instanceof ShopError) {
        throw new ShopError(error.code, {
          message: `${error.message} Przesyłka ${created.trackingNumbers.join(", ")} została już utworzona u przewoźnika: anuluj ją w jego panelu.`,
        });
      }
      throw error;
    }
  })
  .post("/:id/payments", validate("param", idParam), validate("json", payment), async (c) => {
    const id = Number(c.req.valid("param").id);
    const body = c.req.valid("json");
    const now = Date.now();
    const receivedAt = warsawDayStart(body.received_on)! + 12 * 3_600_000;
    if (receivedAt > now + 86_400_000) throw new ShopError("VALIDATION_ERROR", { message: "Data wpływu nie może być z przyszłości." });
    const { paidInFull } = await bookPayment(database(c.env.DB), id, {
      amount: body.amount,
      receivedAt,
      method: body.method,
      reference: body.reference || null,
      actor: c.var.staff,
      now,
      expectedPaid: body.expected_paid === undefined ? undefined : Math.round(Number(body.expected_paid) * 100),
    });
    const shop = await shopIdentity(c.env);
    return afterChange(c, id, paidInFull ? (order) => paymentReceivedMail(order, shop) : null);
  })
  .post("/:id/refunds", validate("param", idParam), validate("json", refund), async (c) => {
    const id = Number(c.req.valid("param").id);
    const body = c.req.valid("json");
    await refundOrder(database(c.env.DB), id, {
      amount: body.amount,
      method: body.method,
      actor: c.var.staff,
      now: Date.now(),
      expectedRefunded: body.expected_refunded === undefined ? undefined : Math.round(Number(body.expected_refunded) * 100),
    });
    const shop = await shopIdentity(c.env);
    return afterChange(c, id, (order) => refundMail(order, shop, body.amount, body.method));
  })
  .post("/:id/withdrawals", validate("param", idParam), validate("json", withdrawal), async (c) => {
    const id = Number(c.req.valid("param").id);
    const body = c.req.valid("json");
    const now = Date.now();
    const db = database(c.env.DB);
    const returned = body.lines.filter((line) => line.quantity > 0);
    const also = await withdrawalCorrectionStatements(c.env, db, id, returned, now);
    const result = await registerWithdrawal(db, id, {
      lines: body.lines,
      declaredAt: warsawDayStart(body.declared_on)!,
      receivedAt: body.received_on ? warsawDayStart(body.received_on)! : null,
      actor: c.var.staff,
      now,
      also,
    });
    if (also.length) startDocumentsLater(c, await issuedAt(db, id, now));
    forgetIsolateCache();
    const shop = await shopIdentity(c.env);
    return afterChange(c, id, (order) => withdrawalRegisteredMail(order, shop, result.amount, result.refundDueAt));
  })
  .post(
    "/:id/withdrawals/:withdrawal/received",
    validate(
      "param",
      v.object({ ...idParam.entries, withdrawal: v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, "Nieprawidłowy numer odstąpienia.")) }),
    ),
    validate("json", v.object({ received_on: dayField("Podaj datę zwrotu opon.") })),
    async (c) => {
      const { id, withdrawal } = c.req.valid("param");
      await markWithdrawalReceived(database(c.env.DB), Number(id), Number(withdrawal), {
        receivedAt: warsawDayStart(c.req.valid("json").received_on)!,
        actor: c.var.staff,
        now: Date.now(),
      });
      return afterChange(c, Number(id), null);
    },
  );
