import "../../runtime/shared-deps";
import { DEFAULT_ADD_TO_BASKET_QUANTITY } from "../../../src/common/config/storefront";
import { analytics } from "../../analytics/analytics";
import { addToBasket } from "../../basket/basket-add";
import { ApiError } from "../../api/fetch-json";
import type { CompareTyre } from "../../../src/common/compare-item";
import { tyreDisplayName } from "../../../src/common/tyre-variant-names";
import { openModal } from "../../state/modal";

/**
 * "Do koszyka" in the last-seen panel (SPEC §4): adds a set of four and opens the basket. A sold-out
 * offer explains itself in an info modal whose confirmation reloads the page; any other failure is
 * thrown for the caller's error boundary. Loaded on first click, so pages do not carry it up front.
 */
export async function addLastSeenToBasket(item: CompareTyre, basketHref: string): Promise<"added" | "sold-out"> {
  try {
    await addToBasket(item.sku, DEFAULT_ADD_TO_BASKET_QUANTITY);
  } catch (error) {
    if (!(error instanceof ApiError && error.data?.error_code === "VARIANT_SOLD_OUT")) throw error;
    openModal({
      type: "info",
      title: "Tej oferty już nie ma",
      description: `Nie mamy już tylu sztuk tej oferty opony ${tyreDisplayName(item)}, aby dodać ${DEFAULT_ADD_TO_BASKET_QUANTITY} szt. do koszyka. Odświeżymy stronę, aby pokazać aktualne oferty.`,
      buttonLabel: "Odśwież stronę",
      onConfirm: () => location.reload(),
    });
    return "sold-out";
  }
  analytics.addToCart({
    item_id: item.sku,
    item_name: tyreDisplayName(item),
    item_brand: item.producer,
    item_category: item.season,
    item_variant: `${String(item.attributes.size ?? "")} ${String(item.attributes.loadIndex ?? "")}${String(item.attributes.speedIndex ?? "")}`,
    price: Number(item.price) / 100,
    quantity: DEFAULT_ADD_TO_BASKET_QUANTITY,
  });
  location.assign(basketHref);
  return "added";
}
