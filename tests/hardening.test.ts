import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../src/index";
import { JSON_BODY_MAX_BYTES } from "../src/common/config/security";
import { IN_PROCESS_BASE_URL } from "../src/common/routes";
import { shopApi } from "../src/shop/api";
import { ORIGIN } from "./helpers";

const DSN = "https://publickey@o1.ingest.sentry.io/42";

/**
 * Calls the Worker with error reporting on (and any other bindings given); answers the response,
 * its body and how many error reports went out.
 */
async function call(path: string, init: RequestInit = {}, bindings: Partial<typeof env> = {}, origin = ORIGIN) {
  let reports = 0;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, requestInit?: RequestInit) => {
    const request = new Request(input, requestInit);
    if (request.url.includes("ingest.sentry.io") && (await request.text()).includes('"exception"')) reports++;
    return new Response("{}", { status: 200 });
  });
  const context = createExecutionContext();
  const response = await worker.fetch(new Request(`${origin}${path}`, init), { ...env, SENTRY_DSN: DSN, ...bindings }, context);
  const body = await response.text();
  await waitOnExecutionContext(context);
  return { response, status: response.status, body, reports, type: response.headers.get("content-type") ?? "" };
}

afterEach(() => vi.unstubAllGlobals());

describe("malformed percent-encoding in a path", () => {
  const pages = [
    "/opony/%ZZ",
    "/opony/zimowe/%E0%A4%A",
    "/opony/%C0/205/r16",
    "/%E0%A4%A",
    "/%ZZ",
    "/produkt/%",
    "/blog/%C0",
    "/blog/%ZZ/%ZZ",
    "/dane-opony/%ZZ",
    "/model-opony/%C0%AF",
    "/opony-do/%ZZ",
    "/promocje/%ZZ",
    "/konto/zamowienia/%ZZ",
    "/koszyk/%",
    "/zamowienie/%ZZ",
    "/sitemap-opony-%ZZ.xml",
    "/mapa-strony/%ZZ",
    "/dev/%ZZ",
  ];
  const apis = [
    "/api/v1/catalogue/tyres/%ZZ",
    "/api/v1/catalogue/models/%C0",
    "/api/v1/catalogue/car-makes/%E0%A4%A",
    "/api/v1/catalogue/by-id/%ZZ",
    "/api/v1/checkout/%ZZ",
    "/api/v1/checkout/%ZZ/simple",
    "/api/v1/orders/%ZZ",
    "/api/v1/core/regon_api/search_by_nip/%ZZ",
    "/api/v1/%ZZ",
    "/api/account/orders/%ZZ/invoice.pdf",
    "/api/order/%ZZ",
    "/api/%ZZ",
  ];

  it("answers a page path with the Polish 404 page, reporting nothing", async () => {
    for (const path of pages) {
      const { status, body, reports, type } = await call(path);
      expect(status, path).toBe(404);
      expect(type, path).toContain("text/html");
      expect(body, path).toContain("Nie znaleźliśmy tej strony");
      expect(body, path).toContain('class="site-header"');
      expect(reports, path).toBe(0);
    }
  });

  it("answers an API path with the JSON 404, reporting nothing", async () => {
    for (const path of apis) {
      for (const method of ["GET", "POST"]) {
        const init: RequestInit =
          method === "GET" ? {} : { method, headers: { origin: ORIGIN, "content-type": "application/json" }, body: "{}" };
        const { status, body, reports } = await call(path, init);
        expect(status, `${method} ${path}`).toBe(404);
        expect(JSON.parse(body), `${method} ${path}`).toEqual({ error_code: "NOT_FOUND", message: "Nie znaleziono." });
        expect(reports, `${method} ${path}`).toBe(0);
      }
    }
  });
});

describe("a page form posted from another site", () => {
  it("is refused with 403 and a Polish page, reporting nothing", async () => {
    const attempts: Record<string, string>[] = [
      { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      { "sec-fetch-site": "cross-site", "content-type": "application/x-www-form-urlencoded" },
      { origin: "null", "content-type": "multipart/form-data; boundary=x" },
      { origin: "https://evil.example", "content-type": "text/plain" },
    ];
    for (const headers of attempts) {
      const { status, body, reports, type } = await call("/zamowienie/platnosc", { method: "POST", headers, body: "" });
      const label = JSON.stringify(headers);
      expect(status, label).toBe(403);
      expect(type, label).toContain("text/html");
      expect(body, label).toContain("Nie możemy przyjąć tego formularza");
      expect(body, label).toContain('class="site-header"');
      expect(reports, label).toBe(0);
    }
  });

  it("from this site goes on to the payment (without an order: back to the basket)", async () => {
    const { status, response } = await call("/zamowienie/platnosc", {
      method: "POST",
      headers: { origin: ORIGIN, "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(status).toBe(303);
    expect(response.headers.get("location")).toBe("/koszyk");
  });
});

describe("JSON bodies over the limit", () => {
  const tooLarge = JSON.stringify({ note: "x".repeat(JSON_BODY_MAX_BYTES) });
  const headers = { origin: ORIGIN, "content-type": "application/json", "cf-connecting-ip": "198.51.100.77" };
  const refused = { error_code: "PAYLOAD_TOO_LARGE", message: "Przesłane dane są za duże." };

  /** A body sent in chunks with no Content-Length (Transfer-Encoding: chunked). */
  function chunked(text: string): ReadableStream<Uint8Array> {
    const bytes = new TextEncoder().encode(text);
    let offset = 0;
    return new ReadableStream({
      pull(controller) {
        if (offset >= bytes.length) return controller.close();
        controller.enqueue(bytes.slice(offset, offset + 8192));
        offset += 8192;
      },
    });
  }

  it("are refused with 413 on the shop API and the site API, declared or chunked", async () => {
    for (const path of ["/api/v1/checkout", "/api/v1/auth/register", "/api/auth/signin", "/api/account/user", "/api/complaints"]) {
      for (const method of path === "/api/account/user" ? ["PUT"] : ["POST"]) {
        const declared = await call(path, { method, headers, body: tooLarge });
        expect(declared.status, `${path} declared`).toBe(413);
        expect(JSON.parse(declared.body), path).toEqual(refused);
        expect(declared.reports, path).toBe(0);
        const streamed = await call(path, { method, headers, body: chunked(tooLarge) });
        expect(streamed.status, `${path} chunked`).toBe(413);
        expect(JSON.parse(streamed.body), path).toEqual(refused);
        expect(streamed.reports, path).toBe(0);
      }
    }
    const huge = await call("/api/v1/checkout", { method: "POST", headers, body: "x".repeat(10 * 1024 * 1024) });
    expect(huge.status).toBe(413);
  });

  it("under the limit are read as before, chunked too", async () => {
    const small = await call("/api/v1/checkout", { method: "POST", headers, body: chunked(JSON.stringify({ lines: [] })) });
    expect(small.status).not.toBe(413);
    expect(small.status).toBeLessThan(500);
    // The error beacon keeps its own, smaller limit.
    const beacon = await call("/api/errors", {
      method: "POST",
      headers,
      body: JSON.stringify({ source: "window", name: "x", url: `${ORIGIN}/`, stack: "y".repeat(20_000) }),
    });
    expect(beacon.status).toBe(413);
    expect(JSON.parse(beacon.body)).toEqual(refused);
  });
});

describe("the development outbox (/dev/poczta)", () => {
  /** Addresses `npm run dev` answers on this machine (it listens on 127.0.0.1 only). */
  const LOCAL = ["http://127.0.0.1:8787", "http://127.8.9.10:8787", "http://localhost:8787", "http://[::1]:8787"];

  it("opens in development at a loopback address, whatever the client's headers say", async () => {
    for (const origin of LOCAL) {
      for (const headers of [{}, { "cf-connecting-ip": "203.0.113.5" }] as Record<string, string>[]) {
        const { status, body } = await call("/dev/poczta", { headers }, { ENVIRONMENT: "development" }, origin);
        expect(status, origin).toBe(200);
        expect(body, origin).toContain("Poczta wysłana");
      }
    }
  });

  it("is the ordinary 404 at any other host, with any forged header, and in every other environment", async () => {
    // A page rebinding its own name to 127.0.0.1 arrives under that name; a header claiming loopback is the client's word.
    const forged = [
      {},
      { "cf-connecting-ip": "127.0.0.1" },
      { "x-forwarded-for": "127.0.0.1" },
      { "cf-connecting-ip": "::1", "x-real-ip": "127.0.0.1" },
    ];
    for (const origin of [
      ORIGIN,
      "http://192.168.1.20:8787",
      "http://rebound.example:8787",
      "http://128.0.0.1:8787",
      "http://[::2]:8787",
    ]) {
      for (const headers of forged as Record<string, string>[]) {
        const { status, body } = await call("/dev/poczta", { headers }, { ENVIRONMENT: "development" }, origin);
        expect(status, `${origin} ${JSON.stringify(headers)}`).toBe(404);
        expect(body, origin).toContain("Nie znaleźliśmy tej strony");
      }
      // The shop API's own outbox route, reached directly, answers the same.
      const api = await call(
        "/api/v1/dev/outbox",
        { headers: { "cf-connecting-ip": "127.0.0.1" } },
        { ENVIRONMENT: "development" },
        origin,
      );
      expect(api.status, origin).toBe(404);
    }
    expect((await call("/api/v1/dev/outbox", {}, { ENVIRONMENT: "development" }, LOCAL[0])).status).toBe(200);
    for (const environment of ["test", "staging", "production", "", "Development"]) {
      for (const origin of [ORIGIN, ...LOCAL]) {
        const { status, body } = await call("/dev/poczta", {}, { ENVIRONMENT: environment }, origin);
        expect(status, `${environment} ${origin}`).toBe(404);
        expect(body, environment).toContain("Nie znaleźliśmy tej strony");
      }
    }
  });
});

describe("X-Request-Id from the client", () => {
  it("is never answered, stored in a cached page or replayed to the next visitor", async () => {
    // A cacheable listing and a cacheable catalogue answer, each asked first by the "attacker".
    for (const path of ["/opony/letnie/r17", "/api/v1/catalogue/stats"]) {
      const first = await call(path, { headers: { "x-request-id": "attacker-123" } });
      expect(first.status, path).toBe(200);
      const firstId = first.response.headers.get("x-request-id");
      expect(firstId, path).toMatch(/^[\w-]{16,}$/);
      expect(firstId, path).not.toBe("attacker-123");
      expect(first.body, path).not.toContain("attacker-123");
      const second = await call(path);
      expect(second.status, path).toBe(200);
      expect(second.response.headers.get("x-cache"), path).toBe("HIT");
      const secondId = second.response.headers.get("x-request-id");
      expect(secondId, path).toMatch(/^[\w-]{16,}$/);
      expect(secondId, path).not.toBe("attacker-123");
      expect(secondId, path).not.toBe(firstId);
      expect(second.body, path).not.toContain("attacker-123");
    }
  });

  it("is kept only on the in-process seam, where the site hands the shop API its own id", async () => {
    const ask = async (url: string) => {
      const context = createExecutionContext();
      const response = await shopApi.fetch(new Request(url, { headers: { "x-request-id": "site-id-42" } }), env, context);
      await response.body?.cancel();
      await waitOnExecutionContext(context);
      return response.headers.get("x-request-id");
    };
    expect(await ask(`${IN_PROCESS_BASE_URL}/catalogue/stats`)).toBe("site-id-42");
    // The same app reached from outside (mounted at /api/v1) makes its own.
    expect(await ask(`${ORIGIN}/catalogue/stats`)).not.toBe("site-id-42");
    const mounted = await call("/api/v1/catalogue/stats", { headers: { "x-request-id": "site-id-42" } });
    expect(mounted.response.headers.get("x-request-id")).not.toBe("site-id-42");
  });

  it("is not stored in the edge cache either", async () => {
    const path = "/opony/letnie/r18";
    await call(path, { headers: { "x-request-id": "attacker-456" } });
    // The edge copy as stored, whichever cache the strategy uses.
    for (const name of await cacheNames()) {
      const stored = await (await caches.open(name)).match(`${ORIGIN}${path}`);
      if (stored) expect(stored.headers.get("x-request-id"), name).toBeNull();
      await stored?.body?.cancel();
    }
  });
});

/** The edge caches withCache() uses (src/common/cache/with-cache.ts names them per strategy and build). */
async function cacheNames(): Promise<string[]> {
  const { edgeCacheName } = await import("../src/common/cache/with-cache");
  const { cacheLong, cacheShort } = await import("../src/common/cache/strategies");
  return [edgeCacheName(cacheShort), edgeCacheName(cacheLong)];
}
