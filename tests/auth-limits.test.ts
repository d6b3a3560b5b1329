import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { clientNetwork, rateLimitKey } from "../src/common/rate-limit";
import { sha256Hex } from "../src/common/tokens";
import { ACCOUNT_PASSWORD_LIMIT, AUTH_RATE_LIMIT, SIGNIN_ACCOUNT_LIMIT } from "../src/common/config/security";
import { get, ORIGIN } from "./helpers";

// Issue 15, point 3: limits per account and per network, not only per address.

let address = 0;
/** A fresh IPv4 address per call (its own bucket of the per-address limits). */
const fresh = () => `100.64.${Math.floor(++address / 250)}.${address % 250}`;

const send = (path: string, body: unknown, ip: string, headers: Record<string, string> = {}, method = "POST") =>
  get(path, {
    method,
    headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": ip, ...headers },
    body: JSON.stringify(body),
  });

const signIn = (email: string, password: string, ip = fresh()) => send("/api/auth/signin", { email, password }, ip);

async function register(email: string, password: string): Promise<void> {
  expect((await send("/api/v1/auth/register", { email, password, accept_terms: true }, fresh())).status).toBe(201);
}

async function session(email: string, password: string): Promise<string> {
  await register(email, password);
  const response = await signIn(email, password);
  expect(response.status).toBe(200);
  return response.headers.getSetCookie()[0]!.split(";")[0]!;
}

const accountKey = async (email: string) => `signin-account:${await sha256Hex(email.toLowerCase())}`;

/** Moves an account's last failure back in time, as if the wait had passed. */
const age = (key: string, seconds: number) =>
  env.DB.prepare("UPDATE rate_limits SET last_at = last_at - ?, window_start = window_start - ? WHERE key = ?")
    .bind(seconds * 1000, seconds * 1000, key)
    .run();

async function expectRefused(response: Response, maxWaitS: number) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxWaitS);
  const body = (await response.json()) as { error_code: string; message: string };
  expect(body.error_code).toBe("RATE_LIMITED");
  expect(body.message).toMatch(/^Zbyt wiele/);
  return body;
}

describe("client networks", () => {
  const network = (ip: string | undefined, environment = "test") =>
    clientNetwork(new Request("https://sklep.test/", { headers: ip === undefined ? {} : { "cf-connecting-ip": ip } }), environment);

  it("count IPv6 by its /64 whatever the notation, and IPv4-mapped IPv6 as the IPv4 address", () => {
    for (const ip of [
      "2001:db8:aa:1::1",
      "2001:DB8:AA:1:ffff:ffff:ffff:ffff",
      "2001:0db8:00aa:0001:0000:0000:0000:0abc",
      "2001:db8:aa:1::",
    ]) {
      expect(network(ip), ip).toBe("2001:db8:aa:1::/64");
    }
    expect(network("2001:db8::1:2:3:4")).toBe("2001:db8::/64");
    expect(network("fe80::1%eth0")).toBe("fe80::/64");
    expect(network("2001:db8:0:0:1::")).toBe("2001:db8::/64");
    expect(network("2001:db8:aa:2::1")).not.toBe(network("2001:db8:aa:1::1"));
    expect(network("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(network("::FFFF:C000:0207")).toBe("192.0.2.7");
    expect(network(" 192.0.2.7 ")).toBe("192.0.2.7");
    expect(network("192.0.2.8")).toBe("192.0.2.8");
  });

  it("leave loopback unlimited outside production, in every notation; production keys every request", () => {
    for (const ip of [undefined, "127.0.0.1", "127.8.9.10", "::1", "0:0:0:0:0:0:0:1", "::ffff:127.0.0.1"]) {
      expect(network(ip, "development"), ip).toBeNull();
      expect(network(ip, "test"), ip).toBeNull();
    }
    expect(network("::ffff:127.0.0.1", "production")).toBe("127.0.0.1");
    expect(network(undefined, "production")).toBe("unknown");
    const request = new Request("https://sklep.test/", { headers: { "cf-connecting-ip": "2001:db8:aa:1::7" } });
    expect(rateLimitKey("signin", request, "production")).toBe("signin:2001:db8:aa:1::/64");
  });

  it("put 30 addresses of one /64 in one bucket; another /64 is not affected", async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 30; n++) {
      // Another e-mail each time, so only the per-address limit is at work here.
      const ip = n % 2 ? `2001:db8:51:7::${n.toString(16)}` : `2001:DB8:51:7:${n}:0:0:${n}`;
      statuses.push((await signIn(`siec${n}@example.pl`, "zle-haslo1", ip)).status);
    }
    expect(statuses.slice(0, AUTH_RATE_LIMIT.attempts).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(AUTH_RATE_LIMIT.attempts).every((status) => status === 429)).toBe(true);
    const limited = await signIn("siec99@example.pl", "zle-haslo1", "2001:db8:51:7::ffff");
    expect(await expectRefused(limited, AUTH_RATE_LIMIT.windowS)).toEqual({
      error_code: "RATE_LIMITED",
      message: "Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.",
    });
    expect((await signIn("siec99@example.pl", "zle-haslo1", "2001:db8:51:8::1")).status).toBe(401);
  });
});

describe("sign-in per account", () => {
  const { attempts, firstDelayS, maxDelayS } = SIGNIN_ACCOUNT_LIMIT;

  it("makes an account wait after failures from any addresses, longer with each, and says nothing of its existence", async () => {
    const email = "oblezone@example.pl";
    await register(email, "dobre-haslo1");
    const known: number[] = [];
    const unknown: number[] = [];
    for (let n = 0; n < 40; n++) {
      known.push((await signIn(n % 2 ? email : "OBLEZONE@example.pl", `zle-haslo-${n}`)).status);
      unknown.push((await signIn("nieistniejace@example.pl", `zle-haslo-${n}`)).status);
    }
    const expected = [...Array<number>(attempts).fill(401), ...Array<number>(40 - attempts).fill(429)];
    expect(known).toEqual(expected);
    expect(unknown).toEqual(expected);

    // While it waits, even the right password is refused, and a miss is answered just the same.
    const right = await expectRefused(await signIn(email, "dobre-haslo1"), firstDelayS);
    const nobody = await expectRefused(await signIn("nieistniejace@example.pl", "dobre-haslo1"), firstDelayS);
    expect(right.message).toMatch(/^Zbyt wiele nieudanych prób logowania\. Spróbuj ponownie za \d+ sekund[ęy]?\.$/);
    const withoutWait = (message: string) => message.replace(/ za \d+ \S+$/, "");
    expect(withoutWait(nobody.message)).toBe(withoutWait(right.message));
    expect(right.message).not.toMatch(/kont|e-mail|adres/i);

    // Only a hash of the e-mail is stored, and refusals did not count.
    const key = await accountKey(email);
    const rows = await env.DB.prepare("SELECT key, count FROM rate_limits WHERE key LIKE 'signin-account:%'").all<{
      key: string;
      count: number;
    }>();
    expect(rows.results.every((row) => /^signin-account:[0-9a-f]{64}$/.test(row.key))).toBe(true);
    expect(rows.results.find((row) => row.key === key)?.count).toBe(attempts);

    // The wait over, one more failure doubles it (measured from that failure).
    await age(key, firstDelayS + 1);
    expect((await signIn(email, "jeszcze-zle1")).status).toBe(401);
    const doubled = await signIn(email, "dobre-haslo1");
    expect(Number(doubled.headers.get("retry-after"))).toBeGreaterThan(firstDelayS);
    await expectRefused(doubled, 2 * firstDelayS);

    // The wait never grows past the maximum.
    await env.DB.prepare("UPDATE rate_limits SET count = count + 20, last_at = ? WHERE key = ?").bind(Date.now(), key).run();
    const longest = await signIn(email, "dobre-haslo1");
    expect(Number(longest.headers.get("retry-after"))).toBeGreaterThan(maxDelayS - 60);
    expect((await expectRefused(longest, maxDelayS)).message).toMatch(/za \d+ minut[ęy]?\.$/);

    // After the wait the right password works and clears the failures.
    await age(key, maxDelayS + 1);
    expect((await signIn(email, "dobre-haslo1")).status).toBe(200);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM rate_limits WHERE key = ?").bind(key).first("n")).toBe(0);
  });

  it("forgets the failures of an account once it signs in before the limit", async () => {
    const email = "zapominalski@example.pl";
    await register(email, "dobre-haslo1");
    for (let n = 1; n < attempts; n++) expect((await signIn(email, "zle-haslo1")).status).toBe(401);
    expect((await signIn(email, "dobre-haslo1")).status).toBe(200);
    for (let n = 1; n <= attempts; n++) expect((await signIn(email, "zle-haslo1")).status).toBe(401);
    await expectRefused(await signIn(email, "zle-haslo1"), firstDelayS);
  });
});

describe("password checks and deletion per account, reset confirmation per address", () => {
  it("limits guesses of the current password in a held session", async () => {
    const cookie = await session("zgaduj@example.pl", "dobre-haslo1");
    const change = (old_password: string) =>
      send("/api/account/change-password", { old_password, new_password: "nowe-haslo1" }, fresh(), { cookie });
    for (let n = 0; n < ACCOUNT_PASSWORD_LIMIT.attempts; n++) {
      const wrong = await change(`zle-haslo-${n}`);
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({ error_code: "INVALID_OLD_PASSWORD" });
    }
    await expectRefused(await change("zle-haslo-x"), ACCOUNT_PASSWORD_LIMIT.windowS);
    await expectRefused(await change("dobre-haslo1"), ACCOUNT_PASSWORD_LIMIT.windowS);
    expect((await signIn("zgaduj@example.pl", "dobre-haslo1")).status).toBe(200);
  });

  it("counts deletion's password checks with the password change's, and keeps the account past the limit", async () => {
    const email = "kasuj@example.pl";
    const cookie = await session(email, "dobre-haslo1");
    const userId = (await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<number>("id"))!;
    const remove = (password: string) => send("/api/account/user", { password }, fresh(), { cookie }, "DELETE");
    // Wrong guesses through either form use up one allowance: a held session gets no more by switching.
    for (let n = 0; n < ACCOUNT_PASSWORD_LIMIT.attempts; n++) {
      const wrong =
        n % 2
          ? await remove(`zle-haslo-${n}`)
          : await send("/api/account/change-password", { old_password: `zle-haslo-${n}`, new_password: "nowe-haslo1" }, fresh(), {
              cookie,
            });
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({ error_code: "INVALID_OLD_PASSWORD" });
    }
    await expectRefused(await remove("zle-haslo-x"), ACCOUNT_PASSWORD_LIMIT.windowS);
    await expectRefused(await remove("dobre-haslo1"), ACCOUNT_PASSWORD_LIMIT.windowS);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM users WHERE id = ?").bind(userId).first("n")).toBe(1);
  });

  it("limits reset confirmations per client address", async () => {
    const ip = fresh();
    const confirm = (n: number) =>
      send("/api/v1/auth/password_reset/confirm", { token: `zgadywany-token-${n}-abcdefgh`, new_password: "nowe-haslo1" }, ip);
    for (let n = 0; n < AUTH_RATE_LIMIT.attempts; n++) expect((await confirm(n)).status).toBe(400);
    await expectRefused(await confirm(AUTH_RATE_LIMIT.attempts), AUTH_RATE_LIMIT.windowS);
    expect(
      (await send("/api/v1/auth/password_reset/confirm", { token: "inny-adres-token-abcdefgh", new_password: "nowe-haslo1" }, fresh()))
        .status,
    ).toBe(400);
  });
});

describe("PUT /api/account/user", () => {
  it("changes only the fields given and refuses anything but an object", async () => {
    const cookie = await session("profil@example.pl", "dobre-haslo1");
    const put = (body: unknown) => send("/api/account/user", body, fresh(), { cookie }, "PUT");
    const full = { first_name: "Zofia", last_name: "Nowak", phone: "600 700 800" };
    expect(await (await put(full)).json()).toMatchObject({ user: full });

    for (const body of [[], ["Ala"], null, "Zofia", 42, true]) {
      const refused = await put(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      const answer = (await refused.json()) as { error_code: string; message: string };
      expect(answer.error_code).toBe("BAD_REQUEST");
      expect(answer.message).toMatch(/obiekt/);
    }
    expect(await (await put({})).json()).toMatchObject({ user: full });
    expect(await (await put({ phone: "600 100 200" })).json()).toMatchObject({ user: { ...full, phone: "600 100 200" } });
    expect(await (await put({ first_name: "" })).json()).toMatchObject({
      user: { first_name: null, last_name: "Nowak", phone: "600 100 200" },
    });
    expect(await (await put({ last_name: null, phone: null })).json()).toMatchObject({
      user: { first_name: null, last_name: null, phone: null },
    });
    const profile = await get("/api/account/user", { headers: { cookie } });
    expect(await profile.json()).toMatchObject({ user: { first_name: null, last_name: null, phone: null } });
  });
});
