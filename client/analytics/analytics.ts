import { ANALYTICS_SHIPPING, ANALYTICS_TAX, CURRENCY } from "../../src/common/config";

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

/**
 * Pushes an ecommerce event to window.dataLayer (cleared first, as GA4 recommends). `extra`
 * lands beside `ecommerce` (the purchase's customer fields, SPEC §3).
 */
export function pushEvent(event: string, ecommerce: Record<string, unknown>, extra: Record<string, unknown> = {}): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push({ event, ...extra, ecommerce: { currency: CURRENCY, ...ecommerce } });
}

/** The customer fields pushed with a purchase (SPEC §3 "Order payload for analytics"). */
export interface PurchaseCustomer {
  billing_first_name: string;
  billing_last_name: string;
  billing_company_name: string;
  billing_street: string;
  billing_street_number: string;
  billing_apartment_number: string;
  billing_city: string;
  billing_postal_code: string;
  billing_vat_number: string;
  shipping_first_name: string;
  shipping_last_name: string;
  shipping_company_name: string;
  shipping_street: string;
  shipping_street_number: string;
  shipping_apartment_number: string;
  shipping_city: string;
  shipping_postal_code: string;
  phone_number: string;
  user_email: string;
}

export interface Purchase {
  transaction_id: string;
  value: number;
  items: AnalyticsItem[];
  customer: PurchaseCustomer;
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
