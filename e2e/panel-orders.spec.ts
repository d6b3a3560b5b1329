import { expect, type Page, test } from "@playwright/test";
import {
  payPackAndShip,
  apiOrderBody,
  buyerEmail,
  expectNoSidewaysScroll,
  fillCheckoutAddress,
  screenshot,
  seriousViolations,
  shopOrigin,
  signInToPanel,
  waitForIslands,
} from "./support";

async function openOrder(page: Page, number: string) {
  await page.goto(`/panel/zamowienia?q=${encodeURIComponent(number)}`);
  await page.getByRole("link", { name: number }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Zamówienie ${number}`);
}

test("staff book the transfer and ship with a tracking number; the customer sees “Wysłane” and the tracking link", async ({
  page,
  baseURL,
}) => {
  const origin = shopOrigin(baseURL);
  const email = buyerEmail("panel-klient");
  // The customer: an account, then an order by bank transfer from a listing.
  const register = await page.request.post("/api/v1/auth/register", {
    data: { email, password: "opony2026", accept_terms: true },
    headers: { origin },
  });
  expect(register.status()).toBe(201);
  expect((await page.request.post("/api/auth/signin", { data: { email, password: "opony2026" }, headers: { origin } })).ok()).toBe(true);
  await page.goto(page.viewportSize()!.width < 1000 ? "/opony/letnie/225/45/r17" : "/opony/letnie/225/40/r18");
  await waitForIslands(page);
  await page
    .locator(".product-card:has(.product-card-actions[action$='&quantity=4'])")
    .first()
    .getByRole("button", { name: "Do koszyka" })
    .click();
  await expect(page.locator(".toast")).toContainText("Dodano do koszyka");
  await page.goto("/zamowienie");
  await fillCheckoutAddress(page, email);
  await page.getByRole("checkbox", { name: /Akceptuję regulamin/ }).check();
  await page.getByRole("button", { name: "Zamawiam z obowiązkiem zapłaty" }).click();
  const number = (await page.locator(".order-number").textContent())!.trim();

  // Staff: the order is in the list, waiting for its transfer.
  await signInToPanel(page, "Piotr Wiśniewski");
  await page.getByRole("navigation", { name: "Zaplecze" }).getByRole("link", { name: "Zamówienia" }).click();
  await page.getByLabel("Szukaj").fill(number);
  await page.getByRole("button", { name: "Pokaż" }).click();
  await expect(page.getByRole("row", { name: new RegExp(number) })).toContainText("Czeka na płatność");
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
  await screenshot(page, "panel-orders");
  await page.getByRole("link", { name: number }).click();

  // Booking the whole amount (prefilled) makes it paid.
  await payPackAndShip(page, number, "520113014230510118");
  await expect(page.getByRole("link", { name: "śledź" })).toHaveAttribute(
    "href",
    "https://inpost.pl/sledzenie-przesylek?number=520113014230510118",
  );
  await expect(page.getByRole("region", { name: "Dziennik zmian (kto, kiedy, co)" })).toContainText("Piotr Wiśniewski");
  expect(await seriousViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
  await screenshot(page, "panel-order-shipped");

  // The customer's account: "Wysłane" with the tracking link and the history.
  await page.goto("/konto/zamowienia");
  await page.getByRole("link", { name: number }).click();
  await expect(page.locator("main")).toContainText("Wysłane");
  await expect(page.getByRole("link", { name: "Śledź przesyłkę" })).toHaveAttribute(
    "href",
    "https://inpost.pl/sledzenie-przesylek?number=520113014230510118",
  );
  const history = page.getByRole("region", { name: "Historia zamówienia" });
  await expect(history).toContainText("Opłacone");
  await expect(history).toContainText("Wysłane");
  await screenshot(page, "account-order-shipped");

  // The shipping mail carries the same link (the development outbox).
  await page.goto("/dev/poczta");
  await expect(page.locator("main")).toContainText(`zamówienie ${number} wysłane`);
});

test("a cancellation by staff puts the tyres back in stock, visible on the data page", async ({ page, baseURL }) => {
  const origin = shopOrigin(baseURL);
  // An offer with a small stock, so the data page shows the exact number; each viewport its own.
  const search = (await (await page.request.get("/api/v1/catalogue/search?limit=48&page=2")).json()) as {
    items: { slug: string; bestSku: string | null; bestStock: number; bestIsMain: boolean }[];
  };
  const candidates = search.items.filter((item) => item.bestSku && item.bestStock >= 4 && item.bestStock <= 20);
  const offer = candidates[page.viewportSize()!.width < 1000 ? 0 : 1]!;
  const dataPage = `/dane-opony/${offer.slug}?sup=${encodeURIComponent(offer.bestSku!)}`;

  const basket = (await (
    await page.request.post("/api/v1/checkout", { data: { sku: offer.bestSku, quantity: 2 }, headers: { origin } })
  ).json()) as {
    token: string;
  };
  const placed = await page.request.post("/api/v1/orders", {
    data: { ...apiOrderBody(basket.token), payment_method: "bank_transfer" },
    headers: { origin },
  });
  expect(placed.status()).toBe(201);
  const { number } = (await placed.json()) as { number: string };
  await page.goto(dataPage);
  await expect(page.locator(".in-stock").first()).toHaveText(`Dostępne: ${offer.bestStock - 2} szt.`);

  await signInToPanel(page, "Anna Nowak");
  await openOrder(page, number);
  await page.getByLabel("Powód").selectOption({ label: "na prośbę kupującego" });
  await page.getByRole("button", { name: "Anuluj zamówienie" }).click();
  await expect(page.getByRole("status")).toContainText("opony wróciły na stan");
  await expect(page.locator("main")).toContainText("Anulowane – na prośbę kupującego");
  await screenshot(page, "panel-order-cancelled");

  // The browser may keep its own copy for a minute (max-age=60): a parameter the shop's cache key
  // ignores gets past it, so what answers is the shop's cache, which the cancellation cleared.
  await page.goto(`${dataPage}&utm_source=e2e`);
  await expect(page.locator(".in-stock").first()).toHaveText(`Dostępne: ${offer.bestStock} szt.`);
});

test("a forbidden change is refused with a Polish message, and the panel is closed to a shopper", async ({ page, baseURL }) => {
  const origin = shopOrigin(baseURL);
  const search = (await (await page.request.get("/api/v1/catalogue/search?limit=12&page=3")).json()) as {
    items: { bestSku: string | null }[];
  };
  const sku = search.items.find((item) => item.bestSku)!.bestSku;
  const basket = (await (await page.request.post("/api/v1/checkout", { data: { sku, quantity: 1 }, headers: { origin } })).json()) as {
    token: string;
  };
  const { number } = (await (
    await page.request.post("/api/v1/orders", { data: apiOrderBody(basket.token), headers: { origin } })
  ).json()) as { number: string };

  // Without the development sign-in there is only the sign-in page; with it, the order's page.
  await signInToPanel(page, "Piotr Wiśniewski");
  await openOrder(page, number);
  // A cash-on-delivery first order waits for the phone call: no shipping before it is confirmed.
  await expect(page.getByRole("button", { name: "Potwierdź zamówienie (po rozmowie z kupującym)" })).toBeVisible();
  await expect(page.getByLabel("Numer przesyłki")).toHaveCount(0);
  const refused = await page.request.post(`${page.url()}/status`, {
    form: { action: "ship", carrier: "dpd", tracking_number: "ABC1234567" },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(303);
  await page.reload();
  await expect(page.getByRole("alert")).toHaveText(
    /ma status „Czeka na potwierdzenie telefoniczne” – wysłać można tylko spakowane zamówienie\./,
  );
});
