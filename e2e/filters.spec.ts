import { expect, type Page, test } from "@playwright/test";
import { screenshot, watchConsole } from "./support";

/** "Pokaż 1 oponę / 2 opony / 5 opon / 12 opon / 22 opony": the button's words for a count. */
function showLabel(count: number): string {
  if (count === 0) return "Brak pasujących opon";
  if (count === 1) return "Pokaż 1 oponę";
  const tens = count % 100;
  const ones = count % 10;
  return `Pokaż ${count} ${ones >= 2 && ones <= 4 && (tens < 12 || tens > 14) ? "opony" : "opon"}`;
}

/** What the shop API's search counts for a query (API names, prices in grosze). */
async function apiCount(page: Page, query: string): Promise<number> {
  const response = await page.request.get(`/api/v1/catalogue/search?limit=1&facets=0&${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

const listingCount = async (page: Page) => Number((await page.locator(".listing-count").textContent())!.match(/\d+/)![0]);

test.describe("filters on a listing", () => {
  // Each test loads several listings from a freshly seeded D1 on a shared machine.
  test.describe.configure({ timeout: 90_000 });

  test("on a phone the filters are a sheet that stays open, counts live, applies at once and shows chips @mobile", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/opony/zimowe");
    await page.waitForLoadState("networkidle");
    const panel = page.locator("details.facets-panel");
    await panel.locator("summary").click();
    // A sheet over the whole screen, its apply button in view at the bottom.
    const box = (await panel.boundingBox())!;
    expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, 375, 812]);
    const apply = panel.locator("button[type=submit].button-primary");
    await expect(apply).toBeInViewport();
    await expect(apply).toHaveText(showLabel(await listingCount(page)));

    await panel.getByRole("checkbox", { name: /^Michelin/ }).check();
    await panel.getByRole("checkbox", { name: /^Continental/ }).check();
    await panel.getByRole("checkbox", { name: /^XL/ }).check();
    const min = panel.getByRole("spinbutton", { name: "od" });
    const max = panel.getByRole("spinbutton", { name: "do" });
    await min.fill("300");
    // Moving on to the maximum applies nothing: the sheet is still open, the address unchanged.
    await max.focus();
    await max.fill("800");
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/opony/zimowe");
    await expect(panel).toHaveAttribute("open", "");
    const expected = await apiCount(page, "season=zimowe&producer=continental,michelin&xl=1&price_min=30000&price_max=80000");
    expect(expected).toBeGreaterThan(0);
    await expect(apply).toHaveText(showLabel(expected));
    await expect(apply).toBeInViewport();
    await screenshot(page, "filter-sheet", false);

    await apply.click();
    await page.waitForURL("**/opony/zimowe?producent=continental%2Cmichelin&xl=1&cena-od=300&cena-do=800");
    expect(await listingCount(page)).toBe(expected);
    const chips = page.locator(".filter-chips");
    await expect(chips.getByRole("link")).toHaveText([
      "Usuń filtr: Continental",
      "Usuń filtr: Michelin",
      "Usuń filtr: Zimowe",
      "Usuń filtr: XL",
      "Usuń filtr: Cena od 300 zł",
      "Usuń filtr: Cena do 800 zł",
      "Wyczyść wszystkie",
    ]);
    // The chips fit the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, "listing-chips", false);
    await chips.getByRole("link", { name: "Usuń filtr: XL" }).click();
    await page.waitForURL("**/opony/zimowe?producent=continental%2Cmichelin&cena-od=300&cena-do=800");
    await expect(chips.getByRole("link", { name: "Usuń filtr: XL" })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("the sheet closes with Escape and lets the page scroll again @mobile", async ({ page }) => {
    await page.goto("/opony/letnie");
    await page.waitForLoadState("networkidle");
    const panel = page.locator("details.facets-panel");
    await panel.locator("summary").click();
    await expect(page.locator("html")).toHaveClass(/filter-sheet-open/);
    await page.keyboard.press("Escape");
    await expect(panel).not.toHaveAttribute("open", "");
    await expect(page.locator("html")).not.toHaveClass(/filter-sheet-open/);
  });

  test("on desktop a ticked box applies at once, prices only on Enter @desktop", async ({ page }) => {
    await page.goto("/opony/zimowe");
    await page.waitForLoadState("networkidle");
    const panel = page.locator("details.facets-panel");
    await expect(panel).toHaveAttribute("open", "");
    await panel.getByRole("spinbutton", { name: "od" }).fill("300");
    await panel.getByRole("spinbutton", { name: "do" }).focus();
    await panel.getByRole("spinbutton", { name: "do" }).fill("800");
    // Leaving the minimum for the maximum reloaded the page with only cena-od before.
    await page.waitForTimeout(500);
    expect(new URL(page.url()).search).toBe("");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/opony/zimowe?cena-od=300&cena-do=800");
    await panel.getByRole("checkbox", { name: /^Michelin/ }).click();
    await page.waitForURL("**/opony/zimowe/michelin?cena-od=300&cena-do=800");
    await panel.getByRole("spinbutton", { name: "do" }).fill("900");
    await panel.getByRole("button", { name: "Zastosuj cenę" }).click();
    await page.waitForURL("**/opony/zimowe/michelin?cena-od=300&cena-do=900");
    await screenshot(page, "listing-filters-desktop", false);
  });

  test("without scripts the form, the price range and the chips work as links and a GET form", async ({ browser, page }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize()! });
    const bare = await context.newPage();
    await bare.goto("/opony/zimowe");
    const panel = bare.locator("details.facets-panel");
    await panel.locator("summary").click();
    await panel.getByRole("checkbox", { name: /^Michelin/ }).check();
    await panel.getByRole("spinbutton", { name: "od" }).fill("300");
    await panel.getByRole("spinbutton", { name: "do" }).fill("800");
    await panel.getByRole("spinbutton", { name: "do" }).press("Enter");
    await bare.waitForURL("**/opony/zimowe/michelin?cena-od=300&cena-do=800");
    await bare.locator(".filter-chips").getByRole("link", { name: "Usuń filtr: Cena od 300 zł" }).click();
    await bare.waitForURL("**/opony/zimowe/michelin?cena-do=800");
    const panelAgain = bare.locator("details.facets-panel");
    await panelAgain.locator("summary").click();
    await panelAgain.getByRole("checkbox", { name: /^XL/ }).check();
    await panelAgain.getByRole("button", { name: "Pokaż wyniki" }).click();
    await bare.waitForURL("**/opony/zimowe/michelin?xl=1&cena-do=800");
    await context.close();
  });

  test("every card's buttons fit inside the card from 320 to 414 px, and at the desktop's narrowest cards @mobile", async ({ page }) => {
    // 1024 px: four cards beside the filters, the narrowest a desktop shows.
    for (const width of [320, 375, 390, 414, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/opony/zimowe");
      await page.waitForLoadState("networkidle");
      // A button inside its card, and its words and icon inside the button's border.
      const overflows = await page.locator(".product-card").evaluateAll((cards) =>
        cards.flatMap((card, index) => {
          const edge = card.getBoundingClientRect();
          return [...card.querySelectorAll<HTMLElement>(".product-card-actions button, .product-card-actions a")]
            .map((button) => {
              const box = button.getBoundingClientRect();
              const range = document.createRange();
              range.selectNodeContents(button);
              const content = range.getBoundingClientRect();
              const border = Number.parseFloat(getComputedStyle(button).borderLeftWidth) || 0;
              return { button, box, content, border };
            })
            .filter(
              ({ button, box, content, border }) =>
                box.left < edge.left ||
                box.right > edge.right ||
                content.left < box.left + border - 0.5 ||
                content.right > box.right - border + 0.5 ||
                button.scrollWidth > button.clientWidth + 1,
            )
            .map(
              ({ button, box, content }) =>
                `card ${index + 1}: "${button.textContent}" ${Math.round(content.width)} px of content in a ${Math.round(box.width)} px button, card ${Math.round(edge.width)} px`,
            );
        }),
      );
      expect(overflows, `at ${width} px`).toEqual([]);
      expect(await page.locator(".product-card .product-card-actions").count(), `at ${width} px`).toBeGreaterThan(0);
      if (width === 390 || width === 320) {
        // On a phone the actions box is display: contents (its buttons sit in the card's grid): scroll to a button.
        await page.locator(".product-card .product-card-actions button:visible").first().scrollIntoViewIfNeeded();
        await screenshot(page, "listing-cards", false);
      }
    }
  });
});
