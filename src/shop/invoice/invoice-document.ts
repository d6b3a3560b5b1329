/**
 * An invoice as the register stores it: everything it states, fixed at the moment of issue (the
 * seller and buyer as they were, the lines as sold, the totals per VAT rate). The PDF, the FA(3)
 * XML and the API answers are all drawn from this shape and never from the live order; a D1 row
 * holds it (src/shop/invoice/register.ts). Amounts are integer grosze, dates "YYYY-MM-DD" in
 * Warsaw. No pdf-lib, no D1 here: the browser-free pure shape both sides of the register share.
 */

import { INVOICE_KINDS, type InvoiceKind } from "../../common/config/invoices";

export { INVOICE_KINDS, type InvoiceKind };

export const isCorrection = (kind: InvoiceKind) => kind.startsWith("KOR");

/** A party's postal address (Polish addresses only: the shop sells in Poland). */
export interface InvoiceAddress {
  /** "ul. Półłanki 18" or "ul. Krótka 1/4": street, building and flat on one line. */
  line1: string;
  /** "30-740 Kraków" */
  line2: string;
  countryCode: "PL";
}

export interface InvoiceSeller {
  name: string;
  /** Ten digits, no separators. */
  nip: string;
  address: InvoiceAddress;
  email: string | null;
  phone: string | null;
  krs: string | null;
  regon: string | null;
  /** "wpisana do rejestru przedsiębiorców … KRS …, NIP …, kapitał zakładowy …" (KSH art. 206 § 1). */
  registration: string;
  bankName: string | null;
  /** The account as the bank writes it, "PL27 1140 …"; null when the shop takes no transfers. */
  bankAccount: string | null;
}

export interface InvoiceBuyer {
  /** The company's or the person's name. */
  name: string;
  /** Ten digits for a Polish taxpayer; null for a consumer (FA(3) BrakID). */
  nip: string | null;
  address: InvoiceAddress;
  email: string | null;
}

/** The one VAT rate tyres are sold at; a line carries its rate so a second rate needs no new shape. */
export type VatRate = 23;

export interface InvoiceLine {
  /** 1, 2, … in the order printed (FA(3) NrWierszaFa). */
  position: number;
  /** "Michelin Alpin 6 205/55 R16 91H (MI-ALP6-2055516-24, rok produkcji 2024)" */
  name: string;
  sku: string;
  /** The tyre's EAN, when the catalogue knows it (FA(3) GTIN). */
  gtin: string | null;
  /** Unit of measure as printed: "szt." */
  unit: string;
  quantity: number;
  /** Gross unit price (the shop prices gross: FA(3) P_9B, invoice "od brutto", art. 106e ust. 7–8). */
  unitGross: number;
  /** quantity × unitGross (FA(3) P_11A). */
  gross: number;
  /** The line's VAT counted from its gross value and rounded to the grosz; net = gross − vat. */
  net: number;
  vat: number;
  vatRate: VatRate;
  /** The tyre's EU product record, printed under its name; null without a real EPREL number. */
  eprelUrl: string | null;
  /**
   * Corrections only: "before" is the corrected invoice's line as it stood (FA(3) StanPrzed = 1),
   * "after" the line as it is now; both are listed, amounts as they are (not differences).
   */
  state?: "before" | "after";
}

/** The sums of one VAT rate (FA(3) P_13_1 net, P_14_1 VAT; P_15 is the sum of gross). */
export interface RateTotal {
  vatRate: VatRate;
  net: number;
  vat: number;
  gross: number;
}

export interface InvoiceTotals {
  byRate: RateTotal[];
  net: number;
  vat: number;
  gross: number;
}

/** A payment's method as FA(3) FormaPlatnosci knows it: 1 cash, 2 card, 3 voucher, 4 cheque, 5 credit, 6 transfer, 7 mobile. */
export type Fa3PaymentForm = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface InvoicePayment {
  /** The shop's method id (bank_transfer, cash_on_delivery, przelewy24) and its Polish label. */
  method: string;
  label: string;
  form: Fa3PaymentForm;
  /** Paid in full at issue (FA(3) Zaplacono = 1 with DataZaplaty). */
  paid: boolean;
  paidOn: string | null;
  /** When an unpaid invoice is due (FA(3) TerminPlatnosci); null when paid or paid on delivery. */
  dueOn: string | null;
  /** Where to pay: the seller's account for a transfer (FA(3) RachunekBankowy). */
  bankAccount: string | null;
}

/** A correction's reference to the document it corrects (FA(3) DaneFaKorygowanej). */
export interface CorrectedInvoice {
  number: string;
  issueDate: string;
  /** Null when the corrected invoice was issued outside KSeF (FA(3) NrKSeFN = 1). */
  ksefNumber: string | null;
}

/** Why and how a correction corrects (art. 106j ust. 2). */
export interface CorrectionDetails {
  /** "Zwrot 1 szt. po odstąpieniu od umowy (zamówienie OK-2026-000042)" (FA(3) PrzyczynaKorekty). */
  reason: string;
  /**
   * When the correction takes effect (FA(3) TypKorekty): 1 in the corrected invoice's period,
   * 2 in the correction's period, 3 otherwise. The shop's are 2 (returns, price cuts after sale).
   */
  effect: 1 | 2 | 3;
  corrected: CorrectedInvoice;
  /** The corrected invoice's amounts as they stood, and as they are after this correction. */
  before: InvoiceTotals;
  after: InvoiceTotals;
}

/** A prepayment invoice's reference, as a final invoice lists it (FA(3) FakturaZaliczkowa). */
export interface PrepaymentReference {
  number: string;
  issueDate: string;
  ksefNumber: string | null;
  /** Gross received and invoiced on that prepayment invoice. */
  gross: number;
}

export interface InvoiceDocument {
  kind: InvoiceKind;
  /** From the register's continuous series: "FV/2026/11/0001", "KOR/2026/11/0001". */
  number: string;
  /** FA(3) P_1. */
  issueDate: string;
  /** FA(3) P_1M: the seller's town. */
  issuePlace: string;
  /**
   * FA(3) P_6: the delivery (dispatch) date for VAT/ROZ, the day the money arrived for ZAL; null
   * when it equals the issue date (then P_6 is left out, as the schema's note allows).
   */
  saleDate: string | null;
  /** The shop's order number ("OK-2026-000042"), printed and sent as FA(3) WarunkiTransakcji/Zamowienia. */
  orderNumber: string;
  orderDate: string;
  currency: "PLN";
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  /**
   * What the invoice charges. ZAL: the order's lines (FA(3) Zamowienie) with the totals of the
   * prepayment received; correction: before and after lines (see InvoiceLine.state).
   */
  lines: InvoiceLine[];
  /**
   * The invoice's own amounts (FA(3) P_13_x, P_14_x, P_15): what it charges (VAT; ROZ after its
   * prepayments), what was received (ZAL), the difference after − before (corrections: negative
   * for a reduction).
   */
  totals: InvoiceTotals;
  /**
   * ZAL: the whole order's value the prepayment is for (FA(3) Zamowienie/WartoscZamowienia).
   * KOR_ZAL: the order's value after the correction (0 for a cancelled order), as the Ministry's
   * examples state it beside the order's lines before and after.
   */
  orderTotal: number | null;
  /** ROZ: the prepayment invoices it settles. */
  prepayments: PrepaymentReference[];
  payment: InvoicePayment;
  /** Corrections only. */
  correction: CorrectionDetails | null;
  /**
   * "mechanizm podzielonej płatności" (art. 106e ust. 1 pkt 18a; FA(3) P_18A): gross over 15,000 zł
   * to a taxpayer for goods of annex 15 (see SPLIT_PAYMENT in src/common/config/invoices.ts).
   */
  splitPayment: boolean;
}
