import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/** The shop's origin from Playwright's baseURL (fixture `baseURL`): Origin headers, cookie URLs. */
export function shopOrigin(baseURL: string | undefined): string {
  if (!baseURL) throw new Error("e2e: no baseURL (set in e2e/playwright.config.ts)");
  return new URL(baseURL).origin;
}

let buyers = 0;
/**
 * A buyer's e-mail address of its own for each order of the run: the shop limits orders per
 * e-mail address (README "Security"), and e2e orders are many (from two workers at once: the
 * worker's process id keeps theirs apart).
 */
// A dot, not "+tag": the shop counts every +tag of one mailbox as one buyer (src/common/holder-keys.ts).
export const buyerEmail = (name: string) => `${name}.${Date.now().toString(36)}${process.pid.toString(36)}${++buyers}@example.pl`;

let phones = 0;
/**
 * A buyer's phone number of its own for each order, as a shopper types it ("5xx xxx xxx"): the
 * shop also limits the pieces unpaid orders hold per phone number. The worker's process id keeps
 * the two workers' numbers apart, as it does their e-mail addresses.
 */
export const buyerPhone = () =>
  `5${String(process.pid % 10_000).padStart(4, "0")}${String(++phones % 10_000).padStart(4, "0")}`.replace(
    /^(\d{3})(\d{3})(\d{3})$/,
    "$1 $2 $3",
  );

/** An order placed straight through the shop API (another buyer), cash on delivery, for a basket token. */
export function apiOrderBody(token: string) {
  const address = {
    first_name: "Jan",
    last_name: "Kowalski",
    street: "ul. Krótka",
    street_number: "1",
    postal_code: "30-001",
    city: "Kraków",
  };
  return {
    token,
    email: buyerEmail("jan"),
    phone: buyerPhone(),
    shipping: address,
    billing: { type: "person", ...address },
    delivery_method: "courier",
    payment_method: "cash_on_delivery",
    terms_accepted: true,
  };
}

/**
 * Console and page errors of a page: a hydration mismatch or a failed chunk shows here. The
 * browser also logs a failed request's status; pass the statuses a test provokes on purpose.
 */
export function watchConsole(page: Page, expectedStatuses: number[] = []) {
  const problems: string[] = [];
  const expected = expectedStatuses.length ? new RegExp(`status of (${expectedStatuses.join("|")})`) : null;
  page.on("console", (message) => {
    if (message.type() === "error" && !expected?.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(String(error)));
  return problems;
}

/**
 * Holds back the page's entry script, as a slow phone would, until the returned function is
 * called: what the shopper does in the server's HTML before hydration.
 */
export async function holdPageScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/build/main-*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Pictures for people (e2e/screenshots/, not committed), taken only with E2E_SCREENSHOTS=1: they
 * assert nothing, and a full-page picture of a long listing costs a second or more per call.
 */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS === "1";

/** A picture of the page (or of `part` of it) as e2e/screenshots/<name>-<width>.png, when screenshots are wanted. */
export async function screenshot(page: Page, name: string, fullPage = true, part?: Locator) {
  if (!screenshotsWanted) return;
  const path = `e2e/screenshots/${name}-${page.viewportSize()?.width}.png`;
  await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage }));
}

export type DataLayerEvent = { event: string; ecommerce: Record<string, unknown> } & Record<string, unknown>;

/** The events pushed to window.dataLayer so far. */
export async function dataLayerEvents(page: Page): Promise<DataLayerEvent[]> {
  return page.evaluate(
    () => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((entry) => entry.event) as never,
  );
}

/** Fills the checkout's contact and delivery fields as a shopper from Kraków would (a phone number of its own unless given); answers the e-mail used. */
export async function fillCheckoutAddress(page: Page, email = buyerEmail("anna.nowak"), phone = buyerPhone()): Promise<string> {
  // The form keeps typing from before hydration too (its own test); here it types into the live form.
  await waitForIslands(page);
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Telefon", { exact: true }).fill(phone);
  await page.locator("#field-shipping-first_name").fill("Anna");
  await page.locator("#field-shipping-last_name").fill("Nowak");
  await page.locator("#field-shipping-street").fill("ul. Długa");
  await page.locator("#field-shipping-street_number").fill("14");
  await page.locator("#field-shipping-postal_code").fill("31-146");
  await page.locator("#field-shipping-city").fill("Kraków");
  return email;
}

/** The text of a PDF as viewers extract it: the same pdf.js helper the workerd tests use. */
export { pdfText } from "../tests/pdf-text";

/** Axe's serious and critical findings on the page as it is once its network settled (or in one part of it). */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await page.waitForLoadState("networkidle");
  // axe.run in the page itself (legacy mode) rather than axe-core/playwright's frame-by-frame run
  // and merge, which the shop's pages (no iframes) do not need; and only the violations gathered
  // (passed rules keep one node each). The same findings, about four times faster: the listing's
  // check 7.2–8.7 s -> 1.7–1.9 s here, and there are some 100 checks in a run.
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map((node) => node.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
}

/** The back office's development sign-in (Cloudflare Access in production) as a seeded member; lands on the start page. */
export async function signInToPanel(page: Page, name = "Anna Nowak") {
  await page.goto("/panel/logowanie");
  await page.getByRole("radio", { name: new RegExp(name) }).check();
  await page.getByRole("button", { name: "Zaloguj" }).click();
  await expect(page).toHaveURL(/\/panel$/);
}

/**
 * On an order's back-office page: books the whole transfer (prefilled), marks it packed and ships
 * it with InPost under `trackingNumber`, checking each step's confirmation.
 */
export async function payPackAndShip(page: Page, number: string, trackingNumber: string) {
  await page.getByRole("button", { name: "Zaksięguj wpłatę" }).click();
  await expect(page.getByRole("status")).toContainText(`zamówienie ${number} jest opłacone`);
  await page.getByRole("button", { name: "Oznacz jako spakowane" }).click();
  await expect(page.getByRole("status")).toContainText("spakowane");
  // The form for a number typed by hand (beside "Nadaj przesyłkę" when a carrier's API is configured).
  const manual = page.locator("form", { has: page.getByLabel("Numer przesyłki") });
  await manual.getByLabel("Przewoźnik").selectOption({ label: "InPost Kurier" });
  await manual.getByLabel("Numer przesyłki").fill(trackingNumber);
  await manual.getByRole("button", { name: "Wyślij i powiadom kupującego" }).click();
  await expect(page.getByRole("status")).toContainText("Zamówienie wysłane");
}

/** The page is no wider than the viewport (back-office tables scroll inside their own box). */
export async function expectNoSidewaysScroll(page: Page) {
  const [scroll, viewport, widest] = await page.evaluate(() => {
    const wide = [...document.querySelectorAll("main *")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth && !element.closest(".panel-table-wrap"))
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return [document.documentElement.scrollWidth, window.innerWidth, wide.slice(0, 5).join(", ")] as const;
  });
  expect(scroll, widest).toBeLessThanOrEqual(viewport);
}

/**
 * Waits until every island of the page that can be seen has hydrated (client/main.ts marks <html
 * data-hydrated>): islands out of view hydrate when the browser is idle, which "networkidle" does
 * not wait for. Islands hidden at this width, or inside the closed mobile menu, hydrate when shown.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Chooses a card's (or the data page's) tyre for comparison as a shopper does, and waits until
 * the choice shows: the button pressed and the compare bar settled. The bar slides up over the
 * bottom of the screen with the first tyre (its code loads then), and a click during that slide
 * lands on the bar instead of the next card's button.
 */
export async function chooseForCompare(page: Page, toggle: Locator): Promise<void> {
  await waitForIslands(page);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  const bar = page.locator(".compare-bar[data-open]");
  await bar.waitFor({ state: "attached" });
  await bar.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
}
