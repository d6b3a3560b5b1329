import { Hono } from "hono";
import * as v from "valibot";
import { emailField, noStore, validate } from "../../common/api";
import { duration, limitAttempts, RateLimited, rateLimitKey, refundAttempt } from "../../common/rate-limit";
import { ORDER_NUMBER_PATTERN } from "../../common/config/orders";
import { ORDER_STATUS_CLIENT_LIMIT } from "../../common/config/security";
import { database, type Database } from "../db/client";
import { type OrderStatusProof, readOrderStatus } from "../db/queries/order-status";
import type { ShopApiEnv } from "../env";
import { ShopError } from "../../common/errors";
import { ORDER_STATUS_NOT_FOUND } from "../../common/i18n/order-labels";

const lookup = v.object({
  order_number: v.string("Podaj numer zamówienia."),
  email: v.optional(v.string("Nieprawidłowy adres e-mail.")),
  postal_code: v.optional(v.string("Nieprawidłowy kod pocztowy.")),
});

export type OrderStatusRequest = v.InferInput<typeof lookup>;

const tooMany = (seconds: number) =>
  `Zbyt wiele prób sprawdzenia statusu zamówienia. Spróbuj ponownie za ${duration(Math.max(1, Math.ceil(seconds)))}.`;

/** "ok-2026-000001 " → "OK-2026-000001"; null when it is no order number. */
function orderNumberOf(text: string): string | null {
  const number = text.trim().toUpperCase();
  return ORDER_NUMBER_PATTERN.test(number) ? number : null;
}

/** "31146", "31-146", " 31 - 146 " → "31-146"; null when it is no Polish postcode. */
function postcodeOf(text: string): string | null {
  const digits = text.replace(/[\s-]/g, "");
  return /^\d{5}$/.test(digits) ? `${digits.slice(0, 2)}-${digits.slice(2)}` : null;
}

/** The proof the request gives, normalised; null when a part of it is malformed or it gives none. */
function proofOf(input: OrderStatusRequest): OrderStatusProof | null {
  const email = input.email === undefined ? undefined : v.safeParse(emailField, input.email);
  const postalCode = input.postal_code === undefined ? undefined : postcodeOf(input.postal_code);
  if (email?.success === false || postalCode === null) return null;
  if (email) return { email: email.output, postalCode };
  return postalCode ? { postalCode } : null;
}

/** Counts an attempt under `key`; past the limit, 429 with the Polish wait. */
async function countAttempt(db: Database, key: string | null, now: number, limit: { attempts: number; windowS: number }) {
  try {
    await limitAttempts(db, key, now, limit);
  } catch (error) {
    if (error instanceof RateLimited)
      throw new RateLimited(error.retryAfterS ?? limit.windowS, tooMany(error.retryAfterS ?? limit.windowS));
    throw error;
  }
}

/**
 * POST /order-status: an order's progress without an account (the page /status-zamowienia, or a
 * program), for its number and the e-mail address or a postcode (delivery or invoice) it was
 * placed with. Answers `{ order }` (src/shop/db/queries/order-status.ts: nothing personal, no amounts)
 * or ORDER_NOT_EXISTS with one message for every miss. Misses are limited per client
 * (ORDER_STATUS_CLIENT_LIMIT), never per order, so nobody's guesses lock the buyer out.
 */
export const orderStatusApi = new Hono<ShopApiEnv>().use(noStore).post("/", validate("json", lookup), async (c) => {
  const input = c.req.valid("json");
  const db = database(c.env.DB);
  const now = Date.now();
  const client = rateLimitKey("order-status", c.req.raw, c.env.ENVIRONMENT);
  // Claimed as a miss before the lookup, so parallel guesses cannot pass the limit together.
  await countAttempt(db, client, now, ORDER_STATUS_CLIENT_LIMIT);
  const number = orderNumberOf(input.order_number);
  const proof = proofOf(input);
  const order = number && proof ? await readOrderStatus(db, number, proof) : null;
  if (!order) throw new ShopError("ORDER_NOT_EXISTS", { message: ORDER_STATUS_NOT_FOUND });
  await refundAttempt(db, client, now, ORDER_STATUS_CLIENT_LIMIT);
  return c.json({ order });
});
