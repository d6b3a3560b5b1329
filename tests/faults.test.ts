import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetIsolateCache } from "../src/common/cache/with-cache";
import { STALE_IF_ERROR_S } from "../src/common/config/security";
import app from "../src/index";
import { ADDRESS, uniquePhone } from "./fixtures";
import { faultyD1 } from "./faulty-d1";
import { ORIGIN } from "./helpers";

/** Calls the Worker in this isolate with the given bindings; its background work is done when this answers. */
async function fetchWith(request: Request, bindings: Partial<Env>): Promise<Response> {
  const context = createExecutionContext();
  const response = await app.fetch(request, { ...env, ...bindings }, context);
  await waitOnExecutionContext(context);
  return response;
}

let address = 0;
/** Calls the Worker in this isolate with the given D1 binding. */
function call(db: D1Database, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const init: RequestInit = body === undefined ? {} : { method: "POST", body: JSON.stringify(body) };
  const request = new Request(`${ORIGIN}${path}`, {
    ...init,
    headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": `192.0.2.${++address % 250}`, ...headers },
  });
  return fetchWith(request, { DB: db });
}

async function expectCleanFailure(response: Response, label: string) {
  expect(response.status, label).toBeGreaterThanOrEqual(500);
  const body = (await response.json()) as { error_code: string; message: string };
  expect(body.error_code, label).toBeTruthy();
  expect(body.message, label).toMatch(/[ąćęłńóśźż]|Spróbuj/);
}

describe("injected D1 faults leave nothing half-written", () => {
  it("ordering: a failure at any statement leaves no order, no lines, the stock and the basket as they were", async () => {
    const offer = await env.DB.prepare("SELECT id, sku, stock FROM variants WHERE stock >= 4 ORDER BY id LIMIT 1 OFFSET 200").first<{
      id: number;
      sku: string;
      stock: number;
    }>();
    const healthy = faultyD1(env.DB, 0);
    const basket = (await (await call(healthy.db, "/api/v1/checkout", { sku: offer!.sku, quantity: 2 })).json()) as { token: string };
    const order = {
      token: basket.token,
      email: "awaria@example.pl",
      phone: uniquePhone(),
      shipping: ADDRESS,
      billing: { type: "person", ...ADDRESS },
      delivery_method: "courier",
      payment_method: "bank_transfer",
      terms_accepted: true,
    };
    // How many D1 calls a healthy order takes.
    const probe = faultyD1(env.DB, Number.POSITIVE_INFINITY);
    const probeBasket = (await (await call(probe.db, "/api/v1/checkout", { sku: offer!.sku, quantity: 1 })).json()) as { token: string };
    const before = probe.calls();
    expect((await call(probe.db, "/api/order", { ...order, token: probeBasket.token })).status).toBe(201);
    const steps = probe.calls() - before;
    expect(steps).toBeGreaterThan(2);
    const stock = (await env.DB.prepare("SELECT stock FROM variants WHERE id = ?").bind(offer!.id).first<number>("stock"))!;

    for (let failAt = 1; failAt <= steps; failAt++) {
      const faulty = faultyD1(env.DB, failAt);
      // Each attempt from its own e-mail address: the per-address order limit counts attempts.
      const response = await call(faulty.db, "/api/order", { ...order, email: `awaria-${failAt}@example.pl` });
      const orders = await env.DB.prepare("SELECT count(*) AS n FROM orders WHERE checkout_token = ?")
        .bind(basket.token)
        .first<number>("n");
      if (orders === 1) {
        // The fault came after the order's batch (reading it back): the order is whole, and sending
        // again (what the checkout page does) answers it, not a second one.
        expect(await env.DB.prepare("SELECT stock FROM variants WHERE id = ?").bind(offer!.id).first<number>("stock")).toBe(stock - 2);
        const again = await call(healthy.db, "/api/order", order);
        expect(again.status).toBe(200);
        expect(
          await env.DB.prepare("SELECT count(*) AS n FROM orders WHERE checkout_token = ?").bind(basket.token).first<number>("n"),
        ).toBe(1);
        return;
      }
      await expectCleanFailure(response, `order, fault at ${failAt}`);
      expect(
        await env.DB.prepare("SELECT stock FROM variants WHERE id = ?").bind(offer!.id).first<number>("stock"),
        `fault at ${failAt}`,
      ).toBe(stock);
      expect(
        await env.DB.prepare("SELECT quantity FROM checkout_lines WHERE checkout_token = ?").bind(basket.token).first<number>("quantity"),
        `fault at ${failAt}`,
      ).toBe(2);
    }
    // No fault left the order half-done; the shopper can still order afterwards.
    expect((await call(healthy.db, "/api/order", order)).status).toBe(201);
  });

  it("registration and password change: a failure leaves the account whole or absent, sessions consistent", async () => {
    for (let failAt = 1; failAt <= 6; failAt++) {
      const email = `awaria${failAt}@example.pl`;
      const response = await call(faultyD1(env.DB, failAt).db, "/api/v1/auth/register", {
        email,
        password: "opony2026",
        accept_terms: true,
      });
      const user = await env.DB.prepare("SELECT password_hash FROM users WHERE email = ?").bind(email).first<string>("password_hash");
      if (response.status === 201) expect(user).toMatch(/^pbkdf2-sha256\$/);
      else {
        await expectCleanFailure(response, `register, fault at ${failAt}`);
        expect(user).toBeNull();
      }
    }

    const healthy = faultyD1(env.DB, 0).db;
    for (let failAt = 1; failAt <= 6; failAt++) {
      const email = `zmiana.awaria${failAt}@example.pl`;
      expect((await call(healthy, "/api/v1/auth/register", { email, password: "stare1234", accept_terms: true })).status).toBe(201);
      const cookie = (await call(healthy, "/api/auth/signin", { email, password: "stare1234" })).headers.getSetCookie()[0]!.split(";")[0]!;
      const hashBefore = await env.DB.prepare("SELECT password_hash FROM users WHERE email = ?").bind(email).first<string>("password_hash");
      const response = await call(
        faultyD1(env.DB, failAt).db,
        "/api/account/change-password",
        { old_password: "stare1234", new_password: "nowe12345" },
        { cookie },
      );
      const hashAfter = await env.DB.prepare("SELECT password_hash FROM users WHERE email = ?").bind(email).first<string>("password_hash");
      const sessionAlive =
        ((await (await call(healthy, "/api/auth/session", undefined, { cookie })).json()) as { user: unknown }).user !== null;
      if (response.status !== 200) await expectCleanFailure(response, `change-password, fault at ${failAt}`);
      // Either nothing changed, or the new password and the end of every old session came together.
      if (hashAfter !== hashBefore) expect(sessionAlive, `new password but the old session lives, fault at ${failAt}`).toBe(false);
      else expect(sessionAlive, `fault at ${failAt}`).toBe(true);
    }
  });

  it("pages say 503 in Polish, never a blank 500, when the shop API is unreachable or failing", async () => {
    const page = (path: string, bindings: Partial<Env>) => fetchWith(new Request(`https://awaria.sklep.test${path}`), bindings);
    const tyre = await env.DB.prepare("SELECT slug FROM tyres ORDER BY id LIMIT 1").first<string>("slug");
    for (const path of ["/opony/zimowe", `/dane-opony/${tyre}`, "/model-opony/x-y", "/mapa-strony-producenci"]) {
      // A separate API host that does not answer…
      const unreachable = await page(path, { SHOP_API_URL: "http://127.0.0.1:9/api/v1" });
      // …or the in-process API whose D1 is down (every read fails: the delivery methods the layout
      // quotes are read first, from src/site/page-settings.ts, and do without when they fail).
      const failing = await page(path, { DB: faultyD1(env.DB, 1, { down: true }).db });
      for (const response of [unreachable, failing]) {
        expect(response.status, path).toBe(503);
        expect(response.headers.get("retry-after")).toBe("30");
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(await response.text()).toContain("Sklep chwilowo nie odpowiada");
      }
    }
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("a catalogue page the cache still holds answers as its stale copy while the shop API fails", async () => {
    const page = (path: string, bindings: Partial<Env> = {}) => fetchWith(new Request(`https://nieswieza.sklep.test${path}`), bindings);
    const failing = () => ({ DB: faultyD1(env.DB, 1, { down: true }).db });
    const fresh = await page("/opony/letnie");
    expect(fresh.status).toBe(200);
    const freshHtml = await fresh.text();
    expect(freshHtml).toContain("Opony letnie");

    // Ten minutes on: past the isolate's 30 s and the edge's 5 min freshness.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 10 * 60_000);
    for (const tier of ["isolate", "edge"]) {
      if (tier === "edge") forgetIsolateCache();
      const stale = await page("/opony/letnie", failing());
      expect(stale.status, tier).toBe(200);
      expect(stale.headers.get("x-cache"), tier).toBe("STALE");
      expect(stale.headers.get("x-cache-tier"), tier).toBe(tier);
      expect(stale.headers.get("cache-control"), tier).toBe("no-store");
      expect(stale.headers.get("x-stored-at"), tier).toBeNull();
      expect(await stale.text(), tier).toBe(freshHtml);
    }
    // A page nobody opened before (nor its catalogue answer, cached by the API) has no copy.
    const uncached = await page("/opony/zimowe?cena-do=1234", failing());
    expect(uncached.status).toBe(503);
    expect(await uncached.text()).toContain("Sklep chwilowo nie odpowiada");

    // Only an outage of the shop API (the pages' 503) is covered: the API's own 500 for a
    // program stays a 500, though its answer is cached too.
    const api = await page("/api/v1/catalogue/search?season=letnie&limit=1");
    expect(api.status).toBe(200);
    vi.setSystemTime(Date.now() + 10 * 60_000);
    const failed = await page("/api/v1/catalogue/search?season=letnie&limit=1", failing());
    expect(failed.status).toBe(500);
    expect(failed.headers.get("x-cache")).toBeNull();
    expect(((await failed.json()) as { error_code: string }).error_code).toBe("INTERNAL_ERROR");

    // Past the stale window the copy no longer stands in.
    vi.setSystemTime(Date.now() + (STALE_IF_ERROR_S + 3_600) * 1000);
    forgetIsolateCache();
    const expired = await page("/opony/letnie", failing());
    expect(expired.status).toBe(503);
  });
});
