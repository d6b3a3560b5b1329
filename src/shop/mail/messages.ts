/**
 * The shop's e-mails, in Polish, as plain text (every client shows it; nothing to escape). Text a
 * visitor chose (names, address) goes through `inert` first: mail programs turn anything
 * that looks like an address into a link, and the shop must never send a stranger's link.
 */
import { COMPLAINT_ANSWER_DAYS, WITHDRAWAL_DAYS } from "../../common/config/back-office";
import { BANK_TRANSFER_PAYMENT_WORKING_DAYS, COD_CONFIRMATION_DAYS } from "../../common/config/orders";
import { shopFacts } from "../../common/content/shop-facts";
import { formatDayRange } from "../../common/i18n/calendar";
import { formatDateTime } from "../../common/i18n/intl";
import { formatAmount } from "../../common/i18n/money";
import { paymentMethodLabel } from "../../common/i18n/order-labels";
import { workingDays } from "../../common/i18n/plural";
import { absoluteUrl, ROUTES } from "../../common/routes";
import type { OrderView } from "../db/queries/orders";
import type { MailMessage } from "./mailer";
import { pickupAddress } from "../../common/site-settings";
import { currentSiteSettings } from "../shop-settings";
import type { DeliveryPromise } from "../../common/delivery-date";
import type { Bindings } from "../../common/env";
import { deliveryPriceText } from "../../common/delivery";

export interface ShopIdentity {
  name: string;
  url: string;
  companyName: string;
  companyAddress: string;
  /** The register entry a sp. z o.o. names in its letters: "wpisana do rejestru przedsiębiorców … kapitał zakładowy …". */
  registration: string;
  bankName: string;
  /** Formatted for print: "PL27 1140 2004 …". */
  bankAccount: string;
  email: string;
  phone: string;
  /** Opening hours of the hotline: "pon.–pt. 08:00–16:00, sob. 09:00–13:00". */
  hours: string;
  /** What sending one tyre back by courier costs the buyer: "25,00–40,00 zł". */
  returnCostPerTyre: string;
  /** The warehouse pickup orders are collected from: "ul. …, 30-798 Kraków" and its hours; null when not configured. */
  pickup: { address: string; hours: string } | null;
  /** The owner's own closing words under every mail (/panel/ustawienia); "" for none. */
  mailFooter: string;
  /** The shop's handling and courier days, as /dostawa states them. */
  deliveryPromise: DeliveryPromise;
}

/** The owner's footer, set apart by an empty line, or nothing. */
export function mailFooterLines(shop: Pick<ShopIdentity, "mailFooter">): string[] {
  return shop.mailFooter ? ["", ...shop.mailFooter.split(/\r?\n/)] : [];
}

/** How every mail to a buyer ends: where to ask, who wrote, and the owner's footer. */
export function mailSignature(shop: ShopIdentity): string[] {
  return [`Pytania? Napisz na ${shop.email} albo zadzwoń: ${shop.phone}.`, `${shop.companyName}, ${shop.url}`, ...mailFooterLines(shop)];
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

/** What the buyer does to pay, after the line naming the method ("Sposób płatności: …"). */
const PAYMENT_TEXT: Record<string, (order: OrderView, shop: ShopIdentity) => string> = {
  bank_transfer: (order, shop) =>
    `Wyślemy opony po zaksięgowaniu wpłaty.\nOdbiorca: ${shop.companyName}, ${shop.companyAddress}\nNumer konta: ${shop.bankAccount} (${shop.bankName})\nTytuł przelewu: Zamówienie ${order.number}\nKwota: ${formatAmount(order.total_gross_amount)}`,
  cash_on_delivery: (order) =>
    order.delivery_kind === "pickup"
      ? `Zapłacisz ${formatAmount(order.total_gross_amount)} przy odbiorze w naszym magazynie, gotówką lub kartą.`
      : `Zapłacisz kurierowi ${formatAmount(order.total_gross_amount)} gotówką lub kartą.`,
  przelewy24: (order) =>
    `Kwota: ${formatAmount(order.total_gross_amount)}. Jeśli płatność nie została dokończona, zrobisz to ze strony potwierdzenia zamówienia.`,
};

/** The payment method by name, then what to do: the confirmation's and the reminder's payment part. */
function paymentText(order: OrderView, shop: ShopIdentity): string {
  return `Sposób płatności: ${paymentMethodLabel(order.payment_method)}.\n${(PAYMENT_TEXT[order.payment_method] ?? PAYMENT_TEXT.bank_transfer!)(order, shop)}`;
}

/** How long the parcel takes, as /dostawa says it, counted from what this payment method waits for. */
function deliveryTimeText(order: OrderView, shop: ShopIdentity): string {
  const handling = formatDayRange(shop.deliveryPromise.handling);
  const transit = formatDayRange(shop.deliveryPromise.transit);
  const from =
    order.status === "to_confirm"
      ? " od telefonicznego potwierdzenia zamówienia"
      : order.payment_method === "bank_transfer"
        ? " od zaksięgowania wpłaty"
        : order.payment_method === "przelewy24"
          ? " od opłacenia zamówienia"
          : "";
  if (order.delivery_kind === "pickup")
    return `Zamówienie przygotujemy do odbioru w ${handling} dni robocze${from} i napiszemy, gdy będzie na Ciebie czekać.`;
  return `Czas dostawy: wysyłka w ${handling} dni robocze${from}, doręczenie kurierem zwykle w ${transit} dni robocze od nadania.`;
}

/** The order's money after its lines: goods, delivery, the cash-on-delivery fee when there is one, the total. */
export function orderAmountLines(order: OrderView): string[] {
  return [
    `Opony: ${formatAmount(order.goods_amount)}`,
    `Dostawa (${order.delivery_name}): ${deliveryPriceText(Math.round(Number(order.shipping_amount) * 100))}`,
    ...(Number(order.cod_fee_amount) > 0 ? [`Opłata za płatność przy odbiorze: ${formatAmount(order.cod_fee_amount)}`] : []),
    `Razem z dostawą: ${formatAmount(order.total_gross_amount)} (w tym VAT 23%: ${formatAmount(order.vat_amount)})`,
  ];
}

/** Where the tyres go: the courier's address, or the warehouse the buyer collects them from. */
function deliveryPlaceText(order: OrderView, shop: ShopIdentity): string {
  if (order.delivery_kind !== "pickup") return `Adres dostawy: ${addressLine(order)}`;
  const where = shop.pickup ? `${shop.pickup.address}${shop.pickup.hours ? ` (${shop.pickup.hours})` : ""}` : shop.companyAddress;
  return `${order.delivery_name}: ${where}. Weź ze sobą numer zamówienia.`;
}

/**
 * The order confirmation: the durable-medium confirmation a distance contract needs (ustawa o
 * prawach konsumenta art. 21 ust. 1 with art. 12 ust. 1): who sells, what was bought for how much
 * with delivery, how it is paid and delivered, the right of withdrawal and the complaint procedure
 * in short, with the terms and the withdrawal form attached (order-confirmation.ts).
 */
export function orderConfirmationMail(order: OrderView, shop: ShopIdentity): MailMessage {
  const lines = order.lines.map(
    (line) =>
      `- ${line.name}, rok produkcji ${line.production_year}: ${line.quantity} × ${formatAmount(line.price)} = ${formatAmount(line.total_price)}`,
  );
  const link = (path: string) => absoluteUrl(shop.url, path);
  return {
    to: order.email,
    subject:
      order.status === "to_confirm"
        ? `${shop.name}: zamówienie ${order.number} otrzymane – przyjmiemy je po rozmowie telefonicznej`
        : `${shop.name}: zamówienie ${order.number} przyjęte`,
    text: [
      "Dzień dobry,",
      "",
      `dziękujemy za zamówienie ${order.number} złożone ${formatDateTime(order.created_at)} w sklepie ${shop.name}.`,
      "Zachowaj tę wiadomość: to potwierdzenie zamówienia z najważniejszymi informacjami o Twoich prawach. W załącznikach znajdziesz regulamin sklepu (regulamin.pdf) i formularz odstąpienia od umowy (formularz-odstapienia.pdf).",
      "",
      "ZAMÓWIONE OPONY",
      ...lines,
      ...orderAmountLines(order),
      "",
      "PŁATNOŚĆ",
      paymentText(order, shop),
      ...(order.status === "to_confirm"
        ? [
            `To potwierdzenie otrzymania zamówienia. Przyjmiemy je po rozmowie telefonicznej: zadzwonimy pod numer ${order.phone} w ciągu ${COD_CONFIRMATION_DAYS} dni (możesz też zadzwonić do nas: ${shop.phone}). Umowę zawieramy dopiero wtedy – dostaniesz e-mail „zamówienie ${order.number} potwierdzone”. Jeśli nie potwierdzimy zamówienia w tym czasie, nie zostanie ono przyjęte i nic nie zapłacisz.`,
          ]
        : []),
      ...paymentDeadlineText(order),
      "",
      order.delivery_kind === "pickup" ? "ODBIÓR" : "DOSTAWA",
      deliveryPlaceText(order, shop),
      deliveryTimeText(order, shop),
      order.delivery_kind === "pickup"
        ? `Status zamówienia sprawdzisz bez logowania: ${link(ROUTES.orderStatus)} (podaj numer zamówienia i ten adres e-mail).`
        : `Status zamówienia i link do śledzenia przesyłki sprawdzisz bez logowania: ${link(ROUTES.orderStatus)} (podaj numer zamówienia i ten adres e-mail).`,
      "",
      `ZWROT W CIĄGU ${WITHDRAWAL_DAYS} DNI`,
      `Jeśli kupujesz jako konsument (także jako przedsiębiorca na prawach konsumenta), możesz odstąpić od umowy bez podawania przyczyny w ciągu ${WITHDRAWAL_DAYS} dni od dnia, w którym odbierzesz opony.`,
      `Wystarczy, że przed upływem terminu wyślesz nam oświadczenie: e-mailem na ${shop.email} albo listem na adres ${shop.companyName}, ${shop.companyAddress}. Możesz użyć formularza z załącznika, ale nie musisz.`,
      `Opony odeślij kurierem w ciągu ${WITHDRAWAL_DAYS} dni od złożenia oświadczenia. Koszt odesłania ponosisz Ty – zwykle ${shop.returnCostPerTyre} za każdą oponę wysłaną kurierem.`,
      `Pieniądze zwrócimy w ciągu ${WITHDRAWAL_DAYS} dni od otrzymania oświadczenia, ${order.payment_method === "cash_on_delivery" ? "przelewem na rachunek, który wskażesz w oświadczeniu" : "tą samą drogą, którą zapłacono"}; możemy wstrzymać zwrot do czasu otrzymania opon lub dowodu ich nadania.`,
      `Szczegóły: ${link(ROUTES.returns)}`,
      "",
      "REKLAMACJA",
      "Odpowiadamy za brak zgodności towaru z umową, który ujawni się w ciągu 2 lat od dostarczenia opon.",
      ...(order.billing.type === "company"
        ? [
            "Jeśli kupujesz jako przedsiębiorca (a nie na prawach konsumenta), odpowiadamy z tytułu rękojmi za wady – szczegóły w regulaminie.",
          ]
        : []),
      `Reklamację zgłosisz przez formularz na stronie ${link(ROUTES.complaints)}, e-mailem na ${shop.email} albo listem na adres ${shop.companyName}, ${shop.companyAddress}. Odpowiemy w ciągu ${COMPLAINT_ANSWER_DAYS} dni od jej otrzymania.`,
      `Szczegóły: ${link(ROUTES.complaints)}`,
      "",
      `Regulamin sklepu: ${link(ROUTES.terms)}`,
      "",
      "SPRZEDAWCA",
      `${shop.companyName}, ${shop.companyAddress}`,
      `${shop.registration}.`,
      `E-mail: ${shop.email}, telefon: ${shop.phone} (${shop.hours})`,
      shop.url,
      ...mailFooterLines(shop),
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
      ...mailSignature(shop),
      "",
    ].join("\n"),
  };
}

/** The deadline of an unpaid order, as the terms set it, in the confirmation. */
function paymentDeadlineText(order: OrderView): string[] {
  if (order.status !== "awaiting_payment" || !order.payment_due_at) return [];
  const when = formatDateTime(order.payment_due_at);
  return order.payment_method === "bank_transfer"
    ? [
        `Na wpłatę masz ${workingDays(BANK_TRANSFER_PAYMENT_WORKING_DAYS)}: czekamy na nią do ${when}. Jeśli jej nie otrzymamy, odstąpimy od umowy (anulujemy zamówienie) – bez żadnych kosztów dla Ciebie.`,
      ]
    : [`Na dokończenie płatności masz czas do ${when}; potem odstąpimy od umowy (anulujemy zamówienie).`];
}

/** On the working day before a bank transfer's last day, when it has not come: the term and the transfer details once more. */
export function paymentReminderMail(order: OrderView, shop: ShopIdentity): MailMessage {
  return {
    to: order.email,
    subject: `${shop.name}: przypomnienie o płatności za zamówienie ${order.number}`,
    text: [
      "Dzień dobry,",
      "",
      `przypominamy o wpłacie za zamówienie ${order.number} (${formatAmount(order.total_gross_amount)}) – nie dotarła jeszcze na nasze konto.`,
      ...(order.payment_due_at
        ? [
            `Termin wpłaty mija ${formatDateTime(order.payment_due_at)}. Jeśli do tego czasu jej nie otrzymamy, odstąpimy od umowy (anulujemy zamówienie), a opony wrócą do sprzedaży.`,
            "Przelew między różnymi bankami potrafi iść do następnego dnia roboczego, dlatego najlepiej zleć go jeszcze dziś.",
          ]
        : []),
      "",
      paymentText(order, shop),
      "",
      "Jeśli przelew jest już w drodze, zignoruj tę wiadomość.",
      ...mailSignature(shop),
      "",
    ].join("\n"),
  };
}

/**
 * An order cancelled at its deadline: not paid in time, or not confirmed by phone. A prepaid
 * order's contract exists once it is confirmed, so its mail is the shop's declaration of
 * withdrawal under the contractual right the terms reserve (§ 7, KC art. 395), and says so. A
 * cash-on-delivery order waiting for the call was never accepted (terms § 5): no contract, no
 * withdrawal, and the mail says that instead.
 */
export function orderExpiredMail(order: OrderView, shop: ShopIdentity): MailMessage {
  const withdrawal = "dlatego na podstawie § 7 regulaminu odstępujemy od umowy (zamówienie zostaje anulowane).";
  const unconfirmed = order.cancel_reason === "unconfirmed";
  const why = unconfirmed
    ? `nie udało się nam telefonicznie potwierdzić zamówienia ${order.number} (płatność przy odbiorze) w ciągu ${COD_CONFIRMATION_DAYS} dni od jego złożenia, dlatego – zgodnie z § 5 regulaminu – nie zostało ono przyjęte: umowa nie została zawarta, a zamówienie anulowaliśmy.`
    : order.payment_method === "bank_transfer"
      ? `nie otrzymaliśmy wpłaty za zamówienie ${order.number} w terminie podanym w regulaminie, ${withdrawal}`
      : `płatność online za zamówienie ${order.number} nie została dokończona w terminie podanym w regulaminie, ${withdrawal}`;
  const money = unconfirmed
    ? []
    : order.payment_method === "bank_transfer"
      ? [
          `Jeśli przelew już wysłano, zwrócimy pieniądze niezwłocznie, nie później niż w ciągu ${WITHDRAWAL_DAYS} dni od ich otrzymania, na rachunek, z którego przyszły.`,
        ]
      : [`Jeśli płatność została jednak pobrana, zwrócimy ją niezwłocznie, nie później niż w ciągu ${WITHDRAWAL_DAYS} dni, tą samą drogą.`];
  return {
    to: order.email,
    subject: `${shop.name}: zamówienie ${order.number} anulowane`,
    text: [
      "Dzień dobry,",
      "",
      why,
      `${unconfirmed ? "To" : "Odstąpienie"} nic Cię nie kosztuje. Jeśli nadal chcesz kupić te opony, złóż nowe zamówienie:`,
      shop.url,
      "",
      ...money,
      ...mailSignature(shop),
      "",
    ].join("\n"),
  };
}

/** The shop's identity for mail, from its settings in force (src/shop/shop-settings.ts), in the words the pages use (shopFacts). */
export async function shopIdentity(env: Bindings): Promise<ShopIdentity> {
  const site = await currentSiteSettings(env);
  const facts = shopFacts(site);
  return {
    name: facts.siteName,
    url: facts.siteUrl,
    companyName: facts.companyName,
    companyAddress: facts.companyAddress,
    registration: facts.companyRegistration,
    bankName: facts.bankName,
    bankAccount: facts.bankAccount,
    email: facts.email,
    phone: facts.phone,
    hours: facts.hours,
    returnCostPerTyre: facts.returnCostPerTyre,
    pickup: site.pickup ? { address: pickupAddress(site.pickup), hours: site.pickup.hours } : null,
    mailFooter: site.mailFooter,
    deliveryPromise: site.deliveryPromise,
  };
}
