import { expect, type Page, test } from "@playwright/test";
import { expectNoSidewaysScroll, screenshot, waitForIslands, watchConsole } from "./support";

// Issue 35 point 7 (details that build trust) on a 375 × 812 phone: a listing's cards as compact
// rows, three whole ones to a screen; the data page's offers wrap as words; with a chosen car the
// price and "Do koszyka" stay on the data page's first screen.

/** The sticky header's height: what hides the top of the page when it shows. */
async function headerHeight(page: Page): Promise<number> {
  return page.locator(".site-header").evaluate((header) => header.getBoundingClientRect().height);
}

/** Cards wholly on the screen once the first card's top is scrolled to just under the header. */
async function wholeCardsOnFirstScreen(page: Page): Promise<number> {
  const header = await headerHeight(page);
  return page.evaluate((top) => {
    const cards = [...document.querySelectorAll(".product-card")];
    window.scrollTo(0, cards[0]!.getBoundingClientRect().top + window.scrollY - top);
    return cards.filter((card) => {
      const box = card.getBoundingClientRect();
      return box.top >= top - 1 && box.bottom <= window.innerHeight;
    }).length;
  }, header);
}

for (const path of ["/opony/zimowe/205/55/r16", "/szukaj?q=michelin"]) {
  test(`${path}: three whole cards on one screen, each a row with the photo on the left @mobile`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(path);
    const cards = page.locator(".product-card");
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(6);
    expect(await wholeCardsOnFirstScreen(page)).toBeGreaterThanOrEqual(3);
    // Any three cards in a row fit, not only the first three: none is taller than a third of the
    // screen under the header (with the gaps between them).
    const room = (page.viewportSize()!.height - (await headerHeight(page)) - 2 * 8) / 3;
    const heights = await cards.evaluateAll((list) => list.map((card) => card.getBoundingClientRect().height));
    expect(Math.max(...heights)).toBeLessThanOrEqual(room);
    for (let index = 0; index < 3; index++) {
      const card = cards.nth(index);
      const photo = (await card.locator(".product-card-image").boundingBox())!;
      const name = (await card.locator(".product-card-name").boundingBox())!;
      const arrow = (await card.locator(".product-card-price > a.eu-arrow").boundingBox())!;
      const price = (await card.locator(".product-card-price .price-now strong").boundingBox())!;
      const basket = (await card.getByRole("button", { name: "Do koszyka" }).boundingBox())!;
      // The photo on the left of the name, beside it; the label's arrow on the price's line.
      expect(photo.x + photo.width).toBeLessThanOrEqual(name.x);
      expect(photo.y).toBeLessThan(name.y + name.height);
      expect(arrow.y).toBeLessThan(price.y + price.height);
      expect(price.y).toBeLessThan(arrow.y + arrow.height);
      // Everything the card carries is still there: stars or not, the label's classes, the
      // delivery date, compare and add to basket.
      await expect(card.locator(".eu-mini")).toBeVisible();
      await expect(card.locator(".delivery-date")).toContainText("Dostawa:");
      await expect(card.getByRole("button", { name: "Porównaj" })).toBeVisible();
      expect(basket.x + basket.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    }
    // A reduced card keeps its old price and the Omnibus line.
    const reduced = cards.filter({ has: page.locator(".discount-badge") }).first();
    if (await reduced.count()) {
      await expect(reduced.locator(".price-before")).toBeVisible();
      await expect(reduced.locator(".omnibus")).toContainText("Najniższa cena z 30 dni przed obniżką");
    }
    // Nothing sticks out of a card, nor the page out of the screen.
    const overflowing = await cards.evaluateAll((list) =>
      list.flatMap((card) =>
        [...card.querySelectorAll("*")]
          .filter((element) => element.getBoundingClientRect().right > card.getBoundingClientRect().right + 0.5)
          .map((element) => `${element.tagName}.${element.className}`),
      ),
    );
    expect(overflowing).toEqual([]);
    await expectNoSidewaysScroll(page);
    await screenshot(page, `phone-cards-${path.includes("szukaj") ? "search" : "listing"}`, false);
    expect(problems).toEqual([]);
  });
}

test("the data page's offers wrap as words, never a word a line, and nothing is wider than the phone @mobile", async ({ page }) => {
  await page.goto("/opony/zimowe/205/55/r16");
  // A tyre with two offers or more: the list of offers shows.
  const card = page.locator(".product-card", { has: page.locator(".price-prefix") }).first();
  await card.locator(".product-card-name a").click();
  await page.waitForURL("**/dane-opony/**");
  const years = page.locator(".offers .offer-year");
  expect(await years.count()).toBeGreaterThan(1);
  for (const year of await years.all()) {
    await expect(year).toHaveText(/^(Produkcja: \d+\. tydzień \d{4} \(DOT \d{4}\)|Rok produkcji \d{4})$/);
    // Two lines at most ("Produkcja: 14. tydzień" / "2026 (DOT 1426)"), across most of the offer.
    const lines = await year.evaluate((element) => {
      const style = getComputedStyle(element);
      return element.getBoundingClientRect().height / Number.parseFloat(style.lineHeight);
    });
    expect(lines).toBeLessThanOrEqual(2.1);
    const width = (await year.boundingBox())!.width;
    const offer = (await year.locator("xpath=..").boundingBox())!;
    expect(width).toBeGreaterThan(offer.width * 0.6);
  }
  // No text of an offer runs into the price's column.
  for (const offer of await page.locator(".offers .offer > a").all()) {
    const price = (await offer.locator(".offer-price").boundingBox())!;
    for (const text of await offer.locator(".offer-stock, .offer-delivery").all()) {
      const box = (await text.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(price.x);
    }
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSidewaysScroll(page);
  await page.locator(".offers").scrollIntoViewIfNeeded();
  await screenshot(page, "phone-data-offers", false);
});

test("with a chosen car the data page keeps the price and Do koszyka on its first screen, the verdict above the price @mobile", async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto("/opony-do/volkswagen/golf/golf-viii");
  await page
    .locator(".fitment-list > li", { hasText: "205/55 R16 91V" })
    .getByRole("button", { name: /^Wybierz ten samochód/ })
    .click();
  await page.waitForURL("**/opony/205/55/r16?**");
  // A winter tyre slower than the car: the longest verdict (fits with a speed sticker, and why).
  const answer = await page.request.get("/api/v1/catalogue/search?season=zimowe&width=205&profile=55&rim=16");
  const { items } = (await answer.json()) as {
    items: { slug: string; loadIndex: string; speedIndex: string; cargo: boolean; price: number | null }[];
  };
  const buyable = items.filter((item) => Number.parseInt(item.loadIndex, 10) >= 91 && !item.cargo && item.price !== null);
  const slower = buyable.find((item) => ["H", "T"].includes(item.speedIndex))!;
  const fitting = buyable.find((item) => ["V", "W", "Y"].includes(item.speedIndex))!;
  expect(slower && fitting).toBeTruthy();
  for (const [slug, level] of [
    [slower.slug, "conditional"],
    [fitting.slug, "fits"],
  ] as const) {
    await page.goto(`/dane-opony/${slug}`);
    await waitForIslands(page);
    await expect(page.locator("#car-bar")).toBeVisible();
    const verdict = page.locator(".product-summary .fit-verdict");
    await expect(verdict).toHaveClass(new RegExp(`fit-verdict-${level}`));
    const height = page.viewportSize()!.height;
    const price = (await page.locator(".product-buy .price-now").first().boundingBox())!;
    const add = (await page.locator(".product-actions").getByRole("button", { name: "Do koszyka" }).boundingBox())!;
    const headline = (await verdict.boundingBox())!;
    expect(headline.y + headline.height).toBeLessThanOrEqual(price.y);
    expect(price.y + price.height).toBeLessThanOrEqual(height);
    expect(add.y + add.height).toBeLessThanOrEqual(height);
    if (level === "conditional") {
      // The reasons under the buttons, still on the page and in the verdict's colours.
      const reasons = page.locator(".product-buy .fit-verdict-reasons");
      await expect(reasons).toHaveClass(/fit-verdict-conditional/);
      await expect(reasons).toContainText("naklejkę z jej prędkością maksymalną");
      expect((await reasons.boundingBox())!.y).toBeGreaterThan(add.y);
    } else {
      await expect(page.locator(".product-buy .fit-verdict-reasons")).toHaveCount(0);
    }
    await expectNoSidewaysScroll(page);
    await screenshot(page, `phone-data-car-${level}`, false);
  }
  expect(problems).toEqual([]);
});
