import { expect, test } from "@playwright/test";
import { expectNoSidewaysScroll, screenshot, seriousViolations, signInToPanel } from "./support";

test.describe("back office: complaints and the team", () => {
  test("a filed complaint in the list, taken into review and accepted with a reply", async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.pl`;
    const filed = await page.request.post("/api/complaints", {
      headers: { origin: baseURL! },
      data: {
        name: "Ewa Przykładowa",
        email,
        order_number: "OK-2026-000042",
        product: "Michelin Alpin 6 205/55 R16",
        description: "Na boku opony pojawił się wybrzuszenie po 500 km jazdy po mieście.",
        remedy: "Wymiana na nową oponę",
      },
    });
    expect(filed.status()).toBe(201);
    const { reference } = (await filed.json()) as { reference: string };

    await signInToPanel(page);
    await page.getByRole("link", { name: "Reklamacje", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reklamacje");
    await page.getByLabel(/^Szukaj/).fill(email);
    await page.getByRole("button", { name: "Pokaż" }).click();
    await expect(page.getByRole("link", { name: reference })).toBeVisible();
    await expect(page.getByText("14 dni do terminu")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await screenshot(page, "panel-complaints");

    await page.getByRole("link", { name: reference }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Reklamacja ${reference}`);
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await page.getByRole("button", { name: "Przyjmij do rozpatrzenia" }).click();
    await expect(page.locator(".panel-notice")).toHaveText("Reklamacja jest w rozpatrzeniu.");

    await page.getByLabel(/^Odpowiedź dla klienta/).fill("Uznajemy reklamację. Nową oponę wyślemy kurierem jutro.");
    await page.getByRole("button", { name: "Uznaj reklamację i wyślij odpowiedź" }).click();
    await expect(page.locator(".panel-notice")).toHaveText("Reklamacja uznana, odpowiedź wysłana klientowi.");
    await expect(page.getByRole("heading", { name: "Historia zmian" })).toBeVisible();
    await expect(page.locator(".panel-timeline li").first()).toContainText("Decyzja wysłana klientowi: W rozpatrzeniu → Uznana");
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await screenshot(page, "panel-complaint");
  });

  test("the owner adds a member and takes the access back", async ({ page }) => {
    test.setTimeout(90_000);
    const email = `e2e-zespol-${Date.now()}@oponykrakow.pl`;
    await signInToPanel(page);
    await page.getByRole("link", { name: "Zespół" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zespół");
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);

    const add = page.locator("section").filter({ has: page.getByRole("heading", { name: "Dodaj osobę" }) });
    await add.getByLabel(/^Adres e-mail/).fill(email);
    await add.getByLabel("Imię i nazwisko").fill("Ewa Testowa");
    await add.getByLabel("Rola").selectOption("staff");
    await add.getByRole("button", { name: "Dodaj do zespołu" }).click();
    await expect(page.locator(".panel-notice")).toContainText("Dodano do zespołu: Ewa Testowa");

    const card = page.locator("section.panel-card").filter({ hasText: email });
    await card.getByText("Zmień imię, nazwisko lub rolę").click();
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await screenshot(page, "panel-staff");
    await card.getByRole("button", { name: "Odbierz dostęp: Ewa Testowa" }).click();
    await expect(page.locator(".panel-notice")).toHaveText("Odebrano dostęp: Ewa Testowa.");
    await expect(page.locator("section.panel-card").filter({ hasText: email })).toContainText("bez dostępu");
  });
});
