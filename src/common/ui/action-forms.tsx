import type { FormEventHandler, ReactNode } from "react";
import { FORM_ACTIONS } from "../config/storefront";
import { BASKET_LABELS, COMPARE_LABELS } from "../i18n/action-labels";
import { ACTION_FORM, formActionPath } from "../markup/action-form-names";

/*
 * The "Porównaj" and "Do koszyka" forms, one markup for every place that shows them: product cards
 * (server-rendered, taken over by the one delegated island client/islands/card-actions.tsx) and the
 * data page's islands (compare-toggle, add-to-basket). Real forms: without scripts they post to
 * the site (src/site/pages/basket-actions.tsx). What they act on rides in the action's query, not
 * in hidden fields; the icons are the stylesheet's (.icon-compare, .icon-basket), the label the
 * button's own text.
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
      <button
        type="submit"
        className={selected ? "compare-toggle icon-before icon-compare selected" : "compare-toggle icon-before icon-compare"}
        aria-pressed={selected}
      >
        {selected ? COMPARE_LABELS.remove : COMPARE_LABELS.add}
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
      <button type="submit" className="button button-primary add-button icon-before icon-basket" disabled={busy}>
        {busy ? BASKET_LABELS.adding : BASKET_LABELS.add}
      </button>
    </form>
  );
}
