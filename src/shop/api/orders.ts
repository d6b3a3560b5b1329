import { Hono } from "hono";
import * as v from "valibot";
import { DELIVERY_SLUG_PATTERN, PAYMENT_METHOD_IDS } from "../../common/config/orders";
import { forgetIsolateCache } from "../../common/cache/with-cache";
import { sendOrderConfirmation } from "../mail/order-confirmation";
import { database } from "../db/client";
import { CHECKOUT_TOKEN_PATTERN } from "../db/queries/checkout";
import { createOrder, listUserOrders, readLastOrderDetails, readOrder, readOrderForBuyer, readUserOrder } from "../db/queries/orders";
import { limitOrders } from "./order-limits";
import type { ShopApiEnv } from "../env";
import { errorBody, ShopError } from "../../common/errors";
import { createPrzelewy24Client, przelewy24Config, Przelewy24Error } from "../integrations/przelewy24";
import { paymentSessionId } from "./online-payments";
import { currentSiteSettings } from "../shop-settings";
import {
  emailField,
  firstNameField,
  lastNameField,
  nipField,
  noStore,
  multiLine,
  optionalText,
  phoneField,
  postcodeField,
  requiredText,
  validate,
} from "../../common/api";
import { absoluteUrl, API_ROUTES, ROUTES } from "../../common/routes";
import { siteSettings } from "../../common/site-settings";
import { campaignsForOrder } from "../db/queries/campaigns";

const address = {
  first_name: firstNameField,
  last_name: lastNameField,
  company_name: optionalText(200, "Nazwa firmy może mieć najwyżej 200 znaków."),
  street: requiredText(100, "Podaj ulicę (albo miejscowość, jeśli nie ma ulic).", "Ulica może mieć najwyżej 100 znaków."),
  street_number: requiredText(10, "Podaj numer domu.", "Numer domu może mieć najwyżej 10 znaków."),
  apartment_number: optionalText(10, "Numer lokalu może mieć najwyżej 10 znaków."),
  postal_code: postcodeField,
  city: requiredText(60, "Podaj miejscowość.", "Miejscowość może mieć najwyżej 60 znaków."),
};

const billing = v.variant(
  "type",
  [
    v.object({ type: v.literal("person"), ...address }),
    v.object({
      type: v.literal("company"),
      ...address,
      company_name: requiredText(200, "Podaj nazwę firmy.", "Nazwa firmy może mieć najwyżej 200 znaków."),
      vat_number: nipField,
    }),
  ],
  "Wybierz, czy kupujesz jako osoba prywatna, czy firma.",
);

export const orderInput = v.object({
  token: v.pipe(v.string("Brakuje identyfikatora koszyka."), v.regex(CHECKOUT_TOKEN_PATTERN, "Nieprawidłowy identyfikator koszyka.")),
  email: emailField,
  phone: phoneField,
  shipping: v.object(address, "Podaj adres dostawy."),
  billing,
  /** A delivery method's slug; whether it is offered (and what it costs) the order's batch decides from D1. */
  delivery_method: v.pipe(v.string("Wybierz sposób dostawy."), v.regex(DELIVERY_SLUG_PATTERN, "Wybierz sposób dostawy.")),
  payment_method: v.picklist(PAYMENT_METHOD_IDS, "Wybierz sposób płatności."),
  terms_accepted: v.literal(true, "Zaakceptuj regulamin sklepu, aby złożyć zamówienie."),
  // A textarea: line breaks allowed.
  notes: multiLine(optionalText(500, "Uwagi mogą mieć najwyżej 500 znaków.")),
  /** The total shown to the buyer (goods, delivery and any cash-on-delivery fee); the order is refused if the shop's total differs by then. */
  expected_total: v.optional(v.pipe(v.string("Nieprawidłowa kwota."), v.regex(/^\d{1,9}\.\d{2}$/, "Nieprawidłowa kwota."))),
});

export type OrderRequest = v.InferInput<typeof orderInput>;

/** Orders: created from a checkout in one batch; read back by the browser that placed them. */
export const ordersApi = new Hono<ShopApiEnv>()
  .use(noStore)
  .post("/", validate("json", orderInput), async (c) => {
    const input = c.req.valid("json");
    if (!(await currentSiteSettings(c.env)).paymentMethods.some((method) => method.id === input.payment_method)) {
      throw new ShopError("VALIDATION_ERROR", {
        fields: [{ path: "payment_method", message: "Ta metoda płatności jest teraz niedostępna. Wybierz inną." }],
      });
    }
    const db = database(c.env.DB);
    const now = Date.now();
    // A repeated submission of a basket already ordered answers that order, outside the limits.
    const existing = await readOrder(db, { token: input.token });
    if (existing) return c.json(existing, 200);
    const clientKey = await limitOrders(c, db, input.email, now);
    const { order, created } = await createOrder(db, {
      token: input.token,
      clientKey,
      userId: c.var.customerId,
      email: input.email,
      phone: input.phone,
      shipping: input.shipping,
      billing: input.billing,
      deliveryMethod: input.delivery_method,
      pickupConfigured: siteSettings(c.env).pickup !== null,
      paymentMethod: input.payment_method,
      notes: input.notes,
      expectedTotal: input.expected_total,
      now,
    });
    if (created) {
      forgetIsolateCache();
      sendOrderConfirmation(c, order);
    }
    return c.json(order, created ? 201 : 200);
  })
  // The signed-in customer's orders: only a caller that signs the customer's id may ask.
  .get("/", async (c) => {
    const userId = c.var.customerId;
    if (!userId) throw new ShopError("UNAUTHORIZED");
    return c.json({ orders: await listUserOrders(database(c.env.DB), userId) });
  })
  // The signed-in customer's last used contact, delivery and billing data (checkout prefill).
  .get("/last-details", async (c) => {
    const userId = c.var.customerId;
    if (!userId) throw new ShopError("UNAUTHORIZED");
    return c.json({ details: await readLastOrderDetails(database(c.env.DB), userId) });
  })
  .get("/by-id/:id", async (c) => {
    const userId = c.var.customerId;
    if (!userId) throw new ShopError("UNAUTHORIZED");
    const id = Number(c.req.param("id"));
    const order = Number.isSafeInteger(id) && id > 0 ? await readUserOrder(database(c.env.DB), userId, id) : null;
    if (!order) throw new ShopError("ORDER_NOT_EXISTS");
    return c.json(order);
  })
  .post("/:number/payment", validate("query", v.object({ token: v.optional(v.string()) })), async (c) => {
    // Registers the online payment of an order waiting for one; answers the gateway page.
    const order = await buyerOrder(c.env.DB, c.req.param("number"), c.req.valid("query").token);
    const config = przelewy24Config(c.env);
    if (!config || order.payment_method !== "przelewy24" || order.status !== "awaiting_payment") {
      throw new ShopError("BAD_REQUEST", { message: "To zamówienie nie czeka na płatność online." });
    }
    // Past its deadline the order is about to be cancelled: no payment may start for it.
    const due = order.payment_due_at ? Date.parse(order.payment_due_at) : null;
    const now = Date.now();
    if (due !== null && due - now < 60_000) {
      throw new ShopError("ORDER_NOT_ELIGIBLE", { message: "Czas na opłacenie tego zamówienia minął. Złóż nowe zamówienie." });
    }
    const site = siteSettings(c.env).url;
    try {
      const redirectUrl = await createPrzelewy24Client(config).register({
        sessionId: paymentSessionId(order.number, now),
        amount: Math.round(Number(order.total_gross_amount) * 100),
        description: `Zamówienie ${order.number}`,
        email: order.email,
        urlReturn: absoluteUrl(site, `${ROUTES.orderConfirmation}?platnosc=powrot`),
        urlStatus: absoluteUrl(site, API_ROUTES.przelewy24Notification),
        timeLimitMinutes: due === null ? undefined : (due - now) / 60_000,
      });
      return c.json({ redirect_url: redirectUrl });
    } catch (error) {
      if (!(error instanceof Przelewy24Error)) throw error;
      c.var.reporter.capture(error, { url: c.req.url, order: order.number });
      return c.json(errorBody("INTERNAL_ERROR", "Nie udało się połączyć z Przelewy24. Spróbuj ponownie za chwilę."), 502);
    }
  })
  .get("/:number", validate("query", v.object({ token: v.optional(v.string()) })), async (c) => {
    const order = await buyerOrder(c.env.DB, c.req.param("number"), c.req.valid("query").token);
    // Campaigns whose reward this order earns once registered (the confirmation says where).
    const campaigns = await campaignsForOrder(database(c.env.DB), { id: order.id, createdAt: Date.parse(order.created_at) }, Date.now());
    return c.json({ ...order, campaigns });
  });

/** The order a buyer may see: they know the basket token it came from. */
async function buyerOrder(d1: D1Database, number: string, token: string | undefined) {
  if (!token || !CHECKOUT_TOKEN_PATTERN.test(token) || !/^[A-Z]{2}-\d{4}-\d{6,}$/.test(number)) throw new ShopError("ORDER_NOT_EXISTS");
  const order = await readOrderForBuyer(database(d1), number, token);
  if (!order) throw new ShopError("ORDER_NOT_EXISTS");
  return order;
}
