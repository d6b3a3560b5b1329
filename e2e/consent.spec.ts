import { expect, test, type Page } from "@playwright/test";
import { screenshot, shopOrigin } from "./support";

// A first visit: no choice stored yet.
test.use({ storageState: { cookies: [], origins: [] } });

/** Every request the page makes to another host; Google's are answered with a stub (offline). */
function watchThirdParty(page: Page, baseURL: string | undefined): string[] {
  const shop = shopOrigin(baseURL);
  const requests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== shop) requests.push(request.url());
  });
  void page.route(/^https:\/\/(www\.googletagmanager\.com|[\w.-]*google-analytics\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: "application/javascript", body: "window.__thirdPartyLoaded = true;" }),
  );
  return requests;
}

test("nothing from third parties loads before consent, nor after rejecting", async ({ page, baseURL }) => {
  const requests = watchThirdParty(page, baseURL);
  await page.goto("/");
  const banner = page.getByRole("region", { name: "Szanujemy Twoją prywatność" });
  await expect(banner).toBeVisible();
  await screenshot(page, "cookie-banner", false);
  await page.goto("/opony/zimowe");
  await expect(banner).toBeVisible();
  expect(requests).toEqual([]);

  await banner.getByRole("button", { name: "Odrzucam" }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.locator(".product-card").first()).toBeVisible();
  await expect(banner).toBeHidden();
  expect(requests).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toContain("cookie-consent=v2%3Afunctional%3D0%2Canalytics%3D0%2Cmarketing%3D0");
});

test("accepting loads the tag manager and analytics; the footer reopens the choice", async ({ page, baseURL }) => {
  const requests = watchThirdParty(page, baseURL);
  await page.goto("/");
  const banner = page.getByRole("region", { name: "Szanujemy Twoją prywatność" });
  await banner.getByRole("button", { name: "Akceptuję wszystkie" }).click();
  await expect.poll(() => requests.some((url) => url.startsWith("https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST"))).toBe(true);
  await expect.poll(() => requests.some((url) => url.startsWith("https://www.googletagmanager.com/gtag/js?id=G-E2ETEST"))).toBe(true);
  // Consent mode tells the tags what was granted.
  const consent = await page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).find((args) => args[0] === "consent"),
  );
  expect(consent).toEqual([
    "consent",
    "update",
    { analytics_storage: "granted", ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" },
  ]);

  await page.getByRole("link", { name: "Ustawienia cookies" }).click();
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("checkbox", { name: /Analityczne/ })).toBeChecked();
  await banner.getByRole("checkbox", { name: /Marketingowe/ }).uncheck();
  await screenshot(page, "cookie-settings", false);
  await banner.getByRole("button", { name: "Zapisz wybór" }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => document.cookie)).toContain("cookie-consent=v2%3Afunctional%3D1%2Canalytics%3D1%2Cmarketing%3D0");
});

test("without consent to functional storage nothing is kept of the tyres viewed; granting it starts the list", async ({ page }) => {
  await page.goto("/opony/zimowe");
  const banner = page.getByRole("region", { name: "Szanujemy Twoją prywatność" });
  await banner.getByRole("button", { name: "Odrzucam" }).click();
  const firstTyre = page.locator(".product-card-name a").first();
  const href = await firstTyre.getAttribute("href");
  expect(href).toBeTruthy();
  await page.goto(href!);
  // The recorder would have written by the time the page is idle; give its chunk the same chance as in last-seen tests.
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => localStorage.getItem("last-seen-products"))).toBeNull();

  await page.getByRole("link", { name: "Ustawienia cookies" }).click();
  await banner.getByRole("checkbox", { name: /Funkcjonalne/ }).check();
  await banner.getByRole("button", { name: "Zapisz wybór" }).click();
  expect(await page.evaluate(() => document.cookie)).toContain("cookie-consent=v2%3Afunctional%3D1%2Canalytics%3D0%2Cmarketing%3D0");
  await page.reload();
  await page.waitForFunction(() => (localStorage.getItem("last-seen-products") ?? "").includes('"sku"'));

  // Withdrawing the consent removes what was stored.
  await page.getByRole("link", { name: "Ustawienia cookies" }).click();
  await banner.getByRole("checkbox", { name: /Funkcjonalne/ }).uncheck();
  await banner.getByRole("button", { name: "Zapisz wybór" }).click();
  expect(await page.evaluate(() => localStorage.getItem("last-seen-products"))).toBeNull();
});
