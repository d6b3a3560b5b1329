/**
 * The shop's e-mails, in Polish, as plain text (every client shows it; nothing to escape). Text a
 * visitor chose (names, address) goes through `inert` first: mail programs turn anything
 * that looks like an address into a link, and the shop must never send a stranger's link.
 */
import { formatDateTime } from "../i18n/intl";
import { formatAmount } from "../i18n/money";
import type { OrderView } from "../db/queries/orders";
import type { MailMessage } from "./mailer";
import { siteSettings } from "../site";

export interface ShopIdentity {
  name: string;
  url: string;
  companyName: string;
  companyAddress: string;
  bankName: string;
  bankAccount: string;
  email: string;
  phone: string;
}

/** Something a mail program would make a link of: a scheme, "www.", an e-mail or a host name. */
const LINK_LIKE = /[a-z][a-z0-9+.-]*:\/\/|www\.|@|[a-z0-9-]\.[a-z]{2,}\b/i;

/**
 * User-chosen text made inert for mail: anything link-like is "defanged" the way security
 * reports do it (dots as "[.]", "://" as "[:]//", "@" as "[@]"), so no mail program links it.
 */
export function inert(text: string): string {
  if (!LINK_LIKE.test(text)) return text;
  return text.replaceAll("://", "[:]//").replaceAll(".", "[.]").replaceAll("@", "[@]");
}

/** A first name to greet with, or none when it looks like a link (a "name" is not an advert). */
const greetingName = (name: string | null) => (name && !LINK_LIKE.test(name) ? name : null);

function addressLine(order: OrderView): string {
  const to = order.shipping;
  return inert(
    `${to.first_name} ${to.last_name}, ${to.street} ${to.street_number}${to.apartment_number ? `/${to.apartment_number}` : ""}, ${to.postal_code} ${to.city}`,
  );
}

const PAYMENT_TEXT: Record<string, (order: OrderView, shop: ShopIdentity) => string> = {
  bank_transfer: (order, shop) =>
    `Płatność: przelew tradycyjny. Wyślemy opony po zaksięgowaniu wpłaty.\nOdbiorca: ${shop.companyName}, ${shop.companyAddress}\nNumer konta: ${shop.bankAccount} (${shop.bankName})\nTytuł przelewu: Zamówienie ${order.number}\nKwota: ${formatAmount(order.total_gross_amount)}`,
  cash_on_delivery: (order) => `Płatność przy odbiorze: zapłacisz kurierowi ${formatAmount(order.total_gross_amount)} gotówką lub kartą.`,
  przelewy24: (order) =>
    `Płatność online przez Przelewy24: ${formatAmount(order.total_gross_amount)}. Jeśli płatność nie została dokończona, zrobisz to ze strony potwierdzenia zamówienia.`,
};

export function orderConfirmationMail(order: OrderView, shop: ShopIdentity): MailMessage {
  const lines = order.lines.map(
    (line) =>
      `- ${line.name}, rok produkcji ${line.production_year}: ${line.quantity} × ${formatAmount(line.price)} = ${formatAmount(line.total_price)}`,
  );
  const address = addressLine(order);
  return {
    to: order.email,
    subject:
      order.status === "to_confirm"
        ? `${shop.name}: zamówienie ${order.number} – potwierdzimy je telefonicznie`
        : `${shop.name}: zamówienie ${order.number} przyjęte`,
    text: [
      "Dzień dobry,",
      "",
      `dziękujemy za zamówienie ${order.number} w sklepie ${shop.name}.`,
      "",
      ...lines,
      `Razem: ${formatAmount(order.total_gross_amount)} (w tym VAT 23%: ${formatAmount(order.vat_amount)}), dostawa kurierem gratis.`,
      "",
      order.status === "to_confirm"
        ? `Płatność przy odbiorze: zapłacisz kurierowi ${formatAmount(order.total_gross_amount)} gotówką lub kartą. Zanim wyślemy opony, zadzwonimy pod numer ${order.phone}, aby potwierdzić zamówienie.`
        : (PAYMENT_TEXT[order.payment_method] ?? PAYMENT_TEXT.bank_transfer!)(order, shop),
      ...paymentDeadlineText(order),
      "",
      `Adres dostawy: ${address}`,
      "",
      `Pytania? Napisz na ${shop.email} albo zadzwoń: ${shop.phone}.`,
      `${shop.companyName}, ${shop.url}`,
      "",
    ].join("\n"),
  };
}

export function welcomeMail(email: string, firstName: string | null, shop: ShopIdentity): MailMessage {
  return {
    to: email,
    subject: `Witamy w sklepie ${shop.name}`,
    text: [
      greetingName(firstName) ? `Dzień dobry, ${greetingName(firstName)}!` : "Dzień dobry!",
      "",
      `Twoje konto w sklepie ${shop.name} jest gotowe. Po zalogowaniu zobaczysz swoje zamówienia i ich status: ${shop.url}/konto`,
      "",
      `Pytania? Napisz na ${shop.email} albo zadzwoń: ${shop.phone}.`,
      "",
    ].join("\n"),
  };
}

/** The deadline of an unpaid order, as the terms set it, in the confirmation. */
function paymentDeadlineText(order: OrderView): string[] {
  if (order.status !== "awaiting_payment" || !order.payment_due_at) return [];
  const when = formatDateTime(order.payment_due_at);
  return order.payment_method === "bank_transfer"
    ? [`Czekamy na wpłatę do ${when}. Jeśli jej nie otrzymamy, anulujemy zamówienie (bez żadnych kosztów dla Ciebie).`]
    : [`Na dokończenie płatności masz czas do ${when}; potem zamówienie zostanie anulowane.`];
}

/** A day before an unpaid bank-transfer order expires: the transfer details once more. */
export function paymentReminderMail(order: OrderView, shop: ShopIdentity): MailMessage {
  return {
    to: order.email,
    subject: `${shop.name}: przypomnienie o płatności za zamówienie ${order.number}`,
    text: [
      "Dzień dobry,",
      "",
      `nie otrzymaliśmy jeszcze wpłaty za zamówienie ${order.number} (${formatAmount(order.total_gross_amount)}).`,
      ...(order.payment_due_at
        ? [`Jeśli przelew nie dotrze do ${formatDateTime(order.payment_due_at)}, anulujemy zamówienie, a opony wrócą do sprzedaży.`]
        : []),
      "",
      PAYMENT_TEXT.bank_transfer!(order, shop),
      "",
      "Jeśli przelew jest już w drodze, zignoruj tę wiadomość.",
      `Pytania? Napisz na ${shop.email} albo zadzwoń: ${shop.phone}.`,
      `${shop.companyName}, ${shop.url}`,
      "",
    ].join("\n"),
  };
}

/** An order cancelled at its deadline: not paid in time, or not confirmed by phone. */
export function orderExpiredMail(order: OrderView, shop: ShopIdentity): MailMessage {
  const why =
    order.cancel_reason === "unconfirmed"
      ? `nie udało się nam telefonicznie potwierdzić zamówienia ${order.number} (płatność przy odbiorze) w terminie podanym w regulaminie, dlatego je anulowaliśmy.`
      : order.payment_method === "bank_transfer"
        ? `nie otrzymaliśmy wpłaty za zamówienie ${order.number} w terminie podanym w regulaminie, dlatego je anulowaliśmy.`
        : `płatność online za zamówienie ${order.number} nie została dokończona w wyznaczonym czasie, dlatego anulowaliśmy zamówienie.`;
  const money =
    order.cancel_reason === "unconfirmed"
      ? []
      : order.payment_method === "bank_transfer"
        ? ["Jeśli przelew został już wysłany, napisz do nas – zwrócimy pieniądze."]
        : ["Jeśli płatność została jednak pobrana, zwrócimy ją – napisz do nas, jeśli nie dotrze w ciągu kilku dni."];
  return {
    to: order.email,
    subject: `${shop.name}: zamówienie ${order.number} anulowane`,
    text: [
      "Dzień dobry,",
      "",
      why,
      "Anulowanie nic Cię nie kosztuje. Jeśli nadal chcesz kupić te opony, złóż nowe zamówienie:",
      shop.url,
      "",
      ...money,
      `Pytania? Napisz na ${shop.email} albo zadzwoń: ${shop.phone}.`,
      `${shop.companyName}, ${shop.url}`,
      "",
    ].join("\n"),
  };
}

/** The shop's identity for mail, from configuration ([vars]). */
export function shopIdentity(env: Env): ShopIdentity {
  return {
    name: env.SITE_NAME,
    url: siteSettings(env).url,
    companyName: env.COMPANY_NAME,
    companyAddress: `${env.COMPANY_STREET}, ${env.COMPANY_POSTAL_CODE} ${env.COMPANY_CITY}`,
    bankName: env.BANK_NAME,
    bankAccount: env.BANK_ACCOUNT,
    email: env.CONTACT_EMAIL,
    phone: env.CONTACT_PHONE,
  };
}
