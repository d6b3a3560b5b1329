import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { PREPAID_LINE_QUANTITY_MAX } from "../src/common/config/security";
import { describe, expect, it } from "vitest";
import {
  BANK_TRANSFER_PAYMENT_WORKING_DAYS,
  COD_CONFIRMATION_DAYS,
  CRON_EXPIRE,
  CRON_PURGE,
  ONLINE_PAYMENT_GRACE_S,
  ONLINE_PAYMENT_TIMEOUT_S,
  STALE_BASKET_DAYS,
} from "../src/common/config/orders";
import { database } from "../src/shop/db/client";
import { reviveExpiredOrder } from "../src/shop/db/queries/order-expiry";
import { bankTransferTerm, createOrder } from "../src/shop/db/queries/orders";
import worker from "../src/index";
import { ADDRESS, basket, placedOrder, uniqueEmail, uniquePhone } from "./fixtures";
import { get } from "./helpers";

const DAY = 86_400_000;

/** Runs the Worker's scheduled handler as the Cron Trigger would, at `when`. */
async function runCron(cron: string, when: number) {
  const context = createExecutionContext();
  worker.scheduled!(createScheduledController({ cron, scheduledTime: when }), env, context);
  await waitOnExecutionContext(context);
}

async function offer(offset: number) {
  return (await env.DB.prepare("SELECT id, sku, stock, tyre_id FROM variants WHERE stock >= 8 ORDER BY id DESC LIMIT 1 OFFSET ?")
    .bind(300 + offset)
    .first<{ id: number; sku: string; stock: number; tyre_id: number }>())!;
}

let buyer = 0;
/** An order of `quantity` of the offer, paid by `payment_method`; answers its number and id. */
async function order(sku: string, quantity: number, payment_method = "bank_transfer") {
  const token = await basket({ sku, quantity });
  return { ...(await placedOrder(token, { email: `scheduled-${++buyer}@example.pl`, payment_method })), token };
}

const row = (id: number) =>
  env.DB.prepare("SELECT status, created_at, payment_due_at, payment_remind_at, reminded_at, cancel_reason FROM orders WHERE id = ?")
    .bind(id)
    .first<{
      status: string;
      created_at: number;
      payment_due_at: number | null;
      payment_remind_at: number | null;
      reminded_at: number | null;
      cancel_reason: string | null;
    }>();
const stockOf = async (id: number) =>
  (await env.DB.prepare("SELECT stock FROM variants WHERE id = ?").bind(id).first<{ stock: number }>())!.stock;
const mailTo = (email: string) =>
  env.DB.prepare('SELECT subject, text FROM mail_outbox WHERE "to" = ? ORDER BY id').bind(email).all<{ subject: string; text: string }>();

describe("unpaid orders expire (the scheduled handler)", () => {
  it(`gives a bank-transfer order the terms' ${BANK_TRANSFER_PAYMENT_WORKING_DAYS} working days, with its reminder`, async () => {
    const transfer = await order((await offer(0)).sku, 1);
    const stored = (await row(transfer.id))!;
    const term = bankTransferTerm(stored.created_at);
    expect(stored).toMatchObject({ payment_due_at: term.dueAt, payment_remind_at: term.remindAt });
    expect(transfer).toMatchObject({ status: "awaiting_payment", payment_due_at: new Date(term.dueAt).toISOString() });
  });

  it("ends the term with its last working day in Warsaw, holidays and weekends skipped, and reminds the working day before at 9:00", () => {
    const term = (warsaw: string) => {
      const { dueAt, remindAt } = bankTransferTerm(Date.parse(warsaw));
      return { due: new Date(dueAt).toISOString(), remind: remindAt === null ? null : new Date(remindAt).toISOString() };
    };
    // Friday afternoon before Easter Monday (and the clocks going forward on Easter Sunday):
    // Tuesday, Wednesday, Thursday 9 April, to 23:59 (CEST); reminded Wednesday at 9:00.
    expect(term("2026-04-03T15:30:00+02:00")).toEqual({ due: "2026-04-09T21:59:59.999Z", remind: "2026-04-08T07:00:00.000Z" });
    // Friday afternoon before Monday 3 May (1 May a Saturday): Tuesday 4 to Thursday 6 May.
    expect(term("2027-04-30T16:45:00+02:00")).toEqual({ due: "2027-05-06T21:59:59.999Z", remind: "2027-05-05T07:00:00.000Z" });
    // Friday 6 November 2026: Monday, Tuesday, (Wednesday 11 November, a holiday), Thursday; the
    // reminder skips the holiday back to Tuesday.
    expect(term("2026-11-06T14:00:00+01:00")).toEqual({ due: "2026-11-12T22:59:59.999Z", remind: "2026-11-10T08:00:00.000Z" });
    // Before Christmas: 24, 25 and 26 December are holidays (24 December since 2025).
    expect(term("2026-12-23T10:00:00+01:00")).toEqual({ due: "2026-12-30T22:59:59.999Z", remind: "2026-12-29T08:00:00.000Z" });
    // The order's day is never counted, however early; late on a Saturday counts from Monday.
    expect(term("2026-11-23T00:05:00+01:00").due).toBe("2026-11-26T22:59:59.999Z");
    expect(term("2026-11-28T23:55:00+01:00").due).toBe("2026-12-02T22:59:59.999Z");
  });

  it("cancels an order past its deadline with its stock back and the listing's price refreshed, and mails the buyer", async () => {
    const found = await offer(1);
    // The offer becomes the tyre's only one in stock, and all of it is ordered: the listing's
    // summary loses it while ordered and regains it at expiry. As much as an order paid in
    // advance may take of one tyre.
    const item = { ...found, stock: PREPAID_LINE_QUANTITY_MAX };
    await env.DB.prepare("UPDATE variants SET stock = ? WHERE id = ?").bind(item.stock, item.id).run();
    await env.DB.prepare("UPDATE variants SET stock = 0 WHERE tyre_id = ? AND id != ?").bind(item.tyre_id, item.id).run();
    const summary = () => env.DB.prepare("SELECT min_price, best_variant_id FROM tyres WHERE id = ?").bind(item.tyre_id).first();
    const placed = await order(item.sku, item.stock);
    expect(await summary()).toEqual({ min_price: null, best_variant_id: null });
    expect(await stockOf(item.id)).toBe(0);
    const due = (await row(placed.id))!.payment_due_at!;

    await runCron(CRON_EXPIRE, due - 60_000);
    expect((await row(placed.id))!.status).toBe("awaiting_payment");

    await runCron(CRON_EXPIRE, due + 1);
    expect(await row(placed.id)).toMatchObject({ status: "cancelled", cancel_reason: "expired" });
    expect(await stockOf(item.id)).toBe(item.stock);
    expect(await summary()).toMatchObject({ min_price: expect.any(Number), best_variant_id: expect.any(Number) });
    const mails = (await mailTo(placed.email)).results;
    expect(mails.at(-1)!.subject).toBe(`OponyKraków.pl: zamówienie ${placed.number} anulowane`);
    expect(mails.at(-1)!.text).toMatch(/nie otrzymaliśmy wpłaty za zamówienie .* w terminie/);
    // The mail is the shop's declaration of withdrawal the terms § 7 reserve (KC art. 395), not a bare cancellation.
    expect(mails.at(-1)!.text).toContain("na podstawie § 7 regulaminu odstępujemy od umowy (zamówienie zostaje anulowane).");
    expect(mails.at(-1)!.text).toContain("Odstąpienie nic Cię nie kosztuje.");

    // The buyer's confirmation page says so instead of asking for the transfer.
    const page = await (
      await get("/zamowienie/potwierdzenie", { headers: { cookie: `order-confirmation=${placed.number}.${placed.token}` } })
    ).text();
    expect(page).toContain("<h1>Zamówienie anulowane</h1>");
    expect(page).toContain("Nie otrzymaliśmy wpłaty w terminie");
    expect(page).not.toContain("Zapłać przelewem");

    // A second run changes nothing: the stock is returned once.
    await runCron(CRON_EXPIRE, due + 600_000);
    expect(await stockOf(item.id)).toBe(item.stock);
    expect((await mailTo(placed.email)).results).toHaveLength(mails.length);
  });

  it("expires an online payment after 30 minutes, and never a paid or cash-on-delivery order", async () => {
    const item = await offer(2);
    // Online payment is offered only with gateway credentials (tests/przelewy24.test.ts); here an
    // order is turned into one waiting for its online payment, with that method's deadline.
    const transfer = await order(item.sku, 1);
    const paid = await order(item.sku, 1);
    await env.DB.prepare("UPDATE orders SET status = 'paid' WHERE id = ?").bind(paid.id).run();
    const cod = await order(item.sku, 1, "cash_on_delivery");
    const now = Date.now();
    await env.DB.prepare("UPDATE orders SET payment_method = 'przelewy24', payment_due_at = created_at + ? WHERE id = ?")
      .bind(ONLINE_PAYMENT_TIMEOUT_S * 1000, transfer.id)
      .run();

    // Within the grace after the deadline a late notification still finds the order waiting.
    await runCron(CRON_EXPIRE, now + ONLINE_PAYMENT_TIMEOUT_S * 1000 + 1000);
    expect((await row(transfer.id))!.status).toBe("awaiting_payment");
    await runCron(CRON_EXPIRE, now + (ONLINE_PAYMENT_TIMEOUT_S + ONLINE_PAYMENT_GRACE_S) * 1000 + 1000);
    expect((await row(transfer.id))!.status).toBe("cancelled");
    expect((await row(paid.id))!.status).toBe("paid");
    expect((await row(cod.id))!.status).toBe("to_confirm");
    expect((await mailTo(transfer.email)).results.at(-1)!.text).toMatch(/płatność online .* nie została dokończona/);
  });

  it("cancels a cash-on-delivery order the shop could not confirm in time, and says why", async () => {
    const item = await offer(5);
    const placed = await order(item.sku, 2, "cash_on_delivery");
    expect(placed.status).toBe("to_confirm");
    const stored = (await row(placed.id))!;
    expect(stored.payment_due_at).toBe(stored.created_at + COD_CONFIRMATION_DAYS * DAY);
    await runCron(CRON_EXPIRE, stored.payment_due_at! + 1);
    expect(await row(placed.id)).toMatchObject({ status: "cancelled", cancel_reason: "unconfirmed" });
    expect(await stockOf(item.id)).toBe(item.stock);
    const expired = (await mailTo(placed.email)).results.at(-1)!.text;
    expect(expired).toMatch(/nie udało się nam telefonicznie potwierdzić zamówienia/);
    // Never accepted (terms § 5): no contract to withdraw from.
    expect(expired).toContain("nie zostało ono przyjęte: umowa nie została zawarta");
    expect(expired).not.toContain("odstępujemy");
    const page = await (
      await get("/zamowienie/potwierdzenie", { headers: { cookie: `order-confirmation=${placed.number}.${placed.token}` } })
    ).text();
    expect(page).toContain("Nie udało się nam telefonicznie potwierdzić zamówienia");
  });

  it("revives an expired order whose online payment is verified late, taking its stock again; refuses when the tyres are gone", async () => {
    const item = await offer(6);
    const late = await order(item.sku, 2);
    const due = (await row(late.id))!.payment_due_at!;
    await runCron(CRON_EXPIRE, due + 1);
    expect((await row(late.id))!.status).toBe("cancelled");
    const total = (await env.DB.prepare("SELECT total_gross FROM orders WHERE id = ?").bind(late.id).first<number>("total_gross"))!;
    expect(await reviveExpiredOrder(database(env.DB), late.id, { amount: total, now: Date.now() })).toBe(true);
    expect(await row(late.id)).toMatchObject({ status: "paid", cancel_reason: null });
    expect(await stockOf(item.id)).toBe(item.stock - 2);
    // The payment is booked and the customer's history says what happened.
    expect(await env.DB.prepare("SELECT SUM(amount) AS s FROM order_payments WHERE order_id = ?").bind(late.id).first("s")).toBe(total);
    const history = await env.DB.prepare("SELECT status FROM order_events WHERE order_id = ? AND kind = 'status' ORDER BY id")
      .bind(late.id)
      .all<{ status: string }>();
    expect(history.results.map((event) => event.status)).toEqual(["cancelled", "paid"]);
    // A second notification changes nothing.
    expect(await reviveExpiredOrder(database(env.DB), late.id, { amount: total, now: Date.now() + 1 })).toBe(false);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM order_payments WHERE order_id = ?").bind(late.id).first("n")).toBe(1);
    expect(await stockOf(item.id)).toBe(item.stock - 2);

    const gone = await order(item.sku, 1);
    await runCron(CRON_EXPIRE, (await row(gone.id))!.payment_due_at! + 1);
    await env.DB.prepare("UPDATE variants SET stock = 0 WHERE id = ?").bind(item.id).run();
    expect(await reviveExpiredOrder(database(env.DB), gone.id, { amount: 1, now: Date.now() })).toBe(false);
    expect((await row(gone.id))!.status).toBe("cancelled");
    expect(await stockOf(item.id)).toBe(0);
  });

  it("reminds once, on the working day before the term's last day, with the transfer details", async () => {
    const placed = await order((await offer(3)).sku, 2);
    const remindAt = (await row(placed.id))!.payment_remind_at!;
    await runCron(CRON_EXPIRE, remindAt - 60_000);
    expect((await row(placed.id))!.reminded_at).toBeNull();
    await runCron(CRON_EXPIRE, remindAt + 60_000);
    await runCron(CRON_EXPIRE, remindAt + 120_000);
    const reminders = (await mailTo(placed.email)).results.filter((mail) => mail.subject.includes("przypomnienie o płatności"));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain(`Tytuł przelewu: Zamówienie ${placed.number}`);
    expect((await row(placed.id))!.status).toBe("awaiting_payment");
  });

  it("holds an order placed on a Friday afternoon before Easter Monday until Thursday 23:59: reminded once on Wednesday, expired after, not before", async () => {
    const item = await offer(7);
    const token = await basket({ sku: item.sku, quantity: 2 });
    const email = uniqueEmail("wielkanoc");
    const at = (warsaw: string) => Date.parse(warsaw);
    const { order: placed } = await createOrder(database(env.DB), {
      token,
      userId: null,
      email,
      phone: uniquePhone(),
      shipping: ADDRESS,
      billing: { type: "person", ...ADDRESS },
      deliveryMethod: "courier",
      paymentMethod: "bank_transfer",
      now: at("2026-04-03T15:30:00+02:00"),
    });
    expect(placed.payment_due_at).toBe("2026-04-09T21:59:59.999Z");
    const reminders = async () =>
      (await mailTo(email)).results.filter(
        (mail) => mail.subject === `OponyKraków.pl: przypomnienie o płatności za zamówienie ${placed.number}`,
      );

    // Nothing over the long weekend, on Tuesday, or on Wednesday before 9:00.
    for (const when of ["2026-04-06T12:00:00+02:00", "2026-04-07T16:00:00+02:00", "2026-04-08T08:55:00+02:00"]) {
      await runCron(CRON_EXPIRE, at(when));
      expect(await reminders(), when).toHaveLength(0);
    }
    // Wednesday morning: one reminder naming the term's end, however many runs follow.
    for (const when of ["2026-04-08T09:00:00+02:00", "2026-04-08T09:05:00+02:00", "2026-04-09T09:00:00+02:00"])
      await runCron(CRON_EXPIRE, at(when));
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain("Termin wpłaty mija 9.04.2026, 23:59.");
    expect(sent[0]!.text).toContain(`Tytuł przelewu: Zamówienie ${placed.number}`);
    expect((await row(placed.id))!.reminded_at).toBe(at("2026-04-08T09:00:00+02:00"));

    // Thursday to its last minute the order waits; from midnight it is cancelled, its stock back.
    await runCron(CRON_EXPIRE, at("2026-04-09T23:59:59.999+02:00") - 1);
    expect((await row(placed.id))!.status).toBe("awaiting_payment");
    expect(await stockOf(item.id)).toBe(item.stock - 2);
    await runCron(CRON_EXPIRE, at("2026-04-10T00:00:00+02:00"));
    expect(await row(placed.id)).toMatchObject({ status: "cancelled", cancel_reason: "expired" });
    expect(await stockOf(item.id)).toBe(item.stock);
    expect(await reminders()).toHaveLength(1);
  });
});

describe("the nightly purge", () => {
  it("removes expired sessions, links, old rate-limit rows and baskets untouched for 30 days, and keeps the rest", async () => {
    const now = Date.now();
    const item = await offer(4);
    const stale = { token: await basket({ sku: item.sku, quantity: 1 }) };
    const fresh = { token: await basket({ sku: item.sku, quantity: 1 }) };
    await env.DB.prepare("UPDATE checkouts SET updated_at = ? WHERE token = ?")
      .bind(now - (STALE_BASKET_DAYS + 1) * DAY, stale.token)
      .run();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO rate_limits (key, window_start, count) VALUES ('purge:old', ?, 3), ('purge:new', ?, 3)").bind(
        now - 3 * DAY,
        now,
      ),
    ]);
    await runCron(CRON_EXPIRE, now);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM rate_limits WHERE key = 'purge:old'").first("n")).toBe(1);

    await runCron(CRON_PURGE, now);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM checkouts WHERE token = ?").bind(stale.token).first("n")).toBe(0);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM checkout_lines WHERE checkout_token = ?").bind(stale.token).first("n")).toBe(0);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM checkouts WHERE token = ?").bind(fresh.token).first("n")).toBe(1);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM rate_limits WHERE key LIKE 'purge:%'").first("n")).toBe(1);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE expires_at <= ?").bind(now).first("n")).toBe(0);
  });

  it("runs on the schedules wrangler.toml declares", () => {
    expect(env.TEST_CRONS).toEqual([CRON_EXPIRE, CRON_PURGE]);
  });
});
