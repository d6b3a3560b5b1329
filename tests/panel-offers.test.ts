import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { formatPrice } from "../src/common/i18n/intl";
import { priceBoundsMessage } from "../src/common/price-guard";
import { moneyString } from "../src/shop/db/queries/checkout";
import { offerPath } from "../src/common/routes";
import { basket, placeOrder, post, staffApi } from "./fixtures";
import { get, html } from "./helpers";
import { asStaff, noticeOf as cookieNotice, OWNER, serveAccessCerts, STAFF, staffForm } from "./staff";

/** The form's notice as staff read it (the cookie's value is URI-encoded once more by setCookie). */
function noticeOf(response: Response): string | null {
  const notice = cookieNotice(response);
  return notice !== null && /%[0-9A-F]{2}/.test(notice) ? decodeURIComponent(notice) : notice;
}

/**
 * The back office's "Ceny i stany" (issue 17 point 4). The test D1 is shared with every other file
 * of the run: offers come from the least popular tyres (no listing's first page shows them), each
 * test its own, and every check is relative to what was read first.
 */

interface Offer {
  id: number;
  tyre_id: number;
  sku: string;
  price: number;
  stock: number;
  hidden: number;
  slug: string;
  width: number;
  profile: number;
  rim: number;
  producer_slug: string;
  producer_name: string;
  model_name: string;
}

const OFFER_SQL = `SELECT v.id, v.tyre_id, v.sku, v.price, v.stock, v.hidden, t.slug, t.width, t.profile, t.rim,
    p.slug AS producer_slug, p.name AS producer_name, m.name AS model_name
  FROM variants v JOIN tyres t ON t.id = v.tyre_id JOIN producers p ON p.id = t.producer_id JOIN tread_models m ON m.id = t.model_id`;

/** The tyre `offset` places from the end of the least popular ones with at least two offers in stock; its offers by price. */
async function tyreOffers(offset: number): Promise<Offer[]> {
  const tyre = await env.DB.prepare(
    `SELECT t.id FROM tyres t
     WHERE (SELECT COUNT(*) FROM variants v WHERE v.tyre_id = t.id AND v.stock > 0 AND v.hidden = 0) >= 2
     ORDER BY t.popularity ASC, t.id DESC LIMIT 1 OFFSET ?`,
  )
    .bind(offset)
    .first<{ id: number }>();
  const { results } = await env.DB.prepare(`${OFFER_SQL} WHERE v.tyre_id = ? ORDER BY v.price, v.id`).bind(tyre!.id).all<Offer>();
  return results;
}

const offerById = (id: number) => env.DB.prepare(`${OFFER_SQL} WHERE v.id = ?`).bind(id).first<Offer>();
const summaryOf = (tyreId: number) =>
  env.DB.prepare("SELECT min_price, best_variant_id, offer_count FROM tyres WHERE id = ?")
    .bind(tyreId)
    .first<{ min_price: number | null; best_variant_id: number | null; offer_count: number }>();
const historyOf = (id: number) =>
  env.DB.prepare("SELECT price, valid_from FROM price_history WHERE variant_id = ? ORDER BY valid_from DESC, id DESC")
    .bind(id)
    .all<{ price: number; valid_from: number }>()
    .then((answer) => answer.results);
const auditOf = (id: number) =>
  env.DB.prepare("SELECT staff_name, action, before, after, at FROM audit_log WHERE entity = 'offer' AND entity_id = ? ORDER BY id DESC")
    .bind(id)
    .all<{ staff_name: string; action: string; before: string; after: string; at: number }>()
    .then((answer) => answer.results);

/** What the summary should be: cheapest visible offer in stock, visible offers counted. */
async function expectedSummary(tyreId: number) {
  const best = await env.DB.prepare(
    "SELECT id, price FROM variants WHERE tyre_id = ? AND stock > 0 AND hidden = 0 ORDER BY price, production_year DESC LIMIT 1",
  )
    .bind(tyreId)
    .first<{ id: number; price: number }>();
  const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM variants WHERE tyre_id = ? AND hidden = 0")
    .bind(tyreId)
    .first<{ n: number }>();
  return { min_price: best?.price ?? null, best_variant_id: best?.id ?? null, offer_count: count!.n };
}

interface SearchAnswer {
  offers: { id: number; sku: string; hidden: boolean; price: string; tyre: { size: string; producer: string } }[];
  total: number;
  pages: number;
}

const search = async (query: Record<string, string>) => {
  const response = await staffApi("GET", `/staff/offers?${new URLSearchParams(query)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as SearchAnswer;
};

const text = async (path: string, email = OWNER) => (await (await asStaff(path, email)).text()).replaceAll("<!-- -->", "");

describe("back office: prices and stock (Ceny i stany)", () => {
  beforeAll(serveAccessCerts);

  it("finds offers by size in every spelling, by producer name or slug, by model and by sku prefix", async () => {
    const [offer] = await tyreOffers(0);
    const size = `${offer!.width}/${offer!.profile} R${offer!.rim}`;
    const spellings = [size, `${offer!.width}/${offer!.profile}/${offer!.rim}`, `${offer!.width}${offer!.profile}${offer!.rim}`];
    const totals = [];
    for (const spelling of spellings) {
      const answer = await search({ size: spelling, producer: offer!.producer_slug });
      expect(answer.offers.every((found) => found.tyre.size === size && found.tyre.producer === offer!.producer_name)).toBe(true);
      expect(answer.offers.map((found) => found.sku)).toContain(offer!.sku);
      totals.push(answer.total);
    }
    expect(new Set(totals).size).toBe(1);
    const byName = await search({ size, producer: offer!.producer_name.toUpperCase() });
    expect(byName.total).toBe(totals[0]);
    const byModel = await search({ size, model: offer!.model_name });
    expect(byModel.offers.map((found) => found.sku)).toContain(offer!.sku);

    const bySku = await search({ sku: offer!.sku.toLowerCase() });
    expect(bySku.offers.map((found) => found.sku)).toEqual([offer!.sku]);
    const prefix = offer!.sku.slice(0, Math.max(3, offer!.sku.length - 2));
    const byPrefix = await search({ sku: prefix });
    expect(byPrefix.offers.length).toBeGreaterThan(0);
    expect(byPrefix.offers.every((found) => found.sku.startsWith(prefix))).toBe(true);

    // The panel's list: the filter form keeps the query, each row a labelled checkbox in the bulk form.
    const page = await text(`/panel/oferty?sku=${encodeURIComponent(offer!.sku)}`);
    expect(page).toContain("Znaleziono: 1 oferta.");
    expect(page).toContain(`name="ids" value="${offer!.id}"`);
    expect(page).toContain(`aria-label="Zaznacz ofertę ${offer!.sku}"`);
    expect(page).toContain(`href="/panel/oferty/${offer!.id}"`);
    expect(page).toContain('aria-current="page"');
    expect(page).toContain(`href="${offerPath(offer!.slug, offer!.sku).replaceAll("&", "&amp;")}"`);
  });

  it("changes one offer's price: price_history, audit, the tyre's summary and the data page follow", async () => {
    const offers = await tyreOffers(1);
    const cheapest = offers[0]!;
    const started = Date.now();
    const newPrice = Math.max(100, cheapest.price - 2000);
    const response = await staffForm(`/panel/oferty/${cheapest.id}`, {
      price: moneyString(newPrice).replace(".", ","),
      stock: String(cheapest.stock),
      visibility: "show",
      was_price: moneyString(cheapest.price),
      was_stock: String(cheapest.stock),
      was_hidden: "0",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/panel/oferty/${cheapest.id}`);
    expect(noticeOf(response)).toBe("ok:Zapisano zmiany oferty.");

    const after = await offerById(cheapest.id);
    expect(after).toMatchObject({ price: newPrice, stock: cheapest.stock, hidden: 0 });
    const [latest] = await historyOf(cheapest.id);
    expect(latest!.price).toBe(newPrice);
    expect(latest!.valid_from).toBeGreaterThanOrEqual(started);
    const [audit] = await auditOf(cheapest.id);
    expect(audit).toMatchObject({ staff_name: "Anna Nowak", action: "update" });
    expect(JSON.parse(audit!.before)).toEqual({ price: moneyString(cheapest.price) });
    expect(JSON.parse(audit!.after)).toEqual({ price: moneyString(newPrice) });
    expect(await summaryOf(cheapest.tyre_id)).toEqual(await expectedSummary(cheapest.tyre_id));
    expect((await summaryOf(cheapest.tyre_id))!.min_price).toBe(newPrice);

    const data = await html(offerPath(cheapest.slug, cheapest.sku));
    expect(data.status).toBe(200);
    expect(/<li class="offer selected">[\s\S]*?<span class="offer-price">([^<]+)/.exec(data.body)?.[1]).toBe(formatPrice(newPrice));

    // The offer's page: facts, the price history and the audit trail in readable Polish.
    const page = await text(`/panel/oferty/${cheapest.id}`);
    expect(page).toContain(`Oferta ${cheapest.sku}`);
    expect(page).toContain("Historia cen (90 dni)");
    expect(page).toContain(`cena: ${formatPrice(cheapest.price)} → ${formatPrice(newPrice)}`);
    expect(page).toContain("Anna Nowak");
    expect(page).toContain("Zmiana oferty");
  });

  it("changes several offers by a percentage in one go, rounded to whole złoty", async () => {
    const offers = [...(await tyreOffers(2)), ...(await tyreOffers(3))].slice(0, 4);
    const response = await staffForm(
      "/panel/oferty/zmiana",
      { ids: offers.map((offer) => String(offer.id)), price_mode: "percent", price_value: "-5", back: "/panel/oferty?size=x" },
      STAFF,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/panel/oferty?size=x");
    expect(noticeOf(response)).toBe(`ok:Zapisano zmiany: ${offers.length} oferty.`);
    for (const offer of offers) {
      const expected = Math.round((offer.price * 0.95) / 100) * 100;
      expect((await offerById(offer.id))!.price, offer.sku).toBe(expected);
      expect((await historyOf(offer.id))[0]!.price).toBe(expected);
      const [audit] = await auditOf(offer.id);
      expect(audit).toMatchObject({ staff_name: "Piotr Wiśniewski", action: "bulk_update" });
      expect(JSON.parse(audit!.after)).toEqual({ price: moneyString(expected) });
      expect(await summaryOf(offer.tyre_id)).toEqual(await expectedSummary(offer.tyre_id));
    }
    // A return address outside the list is not followed.
    const elsewhere = await staffForm("/panel/oferty/zmiana", { ids: [String(offers[0]!.id)], back: "https://evil.example/" });
    expect(elsewhere.headers.get("location")).toBe("/panel/oferty");
    expect(noticeOf(elsewhere)).toBe("error:Sprawdź wprowadzone dane. Wybierz, co zmienić: cenę, stan albo widoczność.");
  });

  it("refuses a change that would bring any price to 0 zł or below, naming the offer, and writes nothing", async () => {
    const offers = await tyreOffers(4);
    const ids = offers.map((offer) => offer.id);
    const snapshot = async () => ({
      offers: await Promise.all(ids.map(offerById)),
      history: await Promise.all(ids.map(historyOf)),
      audit: await Promise.all(ids.map(auditOf)),
      summary: await summaryOf(offers[0]!.tyre_id),
    });
    const before = await snapshot();
    const cheapest = offers[0]!;
    // Exactly the cheapest price off: the cheapest lands on 0 zł, outside the bounds every price meets.
    const response = await staffApi("POST", "/staff/offers/bulk", {
      ids,
      price: { mode: "amount", value: `-${moneyString(cheapest.price)}` },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error_code: string; message: string };
    expect(body.error_code).toBe("VALIDATION_ERROR");
    expect(body.message).toMatch(/^Cena [\d,\s]+zł oferty \S+ \(/);
    expect(body.message).toContain("jest poza dozwolonym zakresem");
    const viaPanel = await staffForm("/panel/oferty/zmiana", { ids: ids.map(String), price_mode: "set", price_value: "0" });
    expect(noticeOf(viaPanel)).toBe(`error:Sprawdź wprowadzone dane. ${priceBoundsMessage(0)}`);
    const refusedAmount = await staffForm("/panel/oferty/zmiana", {
      ids: ids.map(String),
      price_mode: "amount",
      price_value: `-${moneyString(cheapest.price + 100)}`,
    });
    expect(noticeOf(refusedAmount)).toContain("jest poza dozwolonym zakresem");
    const after = await snapshot();
    expect(after.offers.map((offer) => offer!.price)).toEqual(before.offers.map((offer) => offer!.price));
    expect(after.summary).toEqual(before.summary);
    expect(after.history).toEqual(before.history);
    expect(after.audit).toEqual(before.audit);
  });

  it("sets and adds stock, refuses a negative stock, and the summary follows a sell-out", async () => {
    const offers = await tyreOffers(5);
    const cheapest = offers[0]!;
    const set = await staffApi("PATCH", `/staff/offers/${cheapest.id}`, { stock: 0 });
    expect(set.status).toBe(200);
    const answer = (await set.json()) as { changed: string[]; offer: { stock: number; is_best: boolean } };
    expect(answer.changed).toEqual(["stock"]);
    expect(answer.offer.stock).toBe(0);
    expect(answer.offer.is_best).toBe(false);
    expect(await summaryOf(cheapest.tyre_id)).toEqual(await expectedSummary(cheapest.tyre_id));
    expect((await summaryOf(cheapest.tyre_id))!.best_variant_id).not.toBe(cheapest.id);
    const [audit] = await auditOf(cheapest.id);
    expect([JSON.parse(audit!.before), JSON.parse(audit!.after)]).toEqual([{ stock: cheapest.stock }, { stock: 0 }]);
    expect((await historyOf(cheapest.id))[0]?.price).toBe(cheapest.price);

    const added = await staffForm("/panel/oferty/zmiana", {
      ids: offers.map((offer) => String(offer.id)),
      stock_mode: "add",
      stock_value: "+3",
    });
    expect(noticeOf(added)).toMatch(/^ok:Zapisano zmiany/);
    for (const offer of offers) {
      expect((await offerById(offer.id))!.stock).toBe((offer.id === cheapest.id ? 0 : offer.stock) + 3);
    }
    expect(await summaryOf(cheapest.tyre_id)).toEqual(await expectedSummary(cheapest.tyre_id));

    const negative = await staffApi("POST", "/staff/offers/bulk", { ids: [cheapest.id], stock: { mode: "add", value: -4 } });
    expect(negative.status).toBe(400);
    expect(((await negative.json()) as { message: string }).message).toContain(`Stan oferty ${cheapest.sku}`);
    expect((await offerById(cheapest.id))!.stock).toBe(3);

    // The offer page's form sends only what changed.
    const same = await staffForm(`/panel/oferty/${cheapest.id}`, {
      price: moneyString(cheapest.price),
      stock: "3",
      visibility: "show",
      was_price: moneyString(cheapest.price),
      was_stock: "3",
      was_hidden: "0",
    });
    expect(noticeOf(same)).toBe("ok:Bez zmian.");
  });

  it("never puts back stock an order took after the offer's form was opened", async () => {
    const offer = (await tyreOffers(9))[0]!;
    const form = {
      price: moneyString(offer.price),
      stock: String(offer.stock + 10),
      visibility: "show",
      was_price: moneyString(offer.price),
      was_stock: String(offer.stock),
      was_hidden: "0",
    };
    // A shopper buys 2 while the member is typing.
    await env.DB.prepare("UPDATE variants SET stock = stock - 2 WHERE id = ?").bind(offer.id).run();
    const stale = await staffForm(`/panel/oferty/${offer.id}`, form);
    expect(noticeOf(stale)).toMatch(/^error:Stan oferty .* zmienił się w międzyczasie/);
    expect((await offerById(offer.id))!.stock).toBe(offer.stock - 2);
    // With the form's view refreshed, the change goes through.
    const fresh = await staffForm(`/panel/oferty/${offer.id}`, { ...form, was_stock: String(offer.stock - 2) });
    expect(noticeOf(fresh)).toMatch(/^ok:/);
    expect((await offerById(offer.id))!.stock).toBe(offer.stock + 10);
  });

  it("hides an offer from the shop (data page, summary, basket, order) and unhides it", async () => {
    const offers = await tyreOffers(6);
    const best = offers[0]!;
    const summaryBefore = await summaryOf(best.tyre_id);
    expect(summaryBefore!.best_variant_id).toBe(best.id);
    // A shopper has it in the basket already.
    const token = await basket({ sku: best.sku, quantity: 1 });

    const hide = await staffForm("/panel/oferty/zmiana", { ids: [String(best.id)], visibility: "hide" });
    expect(noticeOf(hide)).toBe("ok:Zapisano zmiany: 1 oferta.");
    expect((await offerById(best.id))!.hidden).toBe(1);
    const hiddenSummary = await summaryOf(best.tyre_id);
    expect(hiddenSummary).toEqual(await expectedSummary(best.tyre_id));
    expect(hiddenSummary!.best_variant_id).not.toBe(best.id);
    expect(hiddenSummary!.offer_count).toBe(summaryBefore!.offer_count - 1);

    const data = await html(`/dane-opony/${best.slug}`);
    expect(data.status).toBe(200);
    expect(data.body).not.toContain(best.sku);
    const detail = (await (await get(`/api/v1/catalogue/tyres/${best.slug}`)).json()) as { variants: { sku: string }[] };
    expect(detail.variants.map((variant) => variant.sku)).not.toContain(best.sku);

    const add = await post("/api/v1/checkout", { sku: best.sku, quantity: 1 });
    expect(add.status).toBe(409);
    expect(((await add.json()) as { error_code: string }).error_code).toBe("VARIANT_SOLD_OUT");
    const held = (await (await get(`/api/v1/checkout/${token}`)).json()) as { lines: { sku: string; stock: number }[] };
    expect(held.lines).toEqual([expect.objectContaining({ sku: best.sku, stock: 0 })]);
    const order = await placeOrder(token, { email: "jan@example.pl" });
    expect(order.status).toBe(409);
    expect(((await order.json()) as { error_code: string }).error_code).toBe("VARIANT_SOLD_OUT");
    expect((await offerById(best.id))!.stock).toBe(best.stock);

    // The list marks it; "hidden only" finds it.
    const hiddenOnly = await search({ hidden: "1", sku: best.sku });
    expect(hiddenOnly.offers.map((offer) => [offer.sku, offer.hidden])).toEqual([[best.sku, true]]);
    const page = await text(`/panel/oferty?hidden=1&sku=${best.sku}`);
    expect(page).toContain("Ukryta");

    const show = await staffApi("PATCH", `/staff/offers/${best.id}`, { hidden: false });
    expect(show.status).toBe(200);
    expect(await summaryOf(best.tyre_id)).toEqual(summaryBefore);
    expect((await post("/api/v1/checkout", { sku: best.sku, quantity: 1 })).status).toBe(201);
    const back = await html(offerPath(best.slug, best.sku));
    expect(back.body).toContain(best.sku);
    const trail = await text(`/panel/oferty/${best.id}`);
    expect(trail).toContain("widoczność: widoczna → ukryta");
    expect(trail).toContain("widoczność: ukryta → widoczna");
    expect(trail).toContain("Zmiana grupowa");
  });

  it("answers bad input with 400 and Polish messages, unknown offers with 404, never 500", async () => {
    const [offer] = await tyreOffers(7);
    const refusals: [string, string, unknown][] = [
      ["PATCH", `/${offer!.id}`, { price: "abc" }],
      ["PATCH", `/${offer!.id}`, { price: "0.00" }],
      ["PATCH", `/${offer!.id}`, { price: "12.345" }],
      ["PATCH", `/${offer!.id}`, { stock: -1 }],
      ["PATCH", `/${offer!.id}`, { stock: 1.5 }],
      ["PATCH", `/${offer!.id}`, { hidden: "tak" }],
      ["PATCH", `/${offer!.id}`, {}],
      ["PATCH", `/${offer!.id}`, "{not json"],
      ["PATCH", `/${offer!.id}`, []],
      ["POST", "/bulk", { ids: [], price: { mode: "percent", value: "-5" } }],
      ["POST", "/bulk", { ids: [offer!.id] }],
      ["POST", "/bulk", { ids: ["x"], hidden: true }],
      ["POST", "/bulk", { ids: [offer!.id], price: { mode: "percent", value: "-500" } }],
      ["POST", "/bulk", { ids: [offer!.id], price: { mode: "double", value: "2" } }],
      ["POST", "/bulk", { ids: Array.from({ length: 51 }, (_, index) => index + 1), hidden: true }],
      ["GET", "?size=abc", undefined],
      ["GET", "?page=0", undefined],
      ["GET", "?hidden=yes", undefined],
      ["GET", "/abc", undefined],
    ];
    for (const [method, path, body] of refusals) {
      const response = await staffApi(method, `/staff/offers${path}`, body);
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      const answer = (await response.json()) as { error_code: string; message: string; fields?: { message: string }[] };
      expect(answer.error_code).toMatch(/^(VALIDATION_ERROR|BAD_REQUEST)$/);
      const said = [answer.message, ...(answer.fields ?? []).map((field) => field.message)].join(" ");
      expect(said, `${method} ${path}`).toMatch(/[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]|Podaj|Wybierz|Cen|Stan|Numer|Rozmiar|Zaznacz|Filtr/);
    }
    const missing = await staffApi("GET", "/staff/offers/999999999");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error_code: "NOT_FOUND", message: "Nie ma takiej oferty." });
    const missingBulk = await staffApi("POST", "/staff/offers/bulk", { ids: [offer!.id, 999999998], hidden: true });
    expect(missingBulk.status).toBe(404);
    expect((await offerById(offer!.id))!.hidden).toBe(0);
    expect((await get("/api/v1/staff/offers")).status).toBe(401);

    // The panel: a refused form comes back with the API's message; a bad filter shows it on the list.
    const refused = await staffForm(`/panel/oferty/${offer!.id}`, {
      price: "abc",
      stock: String(offer!.stock),
      visibility: "show",
      was_price: moneyString(offer!.price),
      was_stock: String(offer!.stock),
      was_hidden: "0",
    });
    expect(refused.status).toBe(303);
    expect(noticeOf(refused)).toMatch(/^error:Sprawdź wprowadzone dane\. Cenę podaj w złotych/);
    const list = await asStaff("/panel/oferty?size=abc");
    expect(list.status).toBe(200);
    const body = await list.text();
    expect(body).toContain('role="alert"');
    expect(body).toContain("Rozmiar wpisz jak 205/55 R16");
    expect((await asStaff("/panel/oferty/999999999")).status).toBe(404);
    expect((await asStaff("/panel/oferty/abc")).status).toBe(404);
    expect((await offerById(offer!.id))!.price).toBe(offer!.price);
  });
});
