import { expect, test } from "@playwright/test";
import { buyerEmail, expectNoSidewaysScroll, holdPageScript, screenshot, seriousViolations, waitForIslands, watchConsole } from "./support";

/**
 * Issue 35 point 6: a shopper with JavaScript switched off orders as everyone else does: the
 * listing's "Do koszyka", the basket, the checkout form posted as plain HTML (its messages beside
 * the fields, the NIP lookup a button of its own), the confirmation.
 */
test.describe("checkout without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("checkout completed with JavaScript off", async ({ page }) => {
    const phone = page.viewportSize()!.width < 1000;
    // Sizes no other spec buys from (the catalogue spec counts on the stock of 205/55 R16 and 195/65 R15).
    await page.goto(phone ? "/opony/zimowe/185/60/r15" : "/opony/zimowe/195/55/r16");
    await page
      .locator(".product-card:has(.product-card-actions[action$='&quantity=4'])")
      .first()
      .getByRole("button", { name: "Do koszyka" })
      .click();
    await expect(page).toHaveURL(/\/koszyk/);
    await expect(page.locator(".basket-line")).toHaveCount(1);
    await page.getByRole("link", { name: "Przejdź do kasy" }).click();
    await expect(page).toHaveURL(/\/zamowienie$/);

    // The note at the top says nothing is missing; the button works.
    const form = page.locator("form.checkout-form");
    await expect(form.locator(".checkout-noscript-note")).toContainText("Nic nie szkodzi");
    await expect(form.locator(".checkout-noscript-note")).toBeInViewport();
    const order = page.getByRole("button", { name: "Zamawiam z obowiązkiem zapłaty" });
    await expect(order).toBeEnabled();
    // A private buyer with the delivery address as billing: no company or second address on screen.
    await expect(page.getByLabel("NIP")).toBeHidden();
    await expect(page.locator("#field-billing-street")).toBeHidden();

    // Sent half-filled: the server's messages beside their fields, what was typed kept.
    const email = buyerEmail("bez.skryptu");
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.locator("#field-shipping-postal_code").fill("3114");
    await order.click();
    await expect(page).toHaveURL(/\/zamowienie$/);
    await expect(page.locator(".form-alert")).toHaveText("Popraw zaznaczone pola formularza.");
    await expect(page.locator("#field-shipping-postal_code-error")).toHaveText("Kod pocztowy ma postać 00-000.");
    await expect(page.locator("#field-shipping-city-error")).toHaveText("Podaj miejscowość.");
    await expect(page.locator("#terms_accepted-error")).toContainText("Zaakceptuj regulamin");
    await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(email);
    await screenshot(page, "checkout-no-script-errors");

    // A company: its fields appear with the choice, and "Pobierz dane firmy" fills them in.
    await page.getByLabel("Telefon", { exact: true }).fill("600 700 800");
    await page.locator("#field-shipping-first_name").fill("Anna");
    await page.locator("#field-shipping-last_name").fill("Nowak");
    await page.locator("#field-shipping-street").fill("ul. Długa");
    await page.locator("#field-shipping-street_number").fill("14");
    await page.locator("#field-shipping-postal_code").fill("31-146");
    await page.locator("#field-shipping-city").fill("Kraków");
    await page.getByText("Firma (faktura VAT)").click();
    await expect(page.getByLabel("NIP")).toBeVisible();
    await expect(page.getByText("Dane nabywcy takie same jak adres dostawy")).toBeHidden();
    await page.getByLabel("NIP").fill("526-018-15-96");
    await page.getByRole("button", { name: "Pobierz dane firmy" }).click();
    await expect(page.getByLabel("Nazwa firmy")).toHaveValue("Transport Nowak sp. z o.o.");
    await expect(page.locator(".form-note[role=status]")).toContainText("Uzupełniliśmy dane firmy");
    await expect(page.locator("#field-shipping-city")).toHaveValue("Kraków");

    await page.getByText("Płatność przy odbiorze").click();
    await page.getByRole("checkbox", { name: /Akceptuję regulamin/ }).check();
    await expectNoSidewaysScroll(page);
    await screenshot(page, "checkout-no-script");
    await order.click();

    await expect(page).toHaveURL(/\/zamowienie\/potwierdzenie$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dziękujemy za zamówienie!");
    await expect(page.locator(".order-number")).toHaveText(/^OK-\d{4}-\d{6}$/);
    await expect(page.locator(".order-addresses")).toContainText("Transport Nowak sp. z o.o.");
    await expect(page.locator(".order-addresses")).toContainText("NIP 526-018-15-96");
    await expect(page.locator(".payment-box")).toContainText("Zapłacisz kurierowi");
  });
});

test("a form sent before its script ran comes back refused, and the hydrated form keeps the messages", async ({ page }) => {
  const problems = watchConsole(page, [400]);
  await page.goto(page.viewportSize()!.width < 1000 ? "/opony/letnie/195/60/r15" : "/opony/letnie/215/45/r17");
  await waitForIslands(page);
  await page
    .locator(".product-card:has(.product-card-actions[action$='&quantity=4'])")
    .first()
    .getByRole("button", { name: "Do koszyka" })
    .click();
  await expect(page.locator(".toast")).toContainText(/Dodano do koszyka/);

  // A slow phone: the shopper presses the button before the script arrived.
  const release = await holdPageScript(page);
  await page.goto("/zamowienie", { waitUntil: "commit" });
  await page.getByLabel("E-mail", { exact: true }).fill("anna@");
  await page.getByRole("button", { name: "Zamawiam z obowiązkiem zapłaty" }).click({ noWaitAfter: true });
  await expect(page.locator("#field-email-error")).toBeVisible();
  release();
  await waitForIslands(page);
  await expect(page.locator(".form-alert")).toHaveText("Popraw zaznaczone pola formularza.");
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue("anna@");
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#field-shipping-city-error")).toHaveText("Podaj miejscowość.");
  // The island took the form over: correcting a field clears its message, the lookup is its own button again.
  await page.getByLabel("E-mail", { exact: true }).fill("anna@example.pl");
  await expect(page.locator("#field-email-error")).toHaveCount(0);
  await page.getByText("Firma (faktura VAT)").click();
  await expect(page.getByRole("button", { name: "Pobierz dane firmy" })).toHaveAttribute("type", "button");
  expect(await seriousViolations(page, "form.checkout-form")).toEqual([]);
  expect(problems).toEqual([]);
});
