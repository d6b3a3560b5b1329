import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument } from "pdf-lib";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import worker from "../src/index";
import { shopFacts } from "../src/common/content/shop-facts";
import { database } from "../src/shop/db/client";
import { readOrder, type OrderView } from "../src/shop/db/queries/orders";
import { formatAmount } from "../src/common/i18n/money";
import { formatDateTime } from "../src/common/i18n/intl";
import { orderConfirmationMail, shopIdentity } from "../src/shop/mail/messages";
import { termsDocument, withdrawalFormDocument } from "../src/shop/mail/order-documents";
import { INVOICE_FONT_PATHS } from "../src/shop/invoice/invoice";
import { plainText } from "../src/shop/invoice/document";
import { siteSettings } from "../src/common/site-settings";
import { basket, offerSku, placedOrder } from "./fixtures";
import { ORIGIN } from "./helpers";
import { pdfText } from "./pdf-text";

const NBSP = "\u00a0";
const PDF_FILES = ["formularz-odstapienia.pdf", "regulamin.pdf"];

/** A basket of two tyres of one offer (newest first), as a shopper's browser makes it. */
const twoTyres = async (offset: number) => basket({ sku: await offerSku(offset, { newestFirst: true }), quantity: 2 });

const mailTo = (email: string) =>
  env.DB.prepare('SELECT id, subject, text FROM mail_outbox WHERE "to" = ? ORDER BY id DESC').bind(email).first<{
    id: number;
    subject: string;
    text: string;
  }>();

async function attachment(messageId: number, name: string): Promise<Uint8Array> {
  const object = await env.FILES.get(`poczta/${messageId}/${name}`);
  expect(object, name).not.toBeNull();
  return new Uint8Array(await object!.arrayBuffer());
}

/** The Worker with these bindings over the test's; the response read and every waitUntil done. */
async function call(path: string, init: RequestInit, bindings: Partial<typeof env> & Record<string, string> = {}, origin = ORIGIN) {
  const context = createExecutionContext();
  const response = await worker.fetch(new Request(`${origin}${path}`, init), { ...env, ...bindings }, context);
  const body = new Uint8Array(await response.arrayBuffer());
  await waitOnExecutionContext(context);
  return { status: response.status, type: response.headers.get("content-type"), body, text: new TextDecoder().decode(body) };
}

afterEach(() => vi.unstubAllGlobals());

describe("the order confirmation on a durable medium (u.p.k. art. 21 ust. 1 with art. 12 ust. 1)", () => {
  const email = "potwierdzenie@example.pl";
  let order: OrderView;
  let mail: { id: number; subject: string; text: string };

  beforeAll(async () => {
    // Through the Worker with its waitUntil awaited: the mail and its files are complete after.
    const { number } = await placedOrder(await twoTyres(0), { email, bindings: {} });
    order = (await readOrder(database(env.DB), { number }))!;
    mail = (await mailTo(email))!;
  });

  it("names the seller with its register entry, the order with delivery and total, payment, delivery time, withdrawal, complaints and the legal pages", () => {
    const { text } = mail;
    expect(mail.subject).toBe(`OponyKraków.pl: zamówienie ${order.number} przyjęte`);
    // The seller as a sp. z o.o. must name itself (KSH art. 206, u.p.k. art. 12 ust. 1 pkt 2–3).
    expect(text).toContain("Opony Kraków sp. z o.o., ul. Półłanki 18, 30-740 Kraków");
    expect(text).toContain(
      "prowadzonego przez Sąd Rejonowy dla Krakowa-Śródmieścia w Krakowie, XI Wydział Gospodarczy Krajowego Rejestru Sądowego pod numerem KRS 0000734512",
    );
    expect(text).toContain("NIP 676-246-83-48, REGON 356123451");
    expect(text).toContain(`kapitał zakładowy 50${NBSP}000,00${NBSP}zł`);
    expect(text).toContain("E-mail: sklep@oponykrakow.pl, telefon: +48 12 345 67 89");
    // What was bought, for how much, delivery included.
    const line = order.lines[0]!;
    expect(text).toContain(
      `${line.name}, rok produkcji ${line.production_year}: 2 × ${formatAmount(line.price)} = ${formatAmount(line.total_price)}`,
    );
    expect(text).toContain(`Opony: ${formatAmount(order.total_gross_amount)}`);
    expect(text).toContain("Dostawa (Kurier): bezpłatnie");
    expect(text).toContain(`Razem z dostawą: ${formatAmount(order.total_gross_amount)} (w tym VAT 23%`);
    // How it is paid and when it arrives.
    expect(text).toContain("Sposób płatności: Przelew tradycyjny.");
    expect(text).toContain("Numer konta: PL27 1140 2004 0000 3002 0135 5387 (mBank S.A.)");
    // The transfer's term: the terms' working days, ending at 23:59 of the last.
    expect(text).toContain(`Na wpłatę masz 3 dni robocze: czekamy na nią do ${formatDateTime(order.payment_due_at!)}.`);
    expect(formatDateTime(order.payment_due_at!)).toMatch(/, 23:59$/);
    expect(text).toContain("wysyłka w 1–2 dni robocze od zaksięgowania wpłaty, doręczenie kurierem zwykle w 1–2 dni robocze od nadania");
    // The right of withdrawal: 14 days from receipt, how to declare it, the return cost, the refund.
    expect(text).toContain("w ciągu 14 dni od dnia, w którym odbierzesz opony");
    expect(text).toContain("e-mailem na sklep@oponykrakow.pl albo listem na adres Opony Kraków sp. z o.o., ul. Półłanki 18, 30-740 Kraków");
    expect(text).toContain(`Koszt odesłania ponosisz Ty – zwykle 25,00–40,00${NBSP}zł za każdą oponę wysłaną kurierem.`);
    expect(text).toContain("Pieniądze zwrócimy w ciągu 14 dni od otrzymania oświadczenia");
    // Complaints: statutory liability for lack of conformity, 2 years, where, the answer's deadline.
    expect(text).toContain("Odpowiadamy za brak zgodności towaru z umową, który ujawni się w ciągu 2 lat od dostarczenia opon.");
    expect(text).toContain("Reklamację zgłosisz przez formularz na stronie https://sklep.test/reklamacja");
    expect(text).toContain("Odpowiemy w ciągu 14 dni od jej otrzymania.");
    for (const path of ["/regulamin", "/zwrot-i-wymiana", "/reklamacja"]) expect(text).toContain(`https://sklep.test${path}`);
    expect(text).toContain("regulamin.pdf");
    expect(text).toContain("formularz-odstapienia.pdf");
  });

  it("counts delivery from what the order waits for and tells a company buyer of rękojmia", async () => {
    const shop = await shopIdentity(env);
    const text = (status: string, payment_method: string, type = "person") =>
      orderConfirmationMail({ ...order, status, payment_method, billing: { ...order.billing, type } } as OrderView, shop).text;
    const phoned = text("to_confirm", "cash_on_delivery", "company");
    expect(phoned).toContain("Sposób płatności: Płatność przy odbiorze.");
    // Such an order is accepted only after the call (terms § 5): the mail says it confirms receipt, not a contract.
    expect(phoned).toContain(
      `To potwierdzenie otrzymania zamówienia. Przyjmiemy je po rozmowie telefonicznej: zadzwonimy pod numer ${order.phone} w ciągu 3 dni`,
    );
    expect(phoned).toContain("Umowę zawieramy dopiero wtedy");
    expect(phoned).toContain("nie zostanie ono przyjęte i nic nie zapłacisz");
    expect(text("accepted", "cash_on_delivery")).not.toContain("potwierdzenie otrzymania zamówienia");
    expect(phoned).toContain("wysyłka w 1–2 dni robocze od telefonicznego potwierdzenia zamówienia");
    expect(phoned).toContain("odpowiadamy z tytułu rękojmi za wady");
    const online = text("awaiting_payment", "przelewy24");
    expect(online).toContain("Sposób płatności: Płatność online – Przelewy24.");
    expect(online).toContain("wysyłka w 1–2 dni robocze od opłacenia zamówienia");
    expect(online).not.toContain("rękojmi");
    expect(text("accepted", "cash_on_delivery")).toContain("Czas dostawy: wysyłka w 1–2 dni robocze, doręczenie kurierem");
  });

  it("attaches the terms as /regulamin shows them and the withdrawal form filled with the seller and the order, as real PDFs with Polish letters", async () => {
    const listing = await env.FILES.list({ prefix: `poczta/${mail.id}/`, include: ["httpMetadata"] });
    expect(listing.objects.map((object) => object.key).sort()).toEqual(PDF_FILES.map((name) => `poczta/${mail.id}/${name}`));
    expect(listing.objects.every((object) => object.httpMetadata?.contentType === "application/pdf")).toBe(true);

    const terms = await attachment(mail.id, "regulamin.pdf");
    expect(new TextDecoder().decode(terms.slice(0, 5))).toBe("%PDF-");
    const termsText = await pdfText(terms);
    expect(termsText).toContain("Regulamin sklepu internetowego");
    expect(termsText).toContain("§ 1. Postanowienia ogólne i definicje");
    expect(termsText).toContain("Sprzedawcą i usługodawcą jest Opony Kraków sp. z o.o.");
    // Markup is gone, links are written out in full.
    expect(termsText).not.toContain("**");
    expect(termsText).not.toContain("](");
    expect(termsText).toMatch(/https:\/\/sklep\.test\/zwrot-i-wymiana/);
    expect((await PDFDocument.load(terms)).getPageCount()).toBeGreaterThan(3);
    expect((await PDFDocument.load(terms)).getTitle()).toBe("Regulamin sklepu internetowego");

    const form = await attachment(mail.id, "formularz-odstapienia.pdf");
    expect(new TextDecoder().decode(form.slice(0, 5))).toBe("%PDF-");
    const formText = await pdfText(form);
    expect(formText).toContain("Wzór formularza odstąpienia od umowy");
    expect(formText).toContain("Adresat: Opony Kraków sp. z o.o., ul. Półłanki 18, 30-740 Kraków");
    expect(formText).toContain(`Zamówienie nr ${order.number} z dnia`);
    expect(formText).toContain(order.lines[0]!.name);
    expect(formText).toContain("(zawarcie umowy)");
    expect(formText).toContain("Imię i nazwisko konsumenta(-ów)");
    expect((await PDFDocument.load(form)).getPageCount()).toBe(1);
  });

  it("lists the attachments on the development outbox, which opens them as PDFs (and nowhere else)", async () => {
    const local = "http://127.0.0.1:8787"; // how `npm run dev` is reached (tests/hardening.test.ts: nowhere else)
    const page = await call("/dev/poczta", {}, { ENVIRONMENT: "development" }, local);
    expect(page.status).toBe(200);
    for (const name of PDF_FILES) {
      const path = `/dev/poczta/${mail.id}/${name}`;
      expect(page.text).toContain(`href="${path}"`);
      const file = await call(path, {}, { ENVIRONMENT: "development" }, local);
      expect(file.status, path).toBe(200);
      expect(file.type).toBe("application/pdf");
      expect(new TextDecoder().decode(file.body.slice(0, 5))).toBe("%PDF-");
      expect((await call(path, {}, { ENVIRONMENT: "production" }, local)).status).toBe(404);
      expect((await call(path, { headers: { "cf-connecting-ip": "127.0.0.1" } }, { ENVIRONMENT: "development" })).status).toBe(404);
    }
    expect((await call(`/dev/poczta/${mail.id}/brak.pdf`, {}, { ENVIRONMENT: "development" }, local)).status).toBe(404);
    expect((await call(`/dev/poczta/${mail.id}/..%2Fx.pdf`, {}, { ENVIRONMENT: "development" }, local)).status).toBe(404);
  });

  it("sends the same mail with both PDFs base64-encoded to an HTTP provider when one is configured", async () => {
    const sent: { url: string; body: { to: string[]; subject: string; text: string; attachments?: Record<string, string>[] } }[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (request.url === "https://mail.example/emails") sent.push({ url: request.url, body: await request.json() });
      return new Response("{}", { status: 200 });
    });
    const providerEmail = "dostawca@example.pl";
    const { number } = await placedOrder(await twoTyres(1), {
      email: providerEmail,
      bindings: { MAIL_API_URL: "https://mail.example/emails", MAIL_API_KEY: "klucz" },
    });
    expect(sent).toHaveLength(1);
    const { body } = sent[0]!;
    expect(body.to).toEqual([providerEmail]);
    expect(body.text).toContain(`zamówienie ${number}`);
    expect(body.text).toContain("KRS 0000734512");
    expect(body.attachments!.map((file) => [file.filename, file.content_type])).toEqual([
      ["regulamin.pdf", "application/pdf"],
      ["formularz-odstapienia.pdf", "application/pdf"],
    ]);
    const bytes = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const [terms, form] = body.attachments!.map((file) => bytes(file.content!));
    expect(new TextDecoder().decode(terms!.slice(0, 5))).toBe("%PDF-");
    expect(await pdfText(terms!)).toContain("§ 1. Postanowienia ogólne");
    expect(await pdfText(form!)).toContain(`Zamówienie nr ${number}`);
    // Nothing went to the outbox: the provider is the mailer.
    expect(await mailTo(providerEmail)).toBeNull();
  });
});

describe("the attached documents' text", () => {
  it("has a glyph for every character in the invoice fonts (nothing drawn as an empty box)", async () => {
    const facts = shopFacts(siteSettings(env));
    const sample = {
      number: "OK-2026-000042",
      created_at: "2026-11-25T10:00:00.000Z",
      lines: [{ name: "Dębica Frigo HP2 205/55 R16 91H", production_year: 2026, quantity: 4 }],
    } as unknown as OrderView;
    const text = JSON.stringify([termsDocument(facts), withdrawalFormDocument(facts, sample)]);
    for (const path of [INVOICE_FONT_PATHS.regular, INVOICE_FONT_PATHS.bold]) {
      const doc = await PDFDocument.create();
      doc.registerFontkit(fontkit);
      const font = await doc.embedFont(await (await env.ASSETS.fetch(`${ORIGIN}${path}`)).arrayBuffer());
      const supported = new Set(font.getCharacterSet());
      const missing = [...new Set(text)].filter((char) => !supported.has(char.codePointAt(0)!));
      expect(missing, path).toEqual([]);
    }
  });

  it("writes content links out in full and drops bold marks", () => {
    expect(plainText("Zobacz **[Reklamacja](/reklamacja)** i [formularz](#formularz).", "https://sklep.test")).toBe(
      "Zobacz Reklamacja (https://sklep.test/reklamacja) i formularz.",
    );
    expect(plainText("[https://eprel.ec.europa.eu](https://eprel.ec.europa.eu)", "https://sklep.test")).toBe("https://eprel.ec.europa.eu");
  });
});
