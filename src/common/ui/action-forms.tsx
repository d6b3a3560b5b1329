import type { FormEventHandler, ReactNode } from "react";
import { FORM_ACTIONS } from "../config/storefront";
import { BASKET_LABELS, COMPARE_LABELS } from "../i18n/action-labels";
import { ACTION_FORM, formActionPath } from "../markup/action-form-names";

/*
 * The "Porównaj" and "Do koszyka" forms, one markup for every place that shows them: the data page's
 * islands (compare-toggle, add-to-basket) and product cards (CardActionsForm: server-rendered, taken
 * over by the one delegated island client/islands/card-actions.tsx). Real forms: without scripts
 * they post to the site (src/site/pages/basket-actions.tsx). What they act on rides in the action's
 * query, not in hidden fields; the icons are the stylesheet's (.icon-compare, .icon-basket), the
 * label the button's own text.
 */

export function CompareForm({
  sku,
  slug,
  selected,
  onSubmit,
}: {
  sku: string;
  slug: string;
  selected: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
}) {
  return (
    <form
      className={ACTION_FORM.compare}
      method="post"
      action={formActionPath(FORM_ACTIONS.compareToggle, { sku, slug })}
      onSubmit={onSubmit}
    >
      <CompareButton selected={selected} />
    </form>
  );
}

function CompareButton({ selected, formAction }: { selected: boolean; formAction?: string }) {
  return (
    <button
      type="submit"
      formAction={formAction}
      className={selected ? "compare-toggle icon-before icon-compare selected" : "compare-toggle icon-before icon-compare"}
      aria-pressed={selected}
    >
      {selected ? COMPARE_LABELS.remove : COMPARE_LABELS.add}
    </button>
  );
}

const ADD_BUTTON_CLASS = "button button-primary add-button icon-before icon-basket";

/**
 * A product card's two actions as one form (issue 37: three elements a card instead of five, 24
 * cards a listing): it posts "Do koszyka" (the card's quantity in its action); "Porównaj" posts to
 * the compare route by its button's `formaction`. The card island tells them apart by the submitter.
 * They name the offer alone (the routes look up its tyre when they need it): ~110 bytes a card.
 */
export function CardActionsForm({ sku, quantity }: { sku: string; quantity: number }) {
  return (
    <form className={ACTION_FORM.card} method="post" action={formActionPath(FORM_ACTIONS.basketAdd, { sku, quantity })}>
      <CompareButton selected={false} formAction={formActionPath(FORM_ACTIONS.compareToggle, { sku })} />
      <button type="submit" className={ADD_BUTTON_CLASS}>
        {BASKET_LABELS.add}
      </button>
    </form>
  );
}

export function AddToBasketForm({
  sku,
  slug,
  quantity,
  busy,
  onSubmit,
  children,
}: {
  sku: string;
  slug?: string;
  /** A card's fixed quantity, in the action's query; the data page sends its stepper's instead. */
  quantity?: number;
  busy: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** The data page's stepper (a field named `quantity`), if any. */
  children?: ReactNode;
}) {
  return (
    <form
      className={ACTION_FORM.basket}
      method="post"
      action={formActionPath(FORM_ACTIONS.basketAdd, { sku, slug, quantity })}
      onSubmit={onSubmit}
    >
      {children}
      <button type="submit" className={ADD_BUTTON_CLASS} disabled={busy}>
        {busy ? BASKET_LABELS.adding : BASKET_LABELS.add}
      </button>
    </form>
  );
}
