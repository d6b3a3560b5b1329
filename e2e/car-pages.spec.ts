import { expect, test } from "@playwright/test";
import { screenshot, watchConsole } from "./support";

// Issue 19, part 7 and issue 22: a make's page leads to its models, a model's to its generations,
// a generation's factory sizes to the tyres that fit the car.
test("a car generation's page shows its factory sizes, and a size leads to the tyres that fit the car", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/opony-do/volkswagen");
  await page.getByRole("heading", { level: 2, name: "Volkswagen Golf" }).getByRole("link").click();
  await page.waitForURL("**/opony-do/volkswagen/golf");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Opony do samochodu Volkswagen Golf");
  await page.getByRole("link", { name: /^Volkswagen Golf VIII/ }).click();
  await page.waitForURL("**/opony-do/volkswagen/golf/golf-viii");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Opony do samochodu Volkswagen Golf VIII");
  await expect(page.getByText("Produkowany od 2019 r.")).toBeVisible();
  const sizes = page.locator(".fitment-list > li");
  await expect(sizes).toHaveCount(3);
  await expect(sizes.nth(1)).toContainText("205/55 R16 91V");
  await expect(sizes.nth(1)).toContainText("Nośność od 91 (615 kg na oponę), prędkość od V (240 km/h)");
  // Finished at this width: nothing wider than the window.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await screenshot(page, "car-generation");

  await sizes
    .nth(1)
    .getByRole("button", { name: /^W ofercie/ })
    .click();
  await page.waitForURL("**/opony/205/55/r16?typ=osobowe-suv&nosnosc-od=91&predkosc-od=V");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Opony 205/55 R16");
  await expect(page.locator(".filter-chips")).toContainText("Nośność od 91");
  expect(await page.locator(".product-card").count()).toBeGreaterThan(0);

  // The season switch keeps the generation; the winter link asks for the load and, as a snow tyre may
  // be slower with the sticker, a speed down to Q (160 km/h, UNECE R142; fitmentFilter).
  await page.goto("/opony-do/volkswagen/golf/golf-viii");
  await page.locator(".season-switch").getByRole("link", { name: "Zimowe", exact: true }).click();
  await page.waitForURL("**/opony-do/volkswagen/golf/golf-viii?sezon=zimowe");
  await expect(page.locator(".season-switch [aria-current]")).toHaveText("Zimowe");
  await sizes
    .nth(2)
    .getByRole("button", { name: /^W ofercie/ })
    .click();
  await page.waitForURL("**/opony/zimowe/225/45/r17?typ=osobowe-suv&nosnosc-od=91&predkosc-od=Q");
  expect(await page.locator(".product-card").count()).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});
