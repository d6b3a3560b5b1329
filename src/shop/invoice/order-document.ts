/**
 * An order's invoice as a document, built once at the moment of issue from the order as it then
 * is (src/shop/invoice/register.ts stores it; nothing re-reads the order afterwards). Prices are
 * gross (consumer prices), so VAT is counted from gross (art. 106e ust. 7–8 ustawy o VAT): each
 * line's VAT = gross × 23/123 rounded to the grosz, and the totals' VAT from the sum of gross, as
 * the law requires; the lines may then differ from the totals by a grosz, which is allowed.
 */
import { BANK_TRANSFER_PAYMENT_WORKING_DAYS, type PaymentMethodId } from "../../common/config/orders";
import { INVOICE_SERVICE_INDEX, INVOICE_SERVICE_UNIT, INVOICE_UNIT, SPLIT_PAYMENT } from "../../common/config/invoices";
import { VAT_RATE_PERCENT } from "../../common/config/locale";
import { addWorkingDays, warsawToday } from "../../common/i18n/calendar";
import { paymentMethodLabel } from "../../common/i18n/order-labels";
import { eprelUrl } from "../../common/reference/eprel";
import { companyRegistration } from "../../common/site-settings";
import { currentSiteSettings } from "../shop-settings";
import type { Bindings } from "../../common/env";
import { vatOf } from "../db/queries/checkout";
import type { OrderView } from "../db/queries/orders";
import type {
  Fa3PaymentForm,
  InvoiceDocument,
  InvoiceKind,
  InvoiceLine,
  InvoicePayment,
  InvoiceSeller,
  InvoiceTotals,
  PrepaymentReference,
} from "./invoice-document";

/** The seller as the shop's settings name it now (saved in the panel, else the configuration): fixed in each invoice at issue. */
export async function sellerOf(env: Bindings): Promise<InvoiceSeller> {
  const settings = await currentSiteSettings(env);
  const { company, bank } = settings;
  const nip = company.nip.replace(/\D/g, "");
  return {
    name: company.name,
    nip,
    address: { line1: company.street, line2: `${company.postalCode} ${company.city}`, countryCode: "PL" },
    email: settings.email || null,
    phone: settings.phone || null,
    krs: company.krs || null,
    regon: company.regon || null,
    registration: companyRegistration({ ...company, nip }),
    bankName: bank.name || null,
    bankAccount: bank.account || null,
  };
}

/** Sums lines (of one rate, the shop's only one) the way the law counts VAT from gross. */
export function totalsOf(lines: Pick<InvoiceLine, "gross">[]): InvoiceTotals {
  const gross = lines.reduce((sum, line) => sum + line.gross, 0);
  const vat = vatOf(gross);
  return { byRate: [{ vatRate: VAT_RATE_PERCENT as 23, net: gross - vat, vat, gross }], net: gross - vat, vat, gross };
}

/** after − before, per rate and in total. */
export function differenceOf(after: InvoiceTotals, before: InvoiceTotals): InvoiceTotals {
  const rates = [...new Set([...after.byRate, ...before.byRate].map((rate) => rate.vatRate))];
  const byRate = rates.map((vatRate) => {
    const a = after.byRate.find((rate) => rate.vatRate === vatRate) ?? { net: 0, vat: 0, gross: 0 };
    const b = before.byRate.find((rate) => rate.vatRate === vatRate) ?? { net: 0, vat: 0, gross: 0 };
    return { vatRate, net: a.net - b.net, vat: a.vat - b.vat, gross: a.gross - b.gross };
  });
  return { byRate, net: after.net - before.net, vat: after.vat - before.vat, gross: after.gross - before.gross };
}

/** One invoice line from a quantity and a gross unit price (in pieces unless the source names its unit). */
export function invoiceLine(source: Omit<InvoiceLine, "gross" | "net" | "vat" | "vatRate" | "unit"> & { unit?: string }): InvoiceLine {
  const gross = source.unitGross * source.quantity;
  const vat = vatOf(gross);
  return { ...source, unit: source.unit ?? INVOICE_UNIT, gross, net: gross - vat, vat, vatRate: VAT_RATE_PERCENT as 23 };
}

/** Whether an invoice line is delivery or the cash-on-delivery fee rather than tyres. */
export const isServiceLine = (line: Pick<InvoiceLine, "sku">) => (Object.values(INVOICE_SERVICE_INDEX) as string[]).includes(line.sku);

/**
 * The order's lines as invoice lines, in the order's order, then what it charged for delivery and
 * for paying on delivery (each a line of its own when it is not nothing).
 */
export function orderLinesOf(order: OrderView): InvoiceLine[] {
  const tyres = order.lines.map((line, index) =>
    invoiceLine({
      position: index + 1,
      name: `${line.name} (${line.sku}, rok produkcji ${line.production_year})`,
      sku: line.sku,
      gtin: null,
      quantity: line.quantity,
      unitGross: Math.round(Number(line.price) * 100),
      eprelUrl: line.product.eprel_source !== "demo" && line.product.eprel_id ? eprelUrl(line.product.eprel_id) : null,
    }),
  );
  const services = [
    { sku: INVOICE_SERVICE_INDEX.delivery, name: `Dostawa: ${order.delivery_name}`, amount: order.shipping_amount },
    { sku: INVOICE_SERVICE_INDEX.codFee, name: "Opłata za płatność przy odbiorze (pobranie)", amount: order.cod_fee_amount },
  ].filter((service) => Number(service.amount) > 0);
  return [
    ...tyres,
    ...services.map((service, index) =>
      invoiceLine({
        position: tyres.length + index + 1,
        name: service.name,
        sku: service.sku,
        gtin: null,
        unit: INVOICE_SERVICE_UNIT,
        quantity: 1,
        unitGross: Math.round(Number(service.amount) * 100),
        eprelUrl: null,
      }),
    ),
  ];
}

const FORMS: Record<PaymentMethodId, Fa3PaymentForm> = { bank_transfer: 6, przelewy24: 6, cash_on_delivery: 1 };

/** How the invoice is paid: prepaid orders by the day the money came, cash on delivery to the courier. */
function paymentOf(order: OrderView, seller: InvoiceSeller, paidAt: number | null, issueDate: string): InvoicePayment {
  const paid = paidAt !== null;
  return {
    method: order.payment_method,
    label: paymentMethodLabel(order.payment_method),
    form: FORMS[order.payment_method] ?? 6,
    paid,
    paidOn: paid ? warsawToday(paidAt) : null,
    // Only a transfer still owed has a due date: the order's own term while it runs, else the
    // terms' working days from the issue; cash on delivery is paid to the courier.
    dueOn:
      !paid && order.payment_method === "bank_transfer"
        ? order.payment_due_at
          ? warsawToday(Date.parse(order.payment_due_at))
          : addWorkingDays(issueDate, BANK_TRANSFER_PAYMENT_WORKING_DAYS)
        : null,
    bankAccount: order.payment_method === "bank_transfer" ? seller.bankAccount : null,
  };
}

export interface OrderDocumentInput {
  kind: Extract<InvoiceKind, "VAT" | "ZAL" | "ROZ">;
  order: OrderView;
  seller: InvoiceSeller;
  /** When it is issued (ms). */
  now: number;
  /** The day of delivery (dispatch) for VAT and ROZ, of the payment for ZAL (ms). */
  saleAt: number;
  /** When the order was paid in full (ms), null while it is not (cash on delivery at dispatch). */
  paidAt: number | null;
  /** ROZ: the prepayment invoices it settles. */
  prepayments?: PrepaymentReference[];
}

/** The invoice (VAT), prepayment invoice (ZAL) or final invoice (ROZ) of an order, without its number yet. */
export function orderDocument(input: OrderDocumentInput): Omit<InvoiceDocument, "number"> {
  const { order, seller, kind } = input;
  const issueDate = warsawToday(input.now);
  const saleDate = warsawToday(input.saleAt);
  const lines = orderLinesOf(order);
  const orderTotals = totalsOf(lines);
  const billing = order.billing;
  const company = billing.type === "company" && Boolean(billing.vat_number);
  const flat = billing.apartment_number ? `/${billing.apartment_number}` : "";
  const prepayments = input.prepayments ?? [];
  const prepaid = prepayments.reduce((sum, entry) => sum + entry.gross, 0);
  // ZAL states the money received (the shop takes payment in full); ROZ what is left after the prepayments.
  const totals = kind === "ROZ" ? totalsOf([{ gross: orderTotals.gross - prepaid }]) : orderTotals;
  return {
    kind,
    issueDate,
    issuePlace: seller.address.line2.replace(/^\d{2}-\d{3}\s+/, ""),
    saleDate: saleDate === issueDate ? null : saleDate,
    orderNumber: order.number,
    orderDate: warsawToday(Date.parse(order.created_at)),
    currency: "PLN",
    seller,
    buyer: {
      name: company ? (billing.company_name ?? "") : `${billing.first_name} ${billing.last_name}`,
      nip: company ? (billing.vat_number ?? "").replace(/\D/g, "") : null,
      address: {
        line1: `${billing.street} ${billing.street_number}${flat}`,
        line2: `${billing.postal_code} ${billing.city}`,
        countryCode: "PL",
      },
      email: order.email || null,
    },
    lines,
    totals,
    orderTotal: kind === "ZAL" ? orderTotals.gross : null,
    prepayments,
    payment: paymentOf(order, seller, input.paidAt, issueDate),
    correction: null,
    splitPayment: company && SPLIT_PAYMENT.annex15Goods && orderTotals.gross > SPLIT_PAYMENT.thresholdGrosze,
  };
}
