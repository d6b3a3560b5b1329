import "../runtime/shared-deps";
import { BASKET_LABELS } from "../../src/common/i18n/action-labels";
import { analytics, type AnalyticsItem } from "../analytics/analytics";
import { answer, shopApi } from "../api/clients";
import { ApiError } from "../api/fetch-json";
import type { Checkout } from "../api/server-types";
import type { CompareTyre } from "../../src/common/compare-item";
import { basketState, clearBasketToken, isUnknownBasket, restoreBasketToken, saveBasketToken } from "../state/basket";
import { showToast } from "../state/ui";

/** The line's quantity already in the basket; null when the shop no longer knows the basket (then forgotten). */
async function currentQuantity(token: string, sku: string): Promise<number | null> {
  try {
    const checkout = await answer(shopApi.checkout[":token"].$get({ param: { token } }));
    return checkout.lines.find((line) => line.sku === sku)?.quantity ?? 0;
  } catch (error) {
    if (!isUnknownBasket(error)) throw error;
    clearBasketToken();
    return null;
  }
}

/**
 * Adds `quantity` of an offer: creates the checkout when there is none (storing the token), else
 * sets the line to what it had plus `quantity`; the header badge takes the new line count.
 * Rejects with ApiError (VARIANT_SOLD_OUT…). Plain calls, no query cache: cards, the data page
 * and last seen add from pages that load no query library.
 */
export async function addToBasket(sku: string, quantity: number): Promise<Checkout> {
  restoreBasketToken();
  let token = basketState.token;
  let existing = 0;
  if (token) {
    const found = await currentQuantity(token, sku);
    if (found === null) token = null;
    else existing = found;
  }
  const checkout = await answer(shopApi.checkout.$post({ query: token ? { token } : {}, json: { sku, quantity: existing + quantity } }));
  saveBasketToken(checkout.token, checkout.lines.length);
  return checkout;
}

/**
 * "Do koszyka" on a card or the data page: adds, reports add_to_cart and says so in a toast; a
 * refusal shows the shop's own reason ("Nie mamy już tylu sztuk…") or a general one.
 */
export async function addAndAnnounce(sku: string, quantity: number, item: AnalyticsItem): Promise<void> {
  try {
    await addToBasket(sku, quantity);
    analytics.addToCart({ ...item, quantity });
    showToast(BASKET_LABELS.added.replace("#", String(quantity)), "success");
  } catch (error) {
    showToast(error instanceof ApiError && error.data?.message ? error.data.message : BASKET_LABELS.failed, "error");
  }
}

/**
 * The GA4 item of a product card's offer, derived from the page's card data rather than carried by
 * every card; here, with the add it reports, so a listing loads it with the first press.
 */
export function cardAnalyticsItem(item: CompareTyre, category: string, position?: number): AnalyticsItem {
  return {
    item_id: item.sku,
    item_name: `${item.producer} ${item.tread}`,
    item_brand: item.producer,
    item_category: category,
    item_variant: `${String(item.attributes.size ?? "")} ${String(item.attributes.loadIndex ?? "")}${String(item.attributes.speedIndex ?? "")}`,
    price: Number(item.price ?? 0) / 100,
    ...(position !== undefined ? { index: position } : {}),
  };
}

/**
 * A product card's "Do koszyka" pressed (client/islands/card-actions.tsx, which has already
 * disabled the button and said it is adding): adds, then gives the button back. The quantity
 * rides in the form's action, the card's place in the list in its data-position.
 */
export async function addFromCard(
  form: HTMLFormElement,
  button: HTMLButtonElement,
  card: Element,
  item: CompareTyre,
  category: string,
): Promise<void> {
  const quantity = Number(new URL(form.action).searchParams.get("quantity")) || 1;
  const position = Number(card.getAttribute("data-position")) || undefined;
  await addAndAnnounce(item.sku, quantity, cardAnalyticsItem(item, category, position));
  button.disabled = false;
  button.textContent = BASKET_LABELS.add;
}
