import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SHOP_USER_HEADER, signCustomer } from "../src/common/shop-identity";
import { COMPANY, customer, orderAs, post } from "./fixtures";
import { get, ORIGIN, selectOne } from "./helpers";

describe("account pages", () => {
  it("send anonymous visitors to sign-in and back, and keep the way back on this site", async () => {
    for (const path of ["/konto", "/konto/zamowienia", "/konto/zamowienia/1", "/konto/zmien-haslo"]) {
      const response = await get(path, { redirect: "manual" });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location")).toBe(`/logowanie?powrot=${encodeURIComponent(path)}`);
    }
    const cookie = await customer("powrot@example.pl");
    const back = await get("/logowanie?powrot=%2Fkonto%2Fzamowienia", { headers: { cookie }, redirect: "manual" });
    expect(back.headers.get("location")).toBe("/konto/zamowienia");
    for (const evil of ["//evil.example/x", "https://evil.example", "/\\evil.example"]) {
      const response = await get(`/logowanie?powrot=${encodeURIComponent(evil)}`, { headers: { cookie }, redirect: "manual" });
      expect(response.headers.get("location"), evil).toBe("/konto");
    }
  });

  it("show the signed-in customer's orders, never cached, and nobody else's", async () => {
    const ann = await customer("ania@example.pl");
    const bob = await customer("bartek@example.pl");
    const order = await orderAs(ann, 90);
    const list = await get("/konto/zamowienia", { headers: { cookie: ann } });
    const body = (await list.text()).replaceAll("<!-- -->", "");
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("private, no-store");
    expect(body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(body).toContain(order.number);
    expect(body).toContain("Czeka na płatność");
    const detail = await get(`/konto/zamowienia/${order.id}`, { headers: { cookie: ann } });
    expect(detail.status).toBe(200);
    expect(await detail.text()).toContain("Dane do przelewu");
    expect((await get(`/konto/zamowienia/${order.id}`, { headers: { cookie: bob } })).status).toBe(404);
    expect(await (await get("/konto/zamowienia", { headers: { cookie: bob } })).text()).toContain("Nie masz jeszcze zamówień");
    // The shop API lists orders only for a caller that signs the customer (tests/shop-api-seam.test.ts).
    expect((await get("/api/v1/orders", { headers: { "X-Shop-User": "1" } })).status).toBe(401);
  });

  it("edit the profile and change the password (INVALID_OLD_PASSWORD; other sessions end)", async () => {
    const first = await customer("zmiana@example.pl", "stare1234");
    const second = (await post("/api/auth/signin", { email: "zmiana@example.pl", password: "stare1234" })).headers
      .getSetCookie()[0]!
      .split(";")[0]!;
    expect((await get("/api/account/user")).status).toBe(401);
    const edited = await post("/api/account/user", { first_name: "Zofia", phone: "600 700 800" }, { cookie: first }, "PUT");
    expect(await edited.json()).toMatchObject({ user: { email: "zmiana@example.pl", first_name: "Zofia", phone: "600 700 800" } });
    const badPhone = await post("/api/account/user", { phone: "12" }, { cookie: first }, "PUT");
    expect(badPhone.status).toBe(400);

    const wrong = await post("/api/account/change-password", { old_password: "zle-haslo1", new_password: "nowe12345" }, { cookie: first });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error_code: "INVALID_OLD_PASSWORD", message: "Obecne hasło jest nieprawidłowe." });
    const weak = await post("/api/account/change-password", { old_password: "stare1234", new_password: "krotkie" }, { cookie: first });
    expect(JSON.stringify(await weak.json())).not.toContain("krotkie");

    const changed = await post("/api/account/change-password", { old_password: "stare1234", new_password: "nowe12345" }, { cookie: first });
    expect(changed.status).toBe(200);
    const fresh = changed.headers.getSetCookie()[0]!.split(";")[0]!;
    expect(fresh).not.toBe(first);
    for (const dead of [first, second])
      expect(await (await get("/api/auth/session", { headers: { cookie: dead } })).json()).toEqual({ user: null });
    expect(await (await get("/api/auth/session", { headers: { cookie: fresh } })).json()).toMatchObject({
      user: { email: "zmiana@example.pl" },
    });
    expect((await post("/api/auth/signin", { email: "zmiana@example.pl", password: "stare1234" })).status).toBe(401);
    expect((await post("/api/auth/signin", { email: "zmiana@example.pl", password: "nowe12345" })).status).toBe(200);
  });

  it("delete the account only with its password: the person is gone, the orders stay for accounting without personal data", async () => {
    const email = "usun@example.pl";
    const cookie = await customer(email, "usun12345");
    const other = (await post("/api/auth/signin", { email, password: "usun12345" })).headers.getSetCookie()[0]!.split(";")[0]!;
    const personOrder = await orderAs(cookie, 95, { type: "person" }, email);
    const companyOrder = await orderAs(cookie, 96, COMPANY, email);
    expect((await post("/api/v1/auth/password_reset", { email })).status).toBe(200);
    const userId = (await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: number }>())!.id;

    // The account page's form asks for it before anything is sent.
    const page = (await (await get("/konto", { headers: { cookie } })).text()).replaceAll("<!-- -->", "");
    expect(page).toContain('<label for="delete-account-password">Hasło (potwierdzenie usunięcia konta)</label>');
    expect((await selectOne(page, "form.delete-account-form input#delete-account-password")).attributes).toMatchObject({
      name: "password",
      type: "password",
      autocomplete: "current-password",
    });
    const password = { password: "usun12345" };
    expect((await post("/api/account/user", password, {}, "DELETE")).status).toBe(401);
    expect((await post("/api/account/user", password, { cookie, origin: "https://evil.example" }, "DELETE")).status).toBe(403);
    // A session alone (a shared computer, a stolen cookie) deletes nothing: the password is asked again.
    const missing = await post("/api/account/user", {}, { cookie }, "DELETE");
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      error_code: "VALIDATION_ERROR",
      fields: [{ path: "password", message: "Podaj hasło, aby potwierdzić usunięcie konta." }],
    });
    // As the old page sent it: no body at all.
    const bare = await get("/api/account/user", { method: "DELETE", headers: { cookie, origin: ORIGIN } });
    expect(bare.status).toBe(400);
    expect(await bare.json()).toMatchObject({ error_code: "VALIDATION_ERROR" });
    const wrong = await post("/api/account/user", { password: "zle-haslo1" }, { cookie }, "DELETE");
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error_code: "INVALID_OLD_PASSWORD", message: "Nieprawidłowe hasło. Konto nie zostało usunięte." });
    expect(wrong.headers.getSetCookie()).toEqual([]);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM users WHERE id = ?").bind(userId).first("n")).toBe(1);
    expect(await (await get("/api/auth/session", { headers: { cookie } })).json()).toMatchObject({ user: { email } });
    // The shop API asks for it too, whoever signs the customer to it.
    for (const body of [{}, { password: "zle-haslo1" }]) {
      const signed = await signCustomer(env.SHOP_API_SECRET, userId, { method: "DELETE", path: "/accounts/me" });
      const direct = await post("/api/v1/accounts/me", body, { [SHOP_USER_HEADER]: signed }, "DELETE");
      expect(direct.status, JSON.stringify(body)).toBe(400);
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM users WHERE id = ?").bind(userId).first("n")).toBe(1);

    const deleted = await post("/api/account/user", password, { cookie }, "DELETE");
    expect(deleted.status).toBe(200);
    expect(deleted.headers.getSetCookie()[0]).toMatch(/^__Host-session=;.*Max-Age=0/);

    for (const table of ["users WHERE id = ?", "sessions WHERE user_id = ?", "password_resets WHERE user_id = ?"]) {
      expect(await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).bind(userId).first("n"), table).toBe(0);
    }
    expect(await env.DB.prepare('SELECT count(*) AS n FROM mail_outbox WHERE "to" = ?').bind(email).first("n")).toBe(0);
    const kept = await env.DB.prepare("SELECT * FROM orders WHERE id IN (?, ?) ORDER BY id")
      .bind(personOrder.id, companyOrder.id)
      .all<Record<string, unknown>>();
    expect(kept.results).toHaveLength(2);
    for (const order of kept.results) {
      expect(order).toMatchObject({
        user_id: null,
        email: "",
        phone: "",
        shipping_first_name: "",
        shipping_last_name: "",
        shipping_street: "",
        shipping_postal_code: "",
        shipping_city: "",
        notes: null,
        // The hoarding limits' keys of the mailbox and the phone go with them.
        email_key: null,
        phone_key: null,
      });
      expect(order.total_gross).toBeGreaterThan(0);
      for (const personal of ["usun@example", personOrder.phone, companyOrder.phone]) {
        expect(JSON.stringify(order)).not.toContain(personal);
      }
      // The invoice data stays: the invoice must stay reproducible for accounting.
      expect(order).toMatchObject({ billing_first_name: "Jan", billing_last_name: "Nowak", billing_city: "Kraków" });
    }
    expect(kept.results[1]).toMatchObject({ billing_company_name: COMPANY.company_name, billing_vat_number: COMPANY.vat_number });
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM order_lines WHERE order_id IN (?, ?)")
        .bind(personOrder.id, companyOrder.id)
        .first("n"),
    ).toBe(2);

    for (const dead of [cookie, other])
      expect(await (await get("/api/auth/session", { headers: { cookie: dead } })).json()).toEqual({ user: null });
    expect((await post("/api/auth/signin", { email, password: "usun12345" })).status).toBe(401);
    // The address is free again.
    expect((await post("/api/v1/auth/register", { email, password: "nowe12345", accept_terms: true })).status).toBe(201);
  });

  it("attach guest orders once a mailed link proves the e-mail is the customer's", async () => {
    const email = "gosc@example.pl";
    const first = await orderAs("", 100, { type: "person" }, email);
    const second = await orderAs("", 101, { type: "person" }, "GOSC@example.pl");
    const cookie = await customer(email);
    const intruder = await customer("intruz@example.pl");
    // The same answer with or without guest orders: registering with an address proves nothing.
    const outbox = () => env.DB.prepare("SELECT count(*) AS n FROM mail_outbox WHERE subject LIKE '%dołączenie%'").first<number>("n");
    const before = await outbox();
    expect(await (await post("/api/account/orders/claim", {}, { cookie: intruder })).json()).toEqual({ ok: true });
    expect(await outbox()).toBe(before);

    const page = (await (await get("/konto/zamowienia", { headers: { cookie } })).text()).replaceAll("<!-- -->", "");
    expect(page).toContain("Zamówienia złożone bez logowania");
    expect(page).not.toContain(first.number);

    const asked = await post("/api/account/orders/claim", {}, { cookie });
    expect(await asked.json()).toEqual({ ok: true });
    const mail = await env.DB.prepare("SELECT text FROM mail_outbox WHERE \"to\" = ? AND subject LIKE '%dołączenie%' ORDER BY id DESC")
      .bind(email)
      .first<{ text: string }>();
    const token = /\/konto\/zamowienia\/dolacz\?token=([\w-]+)/.exec(mail!.text)![1]!;

    // The link lands on a page that asks to confirm (mail scanners that open links change nothing).
    const landing = await get(`/konto/zamowienia/dolacz?token=${token}`, { headers: { cookie } });
    expect(await landing.text()).toContain("Dołącz zamówienia");
    const anonymous = await get(`/konto/zamowienia/dolacz?token=${token}`, { redirect: "manual" });
    expect(anonymous.headers.get("location")).toBe(`/logowanie?powrot=${encodeURIComponent(`/konto/zamowienia/dolacz?token=${token}`)}`);

    expect((await post("/api/account/orders/claim/confirm", { token }, { cookie: intruder })).status).toBe(400);
    const confirmed = await post("/api/account/orders/claim/confirm", { token }, { cookie });
    expect(await confirmed.json()).toEqual({ ok: true, attached: 2 });
    const again = await post("/api/account/orders/claim/confirm", { token }, { cookie });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { message: string }).message).toContain("Link wygasł");

    const list = await (await get("/konto/zamowienia", { headers: { cookie } })).text();
    expect(list).toContain(first.number);
    expect(list).toContain(second.number);
    expect(list).toContain(first.number);
    expect((await get(`/konto/zamowienia/${first.id}`, { headers: { cookie: intruder } })).status).toBe(404);
  });

  it("refuse an expired link to attach guest orders", async () => {
    const email = "spozniony@example.pl";
    await orderAs("", 102, { type: "person" }, email);
    const cookie = await customer(email);
    await post("/api/account/orders/claim", {}, { cookie });
    const mail = await env.DB.prepare('SELECT text FROM mail_outbox WHERE "to" = ? ORDER BY id DESC').bind(email).first<{ text: string }>();
    const token = /token=([\w-]+)/.exec(mail!.text)![1]!;
    await env.DB.prepare("UPDATE order_claims SET expires_at = 0").run();
    expect((await post("/api/account/orders/claim/confirm", { token }, { cookie })).status).toBe(400);
    expect((await post("/api/account/orders/claim/confirm", { token: "x" }, { cookie })).status).toBe(400);
  });
});
