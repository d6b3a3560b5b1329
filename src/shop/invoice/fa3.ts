/**
 * The structured invoice FA(3) (the Ministry of Finance's schema for KSeF, `schemat_FA(3)_v1-0E.xsd`,
 * a copy in tests/fixtures/ksef/schema) drawn from the stored invoice. A pure function of the
 * InvoiceDocument: no D1, no Node APIs, so the Worker runs it; the XML is built as a string.
 *
 * Every amount is written as the document states it: the lines' and totals' VAT were counted from
 * gross when the invoice was issued (art. 106e ust. 7–8), nothing is recomputed here. Elements
 * follow the schema's xsd:sequence order exactly: a reordered element makes KSeF refuse the invoice.
 */
import { type InvoiceDocument, type InvoiceLine, isCorrection, type RateTotal, type VatRate } from "./invoice-document";

/** The schema's target namespace (FA(3), wersja schemy 1-0E). */
export const FA3_NAMESPACE = "http://crd.gov.pl/wzor/2025/06/25/13775/";
/** The base types' namespace (etd:TNrNIP, etd:TWybor1…); declared as the Ministry's examples do. */
const ETD_NAMESPACE = "http://crd.gov.pl/xml/schematy/dziedzinowe/mf/2022/01/05/eD/DefinicjeTypy/";

export interface Fa3Options {
  /** When the XML is made (Naglowek/DataWytworzeniaFa; the schema takes nothing before 2025-09-01). */
  createdAt: Date;
  /** The issuing system's name (Naglowek/SystemInfo), e.g. "Opony Kraków sklep 1.9.8". */
  systemInfo: string;
}

/** Which P_13_x/P_14_x pair a rate's sums go in: 23% is the basic rate ("stawka podstawowa", P_13_1). */
const RATE_FIELD: Record<VatRate, number> = { 23: 1 };

/** FA(3) for one stored invoice, UTF-8 with its declaration. Throws when the document contradicts itself. */
export function fa3Xml(invoice: InvoiceDocument, options: Fa3Options): string {
  const faktura = el("Faktura", [naglowek(options), podmiot1(invoice), podmiot2(invoice), fa(invoice), stopka(invoice)], {
    xmlns: FA3_NAMESPACE,
    "xmlns:etd": ETD_NAMESPACE,
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${render(faktura, 0)}\n`;
}

function naglowek(options: Fa3Options): XmlNode {
  return el("Naglowek", [
    el("KodFormularza", "FA", { kodSystemowy: "FA (3)", wersjaSchemy: "1-0E" }),
    el("WariantFormularza", "3"),
    // xsd:dateTime in UTC; whole seconds, as the Ministry's examples write it.
    el("DataWytworzeniaFa", options.createdAt.toISOString().replace(/\.\d{3}Z$/, "Z")),
    options.systemInfo.trim() && el("SystemInfo", options.systemInfo),
  ]);
}

/** The seller (art. 106e ust. 1 pkt 3–4): NIP, name, address, and how to reach it. */
function podmiot1({ seller }: InvoiceDocument): XmlNode {
  return el("Podmiot1", [
    el("DaneIdentyfikacyjne", [el("NIP", seller.nip), el("Nazwa", seller.name)]),
    adres(seller.address),
    (seller.email || seller.phone) &&
      el("DaneKontaktowe", [seller.email && el("Email", seller.email), seller.phone && el("Telefon", phone(seller.phone))]),
  ]);
}

/**
 * The buyer: a taxpayer by its NIP (art. 106e ust. 1 pkt 5), a consumer, who has none, with
 * BrakID. JST and GV are required by the schema: a shop's customer is neither a subordinate
 * unit of local government nor a VAT group member, so both are 2. A consumer's e-mail is left out:
 * it is no invoice content (art. 106e) and KSeF keeps the invoice for ten years.
 */
function podmiot2({ buyer }: InvoiceDocument): XmlNode {
  return el("Podmiot2", [
    el("DaneIdentyfikacyjne", [buyer.nip ? el("NIP", buyer.nip) : el("BrakID", "1"), el("Nazwa", buyer.name)]),
    adres(buyer.address),
    buyer.nip && buyer.email && el("DaneKontaktowe", [el("Email", buyer.email)]),
    el("JST", "2"),
    el("GV", "2"),
  ]);
}

function adres(address: InvoiceDocument["buyer"]["address"]): XmlNode {
  return el("Adres", [el("KodKraju", address.countryCode), el("AdresL1", address.line1), el("AdresL2", address.line2)]);
}

function fa(invoice: InvoiceDocument): XmlNode {
  const correction = isCorrection(invoice.kind) ? invoice.correction : null;
  if (isCorrection(invoice.kind) && !correction)
    throw new Error(`FA(3): ${invoice.number} is a ${invoice.kind} without its correction details`);
  if (!isCorrection(invoice.kind) && invoice.correction)
    throw new Error(`FA(3): ${invoice.number} is a ${invoice.kind} but carries correction details`);
  // A prepayment invoice states the order (art. 106f ust. 1 pkt 4): its lines go in Zamowienie, not FaWiersz.
  const prepaymentKind = invoice.kind === "ZAL" || invoice.kind === "KOR_ZAL";
  return el("Fa", [
    el("KodWaluty", invoice.currency),
    el("P_1", invoice.issueDate),
    el("P_1M", invoice.issuePlace),
    el("P_2", invoice.number),
    // Delivery date (VAT, ROZ, corrections) or the day the prepayment came (ZAL); left out when it is the issue date.
    invoice.saleDate && el("P_6", invoice.saleDate),
    ...rateSums(invoice.totals.byRate),
    // ZAL: the payment received; ROZ: what remains to pay; corrections: the difference.
    el("P_15", amount(invoice.totals.gross)),
    adnotacje(invoice),
    el("RodzajFaktury", invoice.kind),
    ...(correction ? correctionData(invoice, correction) : []),
    ...invoice.prepayments.map((prepayment) =>
      el(
        "FakturaZaliczkowa",
        prepayment.ksefNumber
          ? [el("NrKSeFFaZaliczkowej", prepayment.ksefNumber)]
          : // Issued outside KSeF: its own number instead (required on the final invoice, art. 106f ust. 3).
            [el("NrKSeFZN", "1"), el("NrFaZaliczkowej", prepayment.number)],
      ),
    ),
    ...(prepaymentKind ? [] : invoice.lines.map(faWiersz)),
    platnosc(invoice),
    el("WarunkiTransakcji", [el("Zamowienia", [el("DataZamowienia", invoice.orderDate), el("NrZamowienia", invoice.orderNumber)])]),
    prepaymentKind && zamowienie(invoice),
  ]);
}

/** P_13_x (net) and P_14_x (VAT) per rate, in the schema's order of rates. */
function rateSums(byRate: RateTotal[]): XmlNode[] {
  return [...byRate]
    .sort((a, b) => RATE_FIELD[a.vatRate] - RATE_FIELD[b.vatRate])
    .flatMap((rate) => [
      el(`P_13_${RATE_FIELD[rate.vatRate]}`, amount(rate.net)),
      el(`P_14_${RATE_FIELD[rate.vatRate]}`, amount(rate.vat)),
    ]);
}

/**
 * The annotations every invoice states, each as "1 yes / 2 no" or a "no" marker: no cash
 * accounting (P_16), no self-billing (P_17), no reverse charge (P_18), the split payment when the
 * document says so (P_18A, art. 106e ust. 1 pkt 18a), no exempt supply (P_19N), no new means of
 * transport (P_22N), no simplified triangular procedure (P_23), no margin scheme (P_PMarzyN).
 */
function adnotacje(invoice: InvoiceDocument): XmlNode {
  return el("Adnotacje", [
    el("P_16", "2"),
    el("P_17", "2"),
    el("P_18", "2"),
    el("P_18A", invoice.splitPayment ? "1" : "2"),
    el("Zwolnienie", [el("P_19N", "1")]),
    el("NoweSrodkiTransportu", [el("P_22N", "1")]),
    el("P_23", "2"),
    el("PMarzy", [el("P_PMarzyN", "1")]),
  ]);
}

/** Why, how and what a correction corrects (art. 106j ust. 2). */
function correctionData(invoice: InvoiceDocument, correction: NonNullable<InvoiceDocument["correction"]>): Maybe[] {
  const { corrected } = correction;
  return [
    el("PrzyczynaKorekty", correction.reason),
    el("TypKorekty", String(correction.effect)),
    el("DaneFaKorygowanej", [
      el("DataWystFaKorygowanej", corrected.issueDate),
      el("NrFaKorygowanej", corrected.number),
      ...(corrected.ksefNumber ? [el("NrKSeF", "1"), el("NrKSeFFaKorygowanej", corrected.ksefNumber)] : [el("NrKSeFN", "1")]),
    ]),
    // A prepayment's correction states the payment before it; a final invoice's, what remained to pay before it.
    (invoice.kind === "KOR_ZAL" || invoice.kind === "KOR_ROZ") && el("P_15ZK", amount(correction.before.gross)),
  ];
}

/** One line, priced gross (art. 106e ust. 7–8: P_9B, P_11A); a correction's "before" line is marked StanPrzed. */
function faWiersz(line: InvoiceLine): XmlNode {
  return el("FaWiersz", [
    el("NrWierszaFa", String(line.position)),
    el("P_7", line.name),
    el("Indeks", line.sku),
    line.gtin && el("GTIN", line.gtin),
    el("P_8A", line.unit),
    el("P_8B", quantity(line.quantity)),
    el("P_9B", amount(line.unitGross)),
    el("P_11A", amount(line.gross)),
    el("P_12", String(line.vatRate)),
    line.state === "before" && el("StanPrzed", "1"),
  ]);
}

/**
 * The order a prepayment is for (art. 106f ust. 1 pkt 4): its gross value and lines with their net
 * and VAT. A prepayment's correction lists lines before (StanPrzedZ) and after.
 */
function zamowienie(invoice: InvoiceDocument): XmlNode {
  if (invoice.orderTotal === null) throw new Error(`FA(3): ${invoice.number} is a ${invoice.kind} without the order's value`);
  return el("Zamowienie", [
    el("WartoscZamowienia", amount(invoice.orderTotal)),
    ...invoice.lines.map((line) =>
      el("ZamowienieWiersz", [
        el("NrWierszaZam", String(line.position)),
        el("P_7Z", line.name),
        el("IndeksZ", line.sku),
        line.gtin && el("GTINZ", line.gtin),
        el("P_8AZ", line.unit),
        el("P_8BZ", quantity(line.quantity)),
        el("P_11NettoZ", amount(line.net)),
        el("P_11VatZ", amount(line.vat)),
        el("P_12Z", String(line.vatRate)),
        line.state === "before" && el("StanPrzedZ", "1"),
      ]),
    ),
  ]);
}

/** Paid (with the day) or the due date, the form of payment and the account to pay to. */
function platnosc({ number, payment, seller }: InvoiceDocument): XmlNode {
  if (payment.paid && !payment.paidOn) throw new Error(`FA(3): ${number} is paid without the day it was paid`);
  const account = payment.bankAccount ? digits(payment.bankAccount) : null;
  return el("Platnosc", [
    ...(payment.paid && payment.paidOn ? [el("Zaplacono", "1"), el("DataZaplaty", payment.paidOn)] : []),
    !payment.paid && payment.dueOn && el("TerminPlatnosci", [el("Termin", payment.dueOn)]),
    el("FormaPlatnosci", String(payment.form)),
    account &&
      el("RachunekBankowy", [
        // TNrRB takes 10–34 characters: the 26-digit NRB, without "PL" and spaces, as the Ministry's examples write it.
        el("NrRB", account),
        seller.bankName && seller.bankAccount && digits(seller.bankAccount) === account && el("NazwaBanku", seller.bankName),
      ]),
  ]);
}

/**
 * The seller's register entries: its full name, KRS and REGON (Rejestry), and the sentence a
 * sp. z o.o. states on its documents (KSH art. 206 § 1) as the invoice's footer.
 */
function stopka({ seller }: InvoiceDocument): Maybe {
  const rejestry = seller.krs || seller.regon;
  if (!rejestry && !seller.registration.trim()) return null;
  return el("Stopka", [
    seller.registration.trim() && el("Informacje", [el("StopkaFaktury", seller.registration)]),
    rejestry &&
      el("Rejestry", [el("PelnaNazwa", seller.name), seller.krs && el("KRS", seller.krs), seller.regon && el("REGON", seller.regon)]),
  ]);
}

/** Grosze as TKwotowy: "1234.50", "-409.00" (two fraction digits, no "-0.00"). */
export function amount(grosze: number): string {
  if (!Number.isSafeInteger(grosze)) throw new Error(`FA(3): ${grosze} is not a whole number of grosze`);
  const whole = Math.abs(grosze);
  return `${grosze < 0 ? "-" : ""}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}

/** TIlosci: an integer as is, a fraction with at most six digits. */
function quantity(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(6).replace(/\.?0+$/, "");
}

const digits = (text: string) => text.replace(/\D/g, "");

/** TNumerTelefonu holds 16 characters: "+48 12 345 67 89" fits; a longer one loses its spaces. */
function phone(text: string): string {
  const collapsed = text.trim().replace(/\s+/g, " ");
  return collapsed.length <= 16 ? collapsed : collapsed.replace(/[\s-]/g, "");
}

// A minimal element tree, rendered with two-space indentation (whitespace between elements is
// insignificant in FA(3): every complex type has element-only content).

interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  content: string | XmlNode[];
}
/** Optional children are written `condition && el(…)`: false, null, undefined and "" are left out. */
type Maybe = XmlNode | false | null | undefined | "";

function el(name: string, content: string | Maybe[], attributes: Record<string, string> = {}): XmlNode {
  return { name, attributes, content: typeof content === "string" ? content : content.filter((child): child is XmlNode => !!child) };
}

function render(node: XmlNode, depth: number): string {
  const indent = "  ".repeat(depth);
  const attributes = Object.entries(node.attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join("");
  if (typeof node.content === "string") return `${indent}<${node.name}${attributes}>${escapeXml(node.content)}</${node.name}>`;
  return [
    `${indent}<${node.name}${attributes}>`,
    ...node.content.map((child) => render(child, depth + 1)),
    `${indent}</${node.name}>`,
  ].join("\n");
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/**
 * Text and attribute values: the five markup characters escaped, and the characters XML 1.0 cannot
 * hold at all (control characters other than tab and line breaks, lone surrogates, U+FFFE/U+FFFF)
 * dropped, so a stray one in a customer's name cannot make the whole document unreadable.
 */
export function escapeXml(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) continue;
    if ((code >= 0xd800 && code <= 0xdfff) || code === 0xfffe || code === 0xffff) continue;
    out += ESCAPES[char] ?? char;
  }
  return out;
}
