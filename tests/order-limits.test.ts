import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  BASKET_CREATION_LIMIT,
  HELD_PIECES_LIMIT,
  MAX_OPEN_UNPAID_ORDERS,
  ORDER_RATE_LIMIT,
  PREPAID_LINE_QUANTITY_MAX,
} from "../src/common/config/security";
import { COD_CONFIRMATION_ABOVE_GROSZE } from "../src/common/config/orders";
import { basket, orderRequest, placeOrder, post, uniquePhone } from "./fixtures";

/** An offer with plenty of stock for this file's many small orders. */
async function plentiful(offset: number) {
  const sku = `LIMITS-${offset}`;
  await env.DB.prepare(
    // A year of its own per offset: a tyre has one year-only offer per year (variants_tyre_year_only_idx).
    "INSERT OR IGNORE INTO variants (tyre_id, sku, production_year, price, stock, is_main) SELECT tyre_id, ?, ?, price, 500, 0 FROM variants ORDER BY id LIMIT 1 OFFSET ?",
  )
    .bind(sku, 1990 + offset, offset)
    .run();
  return sku;
}

const from = (address: string) => ({ "cf-connecting-ip": address });

/** A new basket (201) of `sku` created from the client `address`; its token. */
const newBasket = (sku: string, address: string, quantity = 1) => basket({ sku, quantity }, from(address));

let buyer = 0;
const freshEmail = () => `limits-${++buyer}@example.pl`;

let basketClients = 0;
/** A basket from an address of its own: the basket-creation limit is not what these tests count. */
const basketFromElsewhere = (sku: string, quantity = 1) =>
  newBasket(sku, `198.18.${Math.floor(++basketClients / 250)}.${basketClients % 250}`, quantity);

/** An order of one tyre of `sku` from the client `address` (its basket made elsewhere; a phone number of its own unless given); the answer. */
const orderFrom = async (sku: string, address: string, email = freshEmail(), payment_method = "bank_transfer", phone = uniquePhone()) =>
  placeOrder(await basketFromElsewhere(sku), { email, payment_method, headers: from(address), body: { phone } });

const markPaid = (number: string) => env.DB.prepare("UPDATE orders SET status = 'paid' WHERE number = ?").bind(number).run();

describe("hoarding limits on orders", () => {
  it(`holds at most ${MAX_OPEN_UNPAID_ORDERS} unpaid orders per client address, then answers 429 in Polish`, async () => {
    const sku = await plentiful(1);
    const placed: string[] = [];
    for (let i = 0; i < MAX_OPEN_UNPAID_ORDERS; i++) {
      const response = await orderFrom(sku, "192.0.2.10");
      expect(response.status).toBe(201);
      placed.push(((await response.json()) as { number: string }).number);
    }
    const refused = await orderFrom(sku, "192.0.2.10");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error_code: "RATE_LIMITED",
      message: expect.stringMatching(new RegExp(`czekają już ${MAX_OPEN_UNPAID_ORDERS} zamówienia przed wysyłką`)),
    });
    // Paying one frees a place; another address was never affected.
    await markPaid(placed[0]!);
    expect((await orderFrom(sku, "192.0.2.10")).status).toBe(201);
    expect((await orderFrom(sku, "192.0.2.11")).status).toBe(201);
  });

  it(`limits orders per hour per address (${ORDER_RATE_LIMIT.attempts}), even when each is paid`, async () => {
    const sku = await plentiful(2);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const response = await orderFrom(sku, "192.0.2.20");
      statuses.push(response.status);
      if (response.status === 201) await markPaid(((await response.json()) as { number: string }).number);
      else
        expect(await response.json()).toMatchObject({ error_code: "RATE_LIMITED", message: expect.stringMatching(/zbyt wiele zamówień/) });
    }
    expect(statuses).toEqual([...Array(ORDER_RATE_LIMIT.attempts).fill(201), ...Array(10 - ORDER_RATE_LIMIT.attempts).fill(429)]);
  });

  it("limits one e-mail address across many client addresses", async () => {
    const sku = await plentiful(3);
    const email = freshEmail();
    for (let i = 0; i < MAX_OPEN_UNPAID_ORDERS; i++) expect((await orderFrom(sku, `192.0.2.${30 + i}`, email)).status).toBe(201);
    expect((await orderFrom(sku, "192.0.2.39", email.toUpperCase())).status).toBe(429);
  });

  it("counts an IPv6 /56 as one client: twelve /64s of one line are one client", async () => {
    const sku = await plentiful(4);
    for (let i = 0; i < MAX_OPEN_UNPAID_ORDERS; i++) expect((await orderFrom(sku, `2001:db8:1:${i + 2}::1`)).status).toBe(201);
    // Another /64 of the same /56, and another address of the first /64: the same client.
    expect((await orderFrom(sku, "2001:db8:1:ff::1")).status).toBe(429);
    expect((await orderFrom(sku, "2001:db8:1:2:ffff:1:2:3")).status).toBe(429);
    // The next /56 is another client.
    expect((await orderFrom(sku, "2001:db8:1:100::1")).status).toBe(201);
  });

  it(`bounds the pieces held, not only the orders: ${PREPAID_LINE_QUANTITY_MAX} of one tyre paid in advance, ${HELD_PIECES_LIMIT} awaiting payment per client, per /56 and per mailbox`, async () => {
    const sku = await plentiful(13);
    // One line over the prepaid limit: refused with the way to order more.
    const tooMany = await placeOrder(await basketFromElsewhere(sku, PREPAID_LINE_QUANTITY_MAX + 1), {
      email: freshEmail(),
      headers: from("192.0.2.50"),
    });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({ error_code: "VALIDATION_ERROR", message: expect.stringContaining("za pobraniem") });
    // One client: two full sets of 8, then not a single piece more, whatever e-mail it gives.
    const set = async (address: string, email = freshEmail(), quantity = PREPAID_LINE_QUANTITY_MAX) =>
      placeOrder(await basketFromElsewhere(sku, quantity), { email, headers: from(address) });
    expect((await set("192.0.2.51")).status).toBe(201);
    expect((await set("192.0.2.51")).status).toBe(201);
    const held = await set("192.0.2.51", freshEmail(), 1);
    expect(held.status).toBe(429);
    expect(await held.json()).toMatchObject({ error_code: "RATE_LIMITED", message: expect.stringContaining(`ponad ${HELD_PIECES_LIMIT}`) });
    // Twelve /64s of one /56, each with an e-mail of its own: two sets of eight, then refused (the
    // count of held orders would have allowed a third).
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await set(`2001:db8:77:${(i + 1).toString(16)}::1`)).status);
    expect(statuses).toEqual([201, 201, ...Array(10).fill(429)]);
    // One mailbox behind `+tag` and Gmail's dots, from networks of its own.
    const mailbox = `hurt.${buyer++}@gmail.com`;
    const [local] = mailbox.split("@");
    expect((await set("192.0.2.60", mailbox)).status).toBe(201);
    expect((await set("192.0.2.61", `${local!.replace(".", "")}+opony@gmail.com`)).status).toBe(201);
    expect((await set("192.0.2.62", `${local!.toUpperCase()}+1@GMAIL.com`, 1)).status).toBe(429);
  });

  it(`counts one phone number however it is written: ${HELD_PIECES_LIMIT} pieces awaiting payment, then refused`, async () => {
    const sku = await plentiful(15);
    const digits = uniquePhone();
    const [a, b, c] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
    // Each order from a network and a mailbox of its own: only the phone number ties them together.
    const set = async (address: string, phone: string, quantity = PREPAID_LINE_QUANTITY_MAX) =>
      placeOrder(await basketFromElsewhere(sku, quantity), { email: freshEmail(), headers: from(address), body: { phone } });
    expect((await set("192.0.2.110", `${a} ${b} ${c}`)).status).toBe(201);
    expect((await set("2001:db8:110::1", `+48${digits}`)).status).toBe(201);
    for (const [address, written] of [
      ["192.0.2.111", `0048 ${a}-${b}-${c}`],
      ["192.0.2.112", digits],
      ["2001:db8:111::1", `48 ${a} ${b} ${c}`],
    ] as const) {
      const refused = await set(address, written, 1);
      expect(refused.status, written).toBe(429);
      expect(await refused.json()).toEqual({
        error_code: "RATE_LIMITED",
        message: expect.stringContaining(
          `tym numerem telefonu lub z tej sieci czekają już na płatność za tyle opon, że razem z tym zamówieniem byłoby ich ponad ${HELD_PIECES_LIMIT}`,
        ),
      });
    }
    // Another number is another buyer; paying frees the number's pieces.
    expect((await set("192.0.2.113", uniquePhone(), 1)).status).toBe(201);
    await env.DB.prepare("UPDATE orders SET status = 'paid' WHERE phone_key = ?").bind(digits).run();
    expect((await set("192.0.2.114", `+48 ${a} ${b} ${c}`)).status).toBe(201);
  });

  it("lets a fleet order more than the limits cash on delivery: it waits for the shop's phone call", async () => {
    const sku = await plentiful(14);
    const fleet = await placeOrder(await basketFromElsewhere(sku, 40), {
      email: freshEmail(),
      payment_method: "cash_on_delivery",
      headers: from("192.0.2.70"),
    });
    expect(fleet.status, await fleet.clone().text()).toBe(201);
    expect(await fleet.json()).toMatchObject({ status: "to_confirm" });
  });

  it("never counts refused attempts (a changed price, a sold-out offer) against an honest shopper", async () => {
    const sku = await plentiful(9);
    const email = freshEmail();
    for (let i = 0; i < ORDER_RATE_LIMIT.attempts + 2; i++) {
      const token = await basketFromElsewhere(sku);
      const refused = await placeOrder(token, { email, body: { expected_total: "1.00" }, headers: from("192.0.2.90") });
      expect(refused.status).toBe(409);
    }
    expect((await orderFrom(sku, "192.0.2.90", email)).status).toBe(201);
  });

  it("counts cash-on-delivery orders not yet sent as holding stock", async () => {
    const sku = await plentiful(10);
    const email = freshEmail();
    const first = (await (await orderFrom(sku, "192.0.2.95", email, "cash_on_delivery")).json()) as { number: string };
    await env.DB.prepare("UPDATE orders SET status = 'accepted' WHERE number = ?").bind(first.number).run();
    for (let i = 1; i < MAX_OPEN_UNPAID_ORDERS; i++) expect((await orderFrom(sku, "192.0.2.95", email)).status).toBe(201);
    expect((await orderFrom(sku, "192.0.2.96", email)).status).toBe(429);
  });

  it("answers a repeated submission of an ordered basket with that order, outside the limits", async () => {
    const sku = await plentiful(5);
    const token = await basketFromElsewhere(sku);
    const body = orderRequest(token, freshEmail());
    expect((await post("/api/v1/orders", body, from("192.0.2.50"))).status).toBe(201);
    for (let i = 0; i < ORDER_RATE_LIMIT.attempts + 2; i++)
      expect((await post("/api/v1/orders", body, from("192.0.2.50"))).status).toBe(200);
  });
});

describe("basket creation is limited per client", () => {
  it(`creates at most ${BASKET_CREATION_LIMIT.attempts} baskets an hour per address; adding to one is not limited`, async () => {
    const sku = await plentiful(6);
    let token = "";
    for (let i = 0; i < BASKET_CREATION_LIMIT.attempts; i++) token = await newBasket(sku, "192.0.2.60");
    const refused = await post("/api/v1/checkout", { sku, quantity: 1 }, from("192.0.2.60"));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error_code: "RATE_LIMITED", message: expect.stringMatching(/zbyt wiele koszyków/) });
    expect((await post(`/api/v1/checkout?token=${token}`, { sku, quantity: 3 }, from("192.0.2.60"))).status).toBe(200);
    expect((await post("/api/v1/checkout", { sku, quantity: 1 }, from("192.0.2.61"))).status).toBe(201);
  });
});

describe("cash on delivery waits for a phone confirmation when it is risky", () => {
  it("confirms by phone unless a returning buyer (an earlier order paid or delivered) orders below the value", async () => {
    const sku = await plentiful(7);
    const email = freshEmail();
    const phone = uniquePhone();
    const first = (await (await orderFrom(sku, "192.0.2.70", email, "cash_on_delivery", phone)).json()) as {
      number: string;
      status: string;
    };
    expect(first).toMatchObject({ status: "to_confirm", payment_due_at: null });
    // An unconfirmed (or cancelled) first order does not make a returning buyer.
    const again = await orderFrom(sku, "192.0.2.71", email, "cash_on_delivery");
    expect(await again.json()).toMatchObject({ status: "to_confirm" });
    await env.DB.prepare("UPDATE orders SET status = 'delivered' WHERE number = ?").bind(first.number).run();
    const second = await orderFrom(sku, "192.0.2.71", email, "cash_on_delivery");
    expect(await second.json()).toMatchObject({ status: "accepted" });

    const price = (await env.DB.prepare("SELECT price FROM variants WHERE sku = ?").bind(sku).first<{ price: number }>())!.price;
    const token = await basketFromElsewhere(sku, Math.min(99, Math.floor(COD_CONFIRMATION_ABOVE_GROSZE / price) + 1));
    const large = await placeOrder(token, { email, payment_method: "cash_on_delivery", headers: from("192.0.2.72") });
    expect(await large.json()).toMatchObject({ status: "to_confirm" });
    // The first order's confirmation names the number the shop calls (the one that order gave).
    const mail = await env.DB.prepare('SELECT text FROM mail_outbox WHERE "to" = ? ORDER BY id LIMIT 1')
      .bind(email)
      .first<{ text: string }>();
    expect(mail!.text).toContain(`zadzwonimy pod numer ${phone}`);
  });
});

describe("the site's order endpoint (POST /api/order) passes the limits on", () => {
  it("answers the shop API's 429 with its Polish message, counting the shopper's own address (not the site's)", async () => {
    const sku = await plentiful(8);
    const email = freshEmail();
    for (let i = 0; i < MAX_OPEN_UNPAID_ORDERS; i++) {
      const token = await basketFromElsewhere(sku);
      expect((await placeOrder(token, { email, via: "site", headers: from("192.0.2.80") })).status).toBe(201);
    }
    const token = await basketFromElsewhere(sku);
    const refused = await placeOrder(token, { email: freshEmail(), via: "site", headers: from("192.0.2.80") });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error_code: "RATE_LIMITED", message: expect.stringMatching(/przed wysyłką/) });
  });
});
