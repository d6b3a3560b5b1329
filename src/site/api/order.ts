import { Hono } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { CHECKOUT_TOKEN_COOKIE, ORDER_CONFIRMATION_COOKIE, ORDER_CONFIRMATION_MAX_AGE_S } from "../../common/config/orders";
import type { AppEnv } from "../env";
import { ShopError } from "../../common/errors";
import type { OrderRequest } from "../shop-client";
import { currentUser } from "../current-user";

/**
 * POST /api/order: forwards the order to the shop API (naming the signed-in customer, if any),
 * then closes the basket in this browser and remembers the order for the confirmation page.
 */
export const orderApi = new Hono<AppEnv>().post("/", async (c) => {
  const body = (await c.req.json().catch(() => null)) as OrderRequest | null;
  if (body === null || typeof body !== "object" || Array.isArray(body))
    throw new ShopError("BAD_REQUEST", { message: "Wyślij dane zamówienia w formacie JSON." });
  // A signed-in customer's order joins their account.
  const userId = (await currentUser(c))?.id ?? null;
  const shop = userId === null ? c.var.shop : c.var.shopAs(userId);
  const response = await shop.orders.$post({ json: body });
  c.header("Cache-Control", "private, no-store");
  if (!response.ok) {
    // A limit's refusal says when to come back; the browser gets that too.
    const retryAfter = response.headers.get("Retry-After");
    if (retryAfter) c.header("Retry-After", retryAfter);
    return c.json(await response.json(), response.status as 400);
  }
  const order = (await response.json()) as { number: string };
  const secure = new URL(c.req.url).protocol === "https:";
  setCookie(c, ORDER_CONFIRMATION_COOKIE, `${order.number}.${body.token}`, {
    path: "/",
    httpOnly: true,
    secure,
    sameSite: "Lax",
    maxAge: ORDER_CONFIRMATION_MAX_AGE_S,
  });
  deleteCookie(c, CHECKOUT_TOKEN_COOKIE, { path: "/" });
  return c.json(order, response.status as 200 | 201);
});
