import { expect, test, type Page } from "@playwright/test";
import { screenshot, seriousViolations, waitForIslands } from "./support";

/** Collects console errors and page errors: a hydration mismatch or a failed chunk shows here. */
function watchConsole(page: Page) {
  const problems: string[] = [];
  const info: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
    if (message.type() === "info") info.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(String(error)));
  return { problems, info };
}

test.describe("page frame", () => {
  test("home page hydrates its islands without errors and logs the version", async ({ page }) => {
    const consoleLog = watchConsole(page);
    await page.goto("/");
    await expect(page).toHaveTitle("Sklep internetowy z oponami – Dobierz opony online | OponyKraków.pl");
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");
    await page.waitForLoadState("networkidle");
    expect(consoleLog.problems).toEqual([]);
    expect(consoleLog.info.some((line) => /wersja 1\.9\.8 \(\d{12}-\w+\) \[DEV\]/.test(line))).toBe(true);
    await expect(page.locator(".product-card").first()).toBeVisible();
    await screenshot(page, "home");
  });

  test("the 404 page is Polish and keeps the frame", async ({ page }) => {
    const response = await page.goto("/nie-ma-takiej-strony");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nie znaleźliśmy tej strony");
    await expect(page.getByRole("link", { name: "Wróć na stronę główną" })).toBeVisible();
    await screenshot(page, "not-found");
  });

  test("the quality certificate opens enlarged and closes", async ({ page }) => {
    await page.goto("/");
    const lightbox = page.locator("#certyfikat");
    await expect(lightbox).toBeHidden();
    await page.getByRole("link", { name: "Powiększ certyfikat" }).click();
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByRole("img", { name: "Certyfikat wydany przez: Fundacja Testowa" })).toBeVisible();
    await expect(lightbox.getByRole("link", { name: "Sprawdź certyfikat na stronie wystawcy" })).toHaveAttribute(
      "href",
      "https://certyfikaty.example/sklep/123",
    );
    await lightbox.getByRole("link", { name: "Zamknij" }).last().click();
    await expect(lightbox).toBeHidden();
  });

  for (const [token, status] of [
    ["nieznany-token", 400],
    ["0".repeat(32), 404],
  ] as const) {
    test(`the basket badge drops a checkout token the shop answers with ${status}`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "checkout-token", value: token, url: baseURL! }]);
      const lookup = page.waitForResponse((response) => response.url().includes(`/api/v1/checkout/${token}/simple`));
      await page.goto("/");
      expect((await lookup).status()).toBe(status);
      await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === "checkout-token")).toBe(false);
      await expect(page.getByTestId("basket-count")).toHaveCount(0);
    });
  }

  test("axe finds no serious or critical violations on the home page", async ({ page }) => {
    await page.goto("/");
    expect(await seriousViolations(page)).toEqual([]);
    // The check itself sees a finding when there is one: a button with no name, added to the page.
    await page.evaluate(() => document.querySelector("main")?.append(document.createElement("button")));
    expect(await seriousViolations(page)).toEqual(["button-name: #content > button"]);
  });
});

// Tagged: the desktop project runs @desktop tests, the mobile project @mobile ones.
test.describe("desktop header @desktop", () => {
  test("the mega menu opens on hover", async ({ page }) => {
    await page.goto("/");
    const winter = page.locator(".mega-item").nth(1);
    const panel = winter.locator(".mega-panel");
    await expect(panel).toBeHidden();
    await winter.locator(".mega-tab").hover();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "205/55 R16" })).toHaveAttribute("href", "/opony/zimowe/205/55/r16");
    await expect(panel.getByRole("link", { name: "R16", exact: true })).toBeVisible();
    // Only rims with winter tyres to buy (issue 38): the catalogue has no R23 winter tyre.
    await expect(panel.getByRole("link", { name: "R23", exact: true })).toHaveCount(0);
    await screenshot(page, "mega-menu-hover");
    await page.mouse.move(5, 600);
    await expect(panel).toBeHidden();
  });

  test("the mega menu opens on keyboard focus", async ({ page }) => {
    await page.goto("/");
    const tyres = page.locator(".mega-item").first();
    await tyres.locator(".mega-tab").focus();
    await expect(tyres.locator(".mega-panel")).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(tyres.locator(".mega-panel")).toBeVisible();
    await expect(page.locator(":focus")).toHaveText("Osobowe i SUV");
  });

  test("the account menu offers sign-in and register to a visitor", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const account = page.locator(".header-actions").getByRole("button", { name: "Konto" });
    await account.click();
    await expect(page.getByRole("link", { name: "Zaloguj się" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Załóż konto" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("link", { name: "Zaloguj się" })).toBeHidden();
  });

  test("the compare action explains itself with a tooltip when nothing is selected", async ({ page }) => {
    await page.goto("/");
    const compare = page.locator(".header-actions .has-tooltip");
    await compare.hover();
    await expect(page.getByRole("tooltip")).toHaveText("Dodaj co najmniej dwie opony, aby je porównać");
  });
});

test.describe("mobile header @mobile", () => {
  test("the menu panel opens, expands a category and closes", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    // The burger opens the panel once its island has hydrated ("networkidle" does not wait for that).
    await waitForIslands(page);
    const burger = page.getByRole("button", { name: "Otwórz menu" });
    const panel = page.locator("#mobile-menu");
    await expect(panel).toBeHidden();
    await burger.click();
    await expect(panel).toBeVisible();
    await expect(burger).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("button", { name: "Zamknij menu" })).toBeFocused();
    await panel.locator("summary", { hasText: "Zimowe" }).click();
    // Long lists are groups of their own inside a category (issue 16; e2e/layout.spec.ts).
    await panel.locator("summary", { hasText: "Popularne rozmiary" }).first().click();
    await expect(panel.getByRole("link", { name: "205/55 R16" }).first()).toBeVisible();
    await expect(panel.getByRole("link", { name: "Zaloguj się" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Załóż konto" })).toBeVisible();
    await screenshot(page, "mobile-menu");
    await page.getByRole("button", { name: "Zamknij menu" }).click();
    await expect(panel).toBeHidden();
    await expect(burger).toHaveAttribute("aria-expanded", "false");

    await burger.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(burger).toBeFocused();
  });

  test("a phone downloads the desktop header's code only once it is shown; the menu's last seen hydrates when the menu opens", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    const problems = watchConsole(page);
    await page.goto("/");
    await waitForIslands(page);
    await page.waitForLoadState("networkidle");
    const headerCode = () => requested.filter((url) => /\/header-islands-\w+\.js$/.test(url));
    expect(headerCode()).toEqual([]);
    const desktopAccount = page.locator(".header-actions [data-island=account-menu]");
    await expect(desktopAccount).not.toHaveAttribute("data-hydrated");
    const menuLastSeen = page.locator("#mobile-menu [data-island=last-seen]");
    // The menu's body (last seen with it) comes with the first opening (issue 37): nothing of it hydrated before.
    await expect(page.locator("#mobile-menu [data-island=last-seen][data-hydrated]")).toHaveCount(0);

    await page.getByRole("button", { name: "Otwórz menu" }).click();
    await expect(menuLastSeen).toHaveAttribute("data-hydrated", "");
    expect(headerCode()).toHaveLength(1);
    await page.keyboard.press("Escape");

    // Wider than the desktop breakpoint: the desktop header's parts hydrate and work.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(desktopAccount).toHaveAttribute("data-hydrated", "");
    await page.locator(".header-actions").getByRole("button", { name: "Konto" }).click();
    await expect(page.locator(".header-actions").getByRole("link", { name: "Zaloguj się" })).toBeVisible();
    expect(problems.problems).toEqual([]);
  });

  test("a page change shows the loading overlay on mobile", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    // The next page answers 204 No Content, so the browser stays on this page and the overlay can
    // be checked (Playwright cannot inspect a page while its navigation is still pending).
    await page.route("**/opony/zimowe", (route) => route.fulfill({ status: 204 }));
    await expect(page.locator(".loading-overlay")).toBeHidden();
    await page.locator(".season-tile a").first().click({ noWaitAfter: true });
    await expect(page.locator(".loading-overlay")).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Ładowanie…" })).toBeVisible();
  });

  test("a cancelled page change leaves no overlay behind", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => window.addEventListener("click", (event) => event.preventDefault()));
    await page.locator(".season-tile a").first().click();
    await page.waitForTimeout(100);
    await expect(page.locator(".loading-overlay")).toBeHidden();
  });

  test("a jump within the page does not show the loading overlay", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.getByRole("link", { name: "Powiększ certyfikat" }).click();
    await expect(page.locator("#certyfikat")).toBeVisible();
    await expect(page.locator(".loading-overlay")).toBeHidden();
  });

  test("the header shows burger, logo and basket, and slides up when scrolling down", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const header = page.locator("#site-header");
    await expect(page.getByRole("button", { name: "Otwórz menu" })).toBeVisible();
    await expect(header.locator(".logo")).toBeVisible();
    await expect(header.getByRole("link", { name: /^Koszyk/ })).toBeVisible();
    await expect(header.getByRole("button", { name: "Konto" })).toBeHidden();
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute("data-hidden", "");
    await page.mouse.wheel(0, -300);
    await expect(header).not.toHaveAttribute("data-hidden", "");
  });
});
