import { Hono, type Context } from "hono";
import { validator } from "hono/validator";
import { noStore } from "../../common/api";
import { deleteCookie, setCookie } from "hono/cookie";
import { CHECKOUT_TOKEN_COOKIE, ORDER_CONFIRMATION_COOKIE, ORDER_CONFIRMATION_MAX_AGE_S } from "../../common/config/orders";
import type { AppEnv } from "../env";
import { ShopError } from "../../common/errors";
import type { OrderForm, OrderRequest } from "../shop-client";
import { currentUser } from "../current-user";
import { shopAnswer } from "../shop-client/answers";

/**
 * Places an order with the shop API (naming the signed-in customer, if any), then closes the
 * basket in this browser and remembers the order for the confirmation page. A refusal is thrown
 * as the shop said it (ShopRefusal). Shared by `POST /api/order` (the checkout's script) and
 * `POST /zamowienie` (the same form sent without script, src/site/pages/order-form.tsx).
 */
export async function placeOrder(c: Context<AppEnv>, body: OrderForm) {
  // A signed-in customer's order joins their account.
  const userId = (await currentUser(c))?.id ?? null;
  const shop = userId === null ? c.var.shop : c.var.shopAs(userId);
  // Forwarded as typed: the shop API validates every field and refuses in Polish what is wrong.
  const response = await shop.orders.$post({ json: body as OrderRequest });
  const order = await shopAnswer(response);
  setCookie(c, ORDER_CONFIRMATION_COOKIE, `${order.number}.${body.token}`, {
    path: "/",
    httpOnly: true,
    secure: new URL(c.req.url).protocol === "https:",
    sameSite: "Lax",
    maxAge: ORDER_CONFIRMATION_MAX_AGE_S,
  });
  deleteCookie(c, CHECKOUT_TOKEN_COOKIE, { path: "/" });
  return { order, created: response.status === 201 };
}

/** POST /api/order: the checkout's script sends the order as JSON (placeOrder above). */
export const orderApi = new Hono<AppEnv>().use(noStore).post(
  "/",
  // The shop API checks every field; here only that it is an order's shape at all.
  validator("json", (body) => {
    if (body === null || typeof body !== "object" || Array.isArray(body))
      throw new ShopError("BAD_REQUEST", { message: "Wyślij dane zamówienia w formacie JSON." });
    return body as OrderForm;
  }),
  async (c) => {
    // A refusal goes back as the shop said it, with a limit's Retry-After (ShopRefusal).
    const { order, created } = await placeOrder(c, c.req.valid("json"));
    // 201 for a new order, 200 for the same basket sent again (the order it already became).
    return c.json(order, created ? 201 : 200);
  },
);
