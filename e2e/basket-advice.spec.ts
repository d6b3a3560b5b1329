import { expect, type Page, test } from "@playwright/test";
import { expectNoSidewaysScroll, screenshot, seriousViolations, shopOrigin, waitForIslands, watchConsole } from "./support";

/** An offer with stock of a season's tyre in 205/55 R16; each viewport takes a different tyre. */
async function offerOf(page: Page, season: "letnie" | "zimowe"): Promise<string> {
  const search = (await (
    await page.request.get(`/api/v1/catalogue/search?season=${season}&width=205&profile=55&rim=16&limit=12&facets=0`)
  ).json()) as { items: { slug: string }[] };
  const skip = page.viewportSize()!.width < 1000 ? 0 : 1;
  const offers: string[] = [];
  for (const item of search.items) {
    const detail = (await (await page.request.get(`/api/v1/catalogue/tyres/${item.slug}`)).json()) as {
      variants: { sku: string; stock: number }[];
    };
    const offer = detail.variants.find((variant) => variant.stock >= 4);
    if (offer) offers.push(offer.sku);
    if (offers.length > skip) return offers[skip]!;
  }
  throw new Error(`no ${season} 205/55 R16 offer with 4 in stock`);
}

/** Puts these lines in a new basket of this browser (its cookie), through the shop API as the islands do. */
async function fillBasket(page: Page, baseURL: string | undefined, lines: { sku: string; quantity: number }[]) {
  const headers = { "content-type": "application/json", origin: shopOrigin(baseURL) };
  let token: string | undefined;
  for (const line of lines) {
    const answer = await page.request.post(`/api/v1/checkout${token ? `?token=${token}` : ""}`, { headers, data: line });
    expect(answer.ok()).toBe(true);
    token = ((await answer.json()) as { token: string }).token;
  }
  await page.context().addCookies([{ name: "checkout-token", value: token!, url: shopOrigin(baseURL) }]);
}

test.describe("same-axle advice in the basket (issue 22)", () => {
  test("a single tyre is advised, four are not, and the advice follows the quantity without a reload", async ({ page, baseURL }) => {
    const problems = watchConsole(page);
    const sku = await offerOf(page, "letnie");
    await fillBasket(page, baseURL, [{ sku, quantity: 1 }]);
    await page.goto("/koszyk");
    const advice = page.locator(".basket-advice");
    await expect(advice.getByRole("heading", { name: "Sprawdź przed zamówieniem" })).toBeVisible();
    await expect(advice.locator("li")).toHaveText([
      /^Opony montuje się parami na osi – w koszyku jest 1 szt\. .+ 205\/55 R16 \d+[A-Z][^.]*\. Na jedną oś/,
    ]);
    // Advice, never a block: the way to checkout stays open.
    await expect(page.getByRole("link", { name: "Przejdź do kasy" })).not.toHaveAttribute("aria-disabled", "true");
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page, ".basket-advice")).toEqual([]);
    await screenshot(page, "basket-advice-single");

    await waitForIslands(page);
    const quantity = page.getByRole("spinbutton", { name: /^Ilość:/ });
    await quantity.fill("4");
    await quantity.blur();
    await expect(quantity).toHaveValue("4");
    await expect(page.locator(".basket-line-total")).not.toHaveText(/^$/);
    await expect(advice.locator("li")).toHaveCount(0);
    await expect(advice).toBeHidden();

    // One down: three is odd again, and the advice comes back, counted anew.
    await page.getByRole("button", { name: /^Zmniejsz ilość:/ }).click();
    await expect(quantity).toHaveValue("3");
    await expect(advice.locator("li")).toHaveText([/w koszyku są 3 szt\./]);
    expect(problems).toEqual([]);
  });

  test("two summer and two winter tyres of one size ask whether four of one season were meant", async ({ page, baseURL }) => {
    const problems = watchConsole(page);
    const summer = await offerOf(page, "letnie");
    const winter = await offerOf(page, "zimowe");
    await fillBasket(page, baseURL, [
      { sku: summer, quantity: 2 },
      { sku: winter, quantity: 2 },
    ]);
    await page.goto("/koszyk");
    const advice = page.locator(".basket-advice li");
    await expect(advice).toHaveText([
      "W koszyku są 2 opony letnie i 2 opony zimowe 205/55 R16 – po jednej osi na każdy sezon. " +
        "Jeśli chodziło o komplet na jeden sezon, zamów 4 szt. jednych i usuń drugie.",
    ]);
    await expect(advice).toHaveAttribute("data-skus", `${summer} ${winter}`);
    await expectNoSidewaysScroll(page);
    await screenshot(page, "basket-advice-seasons");

    // The shopper keeps the winter set: the summer line goes, and so does the advice.
    await waitForIslands(page);
    await page.locator(`.basket-line[data-sku="${summer}"]`).getByRole("button", { name: "Usuń", exact: true }).click();
    await page.getByRole("dialog", { name: "Usunąć z koszyka?" }).getByRole("button", { name: "Usuń", exact: true }).click();
    await expect(page.locator(".basket-line")).toHaveCount(1);
    await expect(advice).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the stepper's form posts, and the page it lands on counts the advice anew", async ({ page, baseURL }) => {
      await fillBasket(page, baseURL, [{ sku: await offerOf(page, "letnie"), quantity: 1 }]);
      await page.goto("/koszyk");
      await expect(page.locator(".basket-advice li")).toHaveText([/w koszyku jest 1 szt\./]);
      await page.getByRole("button", { name: /^Zwiększ ilość:/ }).click();
      await expect(page.locator(".basket-notice")).toContainText("teraz 2 szt.");
      await expect(page.locator(".basket-advice li")).toHaveCount(0);
    });
  });
});
