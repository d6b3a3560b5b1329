import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { ORDER_STATUS_CLIENT_LIMIT } from "../src/common/config/security";
import { ORDER_STATUS_NOT_FOUND } from "../src/common/i18n/order-labels";
import { ROUTES } from "../src/common/routes";
import { basket, offerSku, placedOrder, spacedPhone, staffApi, uniquePhone } from "./fixtures";
import { get, html, ORIGIN, select, selectOne } from "./helpers";
import { inProduction } from "./production";
import { STAFF } from "./staff";

/** A new client network per call (documentation IPv6 range), so limits of one test never meet another's. */
const group = () => Math.floor(Math.random() * 0x10000).toString(16);
const client = () => `2001:db8:${group()}:${group()}::1`;
const unique = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.pl`;

/** A buyer whose every detail is distinctive, so the page can be searched for any of them. */
const BUYER = {
  first_name: "Bożydar",
  last_name: "Zawieja-Kwiatkowski",
  street: "ul. Jaśminowa",
  street_number: "17",
  apartment_number: "4",
  postal_code: "27-215",
  city: "Wąchock",
};
const BILLING_POSTCODE = "25-316";
/** The buyer's phone number, one of its own: as typed (spaced) and as digits. */
const PHONE_DIGITS = uniquePhone();
const PHONE = spacedPhone(PHONE_DIGITS);

/** A JSON call to the shop API from the shop's own pages. */
function api(path: string, body: unknown, ip = client()) {
  return get(path, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": ip },
    body: JSON.stringify(body),
  });
}

/** The page's form as a browser without JavaScript sends it. */
async function lookUp(fields: { order_number: string; contact: string }, ip = client()) {
  const response = await get(ROUTES.orderStatus, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, "cf-connecting-ip": ip },
    body: new URLSearchParams(fields).toString(),
  });
  return { response, body: (await response.text()).replaceAll("<!-- -->", "") };
}

/** The page's own part: what it shows between the header and the footer. */
const mainOf = (body: string) => body.slice(body.indexOf("<main"), body.indexOf("</main>"));

/** A guest's cash-on-delivery order of `quantity` tyres (a different offer per `offset`) by BUYER; its id, number and e-mail. */
const buyerOrder = async (offset: number, quantity = 2) =>
  placedOrder(await basket({ sku: await offerSku(offset), quantity }, { "cf-connecting-ip": client() }), {
    email: unique("bozydar"),
    payment_method: "cash_on_delivery",
    body: { phone: PHONE, shipping: BUYER, billing: { ...BUYER, type: "person", postal_code: BILLING_POSTCODE, city: "Kielce" } },
  });

/** A back-office transition through the staff API, signed as the back office signs it. */
async function staffTransition(id: number, body: Record<string, string>) {
  const response = await staffApi("POST", `/staff/orders/${id}/transitions`, body, STAFF);
  expect(response.status, await response.clone().text()).toBe(200);
}

const statusOf = (id: number) => env.DB.prepare("SELECT status FROM orders WHERE id = ?").bind(id).first<string>("status");

describe("order status without an account (/status-zamowienia)", () => {
  it("serves the empty form as an indexable, cacheable page, linked from the footer, the help pages and the site maps", async () => {
    const page = await html(ROUTES.orderStatus);
    expect(page.status).toBe(200);
    expect(page.response.headers.get("cache-control")).toMatch(/^public/);
    // As a search engine meets the production shop: the form indexed, an answer never.
    const indexed = await inProduction(ROUTES.orderStatus);
    expect(indexed.status).toBe(200);
    expect(await indexed.text()).not.toContain('name="robots"');
    const answered = await inProduction(ROUTES.orderStatus, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://produkcja.sklep.test",
        "cf-connecting-ip": client(),
      },
      body: new URLSearchParams({ order_number: "OK-2026-999998", contact: "00-950" }).toString(),
    });
    expect(answered.status).toBe(404);
    expect(answered.headers.get("cache-control")).toBe("private, no-store");
    expect(await answered.text()).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(page.body).toContain(`<link rel="canonical" href="${env.SITE_URL}${ROUTES.orderStatus}"`);
    expect((await selectOne(page.body, "form.order-status-form")).attributes).toEqual({
      class: "json-form order-status-form",
      action: "/status-zamowienia",
      method: "post",
    });
    expect(page.body).toContain('name="order_number"');
    expect(page.body).toContain('name="contact"');
    // A form that needs no script: the page loads none for it.
    expect(mainOf(page.body)).not.toContain("data-island");

    const home = await html("/");
    expect((await select(home.body, 'footer a[href="/status-zamowienia"]')).map((link) => link.text)).toContain("Status zamówienia");
    const help = await html(ROUTES.help);
    expect(help.body).toMatch(/class="help-nav"[\s\S]*href="\/status-zamowienia"/);
    expect((await html(ROUTES.siteMap)).body).toContain('href="/status-zamowienia"');
    expect(await (await get("/sitemap-strony.xml")).text()).toContain(`${env.SITE_URL}/status-zamowienia</loc>`);
  });

  it("finds an order by its e-mail (any case, spaces around) and shows its status, date and tyres, and nothing personal", async () => {
    const order = await buyerOrder(60, 3);
    const { response, body } = await lookUp({
      order_number: ` ${order.number.toLowerCase()} `,
      contact: `  ${order.email.toUpperCase()}  `,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const main = mainOf(body);
    expect(main).toContain(order.number);
    expect(main).toContain("3 opony");
    expect(main).toMatch(/Status: <strong>Czeka na potwierdzenie telefoniczne<\/strong>|Status: <strong>Przyjęte do realizacji<\/strong>/);
    expect(main).toContain("Historia zamówienia");
    expect(main).toContain("Zamówienie złożone");
    // Nothing that names, locates or reaches the buyer, and no amount, anywhere on the page.
    for (const personal of [
      BUYER.first_name,
      BUYER.last_name,
      BUYER.street,
      BUYER.city,
      "Kielce",
      BUYER.postal_code,
      BILLING_POSTCODE,
      PHONE,
      PHONE_DIGITS,
      order.email,
      order.email.toUpperCase(),
      order.total_gross_amount.replace(".", ","),
    ]) {
      expect(body, personal).not.toContain(personal);
    }

    // The program's answer holds the same and no more.
    const json = await api("/api/v1/order-status", { order_number: order.number, email: order.email.toUpperCase() });
    expect(json.status).toBe(200);
    expect(json.headers.get("cache-control")).toContain("no-store");
    const { order: view } = (await json.json()) as { order: Record<string, unknown> };
    // The delivery's kind (courier or pickup) names nobody: it words "packed" as "ready for pickup".
    expect(Object.keys(view).sort()).toEqual([
      "cancel_reason_text",
      "created_at",
      "delivery_kind",
      "items_count",
      "number",
      "shipment",
      "status",
      "timeline",
    ]);
    expect(view).toMatchObject({ number: order.number, items_count: 3, shipment: null });
  });

  it("finds an order by the delivery or the invoice postcode, with or without the dash", async () => {
    const order = await buyerOrder(61, 1);
    for (const contact of [
      BUYER.postal_code,
      BUYER.postal_code.replace("-", ""),
      ` ${BILLING_POSTCODE} `,
      BILLING_POSTCODE.replace("-", ""),
    ]) {
      const { response, body } = await lookUp({ order_number: order.number, contact });
      expect(response.status, contact).toBe(200);
      expect(mainOf(body)).toContain("1 opona");
    }
    const json = await api("/api/v1/order-status", { order_number: order.number, postal_code: "25316" });
    expect(json.status).toBe(200);
  });

  it("answers a wrong e-mail or postcode for a real number exactly as an unknown number or a malformed field", async () => {
    const order = await buyerOrder(62, 1);
    const unknown = `OK-${order.number.slice(3, 7)}-999999`;
    const stranger = unique("ktos");
    const real = await lookUp({ order_number: order.number, contact: stranger });
    const missing = await lookUp({ order_number: unknown, contact: stranger });
    expect(real.response.status).toBe(404);
    expect(missing.response.status).toBe(404);
    expect(real.response.headers.get("cache-control")).toBe("private, no-store");
    expect(mainOf(real.body)).toContain(ORDER_STATUS_NOT_FOUND);
    // The whole page is the same but for the number typed, which the form gives back.
    expect(mainOf(real.body).replaceAll(order.number, "#")).toBe(mainOf(missing.body).replaceAll(unknown, "#"));
    expect(real.body).toContain(`value="${order.number}"`);
    expect(real.body).toContain(`value="${stranger}"`);

    // A wrong postcode, a malformed number, e-mail or postcode, or nothing at all: the same words, the same status.
    for (const fields of [
      { order_number: order.number, contact: "00-001" },
      { order_number: "12345", contact: order.email },
      { order_number: order.number, contact: "bozydar@" },
      { order_number: order.number, contact: "27-2155" },
      { order_number: "", contact: "" },
    ]) {
      const { response, body } = await lookUp(fields);
      expect(response.status, JSON.stringify(fields)).toBe(404);
      expect(mainOf(body)).toContain(ORDER_STATUS_NOT_FOUND);
      expect(mainOf(body)).not.toContain("Historia zamówienia");
    }

    const byApi = async (body: unknown) => {
      const response = await api("/api/v1/order-status", body);
      return { status: response.status, body: await response.json() };
    };
    const expected = { status: 404, body: { error_code: "ORDER_NOT_EXISTS", message: ORDER_STATUS_NOT_FOUND } };
    expect(await byApi({ order_number: order.number, email: stranger })).toEqual(expected);
    expect(await byApi({ order_number: unknown, email: stranger })).toEqual(expected);
    expect(await byApi({ order_number: order.number, email: "nie-e-mail" })).toEqual(expected);
    expect(await byApi({ order_number: order.number })).toEqual(expected);
    // Both given: both must match.
    expect(await byApi({ order_number: order.number, email: order.email, postal_code: "00-001" })).toEqual(expected);
    // A body that is no lookup at all is a program's mistake: 400, listing the field, never echoing it.
    const wrongType = await api("/api/v1/order-status", { order_number: 42 });
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toMatchObject({ error_code: "VALIDATION_ERROR" });
  });

  it("refuses a client past its limit of misses with 429 and when to come back; its own hits are not counted", async () => {
    const ip = client();
    // A buyer checking the same order again and again is no guesser.
    const order = await buyerOrder(66, 1);
    for (let attempt = 0; attempt <= ORDER_STATUS_CLIENT_LIMIT.attempts; attempt++) {
      expect((await lookUp({ order_number: order.number, contact: BUYER.postal_code }, ip)).response.status).toBe(200);
    }
    for (let attempt = 0; attempt < ORDER_STATUS_CLIENT_LIMIT.attempts; attempt++) {
      const { response } = await lookUp({ order_number: `OK-2026-9${String(attempt).padStart(5, "0")}`, contact: "00-950" }, ip);
      expect(response.status).toBe(404);
    }
    const limited = await lookUp({ order_number: "OK-2026-900099", contact: "00-950" }, ip);
    expect(limited.response.status).toBe(429);
    expect(Number(limited.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.response.headers.get("cache-control")).toBe("private, no-store");
    expect(mainOf(limited.body)).toMatch(
      /Zbyt wiele prób sprawdzenia statusu zamówienia\. Spróbuj ponownie za \d+ (minut|minuty|minutę|sekund|sekundy|sekundę)\./,
    );
    expect(limited.body).toContain('value="OK-2026-900099"');
    const json = await api("/api/v1/order-status", { order_number: "OK-2026-900099", postal_code: "00-950" }, ip);
    expect(json.status).toBe(429);
    expect(await json.json()).toMatchObject({ error_code: "RATE_LIMITED", message: expect.stringContaining("Spróbuj ponownie za") });
    // Past its limit the client waits even with the right proof: otherwise the refusal itself would tell right from wrong.
    expect((await lookUp({ order_number: order.number, contact: BUYER.postal_code }, ip)).response.status).toBe(429);
  });

  it("lets no burst of parallel guesses from one client past its limit", async () => {
    const ip = client();
    const statuses = await Promise.all(
      Array.from({ length: ORDER_STATUS_CLIENT_LIMIT.attempts * 2 }, (_, attempt) =>
        api("/api/v1/order-status", { order_number: `OK-2026-8${String(attempt).padStart(5, "0")}`, postal_code: "00-950" }, ip).then(
          (response) => response.status,
        ),
      ),
    );
    expect(statuses.filter((status) => status === 404)).toHaveLength(ORDER_STATUS_CLIENT_LIMIT.attempts);
    expect(statuses.filter((status) => status === 429)).toHaveLength(ORDER_STATUS_CLIENT_LIMIT.attempts);
  });

  it("answers the buyer's right lookup however many wrong ones others made of the same order", async () => {
    const order = await buyerOrder(63, 1);
    const buyer = client();
    const answersTheBuyer = async () => {
      const page = await lookUp({ order_number: order.number, contact: order.email }, buyer);
      expect(page.response.status).toBe(200);
      expect(mainOf(page.body)).toContain(order.number);
      expect(mainOf(page.body)).toContain("1 opona");
      expect((await lookUp({ order_number: order.number, contact: BUYER.postal_code }, buyer)).response.status).toBe(200);
      const json = await api("/api/v1/order-status", { order_number: order.number, email: order.email }, buyer);
      expect(json.status).toBe(200);
      expect(await json.json()).toMatchObject({ order: { number: order.number, items_count: 1 } });
    };
    // Ten wrong lookups of this one number from ten addresses.
    const others = Array.from({ length: 10 }, () => client());
    for (const [index, ip] of others.entries()) {
      expect((await lookUp({ order_number: order.number, contact: `${10 + index}-000` }, ip)).response.status).toBe(404);
    }
    await answersTheBuyer();
    // Each of them guessing on to its limit (e-mails and postcodes) is stopped, but only itself.
    for (const [index, ip] of others.entries()) {
      for (let attempt = 1; attempt < ORDER_STATUS_CLIENT_LIMIT.attempts; attempt++) {
        const guess = attempt % 2 ? { email: unique("zgaduje") } : { postal_code: `${10 + index}-${String(attempt).padStart(3, "0")}` };
        expect((await api("/api/v1/order-status", { order_number: order.number, ...guess }, ip)).status).toBe(404);
      }
      expect((await lookUp({ order_number: order.number, contact: order.email }, ip)).response.status).toBe(429);
    }
    await answersTheBuyer();
  });

  it("shows a shipped order's parcel with its tracking link, and the history without amounts", async () => {
    const order = await buyerOrder(64, 2);
    if ((await statusOf(order.id)) === "to_confirm") await staffTransition(order.id, { action: "confirm" });
    await staffTransition(order.id, { action: "pack" });
    await staffTransition(order.id, { action: "ship", carrier: "dpd", tracking_number: "0000987654321U" });
    expect(await statusOf(order.id)).toBe("shipped");

    const { response, body } = await lookUp({ order_number: order.number, contact: order.email });
    expect(response.status).toBe(200);
    const main = mainOf(body);
    expect(main).toContain("Status: <strong>Wysłane</strong>");
    expect(main).toContain("DPD Polska, numer przesyłki <strong>0000987654321U</strong>");
    const tracking = await selectOne(main, 'a[href^="https://tracktrace.dpd.com.pl/"]');
    expect(tracking).toMatchObject({
      attributes: { class: "button button-secondary", href: "https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1=0000987654321U" },
      text: "Śledź przesyłkę",
    });
    expect(main).not.toContain(order.total_gross_amount.replace(".", ","));
    expect(main).not.toMatch(/\d zł/);
  });

  it("is linked from the order confirmation mail, and a form from another site is refused", async () => {
    const order = await buyerOrder(65, 1);
    const mail = await vi.waitFor(
      async () => {
        const row = await env.DB.prepare('SELECT text FROM mail_outbox WHERE "to" = ? ORDER BY id').bind(order.email).first<string>("text");
        if (!row) throw new Error("no confirmation yet");
        return row;
      },
      { timeout: 5000, interval: 50 },
    );
    expect(mail).toContain(`${env.SITE_URL}/status-zamowienia`);

    const foreign = await get(ROUTES.orderStatus, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://elsewhere.example", "cf-connecting-ip": client() },
      body: new URLSearchParams({ order_number: order.number, contact: order.email }).toString(),
    });
    expect(foreign.status).toBe(403);
  });
});
