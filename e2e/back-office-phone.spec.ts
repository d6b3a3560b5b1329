import { expect, type Page, test } from "@playwright/test";
import { expectNoSidewaysScroll, screenshot, seriousViolations, signInToPanel } from "./support";

/**
 * The back office's flows run at desktop width only (project "back-office", e2e/panel-*.spec.ts).
 * Staff may still open it on a phone: each kind of back-office page fits 375 px without sideways
 * scrolling (its tables scroll in their own box) and has no serious accessibility finding. Nothing
 * here changes what shoppers see (seeded data and a complaint of its own), so it runs beside the
 * storefront specs.
 */
async function fitsPhone(page: Page, heading: string | RegExp) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
}

test.describe("the back office on a phone @mobile", () => {
  test.beforeEach(async ({ page }) => {
    await signInToPanel(page);
  });

  test("prices and stock: the list and an offer", async ({ page }) => {
    await page.goto("/panel/oferty?size=205%2F55+R16");
    await fitsPhone(page, "Ceny i stany");
    const link = page.locator("table.panel-table tbody tr th a").first();
    const sku = (await link.textContent())!.trim();
    await link.click();
    await fitsPhone(page, `Oferta ${sku}`);
    await screenshot(page, "panel-offer");
  });

  test("the feed import and the producers' GPSR data", async ({ page }) => {
    await page.goto("/panel/importy");
    await fitsPhone(page, "Import oferty hurtowni");
    await page.goto("/panel/producenci");
    await fitsPhone(page, "Producenci (GPSR)");
    await page.getByRole("link", { name: "Hifly", exact: true }).click();
    await fitsPhone(page, "Producent: Hifly");
    await screenshot(page, "panel-producer");
  });

  test("complaints: the list and a complaint", async ({ page, baseURL }) => {
    const email = `e2e-telefon-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.pl`;
    const filed = await page.request.post("/api/complaints", {
      headers: { origin: baseURL! },
      data: {
        name: "Ewa Przykładowa",
        email,
        order_number: "OK-2026-000042",
        product: "Michelin Alpin 6 205/55 R16",
        description: "Na boku opony pojawiło się wybrzuszenie po 500 km jazdy po mieście.",
        remedy: "Wymiana na nową oponę",
      },
    });
    expect(filed.status()).toBe(201);
    const { reference } = (await filed.json()) as { reference: string };
    await page.goto(`/panel/reklamacje?q=${encodeURIComponent(email)}`);
    await fitsPhone(page, "Reklamacje");
    await page.getByRole("link", { name: reference }).click();
    await fitsPhone(page, `Reklamacja ${reference}`);
    await screenshot(page, "panel-complaint");
  });

  test("the orders, the start page and the team", async ({ page }) => {
    await page.goto("/panel/zamowienia");
    await fitsPhone(page, "Zamówienia");
    await page.goto("/panel");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await page.goto("/panel/zespol");
    await fitsPhone(page, "Zespół");
  });
});
