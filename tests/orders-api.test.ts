import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { basket, uniquePhone } from "./fixtures";
import { get, ORIGIN } from "./helpers";

interface Order {
  id: number;
  email: string;
  number: string;
  status: string;
  user_id: number | null;
  lines: { sku: string; name: string; quantity: number; price: string; total_price: string; production_year: number }[];
  lines_count: number;
  total_gross_amount: string;
  vat_amount: string;
  billing: { type: string; vat_number: string | null; company_name: string | null; postal_code: string };
  shipping: { postal_code: string };
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", origin: ORIGIN, ...headers },
  body: typeof body === "string" ? body : JSON.stringify(body),
});

const money = (grosze: number) => `${Math.floor(grosze / 100)}.${String(grosze % 100).padStart(2, "0")}`;

/** In-stock offers no other test in this file touches (each test passes its own offset). */
async function offers(offset: number, count = 1, minStock = 6) {
  const { results } = await env.DB.prepare(
    "SELECT id, sku, price, stock, tyre_id FROM variants WHERE stock >= ? ORDER BY id DESC LIMIT ? OFFSET ?",
  )
    .bind(minStock, count, offset)
    .all<{ id: number; sku: string; price: number; stock: number; tyre_id: number }>();
  if (results.length < count) throw new Error("not enough offers in stock");
  return results;
}

const address = {
  first_name: "Anna",
  last_name: "Nowak",
  street: "ul. Długa",
  street_number: "14",
  apartment_number: "2",
  postal_code: "31-146",
  city: "Kraków",
};

let buyers = 0;
/** An order body; each gets its own e-mail address and phone number, so the per-buyer order limits never meet. */
function orderBody(token: string, overrides: Record<string, unknown> = {}) {
  return {
    token,
    email: `anna.nowak.${++buyers}@example.pl`,
    phone: uniquePhone(),
    shipping: address,
    billing: { type: "person", ...address },
    delivery_method: "courier",
    payment_method: "bank_transfer",
    terms_accepted: true,
    ...overrides,
  };
}

const stockOf = async (id: number) =>
  (await env.DB.prepare("SELECT stock FROM variants WHERE id = ?").bind(id).first<{ stock: number }>())!.stock;
const orderCount = async () => (await env.DB.prepare("SELECT count(*) AS n FROM orders").first<{ n: number }>())!.n;

describe("orders (POST /api/v1/orders, POST /api/order)", () => {
  it("turns a basket into an order: lines re-priced from D1, stock taken, basket closed", async () => {
    const [first, second] = await offers(0, 2);
    const token = await basket([
      { sku: first!.sku, quantity: 4 },
      { sku: second!.sku, quantity: 2 },
    ]);
    // The price changes after the basket was filled: the order takes D1's price at that moment.
    await env.DB.prepare("UPDATE variants SET price = price + 1000 WHERE id = ?").bind(first!.id).run();
    const response = await get("/api/v1/orders", json(orderBody(token)));
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const order = (await response.json()) as Order;
    expect(order.number).toMatch(/^OK-\d{4}-\d{6}$/);
    expect(order.status).toBe("awaiting_payment");
    expect(order.user_id).toBeNull();
    const total = (first!.price + 1000) * 4 + second!.price * 2;
    expect(order.total_gross_amount).toBe(money(total));
    expect(order.vat_amount).toBe(money(Math.round((total * 23) / 123)));
    expect(order.lines).toHaveLength(2);
    expect(order.lines.find((line) => line.sku === first!.sku)).toMatchObject({ quantity: 4, price: money(first!.price + 1000) });
    expect(order.lines[0]!.name).toMatch(/ \d{3}\/\d{2} R\d{2} /);
    expect(await stockOf(first!.id)).toBe(first!.stock - 4);
    expect(await stockOf(second!.id)).toBe(second!.stock - 2);
    expect((await get(`/api/v1/checkout/${token}`)).status).toBe(404);
    // The confirmation mail: number, lines, total and the transfer details.
    const mail = await env.DB.prepare('SELECT subject, text FROM mail_outbox WHERE "to" = ? AND subject LIKE ?')
      .bind(order.email, `%${order.number}%`)
      .first<{ subject: string; text: string }>();
    expect(mail!.subject).toBe(`OponyKraków.pl: zamówienie ${order.number} przyjęte`);
    expect(mail!.text).toContain(`Tytuł przelewu: Zamówienie ${order.number}`);
    expect(mail!.text).toContain("w tym VAT 23%");
  });

  it("gives one order per basket: a repeated submission answers the first order", async () => {
    const [item] = await offers(2);
    const token = await basket([{ sku: item!.sku, quantity: 2 }]);
    const first = await get("/api/v1/orders", json(orderBody(token)));
    const again = await get("/api/v1/orders", json(orderBody(token, { payment_method: "cash_on_delivery" })));
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    const [a, b] = [(await first.json()) as Order, (await again.json()) as Order];
    expect(b.number).toBe(a.number);
    expect(b.status).toBe("awaiting_payment");
    expect(await stockOf(item!.id)).toBe(item!.stock - 2);
  });

  it("refuses an order when any line lacks stock, names it, and writes nothing", async () => {
    const [plenty, scarce] = await offers(3, 2);
    const token = await basket([
      { sku: plenty!.sku, quantity: 2 },
      { sku: scarce!.sku, quantity: 4 },
    ]);
    await env.DB.prepare("UPDATE variants SET stock = 3 WHERE id = ?").bind(scarce!.id).run();
    const before = await orderCount();
    const response = await get("/api/v1/orders", json(orderBody(token)));
    expect(response.status).toBe(409);
    const body = (await response.json()) as { error_code: string; message: string; sold_out: { sku: string; available: number }[] };
    expect(body.error_code).toBe("VARIANT_SOLD_OUT");
    expect(body.message).toMatch(/nie ma już/);
    expect(body.sold_out).toEqual([{ sku: scarce!.sku, available: 3 }]);
    expect(await orderCount()).toBe(before);
    expect(await stockOf(plenty!.id)).toBe(plenty!.stock);
    expect(await stockOf(scarce!.id)).toBe(3);
    expect((await get(`/api/v1/checkout/${token}`)).status).toBe(200);
  });

  it("sells exactly the stock to parallel orders competing for one offer, never below zero", async () => {
    const [item] = await offers(5);
    await env.DB.prepare("UPDATE variants SET stock = 5 WHERE id = ?").bind(item!.id).run();
    const tokens: string[] = [];
    for (let i = 0; i < 8; i++) tokens.push(await basket([{ sku: item!.sku, quantity: 2 }]));
    const answers = await Promise.all(tokens.map((token) => get("/api/v1/orders", json(orderBody(token)))));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(6);
    expect(await stockOf(item!.id)).toBe(1);
    for (const answer of answers) {
      const body = (await answer.json()) as { error_code?: string; lines?: unknown[] };
      if (answer.status === 409) expect(body.error_code).toBe("VARIANT_SOLD_OUT");
      else expect(body.lines).toHaveLength(1);
    }
    const orphans = await env.DB.prepare(
      "SELECT count(*) AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)",
    ).first<{ n: number }>();
    expect(orphans!.n).toBe(0);
    const sold = await env.DB.prepare("SELECT COALESCE(SUM(quantity), 0) AS n FROM order_lines WHERE variant_id = ?")
      .bind(item!.id)
      .first<{ n: number }>();
    expect(sold!.n + (await stockOf(item!.id))).toBe(5);
  });

  it("refreshes the tyre's offer summary when an order sells its last piece", async () => {
    const [item] = await offers(6);
    await env.DB.prepare("UPDATE variants SET stock = 2 WHERE id = ?").bind(item!.id).run();
    const token = await basket([{ sku: item!.sku, quantity: 2 }]);
    expect((await get("/api/v1/orders", json(orderBody(token)))).status).toBe(201);
    const tyre = await env.DB.prepare("SELECT best_variant_id FROM tyres WHERE id = ?")
      .bind(item!.tyre_id)
      .first<{ best_variant_id: number | null }>();
    expect(tyre!.best_variant_id).not.toBe(item!.id);
  });

  it("takes a company's order with its NIP normalised", async () => {
    const [item] = await offers(7);
    const token = await basket([{ sku: item!.sku, quantity: 4 }]);
    const billing = { type: "company", ...address, company_name: "Transport Nowak sp. z o.o.", vat_number: "PL 526-018-15-96" };
    const response = await get("/api/v1/orders", json(orderBody(token, { billing, payment_method: "cash_on_delivery" })));
    expect(response.status).toBe(201);
    const order = (await response.json()) as Order;
    expect(order.billing).toMatchObject({ type: "company", vat_number: "5260181596", company_name: "Transport Nowak sp. z o.o." });
    // Cash on delivery from an address that never ordered before: the shop confirms it by phone.
    expect(order.status).toBe("to_confirm");
  });

  it("takes a postcode typed as five digits or with a space, stored as 00-000", async () => {
    const [item] = await offers(9);
    const token = await basket([{ sku: item!.sku, quantity: 2 }]);
    const shipping = { ...address, postal_code: "31147" };
    const billing = { type: "person", ...address, postal_code: "31 147" };
    const response = await get("/api/v1/orders", json(orderBody(token, { shipping, billing })));
    expect(response.status).toBe(201);
    const order = (await response.json()) as Order;
    expect(order.shipping.postal_code).toBe("31-147");
    expect(order.billing.postal_code).toBe("31-147");
  });

  it("validates every field with Polish messages and never echoes the input", async () => {
    const [item] = await offers(8);
    const token = await basket([{ sku: item!.sku, quantity: 1 }]);
    const response = await get(
      "/api/v1/orders",
      json(
        orderBody(token, {
          email: "to-nie-jest-email",
          phone: "12",
          shipping: { ...address, postal_code: "3114", city: "" },
          billing: { type: "company", ...address, company_name: "Firma", vat_number: "1234567890" },
          payment_method: "bitcoin",
          terms_accepted: false,
        }),
      ),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error_code: string; fields: { path: string; message: string }[] };
    expect(body.error_code).toBe("VALIDATION_ERROR");
    const byPath = Object.fromEntries(body.fields.map((field) => [field.path, field.message]));
    expect(byPath).toMatchObject({
      email: expect.stringMatching(/adres e-mail/),
      phone: expect.stringMatching(/numer telefonu/),
      "shipping.postal_code": "Kod pocztowy ma postać 00-000.",
      "shipping.city": "Podaj miejscowość.",
      "billing.vat_number": expect.stringMatching(/NIP/),
      payment_method: "Wybierz sposób płatności.",
      terms_accepted: expect.stringMatching(/regulamin/),
    });
    expect(JSON.stringify(body)).not.toContain("to-nie-jest-email");
    expect(await orderCount()).toBeGreaterThanOrEqual(0);
  });

  it("answers bad bodies and tokens with JSON errors, never a 500", async () => {
    const cases: [unknown, number, string][] = [
      ["{not json", 400, "BAD_REQUEST"],
      [[], 400, "VALIDATION_ERROR"],
      [{ ...orderBody("0".repeat(32)) }, 404, "NOT_FOUND"],
      [{ ...orderBody("nie-token") }, 400, "VALIDATION_ERROR"],
      [{ ...orderBody("a".repeat(32)), shipping: "Kraków" }, 400, "VALIDATION_ERROR"],
      [{ ...orderBody("a".repeat(32)), terms_accepted: "true" }, 400, "VALIDATION_ERROR"],
      [{ ...orderBody("a".repeat(32)), notes: "x".repeat(501) }, 400, "VALIDATION_ERROR"],
    ];
    for (const [body, status, code] of cases) {
      const response = await get("/api/v1/orders", json(body));
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(status);
      expect(((await response.json()) as { error_code: string }).error_code).toBe(code);
    }
  });

  it("refuses an order whose total changed since the buyer saw it, and writes nothing", async () => {
    const [item] = await offers(12);
    const token = await basket([{ sku: item!.sku, quantity: 2 }]);
    const seen = money(item!.price * 2);
    await env.DB.prepare("UPDATE variants SET price = price + 500 WHERE id = ?").bind(item!.id).run();
    const before = await orderCount();
    const changed = await get("/api/v1/orders", json(orderBody(token, { expected_total: seen })));
    expect(changed.status).toBe(409);
    expect(await changed.json()).toMatchObject({
      error_code: "PRICE_CHANGED",
      message: expect.stringMatching(/Ceny lub zawartość koszyka zmieniły się/),
    });
    expect(await orderCount()).toBe(before);
    expect(await stockOf(item!.id)).toBe(item!.stock);
    const agreed = await get("/api/v1/orders", json(orderBody(token, { expected_total: money((item!.price + 500) * 2) })));
    expect(agreed.status).toBe(201);
    expect((await get("/api/v1/orders", json(orderBody("a".repeat(32), { expected_total: "12,50" })))).status).toBe(400);
  });

  it("refuses an empty basket with EMPTY_CHECKOUT (400), and never makes an order of it", async () => {
    const [item] = await offers(9);
    const token = await basket([{ sku: item!.sku, quantity: 1 }]);
    await get(`/api/v1/checkout?token=${token}`, json({ sku: item!.sku, quantity: 0 }));
    const response = await get("/api/v1/orders", json(orderBody(token)));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error_code: "EMPTY_CHECKOUT", message: expect.stringMatching(/Koszyk jest pusty/) });
  });

  it("refuses a customer id claimed without the site's signature (tests/shop-api-seam.test.ts has the rest)", async () => {
    const [item] = await offers(10);
    const token = await basket([{ sku: item!.sku, quantity: 1 }]);
    const response = await get("/api/v1/orders", json(orderBody(token), { "X-Shop-User": "1" }));
    expect(response.status).toBe(401);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM orders WHERE checkout_token = ?").bind(token).first<{ n: number }>()).toEqual({
      n: 0,
    });
  });

  it("through the site API: closes the basket cookie and lets only this browser read the order", async () => {
    const [item] = await offers(11);
    const token = await basket([{ sku: item!.sku, quantity: 2 }]);
    const response = await get("/api/order", json(orderBody(token)));
    expect(response.status).toBe(201);
    const order = (await response.json()) as Order;
    const cookies = response.headers.getSetCookie();
    expect(cookies.find((cookie) => cookie.startsWith("order-confirmation="))).toMatch(
      new RegExp(`^order-confirmation=${order.number}\\.${token}; Max-Age=86400; Path=/; HttpOnly; Secure; SameSite=Lax`),
    );
    expect(cookies.find((cookie) => cookie.startsWith("checkout-token="))).toMatch(/Max-Age=0/);

    const mine = await get(`/api/v1/orders/${order.number}?token=${token}`);
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as Order).number).toBe(order.number);
    for (const path of [
      `/api/v1/orders/${order.number}?token=${"f".repeat(32)}`,
      `/api/v1/orders/${order.number}`,
      `/api/v1/orders/nie-ma?token=${token}`,
    ]) {
      const other = await get(path);
      expect(other.status).toBe(404);
      expect(((await other.json()) as { error_code: string }).error_code).toBe("ORDER_NOT_EXISTS");
    }
  });
});

describe("payment methods and company lookup", () => {
  it("lists the payment methods, cacheable, without the online gateway when it is not configured", async () => {
    const response = await get("/api/v1/checkout/payments/methods");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/^public/);
    const { methods } = (await response.json()) as { methods: { id: string; name: string }[] };
    expect(methods.map((method) => method.id)).toEqual(["bank_transfer", "cash_on_delivery"]);
    expect(methods[0]!.name).toBe("Przelew tradycyjny");
  });

  it("finds a company by NIP in any usual spelling, from the embedded register", async () => {
    for (const spelling of ["5260181596", "PL5260181596", "526-018-15-96", "PL 526 018 15 96"]) {
      const response = await get(`/api/v1/core/regon_api/search_by_nip/${encodeURIComponent(spelling)}`);
      expect(response.status, spelling).toBe(200);
      expect(await response.json()).toEqual({
        nip: "5260181596",
        regon: "083016611",
        name: "Transport Nowak sp. z o.o.",
        street: "ul. Zakopiańska",
        street_number: "62",
        apartment_number: null,
        postal_code: "30-418",
        city: "Kraków",
      });
    }
  });

  it("answers an invalid NIP with INVALID_NIP and an unknown one with a Polish 404", async () => {
    for (const nip of ["5260181597", "123", "abcdefghij", "0000000000x"]) {
      const response = await get(`/api/v1/core/regon_api/search_by_nip/${nip}`);
      expect(response.status, nip).toBe(400);
      expect(((await response.json()) as { error_code: string }).error_code).toBe("INVALID_NIP");
    }
    // Characters that are not a NIP are a 400, a path that is not even valid percent-encoding a
    // JSON 404 (like every malformed path, tests/hardening.test.ts); never a 500.
    for (const raw of ["%25", "..%2F..%2Fetc"]) {
      const response = await get(`/api/v1/core/regon_api/search_by_nip/${raw}`);
      expect(response.status, raw).toBe(400);
    }
    const malformed = await get("/api/v1/core/regon_api/search_by_nip/%E0%A4%A");
    expect(malformed.status).toBe(404);
    expect(await malformed.json()).toMatchObject({ error_code: "NOT_FOUND" });
    const unknown = await get("/api/v1/core/regon_api/search_by_nip/1234563218");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error_code: "NOT_FOUND",
      message: "Nie znaleźliśmy firmy o numerze NIP 123-456-32-18. Sprawdź numer albo wpisz dane ręcznie.",
    });
  });
});
