import { expect, type Page, test } from "@playwright/test";
import { expectNoSidewaysScroll, screenshot, seriousViolations, signInToPanel } from "./support";

/**
 * Issue 39 point 2: an owner creates a campaign in /panel/promocje (its conditions, reward and
 * dates) and a shopper sees its banner first on the home page and its rules, made from what the
 * owner typed, on its page; a typo is refused at its field. A back-office spec (desktop, after the
 * storefront's): it removes its campaign when it ends, so the home page is as the seed made it.
 */

const NAME = "Karta za opony Goodyear";

async function removeCampaign(page: Page) {
  await signInToPanel(page, "Anna Nowak");
  await page.goto("/panel/promocje");
  const link = page.getByRole("link", { name: NAME });
  if (!(await link.count())) return;
  await link.click();
  await page.getByRole("button", { name: "Usuń promocję" }).click();
  await expect(page.getByRole("status")).toContainText(`Usunięto promocję „${NAME}”.`);
}

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await removeCampaign(page);
  await page.close();
});

test("an owner creates a campaign in the back office; its banner leads the home page and its rules name the reward", async ({ page }) => {
  test.setTimeout(90_000);
  await signInToPanel(page, "Anna Nowak");
  await page.getByRole("navigation", { name: "Zaplecze" }).getByRole("link", { name: "Promocje" }).click();
  await expect(page.getByRole("heading", { name: "Promocje i banery na stronie głównej" })).toBeVisible();
  await expect(page.locator(".panel-table")).toContainText("Zimowa wymiana");

  const form = page.locator('form[action="/panel/promocje"]');
  await form.getByLabel("Nazwa promocji").fill(NAME);
  await form
    .getByLabel("Zapowiedź na banerze")
    .fill("Kup 4 opony Goodyear w jednym zamówieniu, a dostaniesz od nas kartę podarunkową o wartości 100 zł.");
  await form.getByLabel("Strona z oponami w promocji").fill("/opony/goodyear");
  await form.getByLabel("Producent").selectOption({ label: "Goodyear" });
  await form.getByLabel("Co otrzyma kupujący").fill("elektroniczną kartę podarunkową");
  // A typo first: the value is refused at its field, the rest is kept.
  await form.getByLabel("Wartość nagrody (zł)").fill("sto");
  await form.getByRole("button", { name: "Utwórz promocję" }).click();
  await expect(page.getByRole("alert")).toContainText("Nie utworzono promocji: popraw zaznaczone pola.");
  const value = page.locator('form[action="/panel/promocje"]').getByLabel("Wartość nagrody (zł)");
  await expect(value).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#campaign-new-reward_value-error")).toHaveText("Podaj wartość nagrody w złotych, np. 200,00.");
  await expect(page.locator('form[action="/panel/promocje"]').getByLabel("Nazwa promocji")).toHaveValue(NAME);
  await value.fill("100,00");
  await page.locator('form[action="/panel/promocje"]').getByRole("button", { name: "Utwórz promocję" }).click();
  await expect(page.getByRole("status")).toContainText(`Utworzono promocję „${NAME}”: oznaczono`);
  await expect(page.getByRole("status")).toContainText("Baner jest już na stronie głównej.");
  await expect(page.getByRole("heading", { name: "Dziennik zmian (kto, kiedy, co)" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
  await screenshot(page, "panel-campaign");

  // The shopper: the new banner first (it ends soonest), its rules with the reward.
  await page.goto("/");
  const banners = page.locator(".campaign-banner");
  await expect(banners.first().locator(".campaign-banner-name")).toHaveText(NAME);
  await expect(banners.first()).toContainText("100\u00a0zł");
  await banners.first().getByRole("link", { name: "Zasady i zgłoszenie" }).click();
  await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  await expect(page.locator("main")).toContainText("co najmniej 4 opony marki Goodyear oznaczone plakietką promocji");
  await expect(page.locator("main")).toContainText("W nagrodę otrzymasz elektroniczną kartę podarunkową o wartości 100,00\u00a0zł.");
  await expect(page.locator("main")).toContainText("Nagrodę wydaje Organizator.");
});
