import { createExecutionContext, SELF, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SHOP_USER_HEADER, signCustomer } from "../src/common/shop-identity";
import { SHOP_IDENTITY_MAX_AGE_S } from "../src/common/config/security";
import app from "../src/index";
import { customer, orderAs, orderRequest } from "./fixtures";
import { get, ORIGIN } from "./helpers";

/** The customer id behind a session cookie, as the site's session call answers it. */
async function customerId(cookie: string): Promise<number> {
  const session = (await (await get("/api/auth/session", { headers: { cookie } })).json()) as { user: { id: number } };
  return session.user.id;
}

describe("the shop API trusts a customer only on a valid signature", () => {
  it("answers nobody's orders to a request claiming the in-process host, whatever X-Shop-User says", async () => {
    const cookie = await customer("host-spoof@example.pl");
    const order = await orderAs(cookie, 120);
    const id = await customerId(cookie);
    for (const url of [
      `http://shop.internal/api/v1/orders/by-id/${order.id}`,
      "http://shop.internal/api/v1/orders",
      `${ORIGIN}/api/v1/orders/by-id/${order.id}`,
    ]) {
      for (const claimed of [String(id), "1", `v1.${id}.${Date.now()}.${"A".repeat(43)}`]) {
        const response = await SELF.fetch(url, { headers: { [SHOP_USER_HEADER]: claimed, Host: "shop.internal" } });
        expect(response.status, `${url} as ${claimed}`).toBe(401);
        const text = await response.text();
        expect(text).not.toContain(order.number);
        expect(text).not.toContain("host-spoof@example.pl");
      }
    }
    // Without any header the orders are simply not anyone's to list.
    expect((await SELF.fetch("http://shop.internal/api/v1/orders")).status).toBe(401);
  });

  it("refuses a signature that is stale, from another key, or made for another request", async () => {
    const cookie = await customer("podpis@example.pl");
    const order = await orderAs(cookie, 121);
    const id = await customerId(cookie);
    const path = `/orders/by-id/${order.id}`;
    const ask = (header: string) => get(`/api/v1${path}`, { headers: { [SHOP_USER_HEADER]: header } });

    const valid = await signCustomer(env.SHOP_API_SECRET, id, { method: "GET", path });
    const answer = await ask(valid);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { number: string }).number).toBe(order.number);

    const stale = await signCustomer(env.SHOP_API_SECRET, id, { method: "GET", path }, Date.now() - (SHOP_IDENTITY_MAX_AGE_S + 5) * 1000);
    const otherKey = await signCustomer("not-the-shop-secret", id, { method: "GET", path });
    const otherPath = await signCustomer(env.SHOP_API_SECRET, id, { method: "GET", path: "/orders" });
    const otherMethod = await signCustomer(env.SHOP_API_SECRET, id, { method: "POST", path });
    const otherCustomer = valid.replace(`v1.${id}.`, `v1.${id + 1}.`);
    for (const [name, header] of Object.entries({ stale, otherKey, otherPath, otherMethod, otherCustomer })) {
      const response = await ask(header);
      expect(response.status, name).toBe(401);
      expect(await response.json(), name).toMatchObject({ error_code: "UNAUTHORIZED" });
    }
  });

  it("an order posted with a forged customer header is refused, not placed anonymously", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM orders").first<{ n: number }>();
    const response = await get("/api/v1/orders", {
      method: "POST",
      headers: { "content-type": "application/json", [SHOP_USER_HEADER]: "1" },
      body: JSON.stringify(orderRequest("0".repeat(32), "x@example.pl")),
    });
    expect(response.status).toBe(401);
    const after = await env.DB.prepare("SELECT count(*) AS n FROM orders").first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });
});

describe("the site with SHOP_API_URL: every call to the shop API goes over HTTP", () => {
  /** The shop API reached as another host would be: a service binding to this Worker over HTTP. */
  const calls: { method: string; url: string; signed: boolean }[] = [];
  const overHttp = {
    ...env,
    SHOP_API_URL: `${ORIGIN}/api/v1`,
    SHOP_API: {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        calls.push({ method: request.method, url: request.url, signed: request.headers.has(SHOP_USER_HEADER) });
        return SELF.fetch(request);
      },
    },
  } as unknown as Env;

  async function site(path: string, init: RequestInit = {}): Promise<Response> {
    const context = createExecutionContext();
    const response = await app.fetch(new Request(`${ORIGIN}${path}`, init), overHttp, context);
    await waitOnExecutionContext(context);
    return response;
  }
  const page = async (path: string, cookie?: string) => {
    const response = await site(path, { headers: cookie ? { cookie } : {} });
    return { status: response.status, body: (await response.text()).replaceAll("<!-- -->", "") };
  };

  it("walks listing → data page → basket → order → signed-in account orders and order details", async () => {
    const cookie = await customer("przez-http@example.pl");
    const listing = await page("/opony/zimowe");
    expect(listing.status).toBe(200);
    const tyreLink = /href="(\/dane-opony\/[^"?]+)/.exec(listing.body)?.[1];
    expect(tyreLink).toBeDefined();
    const data = await page(tyreLink!);
    expect(data.status).toBe(200);
    expect(data.body).toContain("Do koszyka");

    const offer = await env.DB.prepare("SELECT sku FROM variants WHERE stock >= 4 ORDER BY id LIMIT 1 OFFSET 130").first<{ sku: string }>();
    const json = { "content-type": "application/json", origin: ORIGIN };
    const basket = (await (
      await site("/api/v1/checkout", { method: "POST", headers: json, body: JSON.stringify({ sku: offer!.sku, quantity: 2 }) })
    ).json()) as { token: string };
    const basketPage = await page("/koszyk", `checkout-token=${basket.token}`);
    expect(basketPage.status).toBe(200);
    expect(basketPage.body).toContain(offer!.sku);

    calls.length = 0;
    const ordered = await site("/api/order", {
      method: "POST",
      headers: { ...json, cookie },
      body: JSON.stringify(orderRequest(basket.token, "przez-http@example.pl")),
    });
    expect(ordered.status).toBe(201);
    const order = (await ordered.json()) as { id: number; number: string; user_id: number | null };
    expect(order.user_id).toBe(await customerId(cookie));
    expect(calls).toContainEqual({ method: "POST", url: `${ORIGIN}/api/v1/orders`, signed: true });

    const orders = await page("/konto/zamowienia", cookie);
    expect(orders.status).toBe(200);
    expect(orders.body).toContain(order.number);
    const details = await page(`/konto/zamowienia/${order.id}`, cookie);
    expect(details.status).toBe(200);
    expect(details.body).toContain(order.number);
    expect(details.body).toContain("Dane do przelewu");
    // Someone else's order stays theirs over HTTP too.
    const stranger = await customer("obcy-http@example.pl");
    expect((await page(`/konto/zamowienia/${order.id}`, stranger)).status).toBe(404);
    expect(calls.filter((call) => call.url.includes("/api/v1/orders")).every((call) => call.signed)).toBe(true);
  });
});
