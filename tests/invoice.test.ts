import { describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import { customer, orderAs } from "./fixtures";
import { get } from "./helpers";
import { pdfText } from "./pdf-text";
import { env } from "cloudflare:workers";
import { buildInvoice, INVOICE_FONT_PATHS, invoiceNumber } from "../src/shop/invoice/invoice";
import { renderInvoicePdf } from "../src/shop/invoice/invoice-pdf";
import { formatBankAccount } from "../src/common/i18n/money";

describe("invoices", () => {
  it("draws a company's invoice with its NIP, Polish letters intact, lines, VAT and EPREL links", async () => {
    const cookie = await customer("faktura@example.pl");
    const order = await orderAs(
      cookie,
      120,
      { type: "company", company_name: "Zażółć Gęślą Jaźń sp. z o.o.", vat_number: "5260250274", city: "Łódź" },
      "faktura@example.pl",
      2,
    );
    const answer = await get(`/api/account/orders/${order.id}/invoice`, { headers: { cookie } });
    expect(answer.status).toBe(200);
    const { url, number, file_name } = (await answer.json()) as { url: string; number: string; file_name: string };
    expect(number).toBe(invoiceNumber(order.number));
    expect(file_name).toMatch(/^Faktura-FV-\d{4}-\d{6}\.pdf$/);

    const pdf = await get(url, { headers: { cookie } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="${file_name}"`);
    expect(pdf.headers.get("cache-control")).toBe("private, no-store");
    const bytes = await pdf.arrayBuffer();
    const parsed = await PDFDocument.load(bytes);
    expect(parsed.getPageCount()).toBe(1);
    expect(parsed.getTitle()).toBe(`Faktura VAT ${number}`);

    const text = await pdfText(bytes);
    expect(text).toContain(`Faktura VAT nr ${number}`);
    expect(text).toContain("Zażółć Gęślą Jaźń sp. z o.o.");
    expect(text).toContain("Łódź");
    expect(text).toContain("NIP 526-025-02-74");
    expect(text).toContain("Opony Kraków sp. z o.o.");
    expect(text).toContain("NIP 676-246-83-48");
    // A sp. z o.o. names its register entry and share capital on its invoices (KSH art. 206 § 1).
    expect(text).toContain("REGON 356123451");
    expect(text).toContain("KRS 0000734512");
    expect(text).toContain("Sąd Rejonowy dla Krakowa-Śródmieścia w Krakowie, XI Wydział Gospodarczy Krajowego Rejestru Sądowego");
    expect(text).toMatch(/kapitał zakładowy 50\s000,00\szł/);
    expect(text).toContain("Nr rachunku bankowego: PL27 1140 2004 0000 3002 0135 5387 (mBank S.A.)");
    expect(text).not.toContain("Rachunek:");
    // The test catalogue's labels are the generator's examples: no EPREL record to print (issue 18).
    expect(text).not.toContain("EPREL:");
    expect(text).toContain("2 szt.");
    expect(text).toContain("VAT 23%");
    expect(text).toContain("Termin płatności");
  }, 60_000);

  it("answers 404 for someone else's order and 401 for nobody", async () => {
    const owner = await customer("wlasciciel@example.pl");
    const stranger = await customer("obcy@example.pl");
    const order = await orderAs(owner, 121);
    for (const path of [`/api/account/orders/${order.id}/invoice`, `/api/account/orders/${order.id}/invoice.pdf`]) {
      const foreign = await get(path, { headers: { cookie: stranger } });
      expect(foreign.status, path).toBe(404);
      expect(await foreign.json()).toMatchObject({ error_code: "NOT_FOUND" });
      expect((await get(path)).status, path).toBe(401);
    }
    expect((await get("/api/account/orders/999999/invoice", { headers: { cookie: owner } })).status).toBe(404);
    expect((await get("/api/account/orders/abc/invoice", { headers: { cookie: owner } })).status).toBe(404);
  });

  it("counts VAT from gross the way the law allows: totals from the gross sum", () => {
    const order = {
      number: "OK-2026-000042",
      created_at: "2026-11-22T10:00:00.000Z",
      status: "awaiting_payment",
      payment_method: "bank_transfer",
      billing: {
        type: "person",
        first_name: "Łucja",
        last_name: "Źdźbło",
        street: "ul. Śląska",
        street_number: "5",
        apartment_number: "2",
        postal_code: "30-002",
        city: "Kraków",
        company_name: null,
        vat_number: null,
      },
      lines: [
        {
          sku: "A",
          name: "Opona A",
          production_year: 2026,
          quantity: 4,
          price: "333.33",
          product: { size: "205/55 R16", load_index: 91, speed_index: "V", eprel_id: "123", eprel_source: "feed" },
        },
        {
          sku: "B",
          name: "Opona B",
          production_year: 2025,
          quantity: 1,
          price: "0.05",
          product: { size: "205/55 R16", load_index: 91, speed_index: "V", eprel_id: "456", eprel_source: "demo" },
        },
      ],
    } as unknown as Parameters<typeof buildInvoice>[0];
    const invoice = buildInvoice(order, {
      name: "S",
      street: "ul. 1",
      postalCode: "00-001",
      city: "Kraków",
      nip: "676-246-83-48",
      krs: "0000734512",
      registryCourt: "Sąd Rejonowy dla Krakowa-Śródmieścia w Krakowie, XI Wydział Gospodarczy Krajowego Rejestru Sądowego",
      shareCapital: 50_000,
      regon: "356123451",
      bankName: "Bank",
      bankAccount: "PL 00",
    });
    expect(invoice.number).toBe("FV/2026/000042");
    expect(invoice.issueDate).toBe("22.11.2026");
    expect(invoice.payment.dueDate).toBe("29.11.2026");
    expect(invoice.buyer).toEqual({ lines: ["Łucja Źdźbło", "ul. Śląska 5/2", "30-002 Kraków"], nip: null });
    expect(invoice.lines.map((line) => [line.gross, line.net, line.vat])).toEqual([
      [133332, 108400, 24932],
      [5, 4, 1],
    ]);
    expect(invoice.totals).toEqual({ gross: 133337, vat: 24933, net: 108404 });
    // A real record is linked; the demo catalogue's example label is not (issue 18).
    expect(invoice.lines.map((line) => line.eprelUrl)).toEqual(["https://eprel.ec.europa.eu/qr/123", null]);
    expect(invoice.totals.net + invoice.totals.vat).toBe(invoice.totals.gross);
    // A prepaid order ships only once paid; cash on delivery is paid on delivery.
    expect(buildInvoice({ ...order, status: "shipped" }, invoice.seller).payment.paid).toBe(true);
    expect(buildInvoice({ ...order, status: "shipped", payment_method: "cash_on_delivery" }, invoice.seller).payment.paid).toBe(false);
    expect(buildInvoice({ ...order, status: "delivered", payment_method: "cash_on_delivery" }, invoice.seller).payment.paid).toBe(true);
  });

  it("continues a long invoice on a second page with the table heading and page numbers", async () => {
    const lines = Array.from({ length: 20 }, (_, index) => ({
      sku: `OP-${index}`,
      name: `Michelin CrossClimate 2 ${205 + index}/55 R16 91V XL Zażółć`,
      production_year: 2026,
      quantity: 4,
      price: "499.99",
      product: { size: "205/55 R16", load_index: 91, speed_index: "V", eprel_id: String(1000 + index) },
    }));
    const order = {
      number: "OK-2026-000777",
      created_at: "2026-11-22T10:00:00.000Z",
      status: "paid",
      payment_method: "przelewy24",
      billing: {
        type: "person",
        // "fi", "fl" and "ff": pairs a font may draw as one ligature glyph, which a copy or a search loses.
        first_name: "Zofia",
        last_name: "Firlej-Wolff",
        street: "ul. Długa",
        street_number: "1",
        postal_code: "30-001",
        city: "Kraków",
      },
      lines,
    } as unknown as Parameters<typeof buildInvoice>[0];
    const invoice = buildInvoice(order, {
      name: "Opony Kraków sp. z o.o.",
      street: "ul. Półłanki 18",
      postalCode: "30-740",
      city: "Kraków",
      nip: "676-246-83-48",
      krs: "0000734512",
      registryCourt: "Sąd Rejonowy dla Krakowa-Śródmieścia w Krakowie, XI Wydział Gospodarczy Krajowego Rejestru Sądowego",
      shareCapital: 50_000,
      regon: "356123451",
      bankName: "Bank",
      bankAccount: "PL 00",
    });
    const font = async (path: string) => (await env.ASSETS.fetch(`https://sklep.test${path}`)).arrayBuffer();
    const bytes = await renderInvoicePdf(invoice, {
      regular: await font(INVOICE_FONT_PATHS.regular),
      bold: await font(INVOICE_FONT_PATHS.bold),
    });
    const text = await pdfText(bytes);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
    expect(text.split("\n")[1]).toContain("Nazwa towaru");
    expect(text).toContain("strona 2 z 2");
    expect(text).toContain("224/55 R16");
    expect(text).toContain("Zofia Firlej-Wolff");
    expect(text).toContain("Zapłacono");
    expect(text).not.toContain("Termin płatności");
  });

  it("prints a bank account in groups of four whatever spacing configuration used", () => {
    expect(formatBankAccount("PL 27 1140 2004 0000 3002 0135 5387")).toBe("PL27 1140 2004 0000 3002 0135 5387");
    expect(formatBankAccount("pl27114020040000300201355387")).toBe("PL27 1140 2004 0000 3002 0135 5387");
    expect(formatBankAccount(" 27 11402004 0000300201355387 ")).toBe("27 1140 2004 0000 3002 0135 5387");
    expect(formatBankAccount("")).toBe("");
  });
});
