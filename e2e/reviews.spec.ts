import { expect, test } from "@playwright/test";
import {
  apiOrderBody,
  expectNoSidewaysScroll,
  payPackAndShip,
  screenshot,
  seriousViolations,
  shopOrigin,
  signInToPanel,
  watchConsole,
} from "./support";

type Card = { slug: string; bestSku: string | null; bestStock: number; producer: { slug: string }; reviews: { count: number } };

test.describe("verified reviews (issue 35)", () => {
  test("a review through the delivery mail's link appears after moderation, with stars on the card and in the Product markup", async ({
    page,
    baseURL,
  }) => {
    // Ordering, four back-office steps, the form, moderation and three pages, each checked by axe.
    test.setTimeout(180_000);
    const problems = watchConsole(page);
    const origin = shopOrigin(baseURL);
    const phone = page.viewportSize()!.width < 1000;
    // A tyre nobody reviewed yet (the seed's examples went to the most popular ones), one per viewport.
    const size = phone ? { season: "letnie", width: 195, profile: 55, rim: 16 } : { season: "zimowe", width: 215, profile: 60, rim: 16 };
    const search = (await (
      await page.request.get(
        `/api/v1/catalogue/search?season=${size.season}&width=${size.width}&profile=${size.profile}&rim=${size.rim}&limit=48&facets=0&sort=price-desc`,
      )
    ).json()) as { items: Card[] };
    const tyre = search.items.filter((item) => item.bestSku && item.bestStock >= 4 && item.reviews.count === 0)[2]!;

    // The buyer orders it (bank transfer); staff book the payment, pack, ship and mark it delivered.
    const basket = (await (
      await page.request.post("/api/v1/checkout", { data: { sku: tyre.bestSku, quantity: 2 }, headers: { origin } })
    ).json()) as { token: string };
    const body = { ...apiOrderBody(basket.token), payment_method: "bank_transfer" };
    const placed = await page.request.post("/api/v1/orders", { data: body, headers: { origin } });
    expect(placed.status()).toBe(201);
    const { number } = (await placed.json()) as { number: string };
    await signInToPanel(page, "Piotr Wiśniewski");
    await page.goto(`/panel/zamowienia?q=${encodeURIComponent(number)}`);
    await page.getByRole("link", { name: number }).click();
    await payPackAndShip(page, number, phone ? "520113014230510201" : "520113014230510202");
    await page.getByRole("button", { name: "Oznacz jako doręczone" }).click();
    await expect(page.getByRole("status")).toContainText("doręczone");

    // The delivery mail carries the line's review link (the development outbox).
    await page.goto("/dev/poczta");
    const mail = page.locator(".outbox-mail", { hasText: `zamówienie ${number} doręczone` }).first();
    const link = /http:\/\/\S+\/opinia\/[\w-]{43}/.exec((await mail.locator("pre").textContent())!)![0];

    // The form: stars as radio buttons, the criteria optional, the words, a signature.
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oceń opony");
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await screenshot(page, "review-form");
    const words = `Pewne na mokrym, ciche w mieście (${number}).`;
    // A shopper presses the stars (the radio buttons' labels).
    await page.locator('label[for="overall-5"]').click();
    await page.locator('label[for="wet-4"]').click();
    await expect(page.getByRole("group", { name: "Ocena ogólna" }).getByRole("radio", { name: "5 – bardzo dobrze" })).toBeChecked();
    await page.getByLabel("Twoja opinia (nieobowiązkowo)").fill(words);
    await page.getByLabel("Podpis").fill("Jan K.");
    await screenshot(page, "review-form-filled");
    await page.getByRole("button", { name: "Wyślij opinię" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Dziękujemy za opinię" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // The link again: one review per order line.
    await page.goto(link);
    await expect(page.locator("main")).toContainText("Na każdą pozycję zamówienia przyjmujemy jedną opinię");

    // Not on the data page until staff publish it.
    await page.goto(`/dane-opony/${tyre.slug}`);
    await expect(page.locator("#opinie")).not.toContainText(words);

    // Staff publish it from the back office; its words as written.
    await page.goto("/panel/opinie");
    const card = page.locator(".panel-review", { hasText: words });
    await expect(card).toContainText(number);
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await screenshot(page, "review-panel");
    await card.getByRole("button", { name: "Opublikuj" }).click();
    await expect(page.getByRole("status")).toContainText("Opinia opublikowana");

    // The data page: stars by the name, the breakdown, the verification note, the review; the markup.
    // (A campaign tag the shop's cache ignores, so the browser's own copy of the earlier visit is not reused.)
    await page.goto(`/dane-opony/${tyre.slug}?utm_source=e2e`);
    const reviews = page.locator("#opinie");
    await expect(reviews).toContainText(words);
    await expect(reviews).toContainText("Zweryfikowany zakup");
    await expect(reviews).toContainText("wystawić je może tylko kupujący tę oponę");
    await expect(reviews.getByRole("link", { name: "Jak sprawdzamy opinie" })).toHaveAttribute("href", "/pomoc#opinie");
    await expect(page.locator(".product-summary .rating-summary")).toContainText("1 opinia");
    const markup = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text))
      .find((data) => data["@type"] === "Product");
    expect(markup.aggregateRating).toMatchObject({ "@type": "AggregateRating", ratingValue: 5, reviewCount: 1 });
    expect(markup.review[0]).toMatchObject({ reviewBody: words, author: { name: "Jan K." } });
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await screenshot(page, "review-data-page");
    await reviews.scrollIntoViewIfNeeded();
    await screenshot(page, "review-section", false, reviews);

    // The listing sorted by rating: the card shows the stars and the count.
    await page.goto(`/opony/${size.season}/${size.width}/${size.profile}/r${size.rim}?producent=${tyre.producer.slug}&sortuj=ocena`);
    const listed = page.locator(".product-card", { has: page.locator(`a[href^="/dane-opony/${tyre.slug}"]`) }).first();
    await expect(listed.locator(".rating-summary")).toContainText("1 opinia");
    await expect(listed.locator(".stars")).toHaveAttribute("aria-label", "Ocena 5,0 na 5");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "review-card", false, listed);
    expect(problems).toEqual([]);
  });
});
