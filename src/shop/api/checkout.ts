import { Hono } from "hono";
import * as v from "valibot";
import { MAX_BASKET_LINE_QUANTITY } from "../../common/config/orders";
import { database } from "../db/client";
import { CHECKOUT_TOKEN_PATTERN, readCheckout, setCheckoutLine } from "../db/queries/checkout";
import type { ShopApiEnv } from "../env";
import { ShopError } from "../../common/errors";
import { cacheShort } from "../../common/cache/strategies";
import { withCache } from "../../common/cache/with-cache";
import { limitBasketCreation } from "./order-limits";
import { currentSiteSettings, savedShopSettings } from "../shop-settings";
import { validate } from "../../common/api";

const lineInput = v.object({
  sku: v.pipe(v.string("Podaj kod oferty (sku)."), v.regex(/^[A-Z0-9-]{1,40}$/, "Nieprawidłowy kod oferty.")),
  quantity: v.pipe(
    v.number("Ilość musi być liczbą."),
    v.integer("Ilość musi być liczbą całkowitą."),
    v.minValue(0, "Ilość nie może być ujemna."),
    v.maxValue(MAX_BASKET_LINE_QUANTITY, `Możesz zamówić najwyżej ${MAX_BASKET_LINE_QUANTITY} sztuk jednej oferty.`),
  ),
});

const tokenQuery = v.object({ token: v.optional(v.string()) });

/** A token must look like one before D1 is asked: malformed → 400, unknown → 404. */
function checkToken(token: string): string {
  if (!CHECKOUT_TOKEN_PATTERN.test(token)) throw new ShopError("BAD_REQUEST", { message: "Nieprawidłowy identyfikator koszyka." });
  return token;
}

async function loadCheckout(db: ReturnType<typeof database>, token: string) {
  const checkout = await readCheckout(db, checkToken(token));
  if (!checkout) throw new ShopError("NOT_FOUND", { message: "Nie znaleźliśmy tego koszyka." });
  return checkout;
}

/** The basket (SPEC §7 "checkout"): personal, so never cached; payment methods are the exception. */
export const checkoutApi = new Hono<ShopApiEnv>()
  // Short: the list follows the gateway's configuration, which can change without a new build.
  // The owner's switch over the configured methods (/panel/ustawienia): the edge copies carry the
  // settings' version, so a save reaches them at once; this isolate's copy is forgotten by the save.
  .get(
    "/payments/methods",
    async (c, next) => {
      c.set("cacheVersion", (await savedShopSettings(c.env)).version);
      await next();
    },
    withCache(cacheShort),
    async (c) => c.json({ methods: (await currentSiteSettings(c.env)).paymentMethods }),
  )
  .use(async (c, next) => {
    await next();
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "private, no-store");
  })
  .post("/", validate("query", tokenQuery), validate("json", lineInput), async (c) => {
    const { token } = c.req.valid("query");
    const { sku, quantity } = c.req.valid("json");
    const db = database(c.env.DB);
    const now = Date.now();
    if (token === undefined) await limitBasketCreation(c, db, now);
    const saved = await setCheckoutLine(db, { token: token === undefined ? undefined : checkToken(token), sku, quantity, now });
    return c.json(await loadCheckout(db, saved), token ? 200 : 201);
  })
  .get("/:token", async (c) => c.json(await loadCheckout(database(c.env.DB), c.req.param("token"))))
  .get("/:token/simple", async (c) => {
    const checkout = await loadCheckout(database(c.env.DB), c.req.param("token"));
    return c.json({ lines_count: checkout.lines_count, total_gross_amount: checkout.total_gross_amount });
  });
