import { useEffect } from "react";
import { analytics, type AnalyticsItem, type AnalyticsPromotion } from "../analytics";

export interface AnalyticsProps {
  /** A product list on the page: view_item_list now, select_item when a card link is clicked. */
  list?: { id: string; name: string; items: AnalyticsItem[] };
  /** The product of a data page: view_item. */
  item?: AnalyticsItem;
  /** Promotions shown: view_promotion now, select_promotion on a click inside [data-promotion-id]. */
  promotions?: AnalyticsPromotion[];
}

/** Page analytics pushed to window.dataLayer in GA4's ecommerce shape. Renders nothing. */
export default function Analytics({ list, item, promotions }: AnalyticsProps) {
  useEffect(() => {
    if (list?.items.length) analytics.viewItemList(list.id, list.name, list.items);
    if (item) analytics.viewItem(item);
    if (promotions?.length) analytics.viewPromotion(promotions);

    const onClick = (event: MouseEvent) => {
      const target = event.target as HTMLElement;
      const card = target.closest<HTMLElement>("[data-position]");
      if (list && card && target.closest("a")) {
        const selected = list.items.find((candidate) => String(candidate.index) === card.dataset.position);
        if (selected) analytics.selectItem(list.id, list.name, selected);
      }
      const promotion = target.closest<HTMLElement>("[data-promotion-id]");
      if (promotion && promotions) {
        const chosen = promotions.find((candidate) => candidate.promotion_id === promotion.dataset.promotionId);
        if (chosen) analytics.selectPromotion(chosen);
      }
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [list, item, promotions]);
  return null;
}
