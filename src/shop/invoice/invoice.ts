import { BANK_TRANSFER_PAYMENT_DAYS } from "../../common/config/orders";
import { LOCALE, TIME_ZONE, VAT_RATE_PERCENT } from "../../common/config/locale";
import type { OrderView } from "../db/queries/orders";
import { vatOf } from "../db/queries/checkout";
import { paymentMethodLabel } from "../../common/i18n/order-labels";
import { eprelUrl } from "../../common/reference/eprel";
import { formatNip } from "../../common/reference/nip";
import { formatBankAccount } from "../../common/i18n/money";
import { companyRegistration, type Company } from "../../common/site-settings";

/** The invoice fonts in the static assets (made by make-invoice-fonts.mjs). */
export const INVOICE_FONT_PATHS = { regular: "/fonts/invoice/invoice-regular.ttf", bold: "/fonts/invoice/invoice-bold.ttf" } as const;

/**
 * The seller as configured in wrangler.toml: the company with its register entry (a sp. z o.o.
 * names its registry court, KRS number, NIP and share capital on its invoices, KSH art. 206 § 1)
 * and the bank account.
 */
export interface Seller extends Company {
  bankName: string;
  bankAccount: string;
}

export interface InvoiceLine {
  name: string;
  /** The tyre's EU product record (EPREL), printed under its name; null for the demo catalogue's example labels. */
  eprelUrl: string | null;
  quantity: number;
  unitGross: number;
  net: number;
  vat: number;
  gross: number;
}

/** Everything a "Faktura VAT" prints, amounts in grosze; dates as "dd.mm.rrrr" in Warsaw. */
export interface Invoice {
  number: string;
  fileName: string;
  issueDate: string;
  saleDate: string;
  place: string;
  seller: Seller;
  /** "wpisana do rejestru przedsiębiorców … KRS …, NIP …, REGON …, kapitał zakładowy …" */
  sellerRegistration: string;
  buyer: { lines: string[]; nip: string | null };
  lines: InvoiceLine[];
  vatRate: number;
  totals: { net: number; vat: number; gross: number };
  payment: { method: string; paid: boolean; dueDate: string | null; bankAccount: string | null };
}

const DAY_MS = 86_400_000;
const warsawDate = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: "2-digit", month: "2-digit", year: "numeric" });

/** "OK-2026-000042" → "FV/2026/000042": one invoice per order, numbered in the orders' sequence. */
export function invoiceNumber(orderNumber: string): string {
  const [, year, sequence] = orderNumber.split("-");
  return `FV/${year}/${sequence}`;
}

/** "FV/2026/000042" → "Faktura-FV-2026-000042.pdf". */
export function invoiceFileName(number: string): string {
  return `Faktura-${number.replaceAll("/", "-")}.pdf`;
}

/**
 * The invoice of an order. Prices are gross (consumer prices), so VAT is counted from gross
 * (art. 106e ust. 7–8 ustawy o VAT): each line's net = gross × 100/123 rounded to the grosz, and
 * the totals' VAT from the sum of gross values, as the law requires; the lines may then differ
 * from the totals by a grosz, which is allowed.
 */
export function buildInvoice(order: OrderView, seller: Seller): Invoice {
  const created = new Date(order.created_at).getTime();
  const lines = order.lines.map((line) => {
    const unitGross = Math.round(Number(line.price) * 100);
    const gross = unitGross * line.quantity;
    const vat = vatOf(gross);
    return {
      name: `${line.name} (${line.sku}, rok produkcji ${line.production_year})`,
      eprelUrl: line.product.eprel_source !== "demo" && line.product.eprel_id ? eprelUrl(line.product.eprel_id) : null,
      quantity: line.quantity,
      unitGross,
      net: gross - vat,
      vat,
      gross,
    };
  });
  const gross = lines.reduce((sum, line) => sum + line.gross, 0);
  const vat = vatOf(gross);
  const billing = order.billing;
  const street = `${billing.street} ${billing.street_number}${billing.apartment_number ? `/${billing.apartment_number}` : ""}`;
  const company = billing.type === "company";
  // Prepaid orders ship only once paid; cash on delivery is paid when delivered.
  const paid =
    order.payment_method === "cash_on_delivery" ? order.status === "delivered" : ["paid", "shipped", "delivered"].includes(order.status);
  const number = invoiceNumber(order.number);
  return {
    number,
    fileName: invoiceFileName(number),
    issueDate: warsawDate.format(created),
    saleDate: warsawDate.format(created),
    place: seller.city,
    seller,
    // The seller's NIP arrives formatted for print; the register sentence formats its own digits.
    sellerRegistration: companyRegistration({ ...seller, nip: seller.nip.replace(/\D/g, "") }),
    buyer: {
      lines: [
        company ? (billing.company_name ?? "") : `${billing.first_name} ${billing.last_name}`,
        street,
        `${billing.postal_code} ${billing.city}`,
      ].filter((text) => text.trim() !== ""),
      nip: company && billing.vat_number ? formatNip(billing.vat_number) : null,
    },
    lines,
    vatRate: VAT_RATE_PERCENT,
    totals: { net: gross - vat, vat, gross },
    payment: {
      method: paymentMethodLabel(order.payment_method),
      paid,
      dueDate: paid || order.payment_method !== "bank_transfer" ? null : warsawDate.format(created + BANK_TRANSFER_PAYMENT_DAYS * DAY_MS),
      bankAccount: order.payment_method === "bank_transfer" ? formatBankAccount(seller.bankAccount) : null,
    },
  };
}
