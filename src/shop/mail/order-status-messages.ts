/**
 * The mails a buyer gets when staff move their order (src/shop/orders/transitions.ts):
 * confirmed, paid, shipped with its tracking link, delivered (with the 14 days to withdraw),
 * cancelled, refunded, and a withdrawal registered. Plain Polish text, like the rest of the
 * shop's mail (src/shop/mail/messages.ts); each links the order in the customer's account, or a
 * guest's to the order-status lookup.
 */
import { REFUND_METHODS, type RefundMethod, WITHDRAWAL_DAYS } from "../../common/config/back-office";
import type { OrderView } from "../db/queries/orders";
import { formatDate } from "../../common/i18n/intl";
import { formatAmount } from "../../common/i18n/money";
import type { MailMessage } from "./mailer";
import { mailSignature, type ShopIdentity } from "./messages";
import { reviewPath, ROUTES } from "../../common/routes";
import { REVIEW_LINK_DAYS } from "../../common/config/orders";
import type { ReviewLink } from "../db/queries/reviews";

/** Where the buyer follows the order: their account, or for a guest the lookup by number and e-mail. */
function statusLine(order: OrderView, shop: ShopIdentity): string {
  if (order.user_id !== null) return `Status zamówienia sprawdzisz na koncie: ${shop.url}${ROUTES.orders}/${order.id}.`;
  return `Status zamówienia sprawdzisz bez logowania: ${shop.url}${ROUTES.orderStatus} (podaj numer zamówienia i ten adres e-mail). Zakładając konto na ten adres, dołączysz do niego to zamówienie.`;
}

function mail(order: OrderView, shop: ShopIdentity, subject: string, body: string[]): MailMessage {
  return {
    to: order.email,
    subject: `${shop.name}: ${subject}`,
    text: ["Dzień dobry,", "", ...body, "", statusLine(order, shop), ...mailSignature(shop), ""].join("\n"),
  };
}

export function orderConfirmedMail(order: OrderView, shop: ShopIdentity): MailMessage {
  return mail(order, shop, `zamówienie ${order.number} potwierdzone`, [
    `dziękujemy za rozmowę – zamówienie ${order.number} jest potwierdzone i przyjęte do realizacji.`,
    order.delivery_kind === "pickup"
      ? `Zapłacisz przy odbiorze w naszym magazynie: ${formatAmount(order.total_gross_amount)}. Napiszemy, gdy zamówienie będzie gotowe do odbioru.`
      : `Zapłacisz kurierowi przy odbiorze: ${formatAmount(order.total_gross_amount)}. Gdy paczka wyjedzie, wyślemy numer przesyłki.`,
  ]);
}

export function paymentReceivedMail(order: OrderView, shop: ShopIdentity): MailMessage {
  return mail(order, shop, `otrzymaliśmy płatność za zamówienie ${order.number}`, [
    `otrzymaliśmy płatność za zamówienie ${order.number} (${formatAmount(order.total_gross_amount)}). Dziękujemy!`,
    order.delivery_kind === "pickup"
      ? "Teraz kompletujemy opony. Napiszemy, gdy będą gotowe do odbioru w naszym magazynie."
      : "Teraz kompletujemy opony. Gdy paczka wyjedzie, wyślemy numer przesyłki.",
  ]);
}

/** A pickup order packed (issue 36): it waits at the warehouse, whose address and hours the mail gives. */
export function readyForPickupMail(order: OrderView, shop: ShopIdentity): MailMessage {
  const where = shop.pickup;
  return mail(order, shop, `zamówienie ${order.number} gotowe do odbioru`, [
    `zamówienie ${order.number} jest gotowe do odbioru i czeka na Ciebie w naszym magazynie.`,
    // The warehouse as configured now; without it (configuration removed meanwhile) the shop calls.
    ...(where
      ? [`Adres: ${where.address}`, ...(where.hours ? [`Godziny otwarcia: ${where.hours}`] : [])]
      : [`Zadzwonimy pod numer ${order.phone}, aby ustalić miejsce i godzinę odbioru.`]),
    `Przy odbiorze podaj numer zamówienia: ${order.number}.`,
    order.payment_method === "cash_on_delivery"
      ? `Przy odbiorze zapłacisz ${formatAmount(order.total_gross_amount)} gotówką lub kartą.`
      : "Zamówienie jest opłacone – przy odbiorze nic nie płacisz.",
    "Sprawdź opony przy odbiorze – jeśli coś się nie zgadza, od razu nam to pokaż.",
  ]);
}

export function orderShippedMail(order: OrderView, shop: ShopIdentity): MailMessage {
  const parcel = order.shipment;
  return mail(order, shop, `zamówienie ${order.number} wysłane`, [
    `zamówienie ${order.number} jest w drodze.`,
    ...(parcel
      ? [
          `Przewoźnik: ${parcel.carrier}, numer przesyłki: ${parcel.tracking_number}.`,
          ...(parcel.tracking_url ? [`Śledzenie przesyłki: ${parcel.tracking_url}`] : []),
        ]
      : []),
    order.payment_method === "cash_on_delivery"
      ? `Przygotuj ${formatAmount(order.total_gross_amount)} – zapłacisz kurierowi gotówką lub kartą.`
      : "Zamówienie jest opłacone – przy odbiorze nic nie płacisz.",
    "Przy odbiorze sprawdź, czy paczka nie jest uszkodzona; jeśli jest, poproś kuriera o protokół szkody.",
  ]);
}

/**
 * The delivery, the 14 days to withdraw and, for each line, its review link (bound to that line,
 * valid REVIEW_LINK_DAYS: long enough to rate the tyres after some driving, src/shop/db/queries/reviews.ts).
 */
export function orderDeliveredMail(order: OrderView, shop: ShopIdentity, reviewLinks: ReviewLink[] = []): MailMessage {
  const pickup = order.delivery_kind === "pickup";
  return mail(order, shop, `zamówienie ${order.number} ${pickup ? "odebrane" : "doręczone"}`, [
    `zamówienie ${order.number} zostało ${pickup ? "odebrane" : "doręczone"}. Szerokiej drogi!`,
    `Jeśli kupujesz jako konsument, możesz odstąpić od umowy bez podania przyczyny w ciągu ${WITHDRAWAL_DAYS} dni od otrzymania opon – zasady i wzór formularza znajdziesz na ${shop.url}${ROUTES.returns}.`,
    "Opony przed zwrotem nie mogą być montowane.",
    ...(reviewLinks.length
      ? [
          "",
          `Jak sprawują się opony? Gdy przejedziesz na nich kilkaset kilometrów, oceń je – Twoja opinia pomoże innym kierowcom. ${
            reviewLinks.length === 1 ? "Link jest ważny" : "Każdy link dotyczy jednej pozycji zamówienia i jest ważny"
          } ${REVIEW_LINK_DAYS} dni:`,
          ...reviewLinks.map((link) => `${link.name}: ${shop.url}${reviewPath(link.token)}`),
        ]
      : []),
  ]);
}

export function orderCancelledMail(order: OrderView, shop: ShopIdentity, paid: number): MailMessage {
  return mail(order, shop, `zamówienie ${order.number} anulowane`, [
    `anulowaliśmy zamówienie ${order.number}${order.cancel_reason_text ? ` – ${order.cancel_reason_text}` : ""}.`,
    paid > 0
      ? `Zwrócimy wpłacone ${formatAmount((paid / 100).toFixed(2))} tą samą drogą, którą wpłynęła płatność, najpóźniej w ciągu 14 dni. Dostaniesz od nas wiadomość, gdy zlecimy zwrot.`
      : "Nie pobraliśmy żadnej płatności, więc anulowanie nic Cię nie kosztuje.",
    "Jeśli nadal potrzebujesz opon, chętnie pomożemy dobrać inne – odpisz na tę wiadomość.",
  ]);
}

export function refundMail(order: OrderView, shop: ShopIdentity, amount: number, method: RefundMethod): MailMessage {
  return mail(order, shop, `zwrot pieniędzy za zamówienie ${order.number}`, [
    `zleciliśmy zwrot ${formatAmount((amount / 100).toFixed(2))} za zamówienie ${order.number} – ${REFUND_METHODS[method]}.`,
    method === "cash"
      ? `Pieniądze odbierzesz w naszym sklepie (${shop.companyAddress}) w godzinach otwarcia; weź ze sobą numer zamówienia.`
      : "Pieniądze zwykle docierają w ciągu 1–3 dni roboczych.",
  ]);
}

export function withdrawalRegisteredMail(order: OrderView, shop: ShopIdentity, amount: number, refundDueAt: number): MailMessage {
  return mail(order, shop, `przyjęliśmy odstąpienie od umowy – zamówienie ${order.number}`, [
    `potwierdzamy otrzymanie oświadczenia o odstąpieniu od umowy dla zamówienia ${order.number}.`,
    `Zwrócimy ${formatAmount((amount / 100).toFixed(2))} najpóźniej do ${formatDate(refundDueAt)}, tą samą drogą, którą wpłynęła płatność (chyba że ustalimy inaczej).`,
    "Możemy wstrzymać zwrot do chwili otrzymania opon z powrotem albo dowodu ich odesłania.",
  ]);
}
