import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { customer } from "./fixtures";
import { get, ORIGIN } from "./helpers";
import { ACCESS_ISSUER, accessToken, asStaff, forgedKey, OWNER, serveAccessCerts, STAFF, staffForm } from "./staff";

const PAGES = ["/panel", "/panel/zamowienia", "/panel/oferty", "/panel/reklamacje", "/panel/zespol", "/panel/zamowienia/1"];

const withToken = async (path: string, token: string) => get(path, { headers: { "Cf-Access-Jwt-Assertion": token }, redirect: "manual" });

describe("back office access (Cloudflare Access)", () => {
  beforeAll(serveAccessCerts);

  it("lets a seeded staff member in with a valid Access token, never cached, never indexed", async () => {
    const response = await asStaff("/panel", STAFF);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const body = await response.text();
    expect(body).toContain("Piotr Wiśniewski");
    expect(body).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it.each(PAGES)(
    "refuses %s without a token, with a forged signature, a wrong aud or issuer, an expired token, one without exp or an unknown e-mail",
    async (path) => {
      const refusals = [
        await get(path, { redirect: "manual" }),
        await withToken(path, "not-a-jwt"),
        await withToken(path, await accessToken(OWNER, { key: await forgedKey() })),
        await withToken(path, await accessToken(OWNER, { audience: "another-application" })),
        await withToken(path, await accessToken(OWNER, { issuer: "https://other-team.cloudflareaccess.com" })),
        await withToken(path, await accessToken(OWNER, { expiresInS: -120 })),
        // Validly signed but never expiring: jose checks exp only when present.
        await withToken(path, await accessToken(OWNER, { expiresInS: null })),
        await withToken(path, await accessToken("someone@example.pl")),
      ];
      for (const response of refusals) {
        expect(response.status).toBe(403);
        expect(response.headers.get("cache-control")).toBe("private, no-store");
        expect(await response.text()).not.toContain("Anna Nowak");
      }
    },
  );

  it("gives a shopper's session nothing, and the development sign-in does not exist outside development", async () => {
    const cookie = await customer(`panel-${crypto.randomUUID()}@example.pl`);
    expect((await get("/panel/zamowienia", { headers: { cookie }, redirect: "manual" })).status).toBe(403);
    expect((await get("/panel", { headers: { cookie: `panel-dev-staff=${OWNER}` }, redirect: "manual" })).status).toBe(403);
    expect((await get("/panel/logowanie", { redirect: "manual" })).status).toBe(404);
  });

  it("refuses a deactivated member", async () => {
    await env.DB.prepare("INSERT INTO staff (email, name, role, active, created_at) VALUES (?, 'Były Pracownik', 'staff', 0, 0)")
      .bind("byly@oponykrakow.pl")
      .run();
    expect((await asStaff("/panel", "byly@oponykrakow.pl")).status).toBe(403);
  });

  it("refuses the staff API without a staff signature, and a customer's signature gives nothing there", async () => {
    const bare = await get("/api/v1/staff/me");
    expect(bare.status).toBe(401);
    expect(await bare.json()).toMatchObject({ error_code: "UNAUTHORIZED" });
    const forged = await get("/api/v1/staff/me", { headers: { "X-Shop-Staff": `v1.${btoa(OWNER)}.${Date.now()}.${"A".repeat(43)}` } });
    expect(forged.status).toBe(401);
  });

  it("refuses a staff form posted from another site", async () => {
    const response = await asStaff("/panel/zamowienia/1/status", OWNER, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "x=1",
    });
    expect(response.status).toBe(403);
    expect(ACCESS_ISSUER).toContain("cloudflareaccess.com");
    expect(ORIGIN).toBe("https://sklep.test");
    void staffForm;
  });
});
