/**
 * The FA(3) XML (src/shop/invoice/fa3.ts) of every kind of document the shop issues, validated by
 * xmllint (Debian's libxml2-utils) against the Ministry of Finance's own schema, offline: the copy
 * in tests/fixtures/ksef/schema, whose catalog maps the base schemas' crd.gov.pl address to that
 * folder. Node, not workerd: the Worker cannot start a process.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { amount, escapeXml, FA3_NAMESPACE, fa3Xml } from "../../src/shop/invoice/fa3";
import {
  CONSUMER,
  cancellationCorrection,
  companyInvoice,
  consumerInvoice,
  finalCorrection,
  finalInvoice,
  fleetInvoice,
  INVOICES,
  KSEF,
  prepaymentCorrection,
  prepaymentInvoice,
  priceCorrection,
  quantityCorrection,
} from "../fixtures/invoices";

const SCHEMA_DIR = path.resolve(import.meta.dirname, "../fixtures/ksef/schema");
const SCHEMA = path.join(SCHEMA_DIR, "schemat_FA(3)_v1-0E.xsd");
const CATALOG = path.join(SCHEMA_DIR, "catalog.xml");
const OPTIONS = { createdAt: new Date("2026-11-25T09:30:47.123Z"), systemInfo: "Opony Kraków sklep" };

const work = mkdtempSync(path.join(tmpdir(), "fa3-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let files = 0;

/** xmllint's verdict on one document: ok, or its messages. Never the network (--nonet). */
function validate(xml: string, { catalog = true } = {}): { ok: boolean; message: string } {
  const file = path.join(work, `invoice-${++files}.xml`);
  writeFileSync(file, xml);
  const env = { ...process.env, XML_CATALOG_FILES: catalog ? CATALOG : "" };
  try {
    execFileSync("xmllint", ["--nonet", "--noout", "--schema", SCHEMA, file], { env, stdio: "pipe", encoding: "utf8" });
    return { ok: true, message: "" };
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message: string };
    return { ok: false, message: stderr || message };
  }
}

/** The document without one element (its first occurrence, with its content). */
function without(xml: string, element: string): string {
  const start = xml.indexOf(`<${element}>`);
  const end = xml.indexOf(`</${element}>`, start);
  expect(start, `${element} in the document`).toBeGreaterThan(-1);
  return xml.slice(0, xml.lastIndexOf("\n", start)) + xml.slice(end + `</${element}>`.length);
}

/** The texts of every `<element>…</element>` (elements without attributes). */
function texts(xml: string, element: string): string[] {
  return xml
    .split(`<${element}>`)
    .slice(1)
    .map((part) => part.slice(0, part.indexOf(`</${element}>`)));
}

describe("FA(3) against the Ministry's schema", () => {
  it.each(Object.entries(INVOICES))("%s is valid", (_, build) => {
    const verdict = validate(fa3Xml(build(), OPTIONS));
    expect(verdict.message).toBe("");
    expect(verdict.ok).toBe(true);
  });

  it("needs the copied catalog: without it the base schemas cannot be loaded offline", () => {
    const verdict = validate(fa3Xml(companyInvoice(), OPTIONS), { catalog: false });
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toContain("Attempt to load network entity http://crd.gov.pl/");
  });

  it("refuses an invoice without its number (P_2)", () => {
    const xml = fa3Xml(companyInvoice(), OPTIONS);
    expect(validate(xml).ok).toBe(true);
    const verdict = validate(without(xml, "P_2"));
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toContain("P_2");
  });

  it("refuses an invoice without its buyer (Podmiot2)", () => {
    const verdict = validate(without(fa3Xml(consumerInvoice(), OPTIONS), "Podmiot2"));
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toContain("Podmiot2");
  });

  it("refuses a correction without the corrected invoice's data (DaneFaKorygowanej)", () => {
    const verdict = validate(without(fa3Xml(quantityCorrection(), OPTIONS), "DaneFaKorygowanej"));
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toContain("DaneFaKorygowanej");
  });

  it("refuses elements out of the schema's order and amounts with a decimal comma", () => {
    const xml = fa3Xml(companyInvoice(), OPTIONS);
    const inOrder = "<P_1M>Kraków</P_1M>\n    <P_2>FV/2026/11/0001</P_2>";
    expect(xml).toContain(inOrder);
    expect(validate(xml.replace(inOrder, "<P_2>FV/2026/11/0001</P_2>\n    <P_1M>Kraków</P_1M>")).ok).toBe(false);
    expect(xml).toContain("<P_15>2952.00</P_15>");
    expect(validate(xml.replace("<P_15>2952.00</P_15>", "<P_15>2952,00</P_15>")).ok).toBe(false);
  });

  it("keeps markup characters in names as text and drops characters XML cannot hold", () => {
    const invoice = consumerInvoice();
    invoice.buyer = { ...CONSUMER, name: `Bar "Pod Kołem" & <Opony> O'Brien\u0007` };
    const xml = fa3Xml(invoice, OPTIONS);
    expect(validate(xml).ok).toBe(true);
    expect(xml).toContain("<Nazwa>Bar &quot;Pod Kołem&quot; &amp; &lt;Opony&gt; O&apos;Brien</Nazwa>");
    expect(escapeXml("a\u0000b\uFFFEc\uD800d")).toBe("abcd");
  });
});

describe("FA(3) says what the stored invoice says", () => {
  it("writes the header, the seller, and the kind with the amounts as stored", () => {
    const xml = fa3Xml(companyInvoice(), OPTIONS);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<Faktura ')).toBe(true);
    expect(xml).toContain(`xmlns="${FA3_NAMESPACE}"`);
    expect(xml).toContain('<KodFormularza kodSystemowy="FA (3)" wersjaSchemy="1-0E">FA</KodFormularza>');
    expect(xml).toContain("<DataWytworzeniaFa>2026-11-25T09:30:47Z</DataWytworzeniaFa>");
    expect(xml).toContain("<SystemInfo>Opony Kraków sklep</SystemInfo>");
    expect(texts(xml, "NIP")).toEqual(["6762468348", "6771234561"]);
    expect(xml).toContain("<AdresL1>ul. Półłanki 18</AdresL1>");
    expect(xml).toContain("<Telefon>+48 12 345 67 89</Telefon>");
    expect(xml).toContain("<RodzajFaktury>VAT</RodzajFaktury>");
    expect(xml).toContain("<P_6>2026-11-02</P_6>");
    // 8 tyres, 2,952.00 gross; VAT counted from the rate's gross sum: round(295200 × 23/123) grosze.
    expect(xml).toContain("<P_13_1>2400.00</P_13_1>");
    expect(xml).toContain("<P_14_1>552.00</P_14_1>");
    expect(xml).toContain("<P_15>2952.00</P_15>");
    expect(texts(xml, "P_9B")).toEqual(["329.00", "409.00"]);
    expect(texts(xml, "P_11A")).toEqual(["1316.00", "1636.00"]);
    expect(xml).toContain("<GTIN>3528701234564</GTIN>");
    expect(xml).toContain("<P_18A>2</P_18A>");
    expect(xml).toContain("<Termin>2026-11-17</Termin>");
    expect(xml).toContain("<NrRB>27114020040000300201355387</NrRB>");
    expect(xml).toContain("<NazwaBanku>mBank S.A.</NazwaBanku>");
    expect(xml).toContain("<NrZamowienia>OK-2026-000042</NrZamowienia>");
    expect(xml).toContain("<KRS>0000734512</KRS>");
    expect(xml).toContain("<REGON>356123451</REGON>");
  });

  it("names a consumer without a NIP (BrakID), paid, and leaves out the day of sale equal to nothing", () => {
    const xml = fa3Xml(consumerInvoice(), OPTIONS);
    expect(texts(xml, "NIP")).toEqual(["6762468348"]);
    expect(xml).toContain("<BrakID>1</BrakID>");
    expect(xml).toContain("<JST>2</JST>");
    expect(xml).toContain("<GV>2</GV>");
    expect(xml).not.toContain(CONSUMER.email!);
    expect(xml).toContain("<P_15>1636.00</P_15>");
    expect(xml).toContain("<Zaplacono>1</Zaplacono>");
    expect(xml).toContain("<DataZaplaty>2026-11-02</DataZaplaty>");
    expect(xml).not.toContain("<TerminPlatnosci>");
    expect(xml).not.toContain("<RachunekBankowy>");
  });

  it("marks the split payment", () => {
    const xml = fa3Xml(fleetInvoice(), OPTIONS);
    expect(xml).toContain("<P_18A>1</P_18A>");
    expect(xml).toContain("<P_15>16360.00</P_15>");
    expect(xml).not.toContain("<P_6>");
  });

  it("a quantity correction: the difference, the corrected invoice by its KSeF number, lines before and after", () => {
    const xml = fa3Xml(quantityCorrection(), OPTIONS);
    expect(xml).toContain("<RodzajFaktury>KOR</RodzajFaktury>");
    expect(xml).toContain("<P_15>-409.00</P_15>");
    expect(xml).toContain("<P_13_1>-332.52</P_13_1>");
    expect(xml).toContain("<P_14_1>-76.48</P_14_1>");
    expect(xml).toContain("<PrzyczynaKorekty>Zwrot 1 szt. po odstąpieniu od umowy (zamówienie OK-2026-000051)</PrzyczynaKorekty>");
    expect(xml).toContain("<TypKorekty>2</TypKorekty>");
    expect(xml).toContain("<DataWystFaKorygowanej>2026-11-05</DataWystFaKorygowanej>");
    expect(xml).toContain("<NrFaKorygowanej>FV/2026/11/0002</NrFaKorygowanej>");
    expect(xml).toContain(`<NrKSeF>1</NrKSeF>\n      <NrKSeFFaKorygowanej>${KSEF.consumerInvoice}</NrKSeFFaKorygowanej>`);
    expect(xml).not.toContain("<P_15ZK>");
    expect(texts(xml, "P_8B")).toEqual(["4", "3"]);
    expect(texts(xml, "StanPrzed")).toEqual(["1"]);
    expect(xml.indexOf("<StanPrzed>")).toBeLessThan(xml.indexOf("<NrWierszaFa>2</NrWierszaFa>"));
  });

  it("a price correction of an invoice issued outside KSeF", () => {
    const xml = fa3Xml(priceCorrection(), OPTIONS);
    expect(xml).toContain("<P_15>-120.00</P_15>");
    expect(xml).toContain("<NrFaKorygowanej>FV/2026/03/0117</NrFaKorygowanej>");
    expect(xml).toContain("<NrKSeFN>1</NrKSeFN>");
    expect(xml).not.toContain("<NrKSeFFaKorygowanej>");
    expect(texts(xml, "P_9B")).toEqual(["329.00", "299.00"]);
  });

  it("a correction to zero", () => {
    const xml = fa3Xml(cancellationCorrection(), OPTIONS);
    expect(xml).toContain("<P_15>-2952.00</P_15>");
    expect(texts(xml, "P_8B")).toEqual(["4", "4", "0", "0"]);
    expect(texts(xml, "P_11A")).toEqual(["1316.00", "1636.00", "0.00", "0.00"]);
  });

  it("a prepayment invoice: the payment received, the day it came, the order in Zamowienie", () => {
    const xml = fa3Xml(prepaymentInvoice(), OPTIONS);
    expect(xml).toContain("<RodzajFaktury>ZAL</RodzajFaktury>");
    expect(xml).toContain("<P_6>2026-10-14</P_6>");
    expect(xml).toContain("<P_13_1>406.50</P_13_1>");
    expect(xml).toContain("<P_14_1>93.50</P_14_1>");
    expect(xml).toContain("<P_15>500.00</P_15>");
    expect(xml).toContain("<WartoscZamowienia>2276.00</WartoscZamowienia>");
    expect(xml).toContain("<P_11NettoZ>1850.41</P_11NettoZ>");
    expect(xml).toContain("<P_11VatZ>425.59</P_11VatZ>");
    expect(xml).not.toContain("<FaWiersz>");
    expect(xml.indexOf("<WarunkiTransakcji>")).toBeLessThan(xml.indexOf("<Zamowienie>"));
  });

  it("a final invoice: what remains, the full order's lines, the prepayment by its KSeF number or its own", () => {
    const inKsef = fa3Xml(finalInvoice(), OPTIONS);
    expect(inKsef).toContain("<RodzajFaktury>ROZ</RodzajFaktury>");
    expect(inKsef).toContain("<P_15>1776.00</P_15>");
    expect(inKsef).toContain("<P_11A>2276.00</P_11A>");
    expect(inKsef).toContain(`<FakturaZaliczkowa>\n      <NrKSeFFaZaliczkowej>${KSEF.prepayment}</NrKSeFFaZaliczkowej>`);
    const outside = fa3Xml(finalInvoice({ prepaymentInKsef: false }), OPTIONS);
    expect(outside).toContain("<NrKSeFZN>1</NrKSeFZN>\n      <NrFaZaliczkowej>FZ/2026/10/0001</NrFaZaliczkowej>");
  });

  it("corrections of a prepayment and of a final invoice state the amount before them (P_15ZK)", () => {
    const zal = fa3Xml(prepaymentCorrection(), OPTIONS);
    expect(zal).toContain("<RodzajFaktury>KOR_ZAL</RodzajFaktury>");
    expect(zal).toContain("<P_15>-500.00</P_15>");
    expect(zal).toContain("<P_15ZK>500.00</P_15ZK>");
    expect(zal).toContain("<WartoscZamowienia>0.00</WartoscZamowienia>");
    expect(texts(zal, "StanPrzedZ")).toEqual(["1"]);
    expect(zal).toContain(`<NrKSeFFaKorygowanej>${KSEF.prepayment}</NrKSeFFaKorygowanej>`);
    const roz = fa3Xml(finalCorrection(), OPTIONS);
    expect(roz).toContain("<RodzajFaktury>KOR_ROZ</RodzajFaktury>");
    expect(roz).toContain("<P_15>-569.00</P_15>");
    expect(roz).toContain("<P_15ZK>1776.00</P_15ZK>");
    expect(roz).toContain("<NrFaKorygowanej>FV/2026/11/0004</NrFaKorygowanej>");
    expect(roz).toContain("<NrKSeFN>1</NrKSeFN>");
  });

  it("writes grosze with two fraction digits and refuses documents that contradict themselves", () => {
    expect([0, 5, -5, 123450, -40900, 100].map(amount)).toEqual(["0.00", "0.05", "-0.05", "1234.50", "-409.00", "1.00"]);
    expect(() => amount(1.5)).toThrow();
    expect(() => fa3Xml({ ...quantityCorrection(), correction: null }, OPTIONS)).toThrow(/without its correction/);
    expect(() => fa3Xml({ ...prepaymentInvoice(), orderTotal: null }, OPTIONS)).toThrow(/order's value/);
    const unpaidDate = consumerInvoice();
    unpaidDate.payment = { ...unpaidDate.payment, paidOn: null };
    expect(() => fa3Xml(unpaidDate, OPTIONS)).toThrow(/paid without/);
  });
});
