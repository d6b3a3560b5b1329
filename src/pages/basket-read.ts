import type { Context } from "hono";
import { deleteCookie, getCookie } from "hono/cookie";
import { CHECKOUT_TOKEN_COOKIE } from "../config";
import type { AppEnv } from "../env";

/**
 * This browser's basket, read with the token from its cookie. A token the shop no longer knows
 * (404) or that is malformed (400) is cleared (SPEC §4), and the page shows an empty basket.
 */
export async function readBasket(c: Context<AppEnv>) {
  const token = getCookie(c, CHECKOUT_TOKEN_COOKIE);
  if (!token) return null;
  const response = await c.var.shop.checkout[":token"].$get({ param: { token } });
  if (response.status === 404 || response.status === 400) {
    deleteCookie(c, CHECKOUT_TOKEN_COOKIE, { path: "/" });
    return null;
  }
  if (!response.ok) throw new Error(`checkout answered ${response.status}`);
  return response.json();
}

export type Basket = NonNullable<Awaited<ReturnType<typeof readBasket>>>;
