import { expect, type Page, test } from "@playwright/test";
import { expectNoSidewaysScroll, screenshot, seriousViolations, waitForIslands, watchConsole } from "./support";

/**
 * Issue 35: the home page's blocks (campaigns, the season's best sellers, producers as wordmarks,
 * the car picker), the listing's producer filter (every producer with its count, "Szukaj
 * producenta") and a producer's page with its wordmark. At 375 and 1280 px (both projects).
 */

/** The listing's producer facet as the shop API counts it. */
async function producerFacet(page: Page, query: string): Promise<{ value: string; label: string; count: number }[]> {
  const response = await page.request.get(`/api/v1/catalogue/search?limit=1&${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { facets: { producer: { value: string; label: string; count: number }[] } }).facets.producer;
}

test.describe("home page (issue 35)", () => {
  test("shows the campaigns, the season's best sellers, the producers as wordmarks and the car picker", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/");
    const block = (name: RegExp | string) => page.locator("main section", { has: page.getByRole("heading", { level: 2, name }) });

    // The car picker in the hero, beside the size search.
    await expect(page.getByRole("heading", { name: "Dobierz opony do samochodu" })).toBeVisible();

    // The running campaigns as banners, each with its way to the tyres and to its rules.
    const campaigns = block("Promocje").locator(".campaign-banner");
    expect(await campaigns.count()).toBeGreaterThan(0);
    await expect(campaigns.first().getByRole("link", { name: "Zobacz opony" })).toBeVisible();
    await expect(campaigns.first().getByRole("link", { name: "Zasady i zgłoszenie" })).toHaveAttribute("href", /^\/promocje\//);

    // The season's best sellers (by orders, or the popular ones while orders are few): whole rows of cards.
    const best = block(/^(Bestsellery sezonu (zimowego|letniego)|Popularne opony na (zimę|lato))$/);
    await expect(best).toBeVisible();
    const cards = best.locator(".product-card");
    expect((await cards.count()) % 4).toBe(0);
    await expect(cards.first()).toBeVisible();
    await expect(best.getByRole("link", { name: /^Wszystkie opony (zimowe|letnie)/ })).toBeVisible();

    // The producers as wordmark tiles with their counts, each to its listing.
    const producers = block("Popularni producenci");
    const tiles = producers.locator(".producer-tile");
    expect(await tiles.count()).toBe(12);
    await expect(tiles.first().locator(".wordmark")).toBeVisible();
    await expect(tiles.first().locator(".producer-tile-count")).toHaveText(/^\d+ opon/);
    await expect(producers.getByRole("link", { name: /^Michelin/ })).toHaveAttribute("href", "/opony/michelin");
    // A long name fits its tile (the wordmark scales with the tile).
    const clipped = await tiles
      .locator(".wordmark")
      .evaluateAll((marks) => marks.filter((mark) => mark.scrollWidth > mark.clientWidth).map((mark) => mark.textContent));
    expect(clipped).toEqual([]);

    await expectNoSidewaysScroll(page);
    // Axe over this blocks (the frame has its own specs; the whole page takes ~20 s here).
    expect(await seriousViolations(page, ".home-promos, .home-best-sellers, .home-producers")).toEqual([]);
    expect(problems).toEqual([]);
    await screenshot(page, "home-issue35");
  });
});

test.describe("producer filter (issue 35)", () => {
  test.describe.configure({ timeout: 90_000 });

  test("lists every producer with its count, the top ones first, and narrows as the shopper types", async ({ page }) => {
    const problems = watchConsole(page);
    const facet = await producerFacet(page, "season=zimowe");
    expect(facet.length).toBeGreaterThan(10);
    await page.goto("/opony/zimowe");
    await waitForIslands(page);
    const panel = page.locator("details.facets-panel");
    // On a phone the filters are a sheet: open it; on desktop they are the open sidebar.
    if ((page.viewportSize()?.width ?? 0) < 1024) await panel.locator("summary").click();
    const producers = panel.locator("fieldset", { has: page.locator("legend", { hasText: "Producent" }) });
    const options = producers.locator("label.option");
    await expect(options).toHaveCount(facet.length);
    // Every producer with its count, Michelin among them whatever its place.
    for (const { value, count } of facet)
      await expect(producers.locator(`label.option:has(input[value="${value}"])`)).toHaveAttribute("data-count", String(count));
    await expect(producers.locator('label.option:has(input[value="michelin"])')).toBeAttached();
    const top = [...facet].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, "pl"))[0]!;
    await expect(producers.locator(".producer-top label.option").first().locator("input")).toHaveValue(top.value);
    await expect(producers.locator(".producer-top .wordmark").first()).toBeVisible();
    await screenshot(page, "producer-filter", false, producers);

    const search = producers.getByRole("searchbox", { name: "Szukaj producenta" });
    await expect(search).toBeVisible();
    await search.fill("mich");
    const michelin = producers.getByRole("checkbox", { name: /michelin/i });
    const continental = producers.getByRole("checkbox", { name: /continental/i });
    await expect(michelin).toBeVisible();
    await expect(continental).toBeHidden();
    await expect(options.filter({ visible: true })).toHaveCount(1);
    // Typing is not choosing: nothing applied, the address unchanged.
    await search.press("Enter");
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/opony/zimowe");
    // Without Polish letters too; nothing found says so.
    await search.fill("debica");
    await expect(producers.getByRole("checkbox", { name: /dębica/i })).toBeVisible();
    await search.fill("xyz");
    await expect(options.filter({ visible: true })).toHaveCount(0);
    await expect(producers.getByText("Brak producenta o takiej nazwie")).toBeVisible();
    await screenshot(page, "producer-filter-none", false, producers);
    await search.fill("");
    await expect(options.filter({ visible: true })).toHaveCount(facet.length);

    // Choosing one from a narrowed list applies it as before.
    await search.fill("mich");
    await michelin.check();
    if ((page.viewportSize()?.width ?? 0) < 1024) await panel.locator("button[type=submit].button-primary").click();
    await page.waitForURL("**/opony/zimowe/michelin");
    expect(problems).toEqual([]);
  });
});

test.describe("producer page (issue 35)", () => {
  test("shows the producer's name as its wordmark in the heading", async ({ page }) => {
    await page.goto("/opony/michelin");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("Opony Michelin");
    const wordmark = heading.locator(".wordmark");
    await expect(wordmark).toBeVisible();
    await expect(wordmark).toHaveText("Michelin");
    // Set in its style, not the heading's: a class of the wordmark table, never an image.
    expect(await wordmark.evaluate((element) => getComputedStyle(element).textTransform)).toBe("uppercase");
    await expect(heading.locator("img, svg")).toHaveCount(0);
    await screenshot(page, "producer-page", false);
  });
});
