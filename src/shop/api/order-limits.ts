import type { Context } from "hono";
import { plural } from "../../common/i18n/plural";
import { BASKET_CREATION_LIMIT, MAX_OPEN_UNPAID_ORDERS, ORDER_IPV6_PREFIX_BITS, ORDER_RATE_LIMIT } from "../../common/config/security";
import { clientNetwork, limitAttempts, RateLimited } from "../../common/rate-limit";
import { sha256Hex } from "../../common/tokens";
import type { Database } from "../db/client";
import { countOrdersOf } from "../db/queries/orders";
import type { ShopApiEnv } from "../env";
import { ShopError } from "../../common/errors";

const TOO_MANY_ORDERS =
  "Z tego adresu e-mail lub z tej sieci złożono w ciągu ostatniej godziny zbyt wiele zamówień. Spróbuj ponownie później albo zadzwoń do nas.";
const tooManyHeld = (count: number) =>
  `Na ten adres e-mail lub z tej sieci ${plural(count, { one: "czeka już # zamówienie", few: "czekają już # zamówienia", many: "czeka już # zamówień", other: "czeka już # zamówienia" })} przed wysyłką (na płatność lub potwierdzenie). Opłać je albo poczekaj, aż zostaną zrealizowane, zanim złożysz kolejne – lub zadzwoń do nas.`;
const TOO_MANY_BASKETS = "Z tego adresu utworzono zbyt wiele koszyków. Spróbuj ponownie później.";

/** The key of a client network in the shop's tables: a SHA-256 of it, or null where clients are not limited. */
async function clientKeyOf(c: Context<ShopApiEnv>, ipv6Bits?: number): Promise<string | null> {
  const network = clientNetwork(c.req.raw, c.env.ENVIRONMENT, ipv6Bits);
  return network === null ? null : sha256Hex(network);
}

/**
 * The hoarding limits on a new order (README "Security"), counted from the orders themselves, so
 * a refused attempt (sold out, a changed price) never counts against an honest shopper: orders
 * placed in the last ORDER_RATE_LIMIT window and orders holding stock now (unpaid, unconfirmed or
 * not yet sent), each per client network (IPv6 by /56) and per e-mail address; the pieces they hold
 * are limited inside the order's batch (createOrder). Answers the
 * client's key for the order row (null where addresses are not limited: loopback under
 * `wrangler dev`).
 */
export async function limitOrders(c: Context<ShopApiEnv>, db: Database, email: string, now: number): Promise<string | null> {
  // Orders by /56: a home or office line holds 256 /64s (baskets stay by /64: they hold nothing).
  const clientKey = await clientKeyOf(c, ORDER_IPV6_PREFIX_BITS);
  const counts = await countOrdersOf(db, { clientKey, email, since: now - ORDER_RATE_LIMIT.windowS * 1000 });
  if (Math.max(counts.recentByEmail, clientKey === null ? 0 : counts.recentByClient) >= ORDER_RATE_LIMIT.attempts) {
    throw new RateLimited(ORDER_RATE_LIMIT.windowS, TOO_MANY_ORDERS);
  }
  const held = Math.max(counts.heldByEmail, clientKey === null ? 0 : counts.heldByClient);
  // No time to name: a place frees up when an order is paid, confirmed, sent or expires.
  if (held >= MAX_OPEN_UNPAID_ORDERS) throw new ShopError("RATE_LIMITED", { message: tooManyHeld(held) });
  return clientKey;
}

/** New baskets per client network (adding to an existing basket is not limited). */
export async function limitBasketCreation(c: Context<ShopApiEnv>, db: Database, now: number): Promise<void> {
  const clientKey = await clientKeyOf(c);
  try {
    await limitAttempts(db, clientKey === null ? null : `basket:${clientKey}`, now, BASKET_CREATION_LIMIT);
  } catch (error) {
    if (error instanceof RateLimited) throw new RateLimited(error.retryAfterS ?? BASKET_CREATION_LIMIT.windowS, TOO_MANY_BASKETS);
    throw error;
  }
}
