import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { PRICE_DROP_CONFIRM_PERCENT } from "../src/common/config/back-office";
import { formatPrice } from "../src/common/i18n/intl";
import { priceBoundsMessage } from "../src/common/price-guard";
import { offerPath } from "../src/common/routes";
import { basket, placedOrder, staffApi } from "./fixtures";
import { html, select } from "./helpers";
import { asStaff, noticeOf, OWNER, serveAccessCerts, STAFF, staffForm } from "./staff";

beforeAll(serveAccessCerts);

/**
 * Issue 34, point 2: a price mistake neither goes live nor stays in the Omnibus 30-day figure.
 * One set of bounds for every way a price changes; a deep cut or a price below purchase waits for
 * an owner; an owner marks a past price an error and the shop forgets it, flagging its orders.
 */

interface Offer {
  id: number;
  sku: string;
  price: number;
  slug: string;
}

/** A visible offer in stock with one price in its history (so no reduction is announced), by offset. */
async function plainOffer(offset: number): Promise<Offer> {
  const row = await env.DB.prepare(
    `SELECT v.id, v.sku, v.price, t.slug FROM variants v JOIN tyres t ON t.id = v.tyre_id
     WHERE v.hidden = 0 AND v.stock >= 8 AND v.price BETWEEN 30000 AND 90000 AND v.held_price IS NULL
       AND (SELECT COUNT(*) FROM price_history h WHERE h.variant_id = v.id) = 1
     ORDER BY v.id LIMIT 1 OFFSET ?1`,
  )
    .bind(offset)
    .first<Offer>();
  if (!row) throw new Error("the test catalogue has no such offer");
  return row;
}

const zloty = (grosze: number) => (grosze / 100).toFixed(2);

async function offerNow(id: number) {
  return env.DB.prepare("SELECT price, held_price FROM variants WHERE id = ?1")
    .bind(id)
    .first<{ price: number; held_price: number | null }>();
}

async function refusal(response: Response) {
  return (await response.json()) as { error_code: string; message: string; fields?: { message: string }[] };
}

/** The figure the data page's price chart marks: "Najniższa cena z ostatnich 30 dni: …" for the selected offer. */
async function chartLowest(offer: Offer): Promise<string> {
  const { status, body } = await html(offerPath(offer.slug, offer.sku));
  expect(status).toBe(200);
  const [marked] = await select(body, ".legend-omnibus strong");
  return marked?.text ?? "";
}

describe("one set of bounds for every price change", () => {
  it("refuses 0,01 zł from staff and from an owner, single or bulk, with the one message, writing nothing", async () => {
    const offer = await plainOffer(0);
    for (const email of [STAFF, OWNER]) {
      const single = await staffApi("PATCH", `/staff/offers/${offer.id}`, { price: "0.01", confirmed: true }, email);
      expect(single.status).toBe(400);
      const body = await refusal(single);
      expect(body.error_code).toBe("VALIDATION_ERROR");
      expect(JSON.stringify(body)).toContain(priceBoundsMessage(1));
      const bulk = await staffApi("POST", "/staff/offers/bulk", { ids: [offer.id], price: { mode: "set", value: "0.01" } }, email);
      expect(bulk.status).toBe(400);
      expect(JSON.stringify(await refusal(bulk))).toContain(priceBoundsMessage(1));
    }
    // −90 % of a 300–900 zł tyre falls under 50 zł: refused naming the offer.
    const percent = await staffApi("POST", "/staff/offers/bulk", {
      ids: [offer.id],
      price: { mode: "percent", value: "-90" },
      confirmed: true,
    });
    expect(percent.status).toBe(400);
    expect((await refusal(percent)).message).toContain(offer.sku);
    expect(await offerNow(offer.id)).toEqual({ price: offer.price, held_price: null });
  });
});

describe("a deep cut or a price below purchase waits for an owner", () => {
  it("holds a staff member's cut of more than the set share; the shop keeps selling at the old price; only an owner publishes it", async () => {
    const offer = await plainOffer(1);
    const cut = Math.round((offer.price * (100 - PRICE_DROP_CONFIRM_PERCENT - 10)) / 100);
    const response = await staffApi("PATCH", `/staff/offers/${offer.id}`, { price: zloty(cut) }, STAFF);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { changed: string[]; held: { price: string; reason: string } | null };
    expect(answer.changed).toEqual([]);
    expect(answer.held).toMatchObject({ price: zloty(cut), reason: "deep-cut" });
    expect(await offerNow(offer.id)).toEqual({ price: offer.price, held_price: cut });
    expect(await chartLowest(offer)).toBe(formatPrice(offer.price));

    const pricing = (await (await staffApi("GET", "/staff/pricing", undefined, STAFF)).json()) as {
      held: { id: number; reason: string | null }[];
    };
    expect(pricing.held.find((held) => held.id === offer.id)?.reason).toBe("deep-cut");

    // The back office offers the publish button to owners only; keeping the current price is anyone's.
    const buttons = async (email: string) => {
      const page = await (await asStaff("/panel/ceny", email)).text();
      return (await select(page, "button")).map((button) => button.text.trim());
    };
    expect(await buttons(STAFF)).toContain("Zostaw obecną");
    expect(await buttons(STAFF)).not.toContain("Opublikuj nową cenę");
    expect(await buttons(OWNER)).toContain("Opublikuj nową cenę");
    const byStaff = await staffApi("POST", `/staff/pricing/held/${offer.id}/publish`, undefined, STAFF);
    expect(byStaff.status).toBe(403);
    expect(await offerNow(offer.id)).toEqual({ price: offer.price, held_price: cut });
    const byOwner = await staffApi("POST", `/staff/pricing/held/${offer.id}/publish`, undefined, OWNER);
    expect(byOwner.status).toBe(200);
    expect(await offerNow(offer.id)).toEqual({ price: cut, held_price: null });
  });

  it("lets a small cut through at once, and an owner's confirmed deep cut too", async () => {
    const offer = await plainOffer(2);
    const small = offer.price - 1000;
    expect((await staffApi("PATCH", `/staff/offers/${offer.id}`, { price: zloty(small) }, STAFF)).status).toBe(200);
    expect(await offerNow(offer.id)).toEqual({ price: small, held_price: null });
    const deep = Math.round(small / 2);
    const unconfirmed = (await (await staffApi("PATCH", `/staff/offers/${offer.id}`, { price: zloty(deep) }, OWNER)).json()) as {
      held: unknown;
    };
    expect(unconfirmed.held).not.toBeNull();
    expect((await staffApi("PATCH", `/staff/offers/${offer.id}`, { price: zloty(deep), confirmed: true }, OWNER)).status).toBe(200);
    expect(await offerNow(offer.id)).toEqual({ price: deep, held_price: null });
  });

  it("holds a price under the purchase price with VAT, and a bulk cut, offer by offer", async () => {
    const offer = await plainOffer(3);
    const other = await plainOffer(4);
    // A wholesaler's source that costs 80 % of the price net (98.4 % gross): a 5 % cut sells below it.
    const purchaseNet = Math.round(offer.price * 0.8);
    // The own warehouse holds the offer's stock (migration 0022); its purchase price becomes known.
    await env.DB.prepare("UPDATE supplier_offers SET purchase_net = ?2 WHERE variant_id = ?1 AND supplier_id = 1 AND stock > 0")
      .bind(offer.id, purchaseNet)
      .run();
    const source = await env.DB.prepare("SELECT purchase_net FROM supplier_offers WHERE variant_id = ?1 AND supplier_id = 1")
      .bind(offer.id)
      .first();
    expect(source).toEqual({ purchase_net: purchaseNet });
    const response = await staffApi(
      "POST",
      "/staff/offers/bulk",
      { ids: [offer.id, other.id], price: { mode: "percent", value: "-5" } },
      STAFF,
    );
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { changed: { id: number }[]; held: { id: number; reason: string }[] };
    expect(answer.held).toEqual([expect.objectContaining({ id: offer.id, reason: "below-purchase" })]);
    expect(answer.changed.map((change) => change.id)).toEqual([other.id]);
    expect((await offerNow(offer.id))?.price).toBe(offer.price);
  });
});

describe("an owner marks a past price an error", () => {
  it("leaves it out of the 30-day figure and the chart, and flags the orders placed at it", async () => {
    const offer = await plainOffer(5);
    const mistake = Math.round(offer.price / 4);
    // The owner confirms a price that later proves a typo; a shopper buys at it; the price is put back.
    expect((await staffApi("PATCH", `/staff/offers/${offer.id}`, { price: zloty(mistake), confirmed: true }, OWNER)).status).toBe(200);
    const order = await placedOrder(await basket({ sku: offer.sku, quantity: 2 }));
    expect((await staffApi("PATCH", `/staff/offers/${offer.id}`, { price: zloty(offer.price) }, STAFF)).status).toBe(200);
    expect(await chartLowest(offer)).toBe(formatPrice(mistake));

    const detail = (await (await staffApi("GET", `/staff/offers/${offer.id}`)).json()) as {
      price_history: { id: number; price: string; current: boolean; error_reason: string | null }[];
    };
    const wrong = detail.price_history.find((point) => point.price === zloty(mistake))!;
    const current = detail.price_history.find((point) => point.current)!;
    const path = (entry: number) => `/staff/offers/${offer.id}/price-history/${entry}/error`;
    const reason = { reason: "Literówka: 1 zamiast 4 w cenie" };

    expect((await staffApi("POST", path(wrong.id), reason, STAFF)).status).toBe(403);
    expect((await refusal(await staffApi("POST", path(current.id), reason, OWNER))).error_code).toBe("CONFLICT");
    expect((await staffApi("POST", path(wrong.id), { reason: "x" }, OWNER)).status).toBe(400);
    expect(await chartLowest(offer)).toBe(formatPrice(mistake));

    // Only an owner sees the form; marking from it also drops the shop's cached pages of the tyre.
    const formsOn = async (email: string) =>
      select(await (await asStaff(`/panel/oferty/${offer.id}`, email)).text(), `form[action$="/ceny/${wrong.id}/blad"]`);
    expect(await formsOn(STAFF)).toHaveLength(0);
    expect(await formsOn(OWNER)).toHaveLength(1);
    const marked = await staffForm(`/panel/oferty/${offer.id}/ceny/${wrong.id}/blad`, reason, OWNER);
    expect(noticeOf(marked)).toMatch(/^ok:Oznaczono cenę jako błędną/);
    // The 30-day figure is the real price again; the chart's table no longer lists the mistake.
    expect(await chartLowest(offer)).toBe(formatPrice(offer.price));
    const { body } = await html(offerPath(offer.slug, offer.sku));
    expect((await select(body, ".price-history-table td")).map((cell) => cell.text)).not.toContain(formatPrice(mistake));
    const after = (await (await staffApi("GET", `/staff/offers/${offer.id}`)).json()) as {
      price_history: { id: number; error_reason: string | null }[];
      audit: { action: string }[];
    };
    expect(after.price_history.find((point) => point.id === wrong.id)?.error_reason).toBe(reason.reason);
    expect(after.audit.map((entry) => entry.action)).toContain("price_error_marked");
    expect((await staffApi("POST", path(wrong.id), reason, OWNER)).status).toBe(409);

    const { order: staffOrder } = (await (await staffApi("GET", `/staff/orders/${order.id}`)).json()) as {
      order: { price_errors: { sku: string; unit_price: string; reason: string }[] };
    };
    expect(staffOrder.price_errors).toEqual([{ sku: offer.sku, unit_price: zloty(mistake), reason: reason.reason }]);
    // The order page says so to whoever handles the order.
    const orderPage = await (await asStaff(`/panel/zamowienia/${order.id}`, STAFF)).text();
    expect((await select(orderPage, ".panel-notice-error strong")).map((element) => element.text)).toContain(
      "Zamówienie złożone po błędnej cenie.",
    );
  });
});
