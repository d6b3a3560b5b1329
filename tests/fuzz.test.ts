import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { get, ORIGIN } from "./helpers";

/** Cases per property (tests/vitest.config.ts): 100 in `npm test`, 1,000 in `npm run fuzz`; FUZZ_RUNS sets it (e.g. FUZZ_RUNS=20000 npm run fuzz). */
const RUNS = Number(env.FUZZ_RUNS ?? 100);
const MARKER = "<x-fuzz>";

/** Text that is hostile in every way a URL, HTML or SQL can be: quotes, tags, unicode, escapes. */
const hostile = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.constantFrom(
    MARKER,
    `"${MARKER}`,
    "'; DROP TABLE orders; --",
    "%00",
    "%25",
    "..%2F..%2F",
    "ż%C5%BC",
    "\u202e",
    "a".repeat(500),
    "💥",
    "-1",
    "0",
    "9".repeat(20),
  ),
  fc.tuple(fc.string({ maxLength: 10 }), fc.constant(MARKER)).map(([text, marker]) => `${text}${marker}`),
);
const segment = hostile.map((text) => encodeURIComponent(text));

const ROUTE_SHAPES: ((a: string, b: string) => string)[] = [
  (a) => `/opony/${a}`,
  (a, b) => `/opony/${a}/${b}`,
  (a, b) => `/opony/zimowe/${a}/${b}/r16`,
  (a) => `/dane-opony/${a}`,
  (a) => `/model-opony/${a}`,
  (a) => `/opony-do/${a}`,
  (a) => `/blog/${a}`,
  (a, b) => `/blog/${a}/${b}`,
  (a) => `/promocje/${a}`,
  (a) => `/konto/zamowienia/${a}`,
  (a) => `/${a}`,
  (a) => `/api/v1/catalogue/tyres/${a}`,
  (a) => `/api/v1/catalogue/models/${a}`,
  (a) => `/api/v1/checkout/${a}`,
  (a) => `/api/v1/orders/${a}`,
  (a) => `/api/v1/core/regon_api/search_by_nip/${a}`,
  (a) => `/api/v1/campaigns/${a}`,
  (a) => `/api/account/orders/${a}/invoice`,
  (a) => `/sitemap-opony-${a}.xml`,
];

/** The common contract: never a server error; an API's 4xx says its error_code; HTML escapes input. */
async function checkResponse(response: Response, label: string) {
  expect(response.status, label).toBeLessThan(500);
  const type = response.headers.get("content-type") ?? "";
  const body = await response.text();
  if (type.includes("application/json") && response.status >= 400) {
    expect(JSON.parse(body), label).toHaveProperty("error_code");
  }
  if (type.includes("text/html")) expect(body.includes(MARKER), `${label}: input reflected unescaped`).toBe(false);
}

describe("fuzzing (fast-check)", () => {
  it(`random paths under every route shape never fail the server (${RUNS} cases)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(ROUTE_SHAPES.length - 1), segment, segment, async (shape, a, b) => {
        const path = ROUTE_SHAPES[shape]!(a, b);
        await checkResponse(await get(path, { redirect: "manual" }), path);
      }),
      { numRuns: RUNS },
    );
  }, 600_000);

  it(`random query strings on listings and the search API never fail the server (${RUNS} cases)`, async () => {
    const names = fc.oneof(
      hostile,
      fc.constantFrom(
        "producent",
        "strona",
        "sortuj",
        "cena-od",
        "cena-do",
        "xl",
        "runflat",
        "indeks-nosnosci",
        "season",
        "page",
        "limit",
        "price_min",
        "sort",
        "facets",
        "sup",
        "powrot",
        "token",
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          "/opony/zimowe",
          "/opony/205/55/r16",
          "/api/v1/catalogue/search",
          "/logowanie",
          "/blog",
          "/zamowienie/potwierdzenie",
        ),
        fc.array(fc.tuple(names, hostile), { maxLength: 6 }),
        async (path, pairs) => {
          const query = new URLSearchParams(pairs).toString();
          await checkResponse(await get(`${path}?${query}`, { redirect: "manual" }), `${path}?${query}`);
        },
      ),
      { numRuns: RUNS },
    );
  }, 600_000);

  it(`random and hostile cookies never fail a page (${RUNS} cases)`, async () => {
    // Browsers send cookies as ASCII: anything else arrives percent-encoded.
    const ascii = (text: string) => text.replace(/[^\x20-\x7e]/gu, (character) => encodeURIComponent(character));
    const cookieValue = fc.oneof(
      hostile.map(ascii),
      fc.json().map((json) => encodeURIComponent(json)),
      fc.constant("%E0%A4%A"),
      fc.constant('[{"sku":1}]'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/", "/koszyk", "/porownywarka", "/zamowienie", "/zamowienie/potwierdzenie", "/konto", "/opony/zimowe"),
        fc.subarray(["compare-tyres", "checkout-token", "__Host-session", "cookie-consent", "order-confirmation"], { minLength: 1 }),
        cookieValue,
        async (path, names, value) => {
          const cookie = names.map((name) => `${name}=${value}`).join("; ");
          await checkResponse(await get(path, { headers: { cookie }, redirect: "manual" }), `${path} with ${cookie.slice(0, 80)}`);
        },
      ),
      { numRuns: RUNS },
    );
  }, 600_000);

  it(`random JSON bodies to every API that takes one are refused cleanly (${RUNS} cases)`, async () => {
    const endpoints: [string, string][] = [
      ["POST", "/api/v1/checkout"],
      ["POST", "/api/v1/orders"],
      ["POST", "/api/order"],
      ["POST", "/api/v1/auth/register"],
      ["POST", "/api/v1/auth/password_reset"],
      ["POST", "/api/v1/auth/password_reset/confirm"],
      ["POST", "/api/auth/signin"],
      ["PUT", "/api/account/user"],
      ["POST", "/api/account/change-password"],
      ["POST", "/api/account/orders/claim/confirm"],
      ["POST", "/api/complaints"],
      ["POST", "/api/errors"],
      ["POST", "/api/vitals"],
      ["POST", "/api/v1/campaigns/michelin-karta-podarunkowa/registrations"],
      ["POST", "/api/v1/payments/przelewy24/notification"],
    ];
    const body = fc.oneof(
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.string({ maxLength: 200 }),
      fc.constant("{"),
      fc.constant('{"email":"a@b.pl","password":null}'),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), body, async ([method, path], text) => {
        const response = await get(path, { method, headers: { "content-type": "application/json", origin: ORIGIN }, body: text });
        await checkResponse(response, `${method} ${path} ${text.slice(0, 80)}`);
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});
