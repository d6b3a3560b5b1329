import { expect, test } from "@playwright/test";
import { expectNoSidewaysScroll, screenshot, seriousViolations, waitForIslands, watchConsole } from "./support";

// Issue 35 point 5: the car on the first screen: the home page's two ways in, "Wybierz samochód"
// in the header and the phone menu, and the chosen car named there.

test("the home page offers the size search and the car picker side by side on its first screen", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/");
  const size = page.locator("form.size-search");
  const car = page.locator("form.car-picker");
  await expect(size.getByRole("heading")).toHaveText("Dobierz opony po rozmiarze");
  await expect(car.getByRole("heading")).toHaveText("Dobierz opony do samochodu");
  await expect(car.getByRole("button", { name: "Pokaż modele" })).toBeInViewport();
  const [sizeBox, carBox] = [(await size.boundingBox())!, (await car.boundingBox())!];
  if (page.viewportSize()!.width >= 768) {
    // Beside each other, the same height.
    expect(Math.abs(sizeBox.y - carBox.y)).toBeLessThan(2);
    expect(carBox.x).toBeGreaterThan(sizeBox.x + sizeBox.width);
    expect(Math.abs(sizeBox.height - carBox.height)).toBeLessThan(2);
  } else {
    expect(carBox.y).toBeGreaterThan(sizeBox.y + sizeBox.height);
    // Both whole on a phone's first screen.
    expect(carBox.y + carBox.height).toBeLessThanOrEqual(812);
  }
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page, ".hero")).toEqual([]);
  await screenshot(page, "home-hero", false);

  // The make, then its page with the models.
  await car.getByLabel("Marka samochodu").selectOption({ label: "Volkswagen" });
  await car.getByRole("button", { name: "Pokaż modele" }).click();
  await expect(page).toHaveURL(/\/opony-do\/volkswagen$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Opony do Volkswagena");
  expect(problems).toEqual([]);
});

test("'Wybierz samochód' in the header (the phone menu) leads to the picker and then names the chosen car", async ({ page }) => {
  const problems = watchConsole(page);
  const phone = page.viewportSize()!.width < 1024;
  await page.goto("/opony/zimowe");
  await waitForIslands(page);
  /** The header's link, or the phone menu's (opened first). */
  const carLink = async () => {
    if (!phone) return page.locator("header a[data-car-link]");
    await page.getByRole("button", { name: "Otwórz menu" }).click();
    return page.locator("#mobile-menu a[data-car-link]");
  };
  const link = await carLink();
  await expect(link).toBeVisible();
  await expect(link).toHaveText(/Wybierz samochód/);
  await link.click();
  await expect(page).toHaveURL(/\/opony-do$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wybierz samochód");
  await expect(page.locator(".chip-list a", { hasText: "Škoda" })).toHaveAttribute("href", "/opony-do/skoda");
  expect(await seriousViolations(page, "main")).toEqual([]);
  await screenshot(page, "car-picker", false);

  await page.getByLabel("Marka samochodu").selectOption({ label: "Volkswagen" });
  await page.getByRole("button", { name: "Pokaż modele" }).click();
  await page.goto("/opony-do/volkswagen/golf/golf-viii");
  await page
    .locator(".fitment-list > li", { hasText: "205/55 R16 91V" })
    .getByRole("button", { name: /^Wybierz ten samochód/ })
    .click();
  await page.waitForURL("**/opony/205/55/r16?**");
  await waitForIslands(page);

  // The chosen car, named where "Wybierz samochód" was, leads to its page.
  const chosen = await carLink();
  await expect(chosen).toHaveText(/Volkswagen Golf VIII/);
  await expect(chosen).toHaveAttribute("href", "/opony-do/volkswagen/golf/golf-viii");
  await expect(chosen).toHaveAttribute("title", "Twój samochód: Volkswagen Golf VIII (od 2019)");
  await expectNoSidewaysScroll(page);
  await screenshot(page, "header-chosen-car", false);
  expect(problems).toEqual([]);
});

test("without script the picker's form goes to the make's page", async ({ browser, page }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize()! });
  const bare = await context.newPage();
  await bare.goto("/");
  await bare.locator("form.car-picker").getByLabel("Marka samochodu").selectOption({ label: "Škoda" });
  await bare.locator("form.car-picker").getByRole("button", { name: "Pokaż modele" }).click();
  await expect(bare).toHaveURL(/\/opony-do\/skoda$/);
  await context.close();
});
