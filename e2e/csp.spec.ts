import { expect, test } from "@playwright/test";

test("the main pages run without a single Content-Security-Policy violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect)/i.test(message.text())) violations.push(message.text());
  });
  // Violations a page reports itself (e.g. blocked inline styles) as events.
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await page.goto("/opony/zimowe");
  const tyre = await page.locator(".product-card a").first().getAttribute("href");
  for (const path of [
    "/",
    "/opony/zimowe",
    tyre!,
    "/koszyk",
    "/zamowienie",
    "/porownywarka",
    "/logowanie",
    "/rejestracja",
    "/blog/poradniki/kiedy-zmienic-opony-na-zimowe",
    "/reklamacja",
    "/mapa-strony",
    "/promocje/zimowa-wymiana",
  ]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(violations).toEqual([]);
});
