import type { Page } from "@playwright/test";

/** Fills the checkout's contact and delivery fields as a shopper from Kraków would. */
export async function fillCheckoutAddress(page: Page, email = "anna.nowak@example.pl") {
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Telefon", { exact: true }).fill("600 700 800");
  await page.locator("#field-shipping-first_name").fill("Anna");
  await page.locator("#field-shipping-last_name").fill("Nowak");
  await page.locator("#field-shipping-street").fill("ul. Długa");
  await page.locator("#field-shipping-street_number").fill("14");
  await page.locator("#field-shipping-postal_code").fill("31-146");
  await page.locator("#field-shipping-city").fill("Kraków");
}
