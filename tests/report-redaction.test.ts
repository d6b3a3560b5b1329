import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { afterEach, describe, expect, it, vi } from "vitest";
import { redact, redactText, redactUrl } from "../src/common/errors/redact";
import { reportMutationFailure } from "../client/errors/error-reporting";
import { REPORT_REDACTED_VALUE } from "../src/common/errors/error-rules";
import { createReporter } from "../src/common/errors";
import app from "../src/index";
import { faultyD1 } from "./faulty-d1";
import { ORIGIN } from "./helpers";

/** Issue 15 point 4: error reports carry no secrets or personal data, from the server or the browser. */

const DSN = "https://publickey@o1.ingest.sentry.io/42";

/** A buyer's personal data and secrets, seeded into every report below: none may leave. */
const SEEDED = {
  email: "zofia.brzeczyszczykiewicz@example.pl",
  phone: "601234567",
  street: "Jarzębinowa",
  firstName: "Grzegorzyna",
  surname: "Brzęczyszczykiewicz",
  postalCode: "22-460",
  city: "Szczebrzeszyn",
  nip: "5260250274",
  token: "tok9f8e7d6c5b4a39281706f5e4d3c2b1a0",
  password: "Sekret!Haslo2026",
  session: "sesja0a1b2c3d4e5f60718293a4b5c6d7e8f9",
};

/** Every spelling a value may take in an envelope: as is, URL-encoded, form-encoded, JSON-escaped. */
function spellings(value: string): string[] {
  return [value, encodeURIComponent(value), new URLSearchParams({ v: value }).toString().slice(2), JSON.stringify(value).slice(1, -1)];
}

function expectNothingPersonal(envelopes: string[]) {
  expect(envelopes.length, "something was sent").toBeGreaterThan(0);
  for (const envelope of envelopes) {
    for (const [what, value] of Object.entries(SEEDED)) {
      for (const spelling of spellings(value)) expect(envelope, `${what} (${spelling}) left in a report`).not.toContain(spelling);
    }
  }
}

/** The capturing sink: every request toucan-js sends to the reporting service, as sent. */
function captureEnvelopes(): string[] {
  const envelopes: string[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.url.includes("ingest.sentry.io")) envelopes.push(await request.text());
    return new Response("{}", { status: 200 });
  });
  return envelopes;
}

type SentEvent = {
  exception: { values: { type: string; value: string }[] };
  extra?: Record<string, unknown>;
  request?: { url?: string; query_string?: string; headers?: Record<string, string>; cookies?: unknown };
  user?: unknown;
};

/** The events in the envelopes (an envelope: a header line, then item header and item lines). */
function events(envelopes: string[]): SentEvent[] {
  return envelopes
    .flatMap((envelope) =>
      envelope
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    )
    .filter((item) => "exception" in item) as SentEvent[];
}

const personalQuery = `token=${SEEDED.token}&email=${encodeURIComponent(SEEDED.email)}&sku=ABC-123`;

/** An order as the checkout posts it, with every personal field the shop takes. */
const personalOrder = {
  token: SEEDED.token,
  email: SEEDED.email,
  phone: SEEDED.phone,
  shipping: {
    first_name: SEEDED.firstName,
    last_name: SEEDED.surname,
    street: SEEDED.street,
    street_number: "7",
    postal_code: SEEDED.postalCode,
    city: SEEDED.city,
  },
  billing: { type: "company", company_name: `Auto-Serwis ${SEEDED.surname}`, vat_number: SEEDED.nip, nip: SEEDED.nip },
  delivery_method: "courier",
  payment_method: "bank_transfer",
  terms_accepted: true,
};

/** Headers a signed-in buyer's browser sends, secrets included. */
const personalHeaders = {
  authorization: `Bearer ${SEEDED.token}`,
  cookie: `__Host-session=${SEEDED.session}; basket=${SEEDED.token}`,
  "x-api-key": SEEDED.token,
  "x-customer-email": SEEDED.email,
  referer: `${ORIGIN}/zamowienie?email=${encodeURIComponent(SEEDED.email)}&phone=${SEEDED.phone}`,
  "user-agent": "Mozilla/5.0 (test)",
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("server reports (toucan-js) carry no personal data", () => {
  it("the request's query string keeps its keys, cookies and secret headers are dropped, extras are redacted at any depth", async () => {
    const envelopes = captureEnvelopes();
    const context = createExecutionContext();
    const request = new Request(`${ORIGIN}/api/order?${personalQuery}#${SEEDED.token}`, { method: "POST", headers: personalHeaders });
    const reporter = createReporter({ dsn: DSN, environment: "test", request, waitUntil: (promise) => context.waitUntil(promise) });
    reporter.capture(new Error(`Zamówienie ${SEEDED.email} nie powiodło się`), {
      url: request.url,
      method: "POST",
      sku: "ABC-123",
      status: 500,
      path: "/api/order",
      body: personalOrder,
      deep: { a: { b: { c: { d: { customer: { firstName: SEEDED.firstName, lastName: SEEDED.surname, hasło: SEEDED.password } } } } } },
      list: [{ newPassword: SEEDED.password }, { "E-Mail": SEEDED.email }, { phone_number: SEEDED.phone }],
      link: `Zobacz ${ORIGIN}/haslo/nowe?token=${SEEDED.token} w poczcie`,
    });
    await waitOnExecutionContext(context);

    expectNothingPersonal(envelopes);
    const [event] = events(envelopes);
    expect(event!.request?.url).toBe("https://sklep.test/api/order");
    expect(event!.request?.query_string).toBe(`token=${REPORT_REDACTED_VALUE}&email=${REPORT_REDACTED_VALUE}&sku=${REPORT_REDACTED_VALUE}`);
    expect(event!.request?.cookies).toBeUndefined();
    const headerNames = Object.keys(event!.request?.headers ?? {});
    expect(headerNames).toContain("user-agent");
    for (const secret of ["authorization", "cookie", "x-api-key", "x-customer-email"]) expect(headerNames).not.toContain(secret);
    expect(event!.request?.headers?.referer).toBe(`${ORIGIN}/zamowienie?email=${REPORT_REDACTED_VALUE}&phone=${REPORT_REDACTED_VALUE}`);
    expect(event!.user).toBeUndefined();
    // What helps debugging stays: the path, the keys, the sku, the status, the order's non-personal fields.
    expect(event!.extra).toMatchObject({
      url: `https://sklep.test/api/order?token=${REPORT_REDACTED_VALUE}&email=${REPORT_REDACTED_VALUE}&sku=${REPORT_REDACTED_VALUE}`,
      method: "POST",
      sku: "ABC-123",
      status: 500,
      path: "/api/order",
      body: {
        token: REPORT_REDACTED_VALUE,
        email: REPORT_REDACTED_VALUE,
        shipping: { first_name: REPORT_REDACTED_VALUE, street: REPORT_REDACTED_VALUE, street_number: REPORT_REDACTED_VALUE },
        billing: { type: "company", vat_number: REPORT_REDACTED_VALUE },
        delivery_method: "courier",
      },
    });
    expect(event!.exception.values[0]!.value).toBe(`Zamówienie ${REPORT_REDACTED_VALUE} nie powiodło się`);
  });

  it("a failed query's bound values (personal data on an order insert) are not reported", async () => {
    const envelopes = captureEnvelopes();
    const context = createExecutionContext();
    const reporter = createReporter({
      dsn: DSN,
      environment: "test",
      request: new Request(`${ORIGIN}/api/order`),
      waitUntil: (promise) => context.waitUntil(promise),
    });
    const values = [SEEDED.email, SEEDED.phone, SEEDED.firstName, SEEDED.surname, SEEDED.street, SEEDED.city, SEEDED.nip];
    reporter.capture(
      new DrizzleQueryError(
        "insert into orders (email, phone, first_name, last_name, street, city, nip) values (?, ?, ?, ?, ?, ?, ?)",
        values,
        new Error("D1_ERROR: disk full"),
      ),
    );
    await waitOnExecutionContext(context);
    expectNothingPersonal(envelopes);
    expect(events(envelopes)[0]!.exception.values.at(-1)!.value).toBe(
      `Failed query: insert into orders (email, phone, first_name, last_name, street, city, nip) values (?, ?, ?, ?, ?, ?, ?)\nparams: ${REPORT_REDACTED_VALUE}`,
    );
  });

  it("an unexpected failure of a real route, called with personal data everywhere, is reported without it", async () => {
    const envelopes = captureEnvelopes();
    // The failure is logged as well (expected here).
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const context = createExecutionContext();
    const response = await app.fetch(
      new Request(`${ORIGIN}/api/order?${personalQuery}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": "192.0.2.77", ...personalHeaders },
        body: JSON.stringify(personalOrder),
      }),
      // Every D1 call fails: the route answers 500 and reports it.
      { ...env, SENTRY_DSN: DSN, DB: faultyD1(env.DB, 1).db },
      context,
    );
    await waitOnExecutionContext(context);
    expect(response.status).toBe(500);
    expectNothingPersonal(envelopes);
    // The failure meets the shop API first (the session lookup), which reports it on its side;
    // the site's route reports its own failure too, with its address and the query's keys only.
    const siteReport = events(envelopes).find((event) => String(event.extra?.url).startsWith(`${ORIGIN}/`));
    expect(siteReport?.extra).toMatchObject({
      url: `https://sklep.test/api/order?token=${REPORT_REDACTED_VALUE}&email=${REPORT_REDACTED_VALUE}&sku=${REPORT_REDACTED_VALUE}`,
    });
  });

  it("catalogued codes and 4xx stay unreported", async () => {
    const envelopes = captureEnvelopes();
    const context = createExecutionContext();
    const reporter = createReporter({
      dsn: DSN,
      environment: "test",
      request: new Request(`${ORIGIN}/api/order`),
      waitUntil: (promise) => context.waitUntil(promise),
    });
    const { ShopError } = await import("../src/common/errors");
    reporter.capture(new ShopError("PRICE_CHANGED"));
    reporter.capture(new ShopError("VALIDATION_ERROR"));
    await waitOnExecutionContext(context);
    expect(envelopes).toEqual([]);
  });
});

describe("the browser's beacon path carries no personal data", () => {
  /** Posts a report to the beacon as any client could, and answers what was forwarded. */
  async function beacon(report: unknown) {
    const envelopes = captureEnvelopes();
    const context = createExecutionContext();
    const response = await app.fetch(
      new Request(`${ORIGIN}/api/errors?email=${encodeURIComponent(SEEDED.email)}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: ORIGIN,
          "cf-connecting-ip": `198.51.100.${Math.floor(Math.random() * 250)}`,
          cookie: `__Host-session=${SEEDED.session}`,
        },
        body: JSON.stringify(report),
      }),
      { ...env, SENTRY_DSN: DSN },
      context,
    );
    await waitOnExecutionContext(context);
    return { response, envelopes };
  }

  it("a report full of personal data from a client that redacted nothing is forwarded without it", async () => {
    const { response, envelopes } = await beacon({
      source: "mutation",
      name: `Błąd dla ${SEEDED.email}`,
      url: `${ORIGIN}/api/v1/checkout?${personalQuery}`,
      method: "POST",
      status: 500,
      variables: { ...personalOrder, password: SEEDED.password, customer: { firstName: SEEDED.firstName, lastName: SEEDED.surname } },
      response: { error_code: "INTERNAL_ERROR", message: "Błąd", echo: { email: SEEDED.email, phone: SEEDED.phone } },
      stack: `Error: x\n    at https://sklep.test/build/checkout.js?token=${SEEDED.token}:1:2`,
    });
    expect(response.status).toBe(204);
    expectNothingPersonal(envelopes);
    const [event] = events(envelopes);
    expect(event!.exception.values[0]).toMatchObject({ type: "MutationError", value: `Błąd dla ${REPORT_REDACTED_VALUE}` });
    expect(event!.extra).toMatchObject({
      url: `https://sklep.test/api/v1/checkout?token=${REPORT_REDACTED_VALUE}&email=${REPORT_REDACTED_VALUE}&sku=${REPORT_REDACTED_VALUE}`,
      status: 500,
      variables: { email: REPORT_REDACTED_VALUE, phone: REPORT_REDACTED_VALUE, delivery_method: "courier" },
      response: { error_code: "INTERNAL_ERROR" },
    });
  });

  it("the browser redacts a failed checkout before sending it, and the forwarded report stays clean", async () => {
    const beacons: Promise<string>[] = [];
    vi.stubGlobal("location", { href: `${ORIGIN}/zamowienie?email=${encodeURIComponent(SEEDED.email)}` });
    vi.stubGlobal("navigator", {
      sendBeacon: (_url: string, data: Blob) => {
        beacons.push(data.text());
        return true;
      },
    });
    await reportMutationFailure({
      url: `/api/v1/checkout?token=${SEEDED.token}`,
      method: "POST",
      body: JSON.stringify({ ...personalOrder, password: SEEDED.password }),
      status: 500,
      data: { error_code: "INTERNAL_ERROR", message: `Nie udało się dla ${SEEDED.email}`, customer: { phone: SEEDED.phone } },
    });
    vi.unstubAllGlobals();
    const sent = await Promise.all(beacons);
    expect(sent).toHaveLength(1);
    expectNothingPersonal(sent);
    const report = JSON.parse(sent[0]!) as Record<string, unknown>;
    expect(report).toMatchObject({
      source: "mutation",
      name: "INTERNAL_ERROR",
      url: `https://sklep.test/api/v1/checkout?token=${REPORT_REDACTED_VALUE}`,
      variables: { email: REPORT_REDACTED_VALUE, shipping: { street: REPORT_REDACTED_VALUE }, delivery_method: "courier" },
    });
    const { response, envelopes } = await beacon(report);
    expect(response.status).toBe(204);
    expectNothingPersonal(envelopes);
  });
});

describe("the one redaction (src/common/errors/redact.ts, driven by REPORT_REDACTED_KEYS)", () => {
  it("replaces personal and secret fields at any depth, in snake_case, camelCase and kebab-case", () => {
    const personal = [
      "name",
      "first_name",
      "lastName",
      "fullName",
      "company_name",
      "shipping_first_name",
      "username",
      "imię",
      "nazwisko",
      "E-Mail",
      "user_email",
      "phone",
      "phone_number",
      "telefon",
      "street",
      "street_number",
      "address",
      "ip_address",
      "postal_code",
      "postcode",
      "city",
      "apartment_number",
      "nip",
      "search_by_nip",
      "vat_number",
      "billing_vat_number",
      "password",
      "new_password",
      "passwordConfirm",
      "hasło",
      "token",
      "basketToken",
      "secret",
      "client_secret",
      "authorization",
      "cookie",
      "apiKey",
      "X-API-Key",
      "notes",
      "description",
    ];
    const redacted = redact(Object.fromEntries(personal.map((key) => [key, "osobiste"]))) as Record<string, unknown>;
    for (const key of personal) expect(redacted[key], key).toBe(REPORT_REDACTED_VALUE);
    expect(redact({ nested: [{ deeper: { email: "a@b.pl", sku: "X" } }] })).toEqual({
      nested: [{ deeper: { email: REPORT_REDACTED_VALUE, sku: "X" } }],
    });
  });

  it("keeps the keys that help debugging", () => {
    const useful = {
      sku: "ABC-123",
      status: 500,
      path: "/opony",
      pathname: "/opony",
      url: "https://sklep.test/opony",
      method: "POST",
      source: "mutation",
      error_code: "INTERNAL_ERROR",
      message: "Wystąpił błąd",
      filename: "basket.js",
      load_capacity: "91",
      quantity: 2,
      delivery_method: "courier",
      payment_method: "bank_transfer",
      order: "ZAM/2026/1",
      producer_name: "Dębica",
      type: "company",
    };
    expect(redact(useful)).toEqual(useful);
  });

  it("reduces query strings to their keys and drops fragments, in URLs, paths and free text", () => {
    expect(redactUrl(`https://sklep.test/haslo/nowe?token=${SEEDED.token}&email=a%40b.pl#x`)).toBe(
      `https://sklep.test/haslo/nowe?token=${REPORT_REDACTED_VALUE}&email=${REPORT_REDACTED_VALUE}`,
    );
    expect(redactUrl("https://user:pass@sklep.test/opony")).toBe("https://sklep.test/opony");
    expect(redactUrl(`/szukaj?q=${SEEDED.surname}`)).toBe(`/szukaj?q=${REPORT_REDACTED_VALUE}`);
    // A key that is itself personal (or a token) is not kept either.
    expect(redactUrl(`https://sklep.test/?${encodeURIComponent(SEEDED.email)}`)).toBe(`https://sklep.test/?${REPORT_REDACTED_VALUE}`);
    expect(redactText(`Błąd przy ${SEEDED.email}: https://sklep.test/x?token=${SEEDED.token} (basket.js:1:2)`)).toBe(
      `Błąd przy ${REPORT_REDACTED_VALUE}: https://sklep.test/x?token=${REPORT_REDACTED_VALUE} (basket.js:1:2)`,
    );
    expect(redact({ link: `/konto?email=${SEEDED.email}` })).toEqual({ link: `/konto?email=${REPORT_REDACTED_VALUE}` });
  });
});
