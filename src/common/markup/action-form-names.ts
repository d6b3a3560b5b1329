/*
 * How the "Porównaj" and "Do koszyka" forms (src/common/ui/action-forms.tsx) and a product card's actions
 * are marked up, for the one delegated island that takes them over (client/islands/card-actions.tsx).
 * Apart from the forms' components, so a listing's chunk carries the names without the components.
 */

/** The class names the delegated card island finds the forms and their parts by. */
export const ACTION_FORM = { compare: "compare-form", basket: "add-to-basket", label: "action-label" } as const;

/** The attributes a product card's actions carry (src/site/ui/ProductCard.tsx writes them). */
export const CARD_ACTIONS = {
  /** The card's offer in the stored compare shape (SPEC §3), JSON. */
  item: "data-card-item",
  /** Pieces a press adds: a set of four, or what is left. */
  quantity: "data-card-quantity",
  /** 1-based place in the list (analytics `index`). */
  position: "data-card-position",
  /** The season in words, the analytics `item_category` ("zimowe", "całoroczne"). */
  category: "data-card-category",
} as const;
