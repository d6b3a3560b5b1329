import { expect, test, type Page } from "@playwright/test";
import { chooseForCompare, screenshot, waitForIslands, watchConsole } from "./support";

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;

/** Three tyres chosen on a winter listing, as a shopper does; answers their names. */
async function compareThree(page: Page): Promise<string[]> {
  await page.goto("/opony/zimowe/225/45/r17");
  // Before the cards' island has hydrated a click posts the form instead (the page reloads): wait for it.
  await waitForIslands(page);
  const cards = page.locator(".product-card");
  for (const index of [0, 1, 2]) await chooseForCompare(page, cards.nth(index).locator(".compare-toggle"));
  await expect(page.locator(".compare-bar .compare-slot:not(.empty)")).toHaveCount(3);
  return (await cards.locator(".product-card-name").allTextContents()).slice(0, 3);
}

test.describe("compare at phone and desktop widths", () => {
  test("the compare bar shows each tyre's producer and size in full", async ({ page }) => {
    await compareThree(page);
    const bar = page.locator(".compare-bar");
    await screenshot(page, "compare-bar-three", false);
    for (const slot of await bar.locator(".compare-slot:not(.empty)").all()) {
      const size = slot.locator(".compare-slot-size");
      await expect(size).toBeVisible();
      await expect(size).toHaveText(/^\d{3}\/\d{2} R\d{2}$/);
      // Nothing the shopper reads is cut off with an ellipsis.
      for (const part of await slot.locator(".compare-slot-producer, .compare-slot-size").all()) {
        if (!(await part.isVisible())) continue;
        const clipped = await part.evaluate((element) => element.scrollWidth > element.clientWidth);
        expect(clipped, (await part.textContent()) ?? "").toBe(false);
      }
    }
  });

  test("the compare page fits the chosen tyres on the screen", async ({ page }) => {
    const problems = watchConsole(page);
    const names = await compareThree(page);
    await page.goto("/porownywarka");
    await expect(page.locator(".compare-head > a")).toHaveText(names);
    await screenshot(page, "compare-three");
    const width = page.viewportSize()!.width;
    // All three tyres side by side without sideways scrolling.
    expect(await page.locator(".compare-scroll").evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    for (const head of await page.locator(".compare-head").all()) {
      const box = (await head.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      // Each tyre gets a fair share of the screen, not what a label column leaves over.
      expect(box.width).toBeGreaterThanOrEqual(isDesktop(page) ? 200 : 100);
    }
    // Every value stays in its own tyre's column: a row's cells line up under the heads.
    const headXs = await page.locator(".compare-head").evaluateAll((heads) => heads.map((head) => head.getBoundingClientRect().x));
    const priceRow = page.locator(".compare-table tbody tr").first();
    const cellXs = await priceRow.locator("td").evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().x));
    expect(cellXs.map(Math.round)).toEqual(headXs.map(Math.round));
    // Still a table to assistive technology, whatever the phone layout's CSS: Chromium's own
    // accessibility tree (Playwright's roles ignore CSS) has the column and row headers and cells.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
      nodes: { role?: { value: string }; name?: { value: string } }[];
    };
    const named = (role: string) => nodes.filter((node) => node.role?.value === role).map((node) => node.name?.value ?? "");
    expect(named("table")).toHaveLength(1);
    expect(named("columnheader").filter((name) => names.some((tyre) => name.includes(tyre)))).toHaveLength(3);
    expect(named("rowheader")).toContain("Cena za sztukę");
    expect(named("cell").length).toBeGreaterThanOrEqual(3 * 17);
    expect(problems).toEqual([]);
  });
});

test.describe("last seen", () => {
  test("two offers of one tyre are told apart by production year and price", async ({ page }) => {
    const problems = watchConsole(page);
    // A tyre with two offers in stock that differ in year or price, each opened by its ?sup= link.
    type Variant = { sku: string; productionYear: number; price: number; stock: number };
    const search = (await (await page.request.get("/api/v1/catalogue/search?season=zimowe&limit=48&facets=0")).json()) as {
      items: { slug: string; offers: number }[];
    };
    let offers: { slug: string; variants: Variant[] } | undefined;
    for (const item of search.items.filter((entry) => entry.offers >= 2)) {
      if (offers) break;
      const detail = (await (await page.request.get(`/api/v1/catalogue/tyres/${item.slug}`)).json()) as { variants: Variant[] };
      const inStock = detail.variants.filter((variant) => variant.stock > 0);
      const second = inStock.find(
        (variant) => variant.productionYear !== inStock[0]!.productionYear || variant.price !== inStock[0]!.price,
      );
      if (second) offers = { slug: item.slug, variants: [inStock[0]!, second] };
    }
    expect(offers, "a tyre with two different offers in stock").toBeTruthy();
    for (const variant of offers!.variants) {
      await page.goto(`/dane-opony/${offers!.slug}?sup=${variant.sku}`);
      // The recorder island (a lazy chunk) has stored this offer before the next page opens.
      await page.waitForFunction((sku) => (localStorage.getItem("last-seen-products") ?? "").includes(`"${sku}"`), variant.sku);
    }

    if (isDesktop(page)) await page.locator(".header-actions").getByRole("button", { name: "Ostatnio oglądane" }).click();
    else await page.getByRole("button", { name: "Otwórz menu" }).click();
    const panel = page.locator(isDesktop(page) ? ".last-seen-panel" : ".mobile-last-seen");
    const items = panel.locator(".last-seen-item");
    await expect(items).toHaveCount(2);
    const names = await items.locator(".last-seen-name").allTextContents();
    expect(names[0]).toBe(names[1]);
    // Newest first: each entry with its own offer's year and price.
    const pln = new Intl.NumberFormat("pl-PL", { style: "currency", currency: "PLN" });
    await expect(items.locator(".last-seen-offer")).toHaveText(
      [...offers!.variants].reverse().map((variant) => `rok produkcji ${variant.productionYear}\u00a0· ${pln.format(variant.price / 100)}`),
    );
    await screenshot(page, "last-seen-offers", false);
    expect(problems).toEqual([]);
  });
});
