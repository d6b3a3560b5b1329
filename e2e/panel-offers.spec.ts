import { expect, test } from "@playwright/test";
import { expectNoSidewaysScroll, screenshot, seriousViolations, signInToPanel } from "./support";

const zloty = (text: string) => Number(text.replace(/[^\d,]/g, "").replace(",", "."));

test.describe("back office: prices and stock", () => {
  test("find offers, change one's price, see its audit trail, hide a selection", async ({ page }) => {
    // Two axe runs and six form posts against a dev server: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    await signInToPanel(page);
    await page.getByRole("link", { name: "Ceny i stany" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ceny i stany");
    await expect(page.getByRole("link", { name: "Ceny i stany" })).toHaveAttribute("aria-current", "page");

    // Search by size through the filter form.
    await page.getByLabel("Rozmiar").fill("205/55 R16");
    await page.getByRole("button", { name: "Szukaj" }).click();
    await expect(page).toHaveURL(/size=205%2F55\+R16/);
    await expect(page.getByRole("status")).toContainText("Znaleziono:");
    const rows = page.locator("table.panel-table tbody tr");
    expect(await rows.count()).toBeGreaterThan(2);
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await screenshot(page, "panel-offers-list");

    // One offer: lower its price by 10 zł.
    const row = rows.nth(1);
    const sku = (await row.locator("th a").textContent())!.trim();
    await row.locator("th a").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Oferta ${sku}`);
    const priceField = page.getByLabel("Cena brutto (zł)");
    const oldPrice = zloty(await priceField.inputValue());
    const newPrice = (oldPrice - 10).toFixed(2).replace(".", ",");
    await priceField.fill(newPrice);
    await page.getByRole("button", { name: "Zapisz" }).click();
    await expect(page.locator(".panel-notice")).toHaveText("Zapisano zmiany oferty.");
    await expect(priceField).toHaveValue(newPrice);
    const audit = page.getByRole("table").filter({ has: page.getByText("Kto") });
    await expect(audit.locator("tbody tr").first()).toContainText(`cena: ${oldPrice.toFixed(2).replace(".", ",")}`);
    await expect(audit.locator("tbody tr").first()).toContainText(`${newPrice}`);
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await screenshot(page, "panel-offer");

    // A price of zero is refused with a message, and nothing changes.
    await priceField.fill("0");
    await page.getByRole("button", { name: "Zapisz" }).click();
    await expect(page.getByRole("alert")).toContainText("Cena 0,00 zł jest poza dozwolonym zakresem");
    await expect(priceField).toHaveValue(newPrice);

    // Back to the list: hide two offers at once, then show them again.
    await page.goBack();
    await page.goto("/panel/oferty?size=205%2F55+R16");
    const boxes = page.locator('table.panel-table input[name="ids"]');
    await boxes.nth(2).check();
    await boxes.nth(3).check();
    await page.getByRole("radio", { name: "Ukryj w sklepie" }).check();
    await page.getByRole("button", { name: "Zastosuj do zaznaczonych" }).click();
    await expect(page.locator(".panel-notice")).toHaveText("Zapisano zmiany: 2 oferty.");
    await expect(page).toHaveURL(/size=205%2F55\+R16/);
    await expect(page.locator("table.panel-table tbody tr").nth(2)).toContainText("Ukryta");
    await page.locator('table.panel-table input[name="ids"]').nth(2).check();
    await page.locator('table.panel-table input[name="ids"]').nth(3).check();
    await page.getByRole("radio", { name: "Pokaż w sklepie" }).check();
    await page.getByRole("button", { name: "Zastosuj do zaznaczonych" }).click();
    await expect(page.locator(".panel-notice")).toHaveText("Zapisano zmiany: 2 oferty.");
    await expect(page.locator("table.panel-table tbody tr").nth(2)).not.toContainText("Ukryta");
  });
});
