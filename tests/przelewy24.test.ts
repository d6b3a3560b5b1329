import { createExecutionContext, SELF, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { database } from "../src/shop/db/client";
import { refundableOf } from "../src/shop/orders/transitions";
import { createPrzelewy24Client, przelewy24Config, Przelewy24Error } from "../src/shop/integrations/przelewy24";
import { shopApi } from "../src/shop/api";
import { paymentMethods } from "../src/common/payment-methods";
import { uniquePhone } from "./fixtures";

const secrets = { P24_MERCHANT_ID: "123456", P24_API_KEY: "klucz-api", P24_CRC: "a1b2c3d4e5f6a7b8", P24_SANDBOX: "1" };
const config = przelewy24Config(secrets)!;

async function sha384(text: string) {
  const digest = await crypto.subtle.digest("SHA-384", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A gateway answering as Przelewy24's REST API does, remembering what it was sent. */
function recordedGateway(answers: { register?: [number, unknown]; verify?: [number, unknown] } = {}) {
  const sent: { url: string; method: string; authorization: string | null; body: Record<string, unknown> }[] = [];
  const fetcher = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    sent.push({
      url,
      method: init?.method ?? "GET",
      authorization: new Headers(init?.headers).get("authorization"),
      body: JSON.parse(String(init?.body ?? "{}")),
    });
    const [status, body] = url.endsWith("/transaction/register")
      ? (answers.register ?? [200, { data: { token: "D35CD73C0E-37C7B5-059083-E5A2F1B4C1" }, responseCode: 0 }])
      : (answers.verify ?? [200, { data: { status: "success" }, responseCode: 0 }]);
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
  return { fetcher: fetcher as unknown as typeof fetch, sent };
}

async function signedNotification(sessionId: string, amount: number, overrides: Record<string, unknown> = {}) {
  const fields = {
    merchantId: 123456,
    posId: 123456,
    sessionId,
    amount,
    originAmount: amount,
    currency: "PLN",
    orderId: 317_000_123,
    methodId: 154,
    statement: "p24-A12-B34-C56",
    ...overrides,
  };
  return { ...fields, sign: await sha384(JSON.stringify({ ...fields, crc: secrets.P24_CRC })) };
}

afterEach(() => vi.unstubAllGlobals());

describe("Przelewy24 client (recorded answers)", () => {
  it("is configured only with every credential, and only then offered at checkout", () => {
    expect(przelewy24Config({})).toBeNull();
    expect(przelewy24Config({ ...secrets, P24_CRC: "" })).toBeNull();
    expect(config).toEqual({ merchantId: 123456, posId: 123456, apiKey: "klucz-api", crc: "a1b2c3d4e5f6a7b8", sandbox: true });
    expect(paymentMethods({}).map((method) => method.id)).toEqual(["bank_transfer", "cash_on_delivery"]);
    expect(paymentMethods(secrets).map((method) => method.id)).toEqual(["przelewy24", "bank_transfer", "cash_on_delivery"]);
  });

  it("registers a transaction with its signature and answers the gateway page", async () => {
    const { fetcher, sent } = recordedGateway();
    const url = await createPrzelewy24Client(config, fetcher).register({
      sessionId: "OK-2026-000001.1",
      amount: 159600,
      description: "Zamówienie OK-2026-000001",
      email: "a@example.pl",
      urlReturn: "https://sklep.test/r",
      urlStatus: "https://sklep.test/s",
    });
    expect(url).toBe("https://sandbox.przelewy24.pl/trnRequest/D35CD73C0E-37C7B5-059083-E5A2F1B4C1");
    expect(sent[0]).toMatchObject({
      url: "https://sandbox.przelewy24.pl/api/v1/transaction/register",
      method: "POST",
      authorization: `Basic ${btoa("123456:klucz-api")}`,
    });
    expect(sent[0]!.body).toMatchObject({
      merchantId: 123456,
      posId: 123456,
      amount: 159600,
      currency: "PLN",
      country: "PL",
      language: "pl",
    });
    expect(sent[0]!.body.sign).toBe(
      await sha384('{"sessionId":"OK-2026-000001.1","merchantId":123456,"amount":159600,"currency":"PLN","crc":"a1b2c3d4e5f6a7b8"}'),
    );
  });

  it("turns a refused registration or verification into Przelewy24Error", async () => {
    const refused = recordedGateway({
      register: [400, { error: "Invalid sign", code: 400 }],
      verify: [200, { data: { status: "failed" } }],
    });
    const client = createPrzelewy24Client(config, refused.fetcher);
    await expect(
      client.register({ sessionId: "x", amount: 1, description: "d", email: "e@x.pl", urlReturn: "u", urlStatus: "s" }),
    ).rejects.toBeInstanceOf(Przelewy24Error);
    await expect(client.verify({ sessionId: "x", orderId: 1, amount: 1 })).rejects.toThrow(/did not verify/);
  });

  it("accepts only notifications signed with the shop's CRC key", async () => {
    const client = createPrzelewy24Client(config, recordedGateway().fetcher);
    const genuine = await signedNotification("OK-2026-000001.1", 1000);
    expect(await client.isAuthentic(genuine)).toBe(true);
    expect(await client.isAuthentic({ ...genuine, amount: 1 })).toBe(false);
    expect(await client.isAuthentic({ ...genuine, sign: "0".repeat(96) })).toBe(false);
  });
});

describe("online payment of an order", () => {
  const withGateway = { ...env, ...secrets, SITE_URL: "https://sklep.test" };
  /** The shop API with the gateway configured, as the Worker runs it (its waitUntil awaited). */
  const call = async (path: string, init?: RequestInit) => {
    const context = createExecutionContext();
    const response = await shopApi.fetch(new Request(`https://sklep.test${path}`, init), withGateway, context);
    await waitOnExecutionContext(context);
    return response;
  };
  const post = (path: string, body: unknown) =>
    call(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  async function orderPaidOnline() {
    const offer = await env.DB.prepare("SELECT sku FROM variants WHERE stock >= 4 ORDER BY id LIMIT 1 OFFSET 60").first<{ sku: string }>();
    const basket = (await (await post("/checkout", { sku: offer!.sku, quantity: 2 })).json()) as { token: string };
    const address = {
      first_name: "Ewa",
      last_name: "Lis",
      street: "ul. Lipowa",
      street_number: "3",
      postal_code: "30-002",
      city: "Kraków",
    };
    const created = await post("/orders", {
      token: basket.token,
      email: "ewa@example.pl",
      phone: uniquePhone(),
      shipping: address,
      billing: { type: "person", ...address },
      delivery_method: "courier",
      payment_method: "przelewy24",
      terms_accepted: true,
    });
    expect(created.status).toBe(201);
    const order = (await created.json()) as { number: string; status: string; total_gross_amount: string };
    return { order, token: basket.token, amount: Math.round(Number(order.total_gross_amount) * 100) };
  }

  it("registers the payment, then marks the order paid on a verified notification, once", async () => {
    const gateway = recordedGateway();
    vi.stubGlobal("fetch", gateway.fetcher);
    const { order, token, amount } = await orderPaidOnline();
    expect(order.status).toBe("awaiting_payment");

    const registered = await call(`/orders/${order.number}/payment?token=${token}`, { method: "POST" });
    expect(await registered.json()).toEqual({
      redirect_url: "https://sandbox.przelewy24.pl/trnRequest/D35CD73C0E-37C7B5-059083-E5A2F1B4C1",
    });
    const sessionId = gateway.sent[0]!.body.sessionId as string;
    expect(sessionId.startsWith(`${order.number}.`)).toBe(true);
    expect(gateway.sent[0]!.body).toMatchObject({ amount, urlStatus: "https://sklep.test/api/v1/payments/przelewy24/notification" });

    const notified = await post("/payments/przelewy24/notification", await signedNotification(sessionId, amount));
    expect(notified.status).toBe(200);
    expect(gateway.sent[1]).toMatchObject({ url: "https://sandbox.przelewy24.pl/api/v1/transaction/verify", method: "PUT" });
    const paid = (await (await call(`/orders/${order.number}?token=${token}`)).json()) as { status: string };
    expect(paid.status).toBe("paid");
    const confirmation = await (
      await SELF.fetch("https://sklep.test/zamowienie/potwierdzenie", {
        headers: { cookie: `order-confirmation=${order.number}.${token}` },
      })
    ).text();
    expect(confirmation).toContain("Płatność przyjęta");
    // A repeated notification changes nothing and asks the gateway nothing more.
    expect((await post("/payments/przelewy24/notification", await signedNotification(sessionId, amount))).status).toBe(200);
    expect(gateway.sent).toHaveLength(2);
  });

  it("books a payment that arrives after the order expired and its tyres were sold, once, so staff can refund it", async () => {
    const gateway = recordedGateway();
    vi.stubGlobal("fetch", gateway.fetcher);
    const { order, amount } = await orderPaidOnline();
    const { id } = (await env.DB.prepare("SELECT id FROM orders WHERE number = ?").bind(order.number).first<{ id: number }>())!;
    // Expired, and the tyres sold to someone else meanwhile.
    await env.DB.prepare("UPDATE orders SET status = 'cancelled', cancel_reason = 'expired' WHERE id = ?").bind(id).run();
    await env.DB.prepare("UPDATE variants SET stock = 0 WHERE id IN (SELECT variant_id FROM order_lines WHERE order_id = ?)")
      .bind(id)
      .run();
    const notification = await signedNotification(`${order.number}.1`, amount);
    expect((await post("/payments/przelewy24/notification", notification)).status).toBe(200);
    expect((await post("/payments/przelewy24/notification", notification)).status).toBe(200);
    const booked = await env.DB.prepare("SELECT COUNT(*) AS n, SUM(amount) AS s FROM order_payments WHERE order_id = ?")
      .bind(id)
      .first<{ n: number; s: number }>();
    expect(booked).toEqual({ n: 1, s: amount });
    expect(await env.DB.prepare("SELECT status, paid_at FROM orders WHERE id = ?").bind(id).first()).toEqual({
      status: "cancelled",
      paid_at: null,
    });
    expect(await refundableOf(database(env.DB), id)).toBe(amount);
  });

  it("refuses forged, short-paid or unverifiable notifications and leaves the order waiting", async () => {
    const { order, token, amount } = await orderPaidOnline();
    const sessionId = `${order.number}.1`;
    vi.stubGlobal("fetch", recordedGateway({ verify: [400, { error: "Invalid sign" }] }).fetcher);
    const forged = await post("/payments/przelewy24/notification", {
      ...(await signedNotification(sessionId, amount)),
      sign: "f".repeat(96),
    });
    expect(forged.status).toBe(403);
    const short = await post("/payments/przelewy24/notification", await signedNotification(sessionId, amount - 100));
    expect(short.status).toBe(400);
    const unverified = await post("/payments/przelewy24/notification", await signedNotification(sessionId, amount));
    expect(unverified.status).toBe(502);
    const still = (await (await call(`/orders/${order.number}?token=${token}`)).json()) as { status: string };
    expect(still.status).toBe("awaiting_payment");
    // The confirmation page offers the gateway, but not right after a return from it (no paying twice).
    const page = async (query: string) =>
      (
        await (
          await SELF.fetch(`https://sklep.test/zamowienie/potwierdzenie${query}`, {
            headers: { cookie: `order-confirmation=${order.number}.${token}` },
          })
        ).text()
      ).replaceAll("<!-- -->", "");
    expect(await page("")).toMatch(/Zapłać [\d\s,]+zł przez Przelewy24/);
    const returned = await page("?platnosc=powrot");
    expect(returned).toContain("Sprawdzamy płatność");
    expect(returned).not.toMatch(/Zapłać [\d\s,]+zł przez Przelewy24/);
  });

  it("is not there when the gateway is not configured", async () => {
    const response = await shopApi.fetch(
      new Request("https://sklep.test/payments/przelewy24/notification", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(await signedNotification("OK-2026-000001.1", 1)),
      }),
      env,
      createExecutionContext(),
    );
    expect(response.status).toBe(404);
  });
});
