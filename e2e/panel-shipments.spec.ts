import { expect, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { expectNoSidewaysScroll, fillCheckoutAddress, screenshot, seriousViolations, shopOrigin, signInToPanel } from "./support";

/**
 * Issue 36 points 3–5: staff book a packed order's parcels with a carrier from the order page
 * ("Nadaj przesyłkę"), print its label, see it shipped with the tracking link mailed; the day's
 * labels print as one PDF and one courier pickup is ordered; the tracking job (the five-minute
 * Cron Trigger, run here by hand) moves the order to delivered. The carriers are the stand-ins
 * e2e/serve.mjs starts (src/shop/shipping/stand-in/worker.ts). A back-office spec: it buys
 * 245/45 R18, which no other spec uses.
 */

async function pagesOf(bytes: Buffer) {
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  return (await PDFDocument.load(bytes)).getPageCount();
}

test("staff book a packed order with the carrier, print its label, and the tracking job delivers it", async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  const origin = shopOrigin(baseURL);

  // The buyer: four tyres of 245/45 R18 (two parcels), paid to the courier.
  const search = (await (await page.request.get("/api/v1/catalogue/search?width=245&profile=45&rim=18&limit=24")).json()) as {
    items: { bestSku: string | null; bestStock: number }[];
  };
  const offer = search.items.find((item) => item.bestSku && item.bestStock >= 4)!;
  const basket = (await (
    await page.request.post("/api/v1/checkout", { data: { sku: offer.bestSku, quantity: 4 }, headers: { origin } })
  ).json()) as { token: string };
  await page.context().addCookies([{ name: "checkout-token", value: basket.token, url: origin }]);
  await page.goto("/zamowienie");
  const email = await fillCheckoutAddress(page);
  await page.getByRole("radio", { name: /^Płatność przy odbiorze/ }).check();
  await page.getByRole("checkbox", { name: /Akceptuję regulamin/ }).check();
  await page.getByRole("button", { name: /^Zamawiam/ }).click();
  const number = (await page.locator(".order-number").textContent())!.trim();

  // Staff: confirmed by phone, packed, then "Nadaj przesyłkę" with InPost.
  await signInToPanel(page, "Piotr Wiśniewski");
  await page.goto(`/panel/zamowienia?q=${encodeURIComponent(number)}`);
  await page.getByRole("link", { name: number }).click();
  const orderUrl = page.url();
  const confirm = page.getByRole("button", { name: "Potwierdź zamówienie (po rozmowie z kupującym)" });
  if (await confirm.count()) await confirm.click();
  await page.getByRole("button", { name: "Oznacz jako spakowane" }).click();
  const book = page.getByTestId("book-shipment");
  await expect(book).toContainText(/2 paczki, razem ok\. [\d,]+ kg/);
  await expect(book).toContainText("Pobranie:");
  const cod = /Pobranie: ([^.]+?\szł)\./.exec((await book.textContent())!)![1]!;
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, "panel-book-shipment");
  await book.getByLabel("Przewoźnik").selectOption("inpost");
  await book.getByLabel("Etykieta").selectOption("A6");
  await book.getByRole("button", { name: "Nadaj przesyłkę i powiadom kupującego" }).click();
  await expect(page.getByRole("status")).toContainText("Przesyłka nadana (InPost Kurier, numer");
  await expect(page.locator(".panel-badge").first()).toHaveText("Wysłane");
  const tracking = page.getByRole("link", { name: "śledź" });
  await expect(tracking).toHaveAttribute("href", /inpost\.pl\/sledzenie-przesylek\?number=\d+/);
  const trackingNumber = new URL((await tracking.getAttribute("href"))!).searchParams.get("number")!;

  // The label: an A6 page for each of the two parcels.
  const labelLink = page.getByRole("link", { name: "Etykieta (A6, PDF)" });
  const label = await page.request.get((await labelLink.getAttribute("href"))!);
  expect(label.headers()["content-type"]).toBe("application/pdf");
  expect(await pagesOf(await label.body())).toBe(2);
  await screenshot(page, "panel-order-shipped");

  // The buyer's mail carries the number and its tracking page.
  await page.goto("/dev/poczta");
  const mail = page.locator("article.outbox-mail").filter({ hasText: `zamówienie ${number} wysłane` });
  await expect(mail).toContainText(`Do: ${email}`);
  await expect(mail).toContainText(trackingNumber);

  // The day's parcels: every label at once, one pickup ordered with InPost.
  await page.goto("/panel/przesylki");
  const row = page.getByRole("row").filter({ hasText: number });
  await expect(row).toContainText("2 paczki");
  // The cash the courier collects, as the order page said it.
  await expect(row).toContainText(cod);
  const dayLabels = await page.request.get(
    (await page.getByRole("link", { name: /Wszystkie etykiety dnia w jednym PDF/ }).getAttribute("href"))!,
  );
  expect(await pagesOf(await dayLabels.body())).toBeGreaterThanOrEqual(2);
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
  await screenshot(page, "panel-shipments");
  const pickup = page.locator("form", { hasText: "Odbiór przez kuriera: InPost Kurier" });
  await pickup.getByRole("button", { name: "Zamów kuriera" }).click();
  await expect(page.getByRole("status")).toContainText("Kurier zamówiony na");

  // The tracking job: each run reads the parcels once; the stand-in moves them on until delivered.
  for (let run = 0; run < 6; run++) {
    expect((await page.request.get("/__scheduled?cron=*%2F5+*+*+*+*")).ok()).toBe(true);
    await page.goto(orderUrl);
    if ((await page.locator(".panel-badge").first().textContent()) === "Dostarczone") break;
  }
  await expect(page.locator(".panel-badge").first()).toHaveText("Dostarczone");
  await expect(page.getByTestId("parcel-state")).toHaveText("doręczona");
  await expect(page.locator("main")).toContainText("Sklep (śledzenie przesyłek)");
  await page.goto("/dev/poczta");
  await expect(page.locator("article.outbox-mail").filter({ hasText: `zamówienie ${number} doręczone` })).toContainText(`Do: ${email}`);
});
