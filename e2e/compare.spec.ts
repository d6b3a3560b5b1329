import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { screenshot, shopOrigin, watchConsole, apiOrderBody, waitForIslands, chooseForCompare, holdPageScript } from "./support";

async function storedCompare(context: BrowserContext): Promise<{ sku: string }[]> {
  const cookie = (await context.cookies()).find((entry) => entry.name === "compare-tyres");
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { sku: string }[]) : [];
}

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;

/** What a card's stored compare item says about its offer (the page's card data, by the card's sku). */
interface CardOffer {
  sku: string;
  name: string;
  /** "205/55 R16 94H XL": the size with its indexes, as the variant line starts. */
  variant: string;
  /** "prod. 37. tydz. 2026" (or "prod. 2026" without a DOT week). */
  made: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The offers a listing's cards carry, in the page's order. */
async function cardOffers(page: Page): Promise<CardOffer[]> {
  // The cards' offers: the page's one card data block, by the sku each card's compare form names in its action.
  return page.evaluate(() => {
    // A row per card (PackedCard, src/common/markup/action-form-names.ts): its values in that order.
    const rows: unknown[][] = JSON.parse(document.getElementById("karty-dane")?.textContent ?? "[]");
    return [...document.querySelectorAll<HTMLButtonElement>(".product-card .compare-toggle")].map((button) => {
      const sku = new URL(button.formAction).searchParams.get("sku");
      const [, , , tread, producer, , , productionYear, dotWeek, size, loadIndex, speedIndex, , xl] = rows.find((row) => row[0] === sku)!;
      return {
        sku: sku!,
        name: `${producer} ${tread}`,
        variant: `${size} ${loadIndex}${speedIndex}${xl === 1 ? " XL" : ""}`,
        made: dotWeek ? `prod. ${dotWeek}. tydz. ${productionYear}` : `prod. ${productionYear}`,
      };
    });
  });
}

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
    const secondSku = await cards
      .nth(1)
      .locator(".compare-toggle")
      .evaluate((button: HTMLButtonElement) => new URL(button.formAction).searchParams.get("sku"));
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

  // The compare page's removal once failed in a full run: the button was an island's, and a press
  // before the page's scripts had run did nothing. It is a plain form now, with scripts or without.
  test("'Usuń z porównania' pressed before the page's scripts have run is not lost", async ({ page, context }) => {
    await page.goto("/opony/letnie/205/55/r16");
    const toggles = page.locator(".product-card .compare-toggle");
    for (const index of [0, 1, 2]) await chooseForCompare(page, toggles.nth(index));
    const chosen = (await storedCompare(context)).map((item) => item.sku);
    const release = await holdPageScript(page);
    await page.goto("/porownywarka", { waitUntil: "commit" });
    const heads = page.locator(".compare-head");
    await expect(heads).toHaveCount(3);
    await heads
      .nth(1)
      .getByRole("button", { name: /^Usuń z porównania/ })
      .click();
    await expect(heads).toHaveCount(2);
    await expect(page).toHaveURL(/\/porownywarka$/);
    expect((await storedCompare(context)).map((item) => item.sku)).toEqual([chosen[0], chosen[2]]);
    // Sent twice (a double press, the form posted again), it stays removed.
    const again = await page.request.post("/porownywarka/zmien", {
      form: { sku: chosen[1]!, slug: "nie-ma-znaczenia", usun: "1" },
      headers: { origin: shopOrigin(page.url()) },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(303);
    expect((await storedCompare(context)).map((item) => item.sku)).toEqual([chosen[0], chosen[2]]);
    release();
    await waitForIslands(page);
    await expect(heads).toHaveCount(2);
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

test.describe("two versions of one tread", () => {
  test("the swap modal, the bar and the compare page tell them apart (91H or 94H XL, the DOT week)", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/opony/zimowe/205/55/r16");
    await waitForIslands(page);
    const offers = await cardOffers(page);
    // Two cards of one tread in two versions of the size (the demo catalogue has several).
    const found = offers.find((offer) => offers.some((other) => other.name === offer.name && other.variant !== offer.variant));
    expect(found, "a tread in two versions of 205/55 R16").toBeTruthy();
    const twin = found!;
    const second = offers.find((offer) => offer.name === twin.name && offer.variant !== twin.variant)!;
    const others = offers.filter((offer) => offer.name !== twin.name);
    const card = (offer: CardOffer) =>
      page.locator(".product-card", { has: page.locator(`.compare-toggle[formaction$="?sku=${offer.sku}"]`) });
    for (const offer of [twin, second, others[0]!]) await chooseForCompare(page, card(offer).locator(".compare-toggle"));

    // The bar: the indexes under (on a phone) or beside the size.
    const bar = page.locator(".compare-bar");
    await expect(bar.locator(".compare-slot-index")).toHaveText(
      [twin, second, others[0]!].map((offer) => offer.variant.split(" ").slice(2).join(" ")),
    );

    await card(others[1]!).locator(".compare-toggle").click();
    const dialog = page.getByRole("dialog", { name: "Porównujesz już 3 opony" });
    await expect(dialog).toBeVisible();
    const twins = dialog.locator("label.choice", { hasText: twin.name });
    await expect(twins).toHaveCount(2);
    // Each of the two with its own line: the size with its indexes, and its production week.
    for (const [index, offer] of [twin, second].entries()) {
      const line = twins.nth(index).locator(".variant-line");
      await expect(line).toContainText(offer.variant);
      await expect(line).toContainText(offer.made);
    }
    // The line is part of each choice's name, so a screen reader tells them apart too.
    const pattern = new RegExp([twin.name, twin.variant, twin.made].map(escapeRegExp).join(".*"));
    await expect(dialog.getByRole("radio", { name: pattern })).toHaveCount(1);
    await screenshot(page, "compare-swap-variants", false);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await bar.getByRole("link", { name: "Porównaj" }).click();
    await expect(page).toHaveURL(/\/porownywarka$/);
    const heads = page.locator(".compare-head");
    await expect(heads.locator(".variant-line")).toHaveCount(3);
    for (const [index, offer] of [twin, second].entries()) {
      await expect(heads.nth(index).locator("a")).toHaveText(twin.name);
      await expect(heads.nth(index).locator(".variant-line")).toContainText(offer.variant);
      await expect(heads.nth(index).locator(".variant-line")).toContainText(offer.made);
    }
    // A long tread name ("WinterContact") stays inside its column at 375 px as at 1280.
    for (const head of await heads.all()) {
      const spill = await head.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return [...element.querySelectorAll("a, .variant-line")].some((part) => {
          const range = document.createRange();
          range.selectNodeContents(part);
          return [...range.getClientRects()].some((rect) => rect.right > box.right + 0.5 || rect.left < box.left - 0.5);
        });
      });
      expect(spill, (await head.locator("a").textContent()) ?? "").toBe(false);
    }
    await screenshot(page, "compare-page-variants");
    expect(problems).toEqual([]);
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
      // Remembered before the next page opens: "networkidle" does not wait for the recorder
      // island (a lazy chunk) on a busy machine, and a visit it missed dropped out of the list.
      const slug = new URL(href, page.url()).pathname.split("/").pop()!;
      await page.waitForFunction((stored) => (localStorage.getItem("last-seen-products") ?? "").includes(`"${stored}"`), slug);
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
    // One still in stock: an earlier run (--repeat-each against one shop) may have sold the first out.
    let doomed: { slug: string; bestSku: string } | undefined;
    for (const item of candidates) if (!doomed && item !== kept && (await stockOf(item.bestSku)) > 0) doomed = item;
    if (!doomed) throw new Error("no second offer in stock");
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
