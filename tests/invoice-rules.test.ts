import { introspectWorkflowInstance } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { warsawDayStart, warsawToday } from "../src/common/i18n/calendar";
import type { Bindings } from "../src/common/env";
import { database } from "../src/shop/db/client";
import { markOffline, sendInvoiceToKsef, storeInvoicePdf, storeInvoiceXml } from "../src/shop/invoice/documents";
import { readInvoice } from "../src/shop/invoice/register";
import { runInvoiceSchedule } from "../src/shop/invoice/scheduled-invoices";
import { STAND_IN_OFFLINE_CERTIFICATE } from "../src/shop/invoice/ksef/stand-in-keys";
import { COMPANY, customer, orderAs, staffApi } from "./fixtures";
import { pdfText } from "./pdf-text";
import { asStaff, serveAccessCerts } from "./staff";

const db = () => database(env.DB);

const invoicesOf = async (orderId: number) =>
  (
    await env.DB.prepare("SELECT id, number, kind, corrects_id, gross, ksef_state, offline FROM invoices WHERE order_id = ? ORDER BY id")
      .bind(orderId)
      .all<{ id: number; number: string; kind: string; corrects_id: number | null; gross: number; ksef_state: string; offline: number }>()
  ).results;

async function staff(method: string, path: string, body?: unknown, expected = 300) {
  const response = await staffApi(method, path, body);
  expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(expected);
  return response;
}

async function companyOrder(offset: number, quantity = 2) {
  const email = `reguly-${offset}@example.pl`;
  const cookie = await customer(email);
  return orderAs(cookie, offset, COMPANY, email, quantity);
}

async function documentsDone(invoiceId: number) {
  await using instance = await introspectWorkflowInstance(env.INVOICE_DOCUMENTS, `faktura-${invoiceId}`);
  await instance.waitForStatus("complete");
}

describe("when invoices are issued and corrected", () => {
  beforeAll(serveAccessCerts);

  it("issues a prepayment invoice on the first night of the month after the payment, and then nothing at dispatch (the prepayment covered it all)", async () => {
    const order = await companyOrder(160);
    await staff("POST", `/staff/orders/${order.id}/payments`, {
      amount: order.total_gross_amount,
      received_on: warsawToday(),
      method: "bank_transfer",
    });
    // Paid in the previous month (the register counts by the day the order was paid in full).
    const now = Date.now();
    const lastMonth = warsawDayStart(`${warsawToday(now).slice(0, 7)}-01`)! - 5 * 86_400_000;
    await env.DB.prepare("UPDATE orders SET paid_at = ? WHERE id = ?").bind(lastMonth, order.id).run();
    // The five-minute run issues nothing; the nightly one the ZAL, once.
    expect((await runInvoiceSchedule(env as Bindings, db(), now, false)).prepaymentInvoices).toEqual([]);
    const nightly = await runInvoiceSchedule(env as Bindings, db(), now, true);
    expect(nightly.prepaymentInvoices).toHaveLength(1);
    expect(nightly.prepaymentInvoices[0]).toMatch(/^FZ\/\d{4}\/\d{2}\/\d{4}$/);
    expect((await runInvoiceSchedule(env as Bindings, db(), now, true)).prepaymentInvoices).toEqual([]);
    const [prepayment] = await invoicesOf(order.id);
    expect(prepayment).toMatchObject({ kind: "ZAL", gross: Math.round(Number(order.total_gross_amount) * 100) });
    const document = (await readInvoice(db(), prepayment!.id))!.document;
    expect(document.saleDate).toBe(warsawToday(lastMonth));
    expect(document.orderTotal).toBe(prepayment!.gross);
    await documentsDone(prepayment!.id);
    const xml = await (await env.FILES.get((await readInvoice(db(), prepayment!.id))!.row.xmlKey!))!.text();
    expect(xml).toContain("<RodzajFaktury>ZAL</RodzajFaktury>");
    expect(xml).toContain(`<P_6>${warsawToday(lastMonth)}</P_6>`);

    // Dispatch: the prepayment invoice documented the whole price, so no second invoice (art. 106f ust. 4).
    await staff("POST", `/staff/orders/${order.id}/transitions`, { action: "pack" });
    await staff("POST", `/staff/orders/${order.id}/transitions`, { action: "ship", carrier: "dpd", tracking_number: "0000123456790U" });
    expect((await invoicesOf(order.id)).map((row) => row.kind)).toEqual(["ZAL"]);
  }, 60_000);

  it("corrects a prepayment invoice to zero when its order is cancelled", async () => {
    const order = await companyOrder(161);
    await staff("POST", `/staff/orders/${order.id}/payments`, {
      amount: order.total_gross_amount,
      received_on: warsawToday(),
      method: "bank_transfer",
    });
    const lastMonth = warsawDayStart(`${warsawToday().slice(0, 7)}-01`)! - 3 * 86_400_000;
    await env.DB.prepare("UPDATE orders SET paid_at = ? WHERE id = ?").bind(lastMonth, order.id).run();
    await runInvoiceSchedule(env as Bindings, db(), Date.now(), true);
    const [prepayment] = await invoicesOf(order.id);
    await documentsDone(prepayment!.id);
    await staff("POST", `/staff/orders/${order.id}/transitions`, { action: "cancel", reason: "customer_request" });
    const [, correction] = await invoicesOf(order.id);
    expect(correction).toMatchObject({ kind: "KOR_ZAL", corrects_id: prepayment!.id, gross: -prepayment!.gross });
    const document = (await readInvoice(db(), correction!.id))!.document;
    expect(document.correction?.after.gross).toBe(0);
    expect(document.lines.filter((line) => line.state === "after").every((line) => line.quantity === 0)).toBe(true);
    await documentsDone(correction!.id);
  }, 60_000);

  it("lets staff correct a price (a complaint's reduction), and refuses a 'correction' that raises it or changes nothing", async () => {
    const order = await companyOrder(162, 2);
    await staff("POST", `/staff/orders/${order.id}/payments`, {
      amount: order.total_gross_amount,
      received_on: warsawToday(),
      method: "bank_transfer",
    });
    await staff("POST", `/staff/orders/${order.id}/transitions`, { action: "pack" });
    await staff("POST", `/staff/orders/${order.id}/transitions`, { action: "ship", carrier: "dpd", tracking_number: "0000123456791U" });
    const [invoice] = await invoicesOf(order.id);
    await documentsDone(invoice!.id);
    const line = (await readInvoice(db(), invoice!.id))!.document.lines[0]!;

    const higher = await staffApi("POST", `/staff/invoices/${invoice!.id}/corrections`, {
      reason: "pomyłka w cenie",
      lines: [{ position: 1, quantity: 2, unit_gross: line.unitGross + 100 }],
    });
    expect(higher.status).toBe(400);
    expect(((await higher.json()) as { message: string }).message).toMatch(/^Pozycja 1: korekta może tylko obniżyć/);
    const same = await staffApi("POST", `/staff/invoices/${invoice!.id}/corrections`, {
      reason: "bez zmian w cenie",
      lines: [{ position: 1, quantity: 2, unit_gross: line.unitGross }],
    });
    expect(same.status).toBe(400);
    expect(await same.json()).toMatchObject({ error_code: "VALIDATION_ERROR", message: "Korekta niczego nie zmienia." });

    const reduced = await staffApi("POST", `/staff/invoices/${invoice!.id}/corrections`, {
      reason: "obniżka ceny po uznanej reklamacji R/2026/0007",
      lines: [{ position: 1, quantity: 2, unit_gross: line.unitGross - 5000 }],
    });
    expect(reduced.status).toBe(201);
    const { invoice: correction } = (await reduced.json()) as { invoice: { id: number; number: string; gross_amount: string } };
    expect(correction.gross_amount).toBe("-100.00");
    const stored = (await readInvoice(db(), correction.id))!;
    expect(stored.document.correction?.reason).toBe("obniżka ceny po uznanej reklamacji R/2026/0007");
    expect(stored.row.staffId).not.toBeNull();
    await documentsDone(correction.id);
    // The register lists both, the correction under its invoice.
    const register = (await (await staffApi("GET", `/staff/invoices/${invoice!.id}`)).json()) as {
      invoice: { corrections: { number: string }[] };
    };
    expect(register.invoice.corrections.map((entry) => entry.number)).toEqual([correction.number]);

    // The accountant's export of the month: a row per line, the correction's before and after, rates and KSeF numbers.
    const csv = await asStaff(`/panel/faktury/eksport.csv?month=${warsawToday().slice(0, 7)}`);
    expect(csv.headers.get("content-type"), await csv.clone().text()).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM Excel needs for UTF-8
    const lines = new TextDecoder().decode(bytes).split("\r\n");
    expect(lines[0]).toBe(
      "Numer;Rodzaj;Data wystawienia;Data sprzedaży;Zamówienie;Nabywca;NIP;Korygowana faktura;Lp.;Stan;Towar;Ilość;Cena brutto;Netto;Stawka VAT;VAT;Brutto;Numer KSeF",
    );
    const ksef = (await readInvoice(db(), invoice!.id))!.row.ksefNumber!;
    const invoiceRow = lines.find((line) => line.startsWith(`${invoice!.number};Faktura VAT;`))!;
    expect(invoiceRow.split(";")).toMatchObject({ 6: "5260250274", 11: "2", 14: "23%", 17: ksef });
    const correctionRows = lines.filter((line) => line.startsWith(`${correction.number};`)).map((line) => line.split(";"));
    expect(correctionRows.map((fields) => [fields[7], fields[9], fields[12]])).toEqual([
      [invoice!.number, "przed korektą", (line.unitGross / 100).toFixed(2).replace(".", ",")],
      [invoice!.number, "po korekcie", ((line.unitGross - 5000) / 100).toFixed(2).replace(".", ",")],
    ]);
    expect((await asStaff("/panel/faktury/eksport.csv?month=2026-13")).status).toBe(400);
  }, 60_000);

  it("issues nothing at all when the shop's invoices are off (INVOICES = off)", async () => {
    const order = await companyOrder(163, 1);
    const { default: worker } = await import("../src/index");
    const off = { ...env, INVOICES: "off" };
    const call = async (path: string, body: unknown) => {
      const { SHOP_STAFF_HEADER, signStaff } = await import("../src/common/shop-identity");
      const request = new Request(`https://sklep.test/api/v1${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: "https://sklep.test",
          [SHOP_STAFF_HEADER]: await signStaff(env.SHOP_API_SECRET, "anna.nowak@oponykrakow.pl", { method: "POST", path }),
        },
        body: JSON.stringify(body),
      });
      const response = await worker.fetch(request, off, { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as never);
      expect(response.status, await response.clone().text()).toBeLessThan(300);
    };
    await call(`/staff/orders/${order.id}/payments`, {
      amount: order.total_gross_amount,
      received_on: warsawToday(),
      method: "bank_transfer",
    });
    await call(`/staff/orders/${order.id}/transitions`, { action: "pack" });
    await call(`/staff/orders/${order.id}/transitions`, { action: "ship", carrier: "dpd", tracking_number: "0000123456792U" });
    expect(await invoicesOf(order.id)).toEqual([]);
  }, 60_000);

  it("puts an invoice offline while KSeF does not answer (KOD I and KOD II on its PDF), and sends it when KSeF is back", async () => {
    const order = await companyOrder(164, 1);
    await staff("POST", `/staff/orders/${order.id}/payments`, {
      amount: order.total_gross_amount,
      received_on: warsawToday(),
      method: "bank_transfer",
    });
    await staff("POST", `/staff/orders/${order.id}/transitions`, { action: "pack" });
    // The real TEST environment, unreachable from here: every call to KSeF fails.
    const outage = {
      ...env,
      KSEF_ENVIRONMENT: "test",
      KSEF_TOKEN: "token-testowy",
      KSEF_OFFLINE_CERTIFICATE: STAND_IN_OFFLINE_CERTIFICATE.certificatePem,
      KSEF_OFFLINE_PRIVATE_KEY: STAND_IN_OFFLINE_CERTIFICATE.privateKeyPem,
    } as Bindings;
    // Only KSeF's hosts fail; everything else (the Access certificates of the back office) still answers.
    const realFetch = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes("ksef")) throw new TypeError("Network connection lost.");
      return realFetch(input, init);
    });
    const restore = () => vi.stubGlobal("fetch", realFetch);
    await staff("POST", `/staff/orders/${order.id}/transitions`, { action: "ship", carrier: "dpd", tracking_number: "0000123456793U" });
    const [invoice] = await invoicesOf(order.id);
    await documentsDone(invoice!.id); // the workflow's own run (local stand-in) may finish first: start from a fresh state below
    await env.DB.prepare("UPDATE invoices SET ksef_state = 'queued', ksef_number = NULL, pdf_key = NULL WHERE id = ?")
      .bind(invoice!.id)
      .run();

    await storeInvoiceXml(outage, invoice!.id);
    await expect(sendInvoiceToKsef(outage, invoice!.id)).rejects.toThrow(/KSeF/);
    await markOffline(outage, invoice!.id, "KSeF nie odpowiada");
    await storeInvoicePdf(outage, invoice!.id);
    const offline = (await readInvoice(db(), invoice!.id))!;
    expect(offline.row).toMatchObject({ ksefState: "offline", offline: true, ksefNumber: null });
    const text = await pdfText(await (await env.FILES.get(offline.row.pdfKey!))!.arrayBuffer());
    expect(text).toContain("OFFLINE");
    expect(text).toContain("CERTYFIKAT");

    // KSeF is back (the stand-in): the scheduled resend's send takes it, flagged offline, and the PDF is drawn again.
    restore();
    const back = { ...env, KSEF_ENVIRONMENT: "local" } as Bindings;
    expect(await sendInvoiceToKsef(back, invoice!.id)).toEqual({ status: "accepted" });
    await storeInvoicePdf(back, invoice!.id);
    const sent = (await readInvoice(db(), invoice!.id))!;
    expect(sent.row.ksefState).toBe("accepted");
    const after = await pdfText(await (await env.FILES.get(sent.row.pdfKey!))!.arrayBuffer());
    expect(after).toContain(`Numer KSeF: ${sent.row.ksefNumber}`);
  }, 60_000);
});
