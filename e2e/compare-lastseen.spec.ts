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
      // And its indexes (two versions of one tread in one size differ there: 91H or 94H XL).
      await expect(slot.locator(".compare-slot-index")).toBeVisible();
      await expect(slot.locator(".compare-slot-index")).toHaveText(/^\d{2,3}[A-Z]( XL)?$/);
      // Nothing the shopper reads is cut off with an ellipsis.
      for (const part of await slot.locator(".compare-slot-producer, .compare-slot-size, .compare-slot-index").all()) {
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
  test("two offers of one tyre are told apart by production date and price", async ({ page }) => {
    const problems = watchConsole(page);
    // A tyre with two offers in stock that differ in year or price, each opened by its ?sup= link.
    type Variant = { sku: string; productionYear: number; dotWeek: number | null; price: number; stock: number };
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
    // Newest first: each entry with its own offer's production date (its DOT week) and price.
    const pln = new Intl.NumberFormat("pl-PL", { style: "currency", currency: "PLN" });
    const newestFirst = [...offers!.variants].reverse();
    await expect(items.locator(".last-seen-offer")).toHaveText(newestFirst.map((variant) => pln.format(variant.price / 100)));
    for (const [index, variant] of newestFirst.entries()) {
      await expect(items.nth(index).locator(".last-seen-variant")).toContainText(
        variant.dotWeek ? `prod. ${variant.dotWeek}. tydz. ${variant.productionYear}` : `prod. ${variant.productionYear}`,
      );
    }
    await screenshot(page, "last-seen-offers", false);
    expect(problems).toEqual([]);
  });

  test("two versions of one tread are told apart by their size's indexes (91H or 94H XL)", async ({ page }) => {
    const problems = watchConsole(page);
    type Listed = {
      slug: string;
      bestSku: string;
      model: { name: string };
      loadIndex: string;
      speedIndex: string;
      xl: boolean;
      inStock: boolean;
    };
    const search = (await (
      await page.request.get("/api/v1/catalogue/search?season=zimowe&width=205&profile=55&rim=16&limit=48&facets=0")
    ).json()) as { items: Listed[] };
    const indexes = (tyre: Listed) => `${tyre.loadIndex}${tyre.speedIndex}${tyre.xl ? " XL" : ""}`;
    const inStock = search.items.filter((tyre) => tyre.inStock && tyre.bestSku);
    const first = inStock.find((tyre) => inStock.some((other) => other.model.name === tyre.model.name && indexes(other) !== indexes(tyre)));
    expect(first, "a tread in two versions of 205/55 R16").toBeTruthy();
    const second = inStock.find((tyre) => tyre.model.name === first!.model.name && indexes(tyre) !== indexes(first!))!;
    for (const tyre of [first!, second]) {
      await page.goto(`/dane-opony/${tyre.slug}?sup=${tyre.bestSku}`);
      await page.waitForFunction((sku) => (localStorage.getItem("last-seen-products") ?? "").includes(`"${sku}"`), tyre.bestSku);
    }

    if (isDesktop(page)) await page.locator(".header-actions").getByRole("button", { name: "Ostatnio oglądane" }).click();
    else await page.getByRole("button", { name: "Otwórz menu" }).click();
    const panel = page.locator(isDesktop(page) ? ".last-seen-panel" : ".mobile-last-seen");
    const items = panel.locator(".last-seen-item");
    await expect(items).toHaveCount(2);
    const names = await items.locator(".last-seen-name").allTextContents();
    expect(names[0]).toBe(names[1]);
    // Newest first, each with its own size and indexes.
    await expect(items.nth(0).locator(".last-seen-variant")).toContainText(`205/55 R16 ${indexes(second)}`);
    await expect(items.nth(1).locator(".last-seen-variant")).toContainText(`205/55 R16 ${indexes(first!)}`);
    // The basket button names the version it adds.
    await expect(items.nth(0).getByRole("button", { name: /^Do koszyka/ })).toHaveAccessibleName(
      new RegExp(`205/55 R16 ${indexes(second)}`),
    );
    await screenshot(page, "last-seen-variants", false);
    expect(problems).toEqual([]);
  });

  test("entries stored before the variant line still show, with what they carry", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/opony");
    const now = Date.now();
    // As browsers stored them before issue 35: no DOT week; one even without its size's attributes.
    const stored = [
      {
        sku: "OP-000011-1426",
        slug: "continental-wintercontact-ts-870-205-55-r16-91h",
        isMain: true,
        tread: "WinterContact TS 870",
        producer: "Continental",
        season: "zimowe",
        price: 45900,
        productionYear: 2026,
        attributes: { size: "205/55 R16", loadIndex: "91", speedIndex: "H", cargo: false, xl: false, runFlat: false },
        image: null,
        addedAt: now,
      },
      {
        sku: "OP-000647-3726",
        slug: "continental-wintercontact-ts-870-205-55-r16-94h-xl",
        isMain: true,
        tread: "WinterContact TS 870",
        producer: "Continental",
        season: "zimowe",
        price: 46900,
        productionYear: 0,
        attributes: {},
        addedAt: now - 1000,
      },
    ];
    await page.evaluate((items) => localStorage.setItem("last-seen-products", JSON.stringify(items)), stored);
    await page.reload();
    await waitForIslands(page);
    if (isDesktop(page)) await page.locator(".header-actions").getByRole("button", { name: "Ostatnio oglądane" }).click();
    else await page.getByRole("button", { name: "Otwórz menu" }).click();
    const panel = page.locator(isDesktop(page) ? ".last-seen-panel" : ".mobile-last-seen");
    const items = panel.locator(".last-seen-item");
    await expect(items).toHaveCount(2);
    await expect(items.locator(".last-seen-name")).toHaveText(["Continental WinterContact TS 870", "Continental WinterContact TS 870"]);
    // The year without a week; nothing made up for the one that stored nothing.
    await expect(items.nth(0).locator(".last-seen-variant")).toHaveText("205/55 R16 91H\u00a0· prod. 2026");
    await expect(items.nth(1).locator(".last-seen-variant")).toHaveCount(0);
    await expect(items.nth(1).locator(".last-seen-offer")).toHaveText("469,00\u00a0zł");
    expect(problems).toEqual([]);
  });
});
