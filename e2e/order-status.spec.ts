import { expect, type Page, test } from "@playwright/test";
import {
  payPackAndShip,
  apiOrderBody,
  buyerPhone,
  expectNoSidewaysScroll,
  fillCheckoutAddress,
  screenshot,
  seriousViolations,
  shopOrigin,
  signInToPanel,
  waitForIslands,
  watchConsole,
} from "./support";

/** The lookup form as a shopper fills it in. */
async function lookUp(page: Page, number: string, contact: string) {
  await page.getByLabel("Numer zamówienia").fill(number);
  await page.getByLabel("E-mail lub kod pocztowy").fill(contact);
  await page.getByRole("button", { name: "Sprawdź status" }).click();
}

test.describe("order status without an account (/status-zamowienia)", () => {
  test("a guest orders, then looks the order up by e-mail and by postcode, and once shipped follows the parcel", async ({ page }) => {
    // The neutral answer to a miss is a 404 page, which the browser logs.
    const problems = watchConsole(page, [404]);
    // Each viewport buys from its own listing (cached pages may still offer what the other bought),
    // and from listings no other spec buys from: the sets bought here would leave the first cards
    // of /opony/zimowe/205/55/r16 short for the specs that add 4 of them (catalogue.spec.ts).
    await page.goto(page.viewportSize()!.width < 1000 ? "/opony/letnie/185/65/r15" : "/opony/letnie/205/50/r17");
    await waitForIslands(page);
    await page
      .locator(".product-card:has(.product-card-actions[action$='&quantity=4'])")
      .first()
      .getByRole("button", { name: "Do koszyka" })
      .click();
    await expect(page.locator(".toast")).toContainText("Dodano do koszyka");
    await page.goto("/zamowienie");
    const phone = buyerPhone();
    const email = await fillCheckoutAddress(page, undefined, phone);
    await page.getByRole("checkbox", { name: /Akceptuję regulamin/ }).check();
    await page.getByRole("button", { name: "Zamawiam z obowiązkiem zapłaty" }).click();
    await expect(page).toHaveURL(/\/zamowienie\/potwierdzenie$/);
    const number = (await page.locator(".order-number").textContent())!.trim();

    // The confirmation page says where the status can be checked later.
    await expect(page.locator(".confirmation-status-link")).toContainText("także bez logowania");
    await screenshot(page, "order-status-confirmation");
    await page.getByRole("main").getByRole("link", { name: "Status zamówienia" }).click();
    await expect(page).toHaveURL(/\/status-zamowienia$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Status zamówienia");
    await screenshot(page, "order-status-form");

    // By e-mail, typed loosely: another case, spaces around, the number in lower case.
    await lookUp(page, number.toLowerCase(), `  ${email.toUpperCase()} `);
    await expect(page).toHaveURL(/\/status-zamowienia$/);
    await expect(page.getByRole("heading", { level: 2, name: `Zamówienie ${number}` })).toBeVisible();
    await expect(page.locator(".order-status-current")).toHaveText("Status: Czeka na płatność");
    await expect(page.getByRole("region", { name: "Historia zamówienia" })).toContainText("Zamówienie złożone");
    // Nothing of the buyer's own: no name, street, phone or e-mail (fillCheckoutAddress typed them).
    const main = (await page.getByRole("main").textContent())!;
    for (const personal of ["Anna", "Nowak", "Długa", phone, phone.replaceAll(" ", ""), email]) expect(main).not.toContain(personal);
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await screenshot(page, "order-status-found");

    // A wrong e-mail: the neutral answer, with what was typed still in the form.
    await page.getByRole("link", { name: "Sprawdź inne zamówienie" }).click();
    await lookUp(page, number, "ktos.inny@example.pl");
    await expect(page.getByRole("alert")).toContainText(
      "Nie znaleźliśmy zamówienia o tym numerze z podanym adresem e-mail lub kodem pocztowym.",
    );
    await expect(page.getByLabel("Numer zamówienia")).toHaveValue(number);
    await expect(page.getByLabel("E-mail lub kod pocztowy")).toHaveValue("ktos.inny@example.pl");
    await expectNoSidewaysScroll(page);
    await screenshot(page, "order-status-miss");

    // The delivery postcode without its dash finds it too.
    await lookUp(page, number, "31146");
    await expect(page.locator(".order-status-current")).toHaveText("Status: Czeka na płatność");

    // Staff book the transfer, pack and ship with a tracking number.
    await signInToPanel(page, "Piotr Wiśniewski");
    await page.goto(`/panel/zamowienia?q=${encodeURIComponent(number)}`);
    await page.getByRole("link", { name: number }).click();
    await payPackAndShip(page, number, "520113014230510119");

    // The shopper sees "Wysłane" and follows the parcel from the status page.
    await page.goto("/status-zamowienia");
    await lookUp(page, number, "31-146");
    await expect(page.locator(".order-status-current")).toHaveText("Status: Wysłane");
    await expect(page.getByRole("link", { name: "Śledź przesyłkę" })).toHaveAttribute(
      "href",
      "https://inpost.pl/sledzenie-przesylek?number=520113014230510119",
    );
    await expect(page.getByRole("region", { name: "Historia zamówienia" })).toContainText("Wysłane");
    // The history names no amount (the booked transfer is only "Wpłata zaksięgowana").
    await expect(page.getByRole("region", { name: "Historia zamówienia" })).toContainText("Wpłata zaksięgowana");
    await expect(page.getByRole("region", { name: "Historia zamówienia" })).not.toContainText(/\d\s?zł/);
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await screenshot(page, "order-status-shipped");
    expect(problems).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form works as plain HTML", async ({ page, baseURL }) => {
      const headers = { "content-type": "application/json", origin: shopOrigin(baseURL) };
      const catalogue = (await (
        await page.request.get("/api/v1/catalogue/search?season=letnie&width=185&profile=65&rim=15&limit=5&sort=price-desc")
      ).json()) as {
        items: { slug: string }[];
      };
      const detail = (await (
        await page.request.get(`/api/v1/catalogue/tyres/${catalogue.items[page.viewportSize()!.width < 1000 ? 3 : 4]!.slug}`)
      ).json()) as {
        variants: { sku: string; stock: number }[];
      };
      const sku = detail.variants.find((variant) => variant.stock > 0)!.sku;
      const basket = (await (await page.request.post("/api/v1/checkout", { headers, data: { sku, quantity: 1 } })).json()) as {
        token: string;
      };
      const body = apiOrderBody(basket.token);
      const placed = await page.request.post("/api/v1/orders", { headers, data: body });
      expect(placed.status()).toBe(201);
      const { number } = (await placed.json()) as { number: string };

      await page.goto("/status-zamowienia");
      await lookUp(page, number, body.email);
      await expect(page.getByRole("heading", { level: 2, name: `Zamówienie ${number}` })).toBeVisible();
      await expect(page.locator(".order-status-summary")).toContainText("1 opona");
      await expect(page.locator(".order-status-current")).toHaveText(
        /^Status: (Czeka na potwierdzenie telefoniczne|Przyjęte do realizacji)$/,
      );
    });
  });
});
