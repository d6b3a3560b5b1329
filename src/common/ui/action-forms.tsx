import type { FormEventHandler, ReactNode } from "react";
import { FORM_ACTIONS } from "../config/storefront";
import { BASKET_LABELS, COMPARE_LABELS } from "../i18n/action-labels";
import { ACTION_FORM } from "../markup/action-form-names";
import { BasketIcon, CompareIcon } from "./icons";

/*
 * The "Porównaj" and "Do koszyka" forms, one markup for every place that shows them: product cards
 * (server-rendered, taken over by the one delegated island client/islands/card-actions.tsx) and the
 * data page's islands (compare-toggle, add-to-basket). Real forms: without scripts they post to
 * the site (src/site/pages/basket-actions.tsx).
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
    <form className={ACTION_FORM.compare} method="post" action={FORM_ACTIONS.compareToggle} onSubmit={onSubmit}>
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="slug" value={slug} />
      <button type="submit" className={selected ? "compare-toggle selected" : "compare-toggle"} aria-pressed={selected}>
        <CompareIcon />
        <span className={ACTION_FORM.label}>{selected ? COMPARE_LABELS.remove : COMPARE_LABELS.add}</span>
      </button>
    </form>
  );
}

export function AddToBasketForm({
  sku,
  slug,
  busy,
  onSubmit,
  children,
}: {
  sku: string;
  slug?: string;
  busy: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** The quantity: a hidden field (cards) or the data page's stepper. */
  children: ReactNode;
}) {
  return (
    <form className={ACTION_FORM.basket} method="post" action={FORM_ACTIONS.basketAdd} onSubmit={onSubmit}>
      <input type="hidden" name="sku" value={sku} />
      {slug ? <input type="hidden" name="slug" value={slug} /> : null}
      {children}
      <button type="submit" className="button button-primary add-button" disabled={busy}>
        <BasketIcon />
        <span className={ACTION_FORM.label}>{busy ? BASKET_LABELS.adding : BASKET_LABELS.add}</span>
      </button>
    </form>
  );
}
