import type { QueryClient } from "@tanstack/react-query";
import { queryOptions } from "@tanstack/react-query";
import { CHECKOUT_DRAFT_STORAGE_KEY } from "../../src/common/config/orders";
import { STALE_TIME_MS } from "../../src/common/config/storefront";
import { answer, shopApi } from "./clients";
import type { Checkout } from "./server-types";

export { lineAnalyticsItem } from "../../src/common/analytics-items";
import { saveBasketToken } from "../state/basket";

/* The basket page's and the checkout's cached checkout (TanStack Query); adding from a card or a data page: client/basket/basket-add.ts. */

export const checkoutQuery = (token: string) =>
  queryOptions({
    queryKey: ["checkout", token],
    queryFn: () => answer(shopApi.checkout[":token"].$get({ param: { token } })),
    staleTime: STALE_TIME_MS.checkout,
    refetchOnWindowFocus: true,
  });

/**
 * Sets one line's quantity (0 removes it) in an existing checkout, then invalidates the cached
 * checkout (the update variant of SPEC §7), so the basket refetches; the header badge takes the new count.
 */
export async function updateBasketLine(queryClient: QueryClient, token: string, sku: string, quantity: number): Promise<Checkout> {
  const checkout = await answer(shopApi.checkout.$post({ query: { token }, json: { sku, quantity } }));
  saveBasketToken(checkout.token, checkout.lines.length);
  queryClient.setQueryData(checkoutQuery(checkout.token).queryKey, checkout);
  await queryClient.invalidateQueries({ queryKey: ["checkout", checkout.token] });
  return checkout;
}

/** What a shopper typed at checkout: the form's values by field name, and the billing checkbox. */
export interface CheckoutDraft {
  values: Record<string, string>;
  sameAddress: boolean;
}

/** The form's fields a draft may carry (never the terms' acceptance: that is given each time). */
const DRAFT_FIELD = /^(?:email|phone|notes|payment_method|(?:shipping|billing)\.[a-z_]{2,20})$/;

/**
 * The draft this tab kept for `owner` (a guest, or one customer), or null. Browser storage only:
 * a guest's data is never stored on the server. A draft of someone else is removed, not shown.
 */
export function readCheckoutDraft(owner: string): CheckoutDraft | null {
  try {
    const raw = sessionStorage.getItem(CHECKOUT_DRAFT_STORAGE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as { owner?: unknown; values?: unknown; sameAddress?: unknown };
    if (stored.owner !== owner || !stored.values || typeof stored.values !== "object") {
      sessionStorage.removeItem(CHECKOUT_DRAFT_STORAGE_KEY);
      return null;
    }
    const values = Object.fromEntries(
      Object.entries(stored.values).filter(
        (entry): entry is [string, string] => DRAFT_FIELD.test(entry[0]) && typeof entry[1] === "string" && entry[1].length <= 500,
      ),
    );
    return { values, sameAddress: stored.sameAddress !== false };
  } catch {
    return null; // no storage (private mode) or a malformed entry: start from the page's values
  }
}

export function saveCheckoutDraft(owner: string, draft: CheckoutDraft): void {
  try {
    const values = Object.fromEntries(Object.entries(draft.values).filter(([name]) => DRAFT_FIELD.test(name)));
    sessionStorage.setItem(CHECKOUT_DRAFT_STORAGE_KEY, JSON.stringify({ owner, values, sameAddress: draft.sameAddress }));
  } catch {
    // No storage: the form still works, it just forgets on reload.
  }
}

/** Once the order is placed, nothing typed is kept. */
export function clearCheckoutDraft(): void {
  try {
    sessionStorage.removeItem(CHECKOUT_DRAFT_STORAGE_KEY);
  } catch {
    // No storage, nothing kept.
  }
}
