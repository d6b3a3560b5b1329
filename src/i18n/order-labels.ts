/** How an order's status and payment method read in Polish (account pages, invoices, mail). */
export const ORDER_STATUS_LABELS: Record<string, string> = {
  awaiting_payment: "Czeka na płatność",
  accepted: "Przyjęte do realizacji",
  paid: "Opłacone",
  shipped: "Wysłane",
  delivered: "Dostarczone",
  cancelled: "Anulowane",
};

export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  bank_transfer: "Przelew tradycyjny",
  cash_on_delivery: "Płatność przy odbiorze",
  przelewy24: "Płatność online (Przelewy24)",
};
