import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState("networkidle");
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`);
}

test.describe("accessibility of the shopping pages (axe: no serious or critical violations)", () => {
  test("listing with the compare bar open, basket, checkout form with errors, compare page", async ({ page }) => {
    await page.goto("/opony/zimowe/195/65/r15");
    await page.waitForLoadState("networkidle");
    const cards = page.locator(".product-card");
    await cards.nth(0).locator(".compare-toggle").click();
    await cards.nth(1).locator(".compare-toggle").click();
    await expect(page.locator(".compare-bar")).toHaveAttribute("data-open", "");
    expect(await seriousViolations(page)).toEqual([]);

    await cards.nth(0).getByRole("button", { name: "Do koszyka" }).click();
    await expect(page.locator(".toast")).toContainText("Dodano do koszyka");
    await page.goto("/koszyk");
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto("/zamowienie");
    await page.getByRole("button", { name: "Zamawiam z obowiązkiem zapłaty" }).click();
    await expect(page.locator(".form-alert")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto("/porownywarka");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the swap modal", async ({ page }) => {
    await page.goto("/opony/letnie/215/55/r17");
    await page.waitForLoadState("networkidle");
    const toggles = page.locator(".product-card .compare-toggle");
    for (const index of [0, 1, 2, 3]) await toggles.nth(index).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
