import { describe, expect, it } from "vitest";
import { CATALOGUED_ERROR_CODES, createReporter, ERROR_DEFINITIONS, reportName, shouldReport, ShopError } from "../src/common/errors";
import { get, ORIGIN } from "./helpers";

describe("error catalogue (SPEC §8)", () => {
  it("gives every code a Polish message and an error status", () => {
    for (const definition of Object.values(ERROR_DEFINITIONS)) {
      expect(definition.message).toMatch(/[a-ząćęłńóśźż]/i);
      expect(definition.status).toBeGreaterThanOrEqual(400);
    }
  });

  it("turns a ShopError into { error_code, message }", () => {
    const error = new ShopError("VARIANT_SOLD_OUT");
    expect(error.status).toBe(409);
    expect(error.toBody()).toEqual({ error_code: "VARIANT_SOLD_OUT", message: ERROR_DEFINITIONS.VARIANT_SOLD_OUT.message });
  });
});

describe("error reporting filter", () => {
  it("never reports catalogued codes or client errors", () => {
    for (const code of CATALOGUED_ERROR_CODES) expect(shouldReport(new ShopError(code))).toBe(false);
    expect(shouldReport(new ShopError("VALIDATION_ERROR"))).toBe(false);
  });

  it("reports unexpected failures, named by message or 'Unknown error'", () => {
    expect(shouldReport(new Error("D1 unavailable"))).toBe(true);
    expect(shouldReport(new ShopError("INTERNAL_ERROR"))).toBe(true);
    expect(reportName(new ShopError("VARIANT_SOLD_OUT"))).toBe("VARIANT_SOLD_OUT");
    expect(reportName(new Error("boom"))).toBe("boom");
    expect(reportName({ weird: true })).toBe("Unknown error");
  });

  it("is off without a DSN", () => {
    const reporter = createReporter({ dsn: "", environment: "test", request: new Request("https://sklep.test/"), waitUntil: () => {} });
    expect(reporter.enabled).toBe(false);
  });

  it("is on with a DSN", () => {
    const reporter = createReporter({
      dsn: "https://public@sentry.example/1",
      environment: "test",
      request: new Request("https://sklep.test/"),
      waitUntil: () => {},
    });
    expect(reporter.enabled).toBe(true);
  });
});

describe("API error responses", () => {
  it("answers an unknown API path with JSON 404", async () => {
    const response = await get("/api/v1/nie-ma-takiego-zasobu");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ error_code: "NOT_FOUND", message: "Nie znaleziono." });
  });

  it("lists invalid fields in Polish without echoing the input", async () => {
    const hostile = "<script>alert(1)</script>";
    const response = await get(`/api/v1/catalogue/search?width=${encodeURIComponent(hostile)}&season=zima`);
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toContain("alert");
    expect(text).not.toContain("zima");
    const body = JSON.parse(text) as { error_code: string; message: string; fields: { path: string; message: string }[] };
    expect(body.error_code).toBe("VALIDATION_ERROR");
    expect(body.fields.map((field) => field.path).sort()).toEqual(["season", "width"]);
    expect(body.fields.find((field) => field.path === "season")?.message).toBe("Nieznany sezon.");
  });

  it("rejects a cross-origin unsafe request to the API", async () => {
    const response = await get("/api/auth/session", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error_code: "FORBIDDEN" });
  });

  it("rejects every unsafe method from another site, whatever the body type", async () => {
    const attempts: [string, string, Record<string, string>][] = [
      ["POST", "/api/auth/signout", { origin: "https://evil.example", "content-type": "application/json" }],
      ["PUT", "/api/account/user", { origin: "https://evil.example", "content-type": "application/json" }],
      ["DELETE", "/api/account/user", { origin: "https://evil.example" }],
      ["POST", "/api/v1/checkout", { "sec-fetch-site": "cross-site", "content-type": "application/json" }],
      ["DELETE", "/api/account/user", { origin: "null" }],
    ];
    for (const [method, path, headers] of attempts) {
      const response = await get(path, { method, headers, body: method === "DELETE" ? undefined : "{}" });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await response.json()).toEqual({ error_code: "FORBIDDEN", message: "Brak uprawnień do tej operacji." });
    }
    // The same requests from the shop's own pages pass the check (and meet the next rule instead).
    const own = await get("/api/auth/signout", {
      method: "POST",
      headers: { origin: ORIGIN, "sec-fetch-site": "same-origin", "content-type": "application/json" },
      body: "{}",
    });
    expect(own.status).toBe(200);
  });
});
