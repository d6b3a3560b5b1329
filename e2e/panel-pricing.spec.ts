// Price rules in the back office: staff read how a price is made, add a rule and see it in words,
// meet the shop API's refusal of a bad one, price the offers again and remove the rule; an order's
// page says where its tyres come from (a fresh order: the shop's own warehouse, nothing to order).
import { expect, test } from "@playwright/test";
import { apiOrderBody, expectNoSidewaysScroll, screenshot, seriousViolations, shopOrigin, signInToPanel } from "./support";

test("staff add a price rule, see it described, price the offers again and delete the rule", async ({ page }) => {
  await signInToPanel(page);
  await page.getByRole("navigation", { name: "Zaplecze" }).getByRole("link", { name: "Reguły cen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reguły cen");
  // Without a rule the default terms (src/common/config/suppliers.ts) are shown in words.
  await expect(page.getByRole("region", { name: "Jak sklep liczy cenę" })).toContainText(/warunki domyślne: Marża 25\s%/);
  const rules = page.getByRole("region", { name: "Reguły cen" });

  // A refusal of the shop API comes back as the page's notice.
  await rules.getByLabel("Których opon dotyczy").selectOption({ label: "Michelin" });
  await rules.getByLabel("Marża (%)").fill("dużo");
  await rules.getByRole("button", { name: "Dodaj regułę" }).click();
  await expect(page.getByRole("alert")).toContainText("Marżę podaj w procentach");

  await rules.getByLabel("Których opon dotyczy").selectOption({ label: "Michelin" });
  await rules.getByLabel("Marża (%)").fill("18,5");
  await rules.getByLabel("Minimalna marża (zł netto na oponie)").fill("15");
  await rules.getByLabel("Zaokrąglenie ceny").selectOption("99");
  await rules.getByLabel("Cena minimalna (zł brutto, opcjonalnie)").fill("150");
  await rules.getByRole("button", { name: "Dodaj regułę" }).click();
  await expect(page.getByRole("status")).toContainText("Dodano regułę");
  const row = rules.getByRole("row", { name: /Producent Michelin/ });
  await expect(row).toContainText(
    /Producent Michelin: marża 18,5\s%, co najmniej 15,00\szł netto, zaokrąglenie do …,99\szł, nie mniej niż 150,00\szł brutto/,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
  await screenshot(page, "panel-pricing");

  // The rule goes before pricing the offers again, so the shop keeps its prices for the other specs.
  await row.getByRole("button", { name: /^Usuń regułę/ }).click();
  await expect(page.getByRole("status")).toContainText("Usunięto regułę");
  await expect(rules.getByRole("row", { name: /Producent Michelin/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Przelicz ceny" }).click();
  await expect(page.getByRole("status")).toContainText(/Sprawdzone oferty: [\d\s]+, zmienione ceny: [\d\s]+, ceny do decyzji: [\d\s]+\./);
  await expect(page.getByRole("region", { name: "Ceny do decyzji" })).toBeVisible();
});

test("a fresh order's page says its tyres come from the shop's own warehouse", async ({ page, baseURL }) => {
  const headers = { "content-type": "application/json", origin: shopOrigin(baseURL) };
  const search = (await (await page.request.get("/api/v1/catalogue/search?season=letnie&limit=1&page=11")).json()) as {
    items: { slug: string }[];
  };
  const detail = (await (await page.request.get(`/api/v1/catalogue/tyres/${search.items[0]!.slug}`)).json()) as {
    variants: { sku: string; stock: number }[];
  };
  const offer = detail.variants.find((variant) => variant.stock >= 2)!;
  const basket = (await (await page.request.post("/api/v1/checkout", { headers, data: { sku: offer.sku, quantity: 2 } })).json()) as {
    token: string;
  };
  const ordered = await page.request.post("/api/v1/orders", { headers, data: apiOrderBody(basket.token) });
  expect(ordered.status()).toBe(201);
  const { number } = (await ordered.json()) as { number: string };

  await signInToPanel(page);
  await page.goto(`/panel/zamowienia?q=${encodeURIComponent(number)}`);
  await page.getByRole("link", { name: number }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Zamówienie ${number}`);
  const sources = page.getByRole("region", { name: "Skąd są opony" });
  await expect(sources).toContainText("Magazyn sklepu");
  await expect(sources).toContainText("nie trzeba ich zamawiać");
  // Its columns: Opona, Kod, Sztuk; both pieces come from the own warehouse.
  await expect(
    sources
      .getByRole("row", { name: new RegExp(offer.sku) })
      .getByRole("cell")
      .nth(2),
  ).toHaveText("2");
  // The own warehouse gets no purchase order.
  await expect(sources.getByRole("button", { name: /Wyślij zamówienie do dostawcy/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
  await screenshot(page, "panel-order-sources");
});
