import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ROUTES } from "../src/common/routes";
import { basket, offerSku, postCheckout, uniqueEmail } from "./fixtures";
import { decodeHtml, get, select, selectOne } from "./helpers";

/**
 * Issue 35 point 6: the checkout works as a plain HTML form. A browser without JavaScript posts
 * the form to /zamowienie; the server places the order as the script would, or sends the form
 * back with its messages beside the fields, or fills a company's data in for "Pobierz dane firmy".
 */

/** What a shopper fills in: a private buyer, delivery address as billing, bank transfer, terms ticked. */
function filledForm(total: string, email = uniqueEmail("bez-js")): Record<string, string> {
  return {
    expected_total: total,
    email,
    phone: "600 100 200",
    "shipping.first_name": "Zofia",
    "shipping.last_name": "Wójcik",
    "shipping.street": "ul. Długa",
    "shipping.street_number": "12",
    "shipping.apartment_number": "",
    "shipping.postal_code": "31-146",
    "shipping.city": "Kraków",
    "billing.type": "person",
    same_address: "on",
    delivery_method: "courier",
    payment_method: "bank_transfer",
    notes: "Proszę dzwonić przed dostawą – żółta brama.",
    terms_accepted: "on",
  };
}

/** A basket of two tyres of one offer: its token, the offer, the total the checkout shows. */
async function checkoutBasket(offset: number) {
  const sku = await offerSku(offset);
  const token = await basket({ sku, quantity: 2 });
  const answer = (await (await get(`/api/v1/checkout/${token}`)).json()) as { total_gross_amount: string };
  return { token, sku, total: answer.total_gross_amount };
}

const stockOf = async (sku: string) =>
  (await env.DB.prepare("SELECT stock FROM variants WHERE sku = ?").bind(sku).first<{ stock: number }>())!.stock;
const ordersOf = async (token: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE checkout_token = ?").bind(token).first<{ n: number }>())!.n;

const text = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");

/** An input's attributes by its name. */
async function input(body: string, name: string) {
  return (await selectOne(body, `input[name="${name}"]`)).attributes;
}

describe("checkout without JavaScript", () => {
  it("renders a form that posts to /zamowienie, with an enabled button and the note at the top", async () => {
    const { token, total } = await checkoutBasket(60);
    const body = await text(await get(ROUTES.checkout, { headers: { cookie: `checkout-token=${token}` } }));
    const form = await selectOne(body, "form.checkout-form");
    expect(form.attributes).toMatchObject({ method: "post", action: ROUTES.checkout });
    const button = await selectOne(body, "button.order-submit");
    expect(button.attributes.type).toBe("submit");
    expect(button.attributes.disabled).toBeUndefined();
    expect(await input(body, "expected_total")).toMatchObject({ type: "hidden", value: total });
    // The lookup is a submit button of its own until the script takes it over.
    expect((await selectOne(body, "button.nip-lookup")).attributes).toMatchObject({
      type: "submit",
      name: "akcja",
      value: "pobierz-dane-firmy",
    });
    // Every part of the billing step is in the markup (the stylesheet shows what the choices ask for), each name once.
    for (const name of ["billing.vat_number", "billing.company_name", "billing.first_name", "billing.street", "same_address"])
      expect(await select(body, `input[name="${name}"]`), name).toHaveLength(1);
    // The note says nothing is missing, and it comes first in the form; no "needs JavaScript" note.
    expect(body).toMatch(/<form[^>]*class="checkout-form"[^>]*><noscript><p class="[^"]*checkout-noscript-note">[^<]*Nic nie szkodzi/);
    expect(body).not.toContain("działa po włączeniu JavaScriptu");
  });

  it("places the order from a plain form post and goes to the confirmation", async () => {
    const { token, sku, total } = await checkoutBasket(61);
    const stock = await stockOf(sku);
    const form = filledForm(total);
    const posted = await postCheckout(token, form);
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe(ROUTES.orderConfirmation);
    expect(posted.headers.get("cache-control")).toContain("no-store");
    const cookies = posted.headers.getSetCookie();
    const confirmation = cookies.find((cookie) => cookie.startsWith("order-confirmation="))!.split(";")[0]!;
    expect(cookies.some((cookie) => /^checkout-token=;/.test(cookie))).toBe(true);

    const order = await env.DB.prepare(
      "SELECT number, email, phone, shipping_city, billing_last_name, billing_street, payment_method, notes, status FROM orders WHERE checkout_token = ?",
    )
      .bind(token)
      .first<Record<string, string>>();
    expect(order).toMatchObject({
      email: form.email,
      shipping_city: "Kraków",
      billing_last_name: "Wójcik",
      billing_street: "ul. Długa",
      payment_method: "bank_transfer",
      notes: "Proszę dzwonić przed dostawą – żółta brama.",
      status: "awaiting_payment",
    });
    expect(await stockOf(sku)).toBe(stock - 2);

    const page = await text(await get(ROUTES.orderConfirmation, { headers: { cookie: confirmation } }));
    expect(page).toContain("Dziękujemy za zamówienie!");
    expect(page).toContain(order!.number);

    // Sent again (the back button), the basket is gone: back to it, and no second order.
    const again = await postCheckout(token, form, { cookie: "" });
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(ROUTES.basket);
    expect(await ordersOf(token)).toBe(1);
  });

  it("sends a refused form back with the messages beside their fields and what was typed, writing nothing", async () => {
    const { token, sku, total } = await checkoutBasket(62);
    const stock = await stockOf(sku);
    const { terms_accepted: _, ...form } = filledForm(total);
    const refused = await postCheckout(token, { ...form, email: "zofia@", "shipping.postal_code": "3114", phone: "600 100 200" });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("cache-control")).toBe("private, no-store");
    // The basket stays this browser's.
    expect(refused.headers.getSetCookie().some((cookie) => cookie.startsWith("checkout-token="))).toBe(false);
    const body = await text(refused);
    expect(decodeHtml((await selectOne(body, ".form-alert")).text)).toBe("Popraw zaznaczone pola formularza.");
    expect((await selectOne(body, "#field-email-error")).text).toMatch(/e-mail/i);
    expect(await input(body, "email")).toMatchObject({ value: "zofia@", "aria-invalid": "true" });
    expect((await input(body, "email"))["aria-describedby"]).toContain("field-email-error");
    expect((await selectOne(body, "#field-shipping-postal_code-error")).text).toBe("Kod pocztowy ma postać 00-000.");
    expect((await selectOne(body, "#terms_accepted-error")).text).toContain("Zaakceptuj regulamin");
    // What was typed is back in its fields, and the choices as they were made.
    expect((await input(body, "shipping.city")).value).toBe("Kraków");
    expect((await input(body, "phone")).value).toBe("600 100 200");
    expect(decodeHtml((await selectOne(body, "textarea[name=notes]")).text)).toBe("Proszę dzwonić przed dostawą – żółta brama.");
    expect((await input(body, "same_address")).checked).toBeDefined();
    expect((await input(body, "terms_accepted")).checked).toBeUndefined();
    // Nothing written: no order, the stock untouched.
    expect(await ordersOf(token)).toBe(0);
    expect(await stockOf(sku)).toBe(stock);

    // Billing copied from the delivery address: its message goes beside the delivery field.
    const blank = await text(await postCheckout(token, { ...filledForm(total), "shipping.city": "" }));
    expect((await selectOne(blank, "#field-shipping-city-error")).text).toBe("Podaj miejscowość.");
    expect(await select(blank, "#field-billing-city-error")).toHaveLength(0);
    // A separate billing address: its own messages.
    const { same_address: __, ...separate } = filledForm(total);
    const billing = await text(await postCheckout(token, { ...separate, "billing.first_name": "Adam", "billing.last_name": "" }));
    expect((await selectOne(billing, "#field-billing-last_name-error")).text).toMatch(/nazwisko/i);
    expect((await input(billing, "billing.first_name")).value).toBe("Adam");
    expect((await input(billing, "same_address")).checked).toBeUndefined();
    expect(await ordersOf(token)).toBe(0);
  });

  it("says so above the form when the total changed, with the way to a fresh summary, and orders nothing", async () => {
    const { token, total } = await checkoutBasket(63);
    const stale = (Number(total) + 10).toFixed(2);
    const refused = await postCheckout(token, filledForm(stale));
    expect(refused.status).toBe(409);
    const alert = await selectOne(await text(refused), ".form-alert");
    expect(alert.text).toContain("Odśwież podsumowanie");
    expect(await select(await text(await postCheckout(token, filledForm(stale))), `.form-alert a[href="${ROUTES.checkout}"]`)).toHaveLength(
      1,
    );
    expect(await ordersOf(token)).toBe(0);
  });

  it("fills a company's data in for 'Pobierz dane firmy', and says why not for an unknown NIP", async () => {
    const { token, total } = await checkoutBasket(64);
    const company: Record<string, string> = {
      ...filledForm(total),
      "billing.type": "company",
      "billing.vat_number": "526-018-15-96",
      akcja: "pobierz-dane-firmy",
    };
    const found = await postCheckout(token, company);
    expect(found.status).toBe(200);
    const body = await text(found);
    expect((await input(body, "billing.company_name")).value).toBe("Transport Nowak sp. z o.o.");
    expect((await input(body, "billing.postal_code")).value).toBe("30-418");
    expect((await input(body, "billing.vat_number")).value).toBe("526-018-15-96");
    expect((await selectOne(body, ".form-note[role=status]")).text).toContain("Uzupełniliśmy dane firmy");
    // What the shopper typed elsewhere stays; the company is still chosen.
    expect((await input(body, "email")).value).toBe(company.email);
    expect((await select(body, 'input[name="billing.type"][value="company"][checked]')).length).toBe(1);
    expect(await ordersOf(token)).toBe(0);

    const unknown = await text(await postCheckout(token, { ...company, "billing.vat_number": "526-025-02-74" }));
    expect((await selectOne(unknown, "#field-billing-vat_number-error")).text).toContain("Nie znaleźliśmy firmy");
    const empty = await text(await postCheckout(token, { ...company, "billing.vat_number": "" }));
    expect((await selectOne(empty, "#field-billing-vat_number-error")).text).toBe("Wpisz NIP firmy, a potem pobierz jej dane.");

    // Then the order, as a company with the looked-up data.
    const { akcja: _, ...order } = company;
    const placed = await postCheckout(token, {
      ...order,
      "billing.company_name": "Transport Nowak sp. z o.o.",
      "billing.street": "ul. Zakopiańska",
      "billing.street_number": "9",
      "billing.postal_code": "30-418",
      "billing.city": "Kraków",
    });
    expect(placed.status).toBe(303);
    const row = await env.DB.prepare(
      "SELECT billing_type, billing_company_name, billing_vat_number, billing_first_name FROM orders WHERE checkout_token = ?",
    )
      .bind(token)
      .first();
    expect(row).toMatchObject({
      billing_type: "company",
      billing_company_name: "Transport Nowak sp. z o.o.",
      billing_vat_number: "5260181596",
      billing_first_name: "Zofia",
    });
  });

  it("takes Enter in a private buyer's field (the lookup button comes first) as the order", async () => {
    const { token, total } = await checkoutBasket(65);
    const posted = await postCheckout(token, { ...filledForm(total), akcja: "pobierz-dane-firmy" });
    expect(posted.status).toBe(303);
    expect(await ordersOf(token)).toBe(1);
  });

  it("refuses a form posted from another site and one with no basket", async () => {
    const { token, total } = await checkoutBasket(66);
    const foreign = await postCheckout(token, filledForm(total), { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    const none = await postCheckout("", filledForm(total), { cookie: "" });
    expect(none.status).toBe(303);
    expect(none.headers.get("location")).toBe(ROUTES.basket);
    expect(await ordersOf(token)).toBe(0);
  });
});
