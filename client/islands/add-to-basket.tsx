import "../runtime/shared-deps";
import { useId, useState, type FormEvent } from "react";
import { MAX_BASKET_LINE_QUANTITY } from "../../src/common/config/orders";
import { BASKET_LABELS } from "../../src/common/i18n/action-labels";
import { AddToBasketForm } from "../../src/common/ui/action-forms";
import type { AnalyticsItem } from "../analytics/analytics";
import { loadBasketAdd } from "../basket/basket-add-loader";
import { useHydrated } from "../runtime/use-hydrated";

export interface AddToBasketProps {
  sku: string;
  /** Starting quantity (4: a set of tyres). */
  quantity: number;
  /** Show a quantity stepper (the data page) or add the starting quantity at once (cards). */
  withQuantity?: boolean;
  maxQuantity: number;
  /** The tyre's slug: without scripts, a refusal on the basket page links back to its offers. */
  slug?: string;
  item: AnalyticsItem;
}

/**
 * "Do koszyka": adds an offer to the basket, updates the badge and reports add_to_cart. A real
 * form: without scripts it posts to the site (src/site/pages/basket-actions.tsx) and the browser goes
 * to the basket; with them the submit is taken over here.
 */
export default function AddToBasket({ sku, quantity: initial, withQuantity = false, maxQuantity, slug, item }: AddToBasketProps) {
  const labels = BASKET_LABELS;
  const limit = Math.max(1, Math.min(maxQuantity, MAX_BASKET_LINE_QUANTITY));
  const [quantity, setQuantity] = useState(Math.min(initial, limit));
  const [busy, setBusy] = useState(false);
  // Typed past the limit: the field shows the limit, and says why, rather than changing silently.
  const [capped, setCapped] = useState(false);
  const inputId = useId();
  // The − / + buttons need scripts; until then (or without them) the field alone sets the quantity.
  const hydrated = useHydrated();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) add();
  }

  async function add() {
    setBusy(true);
    await (await loadBasketAdd()).addAndAnnounce(sku, quantity, item);
    setBusy(false);
  }

  return (
    <AddToBasketForm sku={sku} slug={slug} busy={busy} onSubmit={submit}>
      {withQuantity ? (
        <div className="stepper">
          <label htmlFor={inputId} className="visually-hidden">
            {labels.quantity}
          </label>
          <button
            type="button"
            aria-label={labels.less}
            onClick={() => {
              setCapped(false);
              setQuantity((q) => Math.max(1, q - 1));
            }}
            disabled={!hydrated || quantity <= 1}
          >
            −
          </button>
          <input
            id={inputId}
            type="number"
            name="quantity"
            inputMode="numeric"
            min={1}
            max={limit}
            value={quantity}
            onChange={(event) => {
              const next = Number.parseInt(event.target.value, 10);
              if (!Number.isFinite(next)) return;
              setCapped(next > limit);
              setQuantity(Math.min(limit, Math.max(1, next)));
            }}
          />
          <button
            type="button"
            aria-label={labels.more}
            onClick={() => setQuantity((q) => Math.min(limit, q + 1))}
            disabled={!hydrated || quantity >= limit}
          >
            +
          </button>
        </div>
      ) : (
        <input type="hidden" name="quantity" value={quantity} />
      )}
      {withQuantity && capped ? (
        <p className="stepper-limit" role="status">
          {maxQuantity < MAX_BASKET_LINE_QUANTITY
            ? `Mamy tylko ${limit}\u00a0szt. tej oferty.`
            : `W jednym zamówieniu najwyżej ${limit}\u00a0szt. tej oferty.`}
        </p>
      ) : null}
    </AddToBasketForm>
  );
}
