/**
 * The basket's add (client/basket/basket-add.ts, with the analytics report it sends) loads with the
 * first press of "Do koszyka": a listing or a data page where nobody adds downloads none of it
 * (issue 21). The press waits one small request the first time.
 */
export const loadBasketAdd = () => import("./basket-add");
