import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { parseSelectedCar } from "../../common/car-fit";
import { SELECTED_CAR_COOKIE } from "../../common/config/storefront";
import { cacheNone } from "../../common/cache/strategies";
import { withCache } from "../../common/cache/with-cache";
import type { AppEnv } from "../env";
import { pageSite } from "../page-settings";
import { Island } from "../island";
import { Breadcrumbs } from "../ui/Breadcrumbs";
import { BASKET_NOTICES, basketActions, readBasketNotice } from "./basket-actions";
import { readBasket, type Basket } from "./basket-read";
import { ROUTES, TYRE_PATH_PREFIX, tyrePath } from "../../common/routes";

/**
 * /koszyk: this browser's basket, rendered with its lines so the page is complete at once; with
 * it, the forms the basket and compare buttons post to without JavaScript.
 */
export const basketPage = new Hono<AppEnv>().route("/", basketActions).get(ROUTES.basket, withCache(cacheNone), async (c) => {
  const basket = await readBasket(c);
  // The basket is never cached: the chosen car's warnings render with it, also without scripts.
  const car = parseSelectedCar(getCookie(c, SELECTED_CAR_COOKIE));
  const notice = readBasketNotice(new URL(c.req.url).searchParams);
  return c.render(
    <div className="container basket-page">
      <Breadcrumbs items={[{ label: "Koszyk" }]} />
      <h1>Koszyk</h1>
      {notice ? <BasketNotice notice={notice} basket={basket} /> : null}
      <Island
        name="basket"
        props={{
          initial: basket,
          car,
          tyrePathPrefix: TYRE_PATH_PREFIX,
          catalogueHref: ROUTES.tyres,
          checkoutHref: ROUTES.checkout,
          imageTransformations: c.env.IMAGE_TRANSFORMATIONS === "1",
          delivery: c.var.delivery?.methods ?? [],
          promise: pageSite(c).deliveryPromise,
        }}
      />
    </div>,
    { meta: { title: "Koszyk", noindex: true } },
  );
});

/**
 * What the last basket form did (src/site/pages/basket-actions.tsx), said on the page it lands on:
 * the line it is about named from the basket itself, an error with the way back to the tyre.
 */
function BasketNotice({ notice, basket }: { notice: NonNullable<ReturnType<typeof readBasketNotice>>; basket: Basket | null }) {
  const definition = BASKET_NOTICES[notice.code];
  const line = basket?.lines.find((entry) => entry.sku === notice.sku);
  const name = line ? `${line.variant.product.producer} ${line.variant.product.tread} ${line.variant.product.size}` : null;
  let text: string | null = "text" in definition ? definition.text : null;
  if (notice.code === "dodano" && line) text = `Dodano do koszyka: ${name} – w koszyku ${line.quantity} szt.`;
  if (notice.code === "zmieniono" && line) text = `Zmieniono ilość: ${name} – teraz ${line.quantity} szt.`;
  if (!text) return null;
  const error = definition.kind === "error";
  return (
    <p className={error ? "basket-notice basket-notice-error" : "basket-notice"} role={error ? "alert" : "status"}>
      {text}
      {error && notice.slug ? (
        <>
          {" "}
          <a href={tyrePath(notice.slug)}>Zobacz oferty tej opony</a>
        </>
      ) : null}
    </p>
  );
}
