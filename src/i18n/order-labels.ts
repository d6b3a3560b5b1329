import type { PaymentMethodId } from "../config";
import { t } from "./intl";
import { type MessageId, messages } from "./messages";

const isMessageId = (id: string): id is MessageId => id in messages;

/** How an order's status reads in Polish (account pages, invoices, mail); unknown ones as they are. */
export function orderStatusLabel(status: string): string {
  const id = `order.status.${status}`;
  return isMessageId(id) ? t(id) : status;
}

/** A payment method's name (checkout, account pages, invoices). */
export function paymentMethodLabel(method: PaymentMethodId | string): string {
  const id = `payment.${method}`;
  return isMessageId(id) ? t(id) : method;
}
