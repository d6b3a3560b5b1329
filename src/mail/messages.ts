/** The shop's e-mails, in Polish, as plain text (every client shows it; nothing to escape). */
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
  const address = `${order.shipping.first_name} ${order.shipping.last_name}, ${order.shipping.street} ${order.shipping.street_number}${order.shipping.apartment_number ? `/${order.shipping.apartment_number}` : ""}, ${order.shipping.postal_code} ${order.shipping.city}`;
  return {
    to: order.email,
    subject: `${shop.name}: zamówienie ${order.number} przyjęte`,
    text: [
      "Dzień dobry,",
      "",
      `dziękujemy za zamówienie ${order.number} w sklepie ${shop.name}.`,
      "",
      ...lines,
      `Razem: ${formatAmount(order.total_gross_amount)} (w tym VAT 23%: ${formatAmount(order.vat_amount)}), dostawa kurierem gratis.`,
      "",
      (PAYMENT_TEXT[order.payment_method] ?? PAYMENT_TEXT.bank_transfer!)(order, shop),
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
      firstName ? `Dzień dobry, ${firstName}!` : "Dzień dobry!",
      "",
      `Twoje konto w sklepie ${shop.name} jest gotowe. Po zalogowaniu zobaczysz swoje zamówienia i ich status: ${shop.url}/konto`,
      "",
      `Pytania? Napisz na ${shop.email} albo zadzwoń: ${shop.phone}.`,
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
