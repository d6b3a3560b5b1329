import { introspectWorkflowInstance } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { warsawToday } from "../src/common/i18n/calendar";
import { formatBankAccount } from "../src/common/i18n/money";
import { database } from "../src/shop/db/client";
import { readOrder } from "../src/shop/db/queries/orders";
import { orderDocument, sellerOf } from "../src/shop/invoice/order-document";
import { issueInvoice, readInvoice } from "../src/shop/invoice/register";
import { COMPANY, customer, orderAs, staffApi } from "./fixtures";
import { get } from "./helpers";
import { pdfText } from "./pdf-text";
import { serveAccessCerts } from "./staff";

const db = () => database(env.DB);

interface InvoiceRow {
  id: number;
  number: string;
  kind: string;
  issue_date: string;
  corrects_id: number | null;
  gross: number;
  document: string;
  ksef_state: string;
  ksef_number: string | null;
  xml_key: string | null;
  pdf_key: string | null;
  upo_key: string | null;
  mailed_at: number | null;
}

const invoicesOf = async (orderId: number) =>
  (await env.DB.prepare("SELECT * FROM invoices WHERE order_id = ? ORDER BY id").bind(orderId).all<InvoiceRow>()).results;

/** Moves an order through the back office as staff do; each step must be accepted. */
async function staff(method: string, path: string, body?: unknown) {
  const response = await staffApi(method, path, body);
  expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
  return response;
}

async function payPackShip(id: number, amount: string) {
  await staff("POST", `/staff/orders/${id}/payments`, { amount, received_on: warsawToday(), method: "bank_transfer" });
  await staff("POST", `/staff/orders/${id}/transitions`, { action: "pack" });
  await staff("POST", `/staff/orders/${id}/transitions`, { action: "ship", carrier: "dpd", tracking_number: "0000123456789U" });
}

/** Waits for an invoice's documents workflow (XML, KSeF, PDF, mail) to finish. */
async function documentsDone(invoiceId: number) {
  await using instance = await introspectWorkflowInstance(env.INVOICE_DOCUMENTS, `faktura-${invoiceId}`);
  await instance.waitForStatus("complete");
}

describe("the invoice register", () => {
  beforeAll(serveAccessCerts);

  it("issues nothing for an unpaid order, then a company's invoice at dispatch: the series' number, the dispatch date, the XML and PDF stored, KSeF's number on it", async () => {
    const email = "faktura-firma@example.pl";
    const cookie = await customer(email);
    const order = await orderAs(cookie, 120, { ...COMPANY, company_name: "Zażółć Gęślą Jaźń sp. z o.o.", city: "Łódź" }, email, 2);

    // Unpaid: no invoice exists and none is offered.
    expect(await invoicesOf(order.id)).toEqual([]);
    const none = await get(`/api/account/orders/${order.id}/invoice`, { headers: { cookie } });
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ error_code: "NOT_FOUND", message: "Do tego zamówienia nie ma jeszcze faktury." });

    await payPackShip(order.id, order.total_gross_amount);
    const [invoice] = await invoicesOf(order.id);
    const today = warsawToday();
    expect(invoice).toMatchObject({
      kind: "VAT",
      issue_date: today,
      corrects_id: null,
      gross: Math.round(Number(order.total_gross_amount) * 100),
    });
    expect(invoice!.number).toMatch(new RegExp(`^FV/${today.slice(0, 4)}/${today.slice(5, 7)}/\\d{4}$`));
    const shipped = await env.DB.prepare("SELECT shipped_at FROM orders WHERE id = ?").bind(order.id).first<number>("shipped_at");
    // The sale (delivery) date is the dispatch: the same day as the issue, so FA(3) leaves P_6 out.
    expect(warsawToday(shipped!)).toBe(today);
    expect(JSON.parse(invoice!.document)).toMatchObject({ saleDate: null, orderNumber: order.number, buyer: { nip: "5260250274" } });

    await documentsDone(invoice!.id);
    const [done] = await invoicesOf(order.id);
    expect(done).toMatchObject({ ksef_state: "accepted" });
    expect(done!.ksef_number).toMatch(/^6762468348-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}$/);
    const xml = await (await env.FILES.get(done!.xml_key!))!.text();
    expect(xml).toContain(`<P_2>${invoice!.number}</P_2>`);
    expect(xml).toContain("<NIP>5260250274</NIP>");
    expect(xml).toContain(`<P_1>${today}</P_1>`);
    expect(await env.FILES.get(done!.upo_key!)).not.toBeNull();

    // The buyer downloads the stored PDF: the KSeF number and the verification code's label on it.
    const link = (await (await get(`/api/account/orders/${order.id}/invoice`, { headers: { cookie } })).json()) as {
      url: string;
      number: string;
      file_name: string;
    };
    expect(link).toMatchObject({ number: invoice!.number, file_name: `Faktura-${invoice!.number.replaceAll("/", "-")}.pdf` });
    const pdf = await get(link.url, { headers: { cookie } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("cache-control")).toBe("private, no-store");
    const bytes = await pdf.arrayBuffer();
    expect((await PDFDocument.load(bytes)).getTitle()).toBe(`Faktura VAT ${invoice!.number}`);
    const text = await pdfText(bytes);
    expect(text).toContain(`Faktura VAT nr ${invoice!.number}`);
    expect(text).toContain(`Numer KSeF: ${done!.ksef_number}`);
    expect(text).toContain("Sprawdź fakturę w KSeF");
    expect(text).toContain("Zażółć Gęślą Jaźń sp. z o.o.");
    expect(text).toContain("NIP 526-025-02-74");
    expect(text).toContain("NIP 676-246-83-48");
    expect(text).toContain("KRS 0000734512");
    expect(text).toMatch(/kapitał zakładowy 50\s000,00\szł/);
    expect(text).toContain("2 szt.");
    expect(text).toContain("VAT 23%");
    expect(text).toContain("Zapłacono");
    expect(text).toMatch(new RegExp(`Data dostawy:\\s+${today.split("-").reverse().join("\\.")}`));
    // …and it came by mail too, attached.
    expect(done!.mailed_at).not.toBeNull();
    const mail = await env.DB.prepare("SELECT subject FROM mail_outbox WHERE \"to\" = ? AND subject LIKE '%faktura vat%'")
      .bind(email)
      .first();
    expect(mail).not.toBeNull();

    // Nobody else gets it.
    const stranger = await customer("obcy-faktura@example.pl");
    expect((await get(link.url, { headers: { cookie: stranger } })).status).toBe(404);
    expect((await get(link.url)).status).toBe(401);
  }, 90_000);

  it("corrects the invoice when 1 of 4 tyres comes back: before and after, the difference, a reference to the invoice and its KSeF number", async () => {
    const email = "korekta-firma@example.pl";
    const cookie = await customer(email);
    const order = await orderAs(cookie, 130, COMPANY, email, 4);
    await payPackShip(order.id, order.total_gross_amount);
    const [invoice] = await invoicesOf(order.id);
    await documentsDone(invoice!.id);
    await staff("POST", `/staff/orders/${order.id}/transitions`, { action: "deliver" });
    const view = await readOrder(db(), { id: order.id });
    const line = view!.lines[0]!;
    await staff("POST", `/staff/orders/${order.id}/withdrawals`, {
      lines: [{ sku: line.sku, quantity: 1, resaleable: true }],
      declared_on: warsawToday(),
      received_on: warsawToday(),
    });
    const [, correction] = await invoicesOf(order.id);
    const unit = Math.round(Number(line.price) * 100);
    expect(correction).toMatchObject({ kind: "KOR", corrects_id: invoice!.id, gross: -unit });
    expect(correction!.number).toMatch(/^KOR\/\d{4}\/\d{2}\/\d{4}$/);
    const stored = (await readInvoice(db(), correction!.id))!.document;
    expect(stored.lines.map((entry) => [entry.state, entry.quantity])).toEqual([
      ["before", 4],
      ["after", 3],
    ]);
    const ksefNumber = (await invoicesOf(order.id))[0]!.ksef_number;
    expect(stored.correction).toMatchObject({
      reason: `Zwrot 1 szt. po odstąpieniu od umowy (zamówienie ${order.number})`,
      corrected: { number: invoice!.number, ksefNumber },
      before: { gross: unit * 4 },
      after: { gross: unit * 3 },
    });
    await documentsDone(correction!.id);
    const [, sent] = await invoicesOf(order.id);
    expect(sent!.ksef_state).toBe("accepted");
    const xml = await (await env.FILES.get(sent!.xml_key!))!.text();
    expect(xml).toContain("<RodzajFaktury>KOR</RodzajFaktury>");
    expect(xml).toContain(`<NrFaKorygowanej>${invoice!.number}</NrFaKorygowanej>`);
    expect(xml).toContain(`<NrKSeFFaKorygowanej>${ksefNumber}</NrKSeFFaKorygowanej>`);
    expect(xml).toContain(`<P_15>${(-unit / 100).toFixed(2)}</P_15>`);
    const text = await pdfText(await (await env.FILES.get(sent!.pdf_key!))!.arrayBuffer());
    expect(text).toContain(`Faktura korygująca nr ${correction!.number}`);
    expect(text).toContain(`Korygowana faktura: ${invoice!.number}`);
    expect(text).toContain("przed korektą");
    expect(text).toContain("po korekcie");
    expect(text).toMatch(/Do zwrotu: \d/);

    // The buyer sees both in the account.
    const page = await (await get(`/konto/zamowienia/${order.id}`, { headers: { cookie } })).text();
    expect(page).toContain(invoice!.number);
    expect(page).toContain(correction!.number);
  }, 120_000);

  it("invoices a consumer only on request: nothing at dispatch, then one dated at the dispatch on asking from the account", async () => {
    const email = "konsument-faktura@example.pl";
    const cookie = await customer(email);
    const order = await orderAs(cookie, 140, { type: "person" }, email, 1);
    await payPackShip(order.id, order.total_gross_amount);
    expect(await invoicesOf(order.id)).toEqual([]);
    const page = await (await get(`/konto/zamowienia/${order.id}`, { headers: { cookie } })).text();
    expect(page).toContain("Poproś o fakturę");

    const asked = await get(`/konto/zamowienia/${order.id}/faktura`, {
      method: "POST",
      headers: { cookie, origin: "https://sklep.test", "content-type": "application/x-www-form-urlencoded" },
      body: "",
      redirect: "manual",
    });
    expect(asked.status).toBe(303);
    expect(asked.headers.get("location")).toBe(`/konto/zamowienia/${order.id}?faktura=wystawiona`);
    const [invoice] = await invoicesOf(order.id);
    expect(invoice).toMatchObject({ kind: "VAT", ksef_state: "none" });
    expect(JSON.parse(invoice!.document).buyer).toMatchObject({ nip: null });
    // Outside KSeF (a consumer's, by default): the PDF has no KSeF number and no code, and is mailed.
    await documentsDone(invoice!.id);
    const [done] = await invoicesOf(order.id);
    expect(done!.mailed_at).not.toBeNull();
    const text = await pdfText(await (await env.FILES.get(done!.pdf_key!))!.arrayBuffer());
    expect(text).not.toContain("Numer KSeF");
    expect(text).not.toContain("Sprawdź fakturę w KSeF");
    // A second request is refused with the number of the one there is.
    const again = await get(`/konto/zamowienia/${order.id}/faktura`, {
      method: "POST",
      headers: { cookie, origin: "https://sklep.test", "content-type": "application/x-www-form-urlencoded" },
      body: "",
      redirect: "manual",
    });
    expect(again.headers.get("location")).toBe(`/konto/zamowienia/${order.id}?faktura=odmowa`);
    expect(await invoicesOf(order.id)).toHaveLength(1);
  }, 60_000);

  it("numbers 50 documents issued at once 1…50 in their series: no gap, no duplicate", async () => {
    const cookie = await customer("numeracja@example.pl");
    const placed = await orderAs(cookie, 150, COMPANY, "numeracja@example.pl", 1);
    const order = (await readOrder(db(), { id: placed.id }))!;
    const now = Date.parse("2031-05-14T10:00:00Z");
    const document = {
      ...orderDocument({ kind: "VAT", order, seller: await sellerOf(env), now, saleAt: now, paidAt: now }),
      kind: "KOR" as const,
    };
    const issued = await Promise.all(
      Array.from({ length: 50 }, () => issueInvoice(db(), document, { orderId: placed.id, ksefState: "none", staffId: null, now })),
    );
    const numbers = (
      await env.DB.prepare("SELECT number FROM invoices WHERE number LIKE 'KOR/2031/05/%' ORDER BY sequence").all<{ number: string }>()
    ).results.map((row) => row.number);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, index) => `KOR/2031/05/${String(index + 1).padStart(4, "0")}`));
    expect(issued.every((entry) => entry !== null)).toBe(true);
  }, 60_000);

  it("never changes or deletes an issued invoice", async () => {
    const row = await env.DB.prepare("SELECT id FROM invoices LIMIT 1").first<number>("id");
    expect(row).not.toBeNull();
    await expect(env.DB.prepare("UPDATE invoices SET gross = 1 WHERE id = ?").bind(row).run()).rejects.toThrow(/INVOICE_IMMUTABLE/);
    await expect(env.DB.prepare("DELETE FROM invoices WHERE id = ?").bind(row).run()).rejects.toThrow(/INVOICE_IMMUTABLE/);
    await expect(env.DB.prepare("DELETE FROM invoice_lines WHERE invoice_id = ?").bind(row).run()).rejects.toThrow(/INVOICE_IMMUTABLE/);
  });

  it("prints a bank account in groups of four whatever spacing configuration used", () => {
    expect(formatBankAccount("PL 27 1140 2004 0000 3002 0135 5387")).toBe("PL27 1140 2004 0000 3002 0135 5387");
    expect(formatBankAccount("pl27114020040000300201355387")).toBe("PL27 1140 2004 0000 3002 0135 5387");
    expect(formatBankAccount(" 27 11402004 0000300201355387 ")).toBe("27 1140 2004 0000 3002 0135 5387");
    expect(formatBankAccount("")).toBe("");
  });
});
