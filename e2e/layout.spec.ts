import { expect, test, type Locator, type Page } from "@playwright/test";
import { screenshot, seriousViolations, watchConsole } from "./support";

/** The help and legal pages the content pages' side navigation lists (issue 16, point 8). */
const HELP_PAGES = [
  "/pomoc",
  "/dostawa",
  "/informacje-dla-kupujacych",
  "/zwrot-i-wymiana",
  "/reklamacja",
  "/o-nas",
  "/dlaczego-warto",
  "/regulamin",
  "/polityka-prywatnosci",
  "/polityka-cookies",
  "/deklaracja-dostepnosci",
];

/** Rows of a grid's items, by their top edge: each row's item count. */
async function rowCounts(items: Locator): Promise<number[]> {
  const tops = await items.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.values()];
}

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("home page layout", () => {
  test("the season's best sellers fill whole rows and every block has a heading", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const block = (name: string | RegExp) =>
      page.locator("main section", { has: page.getByRole("heading", { level: 2, name, exact: typeof name === "string" }) });
    // By orders, or the popular ones while orders are few (e2e/home.spec.ts).
    const cards = block(/^(Bestsellery sezonu|Popularne opony na)/).locator(".product-card");
    await expect(cards.first()).toBeVisible();
    const rows = await rowCounts(cards);
    expect(rows.length).toBeGreaterThan(0);
    // Every row as full as the first: no half-empty last row.
    expect(rows.every((count) => count === rows[0])).toBe(true);
    expect(rows[0]).toBeGreaterThan(1);
    // Nothing sticks out of a card's text column (a long tread name wraps).
    const overflowing = await cards
      .locator(".product-card-body > *")
      .evaluateAll((elements) =>
        elements.filter((element) => element.scrollWidth > element.clientWidth).map((element) => element.textContent),
      );
    expect(overflowing).toEqual([]);

    // The producers' and sizes' tiles fill whole rows too.
    for (const name of ["Popularni producenci", "Popularne rozmiary"]) {
      const tileRows = await rowCounts(block(name).locator("li"));
      expect(
        tileRows.every((count) => count === tileRows[0]),
        name,
      ).toBe(true);
    }

    // Every block of the page's main part starts with a visible heading.
    const sections = page.locator("main > section, main > .island > section");
    const count = await sections.count();
    expect(count).toBeGreaterThanOrEqual(6);
    for (let index = 0; index < count; index++) {
      await expect(sections.nth(index).locator("h1, h2").first(), `block ${index + 1}`).toBeVisible();
    }
    await expect(page.getByRole("heading", { level: 2, name: "Promocje" })).toBeVisible();
    await expect(block("Popularne rozmiary").getByRole("link", { name: "205/55 R16" })).toBeVisible();
    await noHorizontalOverflow(page);
    expect(problems).toEqual([]);
    await screenshot(page, "layout-home");
  });
});

test.describe("content pages layout", () => {
  test("a help page shows the help pages' navigation beside the text @desktop", async ({ page }) => {
    await page.goto("/dostawa");
    const nav = page.getByRole("navigation", { name: "Pomoc i informacje" });
    const article = page.locator("article.prose");
    await expect(nav).toBeVisible();
    for (const path of HELP_PAGES) await expect(nav.locator(`a[href="${path}"]`)).toBeVisible();
    await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute("href", "/dostawa");
    const navBox = (await nav.boundingBox())!;
    const textBox = (await article.boundingBox())!;
    // Beside, not above or below: the navigation on the left, the text on its right, tops aligned.
    expect(navBox.x + navBox.width).toBeLessThanOrEqual(textBox.x);
    expect(Math.abs(navBox.y - textBox.y)).toBeLessThan(80);
    // Together they use the container's width, not a narrow column beside empty space.
    const container = (await page.locator(".content-layout").boundingBox())!;
    expect(textBox.x + textBox.width - navBox.x).toBeGreaterThan(container.width * 0.85);
    await noHorizontalOverflow(page);
    await screenshot(page, "layout-content-delivery", false);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a legal page marks itself in the navigation @desktop", async ({ page }) => {
    await page.goto("/regulamin");
    await expect(page.getByRole("navigation", { name: "Pomoc i informacje" }).locator('a[aria-current="page"]')).toHaveAttribute(
      "href",
      "/regulamin",
    );
    await screenshot(page, "layout-content-terms", false);
  });

  test("on a phone the help pages' navigation follows the text @mobile", async ({ page }) => {
    await page.goto("/dostawa");
    const nav = page.getByRole("navigation", { name: "Pomoc i informacje" });
    const article = page.locator("article.prose");
    await expect(article.getByRole("heading", { level: 1 })).toBeInViewport();
    const navBox = (await nav.boundingBox())!;
    const textBox = (await article.boundingBox())!;
    expect(navBox.y).toBeGreaterThanOrEqual(textBox.y + textBox.height);
    for (const path of HELP_PAGES) await expect(nav.locator(`a[href="${path}"]`)).toHaveCount(1);
    await noHorizontalOverflow(page);
    await screenshot(page, "layout-content-delivery");
  });
});

test("no help or legal page is wider than a phone (tables scroll, the withdrawal form's dotted lines wrap) @mobile", async ({ page }) => {
  for (const path of HELP_PAGES) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test.describe("mobile menu @mobile", () => {
  test("a season's long lists are collapsed into groups that open on a tap", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Otwórz menu" }).click();
    const panel = page.locator("#mobile-menu");
    await expect(panel).toBeVisible();
    const winter = panel.locator("details.accordion", { has: page.locator("summary", { hasText: /^Zimowe$/ }) });
    await winter.locator("> summary").click();
    const body = winter.locator("> .accordion-body");
    // Sizes and producers are closed groups; rim chips stay at hand.
    await expect(body.locator("summary", { hasText: "Popularne rozmiary" })).toBeVisible();
    await expect(body.locator("summary", { hasText: "Producenci" })).toBeVisible();
    await expect(body.getByRole("link", { name: "R16", exact: true })).toBeVisible();
    await expect(body.getByRole("link", { name: "205/55 R16" })).toBeHidden();
    await expect(body.getByRole("link", { name: "Michelin", exact: true })).toBeHidden();
    // The opened season fits on the screen instead of a list of 80 links.
    expect((await body.boundingBox())!.height).toBeLessThan(500);
    await screenshot(page, "layout-mobile-menu-season", false);

    await body.locator("summary", { hasText: "Producenci" }).click();
    await expect(body.getByRole("link", { name: "Michelin", exact: true })).toBeVisible();
    await expect(body.getByRole("link", { name: "205/55 R16" })).toBeHidden();
    await body.getByRole("link", { name: "Michelin", exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, "layout-mobile-menu-producers", false);
    await body.locator("summary", { hasText: "Popularne rozmiary" }).click();
    await expect(body.getByRole("link", { name: "205/55 R16" })).toBeVisible();
    expect(await seriousViolations(page, "#mobile-menu")).toEqual([]);

    // Opening another season closes this one: one category open at a time.
    await panel.locator("summary", { hasText: /^Letnie$/ }).click();
    await expect(winter).not.toHaveAttribute("open", "");
  });
});
