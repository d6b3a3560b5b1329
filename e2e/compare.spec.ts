import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { screenshot, shopOrigin, watchConsole, apiOrderBody, waitForIslands, chooseForCompare } from "./support";

async function storedCompare(context: BrowserContext): Promise<{ sku: string }[]> {
  const cookie = (await context.cookies()).find((entry) => entry.name === "compare-tyres");
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { sku: string }[]) : [];
}

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;

test.describe("compare", () => {
  test("choosing four tyres asks which one to swap; the bar and the compare page follow", async ({ page, context }) => {
    const problems = watchConsole(page, [400, 409]);
    await page.goto("/opony/zimowe/205/55/r16");
    await waitForIslands(page);
    // Nothing is chosen yet: the bar is not even on the page (its code loads with the first tyre).
    const bar = page.locator(".compare-bar");
    await expect(bar).toHaveCount(0);
    expect(await page.evaluate(() => "compareBar" in document.body.dataset)).toBe(false);

    const cards = page.locator(".product-card");
    const names = await cards.locator(".product-card-name").allTextContents();
    await chooseForCompare(page, cards.nth(0).locator(".compare-toggle"));
    await expect(bar).toHaveAttribute("data-open", "");
    expect(await page.evaluate(() => "compareBar" in document.body.dataset)).toBe(true);
    await expect(bar.locator(".compare-slot.empty")).toHaveCount(2);
    await expect(bar.locator(".compare-slot.empty").first()).toHaveText("Puste miejsce – dodaj oponę");
    await expect(bar.getByRole("button", { name: "Porównaj" })).toBeDisabled();

    await chooseForCompare(page, cards.nth(1).locator(".compare-toggle"));
    await chooseForCompare(page, cards.nth(2).locator(".compare-toggle"));
    await expect(bar.locator(".compare-slot:not(.empty)")).toHaveCount(3);
    await expect(bar.getByRole("link", { name: "Porównaj" })).toHaveAttribute("href", "/porownywarka");
    if (isDesktop(page)) await expect(page.locator(".header-actions").getByRole("link", { name: /Porównaj/ })).toContainText("3");

    // The fourth: a modal asks which of the three goes.
    await cards.nth(3).locator(".compare-toggle").click();
    const dialog = page.getByRole("dialog", { name: "Porównujesz już 3 opony" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Zamień" })).toBeDisabled();
    // By the second card's offer: two cards may show one tread in two versions of a size (91H and 94V XL), with one name.
    const secondSku = await cards.nth(1).locator('input[name="sku"]').first().getAttribute("value");
    await dialog.locator(`input[type="radio"][value="${secondSku}"]`).check();
    await screenshot(page, "compare-swap-modal", false);
    await dialog.getByRole("button", { name: "Zamień" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator(".toast")).toContainText(`Porównujesz teraz ${names[3]}`);
    const slots = bar.locator(".compare-slot-name");
    await expect(slots).toHaveText([names[0]!, names[3]!, names[2]!]);
    expect((await storedCompare(context)).length).toBe(3);
    await expect(cards.nth(1).locator(".compare-toggle")).toHaveText("Porównaj");
    await screenshot(page, "compare-bar", false);

    await bar.getByRole("link", { name: "Porównaj" }).click();
    await expect(page).toHaveURL(/\/porownywarka$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Porównanie opon");
    const heads = page.locator(".compare-head > a");
    await expect(heads).toHaveText([names[0]!, names[3]!, names[2]!]);
    await expect(page.locator(".compare-table tbody tr").first().locator("th")).toHaveText("Cena za sztukę");
    await expect(page.locator(".compare-bar")).toHaveCount(0);
    await screenshot(page, "compare-page");

    await page.getByRole("button", { name: `Usuń z porównania: ${names[3]}` }).click();
    await expect(heads).toHaveText([names[0]!, names[2]!]);
    expect((await storedCompare(context)).map((item) => item.sku)).toHaveLength(2);
    expect(problems).toEqual([]);
  });

  test("the bar shows only on listings and data pages; a tyre is removed from it one at a time", async ({ page }) => {
    await page.goto("/opony/letnie");
    await page.waitForLoadState("networkidle");
    await chooseForCompare(page, page.locator(".product-card .compare-toggle").first());
    await chooseForCompare(page, page.locator(".product-card .compare-toggle").nth(1));
    const bar = page.locator(".compare-bar");
    await expect(bar).toHaveAttribute("data-open", "");
    for (const path of ["/", "/koszyk", "/porownywarka"]) {
      await page.goto(path);
      await expect(page.locator(".compare-bar")).toHaveCount(0);
    }
    await page.goto("/opony/letnie");
    await page.locator(".product-card-name a").first().click();
    await expect(page.locator(".compare-bar")).toHaveAttribute("data-open", "");
    // The remove control appears on keyboard focus too.
    const remove = page.locator(".compare-slot-remove").first();
    await remove.focus();
    await expect(remove).toHaveCSS("opacity", "1");
    await page.keyboard.press("Enter");
    await expect(page.locator(".compare-slot:not(.empty)")).toHaveCount(1);
    await expect(page.locator(".compare-bar").getByRole("button", { name: "Porównaj" })).toBeDisabled();
  });

  test("the swap modal works with the keyboard alone", async ({ page }) => {
    await page.goto("/opony/caloroczne");
    await page.waitForLoadState("networkidle");
    const toggles = page.locator(".product-card .compare-toggle");
    for (const index of [0, 1, 2]) await chooseForCompare(page, toggles.nth(index));
    const fourth = toggles.nth(3);
    await fourth.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Porównujesz już 3 opony" });
    await expect(dialog).toBeVisible();
    // Focus is inside and stays inside.
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(fourth).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("radio").first().focus();
    await page.keyboard.press("Space");
    await expect(dialog.getByRole("radio").first()).toBeChecked();
    await dialog.getByRole("button", { name: "Zamień" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(fourth).toHaveText("Usuń z porównania");
  });
});

test.describe("last seen", () => {
  async function openLastSeen(page: Page) {
    if (isDesktop(page)) {
      await page.locator(".header-actions").getByRole("button", { name: "Ostatnio oglądane" }).click();
      return page.locator(".last-seen-panel");
    }
    await page.getByRole("button", { name: "Otwórz menu" }).click();
    return page.locator(".mobile-last-seen");
  }

  test("shows the five newest of six visited data pages, newest first", async ({ page }) => {
    const problems = watchConsole(page, [400, 409]);
    await page.goto("/opony/letnie/205/55/r16");
    const links = (await page
      .locator(".product-card-name a")
      .evaluateAll((anchors) => anchors.map((anchor) => [anchor.getAttribute("href"), anchor.textContent]))) as [string, string][];
    const visited = links.slice(0, 6);
    for (const [href] of visited) {
      await page.goto(href);
      await page.waitForLoadState("networkidle");
    }
    const panel = await openLastSeen(page);
    const names = panel.locator(".last-seen-name");
    await expect(names).toHaveText(
      visited
        .slice(1)
        .reverse()
        .map(([, name]) => name),
    );
    await screenshot(page, "last-seen", false);
    expect(problems).toEqual([]);
  });

  test("adding from last seen puts a set of four in the basket; a sold-out offer explains itself and reloads", async ({
    page,
    context,
    baseURL,
  }) => {
    const headers = { "content-type": "application/json", origin: shopOrigin(baseURL) };
    // A price bound no earlier run used, so the answer (and its in-stock offers) is fresh.
    const bound = 2_000_000 + (Date.now() % 1_000_000) + (isDesktop(page) ? 1 : 0);
    const search = (await (
      await page.request.get(`/api/v1/catalogue/search?season=letnie&limit=12&facets=0&price_max=${bound}&sort=price-desc`)
    ).json()) as { items: { slug: string; bestSku: string }[] };
    // The basket reads stock straight from D1.
    const stockOf = async (sku: string) => {
      const probe = (await (await page.request.post("/api/v1/checkout", { headers, data: { sku, quantity: 1 } })).json()) as {
        lines?: { stock: number }[];
      };
      return probe.lines?.[0]?.stock ?? 0;
    };
    const candidates = search.items.slice(isDesktop(page) ? 6 : 0);
    let kept: { slug: string; bestSku: string } | undefined;
    for (const item of candidates) if (!kept && (await stockOf(item.bestSku)) >= 4) kept = item;
    const doomed = candidates.find((item) => item !== kept)!;
    // Visit both; the doomed one last, so it is listed first. Each visit is remembered when the
    // page's recorder island has hydrated ("networkidle" does not wait for that on a busy machine).
    const recorded = page.locator('[data-island="last-seen-recorder"][data-hydrated]');
    await page.goto(`/dane-opony/${kept!.slug}?sup=${kept!.bestSku}`);
    await page.waitForLoadState("networkidle");
    await recorded.waitFor({ state: "attached" });
    await page.goto(`/dane-opony/${doomed.slug}?sup=${doomed.bestSku}`);
    await page.waitForLoadState("networkidle");
    await recorded.waitFor({ state: "attached" });
    const sku = doomed.bestSku;

    // Someone else buys every piece of the doomed offer.
    const probe = (await (await page.request.post("/api/v1/checkout", { headers, data: { sku, quantity: 1 } })).json()) as {
      token: string;
      lines: { stock: number }[];
    };
    await page.request.post(`/api/v1/checkout?token=${probe.token}`, {
      headers,
      data: { sku, quantity: Math.min(99, probe.lines[0]!.stock) },
    });
    const order = await page.request.post("/api/v1/orders", { headers, data: apiOrderBody(probe.token) });
    expect(order.status()).toBe(201);

    let panel = await openLastSeen(page);
    await panel
      .locator(".last-seen-item")
      .first()
      .getByRole("button", { name: /^Do koszyka/ })
      .click();
    const info = page.getByRole("dialog", { name: "Tej oferty już nie ma" });
    await expect(info).toBeVisible();
    await screenshot(page, "last-seen-sold-out", false);
    await Promise.all([page.waitForEvent("load"), info.getByRole("button", { name: "Odśwież stronę" }).click()]);
    await expect(info).toBeHidden();

    panel = await openLastSeen(page);
    await panel
      .locator(".last-seen-item")
      .nth(1)
      .getByRole("button", { name: /^Do koszyka/ })
      .click();
    await expect(page).toHaveURL(/\/koszyk$/);
    await expect(page.locator(".basket-line").getByRole("spinbutton")).toHaveValue("4");
    expect((await context.cookies()).some((cookie) => cookie.name === "checkout-token")).toBe(true);
  });
});
