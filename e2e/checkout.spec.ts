import { expect, test, type Page } from "@playwright/test";
import {
  buyerPhone,
  dataLayerEvents,
  fillCheckoutAddress,
  screenshot,
  shopOrigin,
  watchConsole,
  apiOrderBody,
  waitForIslands,
} from "./support";

/** Puts a set of four in this browser's basket from a listing, as a shopper does. */
async function addFromListing(page: Page, listing: string) {
  await page.goto(listing);
  await waitForIslands(page);
  // A card that offers a full set (earlier runs on a kept local database may have sold some out).
  await page
    .locator(".product-card:has(.product-card-actions[action$='&quantity=4'])")
    .first()
    .getByRole("button", { name: "Do koszyka" })
    .click();
  await expect(page.locator(".toast")).toContainText(/Dodano do koszyka: \d szt\./);
  await expect(page.getByTestId("basket-count").first()).toHaveText("1");
}

test.describe("basket and checkout", () => {
  test("a guest buys tyres: listing → basket → checkout → confirmation", async ({ page, context }) => {
    const problems = watchConsole(page, [400, 409]);
    await addFromListing(page, page.viewportSize()!.width < 1000 ? "/opony/letnie/205/55/r16" : "/opony/letnie/195/65/r15");

    await expect(page.locator("a.basket-link:visible")).toHaveAttribute("aria-label", "Koszyk: 1 produkt");
    await page.locator("a.basket-link:visible").click();
    await expect(page).toHaveURL(/\/koszyk$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Koszyk");
    const line = page.locator(".basket-line");
    await expect(line).toHaveCount(1);
    await expect(line.locator(".basket-line-meta")).toContainText(/(205\/55 R16|195\/65 R15) .* rok produkcji \d{4}/);
    const added = Number(await line.getByRole("spinbutton").inputValue());
    expect(added).toBeGreaterThanOrEqual(2);
    const unit = Number((await line.locator(".basket-line-unit").textContent())!.replace(/[^\d,]/g, "").replace(",", "."));
    await page.waitForLoadState("networkidle");
    expect((await dataLayerEvents(page)).map((entry) => entry.event)).toContain("view_cart");

    // One fewer: the line, the total and the badge follow the API.
    await line.getByRole("button", { name: /Zmniejsz ilość/ }).click();
    await expect(line.getByRole("spinbutton")).toHaveValue(String(added - 1));
    const token = (await context.cookies()).find((cookie) => cookie.name === "checkout-token")!.value;
    const api = (await (await page.request.get(`/api/v1/checkout/${token}`)).json()) as { total_gross_amount: string; vat_amount: string };
    expect(Number(api.total_gross_amount)).toBeCloseTo(unit * (added - 1), 2);
    await expect(page.locator(".basket-total dd")).toHaveText(
      new Intl.NumberFormat("pl-PL", { style: "currency", currency: "PLN" }).format(Number(api.total_gross_amount)),
    );
    await expect(page.locator(".basket-vat")).toContainText(api.vat_amount.replace(".", ","));
    const removed = (await dataLayerEvents(page)).find((entry) => entry.event === "remove_from_cart");
    expect((removed!.ecommerce.items as { quantity: number }[])[0]!.quantity).toBe(1);
    await screenshot(page, "basket");

    await page.getByRole("link", { name: "Przejdź do kasy" }).click();
    await expect(page).toHaveURL(/\/zamowienie$/);
    await page.waitForLoadState("networkidle");
    const begin = (await dataLayerEvents(page)).find((entry) => entry.event === "begin_checkout");
    expect(begin!.ecommerce).toMatchObject({ currency: "PLN", tax: 23, shipping: 0 });

    // Sending the empty form shows what is missing, in Polish, beside each field.
    await waitForIslands(page);
    await page.getByRole("button", { name: "Zamawiam z obowiązkiem zapłaty" }).click();
    await expect(page.locator(".form-alert")).toHaveText("Popraw zaznaczone pola formularza.");
    await expect(page.locator("#field-email-error")).toHaveText("Podaj adres e-mail.");
    await expect(page.locator("#field-shipping-postal_code-error")).toHaveText("Kod pocztowy ma postać 00-000.");
    await expect(page.locator("#terms_accepted-error")).toContainText("Zaakceptuj regulamin");
    await expect(page.getByLabel("E-mail", { exact: true })).toBeFocused();
    await screenshot(page, "checkout-errors");

    const phone = buyerPhone();
    const email = await fillCheckoutAddress(page, undefined, phone);
    await page.getByText("Przelew tradycyjny").click();
    await page.getByRole("checkbox", { name: /Akceptuję regulamin/ }).check();
    await screenshot(page, "checkout");
    await waitForIslands(page);
    await page.getByRole("button", { name: "Zamawiam z obowiązkiem zapłaty" }).click();

    await expect(page).toHaveURL(/\/zamowienie\/potwierdzenie$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dziękujemy za zamówienie!");
    const number = (await page.locator(".order-number").textContent())!;
    expect(number).toMatch(/^OK-\d{4}-\d{6}$/);
    await expect(page.locator(".transfer-details")).toContainText(`Zamówienie ${number}`);
    await expect(page.locator(".transfer-details")).toContainText("PL27 1140 2004 0000 3002 0135 5387");
    await page.waitForLoadState("networkidle");
    const purchase = (await dataLayerEvents(page)).find((entry) => entry.event === "purchase");
    expect(purchase!.ecommerce).toMatchObject({
      transaction_id: number,
      currency: "PLN",
      tax: 23,
      shipping: 0,
      value: Number(api.total_gross_amount),
    });
    expect(purchase).toMatchObject({
      billing_first_name: "Anna",
      shipping_city: "Kraków",
      billing_vat_number: "",
      phone_number: phone,
      user_email: email,
    });
    await expect(page.getByTestId("basket-count")).toHaveCount(0);
    expect((await context.cookies()).find((cookie) => cookie.name === "checkout-token")).toBeUndefined();
    await screenshot(page, "order-confirmation");

    // A reload shows the order again but reports the purchase only once.
    await page.reload();
    await page.waitForLoadState("networkidle");
    expect((await dataLayerEvents(page)).filter((entry) => entry.event === "purchase")).toHaveLength(0);
    expect(problems).toEqual([]);
  });

  test("a company buys with an invoice: the NIP fills its name and address", async ({ page }) => {
    const problems = watchConsole(page, [400, 404, 409]);
    await addFromListing(page, page.viewportSize()!.width < 1000 ? "/opony/zimowe/225/45/r17" : "/opony/zimowe/215/55/r17");
    await page.goto("/zamowienie");
    await fillCheckoutAddress(page);
    await page.getByText("Firma (faktura VAT)").click();

    await page.getByLabel("NIP").fill("526-018-15-97");
    await waitForIslands(page);
    await page.getByRole("button", { name: "Pobierz dane firmy" }).click();
    await expect(page.locator("#field-billing-vat_number-error")).toContainText("Nieprawidłowy numer NIP");

    await page.getByLabel("NIP").fill("PL 526-018-15-96");
    await waitForIslands(page);
    await page.getByRole("button", { name: "Pobierz dane firmy" }).click();
    await expect(page.getByLabel("Nazwa firmy")).toHaveValue("Transport Nowak sp. z o.o.");
    await expect(page.locator(".form-note[role=status]")).toContainText("Uzupełniliśmy dane firmy");
    await expect(page.locator("#field-billing-postal_code")).toHaveValue("30-418");

    // Another NIP that the register does not know: the first company's data goes, what was typed stays.
    await page.locator("#field-billing-street_number").fill("7A");
    await page.getByLabel("NIP").fill("526-025-02-74");
    await page.getByRole("button", { name: "Pobierz dane firmy" }).click();
    await expect(page.locator("#field-billing-vat_number-error")).toContainText("Nie znaleźliśmy firmy");
    await expect(page.getByLabel("Nazwa firmy")).toHaveValue("");
    await expect(page.locator("#field-billing-postal_code")).toHaveValue("");
    await expect(page.locator("#field-billing-street_number")).toHaveValue("7A");

    await page.getByLabel("NIP").fill("PL 526-018-15-96");
    await page.getByRole("button", { name: "Pobierz dane firmy" }).click();
    await expect(page.getByLabel("Nazwa firmy")).toHaveValue("Transport Nowak sp. z o.o.");
    await page.getByText("Płatność przy odbiorze").click();
    await page.getByRole("checkbox", { name: /Akceptuję regulamin/ }).check();
    await screenshot(page, "checkout-company");
    await waitForIslands(page);
    await page.getByRole("button", { name: "Zamawiam z obowiązkiem zapłaty" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dziękujemy za zamówienie!");
    await expect(page.locator(".order-addresses")).toContainText("Faktura VAT");
    await expect(page.locator(".order-addresses")).toContainText("Transport Nowak sp. z o.o.");
    await expect(page.locator(".order-addresses")).toContainText("NIP 526-018-15-96");
    await expect(page.locator(".payment-box")).toContainText("Zapłacisz kurierowi");
    expect(problems).toEqual([]);
  });

  test("when the last pieces sell to someone else first, the order says so and nothing is bought", async ({ page, context, baseURL }) => {
    const problems = watchConsole(page, [400, 409]);
    // An offer whose whole stock this shopper puts in the basket.
    // Each viewport takes its own tyre, so the two runs never compete for the same pieces.
    const page2 = page.viewportSize()!.width < 1000 ? 1 : 2;
    const search = (await (
      await page.request.get(`/api/v1/catalogue/search?season=caloroczne&limit=1&sort=price-desc&page=${page2}`)
    ).json()) as { items: { slug: string }[] };
    const detail = (await (await page.request.get(`/api/v1/catalogue/tyres/${search.items[0]!.slug}`)).json()) as {
      variants: { sku: string; stock: number }[];
    };
    const headers = { "content-type": "application/json", origin: shopOrigin(baseURL) };
    // Catalogue answers may be cached; the basket reads stock fresh from D1.
    const candidate = detail.variants.find((variant) => variant.stock > 0)!;
    const probe = (await (await page.request.post("/api/v1/checkout", { headers, data: { sku: candidate.sku, quantity: 1 } })).json()) as {
      token: string;
      lines: { stock: number }[];
    };
    const offer = { sku: candidate.sku, stock: Math.min(probe.lines[0]!.stock, 99) };
    const mine = (await (
      await page.request.post(`/api/v1/checkout?token=${probe.token}`, { headers, data: { sku: offer.sku, quantity: offer.stock } })
    ).json()) as { token: string };
    await context.addCookies([{ name: "checkout-token", value: mine.token, url: shopOrigin(baseURL) }]);
    await page.goto("/zamowienie");
    await fillCheckoutAddress(page);
    await page.getByRole("checkbox", { name: /Akceptuję regulamin/ }).check();

    // Meanwhile another buyer takes the same pieces.
    const theirs = (await (
      await page.request.post("/api/v1/checkout", { headers, data: { sku: offer.sku, quantity: offer.stock } })
    ).json()) as { token: string };
    const order = await page.request.post("/api/v1/orders", { headers, data: apiOrderBody(theirs.token) });
    expect(order.status()).toBe(201);

    await waitForIslands(page);
    await page.getByRole("button", { name: "Zamawiam z obowiązkiem zapłaty" }).click();
    await expect(page.locator(".form-alert")).toContainText("Tej opony nie ma już w wybranej ilości");
    await expect(page).toHaveURL(/\/zamowienie$/);
    await screenshot(page, "checkout-sold-out");
    await page.locator(".form-alert").getByRole("link", { name: "Wróć do koszyka" }).click();
    // Before the basket's island hydrates, "Usuń" is a plain form that removes without asking.
    await waitForIslands(page);
    await expect(page.locator(".basket-line .form-error")).toHaveText("Ta oferta właśnie się wyprzedała – usuń ją z koszyka.");
    await expect(page.getByRole("link", { name: "Przejdź do kasy" })).toHaveAttribute("aria-disabled", "true");
    // Removing asks first; the confirm modal shows it is working until the basket answers.
    await page.route("**/api/v1/checkout?token=*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.getByRole("button", { name: "Usuń" }).click();
    const confirm = page.getByRole("dialog", { name: "Usunąć z koszyka?" });
    await confirm.getByRole("button", { name: "Usuń" }).click();
    await expect(confirm.getByRole("button", { name: "Chwileczkę…" })).toBeDisabled();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole("heading", { name: "Twój koszyk jest pusty" })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("an empty basket explains itself and the checkout leads back to it", async ({ page }) => {
    await page.goto("/zamowienie");
    await expect(page).toHaveURL(/\/koszyk$/);
    await expect(page.getByRole("heading", { name: "Twój koszyk jest pusty" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Przeglądaj opony" })).toHaveAttribute("href", "/opony/osobowe-suv");
    await screenshot(page, "basket-empty");
  });
});
