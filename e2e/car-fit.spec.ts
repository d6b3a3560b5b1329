import { expect, type Page, test } from "@playwright/test";
import { expectNoSidewaysScroll, screenshot, seriousViolations, waitForIslands, watchConsole } from "./support";

/** A tyre of the Golf's size from the shop's own search: the first of a season whose speed index is one of `speeds`. */
async function tyreOf(page: Page, season: string, speeds: string[]): Promise<string> {
  for (let pageNumber = 1; pageNumber <= 5; pageNumber++) {
    const answer = await page.request.get(`/api/v1/catalogue/search?season=${season}&width=205&profile=55&rim=16&page=${pageNumber}`);
    const { items } = (await answer.json()) as { items: { slug: string; speedIndex: string; loadIndex: string; price: number | null }[] };
    const found = items.find(
      (item) => speeds.includes(item.speedIndex) && Number.parseInt(item.loadIndex, 10) >= 91 && item.price !== null,
    );
    if (found) return found.slug;
  }
  throw new Error(`No ${season} 205/55 R16 tyre with speed ${speeds.join("/")}`);
}

// Issue 22: the shopper picks a car, and every tyre says whether it fits it.
test("a chosen car judges the tyres: 'pasuje' on its listing, a warning on a slower tyre, the sticker on a slower winter one", async ({
  page,
  context,
}) => {
  test.slow(); // axe over a whole listing and a data page: ~30 s alone, twice that on a busy 2-core machine
  const problems = watchConsole(page);
  await page.goto("/opony-do/volkswagen/golf/golf-viii");
  expect(await seriousViolations(page, "main")).toEqual([]);
  const fitment = page.locator(".fitment-list > li", { hasText: "205/55 R16 91V" });
  await fitment.getByRole("button", { name: /^Wybierz ten samochód/ }).click();
  // The site keeps the car and lands on the tyres of that size with the car's minimums.
  await page.waitForURL("**/opony/205/55/r16?typ=osobowe-suv&nosnosc-od=91&predkosc-od=V");
  expect((await context.cookies()).find((cookie) => cookie.name === "wybrany-samochod")).toBeDefined();
  await waitForIslands(page);
  const bar = page.locator("#car-bar");
  await expect(bar).toBeVisible();
  await expect(bar).toContainText("Twój samochód: Volkswagen Golf VIII (od 2019) · 205/55 R16 91V");
  await expect(bar.getByRole("link", { name: "Zmień" })).toHaveAttribute("href", "/opony-do/volkswagen/golf/golf-viii");
  // Every card that can be bought carries a verdict, and on this listing every one fits.
  const buyable = await page.locator(".product-card .product-card-actions").count();
  expect(buyable).toBeGreaterThan(0);
  await expect(page.locator(".fit-verdict")).toHaveCount(buyable);
  await expect(page.locator(".fit-verdict-fits")).toHaveCount(buyable);
  await expect(page.locator(".fit-verdict").first()).toHaveText("Pasuje do Twojego samochodu");
  await expectNoSidewaysScroll(page);
  // The bar and the verdicts read well with assistive technology and in contrast.
  expect(await seriousViolations(page, "#car-bar")).toEqual([]);
  expect(await seriousViolations(page, ".product-grid")).toEqual([]);
  await screenshot(page, "car-fit-listing", false);
  await screenshot(page, "car-fit-card", false, page.locator(".product-card").first());

  // A summer tyre slower than the car (H: 210 km/h, the Golf needs V): the data page warns.
  await page.goto(`/dane-opony/${await tyreOf(page, "letnie", ["H", "T"])}`);
  await waitForIslands(page);
  // The headline above the price, why under the buttons (the price and "Do koszyka" stay on a phone's first screen).
  const verdict = page.locator(".product-summary .fit-verdict");
  const reasons = page.locator(".product-buy .fit-verdict-reasons");
  await expect(verdict).toHaveClass(/fit-verdict-no/);
  await expect(verdict).toHaveText("Nie pasuje do Twojego samochodu");
  await expect(reasons).toHaveClass(/fit-verdict-no/);
  await expect(reasons).toContainText(/Za niski indeks prędkości: [HT] \(\d+ km\/h\), a samochód wymaga co najmniej V \(240 km\/h\)\./);
  await expectNoSidewaysScroll(page);
  await screenshot(page, "car-fit-too-slow", false);

  // A winter tyre may be slower, with the sticker in the driver's view.
  await page.goto(`/dane-opony/${await tyreOf(page, "zimowe", ["H", "T"])}`);
  await waitForIslands(page);
  await expect(verdict).toHaveClass(/fit-verdict-conditional/);
  await expect(verdict).toContainText("z naklejką prędkości");
  await expect(reasons).toHaveClass(/fit-verdict-conditional/);
  await expect(reasons).toContainText("w polu widzenia kierowcy umieścisz naklejkę z jej prędkością maksymalną");

  // Another size on a listing says so; "Usuń" forgets the car and the verdicts go.
  await page.goto("/opony/letnie/225/45/r17");
  await waitForIslands(page);
  await expect(page.locator(".fit-verdict-no").first()).toContainText(
    "Inny rozmiar: 225/45 R17, a dla Twojego samochodu wybrano 205/55 R16.",
  );
  await bar.getByRole("button", { name: /^Usuń samochód/ }).click();
  await page.waitForURL("**/opony/letnie/225/45/r17");
  await waitForIslands(page);
  await expect(bar).toBeHidden();
  await expect(page.locator(".fit-verdict")).toHaveCount(0);
  expect((await context.cookies()).find((cookie) => cookie.name === "wybrany-samochod")).toBeUndefined();
  expect(problems).toEqual([]);
});

test("the basket warns of a line below the chosen car's minimums", async ({ page }) => {
  await page.goto("/opony-do/volkswagen/golf/golf-viii");
  await page
    .locator(".fitment-list > li", { hasText: "205/55 R16 91V" })
    .getByRole("button", { name: /^Wybierz ten samochód/ })
    .click();
  await page.waitForURL("**/opony/205/55/r16?**");
  await page.goto(`/dane-opony/${await tyreOf(page, "letnie", ["H", "T"])}`);
  await waitForIslands(page);
  await page.getByRole("button", { name: "Do koszyka" }).first().click();
  await expect(page.locator(".toast")).toContainText("Dodano do koszyka");
  await page.goto("/koszyk");
  const warnings = page.locator(".basket-advice");
  await expect(warnings).toContainText("Sprawdź, czy opony pasują do Twojego samochodu");
  await expect(warnings).toContainText(/za niski indeks prędkości: [HT]/);
  await expectNoSidewaysScroll(page);
  await screenshot(page, "car-fit-basket", false);
});

// Issue 38: a BMW leaves the factory on run-flat tyres and without a spare wheel.
test("a BMW on run-flat tyres hears what a standard tyre means: on its page, on the cards and on a tyre's page", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/opony-do/bmw/seria-3/seria-3-g20");
  const fitment = page.locator(".fitment-list > li", { hasText: "225/50 R17 94W" });
  await expect(fitment.locator(".fitment-run-flat")).toContainText("Fabrycznie opony run-flat – samochód zwykle nie ma koła zapasowego.");
  await fitment.getByRole("button", { name: /^Wybierz ten samochód/ }).click();
  await page.waitForURL("**/opony/225/50/r17?typ=osobowe-suv&nosnosc-od=94&predkosc-od=W");
  await waitForIslands(page);
  // A standard tyre fits, with the condition in the card's headline.
  const standard = page.locator(".product-card", { hasNot: page.locator(".badge-tag", { hasText: "Run Flat" }) }).first();
  await expect(standard.locator(".fit-verdict")).toHaveText("Pasuje do Twojego samochodu – bez funkcji run-flat");
  await expect(standard.locator(".fit-verdict")).toHaveClass(/fit-verdict-conditional/);
  // Its data page says what that means.
  await standard.locator(".product-card-name a").click();
  await page.waitForURL("**/dane-opony/**");
  await waitForIslands(page);
  await expect(page.locator(".product-buy .fit-verdict-reasons")).toContainText(
    "Twój samochód ma fabrycznie opony run-flat i zwykle nie ma koła zapasowego.",
  );
  await expect(page.locator(".product-buy .fit-verdict-reasons")).toContainText("zestaw naprawczy lub koło dojazdowe");
  await expectNoSidewaysScroll(page);
  await screenshot(page, "car-fit-run-flat", false);
  expect(problems).toEqual([]);
});
