import type { PaymentMethodId } from "../config/orders";
import { t } from "./intl";
import { type MessageId, messages } from "./messages";

const isMessageId = (id: string): id is MessageId => id in messages;

/**
 * How an order's status reads in Polish (account pages, invoices, mail); unknown ones as they are.
 * A pickup order reads its own way where it differs ("Gotowe do odbioru w magazynie", "Odebrane").
 */
export function orderStatusLabel(status: string, deliveryKind?: string | null): string {
  const own = `order.status.${status}.${deliveryKind}`;
  if (deliveryKind === "pickup" && isMessageId(own)) return t(own);
  const id = `order.status.${status}`;
  return isMessageId(id) ? t(id) : status;
}

/** A payment method's name (checkout, account pages, invoices). */
export function paymentMethodLabel(method: PaymentMethodId | string): string {
  const id = `payment.${method}`;
  return isMessageId(id) ? t(id) : method;
}

/**
 * The order-status lookup's one answer to every miss (/status-zamowienia and its API): an unknown
 * number, a wrong e-mail or postcode for a real one, or text that is none of these. It never says
 * which, so nobody learns from it whether an order exists.
 */
export const ORDER_STATUS_NOT_FOUND =
  "Nie znaleźliśmy zamówienia o tym numerze z podanym adresem e-mail lub kodem pocztowym. Sprawdź numer (jest w e-mailu z potwierdzeniem) oraz adres e-mail albo kod pocztowy podany w zamówieniu.";
