import type { Context } from "hono";
import { BASKET_CREATION_LIMIT, MAX_OPEN_UNPAID_ORDERS, ORDER_RATE_LIMIT } from "../config";
import { clientNetwork, limitAttempts, RateLimited } from "../auth/rate-limit";
import { sha256Hex } from "../auth/tokens";
import type { Database } from "../db/client";
import { countOpenUnpaidOrders } from "../db/queries/orders";
import type { ShopApiEnv } from "../env";
import { ShopError } from "../errors";

const TOO_MANY_ORDERS = "Z tego adresu złożono w ostatniej godzinie zbyt wiele zamówień. Spróbuj ponownie później albo zadzwoń do nas.";
const TOO_MANY_OPEN = `Masz już ${MAX_OPEN_UNPAID_ORDERS} nieopłacone zamówienia. Opłać je albo poczekaj, aż wygasną, zanim złożysz kolejne – lub zadzwoń do nas.`;
const TOO_MANY_BASKETS = "Z tego adresu utworzono zbyt wiele koszyków. Spróbuj ponownie później.";

/** Rethrows a rate limit's refusal with a message that says what was limited. */
async function withMessage(limiting: Promise<void>, message: string): Promise<void> {
  try {
    await limiting;
  } catch (error) {
    if (error instanceof RateLimited) throw new RateLimited(error.retryAfterS ?? 60, message);
    throw error;
  }
}

/**
 * The hoarding limits on a new order (README "Security"): orders per hour per client network
 * (IPv6 by /64) and per e-mail address, and open unpaid or unconfirmed orders at once for either.
 * Answers the client's key (a SHA-256 of its network, never the address itself) for the order
 * row, or null where addresses are not limited (loopback under `wrangler dev`).
 */
export async function limitOrders(c: Context<ShopApiEnv>, db: Database, email: string, now: number): Promise<string | null> {
  const network = clientNetwork(c.req.raw, c.env.ENVIRONMENT);
  const clientKey = network === null ? null : await sha256Hex(network);
  const emailKey = await sha256Hex(email.toLowerCase());
  await withMessage(limitAttempts(db, clientKey === null ? null : `order:${clientKey}`, now, ORDER_RATE_LIMIT), TOO_MANY_ORDERS);
  await withMessage(limitAttempts(db, `order-email:${emailKey}`, now, ORDER_RATE_LIMIT), TOO_MANY_ORDERS);
  if ((await countOpenUnpaidOrders(db, { clientKey, email })) >= MAX_OPEN_UNPAID_ORDERS) {
    // No time to name: a place frees up when an order is paid, confirmed or expires.
    throw new ShopError("RATE_LIMITED", { message: TOO_MANY_OPEN });
  }
  return clientKey;
}

/** New baskets per client network (adding to an existing basket is not limited). */
export async function limitBasketCreation(c: Context<ShopApiEnv>, db: Database, now: number): Promise<void> {
  const network = clientNetwork(c.req.raw, c.env.ENVIRONMENT);
  const key = network === null ? null : `basket:${await sha256Hex(network)}`;
  await withMessage(limitAttempts(db, key, now, BASKET_CREATION_LIMIT), TOO_MANY_BASKETS);
}
