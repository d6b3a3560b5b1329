import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  buyerEmail,
  buyerPhone,
  fillCheckoutAddress,
  holdPageScript,
  screenshot,
  shopOrigin,
  watchConsole,
  waitForIslands,
} from "./support";

// Issue 16: point 7 (the checkout knows a signed-in customer; a guest's typing survives) and the
// small ones of point 8 in this part (reset links, complaint links and numbers, order numbers,
// the confirmation's payment box, campaign conditions).

// Orders, sign-ins and mail on a shared 2-core machine: more time than the config's 30 s.
test.describe.configure({ timeout: 120_000 });

/** An order, a NIP lookup and the page after them may take a while when the machine is busy. */
const SLOW = { timeout: 30_000 };

const json = (baseURL: string | undefined) => ({ "content-type": "application/json", origin: shopOrigin(baseURL) });

let basketsMade = 0;
/** A basket of two tyres of an offer in stock, put in this browser (its cookie), as the basket page would. */
async function fillBasket(page: Page, baseURL: string | undefined) {
  // Each viewport and each basket takes its own tyre, so runs never compete for the same pieces.
  const offset = (page.viewportSize()!.width < 1000 ? 0 : 20) + ++basketsMade;
  const search = (await (await page.request.get(`/api/v1/catalogue/search?season=letnie&limit=1&page=${offset}`)).json()) as {
    items: { slug: string }[];
  };
  const detail = (await (await page.request.get(`/api/v1/catalogue/tyres/${search.items[0]!.slug}`)).json()) as {
    variants: { sku: string; stock: number }[];
  };
  const offer = detail.variants.find((variant) => variant.stock >= 4)!;
  const answer = await page.request.post("/api/v1/checkout", { headers: json(baseURL), data: { sku: offer.sku, quantity: 2 } });
  expect(answer.ok()).toBe(true);
  const { token } = (await answer.json()) as { token: string };
  await page.context().addCookies([{ name: "checkout-token", value: token, url: shopOrigin(baseURL) }]);
  return token;
}

/** Opens the checkout and waits for its form to hydrate and keep its draft in the tab (what the reload tests read). */
async function openCheckout(page: Page, reload = false) {
  if (reload) await page.reload();
  else await page.goto("/zamowienie");
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => sessionStorage.getItem("checkout-draft") !== null);
}

/** A registered customer, signed in in this browser. */
async function signedInCustomer(page: Page, baseURL: string | undefined, name: string) {
  const email = buyerEmail(name);
  expect(
    (
      await page.request.post("/api/v1/auth/register", {
        headers: json(baseURL),
        data: { email, password: "opony2026", accept_terms: true },
      })
    ).status(),
  ).toBe(201);
  // Through the sign-in form, so the browser holds the session cookie as a shopper's would.
  await page.goto("/logowanie?powrot=%2Fkonto");
  await waitForIslands(page);
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Hasło", { exact: true }).fill("opony2026");
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page).toHaveURL(/\/konto$/);
  return email;
}

/** Whether the order or complaint number in an element's text sits on one line (never broken at a hyphen). */
async function numberOnOneLine(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    while (walker.nextNode()) nodes.push(walker.currentNode as Text);
    const text = nodes.map((node) => node.data).join("");
    const match = /(?:OK|R)-[\d-]+\d/.exec(text);
    if (!match) throw new Error(`no number in "${text}"`);
    // A range over the number, wherever React split its text nodes.
    const range = document.createRange();
    let offset = 0;
    for (const node of nodes) {
      const end = offset + node.data.length;
      if (match.index >= offset && match.index < end) range.setStart(node, match.index - offset);
      if (match.index + match[0].length > offset && match.index + match[0].length <= end)
        range.setEnd(node, match.index + match[0].length - offset);
      offset = end;
    }
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size === 1;
  });
}

/** Empty space under a box's last child, beyond its padding and border (px): a few for line boxes, far more when stretched. */
async function emptyStretch(box: Locator): Promise<number> {
  return box.evaluate((element) => {
    const last = element.lastElementChild!;
    const style = getComputedStyle(element);
    const bottom =
      element.getBoundingClientRect().bottom - Number.parseFloat(style.paddingBottom) - Number.parseFloat(style.borderBottomWidth);
    return bottom - last.getBoundingClientRect().bottom - Number.parseFloat(getComputedStyle(last).marginBottom);
  });
}

test.describe("checkout prefill", () => {
  test("a guest's typing survives a validation error and a reload, and is gone once the order is placed", async ({ page, baseURL }) => {
    const problems = watchConsole(page, [400]);
    await fillBasket(page, baseURL);
    await openCheckout(page);
    await expect(page.getByRole("link", { name: "Zaloguj się" }).last()).toHaveAttribute("href", "/logowanie?powrot=%2Fzamowienie");
    const phone = buyerPhone();
    const email = await fillCheckoutAddress(page, undefined, phone);
    await page.locator("#field-shipping-postal_code").fill("3114");
    await page.getByRole("checkbox", { name: "Dane nabywcy takie same jak adres dostawy" }).uncheck();
    await page.locator("#field-billing-first_name").fill("Jan");
    await page.locator("#field-billing-last_name").fill("Nowak");
    await page.locator("#field-billing-street").fill("ul. Rachunkowa");
    await page.getByText("Płatność przy odbiorze").click();

    await waitForIslands(page);
    await page.getByRole("button", { name: "Zamawiam z obowiązkiem zapłaty" }).click();
    await expect(page.locator("#field-shipping-postal_code-error")).toHaveText("Kod pocztowy ma postać 00-000.", SLOW);
    await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(email);
    await expect(page.locator("#field-shipping-city")).toHaveValue("Kraków");

    await openCheckout(page, true);
    await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(email);
    await expect(page.getByLabel("Telefon", { exact: true })).toHaveValue(phone);
    await expect(page.locator("#field-shipping-last_name")).toHaveValue("Nowak");
    await expect(page.locator("#field-shipping-postal_code")).toHaveValue("3114");
    await expect(page.getByRole("checkbox", { name: "Dane nabywcy takie same jak adres dostawy" })).not.toBeChecked();
    await expect(page.locator("#field-billing-street")).toHaveValue("ul. Rachunkowa");
    await expect(page.getByRole("radio", { name: /Płatność przy odbiorze/ })).toBeChecked();
    // The terms are accepted each time, never remembered.
    await expect(page.getByRole("checkbox", { name: /Akceptuję regulamin/ })).not.toBeChecked();
    await screenshot(page, "checkout-guest-restored");

    await page.locator("#field-shipping-postal_code").fill("31-146");
    await page.getByRole("checkbox", { name: "Dane nabywcy takie same jak adres dostawy" }).check();
    await page.getByRole("checkbox", { name: /Akceptuję regulamin/ }).check();
    await waitForIslands(page);
    await page.getByRole("button", { name: "Zamawiam z obowiązkiem zapłaty" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dziękujemy za zamówienie!", SLOW);
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("checkout")))).toEqual([]);

    // The confirmation: the number on one line, the payment box as tall as what it says.
    await expect(page.locator(".payment-box")).toContainText("Zapłacisz kurierowi");
    expect(await numberOnOneLine(page.locator(".confirmation-head"))).toBe(true);
    expect(await emptyStretch(page.locator(".payment-box"))).toBeLessThanOrEqual(8);
    expect(await emptyStretch(page.locator(".order-lines-box"))).toBeLessThanOrEqual(8);
    await screenshot(page, "checkout-prefill-confirmation");

    // The next basket starts empty: nothing typed was kept.
    await fillBasket(page, baseURL);
    await openCheckout(page);
    await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue("");
    await expect(page.locator("#field-shipping-street")).toHaveValue("");
    expect(problems).toEqual([]);
  });

  test("what a guest types or chooses before the checkout's script has run stays when it has", async ({ page, baseURL }) => {
    await fillBasket(page, baseURL);
    // The page's script held back while the shopper types, as on a slow phone.
    const release = await holdPageScript(page);
    await page.goto("/zamowienie", { waitUntil: "commit" });
    const email = buyerEmail("wczesna");
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.locator("#field-shipping-city").fill("Kraków");
    await page.getByText("Płatność przy odbiorze").click();
    release();
    await waitForIslands(page);
    // Typing elsewhere re-renders the form: what came before must survive it, and the draft keeps it.
    await page.getByLabel("Telefon", { exact: true }).fill("600 700 800");
    await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(email);
    await expect(page.locator("#field-shipping-city")).toHaveValue("Kraków");
    await expect(page.getByRole("radio", { name: /Płatność przy odbiorze/ })).toBeChecked();
    await openCheckout(page, true);
    await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(email);
    await expect(page.getByRole("radio", { name: /Płatność przy odbiorze/ })).toBeChecked();
  });

  test("a signed-in customer finds their data and their latest delivery and invoice data filled in", async ({ page, baseURL }) => {
    const problems = watchConsole(page);
    const email = await signedInCustomer(page, baseURL, "stala.klientka");
    // The account's profile, saved from the page as the profile form does (with the browser's session).
    const phone = buyerPhone();
    const saved = await page.evaluate(async (phone) => {
      const response = await fetch("/api/account/user", {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ first_name: "Zofia", last_name: "Kamińska", phone }),
      });
      return response.status;
    }, phone);
    expect(saved).toBe(200);

    // First order: nothing but the account to go on.
    await fillBasket(page, baseURL);
    await openCheckout(page);
    await expect(page.locator(".checkout-account-note")).toContainText("Uzupełniliśmy dane z Twojego konta");
    await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(email);
    await expect(page.getByLabel("Telefon", { exact: true })).toHaveValue(phone);
    await expect(page.locator("#field-shipping-first_name")).toHaveValue("Zofia");
    await expect(page.locator("#field-shipping-last_name")).toHaveValue("Kamińska");
    await page.locator("#field-shipping-street").fill("ul. Wielicka");
    await page.locator("#field-shipping-street_number").fill("25");
    await page.locator("#field-shipping-apartment_number").fill("4");
    await page.locator("#field-shipping-postal_code").fill("30-552");
    await page.locator("#field-shipping-city").fill("Kraków");
    await page.getByText("Firma (faktura VAT)").click();
    await page.getByLabel("NIP").fill("PL 526-018-15-96");
    await waitForIslands(page);
    await page.getByRole("button", { name: "Pobierz dane firmy" }).click();
    await expect(page.getByLabel("Nazwa firmy")).toHaveValue("Transport Nowak sp. z o.o.", SLOW);
    await page.getByText("Przelew tradycyjny").click();
    await page.getByRole("checkbox", { name: /Akceptuję regulamin/ }).check();
    await waitForIslands(page);
    await page.getByRole("button", { name: "Zamawiam z obowiązkiem zapłaty" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dziękujemy za zamówienie!", SLOW);
    expect(await numberOnOneLine(page.locator(".transfer-details"))).toBe(true);
    expect(await emptyStretch(page.locator(".payment-box"))).toBeLessThanOrEqual(8);
    expect(await emptyStretch(page.locator(".order-lines-box"))).toBeLessThanOrEqual(8);

    // Next time: everything is there already; accepting the terms is all it takes.
    await fillBasket(page, baseURL);
    await openCheckout(page);
    await expect(page.locator(".checkout-account-note")).toContainText("ostatniego zamówienia");
    await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(email);
    await expect(page.getByLabel("Telefon", { exact: true })).toHaveValue(phone);
    await expect(page.locator("#field-shipping-street")).toHaveValue("ul. Wielicka");
    await expect(page.locator("#field-shipping-apartment_number")).toHaveValue("4");
    await expect(page.getByRole("radio", { name: "Firma (faktura VAT)" })).toBeChecked();
    await expect(page.getByLabel("NIP")).toHaveValue("526-018-15-96");
    await expect(page.getByLabel("Nazwa firmy")).toHaveValue("Transport Nowak sp. z o.o.");
    await expect(page.locator("#field-billing-postal_code")).toHaveValue("30-418");
    await screenshot(page, "checkout-prefill");
    await page.getByRole("checkbox", { name: /Akceptuję regulamin/ }).check();
    await waitForIslands(page);
    await page.getByRole("button", { name: "Zamawiam z obowiązkiem zapłaty" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dziękujemy za zamówienie!", SLOW);
    await expect(page.locator(".order-addresses")).toContainText("ul. Wielicka 25/4");
    await expect(page.locator(".order-addresses")).toContainText("NIP 526-018-15-96");

    // The account's order page: its heading keeps the number whole on a phone too.
    await page.goto("/konto/zamowienia");
    await page.getByRole("link", { name: /^OK-/ }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Zamówienie OK-");
    expect(await numberOnOneLine(page.getByRole("heading", { level: 1 }))).toBe(true);
    expect(problems).toEqual([]);
  });
});

test.describe("small ones", () => {
  test("a used or unknown reset link says so when opened, before any password is typed", async ({ page, baseURL }) => {
    const email = buyerEmail("reset");
    const headers = json(baseURL);
    await page.request.post("/api/v1/auth/register", { headers, data: { email, password: "stare1234", accept_terms: true } });
    expect((await page.request.post("/api/v1/auth/password_reset", { headers, data: { email } })).status()).toBe(200);
    await page.goto("/dev/poczta");
    const mail = page.locator(".outbox-mail", { hasText: email }).first();
    const link = /http:\/\/\S+\/haslo\/nowe\?token=([\w-]+)/.exec((await mail.locator("pre").textContent())!)!;

    await page.goto(link[0]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ustaw nowe hasło");
    await expect(page.getByLabel("Nowe hasło")).toBeVisible();
    // Used elsewhere (another tab, or the shopper already changed it).
    expect(
      (
        await page.request.post("/api/v1/auth/password_reset/confirm", { headers, data: { token: link[1], new_password: "nowe12345" } })
      ).status(),
    ).toBe(200);
    await page.goto(link[0]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ten link został już użyty");
    await expect(page.getByLabel("Nowe hasło")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Poproś o nowy link" })).toHaveAttribute("href", "/haslo/przypomnij");
    await screenshot(page, "reset-link-used");

    await page.goto(`/haslo/nowe?token=${"x".repeat(43)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ten link wygasł");
    await expect(page.getByLabel("Nowe hasło")).toHaveCount(0);
  });

  test("the complaint page links to its form and shows the complaint's number once sent", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/reklamacja");
    await expect(page.locator(".prose")).not.toContainText("](#");
    const toForm = page.getByRole("link", { name: "formularz reklamacyjny" });
    await expect(toForm).toHaveAttribute("href", "#formularz-reklamacyjny");
    await toForm.click();
    await page.getByLabel("Imię i nazwisko").fill("Łucja Wiśniewska");
    await page.getByLabel("E-mail", { exact: true }).fill(buyerEmail("lucja"));
    await page.getByLabel("Numer zamówienia").fill("OK-2026-000042");
    await page.getByLabel("Reklamowana opona").fill("Michelin CrossClimate 2 205/55 R16");
    await page.getByLabel("Na czym polega problem").fill("Po 300 km na boku opony pojawił się bąbel, opona traci powietrze.");
    await page.getByRole("button", { name: "Wyślij reklamację" }).click();
    const notice = page.locator(".form-success");
    await expect(notice).toContainText(/Jej numer to R-\d{6}/, { timeout: 15_000 });
    await expect(notice).toBeInViewport();
    expect(await numberOnOneLine(notice)).toBe(true);
    await expect(page.getByLabel("Na czym polega problem")).toHaveValue("");
    await screenshot(page, "complaint-sent", false);
    expect(problems).toEqual([]);
  });

  test("what a shopper types before a form's script has run stays when it has", async ({ page }) => {
    // The page's script held back until the name is typed, as on a slow phone.
    const release = await holdPageScript(page);
    await page.goto("/reklamacja", { waitUntil: "commit" });
    await page.getByLabel("Imię i nazwisko").fill("Łucja Wiśniewska");
    // Sent now, the script-less form would GET the page with the fields in its address: it waits.
    await expect(page.getByRole("button", { name: "Wyślij reklamację" })).toBeDisabled();
    // Not dimmed for the moment until hydration (only with scripts off): no flash on every visit.
    await expect(page.getByRole("button", { name: "Wyślij reklamację" })).toHaveCSS("opacity", "1");
    await page.getByLabel("Imię i nazwisko").press("Enter");
    release();
    await waitForIslands(page);
    expect(new URL(page.url()).search).toBe("");
    // Typing elsewhere re-renders the form: the name typed before must survive it.
    await page.getByLabel("E-mail", { exact: true }).fill(buyerEmail("lucja"));
    await expect(page.getByLabel("Imię i nazwisko")).toHaveValue("Łucja Wiśniewska");
    await expect(page.getByRole("button", { name: "Wyślij reklamację" })).toBeEnabled();
  });

  test("a campaign states its conditions", async ({ page }) => {
    await page.goto("/promocje/michelin-karta-podarunkowa");
    await expect(page.locator(".prose")).toContainText(
      "co najmniej 4 opony marki Michelin o średnicy od 16 cali oznaczone plakietką promocji",
    );
    await screenshot(page, "campaign-conditions");
  });
});
