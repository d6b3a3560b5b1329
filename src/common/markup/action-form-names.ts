/*
 * How the "Porównaj" and "Do koszyka" forms (src/common/ui/action-forms.tsx) and a product card's actions
 * are marked up, for the one delegated island that takes them over (client/islands/card-actions.tsx).
 * Apart from the forms' components, so a listing's chunk carries the names without the components.
 */

import type { PackedCard } from "./card-data";

/**
 * The forms' class names: the data page's two forms, and a card's one form with both buttons, by
 * which the delegated card island finds them (its compare button is the `.compare-toggle`).
 */
export const ACTION_FORM = { compare: "compare-form", basket: "add-to-basket", card: "product-card-actions" } as const;

/**
 * The id of the page's one JSON block (src/site/ui/ProductCard.tsx, CardDataScript) with every product
 * card's data the browser needs, a row per card (PackedCard): the card-actions island and the chosen
 * car's verdicts read it (unpackCards).
 */
export const CARD_DATA_ID = "karty-dane";

/** The card data block's rows (PackedCard, ./card-data.ts): an array of arrays, or none when missing or unreadable. */
export function readCardRows(json: string | null | undefined): PackedCard[] {
  try {
    const rows: unknown = JSON.parse(json || "[]");
    return Array.isArray(rows) ? (rows.filter(Array.isArray) as PackedCard[]) : [];
  } catch {
    return [];
  }
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
