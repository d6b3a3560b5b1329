import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import app from "../src/index";
import { ORIGIN } from "./helpers";

const DSN = "https://publickey@o1.ingest.sentry.io/42";

/** Calls the Worker with reporting on; answers the response and the events sent to the service. */
async function withReporting(path: string, body: unknown, headers: Record<string, string> = {}) {
  const envelopes: string[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.url.includes("ingest.sentry.io")) envelopes.push(await request.text());
    return new Response("{}", { status: 200 });
  });
  const context = createExecutionContext();
  const response = await app.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: ORIGIN,
        "cf-connecting-ip": `198.51.100.${Math.floor(Math.random() * 250)}`,
        ...headers,
      },
      body: JSON.stringify(body),
    }),
    { ...env, SENTRY_DSN: DSN },
    context,
  );
  // The report goes out in the background (waitUntil): done once the context is.
  await waitOnExecutionContext(context);
  // An envelope: a header line, then item header and item lines; the event is the JSON with "exception".
  const events = envelopes
    .flatMap((envelope) =>
      envelope
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    )
    .filter((item) => "exception" in item);
  return { response, events: events as { exception: { values: { type: string; value: string }[] }; extra?: Record<string, unknown> }[] };
}

afterEach(() => vi.unstubAllGlobals());

describe("error reporting from the browser (SPEC §8)", () => {
  it("reports a failed flagged mutation as its error_code, with variables (no password, no e-mail), body, status and URL", async () => {
    const { response, events } = await withReporting("/api/errors", {
      source: "mutation",
      name: "INTERNAL_ERROR",
      url: "https://sklep.test/api/v1/auth/register",
      method: "POST",
      status: 500,
      variables: { email: "ania@example.pl", password: "[usunięte]" },
      response: { error_code: "INTERNAL_ERROR", message: "Wystąpił nieoczekiwany błąd." },
    });
    expect(response.status).toBe(204);
    expect(events).toHaveLength(1);
    expect(events[0]!.exception.values[0]).toMatchObject({ type: "MutationError", value: "INTERNAL_ERROR" });
    expect(events[0]!.extra).toMatchObject({
      source: "mutation",
      status: 500,
      url: "https://sklep.test/api/v1/auth/register",
      variables: { email: "[usunięte]", password: "[usunięte]" },
      response: { error_code: "INTERNAL_ERROR" },
    });
  });

  it("never forwards a token or password, even from a client that did not redact them", async () => {
    const { events } = await withReporting("/api/errors", {
      source: "mutation",
      name: "INTERNAL_ERROR",
      url: "https://sklep.test/api/v1/checkout?token=0123456789abcdef0123456789abcdef",
      status: 500,
      variables: { token: "tajny-token", new_password: "Haslo123!", nested: [{ password: "x" }] },
      response: { error_code: "INTERNAL_ERROR", token: "t" },
    });
    const extra = JSON.stringify(events[0]!.extra);
    expect(extra).not.toMatch(/0123456789abcdef|tajny-token|Haslo123|"x"/);
    expect(events[0]!.extra).toMatchObject({
      url: "https://sklep.test/api/v1/checkout?token=[usunięte]",
      variables: { token: "[usunięte]", new_password: "[usunięte]" },
    });
  });

  it("never reports catalogued codes, extensions, a price-comparison service worker or a consent script", async () => {
    for (const report of [
      { source: "mutation", name: "EMAIL_ALREADY_EXISTS", url: "https://sklep.test/api/v1/auth/register", status: 409 },
      {
        source: "window",
        name: "x is undefined",
        url: "https://sklep.test/",
        stack: "TypeError\n    at chrome-extension://abcdef/content.js:1:1",
      },
      { source: "window", name: "fetch failed", url: "https://sklep.test/", stack: "Error\n    at https://sklep.test/sw.js:10:5" },
      {
        source: "window",
        name: "blocked",
        url: "https://sklep.test/",
        stack: "Error\n    at https://cdn.cookielaw.org/consent/otSDKStub.js:1:1",
      },
    ]) {
      const { response, events } = await withReporting("/api/errors", report);
      expect(response.status, report.name).toBe(204);
      expect(events, report.name).toEqual([]);
    }
  });

  it("reports an uncaught browser error by its message, and refuses malformed or oversized reports", async () => {
    const { events } = await withReporting("/api/errors", {
      source: "window",
      name: "Cannot read properties of null",
      url: "https://sklep.test/koszyk",
      stack: "TypeError: Cannot read properties of null\n    at https://sklep.test/build/chunks/basket.js:1:2",
    });
    expect(events[0]!.exception.values[0]).toMatchObject({ type: "BrowserError", value: "Cannot read properties of null" });
    const malformed = await withReporting("/api/errors", { source: "kosmos" });
    expect(malformed.response.status).toBe(400);
    expect(await malformed.response.json()).toMatchObject({ error_code: "VALIDATION_ERROR" });
    const huge = await withReporting(
      "/api/errors",
      { source: "window", name: "x", url: "https://sklep.test/", stack: "y".repeat(20_000) },
      {},
    );
    expect(huge.response.status).toBe(413);
    expect(await huge.response.json()).toEqual({ error_code: "PAYLOAD_TOO_LARGE", message: "Przesłane dane są za duże." });
  });

  it("accepts web vitals (LCP, INP, CLS, TTFB) and nothing else", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const { response } = await withReporting("/api/vitals", {
      name: "LCP",
      value: 1830.5,
      rating: "good",
      path: "/opony/zimowe",
      navigation: "navigate",
    });
    expect(response.status).toBe(204);
    expect(JSON.parse(String(log.mock.calls.at(-1)![0]))).toMatchObject({
      type: "web-vital",
      name: "LCP",
      value: 1830.5,
      path: "/opony/zimowe",
    });
    expect((await withReporting("/api/vitals", { name: "FID", value: 1, rating: "good", path: "/" })).response.status).toBe(400);
    expect(
      (await withReporting("/api/vitals", { name: "CLS", value: 0.1, rating: "good", path: "/szukaj?email=a@b.pl" })).response.status,
    ).toBe(400);
    log.mockRestore();
  });
});
