/**
 * Shared fixtures of the Worker tests: customers, baskets, orders and the staff API, each written
 * once. Every call goes through the real Worker (SELF) as a browser or the back office would make
 * it; the test catalogue is shared by every file of the run, so callers pick offers by offsets
 * (or e-mail addresses) no other test of theirs uses.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { ROUTES } from "../src/common/routes";
import { SHOP_STAFF_HEADER, signStaff } from "../src/common/shop-identity";
import { get, ORIGIN } from "./helpers";
import { OWNER } from "./staff";

/**
 * A new client network per call (a random IPv6 /64 of the documentation range), so no rate limit
 * of one request meets another's, in this file or in any other sharing the run's D1.
 */
const group = () => Math.floor(Math.random() * 0x10000).toString(16);
export const clientAddress = () => `2001:db8:${group()}:${group()}::1`;

/** A JSON request from the shop's own pages (from a client network of its own unless `headers` name one). */
export const post = (path: string, body: unknown, headers: Record<string, string> = {}, method = "POST") =>
  get(path, {
    method,
    headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": clientAddress(), ...headers },
    body: JSON.stringify(body),
  });

/** A registered, signed-in customer: their session cookie header. */
export async function customer(email: string, password = "opony2026"): Promise<string> {
  expect((await post("/api/v1/auth/register", { email, password, accept_terms: true })).status).toBe(201);
  const signin = await post("/api/auth/signin", { email, password });
  return signin.headers.getSetCookie()[0]!.split(";")[0]!;
}

export const ADDRESS = {
  first_name: "Jan",
  last_name: "Nowak",
  street: "ul. Krótka",
  street_number: "1",
  postal_code: "30-001",
  city: "Kraków",
};
export const COMPANY = { type: "company", company_name: "Auto-Serwis Kowalski sp. z o.o.", vat_number: "5260250274" };

/**
 * A buyer's phone number nobody else in the file uses, 9 digits as a Polish mobile ("5…"): the
 * shop limits what orders awaiting payment hold per phone number too (src/common/holder-keys.ts),
 * as it does per e-mail address. Each file's D1 is its own; the random start keeps a file's numbers
 * apart from run to run.
 */
let phones = Math.floor(Math.random() * 90_000_000);
export const uniquePhone = () => String(500_000_000 + ++phones);
/** A 9-digit number as people type it: "512345678" → "512 345 678". */
export const spacedPhone = (digits: string) => digits.replace(/^(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3");

/** The body of an order by bank transfer, delivered to ADDRESS, for the basket `token` (a phone number of its own). */
export const orderRequest = (token: string, email = "jan@example.pl", billing: Record<string, string> = { type: "person" }) => ({
  token,
  email,
  phone: uniquePhone(),
  shipping: ADDRESS,
  billing: { ...ADDRESS, ...billing },
  delivery_method: "courier",
  payment_method: "bank_transfer",
  terms_accepted: true,
});

/**
 * The sku of an offer with at least `minStock` pieces: the `offset`-th by id (`newestFirst`: from
 * the last), only offers shown in the shop when `visible`.
 */
export async function offerSku(offset: number, { minStock = 8, newestFirst = false, visible = false } = {}): Promise<string> {
  const offer = await env.DB.prepare(
    `SELECT sku FROM variants WHERE stock >= ?${visible ? " AND hidden = 0" : ""} ORDER BY id${newestFirst ? " DESC" : ""} LIMIT 1 OFFSET ?`,
  )
    .bind(minStock, offset)
    .first<{ sku: string }>();
  if (!offer) throw new Error(`no offer with ${minStock} in stock at offset ${offset}`);
  return offer.sku;
}

export type BasketLine = { sku: string; quantity: number };

/**
 * A basket as a shopper's browser makes it through the shop API: the first line creates it (201),
 * each further line is set on it by its token (200); its token. `headers` go with every call
 * (e.g. a client address of the test's own; otherwise each call comes from a network of its own).
 */
export async function basket(lines: BasketLine | BasketLine[], headers: Record<string, string> = {}): Promise<string> {
  let token: string | undefined;
  for (const line of [lines].flat()) {
    const response = await post(`/api/v1/checkout${token ? `?token=${token}` : ""}`, line, headers);
    expect(response.status, `basket line ${line.sku} × ${line.quantity}`).toBe(token ? 200 : 201);
    token = ((await response.json()) as { token: string }).token;
  }
  if (!token) throw new Error("basket: no lines");
  return token;
}

let buyers = 0;
/** A buyer's e-mail address nobody else in the run uses (the shop limits orders per address). */
export const uniqueEmail = (name = "kupujacy") => `${name}-${++buyers}-${crypto.randomUUID().slice(0, 8)}@example.pl`;

export interface OrderOptions {
  /** The buyer's e-mail: one of its own unless given. */
  email?: string;
  /** Billing fields over ADDRESS (default a person). */
  billing?: Record<string, string>;
  /** Default bank transfer. */
  payment_method?: string;
  /** Any other fields of the order body replaced (shipping, phone – one of its own unless given –, delivery_method…). */
  body?: Record<string, unknown>;
  /**
   * "shop" (default): the shop API's `POST /api/v1/orders`. "site": the checkout page's
   * `POST /api/order`, which also sets the browser's confirmation cookie.
   */
  via?: "shop" | "site";
  /** Headers of the request (a session cookie, a client address…). */
  headers?: Record<string, string>;
  /**
   * Bindings over the test's env: the order then goes to the Worker's own fetch with them (not
   * SELF), and the answer comes once every waitUntil (the mail and its files) is done.
   */
  bindings?: Record<string, string>;
}

/** Places an order of the basket `token` as the checkout sends it; the Worker's answer (not checked). */
export async function placeOrder(token: string, options: OrderOptions = {}): Promise<Response> {
  const body = {
    ...orderRequest(token, options.email ?? uniqueEmail(), options.billing),
    payment_method: options.payment_method ?? "bank_transfer",
    ...options.body,
  };
  const path = options.via === "site" ? "/api/order" : "/api/v1/orders";
  if (!options.bindings) return post(path, body, options.headers);
  const init: RequestInit = {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": clientAddress(), ...options.headers },
    body: JSON.stringify(body),
  };
  const { default: worker } = await import("../src/index");
  const context = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, init), { ...env, ...options.bindings }, context);
  const bytes = await response.arrayBuffer();
  await waitOnExecutionContext(context);
  return new Response(bytes, response);
}

export interface PlacedOrder {
  id: number;
  number: string;
  status: string;
  total_gross_amount: string;
  /** The e-mail and the phone number the order was placed with. */
  email: string;
  phone: string;
}

/** Places an order (as placeOrder) that must be accepted (201); the order as the API answers it, with its e-mail and phone. */
export async function placedOrder(token: string, options: OrderOptions = {}): Promise<PlacedOrder> {
  const email = options.email ?? uniqueEmail();
  const response = await placeOrder(token, { ...options, email });
  expect(response.status, await response.clone().text()).toBe(201);
  return { ...((await response.json()) as Omit<PlacedOrder, "email">), email };
}

/** An order of `quantity` tyres of one offer (the offset picks which: stock ≥ 4, by id) placed on the site by whoever the cookie signs in. */
export async function orderAs(
  cookie: string,
  offset: number,
  billing: Record<string, string> = { type: "person" },
  email = "jan@example.pl",
  quantity = 1,
) {
  const token = await basket({ sku: await offerSku(offset, { minStock: 4 }), quantity });
  return placedOrder(token, { via: "site", email, billing, headers: { cookie } });
}

/**
 * A call to the shop API's staff routes (`path` as the shop API names it: "/staff/…", with any
 * query), signed for `email` as the back office signs it. A FormData or string body goes as it is
 * (a string as JSON), anything else as JSON.
 */
export async function staffApi(method: string, path: string, body?: unknown, email = OWNER): Promise<Response> {
  const headers: Record<string, string> = {
    [SHOP_STAFF_HEADER]: await signStaff(env.SHOP_API_SECRET, email, { method, path }),
    origin: ORIGIN,
  };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers["content-type"] = "application/json";
    payload = typeof body === "string" ? body : JSON.stringify(body);
  }
  return get(`/api/v1${path}`, { method, headers, body: payload });
}

/** The form as a browser without script sends it from the checkout page. */
export function postCheckout(token: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return get(ROUTES.checkout, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: ORIGIN,
      cookie: `checkout-token=${token}`,
      // Each test a network of its own: the shop limits orders per client.
      "cf-connecting-ip": `2001:db8:c0:${Math.floor(Math.random() * 0xffff).toString(16)}::1`,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/**
 * A staff call (as staffApi) through the Worker's own fetch, answered once everything it left for
 * after the answer (mails, their files) is done; it must succeed. The answer's JSON.
 */
export async function settledStaffCall<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> {
  const { default: worker } = await import("../src/index");
  const headers = {
    [SHOP_STAFF_HEADER]: await signStaff(env.SHOP_API_SECRET, OWNER, { method, path }),
    origin: ORIGIN,
    "content-type": "application/json",
  };
  const context = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${ORIGIN}/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
    env,
    context,
  );
  const text = await response.text();
  await waitOnExecutionContext(context);
  expect(response.status, `${path}: ${text}`).toBeLessThan(300);
  return JSON.parse(text) as T;
}
