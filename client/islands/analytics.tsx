import "../runtime/shared-deps";
import { useEffect } from "react";
import { analytics, type AnalyticsItem, type AnalyticsPromotion, type Purchase } from "../analytics/analytics";

const REPORTED_PURCHASES_KEY = "reported-purchases";

/** A purchase is reported once, even when the confirmation page is reloaded. */
function firstReport(transactionId: string): boolean {
  try {
    const reported = JSON.parse(localStorage.getItem(REPORTED_PURCHASES_KEY) ?? "[]") as unknown;
    const list = Array.isArray(reported) ? reported.filter((id): id is string => typeof id === "string") : [];
    if (list.includes(transactionId)) return false;
    localStorage.setItem(REPORTED_PURCHASES_KEY, JSON.stringify([...list, transactionId].slice(-20)));
  } catch {
    // Storage blocked: report anyway (a duplicate beats a lost sale in the reports).
  }
  return true;
}

export interface AnalyticsProps {
  /** A product list on the page: view_item_list now, select_item when a card link is clicked. */
  list?: { id: string; name: string; items: AnalyticsItem[] };
  /** The product of a data page: view_item. */
  item?: AnalyticsItem;
  /** Promotions shown: view_promotion now, select_promotion on a click inside [data-promotion-id]. */
  promotions?: AnalyticsPromotion[];
  /** The order on its confirmation page: purchase, once per order. */
  purchase?: Purchase;
}

/** Page analytics pushed to window.dataLayer in GA4's ecommerce shape. Renders nothing. */
export default function Analytics({ list, item, promotions, purchase }: AnalyticsProps) {
  useEffect(() => {
    if (purchase && firstReport(purchase.transaction_id)) analytics.purchase(purchase);
  }, [purchase]);
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
