import "../runtime/shared-deps";
import { useEffect } from "react";
import { subscribe } from "valtio";
import { BASKET_LABELS, COMPARE_LABELS } from "../../src/common/i18n/action-labels";
import { ACTION_FORM, CARD_DATA_ID } from "../../src/common/markup/action-form-names";
import { type CardData, unpackCards } from "../../src/common/markup/card-data";
import { loadBasketAdd } from "../basket/basket-add-loader";
import { appState } from "../state/app";
import { restoreCompareTyres, toggleCompare } from "../state/compare";
import type { CompareTyre } from "../../src/common/compare-item";
import { openModal } from "../state/modal";

/**
 * The page's card data (src/site/ui/ProductCard.tsx CardDataScript), by sku: read at the first press.
 * The server's rows (PackedCard), read back into the stored compare shape (compareItemOfCard's).
 */
let cards: Map<string, CardData<CompareTyre>> | undefined;

function cardData(sku: string): CardData<CompareTyre> | undefined {
  cards ??= unpackCards(document.getElementById(CARD_DATA_ID)?.textContent);
  return cards.get(sku);
}

/** A field of a form's action (src/common/ui/action-forms.tsx: what a card's form acts on rides in its query). */
const actionField = (form: HTMLFormElement, name: string) => new URL(form.action).searchParams.get(name);

/** Every card's "Porównaj" follows the shared selection, as the data page's React button does. */
function showCompareSelection(): void {
  const chosen = new Set(appState.compareTyres.map((tyre) => tyre.sku));
  for (const form of document.querySelectorAll<HTMLFormElement>(`.product-card form.${ACTION_FORM.card}`)) {
    const button = form.querySelector(".compare-toggle");
    const sku = actionField(form, "sku");
    if (!button || !sku) continue;
    const selected = chosen.has(sku);
    // Only a button whose state changed is touched: writing all 24 would restyle the page for nothing.
    if (button.getAttribute("aria-pressed") === String(selected)) continue;
    button.classList.toggle("selected", selected);
    button.setAttribute("aria-pressed", String(selected));
    // The label is the button's text (its icon is the stylesheet's).
    button.textContent = selected ? COMPARE_LABELS.remove : COMPARE_LABELS.add;
  }
}

/**
 * Every product card's "Porównaj" and "Do koszyka" on a listing, by one listener on the document:
 * the cards are server HTML with real forms (src/common/ui/action-forms.tsx), so a listing hydrates one
 * root instead of one per card (issue 21), and before this runs (or without scripts) the forms
 * post to the site as they would anyway.
 */
export default function CardActions(_props: Record<string, never>) {
  useEffect(() => {
    restoreCompareTyres();
    showCompareSelection();
    const unsubscribe = subscribe(appState, showCompareSelection);
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      const button = event.submitter;
      if (!(form instanceof HTMLFormElement) || !form.classList.contains(ACTION_FORM.card)) return;
      if (!(button instanceof HTMLButtonElement)) return;
      const card = form.closest(".product-card");
      const data = card && cardData(actionField(form, "sku") ?? "");
      if (!card || !data) return;
      event.preventDefault();
      // One form, two buttons: "Porównaj" posts by its own formaction (src/common/ui/action-forms.tsx).
      if (button.classList.contains("compare-toggle")) {
        // With three chosen, the shopper picks which one the new tyre replaces.
        if (toggleCompare(data.item) === "full") openModal({ type: "compare", item: data.item });
      } else {
        if (button.disabled) return;
        // Said at once; the add itself loads with the first press (client/basket/basket-add.ts).
        button.disabled = true;
        button.textContent = BASKET_LABELS.adding;
        void loadBasketAdd().then((basket) => basket.addFromCard(form, button, card, data.item, data.category));
      }
    };
    document.addEventListener("submit", onSubmit);
    return () => {
      unsubscribe();
      document.removeEventListener("submit", onSubmit);
    };
  }, []);
  return null;
}
