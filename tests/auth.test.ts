import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { hashPassword, verifyPassword } from "../src/shop/accounts/password";
import { rateLimitKey } from "../src/common/rate-limit";
import { PASSWORD_HASH_ITERATIONS, PRODUCTION_PBKDF2_MAX_ITERATIONS } from "../src/common/config/security";
import { basket, offerSku, placeOrder } from "./fixtures";
import { get, ORIGIN } from "./helpers";

let address = 0;
/** Each test comes from its own client address, so the rate limits of one do not touch another. */
const client = () => `198.51.100.${++address}`;

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return get(path, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, ...headers },
    body: JSON.stringify(body),
  });
}

const sessionCookie = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith("__Host-session="));
const tokenOf = (cookie: string | undefined) => cookie?.split(";")[0]?.split("=")[1] ?? "";

async function register(email: string, password = "opony2026", ip = client()) {
  return post("/api/v1/auth/register", { email, password, first_name: "Anna", accept_terms: true }, { "cf-connecting-ip": ip });
}

describe("passwords", () => {
  it("hash with PBKDF2-SHA256 at no more iterations than production workerd allows, salted, verifiable", async () => {
    expect(PASSWORD_HASH_ITERATIONS).toBeLessThanOrEqual(PRODUCTION_PBKDF2_MAX_ITERATIONS);
    const first = await hashPassword("Zażółć gęślą jaźń 1");
    const second = await hashPassword("Zażółć gęślą jaźń 1");
    expect(first).toMatch(/^pbkdf2-sha256\$100000\$[\w-]{22}\$[\w-]{43}$/);
    expect(Number(first.split("$")[1])).toBe(PASSWORD_HASH_ITERATIONS); // "pbkdf2-sha256$<iterations>$…"
    expect(second).not.toBe(first); // a fresh salt every time
    expect(await verifyPassword("Zażółć gęślą jaźń 1", first)).toBe(true);
    expect(await verifyPassword("zażółć gęślą jaźń 1", first)).toBe(false);
    expect(await verifyPassword("anything", "md5$abc")).toBe(false);
  });
});

describe("accounts and sessions (SPEC §7)", () => {
  it("registers an account once per e-mail, whatever its case, without echoing the password", async () => {
    const created = await register("Jan.Nowak@Example.pl");
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ user: { id: expect.any(Number), email: "jan.nowak@example.pl", firstName: "Anna" } });
    const stored = await env.DB.prepare("SELECT password_hash FROM users WHERE email = ?")
      .bind("jan.nowak@example.pl")
      .first<{ password_hash: string }>();
    expect(stored!.password_hash).toMatch(/^pbkdf2-sha256\$/);
    expect(stored!.password_hash).not.toContain("opony2026");
    // The welcome mail is written after the answer (it reads the shop's settings): it lands soon after.
    const welcome = await vi.waitFor(async () => {
      const row = await env.DB.prepare('SELECT subject, text FROM mail_outbox WHERE "to" = ?')
        .bind("jan.nowak@example.pl")
        .first<{ subject: string; text: string }>();
      expect(row).not.toBeNull();
      return row;
    });
    expect(welcome).toMatchObject({ subject: "Witamy w sklepie OponyKraków.pl", text: expect.stringContaining("Dzień dobry, Anna!") });
    expect(welcome!.text).not.toContain("opony2026");

    const again = await register("JAN.NOWAK@example.pl");
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error_code: "EMAIL_ALREADY_EXISTS", message: "Konto z tym adresem e-mail już istnieje." });

    const weak = await post(
      "/api/v1/auth/register",
      { email: "slabe@example.pl", password: "krótkie", accept_terms: false },
      { "cf-connecting-ip": client() },
    );
    expect(weak.status).toBe(400);
    const body = (await weak.json()) as { fields: { path: string; message: string }[] };
    expect(body.fields).toEqual(
      expect.arrayContaining([
        { path: "password", message: "Hasło musi mieć co najmniej 8 znaków." },
        { path: "accept_terms", message: "Zaakceptuj regulamin sklepu, aby założyć konto." },
      ]),
    );
    expect(JSON.stringify(body)).not.toContain("krótkie");
  });

  it("signs in with a new HttpOnly __Host- session each time; signing out kills it", async () => {
    await register("ewa.lis@example.pl", "bezpieczne7");
    const ip = client();
    const first = await post("/api/auth/signin", { email: "EWA.LIS@example.pl", password: "bezpieczne7" }, { "cf-connecting-ip": ip });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ user: { email: "ewa.lis@example.pl" } });
    const cookie = sessionCookie(first)!;
    expect(cookie).toMatch(/^__Host-session=[\w-]{43}; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    const token = tokenOf(cookie);
    // Only a hash of the token is stored.
    expect(await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE token_hash = ?").bind(token).first<{ n: number }>()).toEqual({
      n: 0,
    });

    const session = await get("/api/auth/session", { headers: { cookie: `__Host-session=${token}` } });
    expect(await session.json()).toMatchObject({ user: { email: "ewa.lis@example.pl", firstName: "Anna" } });

    // Signing in again from the same browser rotates the token; the old one is dead.
    const second = await post(
      "/api/auth/signin",
      { email: "ewa.lis@example.pl", password: "bezpieczne7" },
      { "cf-connecting-ip": ip, cookie: `__Host-session=${token}` },
    );
    const rotated = tokenOf(sessionCookie(second));
    expect(rotated).not.toBe(token);
    expect(await (await get("/api/auth/session", { headers: { cookie: `__Host-session=${token}` } })).json()).toEqual({ user: null });

    const out = await post("/api/auth/signout", {}, { cookie: `__Host-session=${rotated}` });
    expect(sessionCookie(out)).toMatch(/^__Host-session=; Max-Age=0; Path=\/; Secure/);
    expect(await (await get("/api/auth/session", { headers: { cookie: `__Host-session=${rotated}` } })).json()).toEqual({ user: null });
  });

  it("answers a wrong password and an unknown e-mail alike", async () => {
    await register("tomasz@example.pl", "haslo1234");
    for (const attempt of [
      { email: "tomasz@example.pl", password: "zle-haslo1" },
      { email: "nikt@example.pl", password: "haslo1234" },
    ]) {
      const response = await post("/api/auth/signin", attempt, { "cf-connecting-ip": client() });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error_code: "UNAUTHORIZED", message: "Nieprawidłowy e-mail lub hasło." });
      expect(sessionCookie(response)).toBeUndefined();
    }
  });

  it("answers a burst of sign-ins or registrations from one address with 429 and a Polish message", async () => {
    const ip = client();
    const statuses: number[] = [];
    // Another e-mail each time: one e-mail has its own, lower limit (tests/auth-limits.test.ts).
    for (let attempt = 0; attempt < 12; attempt++) {
      statuses.push(
        (await post("/api/auth/signin", { email: `ktos${attempt}@example.pl`, password: "x1234567" }, { "cf-connecting-ip": ip })).status,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    const limited = await post("/api/auth/signin", { email: "ktos@example.pl", password: "x1234567" }, { "cf-connecting-ip": ip });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error_code: "RATE_LIMITED", message: "Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie." });
    // Another address is not affected.
    expect(
      (await post("/api/auth/signin", { email: "ktos@example.pl", password: "x1234567" }, { "cf-connecting-ip": client() })).status,
    ).toBe(401);

    const registerIp = client();
    let last = 0;
    for (let attempt = 0; attempt < 11; attempt++) last = (await register(`masowe${attempt}@example.pl`, "opony2026", registerIp)).status;
    expect(last).toBe(429);
  });

  it("keys the limits by the client address; production never leaves a request unlimited", () => {
    const request = (headers: Record<string, string> = {}) => new Request("https://sklep.test/api/auth/signin", { headers });
    expect(rateLimitKey("signin", request({ "cf-connecting-ip": "192.0.2.7" }), "production")).toBe("signin:192.0.2.7");
    expect(rateLimitKey("signin", request(), "production")).toBe("signin:unknown");
    // Local wrangler dev reports loopback, or no address at all.
    expect(rateLimitKey("signin", request(), "development")).toBeNull();
    expect(rateLimitKey("signin", request({ "cf-connecting-ip": "127.0.0.1" }), "development")).toBeNull();
    expect(rateLimitKey("signin", request({ "cf-connecting-ip": "127.0.0.1" }), "production")).toBe("signin:127.0.0.1");
  });

  it("refuses a sign-in posted from another site", async () => {
    const response = await get("/api/auth/signin", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: "email=a%40b.pl&password=x",
    });
    expect(response.status).toBe(403);
  });

  it("attaches a signed-in customer's order to the account", async () => {
    await register("klient@example.pl", "opony2026");
    const signin = await post("/api/auth/signin", { email: "klient@example.pl", password: "opony2026" }, { "cf-connecting-ip": client() });
    const cookie = `__Host-session=${tokenOf(sessionCookie(signin))}`;
    const token = await basket({ sku: await offerSku(80, { minStock: 4 }), quantity: 1 });
    const ordered = await placeOrder(token, { email: "klient@example.pl", via: "site", headers: { cookie } });
    expect(ordered.status).toBe(201);
    const order = (await ordered.json()) as { user_id: number | null };
    const user = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind("klient@example.pl").first<{ id: number }>();
    expect(order.user_id).toBe(user!.id);
  });
});
