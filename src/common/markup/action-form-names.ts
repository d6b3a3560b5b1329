/*
 * How the "Porównaj" and "Do koszyka" forms (src/common/ui/action-forms.tsx) and a product card's actions
 * are marked up, for the one delegated island that takes them over (client/islands/card-actions.tsx).
 * Apart from the forms' components, so a listing's chunk carries the names without the components.
 */

/** The class names the delegated card island finds the forms by. */
export const ACTION_FORM = { compare: "compare-form", basket: "add-to-basket" } as const;

/**
 * The id of the page's one JSON block (src/site/ui/CardData.tsx) with every product card's data the
 * browser needs, by the offer's sku: the card-actions island and the chosen car's verdicts read it.
 */
export const CARD_DATA_ID = "karty-dane";

/** What the card data block holds for one card's offer. */
export interface CardData<Item = unknown> {
  /** The card's offer in the stored compare shape (SPEC §3). */
  item: Item;
  /** The season in words, the analytics `item_category` ("zimowe", "całoroczne"). */
  category: string;
}

/**
 * A form's action with what it acts on in the query (the offer's `sku`, the tyre's `slug`, a card's
 * `quantity`), so the form needs no hidden fields; the routes read a field of the body first, then
 * the query (src/site/pages/basket-actions.tsx).
 */
export function formActionPath(path: string, fields: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const name in fields) if (fields[name] !== undefined) query.set(name, String(fields[name]));
  return `${path}?${query}`;
}
