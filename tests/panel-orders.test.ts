import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { sha256Hex } from "../src/common/tokens";
import { MAIL_PER_RECIPIENT_LIMIT } from "../src/common/config/security";
import { basket, customer, offerSku, orderAs, placeOrder, spacedPhone, staffApi } from "./fixtures";
import { get, html } from "./helpers";
import { asStaff, noticeOf, OWNER, serveAccessCerts, STAFF, staffForm } from "./staff";

const unique = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.pl`;

const orderRow = (id: number) =>
  env.DB.prepare("SELECT status, paid_at, carrier, tracking_number, cancel_reason FROM orders WHERE id = ?").bind(id).first<{
    status: string;
    paid_at: number | null;
    carrier: string | null;
    tracking_number: string | null;
    cancel_reason: string | null;
  }>();

/** The order's lines with their offers' stock now. */
const linesOf = (id: number) =>
  env.DB.prepare(
    "SELECT ol.variant_id, ol.sku, ol.quantity, ol.unit_price, v.stock, v.tyre_id FROM order_lines ol JOIN variants v ON v.id = ol.variant_id WHERE ol.order_id = ?",
  )
    .bind(id)
    .all<{ variant_id: number; sku: string; quantity: number; unit_price: number; stock: number; tyre_id: number }>()
    .then((result) => result.results);

const auditOf = (id: number) =>
  env.DB.prepare("SELECT staff_name, action, before, after FROM audit_log WHERE entity = 'order' AND entity_id = ? ORDER BY id")
    .bind(id)
    .all<{ staff_name: string; action: string; before: string | null; after: string | null }>()
    .then((result) => result.results);

/** Mails to `email` whose subject contains `about`, waiting for sendLater to deliver them. */
async function mailTo(email: string, about: string) {
  return vi.waitFor(
    async () => {
      const row = await env.DB.prepare('SELECT subject, text FROM mail_outbox WHERE "to" = ? AND subject LIKE ? ORDER BY id DESC')
        .bind(email, `%${about}%`)
        .first<{ subject: string; text: string }>();
      if (!row) throw new Error(`no mail "${about}" to ${email} yet`);
      return row;
    },
    { timeout: 5000, interval: 50 },
  );
}

const totalOf = async (id: number) =>
  (await env.DB.prepare("SELECT total_gross FROM orders WHERE id = ?").bind(id).first<number>("total_gross"))!;
const zloty = (grosze: number) => (grosze / 100).toFixed(2).replace(".", ",");
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Warsaw" }).format(new Date());

describe("back office: an order from payment to withdrawal", () => {
  beforeAll(serveAccessCerts);

  it("books a partial then a full transfer, ships with tracking, delivers, registers a withdrawal and refunds; the customer sees each step", async () => {
    const email = unique("klient");
    const cookie = await customer(email);
    const { id, number, phone } = await orderAs(cookie, 40, { type: "person" }, email, 2);
    const total = await totalOf(id);
    const [line] = await linesOf(id);
    const stockAfterOrder = line!.stock;

    // The list finds it by number, e-mail and phone digits (typed with spaces).
    for (const q of [number, email, spacedPhone(phone)]) {
      const list = await (await asStaff(`/panel/zamowienia?q=${encodeURIComponent(q)}&status=awaiting_payment`, STAFF)).text();
      expect(list).toContain(number);
    }

    // A partial transfer is recorded; the order still waits for the rest.
    let response = await staffForm(
      `/panel/zamowienia/${id}/wplata`,
      { amount: zloty(100_00), received_on: today(), method: "bank_transfer", reference: "wyciąg 1" },
      STAFF,
    );
    expect(response.status).toBe(303);
    expect(noticeOf(response)).toMatch(/^ok:Wpłata zaksięgowana\. Do zapłaty zostało/);
    expect((await orderRow(id))!.status).toBe("awaiting_payment");

    response = await staffForm(
      `/panel/zamowienia/${id}/wplata`,
      { amount: zloty(total - 100_00), received_on: today(), method: "bank_transfer" },
      STAFF,
    );
    expect(noticeOf(response)).toContain("jest opłacone");
    expect((await orderRow(id))!.status).toBe("paid");
    expect((await mailTo(email, "otrzymaliśmy płatność")).text).toContain(number);

    // Shipping without a tracking number is refused; with one it ships and mails the tracking link.
    response = await staffForm(`/panel/zamowienia/${id}/status`, { action: "pack" }, STAFF);
    expect((await orderRow(id))!.status).toBe("packed");
    response = await staffForm(`/panel/zamowienia/${id}/status`, { action: "ship", carrier: "dpd", tracking_number: "" }, STAFF);
    expect(noticeOf(response)).toMatch(/^error:.*numer przesyłki/i);
    expect((await orderRow(id))!.status).toBe("packed");
    response = await staffForm(
      `/panel/zamowienia/${id}/status`,
      { action: "ship", carrier: "dpd", tracking_number: "0000123456789U" },
      STAFF,
    );
    expect(noticeOf(response)).toContain("wysłane");
    expect(await orderRow(id)).toMatchObject({ status: "shipped", carrier: "dpd", tracking_number: "0000123456789U" });
    const shipped = await mailTo(email, "wysłane");
    expect(shipped.text).toContain("https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1=0000123456789U");
    expect(shipped.text).toContain(`Status zamówienia sprawdzisz na koncie: https://sklep.test/konto/zamowienia/${id}.`);

    // The customer's account shows "Wysłane" with the tracking link and the timeline.
    const account = (await (await get(`/konto/zamowienia/${id}`, { headers: { cookie } })).text()).replaceAll("<!-- -->", "");
    expect(account).toContain("Wysłane");
    expect(account).toContain('href="https://tracktrace.dpd.com.pl/parcelDetails?typ=1&amp;p1=0000123456789U"');
    expect(account).toContain("Opłacone");
    // What staff typed for themselves (the bank statement's line) stays in the back office.
    expect(account).not.toContain("wyciąg 1");

    await staffForm(`/panel/zamowienia/${id}/status`, { action: "deliver" }, STAFF);
    expect((await orderRow(id))!.status).toBe("delivered");
    expect((await mailTo(email, "doręczone")).text).toContain("14 dni");

    // A withdrawal of both tyres: stock back, the order returned, a refund due in 14 days.
    response = await staffForm(
      `/panel/zamowienia/${id}/odstapienie`,
      { sku_0: line!.sku, quantity_0: "2", resaleable_0: "1", declared_on: today(), received_on: "" },
      STAFF,
    );
    expect(noticeOf(response)).toContain("Odstąpienie zarejestrowane");
    expect((await orderRow(id))!.status).toBe("returned");
    expect((await linesOf(id))[0]!.stock).toBe(stockAfterOrder + 2);
    const withdrawal = await env.DB.prepare("SELECT amount, refund_due_at - declared_at AS due FROM withdrawals WHERE order_id = ?")
      .bind(id)
      .first<{ amount: number; due: number }>();
    expect(withdrawal).toEqual({ amount: total, due: 14 * 86_400_000 });
    await mailTo(email, "odstąpienie");

    // More than was paid cannot be refunded (409, nothing written); the right amount can.
    const tooMuch = await staffApi("POST", `/staff/orders/${id}/refunds`, { amount: zloty(total + 1), method: "bank_transfer" }, STAFF);
    expect(tooMuch.status).toBe(409);
    expect(await tooMuch.json()).toMatchObject({
      error_code: "ORDER_STATE_CONFLICT",
      message: expect.stringContaining("Kwota zwrotu przekracza"),
    });
    response = await staffForm(`/panel/zamowienia/${id}/zwrot-pieniedzy`, { amount: zloty(total), method: "bank_transfer" }, STAFF);
    expect(noticeOf(response)).toContain("Zwrot zapisany");
    expect(await env.DB.prepare("SELECT SUM(amount) AS s FROM order_refunds WHERE order_id = ?").bind(id).first("s")).toBe(total);
    await mailTo(email, "zwrot pieniędzy");
    // The customer's history names the returned tyres, not the shop's offer codes.
    const afterReturn = (await (await get(`/konto/zamowienia/${id}`, { headers: { cookie } })).text()).replaceAll("<!-- -->", "");
    expect(afterReturn).toContain("Odstąpienie od umowy przyjęte");
    expect(afterReturn).not.toContain(`${line!.sku} ×`);

    // Every step is in the audit log under the member who did it, and on the order page.
    const audit = await auditOf(id);
    expect(audit.map((row) => row.action)).toEqual(["payment", "payment", "pack", "ship", "deliver", "withdrawal", "refund"]);
    expect(new Set(audit.map((row) => row.staff_name))).toEqual(new Set(["Piotr Wiśniewski"]));
    expect(JSON.parse(audit[3]!.before!)).toEqual({ status: "packed" });
    expect(JSON.parse(audit[3]!.after!)).toMatchObject({ status: "shipped", tracking_number: "0000123456789U" });
    const page = (await (await asStaff(`/panel/zamowienia/${id}`, OWNER)).text()).replaceAll("<!-- -->", "");
    expect(page).toContain("Dziennik zmian");
    expect(page).toContain("status: Spakowane, czeka na kuriera → Wysłane");
    expect(page).toContain("Wysłany e-mail");
    expect(page).toContain("Zwrócone (odstąpienie od umowy)");
  });

  it("cancels an unshipped order with its stock back, the summary refreshed and the buyer told why", async () => {
    const email = unique("anulowanie");
    const { id } = await orderAs("", 41, { type: "person" }, email, 3);
    const [before] = await linesOf(id);
    const response = await staffForm(
      `/panel/zamowienia/${id}/status`,
      { action: "cancel", reason: "out_of_stock", note: "uszkodzona partia" },
      OWNER,
    );
    expect(noticeOf(response)).toContain("anulowane");
    expect(await orderRow(id)).toMatchObject({ status: "cancelled", cancel_reason: "out_of_stock" });
    const [after] = await linesOf(id);
    expect(after!.stock).toBe(before!.stock + 3);
    const summary = await env.DB.prepare("SELECT min_price FROM tyres WHERE id = ?").bind(after!.tyre_id).first<number>("min_price");
    expect(summary).not.toBeNull();
    const mail = await mailTo(email, "anulowane");
    expect(mail.text).toContain("zamówionych opon zabrakło w magazynie");
    expect(mail.text).toContain("Nie pobraliśmy żadnej płatności");
    expect(mail.text).not.toContain("uszkodzona partia");
  });

  it("answers forbidden transitions with 409 and a Polish message, changing nothing", async () => {
    const { id, number } = await orderAs("", 42, { type: "person" }, unique("zakaz"));
    const ship = await staffApi(
      "POST",
      `/staff/orders/${id}/transitions`,
      { action: "ship", carrier: "gls", tracking_number: "ABC123456" },
      STAFF,
    );
    expect(ship.status).toBe(409);
    expect(await ship.json()).toEqual({
      error_code: "ORDER_STATE_CONFLICT",
      message: `Zamówienie ${number} ma status „Czeka na płatność” – wysłać można tylko spakowane zamówienie.`,
    });
    expect((await staffApi("POST", `/staff/orders/${id}/transitions`, { action: "deliver" }, STAFF)).status).toBe(409);
    expect((await staffApi("POST", `/staff/orders/${id}/transitions`, { action: "confirm" }, STAFF)).status).toBe(409);
    expect((await staffApi("POST", `/staff/orders/${id}/refunds`, { amount: "10,00", method: "bank_transfer" }, STAFF)).status).toBe(409);
    expect((await orderRow(id))!.status).toBe("awaiting_payment");
    expect(await auditOf(id)).toEqual([]);

    // Shipped orders cannot be cancelled; the panel shows the refusal as a notice.
    await env.DB.prepare("UPDATE orders SET status = 'shipped' WHERE id = ?").bind(id).run();
    const response = await staffForm(`/panel/zamowienia/${id}/status`, { action: "cancel", reason: "customer_request" }, OWNER);
    expect(noticeOf(response)).toBe(
      `error:Zamówienie ${number} ma status „Wysłane” – anulować można tylko zamówienie, które nie zostało jeszcze wysłane.`,
    );
    expect((await orderRow(id))!.status).toBe("shipped");

    // Bad input: 400 with a Polish message, never the input echoed.
    const bad = await staffApi(
      "POST",
      `/staff/orders/${id}/payments`,
      { amount: "abc", received_on: "2026-13-45", method: "bank_transfer" },
      STAFF,
    );
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error_code: string; fields: { message: string }[] };
    expect(body.error_code).toBe("VALIDATION_ERROR");
    expect(body.fields.map((field) => field.message)).toEqual(expect.arrayContaining(["Podaj kwotę w złotych, np. 449,00."]));
  });

  it("books a payment form once however often it is sent, and books money that arrives for a cancelled order so it can be refunded", async () => {
    const email = unique("dwaklik");
    const { id } = await orderAs("", 45, { type: "person" }, email);
    const total = await totalOf(id);
    const form = { amount: zloty(total), received_on: today(), method: "bank_transfer", expected_paid: "0.00" };
    expect(noticeOf(await staffForm(`/panel/zamowienia/${id}/wplata`, form, STAFF))).toContain("jest opłacone");
    expect(noticeOf(await staffForm(`/panel/zamowienia/${id}/wplata`, form, STAFF))).toMatch(/^error:Wpłaty tego zamówienia zmieniły się/);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM order_payments WHERE order_id = ?").bind(id).first("n")).toBe(1);

    // Cancelled while unpaid; the transfer arrives anyway: booked without reviving it, then refunded in full.
    const late = await orderAs("", 46, { type: "person" }, unique("spoznione"));
    const lateTotal = await totalOf(late.id);
    await staffForm(`/panel/zamowienia/${late.id}/status`, { action: "cancel", reason: "customer_request" }, OWNER);
    await staffForm(
      `/panel/zamowienia/${late.id}/wplata`,
      { amount: zloty(lateTotal), received_on: today(), method: "bank_transfer" },
      OWNER,
    );
    expect(await orderRow(late.id)).toMatchObject({ status: "cancelled", paid_at: null });
    const refund = { amount: zloty(lateTotal), method: "bank_transfer", expected_refunded: "0.00" };
    expect(noticeOf(await staffForm(`/panel/zamowienia/${late.id}/zwrot-pieniedzy`, refund, OWNER))).toContain("Zwrot zapisany");
    expect(noticeOf(await staffForm(`/panel/zamowienia/${late.id}/zwrot-pieniedzy`, refund, OWNER))).toMatch(/^error:/);
    expect(await env.DB.prepare("SELECT SUM(amount) AS s FROM order_refunds WHERE order_id = ?").bind(late.id).first("s")).toBe(lateTotal);
  });

  it("refuses a withdrawal declared after the 14 days, or naming a tyre twice, writing nothing", async () => {
    const { id } = await orderAs("", 47, { type: "person" }, unique("po-terminie"), 2);
    const [line] = await linesOf(id);
    // Delivered 15 Warsaw days before today (at noon): today is one day too late.
    const delivered = Date.parse(`${today()}T12:00:00+01:00`) - 15 * 86_400_000;
    await env.DB.prepare("UPDATE orders SET status = 'delivered', delivered_at = ? WHERE id = ?").bind(delivered, id).run();
    const late = await staffApi(
      "POST",
      `/staff/orders/${id}/withdrawals`,
      {
        declared_on: today(),
        lines: [{ sku: line!.sku, quantity: 1, resaleable: true }],
      },
      STAFF,
    );
    expect(late.status).toBe(409);
    expect(((await late.json()) as { message: string }).message).toMatch(/termin na odstąpienie minął/);
    const twice = await staffApi(
      "POST",
      `/staff/orders/${id}/withdrawals`,
      {
        declared_on: today(),
        lines: [
          { sku: line!.sku, quantity: 1, resaleable: true },
          { sku: line!.sku, quantity: 1, resaleable: true },
        ],
      },
      STAFF,
    );
    expect(twice.status).toBe(400);
    // On the 14th day it is still in time.
    await env.DB.prepare("UPDATE orders SET delivered_at = ? WHERE id = ?")
      .bind(delivered + 86_400_000, id)
      .run();
    expect(
      (
        await staffApi(
          "POST",
          `/staff/orders/${id}/withdrawals`,
          { declared_on: today(), lines: [{ sku: line!.sku, quantity: 1, resaleable: true }] },
          STAFF,
        )
      ).status,
    ).toBe(200);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM withdrawals WHERE order_id = ?").bind(id).first("n")).toBe(1);

    // The tyres come back later: noted once, with its history line and audit row.
    const withdrawal = (await env.DB.prepare("SELECT id, received_at FROM withdrawals WHERE order_id = ?")
      .bind(id)
      .first<{ id: number; received_at: number | null }>())!;
    expect(withdrawal.received_at).toBeNull();
    const received = await staffForm(`/panel/zamowienia/${id}/odstapienie/${withdrawal.id}/zwrot-opon`, { received_on: today() }, STAFF);
    expect(noticeOf(received)).toBe("ok:Zapisano, że opony wróciły.");
    expect(
      await env.DB.prepare("SELECT received_at FROM withdrawals WHERE id = ?").bind(withdrawal.id).first("received_at"),
    ).not.toBeNull();
    expect((await auditOf(id)).map((row) => row.action)).toContain("withdrawal_received");
    const again = await staffForm(`/panel/zamowienia/${id}/odstapienie/${withdrawal.id}/zwrot-opon`, { received_on: today() }, STAFF);
    expect(noticeOf(again)).toMatch(/^error:Zwrot opon jest już odnotowany/);
  });

  it("two members making the same change at once: one wins, the other gets a 409", async () => {
    const { id } = await orderAs("", 43, { type: "person" }, unique("wyscig"));
    await env.DB.prepare("UPDATE orders SET status = 'paid' WHERE id = ?").bind(id).run();
    const [first, second] = await Promise.all([
      staffApi("POST", `/staff/orders/${id}/transitions`, { action: "pack" }, OWNER),
      staffApi("POST", `/staff/orders/${id}/transitions`, { action: "pack" }, STAFF),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect((await orderRow(id))!.status).toBe("packed");
    expect((await auditOf(id)).length).toBe(1);
  });

  it("confirms a cash-on-delivery order by phone and mails the buyer, even past the per-recipient mail limit", async () => {
    const email = unique("pobranie");
    // The address already had its hour's worth of the shop's automatic mail: staff's mail still goes.
    const key = `mail:${await sha256Hex(email)}`;
    const windowMs = MAIL_PER_RECIPIENT_LIMIT.windowS * 1000;
    await env.DB.prepare("INSERT INTO rate_limits (key, window_start, count, last_at) VALUES (?, ?, 1000, ?)")
      .bind(key, Math.floor(Date.now() / windowMs) * windowMs, Date.now())
      .run();
    const token = await basket({ sku: await offerSku(44, { minStock: 4 }), quantity: 1 });
    const ewa = { first_name: "Ewa", last_name: "Lis", street: "Długa", street_number: "2", postal_code: "31-001", city: "Kraków" };
    const placed = await placeOrder(token, {
      email,
      via: "site",
      payment_method: "cash_on_delivery",
      body: { shipping: ewa, billing: { type: "person", ...ewa } },
    });
    const { id } = (await placed.json()) as { id: number };
    expect((await orderRow(id))!.status).toBe("to_confirm");
    const page = await (await asStaff(`/panel/zamowienia/${id}`, STAFF)).text();
    expect(page).toContain("Potwierdź zamówienie");
    await staffForm(`/panel/zamowienia/${id}/status`, { action: "confirm" }, STAFF);
    expect((await orderRow(id))!.status).toBe("accepted");
    expect(await env.DB.prepare("SELECT payment_due_at FROM orders WHERE id = ?").bind(id).first("payment_due_at")).toBeNull();
    const confirmed = (await mailTo(email, "potwierdzone")).text;
    expect(confirmed).toContain("Zapłacisz kurierowi");
    // A guest has no account to look in: the mail links the lookup by number and e-mail.
    expect(confirmed).toContain("Status zamówienia sprawdzisz bez logowania: https://sklep.test/status-zamowienia");
    expect(confirmed).not.toContain("/konto/");
  });

  it("404s an unknown order and refuses a bad date range with a message, not a 500", async () => {
    expect((await asStaff("/panel/zamowienia/999999999", STAFF)).status).toBe(404);
    const { status, body } = await (async () => {
      const response = await asStaff("/panel/zamowienia?from=2026-11-30&to=2026-11-01", STAFF);
      return { status: response.status, body: await response.text() };
    })();
    expect(status).toBe(200);
    expect(body).toContain("Data początkowa musi być wcześniejsza");
    void html;
  });
});
