import { expect, test } from "@playwright/test";
import { buyerPhone, fillCheckoutAddress, screenshot, shopOrigin, waitForIslands } from "./support";

test("register, order while signed in, see the order and when its invoice comes, change the password, sign out, delete the account", async ({
  page,
}) => {
  const email = `klient-${Date.now()}-${page.viewportSize()!.width}@example.pl`;
  await page.goto("/konto");
  await expect(page).toHaveURL(/\/logowanie\?powrot=%2Fkonto$/);
  await page.getByRole("link", { name: "Załóż konto" }).last().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Załóż konto");

  // The form explains what is missing, in Polish, without sending the password back.
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Hasło", { exact: true }).fill("krotkie");
  await page.getByRole("button", { name: "Załóż konto" }).click();
  await expect(page.locator("#account-password-error")).toHaveText("Hasło musi mieć co najmniej 8 znaków.");
  await expect(page.locator("#account-accept_terms-error")).toContainText("Zaakceptuj regulamin");
  await screenshot(page, "register-errors");

  await page.getByLabel("Hasło", { exact: true }).fill("opony2026");
  await page.getByLabel("Imię (opcjonalnie)").fill("Anna");
  await page.getByRole("checkbox", { name: /Akceptuję regulamin/ }).check();
  await page.getByRole("button", { name: "Załóż konto" }).click();
  await expect(page).toHaveURL(/\/konto$/);
  await expect(page.locator(".toast")).toContainText("Konto założone");
  await expect(page.getByText(email)).toBeVisible();
  await screenshot(page, "account");

  // An order placed while signed in appears under "Moje zamówienia".
  // Each viewport buys from its own listing: cached pages may still offer what the other bought.
  await page.goto(page.viewportSize()!.width < 1000 ? "/opony/letnie/205/60/r16" : "/opony/letnie/215/60/r16");
  await waitForIslands(page);
  await page
    .locator(".product-card:has(.product-card-actions[action$='&quantity=4'])")
    .first()
    .getByRole("button", { name: "Do koszyka" })
    .click();
  await expect(page.locator(".toast")).toContainText("Dodano do koszyka");
  await page.goto("/zamowienie");
  await fillCheckoutAddress(page, email);
  await page.getByText("Firma (faktura VAT)").click();
  await page.getByLabel("NIP").fill("246-281-94-80");
  await page.getByRole("button", { name: "Pobierz dane firmy" }).click();
  await expect(page.getByLabel("Nazwa firmy")).toHaveValue("Flota Małopolska S.A.");
  await page.getByRole("checkbox", { name: /Akceptuję regulamin/ }).check();
  await page.getByRole("button", { name: "Zamawiam z obowiązkiem zapłaty" }).click();
  const number = (await page.locator(".order-number").textContent())!;
  await page.goto("/konto/zamowienia");
  await expect(page.getByRole("link", { name: number })).toBeVisible();
  await page.getByRole("link", { name: number }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Zamówienie ${number}`);
  await screenshot(page, "account-order");

  // No invoice for an unpaid order: the company's comes with the parcel (e2e/panel-invoices.spec.ts).
  await expect(page.getByRole("region", { name: "Faktury", exact: true })).toContainText("Fakturę VAT wystawimy przy wysyłce");
  await expect(page.getByRole("link", { name: "Pobierz fakturę (PDF)" })).toHaveCount(0);

  // Password change, then sign out: the old password no longer works.
  await page.goto("/konto/zmien-haslo");
  await page.getByLabel("Obecne hasło").fill("opony2026");
  await page.getByLabel("Nowe hasło").fill("nowehaslo42");
  await page.getByRole("button", { name: "Zmień hasło" }).click();
  await expect(page).toHaveURL(/\/konto$/);
  await expect(page.locator(".toast")).toContainText("Hasło zmienione");

  const signOut = async () => {
    if ((page.viewportSize()?.width ?? 0) >= 1024) {
      await page.locator(".header-actions").getByRole("button", { name: "Konto" }).click();
      await page.locator(".header-actions").getByRole("button", { name: "Wyloguj się" }).click();
    } else {
      await page.getByRole("button", { name: "Otwórz menu" }).click();
      await page.locator("#mobile-menu").getByRole("button", { name: "Wyloguj się" }).click();
    }
  };
  await signOut();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator(".toast")).toContainText("Wylogowano");

  await page.goto("/logowanie");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Hasło", { exact: true }).fill("opony2026");
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page.locator(".form-alert")).toHaveText("Nieprawidłowy e-mail lub hasło.");
  await page.getByLabel("Hasło", { exact: true }).fill("nowehaslo42");
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page).toHaveURL(/\/konto$/);

  // Deleting the account asks for the password, refuses a wrong one and keeps the account,
  // then asks once more, signs out and forgets the e-mail.
  const deletionPassword = page.getByLabel("Hasło (potwierdzenie usunięcia konta)");
  await page.getByRole("button", { name: "Usuń konto" }).click();
  await expect(page.locator("#delete-account-password-error")).toHaveText("Podaj hasło, aby potwierdzić usunięcie konta.");
  await expect(deletionPassword).toBeFocused();
  await deletionPassword.fill("zle-haslo1");
  await page.getByRole("button", { name: "Usuń konto" }).click();
  await page.getByRole("dialog", { name: "Usunąć konto?" }).getByRole("button", { name: "Usuń konto" }).click();
  await expect(page.locator("#delete-account-password-error")).toHaveText("Nieprawidłowe hasło. Konto nie zostało usunięte.");
  await expect(page).toHaveURL(/\/konto$/);
  await deletionPassword.fill("nowehaslo42");
  await page.getByRole("button", { name: "Usuń konto" }).click();
  const dialog = page.getByRole("dialog", { name: "Usunąć konto?" });
  await expect(dialog).toBeVisible();
  await screenshot(page, "account-delete-confirm", false);
  await dialog.getByRole("button", { name: "Usuń konto" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator(".toast")).toContainText("Konto zostało usunięte");
  await page.goto("/logowanie");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Hasło", { exact: true }).fill("nowehaslo42");
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page.locator(".form-alert")).toHaveText("Nieprawidłowy e-mail lub hasło.");
});

test("a forgotten password is reset through the mailed link", async ({ page, baseURL }) => {
  const email = `reset-${Date.now()}-${page.viewportSize()!.width}@example.pl`;
  const registered = await page.request.post("/api/v1/auth/register", {
    headers: { "content-type": "application/json", origin: shopOrigin(baseURL) },
    data: { email, password: "stare1234", accept_terms: true },
  });
  expect(registered.status()).toBe(201);

  await page.goto("/logowanie");
  await page.getByRole("link", { name: "Nie pamiętasz hasła?" }).click();
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Wyślij link" }).click();
  await expect(page).toHaveURL(/\/logowanie$/);
  await expect(page.locator(".toast")).toContainText("Wysłaliśmy link do zmiany hasła");

  // The development outbox shows the mail the shop sent.
  await page.goto("/dev/poczta");
  const mail = page.locator(".outbox-mail", { hasText: email }).first();
  const link = /http:\/\/\S+\/haslo\/nowe\?token=[\w-]+/.exec((await mail.locator("pre").textContent())!)![0];
  await page.goto(link);
  await page.getByLabel("Nowe hasło").fill("nowehaslo42");
  await page.getByRole("button", { name: "Zapisz nowe hasło" }).click();
  await expect(page).toHaveURL(/\/logowanie$/);
  await expect(page.locator(".toast")).toContainText("Hasło zmienione");

  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Hasło", { exact: true }).fill("nowehaslo42");
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page).toHaveURL(/\/konto$/);
});

test("orders placed as a guest join the account after the e-mail is confirmed", async ({ page, baseURL }) => {
  const email = `gosc-${Date.now()}-${page.viewportSize()!.width}@example.pl`;
  const api = (path: string, data: unknown) =>
    page.request.post(path, { headers: { "content-type": "application/json", origin: shopOrigin(baseURL) }, data });
  // A guest order placed through the API with the e-mail the customer registers with later.
  await page.goto(page.viewportSize()!.width < 1000 ? "/opony/zimowe/205/55/r16" : "/opony/zimowe/195/65/r15");
  const sku = await page
    .locator(".product-card .product-card-actions[action$='&quantity=4']")
    .first()
    .evaluate((form: HTMLFormElement) => new URL(form.action).searchParams.get("sku")!);
  const basket = (await (await api("/api/v1/checkout", { sku, quantity: 1 })).json()) as { token: string };
  const address = { first_name: "Ewa", last_name: "Gość", street: "ul. Wąska", street_number: "3", postal_code: "31-001", city: "Kraków" };
  const ordered = await api("/api/order", {
    token: basket.token,
    email,
    phone: buyerPhone(),
    shipping: address,
    billing: { type: "person", ...address },
    delivery_method: "courier",
    payment_method: "bank_transfer",
    terms_accepted: true,
  });
  expect(ordered.status()).toBe(201);
  const { number } = (await ordered.json()) as { number: string };
  expect((await api("/api/v1/auth/register", { email, password: "opony2026", accept_terms: true })).status()).toBe(201);

  await page.goto("/logowanie?powrot=%2Fkonto%2Fzamowienia");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Hasło", { exact: true }).fill("opony2026");
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page).toHaveURL(/\/konto\/zamowienia$/);
  await expect(page.getByRole("heading", { name: "Zamówienia złożone bez logowania" })).toBeVisible();
  await screenshot(page, "account-claim");
  await page.getByRole("button", { name: "Wyślij link potwierdzający" }).click();
  await expect(page.locator(".toast", { hasText: "wysłaliśmy tam link" })).toContainText(email);

  await page.goto("/dev/poczta");
  const mail = page.locator(".outbox-mail", { hasText: "dołączenie zamówień" }).filter({ hasText: email }).first();
  const link = /http:\/\/\S+\/konto\/zamowienia\/dolacz\?token=[\w-]+/.exec((await mail.locator("pre").textContent())!)![0];
  await page.goto(link);
  await page.getByRole("button", { name: "Dołącz zamówienia" }).click();
  await expect(page).toHaveURL(/\/konto\/zamowienia$/);
  await expect(page.locator(".toast", { hasText: "Zamówienia są już na Twoim koncie" })).toBeVisible();
  await expect(page.getByRole("link", { name: number })).toBeVisible();
});
