import { introspectWorkflowInstance } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { warsawToday } from "../src/common/i18n/calendar";
import { formatAmount } from "../src/common/i18n/money";
import { ROUTES } from "../src/common/routes";
import { database } from "../src/shop/db/client";
import { readInvoice } from "../src/shop/invoice/register";
import {
  ADDRESS,
  basket,
  COMPANY,
  offerSku,
  placeOrder,
  postCheckout,
  settledStaffCall,
  staffApi,
  uniqueEmail,
  uniquePhone,
} from "./fixtures";
import { get, html, select, selectOne } from "./helpers";
import { asStaff, noticeOf, OWNER, STAFF, serveAccessCerts, staffForm } from "./staff";

/**
 * Issue 36 point 1: delivery methods as data. An owner prices the courier (per parcel, free from a
 * number of tyres) and the fee for paying on delivery, and switches pickup at the warehouse on;
 * the checkout shows each method with its price, the order is charged what the shop's own pricing
 * says (never what a browser sends), and the confirmation, its mail, the invoice and a withdrawal's
 * refund agree. Pickup orders are packed ("gotowe do odbioru", mailed with the warehouse's address)
 * and handed over, never shipped. This file has a D1 of its own: it changes the methods.
 */

/** The courier as the tests price it: 25 zł a parcel (two tyres), free from 4 tyres, 10 zł for paying on delivery. */
const COURIER = {
  name: "Kurier",
  price: "25,00",
  pricing: "per_parcel",
  free_from_tyres: "4",
  free_from: "",
  cod_allowed: true,
  cod_fee: "10,00",
  active: true,
  position: "1",
};
const PICKUP = {
  name: "Odbiór osobisty w magazynie",
  price: "0",
  pricing: "per_order",
  free_from_tyres: "",
  free_from: "",
  cod_allowed: true,
  cod_fee: "0",
  active: true,
  position: "2",
};

const setMethod = (slug: string, method: Record<string, unknown>, email = OWNER) =>
  staffApi("PUT", `/staff/delivery/${slug}`, method, email);

const transition = (id: number, action: string, extra: Record<string, string> = {}) =>
  settledStaffCall<{ order: Record<string, unknown> }>("POST", `/staff/orders/${id}/transitions`, { action, ...extra });

const lastMailTo = (email: string, about: string) =>
  env.DB.prepare('SELECT subject, text FROM mail_outbox WHERE "to" = ? AND subject LIKE ? ORDER BY id DESC')
    .bind(email, `%${about}%`)
    .first<{ subject: string; text: string }>();

const orderRow = (id: number) =>
  env.DB.prepare(
    "SELECT status, delivery_method, delivery_kind, delivery_name, delivery_gross, cod_fee_gross, cheapest_delivery_gross, total_gross, shipped_at, delivered_at FROM orders WHERE id = ?",
  )
    .bind(id)
    .first<Record<string, string | number | null>>();

/** A basket of `quantity` tyres of one offer: its token and the goods' total the checkout shows (grosze). */
async function tyres(offset: number, quantity: number) {
  const token = await basket({ sku: await offerSku(offset), quantity });
  const answer = (await (await get(`/api/v1/checkout/${token}`)).json()) as { total_gross_amount: string };
  return { token, goods: Math.round(Number(answer.total_gross_amount) * 100) };
}

/** Waits for an invoice's documents workflow (XML, KSeF stand-in, PDF, mail) to finish. */
async function documentsDone(invoiceId: number) {
  await using instance = await introspectWorkflowInstance(env.INVOICE_DOCUMENTS, `faktura-${invoiceId}`);
  await instance.waitForStatus("complete");
}

const money = (grosze: number) => (grosze / 100).toFixed(2);
const text = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");

describe("the seeded delivery (migration 0027)", () => {
  it("keeps the shop's promise until an owner changes it: the courier free for every order, no fee for paying on delivery, no pickup", async () => {
    const { methods, pickup } = (await (await get("/api/v1/delivery/methods")).json()) as {
      methods: {
        slug: string;
        kind: string;
        priceGross: number;
        pricing: string;
        freeFromTyres: number | null;
        codAllowed: boolean;
        codFeeGross: number;
      }[];
      pickup: unknown;
    };
    expect(methods).toEqual([
      expect.objectContaining({
        slug: "courier",
        kind: "courier",
        priceGross: 25_00,
        pricing: "per_parcel",
        freeFromTyres: 1,
        codAllowed: true,
        codFeeGross: 0,
      }),
    ]);
    expect(pickup).not.toBeNull();
    const { token, goods } = await tyres(26, 1);
    const placed = await placeOrder(token, { payment_method: "cash_on_delivery", body: { expected_total: money(goods) } });
    expect(placed.status).toBe(201);
    expect(await placed.json()).toMatchObject({ shipping_amount: "0.00", cod_fee_amount: "0.00", total_gross_amount: money(goods) });
    expect((await selectOne((await html("/")).body, ".topbar-delivery")).text).toBe("Dostawa – darmowa dostawa na terenie Polski");
  });
});

describe("delivery methods as data", () => {
  beforeAll(async () => {
    await serveAccessCerts();
    expect((await setMethod("courier", COURIER)).status).toBe(200);
    expect((await setMethod("pickup", PICKUP)).status).toBe(200);
  });

  it("lets an owner price them, staff only read them, and answers bad input in Polish; each change audited", async () => {
    const listed = (await (await get("/api/v1/delivery/methods")).json()) as {
      methods: { slug: string; priceGross: number; pricing: string; freeFromTyres: number | null; codFeeGross: number }[];
      pickup: { street: string; city: string; hours: string } | null;
    };
    expect(listed.methods.map((method) => method.slug)).toEqual(["courier", "pickup"]);
    expect(listed.methods[0]).toMatchObject({ priceGross: 2500, pricing: "per_parcel", freeFromTyres: 4, codFeeGross: 1000 });
    expect(listed.pickup).toEqual({
      street: env.PICKUP_STREET,
      postalCode: env.PICKUP_POSTAL_CODE,
      city: env.PICKUP_CITY,
      hours: env.PICKUP_HOURS,
    });

    const refused = await setMethod("courier", { ...COURIER, price: "0" }, STAFF);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error_code: "FORBIDDEN",
      message: "Ceny i sposoby dostawy może zmieniać tylko właściciel sklepu.",
    });

    const bad = await setMethod("courier", { ...COURIER, price: "dwadzieścia", free_from_tyres: "0", cod_fee: "5000,00" });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error_code: string; fields: { path: string; message: string }[] };
    expect(body.error_code).toBe("VALIDATION_ERROR");
    expect(body.fields).toEqual(
      expect.arrayContaining([
        { path: "price", message: "Cena dostawy: podaj kwotę w złotych, np. 25,00." },
        { path: "free_from_tyres", message: "Próg liczby opon: podaj liczbę od 1 do 99 albo zostaw puste pole." },
        { path: "cod_fee", message: "Opłata za płatność przy odbiorze: Najwyżej 1000,00\u00a0zł." },
      ]),
    );

    // Pickup off, then the courier too: the last method on offer stays.
    expect((await setMethod("pickup", { ...PICKUP, active: false })).status).toBe(200);
    const last = await setMethod("courier", { ...COURIER, active: false });
    expect(last.status).toBe(400);
    expect(JSON.stringify(await last.json())).toContain("To jedyny dostępny sposób dostawy");
    expect((await setMethod("pickup", PICKUP)).status).toBe(200);
    expect((await staffApi("PUT", "/staff/delivery/ekspres", COURIER)).status).toBe(404);

    const audit = await env.DB.prepare(
      "SELECT staff_name, before, after FROM audit_log WHERE entity = 'delivery-method' AND entity_id = (SELECT id FROM delivery_methods WHERE slug = 'pickup') ORDER BY id DESC LIMIT 1",
    ).first<{ staff_name: string; before: string; after: string }>();
    expect(audit?.staff_name).toBeTruthy();
    expect(JSON.parse(audit!.before)).toMatchObject({ active: false });
    expect(JSON.parse(audit!.after)).toMatchObject({ active: true, price_gross: 0 });
  });

  it("charges the courier per parcel and the fee for paying on delivery, refuses a total without them, and states them in the order, its mail and its page", async () => {
    const { token, goods } = await tyres(20, 3);
    // Three tyres are two parcels: 2 × 25 zł, and 10 zł for paying on delivery.
    const cod = { payment_method: "cash_on_delivery" };
    const stale = await placeOrder(token, { ...cod, body: { expected_total: money(goods) } });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ error_code: "PRICE_CHANGED" });

    const email = uniqueEmail("dostawa");
    const placed = await placeOrder(token, {
      ...cod,
      email,
      via: "site",
      body: { expected_total: money(goods + 50_00 + 10_00) },
      bindings: {},
    });
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as Record<string, string> & { id: number };
    expect(order).toMatchObject({
      delivery_method: "courier",
      delivery_kind: "courier",
      delivery_name: "Kurier",
      goods_amount: money(goods),
      shipping_amount: "50.00",
      cod_fee_amount: "10.00",
      total_gross_amount: money(goods + 60_00),
    });
    expect(await orderRow(order.id)).toMatchObject({
      delivery_gross: 50_00,
      cod_fee_gross: 10_00,
      // What a whole withdrawal gives back for delivery: the courier's 50 zł (no cheaper way to the door for 3 tyres).
      cheapest_delivery_gross: 50_00,
      total_gross: goods + 60_00,
    });

    const mail = await lastMailTo(email, "zamówienie");
    expect(mail?.text).toContain(`Opony: ${formatAmount(money(goods))}`);
    expect(mail?.text).toContain(`Dostawa (Kurier): ${formatAmount("50.00")}`);
    expect(mail?.text).toContain(`Opłata za płatność przy odbiorze: ${formatAmount("10.00")}`);
    expect(mail?.text).toContain(`Razem z dostawą: ${formatAmount(money(goods + 60_00))}`);
    expect(mail?.text).toContain(`Zapłacisz kurierowi ${formatAmount(money(goods + 60_00))} gotówką lub kartą.`);

    const cookie = placed.headers
      .getSetCookie()
      .find((entry) => entry.startsWith("order-confirmation="))!
      .split(";")[0]!;
    const page = await text(await get(ROUTES.orderConfirmation, { headers: { cookie } }));
    const rows = (await select(page, ".order-lines-box .summary-totals > div")).map((row) => row.text);
    expect(rows).toEqual([
      `Opony${formatAmount(money(goods))}`,
      `Dostawa: Kurier${formatAmount("50.00")}`,
      `Opłata za płatność przy odbiorze${formatAmount("10.00")}`,
      `Do zapłaty${formatAmount(money(goods + 60_00))}`,
      expect.stringMatching(/^w tym VAT 23%/),
    ]);
  });

  it("lists each method with its price and date at checkout, the summary beside it for every choice, and takes the form without script at the total it showed", async () => {
    const { token, goods } = await tyres(21, 3);
    const page = await text(await get(ROUTES.checkout, { headers: { cookie: `checkout-token=${token}` } }));
    const options = await select(page, ".delivery-options .choice");
    expect(options.map((option) => option.text)).toEqual([
      expect.stringMatching(
        /^KurierPod wskazany adres: 25,00\szł za paczkę \(do 2 opon w paczce\), bezpłatnie od 4 opon\. Twoje opony pojadą jako 2 paczki\..*Dostawa: .+50,00\szł$/,
      ),
      expect.stringMatching(
        new RegExp(
          `^Odbiór osobisty w magazynieOdbierzesz opony w naszym magazynie: ${env.PICKUP_STREET}, ${env.PICKUP_POSTAL_CODE} ${env.PICKUP_CITY}.*Do odbioru od: .+bezpłatnie$`,
        ),
      ),
    ]);
    expect((await selectOne(page, 'input[name="delivery_prices"]')).attributes.value).toBe("courier:5000:1000,pickup:0:0");
    expect((await selectOne(page, 'input[name="payment_method"][value="cash_on_delivery"]')).attributes.disabled).toBeUndefined();
    // The summary: a row for each method and way of paying, marked for the stylesheet.
    const totals = await select(page, ".checkout-summary .summary-total");
    expect(totals.map((row) => [row.attributes["data-option"], row.attributes["data-when"], row.text])).toEqual([
      ["1", "prepaid", `Do zapłaty${formatAmount(money(goods + 50_00))}`],
      ["1", "cod", `Do zapłaty${formatAmount(money(goods + 60_00))}`],
      ["2", "any", `Do zapłaty${formatAmount(money(goods))}`],
    ]);

    // Sent without script: pickup paid by transfer, at the goods' total the page showed.
    const form = {
      expected_total: money(goods),
      delivery_prices: "courier:5000:1000,pickup:0:0",
      email: uniqueEmail("odbior-bez-js"),
      phone: uniquePhone(),
      "shipping.first_name": ADDRESS.first_name,
      "shipping.last_name": ADDRESS.last_name,
      "shipping.street": ADDRESS.street,
      "shipping.street_number": ADDRESS.street_number,
      "shipping.postal_code": ADDRESS.postal_code,
      "shipping.city": ADDRESS.city,
      "billing.type": "person",
      same_address: "on",
      delivery_method: "courier",
      payment_method: "bank_transfer",
      terms_accepted: "on",
    };
    const post = (fields: Record<string, string>) => postCheckout(token, fields);
    // The courier's price changed since the page showed 25 zł a parcel: refused, nothing ordered.
    const changed = await post({ ...form, delivery_prices: "courier:2500:1000,pickup:0:0" });
    expect(changed.status).toBe(409);
    expect((await selectOne(await text(changed), ".form-alert")).text).toContain("Ceny lub zawartość koszyka zmieniły się");
    const placed = await post({ ...form, delivery_method: "pickup" });
    expect(placed.status).toBe(303);
    const order = await env.DB.prepare("SELECT id FROM orders WHERE checkout_token = ?").bind(token).first<number>("id");
    expect(await orderRow(order!)).toMatchObject({
      delivery_kind: "pickup",
      delivery_gross: 0,
      cod_fee_gross: 0,
      // Pickup is no delivery: nothing was paid for it, nothing comes back for it.
      cheapest_delivery_gross: 0,
      total_gross: goods,
    });
  });

  it("puts delivery and the fee on the invoice; a whole withdrawal refunds the tyres and the delivery but not the fee, and corrects the invoice so", async () => {
    const { token, goods } = await tyres(22, 2);
    const total = goods + 25_00 + 10_00;
    const placed = await placeOrder(token, {
      payment_method: "cash_on_delivery",
      billing: { type: "company", company_name: COMPANY.company_name, vat_number: COMPANY.vat_number },
      body: { expected_total: money(total) },
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const { id } = (await placed.json()) as { id: number };
    await transition(id, "confirm");
    await transition(id, "pack");
    await transition(id, "ship", { carrier: "dpd", tracking_number: "0000123456789U" });
    const invoiceId = await env.DB.prepare("SELECT id FROM invoices WHERE order_id = ? AND kind = 'VAT'").bind(id).first<number>("id");
    await documentsDone(invoiceId!);
    const invoice = await readInvoice(database(env.DB), invoiceId!);
    const document = invoice!.document;
    expect(invoice!.row.gross).toBe(total);
    expect(document.totals.gross).toBe(total);
    expect(document.lines.slice(1)).toEqual([
      expect.objectContaining({
        position: 2,
        name: "Dostawa: Kurier",
        sku: "DOSTAWA",
        unit: "usł.",
        quantity: 1,
        unitGross: 25_00,
        vatRate: 23,
      }),
      expect.objectContaining({
        position: 3,
        sku: "POBRANIE",
        unit: "usł.",
        quantity: 1,
        unitGross: 10_00,
        vat: Math.round((10_00 * 23) / 123),
      }),
    ]);

    await settledStaffCall("POST", `/staff/orders/${id}/payments`, {
      amount: money(total),
      received_on: warsawToday(),
      method: "cash_on_delivery",
    });
    await transition(id, "deliver");
    const lines = (
      await env.DB.prepare("SELECT sku, quantity FROM order_lines WHERE order_id = ?").bind(id).all<{ sku: string; quantity: number }>()
    ).results;
    const withdrawn = await settledStaffCall("POST", `/staff/orders/${id}/withdrawals`, {
      declared_on: warsawToday(),
      lines: lines.map((line) => ({ ...line, resaleable: true })),
    });
    // The tyres and the courier's 25 zł come back; the 10 zł for paying on delivery stays with the shop.
    expect(withdrawn.order).toMatchObject({
      status: "returned",
      refundable_amount: money(goods + 25_00),
      refundable_delivery_amount: "25.00",
    });
    const withdrawal = await env.DB.prepare("SELECT amount FROM withdrawals WHERE order_id = ?").bind(id).first<number>("amount");
    expect(withdrawal).toBe(goods + 25_00);

    const correctionId = await env.DB.prepare("SELECT id FROM invoices WHERE order_id = ? AND kind = 'KOR'").bind(id).first<number>("id");
    await documentsDone(correctionId!);
    const correction = await readInvoice(database(env.DB), correctionId!);
    const corrected = correction!.document;
    expect(correction!.row.gross).toBe(-(goods + 25_00));
    expect(corrected.lines.filter((line) => line.sku === "DOSTAWA").map((line) => [line.state, line.unitGross])).toEqual([
      ["before", 25_00],
      ["after", 0],
    ]);
    expect(corrected.lines.some((line) => line.sku === "POBRANIE")).toBe(false);
    expect(corrected.correction?.reason).toMatch(/^Zwrot 2 szt\. i kosztu dostawy po odstąpieniu od umowy/);
  });

  it("mails a pickup order's buyer 'gotowe do odbioru' with the warehouse when packed, and hands it over without shipping", async () => {
    const { token, goods } = await tyres(23, 1);
    const email = uniqueEmail("odbior");
    const placed = await placeOrder(token, { email, body: { delivery_method: "pickup", expected_total: money(goods) } });
    expect(placed.status).toBe(201);
    const { id, number } = (await placed.json()) as { id: number; number: string };
    await settledStaffCall("POST", `/staff/orders/${id}/payments`, {
      amount: money(goods),
      received_on: warsawToday(),
      method: "bank_transfer",
    });
    const packed = await transition(id, "pack");
    expect(packed.order).toMatchObject({ status: "packed", actions: ["deliver", "cancel"] });

    const ready = await lastMailTo(email, "gotowe do odbioru");
    expect(ready?.subject).toBe(`OponyKraków.pl: zamówienie ${number} gotowe do odbioru`);
    expect(ready?.text).toContain(`Adres: ${env.PICKUP_STREET}, ${env.PICKUP_POSTAL_CODE} ${env.PICKUP_CITY}`);
    expect(ready?.text).toContain(`Godziny otwarcia: ${env.PICKUP_HOURS}`);
    expect(ready?.text).toContain("Zamówienie jest opłacone – przy odbiorze nic nie płacisz.");

    const ship = await staffApi("POST", `/staff/orders/${id}/transitions`, {
      action: "ship",
      carrier: "dpd",
      tracking_number: "0000123456789U",
    });
    expect(ship.status).toBe(409);
    expect(await ship.json()).toMatchObject({
      error_code: "ORDER_STATE_CONFLICT",
      message: expect.stringContaining("zamówienia z odbiorem osobistym nie wysyłamy"),
    });

    await transition(id, "deliver");
    const row = await orderRow(id);
    expect(row).toMatchObject({ status: "delivered" });
    // The handover is the dispatch too: the invoice's sale date and the 14 days to withdraw start there.
    expect(row!.shipped_at).toBe(row!.delivered_at);
    expect((await lastMailTo(email, "odebrane"))?.text).toContain(`zamówienie ${number} zostało odebrane.`);
  });

  it("delivers a courier order only once shipped", async () => {
    const { token, goods } = await tyres(24, 4);
    // Four tyres: free from the threshold.
    const placed = await placeOrder(token, { body: { expected_total: money(goods) } });
    expect(placed.status).toBe(201);
    const { id } = (await placed.json()) as { id: number };
    await settledStaffCall("POST", `/staff/orders/${id}/payments`, {
      amount: money(goods),
      received_on: warsawToday(),
      method: "bank_transfer",
    });
    await transition(id, "pack");
    const early = await staffApi("POST", `/staff/orders/${id}/transitions`, { action: "deliver" });
    expect(early.status).toBe(409);
    expect(JSON.stringify(await early.json())).toContain("doręczenie odnotowuje się tylko dla wysłanego zamówienia");
  });

  it("refuses, in Polish, paying on delivery with a method that takes none, and a method not on offer", async () => {
    expect((await setMethod("pickup", { ...PICKUP, cod_allowed: false })).status).toBe(200);
    const { token, goods } = await tyres(25, 2);
    const cod = await placeOrder(token, {
      payment_method: "cash_on_delivery",
      body: { delivery_method: "pickup", expected_total: money(goods) },
    });
    expect(cod.status).toBe(400);
    expect(await cod.json()).toMatchObject({
      error_code: "VALIDATION_ERROR",
      fields: [
        {
          path: "payment_method",
          message:
            "Płatność przy odbiorze nie jest dostępna przy dostawie „Odbiór osobisty w magazynie”. Wybierz inny sposób płatności albo dostawy.",
        },
      ],
    });
    // The checkout switches the option off and says why (once its script runs; the server refuses it either way).
    const page = await text(await get(ROUTES.checkout, { headers: { cookie: `checkout-token=${token}` } }));
    expect((await selectOne(page, 'input[name="delivery_prices"]')).attributes.value).toBe("courier:2500:1000,pickup:0:0");
    expect((await setMethod("pickup", PICKUP)).status).toBe(200);

    for (const [method, message] of [
      ["ekspres", "Ten sposób dostawy jest teraz niedostępny. Wybierz inny."],
      ["Kurier!", "Wybierz sposób dostawy."],
    ]) {
      const refused = await placeOrder(token, { body: { delivery_method: method } });
      expect(refused.status, method).toBe(400);
      expect(await refused.json()).toMatchObject({ error_code: "VALIDATION_ERROR", fields: [{ path: "delivery_method", message }] });
    }
  });

  it("gives the back office a Dostawa page: owners edit it, staff read it; the header's promise and the product markup follow", async () => {
    const owner = await text(await asStaff("/panel/dostawa"));
    expect(await select(owner, "form.delivery-method-form")).toHaveLength(2);
    expect(owner).toContain("25,00\u00a0zł za paczkę (do 2 opon w paczce), bezpłatnie od 4 opon");
    const staff = await text(await asStaff("/panel/dostawa", STAFF));
    expect(await select(staff, "form.delivery-method-form")).toHaveLength(0);
    expect(staff).toContain("Ceny i sposoby dostawy może zmieniać tylko właściciel sklepu.");

    const form = { ...COURIER, cod_allowed: "1", active: "1", free_from_tyres: "2" };
    const wrong = await staffForm("/panel/dostawa/courier", { ...form, position: "pierwszy" });
    expect(wrong.status).toBe(400);
    expect(await text(wrong)).toContain("Kolejność: podaj liczbę od 0 do 99.");
    const saved = await staffForm("/panel/dostawa/courier", form);
    expect(saved.status).toBe(303);
    expect(noticeOf(saved)).toBe("ok:Zapisano: Kurier – 25,00\u00a0zł za paczkę (do 2 opon w paczce), bezpłatnie od 2 opon.");

    const home = await html("/");
    expect((await selectOne(home.body, ".topbar-delivery")).text).toBe("Dostawa – darmowa dostawa od 2 opon");
    // One tyre alone pays the courier's parcel: the markup's shipping rate says so.
    const tyre = await env.DB.prepare(
      "SELECT t.slug FROM tyres t JOIN variants v ON v.tyre_id = t.id WHERE v.stock > 0 AND v.hidden = 0 ORDER BY t.id DESC LIMIT 1",
    ).first<string>("slug");
    const data = await html(`/dane-opony/${tyre}`);
    const product = (await select(data.body, 'script[type="application/ld+json"]'))
      .map((script) => JSON.parse(script.text) as Record<string, unknown>)
      .find((entry) => entry["@type"] === "Product") as { offers: { shippingDetails: { shippingRate: { value: number } } }[] };
    expect(product.offers[0]!.shippingDetails.shippingRate.value).toBe(25);
    expect(data.body).toContain("Cena za 1 sztukę, z VAT. Darmowa dostawa od 2 opon.");
    // "Dlaczego warto" no longer promises free delivery of every order: one tyre pays the parcel.
    const why = await html("/dlaczego-warto");
    expect(why.body).not.toContain("dostawa jest darmowa");
    expect(why.body).toContain("a koszt dostawy widzisz w koszyku, zanim złożysz zamówienie – później nic nie dochodzi");
  });
});
