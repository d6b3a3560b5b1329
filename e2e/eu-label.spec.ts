import { expect, type Locator, test } from "@playwright/test";
import { screenshot, seriousViolations, watchConsole } from "./support";

/**
 * The EU tyre label's nested display (Regulation (EU) 2020/740 annex VI, issue 20 point 6) on a
 * phone (375 px) and a desktop (1280 px): the fuel class arrow is seen beside each price, and a
 * click on it brings the full label into view.
 */

/** Beside: the arrow's box touches the price's row or sits right above it, within the same card. */
async function expectBeside(arrow: Locator, price: Locator) {
  const a = (await arrow.boundingBox())!;
  const p = (await price.boundingBox())!;
  expect(a.width).toBeGreaterThan(30);
  expect(a.height).toBeGreaterThan(18);
  const sameRow = a.y < p.y + p.height && p.y < a.y + a.height;
  const rightAbove = a.y + a.height <= p.y + 2 && p.y - (a.y + a.height) < 12 && Math.abs(a.x - p.x) < 80;
  expect(sameRow || rightAbove, `arrow ${JSON.stringify(a)} price ${JSON.stringify(p)}`).toBe(true);
}

test("a listing: every card's arrow beside its price, and it opens the tyre's full label", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/opony/zimowe/195/65/r15");
  const cards = page.locator(".product-card");
  const count = await cards.count();
  expect(count).toBeGreaterThan(4);
  for (let index = 0; index < Math.min(count, 8); index++) {
    const card = cards.nth(index);
    const arrow = card.locator(".product-card-price > a.eu-arrow");
    await arrow.scrollIntoViewIfNeeded();
    await expect(arrow).toBeVisible();
    await expect(arrow).toHaveAccessibleName(/^Etykieta UE: klasa efektywności paliwowej [A-E] \(w skali A–E\) – pokaż etykietę$/);
    const price = card.locator(".product-card-price .price-now strong, .product-card-price .sold-out").first();
    await expectBeside(arrow, price);
    // The letter is as tall as the price's digits: the same font size (annex VI).
    const letterSize = await arrow.evaluate((link) => Number.parseFloat(getComputedStyle(link).fontSize));
    const priceSize = await price.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    expect(letterSize).toBe(priceSize);
  }
  await screenshot(page, "eu-label-listing", false);

  const first = cards.first().locator(".product-card-price > a.eu-arrow");
  const fuelClass = await first.textContent();
  await first.click();
  await page.waitForURL(/\/dane-opony\/[^#]+#etykieta$/);
  const label = page.locator("#etykieta");
  await expect(label).toBeInViewport();
  await expect(label.locator(".eu-label-svg, .eu-label-image")).toBeVisible();
  await expect(label.getByText("Klasa efektywności paliwowej", { exact: true })).toBeVisible();
  await expect(label.locator("dt", { hasText: "Klasa efektywności paliwowej" }).locator("+ dd")).toHaveText(fuelClass!);
  await expect(label.locator("dt", { hasText: "Klasa opony" }).locator("+ dd")).toHaveText("C1");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await screenshot(page, "eu-label-full", false);
  expect(problems).toEqual([]);
});

test("a data page: the arrow beside the price opens the label on the same page; no serious axe findings there", async ({ page }) => {
  await page.goto("/opony/zimowe/195/65/r15");
  await page.locator(".product-card .product-card-name a").first().click();
  await page.waitForURL("**/dane-opony/**");
  const summary = page.locator(".product-buy a.eu-summary");
  const arrow = summary.locator(".eu-arrow");
  await expect(arrow).toBeVisible();
  // Right under the price, within the buying box, at the price's size.
  const price = page.locator(".product-buy .price-now strong").first();
  const a = (await arrow.boundingBox())!;
  const p = (await price.boundingBox())!;
  expect(a.y).toBeGreaterThan(p.y);
  expect(a.y - (p.y + p.height)).toBeLessThan(90);
  expect(await arrow.evaluate((element) => getComputedStyle(element).fontSize)).toBe(
    await price.evaluate((element) => getComputedStyle(element).fontSize),
  );
  await summary.click();
  await expect(page).toHaveURL(/#etykieta$/);
  await expect(page.locator("#etykieta .eu-label-svg, #etykieta .eu-label-image").first()).toBeInViewport();
  expect(await seriousViolations(page, "#etykieta")).toEqual([]);
});
