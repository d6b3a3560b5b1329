import { expect, type Page, test } from "@playwright/test";
import { expectNoSidewaysScroll, fillCheckoutAddress, screenshot, seriousViolations, shopOrigin, signInToPanel } from "./support";

/**
 * Issue 36 point 1: an owner prices the courier and switches pickup at the warehouse on in
 * /panel/dostawa; a buyer sees each method's price and the total follow the choice, chooses
 * pickup, and gets the "gotowe do odbioru" mail when staff pack the order, then collects it.
 * A back-office spec (desktop, after the storefront's): it changes what every checkout offers,
 * and puts the shop's delivery back as it was when it ends. It buys 235/55 R18, which no other
 * spec uses.
 */

const COURIER = 'form[action="/panel/dostawa/courier"]';
const PICKUP = 'form[action="/panel/dostawa/pickup"]';
const NBSP = "\u00a0";

/** Grosze as the pages print them: "1234,50 zł", "12 345,50 zł". */
const zloty = (grosze: number) =>
  `${new Intl.NumberFormat("pl-PL", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(grosze / 100)}${NBSP}zł`;

/** The courier and pickup as the shop's seed has them (free courier, no pickup). */
async function restoreDelivery(page: Page) {
  await signInToPanel(page, "Anna Nowak");
  await page.goto("/panel/dostawa");
  const courier = page.locator(COURIER);
  await courier.getByLabel("Bezpłatnie od liczby opon").fill("1");
  await courier.getByLabel("Opłata za płatność przy odbiorze (zł)").fill("0");
  await courier.getByRole("button", { name: "Zapisz: Kurier" }).click();
  await expect(page.getByRole("status")).toContainText("Zapisano: Kurier – bezpłatnie.");
  await page.locator(PICKUP).getByLabel("Dostępny na stronie zamówienia").uncheck();
  await page
    .locator(PICKUP)
    .getByRole("button", { name: /^Zapisz:/ })
    .click();
  await expect(page.getByRole("status")).toContainText("(wyłączony)");
}

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await restoreDelivery(page);
  await page.close();
});

test("a buyer sees each delivery method's price in the total, chooses pickup, and gets the “gotowe do odbioru” mail when staff pack the order", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = shopOrigin(baseURL);

  // The owner: the courier 25 zł a parcel, free from 2 tyres, 10 zł for paying on delivery; pickup on.
  await signInToPanel(page, "Anna Nowak");
  await page.getByRole("navigation", { name: "Zaplecze" }).getByRole("link", { name: "Dostawa" }).click();
  const courier = page.locator(COURIER);
  await courier.getByLabel("Bezpłatnie od liczby opon").fill("2");
  await courier.getByLabel("Opłata za płatność przy odbiorze (zł)").fill("10,00");
  await courier.getByRole("button", { name: "Zapisz: Kurier" }).click();
  await expect(page.getByRole("status")).toContainText(
    `Zapisano: Kurier – 25,00${NBSP}zł za paczkę (do 2 opon w paczce), bezpłatnie od 2 opon.`,
  );
  await page.locator(PICKUP).getByLabel("Dostępny na stronie zamówienia").check();
  await page.locator(PICKUP).getByRole("button", { name: "Zapisz: Odbiór osobisty w magazynie" }).click();
  await expect(page.getByRole("status")).toContainText("Zapisano: Odbiór osobisty w magazynie – bezpłatnie.");
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
  await screenshot(page, "panel-delivery");

  // The buyer: one tyre of 235/55 R18 in the basket.
  const search = (await (await page.request.get("/api/v1/catalogue/search?width=235&profile=55&rim=18&limit=24")).json()) as {
    items: { bestSku: string | null; bestStock: number; bestPrice: number }[];
  };
  const offer = search.items.find((item) => item.bestSku && item.bestStock >= 2)!;
  const basket = (await (
    await page.request.post("/api/v1/checkout", { data: { sku: offer.bestSku, quantity: 1 }, headers: { origin } })
  ).json()) as { token: string; total_gross_amount: string };
  await page.context().addCookies([{ name: "checkout-token", value: basket.token, url: origin }]);
  const goods = Math.round(Number(basket.total_gross_amount) * 100);
  await page.goto("/zamowienie");
  const email = await fillCheckoutAddress(page);
  const summary = page.locator(".checkout-summary");
  const payTotal = page.locator(".checkout-pay-total:visible");

  // The courier first: one parcel, 25 zł.
  await expect(summary.locator(".summary-total:visible")).toHaveText(`Do zapłaty${zloty(goods + 25_00)}`);
  await expect(payTotal).toHaveText(`Do zapłaty ${zloty(goods + 25_00)}`);
  // Paying on delivery adds its fee, in the summary and above the order button.
  await page.getByRole("radio", { name: /^Płatność przy odbiorze/ }).check();
  await expect(summary.getByText("Opłata za płatność przy odbiorze")).toBeVisible();
  await expect(summary.locator(".summary-total:visible")).toHaveText(`Do zapłaty${zloty(goods + 35_00)}`);
  await expect(payTotal).toHaveText(`Do zapłaty ${zloty(goods + 35_00)}`);
  await screenshot(page, "checkout-courier-cod");
  // Pickup: nothing for delivery, the address step says why it is there.
  await page.getByRole("radio", { name: /^Odbiór osobisty w magazynie/ }).check();
  await expect(summary.locator(".summary-total:visible")).toHaveText(`Do zapłaty${zloty(goods)}`);
  await expect(page.getByText("Odbierasz opony w naszym magazynie")).toBeVisible();
  await expect(page.locator("legend", { hasText: "Twój adres" })).toBeVisible();
  await page.getByRole("radio", { name: /^Przelew tradycyjny/ }).check();
  await page.getByRole("checkbox", { name: /Akceptuję regulamin/ }).check();
  expect(await seriousViolations(page, ".checkout-layout")).toEqual([]);
  await screenshot(page, "checkout-pickup");
  await page.getByRole("button", { name: "Zamawiam z obowiązkiem zapłaty" }).click();

  // The confirmation: pickup at the warehouse, the total without delivery.
  const number = (await page.locator(".order-number").textContent())!.trim();
  await expect(page.getByRole("heading", { name: "Odbiór osobisty" })).toBeVisible();
  await expect(page.locator(".order-addresses")).toContainText("ul. Christo Botewa 12, 30-798 Kraków");
  await expect(page.locator(".order-lines-box .summary-total")).toHaveText(`Do zapłaty${zloty(goods)}`);

  // Staff: the transfer booked, the order packed: no shipping for pickup, the buyer mailed.
  await signInToPanel(page, "Piotr Wiśniewski");
  await page.goto(`/panel/zamowienia?q=${encodeURIComponent(number)}`);
  await page.getByRole("link", { name: number }).click();
  await page.getByRole("button", { name: "Zaksięguj wpłatę" }).click();
  await expect(page.getByRole("status")).toContainText(`zamówienie ${number} jest opłacone`);
  await page.getByRole("button", { name: "Oznacz jako gotowe do odbioru (kupujący dostanie e-mail)" }).click();
  await expect(page.getByRole("status")).toContainText("Zamówienie gotowe do odbioru");
  await expect(page.getByLabel("Numer przesyłki")).toHaveCount(0);

  await page.goto("/dev/poczta");
  const mail = page.locator("article.outbox-mail").filter({ hasText: `zamówienie ${number} gotowe do odbioru` });
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText(`Do: ${email}`);
  await expect(mail).toContainText("czeka na Ciebie w naszym magazynie");
  await expect(mail).toContainText("Adres: ul. Christo Botewa 12, 30-798 Kraków");
  await expect(mail).toContainText("Godziny otwarcia:");

  // The buyer collects the tyres: handed over, "Odebrane".
  await page.goto(`/panel/zamowienia?q=${encodeURIComponent(number)}`);
  await page.getByRole("link", { name: number }).click();
  await page.getByRole("button", { name: "Wydane kupującemu (odebrane w magazynie)" }).click();
  await expect(page.getByRole("status")).toContainText("Zamówienie wydane kupującemu.");
  await expect(page.locator("main")).toContainText("Odebrane");
});
