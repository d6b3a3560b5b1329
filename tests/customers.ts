import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { get, ORIGIN } from "./helpers";

/**
 * A new client network per call (a random IPv6 /64 of the documentation range), so no rate limit
 * of one request meets another's, in this file or in any other sharing the run's D1.
 */
const group = () => Math.floor(Math.random() * 0x10000).toString(16);
const client = () => `2001:db8:${group()}:${group()}::1`;

/** A JSON request from the shop's own pages. */
export const post = (path: string, body: unknown, headers: Record<string, string> = {}, method = "POST") =>
  get(path, {
    method,
    headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": client(), ...headers },
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

/** The body of an order by bank transfer, delivered to ADDRESS, for the basket `token`. */
export const orderRequest = (token: string, email = "jan@example.pl", billing: Record<string, string> = { type: "person" }) => ({
  token,
  email,
  phone: "600100200",
  shipping: ADDRESS,
  billing: { ...ADDRESS, ...billing },
  delivery_method: "courier",
  payment_method: "bank_transfer",
  terms_accepted: true,
});

/** An order of one tyre (the offset picks which offer) placed by whoever the cookie signs in. */
export async function orderAs(
  cookie: string,
  offset: number,
  billing: Record<string, string> = { type: "person" },
  email = "jan@example.pl",
  quantity = 1,
) {
  const offer = await env.DB.prepare("SELECT sku FROM variants WHERE stock >= 4 ORDER BY id LIMIT 1 OFFSET ?")
    .bind(offset)
    .first<{ sku: string }>();
  const basket = (await (await post("/api/v1/checkout", { sku: offer!.sku, quantity })).json()) as { token: string };
  const response = await post("/api/order", orderRequest(basket.token, email, billing), { cookie });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; number: string };
}
