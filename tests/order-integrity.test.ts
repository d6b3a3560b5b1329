import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { database } from "../src/shop/db/client";
import { createOrder, type OrderInput } from "../src/shop/db/queries/orders";
import { ShopError } from "../src/common/errors";
import { ADDRESS, basket, orderRequest, post, uniquePhone } from "./fixtures";
import { get } from "./helpers";

/** In-stock offers no other test in this file touches (each test passes its own offset). */
async function offers(offset: number, count = 1) {
  const { results } = await env.DB.prepare("SELECT id, sku, price, stock FROM variants WHERE stock >= 8 ORDER BY id LIMIT ? OFFSET ?")
    .bind(count, 200 + offset)
    .all<{ id: number; sku: string; price: number; stock: number }>();
  if (results.length < count) throw new Error("not enough offers in stock");
  return results;
}

const setLine = (token: string, sku: string, quantity: number) => post(`/api/v1/checkout?token=${token}`, { sku, quantity });
const stockOf = async (id: number) =>
  (await env.DB.prepare("SELECT stock FROM variants WHERE id = ?").bind(id).first<{ stock: number }>())!.stock;
const ordersOf = async (token: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM orders WHERE checkout_token = ?").bind(token).first<{ n: number }>())!.n;

let buyer = 0;
function input(token: string): OrderInput {
  return {
    token,
    userId: null,
    email: `integrity-${++buyer}@example.pl`,
    phone: uniquePhone(),
    shipping: ADDRESS,
    billing: { type: "person", ...ADDRESS },
    deliveryMethod: "courier",
    paymentMethod: "bank_transfer",
    now: Date.now(),
  };
}

/** Places the order with `change` run between reading the basket and writing the order. */
async function orderWhile(token: string, change: () => Promise<unknown>) {
  return createOrder(database(env.DB), input(token), { beforeBatch: async () => void (await change()) }).then(
    (result) => result,
    (error: unknown) => error,
  );
}

describe("the order is exactly what the buyer saw (the batch's guard)", () => {
  it("refuses with BASKET_CHANGED when a quantity changes between pricing and writing, and writes nothing", async () => {
    const [item] = await offers(0);
    const token = await basket([{ sku: item!.sku, quantity: 1 }]);
    const outcome = await orderWhile(token, () => setLine(token, item!.sku, 6));
    expect(outcome).toBeInstanceOf(ShopError);
    expect((outcome as ShopError).code).toBe("BASKET_CHANGED");
    expect(await ordersOf(token)).toBe(0);
    expect(await stockOf(item!.id)).toBe(item!.stock);
  });

  it("refuses an offer staff hid between pricing and writing, and writes nothing", async () => {
    const [item] = await offers(40);
    const token = await basket([{ sku: item!.sku, quantity: 1 }]);
    const outcome = await orderWhile(token, () => env.DB.prepare("UPDATE variants SET hidden = 1 WHERE id = ?").bind(item!.id).run());
    await env.DB.prepare("UPDATE variants SET hidden = 0 WHERE id = ?").bind(item!.id).run();
    expect((outcome as ShopError).code).toBe("BASKET_CHANGED");
    expect(await ordersOf(token)).toBe(0);
    expect(await stockOf(item!.id)).toBe(item!.stock);
  });

  it("never orders an emptied basket (no order of 0.00 with no lines, no mail)", async () => {
    const [item] = await offers(1);
    const token = await basket([{ sku: item!.sku, quantity: 2 }]);
    const outcome = await orderWhile(token, () => setLine(token, item!.sku, 0));
    expect((outcome as ShopError).code).toBe("BASKET_CHANGED");
    expect(await ordersOf(token)).toBe(0);
  });

  it("never drops a line added meanwhile", async () => {
    const [first, second] = await offers(2, 2);
    const token = await basket([{ sku: first!.sku, quantity: 2 }]);
    const outcome = await orderWhile(token, () => setLine(token, second!.sku, 2));
    expect((outcome as ShopError).code).toBe("BASKET_CHANGED");
    expect(await ordersOf(token)).toBe(0);
    expect(await stockOf(second!.id)).toBe(second!.stock);
  });

  it("refuses a line swapped between the two reads for another offer of the same price (no order of 0.00)", async () => {
    const [first, second] = await offers(8, 2);
    await env.DB.prepare("UPDATE variants SET price = ? WHERE id = ?").bind(first!.price, second!.id).run();
    const token = await basket([{ sku: first!.sku, quantity: 2 }]);
    const outcome = await createOrder(database(env.DB), input(token), {
      afterFirstRead: async () => {
        await setLine(token, first!.sku, 0);
        await setLine(token, second!.sku, 2);
      },
    }).catch((error: unknown) => error);
    expect((outcome as ShopError).code).toBe("BASKET_CHANGED");
    expect(await ordersOf(token)).toBe(0);
    expect(await stockOf(second!.id)).toBe(second!.stock);
  });

  it("refuses when a price changes meanwhile", async () => {
    const [item] = await offers(4);
    const token = await basket([{ sku: item!.sku, quantity: 2 }]);
    const outcome = await orderWhile(token, () =>
      env.DB.prepare("UPDATE variants SET price = price + 100 WHERE id = ?").bind(item!.id).run(),
    );
    expect((outcome as ShopError).code).toBe("BASKET_CHANGED");
    expect(await ordersOf(token)).toBe(0);
  });

  it("orders an unchanged basket with the total that was priced", async () => {
    const [item] = await offers(5);
    const token = await basket([{ sku: item!.sku, quantity: 3 }]);
    const outcome = await orderWhile(token, async () => undefined);
    expect(outcome).toMatchObject({ created: true, order: { lines_count: 1 } });
    expect(await stockOf(item!.id)).toBe(item!.stock - 3);
  });

  it("answers BASKET_CHANGED as a 409 with a Polish message over HTTP, and an empty basket as 400", async () => {
    const [item] = await offers(6);
    const token = await basket([{ sku: item!.sku, quantity: 1 }]);
    await setLine(token, item!.sku, 0);
    const empty = await post("/api/v1/orders", orderRequest(token, "integrity-empty@example.pl"));
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error_code: "EMPTY_CHECKOUT", message: expect.stringMatching(/Koszyk jest pusty/) });
    expect(await ordersOf(token)).toBe(0);
  });

  it("a bounded race of basket changes against orders never yields an order that differs from expected_total", async () => {
    const [item] = await offers(7);
    for (let round = 0; round < 10; round++) {
      const token = await basket([{ sku: item!.sku, quantity: 1 }]);
      const seen = (await (await get(`/api/v1/checkout/${token}`)).json()) as { total_gross_amount: string };
      const [order] = await Promise.all([
        post("/api/v1/orders", { ...orderRequest(token, `race-${round}@example.pl`), expected_total: seen.total_gross_amount }),
        setLine(token, item!.sku, 1 + (round % 3)),
      ]);
      if (order.status === 201) {
        const placed = (await order.json()) as { total_gross_amount: string };
        expect(placed.total_gross_amount).toBe(seen.total_gross_amount);
      } else {
        expect(order.status).toBe(409);
        expect(["PRICE_CHANGED", "BASKET_CHANGED"]).toContain(((await order.json()) as { error_code: string }).error_code);
      }
    }
  });
});
