import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { expectNoSidewaysScroll, screenshot, seriousViolations, signInToPanel } from "./support";

const SAMPLE = fileURLToPath(new URL("../src/shop/catalogue-import/sample/hurtownia-opon.csv", import.meta.url));

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

  test("a producer's missing GPSR data is filled in and confirmed in its form", async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    // Each viewport edits a producer of its own (both start without any GPSR data), so they never race.
    const brand = testInfo.project.name === "mobile-375" ? "Hifly" : "Toledo";
    await signInToPanel(page);
    await page.getByRole("link", { name: "Producenci (GPSR)" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Producenci (GPSR)");
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: brand, exact: true }) });
    await expect(row.getByText("niekompletne")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await screenshot(page, "panel-producers");

    await row.getByRole("link", { name: brand, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Producent: ${brand}`);
    const maker = page.getByRole("group", { name: "Producent" });
    await maker.getByLabel("Zarejestrowana nazwa firmy").fill(`${brand} Tyre Co., Ltd.`);
    await maker.getByLabel("Ulica i numer").fill("No. 8 Industrial Road");
    await maker.getByLabel("Kod pocztowy").fill("266000");
    await maker.getByLabel("Miejscowość").fill("Qingdao");
    await maker.getByLabel("Państwo").fill("Chiny");
    await maker.getByLabel(/^E-mail/).fill("safety@example.com");
    const eu = page.getByRole("group", { name: "Osoba odpowiedzialna w UE" });
    await eu.getByLabel("Nazwa firmy").fill(`${brand} Europe B.V.`);
    await eu.getByLabel("Ulica i numer").fill("Havenweg 1");
    await eu.getByLabel("Kod pocztowy").fill("3011 AA");
    await eu.getByLabel("Miejscowość").fill("Rotterdam");
    await eu.getByLabel("Państwo UE").selectOption("Holandia");
    await eu.getByLabel("E-mail").fill("eu@example.com");
    await page.getByLabel("Dane zweryfikowane").check();
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await screenshot(page, "panel-producer");
    await page.getByRole("button", { name: "Zapisz dane producenta" }).click();
    await expect(page.locator(".panel-notice")).toHaveText(`Zapisano dane: ${brand}.`);
    await expect(page.locator("#producer-state")).toContainText("zweryfikowane");
    await expect(page.locator("#producer-state")).not.toContainText("niekompletne");
    await expect(page.getByRole("cell", { name: "Zmiana danych GPSR" })).toBeVisible();

    // A responsible person outside the EU is refused, and the form keeps what was typed.
    await eu.getByLabel("Państwo UE").selectOption("");
    await eu.getByLabel("Nazwa firmy").fill(`${brand} Serbia d.o.o.`);
    await page.getByRole("button", { name: "Zapisz dane producenta" }).click();
    await expect(page.locator(".panel-notice")).toContainText("Podaj nazwę firmy i państwo UE osoby odpowiedzialnej");
    await expect(eu.getByLabel("Nazwa firmy")).toHaveValue(`${brand} Serbia d.o.o.`);
    await expectNoSidewaysScroll(page);
  });
});
