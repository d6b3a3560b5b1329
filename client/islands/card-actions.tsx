import "../runtime/shared-deps";
import { useEffect } from "react";
import { subscribe } from "valtio";
import { BASKET_LABELS, COMPARE_LABELS } from "../../src/common/i18n/action-labels";
import { ACTION_FORM, CARD_ACTIONS } from "../../src/common/markup/action-form-names";
import type { AnalyticsItem } from "../analytics/analytics";
import { loadBasketAdd } from "../basket/basket-add-loader";
import { appState } from "../state/app";
import { restoreCompareTyres, toggleCompare } from "../state/compare";
import { isCompareTyreList, type CompareTyre } from "../../src/common/compare-item";
import { openModal } from "../state/modal";

/** The GA4 item of a card's offer, derived here rather than carried by every card. */
function analyticsItemOf(item: CompareTyre, category: string, position?: number): AnalyticsItem {
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

function cardItem(card: Element): CompareTyre | null {
  try {
    const parsed: unknown = [JSON.parse(card.getAttribute(CARD_ACTIONS.item) ?? "null")];
    return isCompareTyreList(parsed) ? (parsed[0] ?? null) : null;
  } catch {
    return null;
  }
}

/** A button's visible label (the span beside its icon). */
function setLabel(button: HTMLButtonElement, text: string): void {
  const label = button.querySelector(`.${ACTION_FORM.label}`);
  if (label) label.textContent = text;
}

/** Every card's "Porównaj" follows the shared selection, as the data page's React button does. */
function showCompareSelection(): void {
  const chosen = new Set(appState.compareTyres.map((tyre) => tyre.sku));
  for (const form of document.querySelectorAll<HTMLFormElement>(`[${CARD_ACTIONS.item}] form.${ACTION_FORM.compare}`)) {
    const button = form.querySelector("button");
    const sku = new FormData(form).get("sku");
    if (!button || typeof sku !== "string") continue;
    const selected = chosen.has(sku);
    // Only a button whose state changed is touched: writing all 24 would restyle the page for nothing.
    if (button.getAttribute("aria-pressed") === String(selected)) continue;
    button.classList.toggle("selected", selected);
    button.setAttribute("aria-pressed", String(selected));
    setLabel(button, selected ? COMPARE_LABELS.remove : COMPARE_LABELS.add);
  }
}

async function addFromCard(form: HTMLFormElement, card: Element, item: CompareTyre): Promise<void> {
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (!button || button.disabled) return;
  button.disabled = true;
  setLabel(button, BASKET_LABELS.adding);
  const quantity = Number(card.getAttribute(CARD_ACTIONS.quantity)) || 1;
  const position = Number(card.getAttribute(CARD_ACTIONS.position)) || undefined;
  const category = card.getAttribute(CARD_ACTIONS.category) ?? item.season;
  await (await loadBasketAdd()).addAndAnnounce(item.sku, quantity, analyticsItemOf(item, category, position));
  button.disabled = false;
  setLabel(button, BASKET_LABELS.add);
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
      const card = form instanceof HTMLFormElement ? form.closest(`[${CARD_ACTIONS.item}]`) : null;
      const item = card ? cardItem(card) : null;
      if (!(form instanceof HTMLFormElement) || !card || !item) return;
      event.preventDefault();
      if (form.classList.contains(ACTION_FORM.compare)) {
        // With three chosen, the shopper picks which one the new tyre replaces.
        if (toggleCompare(item) === "full") openModal({ type: "compare", item });
      } else if (form.classList.contains(ACTION_FORM.basket)) {
        void addFromCard(form, card, item);
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
