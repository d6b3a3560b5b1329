import { expect, test, type Page } from "@playwright/test";
import { chooseForCompare, seriousViolations, waitForIslands } from "./support";

/** A winter listing with results; its first two cards are the tyres the tests use. */
async function openListing(page: Page) {
  await page.goto("/opony/zimowe/195/65/r15");
  await page.waitForLoadState("networkidle");
  return page.locator(".product-card");
}

/** Two tyres chosen for comparison: the compare bar opens. */
async function compareTwo(page: Page) {
  const cards = await openListing(page);
  await chooseForCompare(page, cards.nth(0).locator(".compare-toggle"));
  await chooseForCompare(page, cards.nth(1).locator(".compare-toggle"));
  await expect(page.locator(".compare-bar")).toHaveAttribute("data-open", "");
}

/** A basket with one tyre in it. */
async function fillBasket(page: Page) {
  const cards = await openListing(page);
  await cards.nth(0).getByRole("button", { name: "Do koszyka" }).click();
  await expect(page.locator(".toast")).toContainText("Dodano do koszyka");
}

test.describe("accessibility of the shopping pages (axe: no serious or critical violations)", () => {
  test("listing with the compare bar open", async ({ page }) => {
    await compareTwo(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("basket", async ({ page }) => {
    await fillBasket(page);
    await page.goto("/koszyk");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("checkout form with errors", async ({ page }) => {
    await fillBasket(page);
    await page.goto("/zamowienie");
    await waitForIslands(page);
    await page.getByRole("button", { name: "Zamawiam z obowiązkiem zapłaty" }).click();
    await expect(page.locator(".form-alert")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("compare page", async ({ page }) => {
    await compareTwo(page);
    await page.goto("/porownywarka");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the swap modal", async ({ page }) => {
    await page.goto("/opony/letnie/215/55/r17");
    await page.waitForLoadState("networkidle");
    const toggles = page.locator(".product-card .compare-toggle");
    for (const index of [0, 1, 2]) await chooseForCompare(page, toggles.nth(index));
    await toggles.nth(3).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
