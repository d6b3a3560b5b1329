import { expect, test, type Page } from "@playwright/test";
import { expectNoSidewaysScroll, screenshot, seriousViolations, watchConsole } from "./support";

/** The header's search field at this width: the desktop field, or the phone's, after its icon opened the sheet. */
async function openSearch(page: Page) {
  const desktop = (page.viewportSize()?.width ?? 0) >= 1024;
  if (!desktop) {
    await page.locator(".search-sheet > summary").click();
    await expect(page.locator(".search-sheet-panel")).toBeVisible();
  }
  const field = page.getByRole("combobox", { name: "Szukaj opon" });
  await expect(field).toBeVisible();
  return field;
}

// Issue 35 point 4: typing "205 55 16 debica" in the header suggests the size and Dębica and lands on the right listing.
test("the header's search suggests the size and Dębica and lands on the listing", async ({ page }) => {
  test.slow(); // axe over the open suggestions on a shared 2-core machine
  const problems = watchConsole(page);
  await page.goto("/");
  const field = await openSearch(page);
  await field.click();
  await field.pressSequentially("205 55 16 debica", { delay: 20 });
  const list = page.getByRole("listbox", { name: "Podpowiedzi" });
  // The first suggestion loads the island on interaction and the Worker's vocabulary of names: seconds on a busy 2-core machine.
  await expect(list).toBeVisible({ timeout: 15_000 });
  const first = list.getByRole("option").first();
  await expect(first).toContainText("Opony Dębica 205/55 R16");
  await expect(first).toContainText(/\d+ opon/);
  await expect(list.getByRole("option", { name: /^Opony 205\/55 R16/ })).toBeVisible();
  await expect(list.getByRole("option", { name: /^Dębica .* 205\/55 R16/ }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await screenshot(page, "search-suggestions", false);
  expect(await seriousViolations(page)).toEqual([]);

  // Arrows choose a suggestion (aria-activedescendant), Enter opens it.
  await field.press("ArrowDown");
  await expect(first).toHaveAttribute("aria-selected", "true");
  await field.press("Enter");
  await page.waitForURL("**/opony/205/55/r16?producent=debica");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Opony Dębica 205/55 R16");
  expect(await page.locator(".product-card").count()).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

test("a typo and a car: michelin alpn and golf 8 go where they mean", async ({ page }) => {
  await page.goto("/");
  const field = await openSearch(page);
  await field.fill("michelin alpn");
  await expect(page.getByRole("option", { name: "Michelin Alpin 6 Model opony" })).toBeVisible();
  // Enter without choosing submits the form: the results page sends the shopper on.
  await field.press("Enter");
  await page.waitForURL("**/model-opony/michelin-alpin-6");

  const again = await openSearch(page);
  await again.fill("golf 8");
  await page.getByRole("option", { name: /^Volkswagen Golf VIII/ }).click();
  await page.waitForURL("**/opony-do/volkswagen/golf/golf-viii");
});

test("the results page works without JavaScript and is accessible", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto("/szukaj?q=frigo");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wyniki wyszukiwania: „frigo”");
  await expect(page.getByRole("link", { name: /Dębica Frigo HP2/ })).toBeVisible();
  // The header's plain form searches without the script too, and a size lands on its listing.
  await page.locator(".search-box-desktop").getByRole("combobox").fill("205/55R16 zimowe");
  await page.locator(".search-box-desktop").getByRole("button", { name: "Szukaj" }).click();
  await page.waitForURL("**/opony/zimowe/205/55/r16");
  await context.close();
});

test("the results page: models with their pictures and tyres, axe clean", async ({ page }) => {
  await page.goto("/szukaj?q=frigo");
  await expect(page.getByRole("heading", { level: 2, name: "Modele opon" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await screenshot(page, "search-results");
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto("/szukaj?q=xyzzy");
  await expect(page.locator("#search-empty-title")).toHaveText("Nie znaleźliśmy nic dla „xyzzy”");
  expect(await seriousViolations(page)).toEqual([]);
});

// Once a tyre was seen ("Ostatnio oglądane" joins the header), the desktop search field kept ~60 px
// at 1280 px; from 1024 px it keeps room to type a size, and nothing is pushed past the edge.
test("the desktop header keeps the search field usable with every action shown @desktop", async ({ page }) => {
  await page.goto("/dane-opony/continental-wintercontact-ts-870-205-55-r16-91v");
  await page.waitForLoadState("networkidle");
  for (const width of [1024, 1280, 1440, 1600]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/szukaj?q=debica");
    await expect(page.locator('[data-island="last-seen"] .header-action')).toBeVisible();
    const field = await page.getByRole("combobox", { name: "Szukaj opon" }).boundingBox();
    expect(field?.width, `at ${width} px`).toBeGreaterThanOrEqual(150);
    await expectNoSidewaysScroll(page);
  }
});
