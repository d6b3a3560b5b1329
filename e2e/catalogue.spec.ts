import { expect, test } from "@playwright/test";
import { chooseForCompare, dataLayerEvents, screenshot, watchConsole } from "./support";

test.describe("catalogue", () => {
  test("a listing shows real tyres, reports the list, and adds a set to the basket", async ({ page, context }) => {
    const problems = watchConsole(page);
    await page.goto("/opony/zimowe/205/55/r16");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Opony zimowe 205/55 R16");
    await expect(page.locator(".listing-count")).toHaveText(/^\d+ opon[ay]?$/);
    // The list is reported once its island has hydrated, which can come after the network is idle.
    await expect.poll(async () => (await dataLayerEvents(page)).some((entry) => entry.event === "view_item_list")).toBe(true);
    const events = await dataLayerEvents(page);
    const list = events.find((entry) => entry.event === "view_item_list");
    expect(list?.ecommerce).toMatchObject({ currency: "PLN", item_list_name: "Opony zimowe 205/55 R16" });
    const items = list!.ecommerce.items as { item_id: string; item_category: string; item_variant: string; price: number }[];
    expect(items[0]!.item_category).toBe("zimowe");
    expect(items[0]!.item_variant).toMatch(/^205\/55 R16 /);
    expect(items[0]!.item_id).toMatch(/^OP-\d{6}-\d{4}$/);

    await page.locator(".product-card").first().getByRole("button", { name: "Do koszyka" }).click();
    await expect(page.locator(".toast")).toContainText("Dodano do koszyka: 4 szt.");
    await expect(page.getByTestId("basket-count").first()).toHaveText("1");
    expect((await context.cookies()).find((cookie) => cookie.name === "checkout-token")?.value).toMatch(/^[a-f0-9]{32}$/);
    const added = (await dataLayerEvents(page)).find((entry) => entry.event === "add_to_cart");
    expect((added!.ecommerce.items as { quantity: number }[])[0]!.quantity).toBe(4);
    await screenshot(page, "listing");
    expect(problems).toEqual([]);
  });

  test("choosing a card or a promotion is reported (select_item, view/select_promotion)", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    // Cancel navigations after the shop's own listeners ran, so the dataLayer can be read here.
    await page.evaluate(() => window.addEventListener("click", (event) => event.preventDefault()));
    // The analytics island reports once it has hydrated, which "networkidle" does not wait for.
    await expect.poll(async () => (await dataLayerEvents(page)).some((entry) => entry.event === "view_promotion")).toBe(true);
    const viewed = (await dataLayerEvents(page)).find((entry) => entry.event === "view_promotion");
    expect((viewed!.ecommerce.items as { promotion_name: string }[]).map((item) => item.promotion_name)).toContain("Zimowa wymiana");
    await page.locator("[data-promotion-id=zimowa-wymiana]").click();
    const selectedPromotion = (await dataLayerEvents(page)).find((entry) => entry.event === "select_promotion");
    expect(selectedPromotion!.ecommerce.items).toEqual([expect.objectContaining({ promotion_id: "zimowa-wymiana" })]);

    const card = page.locator(".product-card").nth(1);
    const name = (await card.locator(".product-card-name").textContent())!;
    await card.locator(".product-card-name a").click();
    const selectedItem = (await dataLayerEvents(page)).find((entry) => entry.event === "select_item");
    expect(selectedItem!.ecommerce).toMatchObject({
      // The home page's season list: "bestsellery" once orders rank it, "popularne" before.
      item_list_id: expect.stringMatching(/^(popularne|bestsellery)$/),
      items: [expect.objectContaining({ item_name: name, index: 2 })],
    });
  });

  test("compare toggles on cards update the label and the header link", async ({ page }) => {
    await page.goto("/opony/letnie");
    await page.waitForLoadState("networkidle");
    const toggles = page.locator(".product-card .compare-toggle");
    await chooseForCompare(page, toggles.nth(0));
    await expect(toggles.nth(0)).toHaveText("Usuń z porównania");
    await chooseForCompare(page, toggles.nth(1));
    if ((page.viewportSize()?.width ?? 0) >= 1024) {
      await expect(page.locator(".header-actions").getByRole("link", { name: /Porównaj/ })).toHaveAttribute("href", "/porownywarka");
    }
    await toggles.nth(0).click();
    await expect(toggles.nth(0)).toHaveText("Porównaj");
    // The selection survives a reload (cookie compare-tyres).
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(toggles.nth(1)).toHaveText("Usuń z porównania");
  });

  test("filters narrow the listing and live in the URL", async ({ page }) => {
    await page.goto("/opony/zimowe");
    await page.waitForLoadState("networkidle");
    const before = Number((await page.locator(".listing-count").textContent())!.match(/\d+/)![0]);
    const panel = page.locator("details.facets-panel");
    // On desktop the filter-sheet island opens the sidebar itself once it runs (clicking the summary
    // meanwhile would close it again, a race seen once under load); on a phone the shopper opens it.
    if (page.viewportSize()!.width >= 1024) await expect(panel).toHaveAttribute("open", "");
    else await panel.locator("summary").click();
    // The open filters fit the screen: nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await screenshot(page, "listing-filters");
    // On desktop ticking submits the form at once (filter-sheet island), so click rather than
    // check(); on a phone the filters are a sheet that stays open until its "Pokaż …" button.
    await panel.getByRole("checkbox", { name: /^Michelin/ }).click();
    if (page.viewportSize()!.width < 1024) await panel.getByRole("button", { name: /^Pokaż \d+ opon/ }).click();
    await page.waitForURL("**/opony/zimowe/michelin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Opony zimowe Michelin");
    const after = Number((await page.locator(".listing-count").textContent())!.match(/\d+/)![0]);
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
    for (const name of await page.locator(".product-card-name").allTextContents()) expect(name).toMatch(/^Michelin /);
    await page.getByLabel("Sortuj według").selectOption("cena-rosnaco");
    await page.waitForURL("**/opony/zimowe/michelin?sortuj=cena-rosnaco");
  });

  test("without JavaScript the sort bar and its button fit the screen", async ({ browser, page }) => {
    // Before the scripts run (or without them) the bar also shows its "Sortuj" button; on a phone
    // the row used to push the label off the left edge, where no scrolling reaches it.
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize()! });
    const bare = await context.newPage();
    await bare.goto("/opony/zimowe");
    const width = bare.viewportSize()!.width;
    for (const part of [
      bare.getByText("Sortuj według"),
      bare.getByLabel("Sortuj według"),
      bare.getByRole("button", { name: "Sortuj", exact: true }),
    ]) {
      const box = (await part.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    await context.close();
  });

  test("the tyre data page shows the label, offers and data, and adds a chosen quantity", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/opony/zimowe/205/55/r16");
    const link = page.locator(".product-card .product-card-name a").first();
    const name = await link.textContent();
    await link.click();
    await page.waitForURL("**/dane-opony/**");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name!);
    await expect(page.locator("#etykieta")).toBeVisible();
    // The demo catalogue's labels are example data: no EPREL record, so no link to one.
    await expect(page.locator("#etykieta")).toContainText("Etykieta przykładowa");
    await expect(page.locator('#etykieta a[href^="https://eprel.ec.europa.eu/"]')).toHaveCount(0);
    await expect(page.getByRole("cell", { name: "205/55 R16" })).toBeVisible();
    // Pushed once the analytics island has hydrated.
    await expect.poll(async () => (await dataLayerEvents(page)).map((entry) => entry.event)).toContain("view_item");
    await page.getByRole("button", { name: "Zwiększ ilość" }).click();
    await expect(page.locator(".stepper input")).toHaveValue("5");
    await page.getByRole("button", { name: "Zmniejsz ilość" }).click();
    await page.getByRole("button", { name: "Zmniejsz ilość" }).click();
    await page.locator(".product-actions").getByRole("button", { name: "Do koszyka" }).click();
    await expect(page.locator(".toast")).toContainText("Dodano do koszyka: 3 szt.");
    // The toast leaves the header's basket (and its new count) in sight.
    const toastBox = (await page.locator(".toast").boundingBox())!;
    const basketBox = (await page.locator(".basket-link:visible").first().boundingBox())!;
    expect(toastBox.y >= basketBox.y + basketBox.height || toastBox.x + toastBox.width <= basketBox.x).toBe(true);
    await screenshot(page, "tyre");
    // More than can be sold: the field stops at the limit and says why, instead of changing silently.
    const stepper = page.locator(".product-actions .stepper input");
    await stepper.fill("99");
    await expect(stepper).toHaveValue((await stepper.getAttribute("max"))!);
    await expect(page.locator(".product-actions .stepper-limit")).toHaveText(
      /^(Mamy tylko|W jednym zamówieniu najwyżej) \d+\s?szt\. tej oferty\.$/,
    );
    await page.getByRole("button", { name: "Zmniejsz ilość" }).click();
    await expect(page.locator(".product-actions .stepper-limit")).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("model and car-make pages lead to tyres", async ({ page }) => {
    await page.goto("/model-opony/michelin-alpin-6");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Michelin Alpin 6");
    await screenshot(page, "model");
    await page
      .getByRole("link", { name: /^Michelin Alpin 6 205\/55 R16/ })
      .first()
      .click();
    await page.waitForURL("**/dane-opony/michelin-alpin-6-205-55-r16-**");

    await page.goto("/opony-do/skoda");
    await page.locator(".season-switch").getByRole("link", { name: "Zimowe", exact: true }).click();
    await page.waitForURL("**/opony-do/skoda?sezon=zimowe");
    await page
      .locator(".car-model", { hasText: "Octavia" })
      .getByRole("link", { name: /^Octavia IV/ })
      .click();
    await page.waitForURL("**/opony-do/skoda/octavia/octavia-iv?sezon=zimowe");
    await page
      .locator(".fitment", { hasText: "205/55 R17" })
      .getByRole("button", { name: /^W ofercie/ })
      .click();
    // The tyres that fit the car: its size, vehicle type and minimum load index (winter: speed down to Q, with the sticker).
    await page.waitForURL("**/opony/zimowe/205/55/r17?typ=osobowe-suv&nosnosc-od=91&predkosc-od=Q");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Opony zimowe 205/55 R17");
    await expect(page.locator(".filter-chips")).toContainText("Nośność od 91");
    await screenshot(page, "car-make-listing");
  });
});
