import type { QueryClient } from "@tanstack/react-query";
import { queryOptions } from "@tanstack/react-query";
import { STALE_TIME_MS } from "../src/config";
import { ApiError, fetchJson } from "./query";
import type { Checkout, CheckoutLine, CheckoutLineRequest } from "./server-types";
import { basketState, clearBasketToken, restoreBasketToken, saveBasketToken } from "./state/basket";

export const checkoutQuery = (token: string) =>
  queryOptions({
    queryKey: ["checkout", token],
    queryFn: () => fetchJson<Checkout>(`/api/v1/checkout/${encodeURIComponent(token)}`),
    staleTime: STALE_TIME_MS.checkout,
    refetchOnWindowFocus: true,
  });

/** The line's quantity already in the basket; a basket the shop no longer knows is forgotten. */
async function currentQuantity(queryClient: QueryClient, token: string, sku: string): Promise<number | null> {
  try {
    const checkout = await queryClient.fetchQuery(checkoutQuery(token));
    return checkout.lines.find((line) => line.sku === sku)?.quantity ?? 0;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      clearBasketToken();
      return null;
    }
    throw error;
  }
}

/**
 * Adds `quantity` of an offer: creates the checkout when there is none (storing the token), else
 * sets the line to what it had plus `quantity`. Rejects with ApiError (VARIANT_SOLD_OUT…).
 */
export async function addToBasket(queryClient: QueryClient, sku: string, quantity: number): Promise<Checkout> {
  restoreBasketToken();
  let token = basketState.token;
  let existing = 0;
  if (token) {
    const found = await currentQuantity(queryClient, token, sku);
    if (found === null) token = null;
    else existing = found;
  }
  const checkout = await fetchJson<Checkout>(`/api/v1/checkout${token ? `?token=${encodeURIComponent(token)}` : ""}`, {
    method: "POST",
    body: JSON.stringify({ sku, quantity: existing + quantity } satisfies CheckoutLineRequest),
  });
  saveBasketToken(checkout.token);
  queryClient.setQueryData(checkoutQuery(checkout.token).queryKey, checkout);
  await queryClient.invalidateQueries({ queryKey: ["checkout", checkout.token, "simple"] });
  return checkout;
}

/**
 * Sets one line's quantity (0 removes it) in an existing checkout, then invalidates the cached
 * checkout (the update variant of SPEC §7), so the basket and the header badge refetch.
 */
export async function updateBasketLine(queryClient: QueryClient, token: string, sku: string, quantity: number): Promise<Checkout> {
  const checkout = await fetchJson<Checkout>(`/api/v1/checkout?token=${encodeURIComponent(token)}`, {
    method: "POST",
    body: JSON.stringify({ sku, quantity } satisfies CheckoutLineRequest),
  });
  saveBasketToken(checkout.token);
  queryClient.setQueryData(checkoutQuery(checkout.token).queryKey, checkout);
  await queryClient.invalidateQueries({ queryKey: ["checkout", checkout.token] });
  return checkout;
}

/** A basket line as a GA4 item. */
export function lineAnalyticsItem(line: CheckoutLine, quantity = line.quantity) {
  const { product } = line.variant;
  return {
    item_id: line.sku,
    item_name: `${product.producer} ${product.tread}`,
    item_brand: product.producer,
    item_category: product.season,
    item_variant: `${product.size} ${product.load_index}${product.speed_index}`,
    price: Number(line.price),
    quantity,
  };
}
