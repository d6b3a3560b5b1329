/**
 * The checkout form's rules that the island and the server share: how the form's fields become the
 * order the shop API takes, where a refused field's message goes, and what a refusal tells the
 * shopper. The island applies them to its state; `POST /zamowienie` (src/site/pages/order-form.tsx)
 * to the same form sent without script, so both ways end the same.
 */
import type { ErrorBody, OrderForm } from "../../api/server-types";

/** The form's values by field name ("shipping.city"…). */
export type CheckoutValues = Record<string, string>;

/**
 * One delivery method as the checkout offers it, priced for this basket by the server with the
 * shop's one pricing function (src/common/delivery.ts); the shop API prices it again when it takes
 * the order, and refuses an order whose total differs from the one shown.
 */
export interface DeliveryChoice {
  slug: string;
  kind: "courier" | "pickup";
  name: string;
  /** For this basket, in grosze, and as the shopper reads it ("bezpłatnie", "25,00 zł"). */
  price: number;
  priceText: string;
  /** The price list and what happens: "25,00 zł za paczkę…, wysyłka w 1–2 dni…", the warehouse's address. */
  description: string;
  /** "Dostawa: wt., 2 grudnia", "Do odbioru od: pon., 1 grudnia". */
  dateText: string;
  codAllowed: boolean;
  /** What paying on delivery adds with this method (grosze; 0: nothing). */
  codFee: number;
}

/** The hidden field carrying each method's shown prices, "slug:delivery:codFee,…" (the form sent without script). */
export const DELIVERY_PRICES = "delivery_prices";

export function encodeDeliveryPrices(choices: DeliveryChoice[]): string {
  return choices.map((choice) => `${choice.slug}:${choice.price}:${choice.codFee}`).join(",");
}

const toGrosze = (amount: string) => Math.round(Number(amount) * 100);
const toAmount = (grosze: number) => (grosze / 100).toFixed(2);

/** What the shopper pays ("1234.50"): the goods, the chosen delivery, and its cash-on-delivery fee when paying so. */
export function payableTotal(goods: string, choice: Pick<DeliveryChoice, "price" | "codFee" | "codAllowed"> | undefined, cod: boolean) {
  return toAmount(toGrosze(goods) + (choice?.price ?? 0) + (cod && choice?.codAllowed ? choice.codFee : 0));
}

/**
 * Which "Do zapłaty" lines a delivery method needs on the page: one when paying on delivery costs
 * nothing more with it (or is not allowed), else one without its fee and one with it. The stylesheet
 * shows the line of the chosen method and payment (client/styles.css, "Checkout: delivery").
 */
export function totalVariants(choice: Pick<DeliveryChoice, "codAllowed" | "codFee">): ("any" | "prepaid" | "cod")[] {
  return choice.codAllowed && choice.codFee > 0 ? ["prepaid", "cod"] : ["any"];
}

/**
 * The total the form showed for the chosen method and payment, from its hidden fields (goods total
 * and DELIVERY_PRICES); undefined when the form names no such method (the shop API then refuses
 * what is wrong).
 */
export function shownTotal(goods: string | undefined, prices: string | undefined, slug: string | undefined, cod: boolean) {
  if (!goods || !/^\d{1,9}\.\d{2}$/.test(goods)) return undefined;
  const entry = (prices ?? "").split(",").find((item) => item.split(":")[0] === slug);
  if (!entry) return undefined;
  const [, price, codFee] = entry.split(":").map(Number);
  if (!Number.isSafeInteger(price) || !Number.isSafeInteger(codFee)) return undefined;
  return payableTotal(goods, { price: price!, codFee: codFee!, codAllowed: true }, cod);
}

/** The "billing as shipping" checkbox's name: not sent (the order carries the billing address itself). */
export const SAME_ADDRESS = "same_address";

/** The name and value of the NIP lookup button, when the form is sent with it (no script). */
export const LOOKUP_BUTTON = { name: "akcja", value: "pobierz-dane-firmy" } as const;

const ADDRESS_FIELDS = ["first_name", "last_name", "street", "street_number", "apartment_number", "postal_code", "city"] as const;
const COMPANY_ADDRESS_FIELDS = ["street", "street_number", "apartment_number", "postal_code", "city"] as const;

function pick<K extends string>(values: CheckoutValues, prefix: string, fields: readonly K[]): Record<K, string> {
  return Object.fromEntries(fields.map((field) => [field, values[`${prefix}.${field}`] ?? ""])) as Record<K, string>;
}

/** Whether the buyer is a company (the form's "billing.type"). */
export const isCompany = (values: CheckoutValues) => values["billing.type"] === "company";

/** The order as the shop API takes it (it validates every field, in Polish). */
export function orderBody(token: string, values: CheckoutValues, checked: { sameAddress: boolean; terms: boolean }): OrderForm {
  const shipping = pick(values, "shipping", ADDRESS_FIELDS);
  const billing = isCompany(values)
    ? {
        type: "company",
        first_name: shipping.first_name,
        last_name: shipping.last_name,
        company_name: values["billing.company_name"] ?? "",
        vat_number: values["billing.vat_number"] ?? "",
        ...pick(values, "billing", COMPANY_ADDRESS_FIELDS),
      }
    : { type: "person", ...(checked.sameAddress ? shipping : pick(values, "billing", ADDRESS_FIELDS)) };
  return {
    token,
    email: values.email ?? "",
    phone: values.phone ?? "",
    shipping,
    billing,
    delivery_method: values.delivery_method ?? "",
    payment_method: values.payment_method ?? "",
    terms_accepted: checked.terms,
    notes: values.notes || null,
  };
}

/**
 * The field a refused path's message goes beside: billing data copied from the delivery address
 * (a person's "same as delivery", a company's contact names) is corrected there.
 */
export function fieldOfPath(path: string, values: CheckoutValues, sameAddress: boolean): string {
  if (!path.startsWith("billing.")) return path;
  const field = path.slice("billing.".length);
  const copied = isCompany(values) ? field === "first_name" || field === "last_name" : sameAddress;
  return copied ? `shipping.${field}` : path;
}

/** The first message of each field a validation answer names, beside the field the shopper sees. */
export function fieldErrors(body: Partial<ErrorBody> | null, values: CheckoutValues, sameAddress: boolean): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of body?.fields ?? []) found[fieldOfPath(issue.path, values, sameAddress)] ??= issue.message;
  return found;
}

/** A message above the form, with the link that helps (back to the basket, a fresh summary). */
export interface CheckoutAlert {
  message: string;
  link?: { href: string; label: string };
}

/** What a refusal that names no field tells the shopper (null: no answer came, the caller says so). */
export function refusalAlert(body: Partial<ErrorBody> | null, links: { basketHref: string; checkoutHref: string }): CheckoutAlert {
  const code = body?.error_code;
  if (code === "PRICE_CHANGED" || code === "BASKET_CHANGED")
    return { message: body?.message ?? "", link: { href: links.checkoutHref, label: "Odśwież podsumowanie" } };
  if (code === "VARIANT_SOLD_OUT" || code === "NOT_FOUND" || code === "EMPTY_CHECKOUT")
    return { message: body?.message ?? "", link: { href: links.basketHref, label: "Wróć do koszyka" } };
  return { message: body?.message ?? "Nie udało się złożyć zamówienia. Spróbuj ponownie za chwilę." };
}

/** The company fields a NIP lookup fills, from the shop API's answer. */
export function companyValues(found: {
  name: string;
  street: string;
  street_number: string;
  apartment_number: string | null;
  postal_code: string;
  city: string;
}): CheckoutValues {
  return {
    "billing.company_name": found.name,
    "billing.street": found.street,
    "billing.street_number": found.street_number,
    "billing.apartment_number": found.apartment_number ?? "",
    "billing.postal_code": found.postal_code,
    "billing.city": found.city,
  };
}

/** The note under the NIP once a lookup filled the company's data. */
export const lookupNote = (demoList: boolean) =>
  `Uzupełniliśmy dane firmy ${demoList ? "z lokalnej listy przykładowych firm" : "z rejestru REGON"}. Sprawdź je przed zamówieniem.`;

/** What a lookup says when the shopper pressed it with no NIP typed. */
export const NIP_MISSING = "Wpisz NIP firmy, a potem pobierz jej dane.";

/** What a lookup says when its answer did not come or carried no message. */
export const LOOKUP_FAILED = "Nie udało się pobrać danych firmy. Wpisz je ręcznie.";
