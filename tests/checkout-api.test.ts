import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { get, ORIGIN } from "./helpers";

interface Checkout {
  token: string;
  lines: {
    sku: string;
    quantity: number;
    price: string;
    variant: { product: { shop_name: string; size: string; season: string }; production_year: number; campaigns: { name: string }[] };
  }[];
  lines_count: number;
  total_gross_amount: string;
}

function post(body: unknown, token?: string, headers: Record<string, string> = {}) {
  return get(`/api/v1/checkout${token === undefined ? "" : `?token=${encodeURIComponent(token)}`}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function offer(minStock = 6) {
  const row = await env.DB.prepare("SELECT sku, price, stock FROM variants WHERE stock >= ? ORDER BY id LIMIT 1")
    .bind(minStock)
    .first<{ sku: string; price: number; stock: number }>();
  if (!row) throw new Error("no offer in stock");
  return row;
}

const money = (grosze: number) => `${Math.floor(grosze / 100)}.${String(grosze % 100).padStart(2, "0")}`;

describe("checkout API (SPEC §7)", () => {
  it("creates a checkout, then sets and removes lines, with totals from D1 prices", async () => {
    const first = await offer();
    const created = await post({ sku: first.sku, quantity: 4 });
    expect(created.status).toBe(201);
    const checkout = (await created.json()) as Checkout;
    expect(checkout.token).toMatch(/^[a-f0-9]{32}$/);
    expect(checkout.lines_count).toBe(1);
    expect(checkout.total_gross_amount).toBe(money(first.price * 4));
    expect(checkout.lines[0]).toMatchObject({ sku: first.sku, quantity: 4, price: money(first.price) });
    expect(checkout.lines[0]!.variant.product.shop_name).toMatch(/ \d{3}\/\d{2} R\d{2} /);

    const updated = (await (await post({ sku: first.sku, quantity: 2 }, checkout.token)).json()) as Checkout;
    expect(updated.lines[0]!.quantity).toBe(2);
    expect(updated.total_gross_amount).toBe(money(first.price * 2));

    const simple = await get(`/api/v1/checkout/${checkout.token}/simple`);
    expect(await simple.json()).toEqual({ lines_count: 1, total_gross_amount: money(first.price * 2) });
    expect(simple.headers.get("cache-control")).toBe("private, no-store");

    const emptied = (await (await post({ sku: first.sku, quantity: 0 }, checkout.token)).json()) as Checkout;
    expect(emptied.lines).toEqual([]);
    expect(emptied.lines_count).toBe(0);
    expect(emptied.total_gross_amount).toBe("0.00");
  });

  it("refuses more than the stock, or a sold-out offer, with VARIANT_SOLD_OUT and changes nothing", async () => {
    const item = await offer(2);
    const checkout = (await (await post({ sku: item.sku, quantity: 1 })).json()) as Checkout;
    const tooMany = await post({ sku: item.sku, quantity: item.stock + 1 }, checkout.token);
    expect(tooMany.status).toBe(409);
    expect(await tooMany.json()).toMatchObject({ error_code: "VARIANT_SOLD_OUT" });
    const after = (await (await get(`/api/v1/checkout/${checkout.token}`)).json()) as Checkout;
    expect(after.lines[0]!.quantity).toBe(1);

    const soldOut = await env.DB.prepare("SELECT sku FROM variants WHERE stock = 0 LIMIT 1").first<{ sku: string }>();
    const refused = await post({ sku: soldOut!.sku, quantity: 1 });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error_code: "VARIANT_SOLD_OUT" });
    expect(
      (await env.DB.prepare("SELECT COUNT(*) AS n FROM checkout_lines cl JOIN variants v ON v.id = cl.variant_id WHERE v.sku = ?")
        .bind(soldOut!.sku)
        .first<{ n: number }>())!.n,
    ).toBe(0);
  });

  it("answers 400 for a malformed token and 404 for an unknown one", async () => {
    expect((await get("/api/v1/checkout/nie-token")).status).toBe(400);
    expect((await get("/api/v1/checkout/nie-token/simple")).status).toBe(400);
    const unknown = await get(`/api/v1/checkout/${"0".repeat(32)}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error_code: "NOT_FOUND" });
    const item = await offer();
    expect((await post({ sku: item.sku, quantity: 1 }, "zly")).status).toBe(400);
    expect((await post({ sku: item.sku, quantity: 1 }, "f".repeat(32))).status).toBe(404);
  });

  it("validates the line with Polish messages and bounded quantities", async () => {
    const item = await offer();
    for (const [body, field] of [
      [{ sku: item.sku, quantity: -1 }, "quantity"],
      [{ sku: item.sku, quantity: 1000 }, "quantity"],
      [{ sku: item.sku, quantity: 1.5 }, "quantity"],
      [{ sku: item.sku, quantity: "4" }, "quantity"],
      [{ sku: "<script>", quantity: 1 }, "sku"],
      [{ quantity: 1 }, "sku"],
    ] as const) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { error_code: string; fields: { path: string; message: string }[] };
      expect(answer.error_code).toBe("VALIDATION_ERROR");
      expect(answer.fields.map((f) => f.path)).toContain(field);
      expect(JSON.stringify(answer)).not.toContain("<script>");
    }
    const missing = (await (await post({})).json()) as { fields: { path: string; message: string }[] };
    expect(missing.fields).toEqual([
      { path: "sku", message: "To pole jest wymagane." },
      { path: "quantity", message: "To pole jest wymagane." },
    ]);
    expect((await post({ sku: item.sku, quantity: 0 })).status).toBe(400);
    expect((await post({ sku: "OP-999999-1999", quantity: 1 })).status).toBe(404);
    const malformed = await post("{nie json");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error_code: "BAD_REQUEST" });
  });

  it("holds at most 20 different offers, and says so in Polish", async () => {
    const { results } = await env.DB.prepare("SELECT sku FROM variants WHERE stock >= 1 ORDER BY id DESC LIMIT 21 OFFSET 100").all<{
      sku: string;
    }>();
    let token: string | undefined;
    for (const { sku } of results.slice(0, 20)) {
      const response = await post({ sku, quantity: 1 }, token);
      expect(response.status).toBeLessThan(300);
      token = ((await response.json()) as Checkout).token;
    }
    const tooMany = await post({ sku: results[20]!.sku, quantity: 1 }, token);
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({
      error_code: "VALIDATION_ERROR",
      message: "Koszyk może zawierać najwyżej 20 różnych ofert.",
    });
    // Changing a line already there still works.
    expect((await post({ sku: results[0]!.sku, quantity: 1 }, token)).status).toBe(200);
  });

  it("accepts only JSON bodies", async () => {
    const item = await offer();
    const response = await get("/api/v1/checkout", {
      method: "POST",
      headers: { "content-type": "text/xml", origin: ORIGIN },
      body: `<line sku="${item.sku}"/>`,
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error_code: "UNSUPPORTED_MEDIA_TYPE" });
  });
});
