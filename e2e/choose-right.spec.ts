// Issue 22, parts 1, 2 and 5 in a real browser at both widths: the price history on the data
// page, the label in everyday units (its distance form with and without script), the DOT week on
// offers and cards, the listing's age filter and the compare page's new rows.
import { expect, test, type Page } from "@playwright/test";
import { chooseForCompare, expectNoSidewaysScroll, screenshot, waitForIslands, watchConsole } from "./support";

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;
const LISTING = "/opony/zimowe/205/55/r16";

/** The first card's data page, as a shopper gets there. */
async function openFirstTyre(page: Page) {
  await page.goto(LISTING);
  await page.locator(".product-card-name a").first().click();
  await page.waitForURL("**/dane-opony/**");
}

test.describe("choose right (issue 22)", () => {
  test("the data page shows the offer's price history and the label in metres, litres and złoty", async ({ page }) => {
    const problems = watchConsole(page);
    await openFirstTyre(page);
    const history = page.locator(".price-history");
    await expect(history.getByRole("heading", { name: "Historia ceny" })).toBeVisible();
    await expect(history.locator(".price-history-summary")).toHaveText(
      /^Cena (w ostatnich 90 dniach od .+ do .+, teraz|przez ostatnie 90 dni bez zmian:) .+\szł\.$/,
    );
    // The drawing fills the column and holds its height; the marked Omnibus figure is named in the legend.
    const box = (await history.locator("svg").boundingBox())!;
    expect(box.height).toBe(120);
    expect(box.width).toBeGreaterThan(250);
    await expect(history.locator(".legend-omnibus")).toHaveText(/^Najniższa cena z (30\sdni przed obniżką|ostatnich 30\sdni): \d/);
    // The table says the same for readers and screen readers.
    const table = history.locator("table");
    await expect(table).toBeHidden();
    await history.getByText("Zmiany ceny w tabeli").click();
    await expect(table).toBeVisible();
    expect(await table.locator("tbody tr").count()).toBeGreaterThan(0);
    await history.scrollIntoViewIfNeeded();
    await screenshot(page, "price-history", false);

    // Each offer names its DOT week, with the article that explains the code.
    await expect(page.locator(".offer.selected .offer-year")).toHaveText(/^Produkcja: \d{1,2}\. tydzień \d{4} \(DOT \d{4}\)$/);
    await page.getByRole("link", { name: "Jak odczytać datę produkcji z kodu DOT?" }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ile lat ma Twoja opona? Jak odczytać kod DOT");
    await page.goBack();

    const practice = page.locator(".label-practice");
    await expect(practice.getByRole("heading", { name: "Etykieta w praktyce" })).toBeVisible();
    await expect(practice).toContainText("Hamowanie na mokrym: klasa");
    await expect(practice).toContainText("Każde 10 dB więcej słychać mniej więcej jako dwa razy głośniej");
    const field = practice.getByRole("spinbutton", { name: /Przejeżdżam rocznie/ });
    await expect(field).toHaveValue("15000");
    await waitForIslands(page);
    await field.fill("30000");
    await practice.getByRole("button", { name: "Przelicz" }).click();
    await page.waitForURL(/[?&]km=30000#etykieta-w-praktyce$/);
    await expect(practice.getByRole("spinbutton", { name: /Przejeżdżam rocznie/ })).toHaveValue("30000");
    await expect(practice).toContainText(/Przy 30\u00a0000 km rocznie|Najlepsza klasa: najmniejsze opory/);
    await practice.scrollIntoViewIfNeeded();
    await screenshot(page, "label-in-practice", false);
    await expectNoSidewaysScroll(page);
    expect(problems).toEqual([]);
  });

  test("the distance form works without script", async ({ browser, page }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize()! });
    const bare = await context.newPage();
    await bare.goto(LISTING);
    const href = (await bare.locator(".product-card-name a").first().getAttribute("href"))!;
    await bare.goto(href);
    const practice = bare.locator(".label-practice");
    await practice.getByRole("spinbutton", { name: /Przejeżdżam rocznie/ }).fill("8000");
    await practice.getByRole("button", { name: "Przelicz" }).click();
    await bare.waitForURL(/km=8000#etykieta-w-praktyce$/);
    await expect(practice).toContainText(/Przy 8000 km rocznie|Najlepsza klasa: najmniejsze opory/);
    // The offer the address named stays chosen.
    if (href.includes("?sup=")) expect(bare.url()).toContain(href.split("?")[1]!);
    await context.close();
  });

  test("a listing keeps only tyres not older than the chosen months, by the card's DOT week", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/opony/zimowe");
    await waitForIslands(page);
    const before = Number((await page.locator(".listing-count").textContent())!.replace(/\D/g, ""));
    const panel = page.locator("details.facets-panel");
    if (isDesktop(page)) await expect(panel).toHaveAttribute("open", "");
    else await panel.locator("summary").click();
    await panel.getByRole("radio", { name: "nie starsze niż 12 miesięcy" }).click();
    if (!isDesktop(page)) await panel.getByRole("button", { name: /^Pokaż \d+ opon/ }).click();
    await page.waitForURL("**/opony/zimowe?wiek-do=12");
    const after = Number((await page.locator(".listing-count").textContent())!.replace(/\D/g, ""));
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
    await expect(page.locator(".filter-chip", { hasText: "Nie starsze niż 12 mies." })).toBeVisible();
    // Every card's week is within 12 months of today.
    const now = new Date();
    for (const text of await page.locator(".product-card-year").allTextContents()) {
      const [, week, year] = /^Produkcja: (\d{1,2})\. tydz\. (\d{4})$/.exec(text.trim()) ?? [];
      expect(week, text).toBeTruthy();
      const made = new Date(Date.UTC(Number(year), 0, 4 + (Number(week) - 1) * 7));
      expect((now.getTime() - made.getTime()) / (30.44 * 86_400_000), text).toBeLessThanOrEqual(12.3);
    }
    await screenshot(page, "listing-age-filter", false);
    expect(problems).toEqual([]);
  });

  test("the compare page shows each tyre's age, braking, fuel and loudness", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(LISTING);
    const cards = page.locator(".product-card");
    await chooseForCompare(page, cards.nth(0).locator(".compare-toggle"));
    await chooseForCompare(page, cards.nth(1).locator(".compare-toggle"));
    await page.goto("/porownywarka");
    const table = page.locator(".compare-table");
    const row = (name: string) => table.locator("tr", { has: page.getByRole("rowheader", { name }) });
    await expect(row("Wiek opony").locator("td")).toHaveCount(2);
    for (const cell of await row("Wiek opony").locator("td").allTextContents()) {
      expect(cell).toMatch(/^(\d+ miesi(ąc|ące|ęcy)|mniej niż miesiąc)\d{1,2}\. tydzień \d{4} \(DOT \d{4}\)/);
    }
    await expect(row("Hamowanie z 80 km/h na mokrym").locator("td").first()).toHaveText(/m dłużej niż klasa A|najkrótsza droga hamowania/);
    await expect(row("Paliwo przy 15\u00a0000 km rocznie").locator("td").first()).toHaveText(
      /l\s\(\d+\szł\) rocznie więcej|najniższe spalanie/,
    );
    await page.getByRole("spinbutton", { name: /Przejeżdżam rocznie/ }).fill("25000");
    await page.getByRole("button", { name: "Przelicz" }).click();
    await page.waitForURL(/porownywarka\?km=25000/);
    await expect(row("Paliwo przy 25\u00a0000 km rocznie")).toHaveCount(1);
    await screenshot(page, "compare-choose-right");
    expect(problems).toEqual([]);
  });
});
