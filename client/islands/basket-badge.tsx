import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { plural, type PluralForms } from "../plural";
import { ApiError, simpleCheckoutQuery } from "../query";
import { basketState, clearBasketToken, restoreBasketToken } from "../state/basket";
import { useHydrated } from "../runtime/use-hydrated";
import { BasketIcon } from "../icons";

export interface BasketBadgeProps {
  href: string;
  label: string;
  /** Accessible count text in its Polish plural forms ("#" is the number). */
  countForms: PluralForms;
  showLabel?: boolean;
}

/** The header basket link with its count, fed by the simple checkout (refetched on focus). */
export default function BasketBadge({ href, label, countForms, showLabel = false }: BasketBadgeProps) {
  // The token is read after hydration (the server markup never knows the basket) and shared
  // with every island, so adding to the basket anywhere updates this badge.
  const { token: stored } = useSnapshot(basketState);
  const token = useHydrated() ? stored : null;
  useEffect(restoreBasketToken, []);

  const checkout = useQuery({ ...simpleCheckoutQuery(token ?? ""), enabled: Boolean(token) });
  useEffect(() => {
    const error = checkout.error;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      clearBasketToken();
    }
  }, [checkout.error]);

  const count = token ? (checkout.data?.lines_count ?? 0) : 0;
  const countLabel = plural(count, countForms);
  return (
    <a className="header-action basket-link" href={href} aria-label={`${label}: ${countLabel}`}>
      <span className="header-action-icon">
        <BasketIcon />
        {count > 0 ? (
          <span className="badge" data-testid="basket-count">
            {count}
          </span>
        ) : null}
      </span>
      {showLabel ? <span className="header-action-label">{label}</span> : null}
    </a>
  );
}
