import type { AnalyticsItem, AnalyticsPromotion, Purchase } from "../../src/common/analytics-items";
import { ANALYTICS_SHIPPING, ANALYTICS_TAX } from "../../src/common/config/storefront";
import { CURRENCY } from "../../src/common/config/locale";

export type { AnalyticsItem, AnalyticsPromotion, Purchase, PurchaseCustomer } from "../../src/common/analytics-items";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Pushes an ecommerce event to window.dataLayer (cleared first, as GA4 recommends). `extra`
 * lands beside `ecommerce` (the purchase's customer fields, SPEC §3).
 */
export function pushEvent(event: string, ecommerce: Record<string, unknown>, extra: Record<string, unknown> = {}): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push({ event, ...extra, ecommerce: { currency: CURRENCY, ...ecommerce } });
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
  beginCheckout: (items: AnalyticsItem[]) =>
    pushEvent("begin_checkout", { value: value(items), tax: ANALYTICS_TAX, shipping: ANALYTICS_SHIPPING, items }),
  purchase: ({ transaction_id, value, items, customer }: Purchase) =>
    pushEvent("purchase", { transaction_id, value, tax: ANALYTICS_TAX, shipping: ANALYTICS_SHIPPING, items }, { ...customer }),
  viewPromotion: (promotions: AnalyticsPromotion[]) => pushEvent("view_promotion", { items: promotions }),
  selectPromotion: (promotion: AnalyticsPromotion) => pushEvent("select_promotion", { items: [promotion] }),
};
