import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { expectNoSidewaysScroll, screenshot, seriousViolations, signInToPanel } from "./support";

const SAMPLE = fileURLToPath(new URL("../src/catalogue-import/sample/hurtownia-opon.csv", import.meta.url));

test.describe("back office: a supplier feed import", () => {
  test("the sample feed is uploaded, its report names the refused rows, and its tyres are on sale", async ({ page }) => {
    test.setTimeout(120_000);
    await signInToPanel(page);
    await page.getByRole("link", { name: "Import oferty" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Import oferty hurtowni");
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await screenshot(page, "panel-import");

    await page.getByLabel(/^Plik CSV/).setInputFiles(SAMPLE);
    await page.getByLabel(/^Plik częściowy/).check();
    await page.getByRole("button", { name: "Importuj" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Import nr \d+$/);
    await expect(page.locator(".panel-notice")).toContainText("Przyjęto plik hurtownia-opon.csv");
    // The page reloads itself every 3 s until the Workflow is done.
    await expect(page.getByText("zakończony")).toBeVisible({ timeout: 90_000 });
    const summary = page.locator("#import-summary + dl");
    await expect(summary).toContainText("Wiersze w pliku308");
    await expect(summary).toContainText("Odrzucone wiersze8");
    await expect(page.getByRole("cell", { name: /Nieznany sezon „jesienne”/ })).toBeVisible();
    await expect(page.getByRole("cell", { name: /Opona XL w rozmiarze 205\/55 R16 ma indeks wzmocniony 94/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await screenshot(page, "panel-import-report");

    // A producer the catalogue did not have is now in the shop with its tyres.
    await page.goto("/opony/davanti");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Davanti");
    await expect(page.getByRole("link", { name: /Davanti Wintoura\+/ }).first()).toBeVisible();
  });
});
