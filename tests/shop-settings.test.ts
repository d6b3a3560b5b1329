import { createExecutionContext, introspectWorkflowInstance, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { emailField, ibanField, nipField, optionalKrsField, optionalRegonField, postcodeField } from "../src/common/api/fields";
import { DELIVERY_DATE_CACHE_MARGIN_MINUTES } from "../src/common/config/orders";
import { blocksToMarkup, markupToPage } from "../src/common/content/page-markup";
import { formatDeliveryDay, orderDeliveryDay } from "../src/common/delivery-date";
import { isValidIban } from "../src/common/reference/iban";
import { isValidRegon } from "../src/common/reference/regon";
import { PANEL_ROUTES, ROUTES } from "../src/common/routes";
import { SHOP_SETTING_INPUTS } from "../src/common/shop-settings";
import { database } from "../src/shop/db/client";
import { goLiveFacts } from "../src/shop/db/queries/go-live";
import { readShopSettings } from "../src/shop/db/queries/shop-settings";
import { readInvoice } from "../src/shop/invoice/register";
import { basket, COMPANY, offerSku, placeOrder, settledStaffCall, staffApi } from "./fixtures";
import { get, html, select } from "./helpers";
import { asStaff, noticeOf, STAFF, serveAccessCerts, staffForm } from "./staff";

/**
 * Issue 39 point 2: the shop's data a retailer edits in /panel/ustawienia, not in code. Every
 * validator with good and bad values; an owner changes the company's address and the footer, the
 * terms, the next confirmation mail and the next invoice say it (the invoice issued before keeps
 * the old one); refusals in Polish; the change in the audit trail. This file has a D1 of its own.
 */

const NEW_COMPANY = {
  name: "Opony Nowa Huta sp. z o.o.",
  street: "ul. Ptaszyckiego 6",
  postal_code: "31979",
  city: "Kraków",
  nip: "526-025-02-74",
  regon: "123456785",
  krs: "0000123456",
  registry_court: "Sąd Rejonowy dla Krakowa-Śródmieścia w Krakowie, XI Wydział Gospodarczy KRS",
  share_capital: "8 000,00",
};

const valid = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;
const messageOf = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).issues?.[0]?.message;

describe("the settings' validators", () => {
  it("take NIP, REGON, KRS, IBAN, postcode and e-mail only with valid check digits and forms", () => {
    expect(valid(nipField, "526-025-02-74")).toBe(true);
    expect(valid(nipField, "PL 5260250274")).toBe(true);
    expect(messageOf(nipField, "5260250275")).toMatch(/Nieprawidłowy numer NIP/);

    expect(isValidRegon("123456785")).toBe(true);
    expect(isValidRegon("12345678512347")).toBe(true);
    expect(isValidRegon("123456786")).toBe(false);
    expect(isValidRegon("12345678512348")).toBe(false);
    expect(isValidRegon("12345678")).toBe(false);
    expect(v.parse(optionalRegonField, " 123 456 785 ")).toBe("123456785");
    expect(v.parse(optionalRegonField, "")).toBe("");
    expect(messageOf(optionalRegonField, "123456789")).toMatch(/Nieprawidłowy numer REGON/);

    expect(v.parse(optionalKrsField, "0000 123 456")).toBe("0000123456");
    expect(messageOf(optionalKrsField, "12345")).toBe("Numer KRS ma 10 cyfr, np. 0000123456.");

    expect(isValidIban("PL61 1090 1014 0000 0712 1981 2874")).toBe(true);
    expect(v.parse(ibanField, "61 1090 1014 0000 0712 1981 2874")).toBe("PL61109010140000071219812874");
    expect(isValidIban("PL62 1090 1014 0000 0712 1981 2874")).toBe(false);
    expect(isValidIban("DE89370400440532013000")).toBe(false);
    expect(messageOf(ibanField, "PL61 1090 1014 0000 0712 1981 2875")).toMatch(/cyfry kontrolne się nie zgadzają/);

    expect(v.parse(postcodeField, "31979")).toBe("31-979");
    expect(messageOf(postcodeField, "3197")).toBe("Kod pocztowy ma postać 00-000.");
    expect(valid(emailField, "biuro@oponykrakow.pl")).toBe(true);
    expect(valid(emailField, "biuro@")).toBe(false);

    const contact = {
      email: "biuro@oponykrakow.pl",
      phone: "12 345 67 89",
      weekdays_from: "8.00",
      weekdays_to: "17:30",
      saturday_from: "",
      saturday_to: "",
    };
    expect(v.parse(SHOP_SETTING_INPUTS.contact, contact)).toMatchObject({ weekdays_from: "08:00", saturday_from: "" });
    expect(messageOf(SHOP_SETTING_INPUTS.contact, { ...contact, weekdays_to: "25:00" })).toBe("Godzinę podaj jako GG:MM, np. 08:00.");
    expect(messageOf(SHOP_SETTING_INPUTS.contact, { ...contact, weekdays_to: "07:00" })).toBe(
      "Godzina zamknięcia musi być późniejsza niż otwarcia.",
    );
    expect(messageOf(SHOP_SETTING_INPUTS.contact, { ...contact, saturday_from: "9:00" })).toBe(
      "Podaj obie godziny soboty albo żadnej (sklep nieczynny).",
    );
    expect(v.parse(SHOP_SETTING_INPUTS.company, NEW_COMPANY)).toMatchObject({
      postal_code: "31-979",
      nip: "5260250274",
      share_capital: 8000,
    });
    expect(messageOf(SHOP_SETTING_INPUTS.company, { ...NEW_COMPANY, share_capital: "osiem tysięcy" })).toMatch(
      /Kapitał zakładowy podaj w złotych/,
    );
  });
});

/** A company's order paid on delivery, shipped: its VAT invoice is issued then. Returns the invoice's seller. */
async function invoicedOrderSeller(offset: number) {
  const token = await basket({ sku: await offerSku(offset), quantity: 1 });
  const placed = await placeOrder(token, {
    payment_method: "cash_on_delivery",
    billing: { type: "company", company_name: COMPANY.company_name, vat_number: COMPANY.vat_number },
    bindings: {},
  });
  expect(placed.status, await placed.clone().text()).toBe(201);
  const { id, email } = (await placed.json()) as { id: number; email: string };
  for (const action of ["confirm", "pack"]) await settledStaffCall("POST", `/staff/orders/${id}/transitions`, { action });
  await settledStaffCall("POST", `/staff/orders/${id}/transitions`, { action: "ship", carrier: "dpd", tracking_number: "0000123456789U" });
  const invoiceId = await env.DB.prepare("SELECT id FROM invoices WHERE order_id = ? AND kind = 'VAT'").bind(id).first<number>("id");
  await using instance = await introspectWorkflowInstance(env.INVOICE_DOCUMENTS, `faktura-${invoiceId}`);
  await instance.waitForStatus("complete");
  const invoice = await readInvoice(database(env.DB), invoiceId!);
  // The order's mails in the order sent: the confirmation first, the shipping notice last.
  const number = await env.DB.prepare("SELECT number FROM orders WHERE id = ?").bind(id).first<string>("number");
  const mails = await env.DB.prepare("SELECT text FROM mail_outbox WHERE subject LIKE ? ORDER BY id")
    .bind(`%${number}%`)
    .all<{ text: string }>();
  return {
    invoiceId: invoiceId!,
    seller: invoice!.document.seller,
    email,
    confirmation: mails.results[0]!.text,
    shipped: mails.results.at(-1)!.text,
  };
}

const page = async (path: string) => (await (await get(path)).text()).replaceAll("<!-- -->", "");

describe("settings a retailer edits in /panel/ustawienia", () => {
  beforeAll(serveAccessCerts);

  it("start from the configuration: nothing saved, the pages show wrangler.toml's company", async () => {
    const answer = (await (await get("/api/v1/settings")).json()) as { settings: object; version: string };
    expect(answer).toEqual({ settings: {}, version: "" });
    expect(await page(ROUTES.terms)).toContain(env.COMPANY_STREET);
  });

  it("refuse bad input in Polish per field, and anyone but an owner", async () => {
    const bad = await staffApi("PUT", "/staff/settings/company", { ...NEW_COMPANY, nip: "5260250275", regon: "123456789" });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error_code: string; fields: { path: string; message: string }[] };
    expect(body.error_code).toBe("VALIDATION_ERROR");
    expect(body.fields.map((field) => field.path).sort()).toEqual(["nip", "regon"]);
    expect(body.fields.find((field) => field.path === "nip")?.message).toMatch(/Nieprawidłowy numer NIP/);

    const notOwner = await staffApi("PUT", "/staff/settings/company", NEW_COMPANY, STAFF);
    expect(notOwner.status).toBe(403);
    expect(((await notOwner.json()) as { message: string }).message).toBe(
      "Dane firmy i ustawienia sklepu może zmieniać tylko właściciel sklepu.",
    );
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM shop_settings").first("n")).toBe(0);

    // The panel's form keeps what was typed and marks the field.
    const form = await staffForm(`${PANEL_ROUTES.settings}/company`, { ...NEW_COMPANY, nip: "5260250275" });
    expect(form.status).toBe(400);
    const html = await form.text();
    expect(html).toContain("Nie zapisano: popraw zaznaczone pola.");
    expect(html).toMatch(/id="settings-company-nip"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="settings-company-nip"/);
    expect(html).toContain('value="5260250275"');
  });

  it("a new address reaches the footer, the terms, the next confirmation mail and the next invoice, not the one issued before", async () => {
    const before = await invoicedOrderSeller(31);
    expect(before.seller.address.line1).toBe(env.COMPANY_STREET);
    // Pages seen before the change are cached: the change must reach them anyway.
    expect(await page(ROUTES.home)).toContain(env.COMPANY_STREET);

    const saved = await staffForm(`${PANEL_ROUTES.settings}/company`, NEW_COMPANY);
    expect(saved.status).toBe(303);
    expect(noticeOf(saved)).toBe("ok:Zapisano: dane firmy. Sklep pokazuje już nowe dane.");
    const footer = await staffForm(`${PANEL_ROUTES.settings}/mail`, { footer: "Zimą pracujemy także w soboty 9:00–14:00.\r\nZapraszamy!" });
    expect(footer.status).toBe(303);

    const home = await page(ROUTES.home);
    expect(home).toContain("ul. Ptaszyckiego 6");
    expect(home).toContain("31-979 Kraków");
    expect(home).not.toContain(env.COMPANY_STREET);
    const terms = await page(ROUTES.terms);
    expect(terms).toContain("Opony Nowa Huta sp. z o.o., ul. Ptaszyckiego 6, 31-979 Kraków");
    expect(terms).toMatch(/KRS 0000123456, NIP 526-025-02-74, REGON 123456785, kapitał zakładowy 8000,00\sz/);

    const after = await invoicedOrderSeller(32);
    expect(after.seller).toMatchObject({ name: "Opony Nowa Huta sp. z o.o.", nip: "5260250274", regon: "123456785" });
    expect(after.seller.address).toMatchObject({ line1: "ul. Ptaszyckiego 6", line2: "31-979 Kraków" });
    expect(after.confirmation).toContain("Opony Nowa Huta sp. z o.o., ul. Ptaszyckiego 6, 31-979 Kraków");
    expect(after.confirmation).toContain("Zimą pracujemy także w soboty 9:00–14:00.");
    expect(after.shipped).toMatch(
      /Opony Nowa Huta sp\. z o\.o\., https:\/\/sklep\.test\n\nZimą pracujemy także w soboty 9:00–14:00\.\nZapraszamy!\n$/,
    );
    expect(before.confirmation).not.toContain("Zimą pracujemy");
    // The invoice issued before keeps the seller of its day.
    const earlier = await readInvoice(database(env.DB), before.invoiceId);
    expect(earlier!.document.seller.address.line1).toBe(env.COMPANY_STREET);
  });

  it("show the values in force, when saved and who changed what, to every member; only an owner gets the forms", async () => {
    const owner = (await (await asStaff(PANEL_ROUTES.settings)).text()).replaceAll("<!-- -->", "");
    expect(owner).toContain('value="ul. Ptaszyckiego 6"');
    expect(owner).toContain("Zapisz: dane firmy");
    expect(owner).toMatch(/Anna Nowak – Dane firmy: .*Ulica i numer: .* → ul\. Ptaszyckiego 6/);
    const member = (await (await asStaff(PANEL_ROUTES.settings, STAFF)).text()).replaceAll("<!-- -->", "");
    expect(member).toContain("Te dane może zmieniać tylko właściciel sklepu.");
    expect(member).not.toContain("Zapisz: dane firmy");
    const audit = await env.DB.prepare("SELECT staff_name, action FROM audit_log WHERE entity = 'settings' ORDER BY id").all();
    expect(audit.results).toEqual([
      { staff_name: "Anna Nowak", action: "update" },
      { staff_name: "Anna Nowak", action: "update" },
    ]);
  });
});

describe("the pages an owner words themselves (/o-nas, /dlaczego-warto)", () => {
  beforeAll(serveAccessCerts);

  it("reads and writes the page markup both ways", () => {
    const markup =
      "Wstęp o sklepie.\n\n## Kim jesteśmy\n\nZespół z Nowej Huty,\nktóry zna opony.\n\n- **szybko**\n- [tanio](/opony)\n\n1. raz\n2. dwa\n\n> Uwaga!\n\n### Mniejszy";
    const page = markupToPage(markup)!;
    expect(page.lead).toBe("Wstęp o sklepie.");
    expect(page.blocks).toEqual([
      { type: "h2", text: "Kim jesteśmy", id: "kim-jestesmy" },
      { type: "p", text: "Zespół z Nowej Huty, który zna opony." },
      { type: "ul", items: ["**szybko**", "[tanio](/opony)"] },
      { type: "ol", items: ["raz", "dwa"] },
      { type: "note", text: "Uwaga!" },
      { type: "h3", text: "Mniejszy" },
    ]);
    expect(markupToPage(blocksToMarkup(page.lead, page.blocks))).toEqual(page);
    expect(markupToPage("## Bez wstępu\n\nTekst.")).toBeNull();
  });

  it("puts the owner's text on the page, the company's data after it; the shop's own text, saved unchanged, stays the shop's", async () => {
    const form = (await (await asStaff(PANEL_ROUTES.settings)).text()).replaceAll("<!-- -->", "");
    // The field starts from the page's text as the shop shows it.
    expect(form).toMatch(/<textarea id="settings-pages-about"[^>]*>[^<]*## Kim jesteśmy/);
    const shopText = /<textarea id="settings-pages-about"[^>]*>([^<]*)<\/textarea>/
      .exec(form)![1]!
      .replaceAll("&quot;", '"')
      .replaceAll("&amp;", "&");
    const unchanged = await staffForm(`${PANEL_ROUTES.settings}/pages`, { about: shopText, why: "" });
    expect(unchanged.status).toBe(303);
    expect(await env.DB.prepare("SELECT value FROM shop_settings WHERE section = 'pages'").first("value")).toBe('{"about":"","why":""}');

    const refused = await staffForm(`${PANEL_ROUTES.settings}/pages`, { about: "## Tylko nagłówek", why: "" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Zacznij tekst od akapitu: pierwszy akapit to wprowadzenie pod tytułem strony.");

    const own =
      "Jesteśmy rodzinnym sklepem z Nowej Huty.\n\n## Nasza historia\n\nOd 1998 roku zmieniamy opony sąsiadom, a od 2026 roku wysyłamy je w całej Polsce.";
    const saved = await staffForm(`${PANEL_ROUTES.settings}/pages`, { about: own, why: "" });
    expect(saved.status, (await saved.clone().text()).match(/settings-error">[^<]*/g)?.join(" | ")).toBe(303);
    const about = await page(ROUTES.about);
    expect(about).toContain('<p class="lead">Jesteśmy rodzinnym sklepem z Nowej Huty.</p>');
    expect(about).toContain('<h2 id="nasza-historia">Nasza historia</h2>');
    expect(about).not.toContain("Kim jesteśmy");
    // The company's details stay the shop's: under the owner's text, from the settings in force.
    expect(about).toContain('<h2 id="dane-firmy">Dane firmy</h2>');
    expect(about).toContain("Adres: ul. Ptaszyckiego 6, 31-979 Kraków");
    // Dlaczego warto was left to the shop.
    expect(await page(ROUTES.why)).toContain("Dlaczego warto");
  });
});

describe("the delivery promise an owner sets (/panel/ustawienia, 'Czas wysyłki i dostawy')", () => {
  beforeAll(serveAccessCerts);
  const OWN_STOCK = { days: 0, cutoffHour: null };

  it("refuses an hour or days out of range, or a longest time shorter than the shortest", async () => {
    const answer = await staffApi("PUT", "/staff/settings/delivery", {
      cutoff_hour: "25",
      handling_min: "3",
      handling_max: "2",
      transit_min: "0",
      transit_max: "2",
    });
    expect(answer.status).toBe(400);
    const { fields } = (await answer.json()) as { fields: { path: string; message: string }[] };
    expect(Object.fromEntries(fields.map((field) => [field.path, field.message]))).toEqual({
      cutoff_hour: "Godzina wysyłki to pełna godzina od 6 do 23, np. 13.",
      handling_max: "Najdłuższy czas wysyłki nie może być krótszy od najkrótszego.",
      transit_min: "Najkrótsze doręczenie: od 1 do 4 dni roboczych.",
    });
    const reversed = await staffApi("PUT", "/staff/settings/delivery", {
      cutoff_hour: "13",
      handling_min: "3",
      handling_max: "2",
      transit_min: "1",
      transit_max: "2",
    });
    expect(((await reversed.json()) as { fields: { path: string; message: string }[] }).fields).toEqual([
      { path: "handling_max", message: "Najdłuższy czas wysyłki nie może być krótszy od najkrótszego." },
    ]);
  });

  it("moves the cards' delivery dates, /dostawa's days, the product data and the next confirmation mail", async () => {
    const promise = { cutoffHour: 13, handling: { min: 2, max: 3 }, transit: { min: 3, max: 4 } };
    const saved = await staffForm(`${PANEL_ROUTES.settings}/delivery`, {
      cutoff_hour: "13",
      handling_min: "2",
      handling_max: "3",
      transit_min: "3",
      transit_max: "4",
    });
    expect(saved.status).toBe(303);
    expect(noticeOf(saved)).toBe("ok:Zapisano: czas wysyłki i dostawy. Sklep pokazuje już nowe dane.");

    const before = Date.now();
    const listing = await html("/opony/zimowe");
    const margin = DELIVERY_DATE_CACHE_MARGIN_MINUTES * 60_000;
    const allowed = [
      ...new Set([before, Date.now()].map((at) => `Dostawa: ${formatDeliveryDay(orderDeliveryDay(at + margin, [OWN_STOCK], promise))}`)),
    ];
    const dates = await select(listing.body, ".product-card .delivery-date");
    expect(dates.length).toBeGreaterThan(5);
    for (const date of dates) expect(allowed).toContain(date.text);
    // Three courier days, not the configuration's one: a different day than before the change.
    expect(allowed).not.toContain(`Dostawa: ${formatDeliveryDay(orderDeliveryDay(before + margin, [OWN_STOCK]))}`);

    const delivery = await page(ROUTES.delivery);
    expect(delivery).toMatch(/Zamówienie przekazujemy kurierowi w ciągu <strong>2–3\sdni roboczych<\/strong>/);
    expect(delivery).toMatch(/doręczenie zwykle 3–4\sdni robocze od nadania/);

    const [link] = await select(listing.body, ".product-card-name a");
    const tyre = await page(link!.attributes.href!);
    expect(tyre).toContain('"handlingTime":{"@type":"QuantitativeValue","minValue":2,"maxValue":3,"unitCode":"DAY"}');

    const { confirmation } = await invoicedOrderSeller(40);
    expect(confirmation).toMatch(/2–3 dni robocze/);
  });
});

describe("a saved section that no longer reads as its section", () => {
  it("is left out: the configuration's values stand for it, the pages and the panel answer as usual", async () => {
    const now = Date.now();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT OR REPLACE INTO shop_settings (section, value, updated_at, updated_by) VALUES ('bank', '{not json', ?, 1)",
      ).bind(now),
      // Saved by code that named the footer otherwise.
      env.DB.prepare("INSERT OR REPLACE INTO shop_settings (section, value, updated_at, updated_by) VALUES ('mail', ?, ?, 1)").bind(
        JSON.stringify({ stopka: "Do zobaczenia!" }),
        now,
      ),
    ]);
    try {
      const { settings } = await readShopSettings(database(env.DB));
      expect(settings.bank).toBeUndefined();
      expect(settings.mail).toBeUndefined();
      // The sections still read as theirs stay.
      expect(settings.delivery?.handling_max).toBe(3);
      const api = await get("/api/v1/settings");
      expect(api.status).toBe(200);
      expect(((await api.json()) as { settings: Record<string, unknown> }).settings).not.toHaveProperty("bank");
      const panel = await asStaff(PANEL_ROUTES.settings);
      expect(panel.status).toBe(200);
      expect(await panel.text()).toContain(`value="${env.BANK_ACCOUNT}"`);
    } finally {
      await env.DB.prepare("DELETE FROM shop_settings WHERE section IN ('bank', 'mail')").run();
    }
  });
});

describe("online payments switched off in the panel ('Płatności')", () => {
  /** The gateway's keys, as a shop that has them runs. */
  const GATEWAY = { P24_MERCHANT_ID: "123456", P24_API_KEY: "klucz-testowy", P24_CRC: "crc-testowy", P24_SANDBOX: "1" };

  /** A request to the Worker running with the gateway's keys. */
  async function withGateway(path: string): Promise<Response> {
    const { default: worker } = await import("../src/index");
    const context = createExecutionContext();
    const response = await worker.fetch(new Request(`https://sklep.test${path}`), { ...env, ...GATEWAY }, context);
    const body = await response.arrayBuffer();
    await waitOnExecutionContext(context);
    return new Response(body, response);
  }
  const offered = async () =>
    ((await (await withGateway("/api/v1/checkout/payments/methods")).json()) as { methods: { id: string }[] }).methods.map(
      (method) => method.id,
    );

  it("takes the gateway out of checkout, the order API, the terms and the checklist; switched on, it is back", async () => {
    const off = await staffForm(`${PANEL_ROUTES.settings}/payments`, {});
    expect(off.status).toBe(303);
    expect(noticeOf(off)).toBe("ok:Zapisano: płatności. Sklep pokazuje już nowe dane.");
    expect(await offered()).toEqual(["bank_transfer", "cash_on_delivery"]);
    const order = await placeOrder(await basket({ sku: await offerSku(12), quantity: 1 }), {
      payment_method: "przelewy24",
      bindings: GATEWAY,
    });
    expect(order.status).toBe(400);
    expect(await order.text()).toContain("Ta metoda płatności jest teraz niedostępna. Wybierz inną.");
    expect(await (await withGateway(ROUTES.terms)).text()).not.toContain("Płatność online przez Przelewy24");
    const panel = await (await asStaff(PANEL_ROUTES.settings)).text();
    expect(panel).toContain("Płatność online przez Przelewy24 (BLIK, szybki przelew, karta): włączony → wyłączony");
    expect((await goLiveFacts(env.DB)).onlinePaymentsOff).toBe(1);

    const on = await staffForm(`${PANEL_ROUTES.settings}/payments`, { online: "1" });
    expect(noticeOf(on)).toBe("ok:Zapisano: płatności. Sklep pokazuje już nowe dane.");
    expect(await offered()).toEqual(["przelewy24", "bank_transfer", "cash_on_delivery"]);
    expect(await (await withGateway(ROUTES.terms)).text()).toContain("Płatność online przez Przelewy24");
    expect((await goLiveFacts(env.DB)).onlinePaymentsOff).toBe(0);
  });
});
