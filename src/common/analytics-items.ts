/*
 * GA4's ecommerce shapes (SPEC §7 analytics events): the browser pushes them (client/analytics),
 * the server writes the data a page's events carry (product cards, the order confirmation).
 */

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

/** What a basket line must carry to become a GA4 item (the shop API's checkout line has it). */
export interface AnalyticsLine {
  sku: string;
  price: string | number;
  quantity: number;
  variant: { product: { producer: string; tread: string; season: string; size: string; load_index: string | number; speed_index: string } };
}

/** A basket line as a GA4 item. */
export function lineAnalyticsItem(line: AnalyticsLine, quantity = line.quantity) {
  const { product } = line.variant;
  return {
    item_id: line.sku,
    item_name: `${product.producer} ${product.tread}`,
    item_brand: product.producer,
    item_category: product.season,
    item_variant: `${product.size} ${product.load_index}${product.speed_index}`,
    price: Number(line.price),
    quantity,
  };
}
