import { Hono } from "hono";
import { cacheNone } from "../cache/strategies";
import { withCache } from "../cache/with-cache";
import type { AppEnv } from "../env";
import { Island } from "../island";
import { Breadcrumbs } from "../ui/Breadcrumbs";
import { readBasket } from "./basket-read";
import { ROUTES, TYRE_PATH_PREFIX } from "../routes";

/** /koszyk: this browser's basket, rendered with its lines so the page is complete at once. */
export const basketPage = new Hono<AppEnv>().get(ROUTES.basket, withCache(cacheNone), async (c) => {
  const basket = await readBasket(c);
  return c.render(
    <div className="container basket-page">
      <Breadcrumbs items={[{ label: "Koszyk" }]} />
      <h1>Koszyk</h1>
      <Island
        name="basket"
        props={{ initial: basket, tyrePathPrefix: TYRE_PATH_PREFIX, catalogueHref: ROUTES.tyres, checkoutHref: ROUTES.checkout }}
      />
    </div>,
    { meta: { title: "Koszyk", noindex: true } },
  );
});
