import { ANALYTICS_SHIPPING, ANALYTICS_TAX, CURRENCY } from "../src/config";

/** One product in GA4's ecommerce shape. */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_brand: string;
  item_category: string;
  item_variant: string;
  price: number;
  quantity?: number;
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
}

export interface AnalyticsPromotion {
  promotion_id: string;
  promotion_name: string;
  creative_slot?: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes an ecommerce event to window.dataLayer (cleared first, as GA4 recommends). */
export function pushEvent(event: string, ecommerce: Record<string, unknown>): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push({ event, ecommerce: { currency: CURRENCY, ...ecommerce } });
}

const value = (items: AnalyticsItem[]) => Math.round(items.reduce((sum, item) => sum + item.price * (item.quantity ?? 1), 0) * 100) / 100;

export const analytics = {
  viewItemList: (listId: string, listName: string, items: AnalyticsItem[]) =>
    pushEvent("view_item_list", { item_list_id: listId, item_list_name: listName, items }),
  selectItem: (listId: string, listName: string, item: AnalyticsItem) =>
    pushEvent("select_item", { item_list_id: listId, item_list_name: listName, items: [item] }),
  viewItem: (item: AnalyticsItem) => pushEvent("view_item", { value: item.price, items: [item] }),
  addToCart: (item: AnalyticsItem) => pushEvent("add_to_cart", { value: value([item]), items: [item] }),
  removeFromCart: (item: AnalyticsItem) => pushEvent("remove_from_cart", { value: value([item]), items: [item] }),
  viewCart: (items: AnalyticsItem[]) => pushEvent("view_cart", { value: value(items), items }),
  beginCheckout: (items: AnalyticsItem[]) => pushEvent("begin_checkout", { value: value(items), tax: ANALYTICS_TAX, shipping: ANALYTICS_SHIPPING, items }),
  viewPromotion: (promotions: AnalyticsPromotion[]) => pushEvent("view_promotion", { items: promotions }),
  selectPromotion: (promotion: AnalyticsPromotion) => pushEvent("select_promotion", { items: [promotion] }),
};
