import type { Context } from "hono";
import { deleteCookie, getCookie } from "hono/cookie";
import { CHECKOUT_TOKEN_COOKIE } from "../../common/config/orders";
import type { AppEnv } from "../env";
import { critical } from "../shop-client/answers";

/**
 * This browser's basket, read with the token from its cookie. A token the shop no longer knows
 * (404) or that is malformed (400) is cleared (SPEC §4), and the page shows an empty basket.
 */
export async function readBasket(c: Context<AppEnv>) {
  const token = getCookie(c, CHECKOUT_TOKEN_COOKIE);
  if (!token) return null;
  const basket = await critical(c.var.shop.checkout[":token"].$get({ param: { token } }));
  if (!basket) deleteCookie(c, CHECKOUT_TOKEN_COOKIE, { path: "/" });
  return basket;
}

export type Basket = NonNullable<Awaited<ReturnType<typeof readBasket>>>;
