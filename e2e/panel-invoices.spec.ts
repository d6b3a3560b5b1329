// Issue 32 in a real browser: staff ship a company's order, its invoice appears in the register with
// the KSeF number (the stand-in KSeF inside the development shop), the buyer downloads the PDF with
// the number and its verification code, the FA(3) XML validates against the Ministry's schema, and
// a withdrawal of one of four tyres produces a correction.
import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { buyerPhone, payPackAndShip, pdfText, screenshot, seriousViolations, shopOrigin, signInToPanel } from "./support";

const SCHEMA = "tests/fixtures/ksef/schema/schemat_FA(3)_v1-0E.xsd";
const CATALOG = "tests/fixtures/ksef/schema/catalog.xml";

/** xmllint with the Ministry's schema and its catalogue (offline); throws with xmllint's message. */
function validateFa3(file: string) {
  execFileSync("xmllint", ["--nonet", "--noout", "--schema", SCHEMA, file], {
    stdio: "pipe",
    env: { ...process.env, XML_CATALOG_FILES: CATALOG },
  });
}

test("a company's order shipped in the back office gets an invoice in KSeF; the buyer downloads it; a withdrawal corrects it", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = shopOrigin(baseURL);
  const api = (path: string, data: unknown) => page.request.post(path, { headers: { "content-type": "application/json", origin }, data });
  const email = `firma-faktura-${Date.now()}@example.pl`;
  expect((await api("/api/v1/auth/register", { email, password: "opony2026", accept_terms: true })).status()).toBe(201);
  expect((await api("/api/auth/signin", { email, password: "opony2026" })).ok()).toBe(true);
  // Four tyres of one offer, bought by a company with its NIP, by bank transfer.
  const search = (await (await page.request.get("/api/v1/catalogue/search?season=zimowe&limit=1&page=7")).json()) as {
    items: { slug: string }[];
  };
  const detail = (await (await page.request.get(`/api/v1/catalogue/tyres/${search.items[0]!.slug}`)).json()) as {
    variants: { sku: string; stock: number }[];
  };
  const offer = detail.variants.find((variant) => variant.stock >= 8)!;
  const basket = (await (await api("/api/v1/checkout", { sku: offer.sku, quantity: 4 })).json()) as { token: string };
  const address = {
    first_name: "Jan",
    last_name: "Nowak",
    street: "ul. Przemysłowa",
    street_number: "12",
    postal_code: "30-701",
    city: "Kraków",
  };
  const ordered = await api("/api/order", {
    token: basket.token,
    email,
    phone: buyerPhone(),
    shipping: address,
    billing: { type: "company", company_name: "Warsztat Nowak sp. z o.o.", vat_number: "5260250274", ...address },
    delivery_method: "courier",
    payment_method: "bank_transfer",
    terms_accepted: true,
  });
  expect(ordered.status()).toBe(201);
  const { id, number } = (await ordered.json()) as { id: number; number: string };

  // Unpaid: the account says when the invoice comes, and offers none.
  await page.goto(`/konto/zamowienia/${id}`);
  await expect(page.getByText("Fakturę VAT wystawimy przy wysyłce")).toBeVisible();

  // Staff book the transfer and ship: the order page lists the invoice.
  await signInToPanel(page, "Piotr Wiśniewski");
  await page.goto(`/panel/zamowienia?q=${encodeURIComponent(number)}`);
  await page.getByRole("link", { name: number }).click();
  await payPackAndShip(page, number, "520113014230510119");
  const invoices = page.getByRole("region", { name: "Faktury", exact: true });
  await expect(invoices).toContainText(/Faktura VAT FV\/\d{4}\/\d{2}\/\d{4}/);

  // The register: the invoice with its KSeF number once the documents are made (a reload or two).
  await page.getByRole("navigation", { name: "Zaplecze" }).getByRole("link", { name: "Faktury" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Faktury");
  const row = page.getByRole("row", { name: /Warsztat Nowak/ }).first();
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText("w KSeF", { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  const invoiceNumber = (await row.getByRole("rowheader").getByRole("link").first().textContent())!.trim();
  const ksefNumber = (await row.locator(".panel-ksef-number").textContent())!.trim();
  expect(ksefNumber).toMatch(/^6762468348-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}$/);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, "panel-invoices");

  // Its page: the FA(3) XML validates against the Ministry's schema.
  await row.getByRole("link", { name: invoiceNumber }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Faktura VAT ${invoiceNumber}`);
  const xmlDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "XML (FA(3))" }).click();
  const xmlFile = await (await xmlDownload).path();
  validateFa3(xmlFile);
  expect(await readFile(xmlFile, "utf8")).toContain(`<P_2>${invoiceNumber}</P_2>`);
  await screenshot(page, "panel-invoice");

  // The buyer downloads the PDF: the number, the KSeF number and the code's label under it.
  await page.goto(`/konto/zamowienia/${id}`);
  const pdfDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: `Faktura VAT ${invoiceNumber} (PDF)` }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(`Faktura-${invoiceNumber.replaceAll("/", "-")}.pdf`);
  const text = await pdfText(await readFile(await pdf.path()));
  expect(text).toContain(`Faktura VAT nr ${invoiceNumber}`);
  expect(text).toContain(`Numer KSeF: ${ksefNumber}`);
  expect(text).toContain("Sprawdź fakturę w KSeF");
  expect(text).toContain("NIP 526-025-02-74");
  await screenshot(page, "account-order-invoice");

  // Delivered, then one of the four tyres comes back: a correction, valid FA(3) too.
  await page.goto(`/panel/zamowienia?q=${encodeURIComponent(number)}`);
  await page.getByRole("link", { name: number }).click();
  await page.getByRole("button", { name: "Oznacz jako doręczone" }).click();
  await expect(page.getByRole("status")).toContainText("doręczone");
  const withdrawal = page.locator("form", { has: page.getByRole("heading", { name: "Odstąpienie od umowy (14 dni)" }) });
  await withdrawal.getByRole("spinbutton").first().fill("1");
  await withdrawal.getByRole("button", { name: "Zarejestruj odstąpienie" }).click();
  await expect(page.getByRole("status")).toContainText("Odstąpienie zarejestrowane");
  await expect(invoices).toContainText(/Faktura korygująca KOR\/\d{4}\/\d{2}\/\d{4}/);
  await invoices.getByRole("link", { name: /Faktura korygująca/ }).click();
  await expect(page.locator("main")).toContainText("Zwrot 1 szt. po odstąpieniu od umowy");
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("link", { name: "XML (FA(3))" })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  const correctionXml = page.waitForEvent("download");
  await page.getByRole("link", { name: "XML (FA(3))" }).click();
  const correctionFile = await (await correctionXml).path();
  validateFa3(correctionFile);
  const correction = await readFile(correctionFile, "utf8");
  expect(correction).toContain("<RodzajFaktury>KOR</RodzajFaktury>");
  expect(correction).toContain(`<NrFaKorygowanej>${invoiceNumber}</NrFaKorygowanej>`);
  expect(correction).toContain(`<NrKSeFFaKorygowanej>${ksefNumber}</NrKSeFFaKorygowanej>`);
  await screenshot(page, "panel-correction");
});
