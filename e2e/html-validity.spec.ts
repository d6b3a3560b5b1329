import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test, type Page } from "@playwright/test";
import { chooseForCompare, fillCheckoutAddress, screenshot, shopOrigin, waitForIslands } from "./support";

/** The Nu Html Checker's jar: the vnu-jar package exports its path (Java from Debian, see .ci/run). */
const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

type VnuMessage = { type: string; url?: string; message: string; extract?: string; lastLine?: number; firstColumn?: number };

/**
 * Runs vnu once over every page (one JVM start) and answers its errors per page, readably:
 * "page line:column message «extract»". vnu exits non-zero when it finds errors: not a failure here.
 */
async function htmlErrors(pages: Map<string, string>): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), "vnu-"));
  try {
    // vnu names each file by its URL ("file:/tmp/…"): the page's name is looked up by it.
    const files = new Map<string, string>();
    const paths: string[] = [];
    for (const [name, html] of pages) {
      const file = join(dir, `${String(paths.length + 1).padStart(2, "0")}.html`);
      await writeFile(file, html);
      paths.push(file);
      files.set(`file:${file}`, name);
    }
    const run = await promisify(execFile)("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...paths], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout?: string; stderr?: string }) => error);
    // vnu writes its JSON report to stderr; anything else there means it did not run (no Java?).
    let report: { messages?: VnuMessage[] };
    try {
      report = JSON.parse(run.stderr || run.stdout || "");
    } catch {
      throw new Error(`vnu did not run (java -jar ${vnuJar}): ${run.stderr || run.stdout}`);
    }
    return (report.messages ?? [])
      .filter((message) => message.type === "error" || message.type === "non-document-error")
      .map((message) => {
        const page = (message.url && files.get(message.url)) ?? message.url ?? "?";
        const extract = message.extract ? ` «${message.extract.replace(/\s+/g, " ").trim()}»` : "";
        return `${page} ${message.lastLine ?? "?"}:${message.firstColumn ?? "?"} ${message.message}${extract}`;
      });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The HTML the server sent for a page (not the DOM after hydration), after a real navigation with the browser's cookies. */
async function served(page: Page, path: string): Promise<string> {
  const response = await page.goto(path);
  expect(response, path).not.toBeNull();
  expect(response!.ok(), `${path} answered ${response!.status()}`).toBe(true);
  return response!.text();
}

test("the checker reports what it should: a link after a figure's caption @desktop", async () => {
  const broken =
    '<!DOCTYPE html><html lang="pl"><title>x</title><figure><img src="a.png" alt="a"><figcaption>a</figcaption><a href="#">x</a></figure>';
  expect(await htmlErrors(new Map([["probe", broken]]))).toEqual([
    expect.stringMatching(/^probe 1:\d+ Element “a” not allowed as child of element “figure”/),
  ]);
});

test("every page type is valid HTML by the Nu Html Checker (errors only) @desktop", async ({ page, baseURL }) => {
  // ~25 pages and one vnu run over all of them: minutes on a busy two-core machine.
  test.setTimeout(300_000);
  const pages = new Map<string, string>();
  const take = async (name: string, path: string) => pages.set(`${name} (${path})`, await served(page, path));

  await take("home", "/");
  await take("listing", "/opony/zimowe/195/65/r15");
  const card = page.locator(".product-card:has(.product-card-actions[action$='&quantity=4'])").first();
  const dataPage = (await card.locator("a[href^='/dane-opony/']").first().getAttribute("href"))!;
  await take("data page", dataPage);
  await take("model page", "/model-opony/michelin-alpin-6");
  await take("car make page", "/opony-do/audi");
  await take("car model page", "/opony-do/audi/a4");
  await take("car generation page", "/opony-do/audi/a4/a4-b9");
  await take("content page", "/reklamacja");
  await take("help page", "/pomoc");
  await take("blog", "/blog");
  await take("blog article", "/blog/technologie/opony-run-flat-co-warto-wiedziec");
  await take("campaign", "/promocje/zimowa-wymiana");
  await take("site map", "/mapa-strony");
  await take("sign-in", "/logowanie");
  await take("register", "/rejestracja");
  // The Polish 404 page: its status is the point, so read it without served()'s ok check.
  pages.set("not found (/nie-ma-takiej-strony)", await (await page.goto("/nie-ma-takiej-strony"))!.text());

  // Two tyres to compare, one in the basket, as a shopper chooses them on a listing.
  await page.goto("/opony/zimowe/195/65/r15");
  await page.waitForLoadState("networkidle");
  const cards = page.locator(".product-card");
  await chooseForCompare(page, cards.nth(0).locator(".compare-toggle"));
  await chooseForCompare(page, cards.nth(1).locator(".compare-toggle"));
  await expect(page.locator(".compare-bar")).toHaveAttribute("data-open", "");
  await card.getByRole("button", { name: "Do koszyka" }).click();
  await expect(page.locator(".toast")).toContainText("Dodano do koszyka", { timeout: 15_000 });
  await take("compare", "/porownywarka");
  await take("basket", "/koszyk");
  await take("checkout", "/zamowienie");

  // The order confirmation, then the account pages of a signed-in customer.
  await fillCheckoutAddress(page);
  await page.getByRole("checkbox", { name: /Akceptuję regulamin/ }).check();
  await page.getByRole("button", { name: "Zamawiam z obowiązkiem zapłaty" }).click();
  await expect(page).toHaveURL(/\/zamowienie\/potwierdzenie$/);
  await take("order confirmation", "/zamowienie/potwierdzenie");

  const email = `html-${Date.now()}@example.pl`;
  const origin = shopOrigin(baseURL);
  const registered = await page.request.post("/api/v1/auth/register", {
    headers: { "content-type": "application/json", origin },
    data: { email, password: "opony2026", accept_terms: true },
  });
  expect(registered.status()).toBe(201);
  await page.goto("/logowanie?powrot=%2Fkonto");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Hasło", { exact: true }).fill("opony2026");
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page).toHaveURL(/\/konto$/);
  await take("account", "/konto");
  await take("account orders", "/konto/zamowienia");
  await take("change password", "/konto/zmien-haslo");

  const errors = await htmlErrors(pages);
  expect(errors, `Nu Html Checker errors:\n${errors.join("\n")}`).toEqual([]);
  expect(pages.size).toBeGreaterThanOrEqual(20);
});

// Issue 16, point 10 (kept here with the other checkout visit): without GUS_API_KEY the NIP lookup
// knows only the demo companies, and outside production the checkout says so beside the field.
test("the checkout says the NIP lookup knows only the demo companies, and one of them is found", async ({ page }) => {
  await page.goto("/opony/zimowe/195/65/r15");
  await page.waitForLoadState("networkidle");
  await waitForIslands(page);
  await page
    .locator(".product-card:has(.product-card-actions[action$='&quantity=4'])")
    .first()
    .getByRole("button", { name: "Do koszyka" })
    .click();
  await expect(page.locator(".toast")).toContainText("Dodano do koszyka", { timeout: 15_000 });
  await page.goto("/zamowienie");
  await page.waitForLoadState("networkidle");
  await expect(page.locator(".nip-demo-note")).toHaveCount(0);
  await page.getByText("Firma (faktura VAT)").click();
  const note = page.locator(".nip-demo-note");
  await expect(note).toHaveText(
    "Wersja testowa bez klucza GUS: dane pobierzemy tylko z lokalnej listy przykładowych firm, np. NIP\u00a0676-246-83-48 lub 526-018-15-96.".replaceAll(
      "-",
      "\u2011",
    ),
  );
  await page.getByLabel("NIP").fill("526-018-15-96");
  await waitForIslands(page);
  await page.getByRole("button", { name: "Pobierz dane firmy" }).click();
  await expect(page.getByLabel("Nazwa firmy")).toHaveValue("Transport Nowak sp. z o.o.");
  await expect(page.locator(".form-note[role=status]")).toHaveText(
    "Uzupełniliśmy dane firmy z lokalnej listy przykładowych firm. Sprawdź je przed zamówieniem.",
  );
  await note.scrollIntoViewIfNeeded();
  await screenshot(page, "checkout-nip-demo", false);
});

// The footer's certificate (its figure fixed for the checker above): the close button is readable,
// not white on white (the footer's link colour used to win over the button's).
test("the certificate lightbox shows its caption and a readable close button", async ({ page }) => {
  await page.goto("/#certyfikat");
  const lightbox = page.locator("#certyfikat");
  await expect(lightbox.locator("figure")).toContainText("Certyfikat wydany przez: Fundacja Testowa");
  const close = lightbox.locator(".lightbox-content").getByRole("link", { name: "Zamknij" });
  await expect(close).toBeVisible();
  await expect(close).toHaveCSS("color", "rgb(28, 37, 48)");
  await screenshot(page, "certificate", false);
  await close.click();
  await expect(lightbox).toBeHidden();
});
