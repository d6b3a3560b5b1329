import { env } from "cloudflare:workers";
import { withVars } from "./production";
import { describe, expect, it } from "vitest";
import { DELIVERY_HANDLING_DAYS, DELIVERY_TRANSIT_DAYS } from "../src/common/config/orders";
import { formatDayRange } from "../src/common/i18n/calendar";
import { basket, offerSku, placeOrder } from "./fixtures";
import { get, html } from "./helpers";

const NBSP = "\u00a0";

/** The browser's confirmation cookie ("name=value") an order placed on the site set, or "". */
const confirmationCookie = (ordered: Response) =>
  ordered.headers
    .getSetCookie()
    .find((value) => value.startsWith("order-confirmation="))
    ?.split(";")[0] ?? "";

/** A basket of two tyres of one offer; its token and the offer's sku. */
async function basketToken(): Promise<{ token: string; sku: string }> {
  const sku = await offerSku(40);
  return { token: await basket({ sku, quantity: 2 }), sku };
}

describe("basket and checkout pages", () => {
  it("renders the basket with its lines for the browser's token, personal and never cached", async () => {
    const { token, sku } = await basketToken();
    const response = await get("/koszyk", { headers: { cookie: `checkout-token=${token}` } });
    const body = (await response.text()).replaceAll("<!-- -->", "");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(body).toContain(`data-sku="${sku}"`);
    expect(body).toContain("w tym VAT 23%");
    expect(body).toContain("Przejdź do kasy");
  });

  it("shows an empty basket, and forgets a token the shop does not know", async () => {
    const empty = await html("/koszyk");
    expect(empty.body).toContain("Twój koszyk jest pusty");
    const unknown = await get("/koszyk", { headers: { cookie: `checkout-token=${"0".repeat(32)}` } });
    expect(unknown.headers.get("set-cookie")).toMatch(/^checkout-token=; Max-Age=0; Path=\//);
    const malformed = await get("/koszyk", { headers: { cookie: "checkout-token=<script>" } });
    expect(malformed.status).toBe(200);
    expect(malformed.headers.get("set-cookie")).toMatch(/^checkout-token=;/);
    expect(await malformed.text()).not.toContain("<script>");
  });

  it("sends a checkout without a basket back to the basket, and shows the form with one", async () => {
    const none = await get("/zamowienie", { redirect: "manual" });
    expect(none.status).toBe(302);
    expect(none.headers.get("location")).toBe("/koszyk");
    const { token } = await basketToken();
    const page = await get("/zamowienie", { headers: { cookie: `checkout-token=${token}` } });
    const body = (await page.text()).replaceAll("<!-- -->", "");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(body).toContain("Zamawiam z obowiązkiem zapłaty");
    // Sent before its script has run (or without script), the form posts to this page (tests/checkout-no-script.test.ts).
    expect(body).toMatch(/<form class="checkout-form" [^>]*method="post"/);
    expect(body).toMatch(/<button type="submit" class="[^"]*order-submit">/);
    // The total stands right above the order button (on a phone the summary comes after it).
    expect(body).toMatch(
      /<p class="checkout-pay-total" data-option="1" data-when="any"><span>Do zapłaty<\/span> <strong>\d+,\d{2}\s?zł<\/strong><\/p><button type="submit"/,
    );
    expect(body).toContain("Przelew tradycyjny");
    expect(body).toContain("Płatność przy odbiorze");
    // Said before the order button (terms § 5): such an order is accepted only after the call.
    expect(body).toContain(`Pierwsze zamówienie i zamówienia powyżej 3000,00${NBSP}zł przyjmujemy dopiero po potwierdzeniu telefonicznym.`);
    expect(body).toContain('href="/regulamin"');
    // One truth for the delivery promise (issue 20 point 8): the constants every page reads.
    const days = (range: { min: number; max: number }) => formatDayRange(range);
    expect(body).toContain(
      `Wysyłka w ${days(DELIVERY_HANDLING_DAYS)} dni robocze (przy przelewie tradycyjnym – od zaksięgowania wpłaty), doręczenie zwykle w ${days(DELIVERY_TRANSIT_DAYS)} dni robocze od nadania.`,
    );
    expect(body).not.toContain("1–3 dni");
    // Online payment is not configured here, so neither it nor its brands are offered.
    expect(body).not.toContain("Przelewy24");
    expect(body).not.toContain("BLIK");
  });

  it("confirms an order only to the browser that placed it", async () => {
    const { token } = await basketToken();
    const ordered = await placeOrder(token, { email: "jan@example.pl", via: "site" });
    const cookie = confirmationCookie(ordered);
    const order = (await ordered.json()) as { number: string; total_gross_amount: string };
    const page = await get("/zamowienie/potwierdzenie", { headers: { cookie } });
    const body = (await page.text()).replaceAll("<!-- -->", "");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(body).toContain(order.number);
    expect(body).toContain("Zapłać przelewem");
    expect(body).toContain(`Zamówienie ${order.number}`);
    // The purchase event goes to the page only where a tag manager or GA is configured (nothing reads it otherwise).
    expect(body).not.toContain("transaction_id");
    const tagged = await withVars("/zamowienie/potwierdzenie", { GTM_ID: "GTM-TEST" }, { headers: { cookie } });
    expect(await tagged.text()).toContain(`"transaction_id":"${order.number}"`);
    for (const other of ["", `order-confirmation=${order.number}.${"f".repeat(32)}`, "order-confirmation=nonsense"]) {
      const denied = await get("/zamowienie/potwierdzenie", { headers: other ? { cookie: other } : {} });
      expect(denied.status, other).toBe(404);
      expect(await denied.text()).not.toContain(order.number);
    }
  });
  it("tells a buyer whose order meets a campaign's conditions to register it for the reward", async () => {
    const offer = await env.DB.prepare(
      `SELECT v.sku FROM variants v JOIN campaign_variants cv ON cv.variant_id = v.id JOIN campaigns c ON c.id = cv.campaign_id
       JOIN tyres t ON t.id = v.tyre_id WHERE c.slug = 'zimowa-wymiana' AND t.season = 'zimowe' AND v.stock >= 8 ORDER BY v.id LIMIT 1`,
    ).first<{ sku: string }>();
    const confirmationOf = async (quantity: number) => {
      const token = await basket({ sku: offer!.sku, quantity });
      const ordered = await placeOrder(token, { email: `zima${quantity}@example.pl`, via: "site" });
      const cookie = confirmationCookie(ordered);
      expect(ordered.status).toBe(201);
      return (await (await get("/zamowienie/potwierdzenie", { headers: { cookie } })).text()).replaceAll("<!-- -->", "");
    };
    const set = await confirmationOf(4);
    expect(set).toContain("Promocja „Zimowa wymiana”: to zamówienie spełnia jej warunki.");
    expect(set).toContain("a otrzymasz 4 pokrowce na koła z logo sklepu o wartości 120,00");
    expect(set).toContain('href="/promocje/zimowa-wymiana">Zgłoś zamówienie do promocji</a>');
    // Two winter tyres are not the set the campaign asks for.
    expect(await confirmationOf(2)).not.toContain("Zimowa wymiana");
  });
});
