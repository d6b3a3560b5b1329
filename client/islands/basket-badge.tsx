import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { plural, type PluralForms } from "../../src/common/i18n/plural";
import { basketState, refreshBasketCount } from "../state/basket";
import { useHydrated } from "../runtime/use-hydrated";
import { HeaderActionIcon } from "../../src/common/ui/icons";

export interface BasketBadgeProps {
  href: string;
  label: string;
  /** Accessible count text in its Polish plural forms ("#" is the number). */
  countForms: PluralForms;
  showLabel?: boolean;
}

/** The header basket link with its count, fed by the simple checkout (asked again whenever the tab comes back into view). */
export default function BasketBadge({ href, label, countForms, showLabel = false }: BasketBadgeProps) {
  // The token and count are read after hydration (the server markup never knows the basket) and
  // shared with every island, so adding to the basket anywhere updates this badge.
  const { token: stored, count: storedCount } = useSnapshot(basketState);
  const hydrated = useHydrated();
  useEffect(() => {
    void refreshBasketCount();
    const onVisible = () => {
      if (document.visibilityState === "visible") void refreshBasketCount();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, []);

  const count = hydrated && stored ? storedCount : 0;
  const countLabel = plural(count, countForms);
  return (
    <a className="header-action basket-link" href={href} aria-label={`${label}: ${countLabel}`}>
      <HeaderActionIcon name="basket">
        {count > 0 ? (
          <span className="badge" data-testid="basket-count">
            {count}
          </span>
        ) : null}
      </HeaderActionIcon>
      {showLabel ? <span className="header-action-label">{label}</span> : null}
    </a>
  );
}
