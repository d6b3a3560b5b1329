import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { SHOP_HEADER } from "../src/common/feed-columns";
import { importFeedText } from "../src/shop/catalogue-import/run";
import { SEASONS, VEHICLE_TYPES } from "../src/common/config/storefront";
import { moneyString } from "../src/shop/db/queries/checkout";
import {
  LISTING_FACETS_RECOUNT_SQL,
  recountListingFacets,
  type SearchQuery,
  searchStatements,
  searchTyres,
} from "../src/shop/db/queries/search";
import { basket, placedOrder } from "./fixtures";
import { get } from "./helpers";
import { noticeOf, OWNER, serveAccessCerts, staffForm } from "./staff";

/**
 * The kept facet counts (listing_facet_counts, migration 0019): a listing filtered by season
 * and/or vehicle type alone reads its total and facets from them, and they must equal counting
 * the tyres, for every facet value, before and after each kind of write that moves an offer
 * summary: an order, its cancellation, a staff price or visibility change, a feed import.
 */

const SHAPES: Omit<SearchQuery, "limit" | "offset">[] = [
  {},
  ...SEASONS.map((season) => ({ season })),
  ...VEHICLE_TYPES.map((vehicle) => ({ vehicle })),
  { season: "zimowe", vehicle: "osobowe-suv" },
  { season: "letnie", vehicle: "dostawcze" },
];

const keptRows = async () =>
  (await env.DB.prepare("SELECT season, vehicle_type, facet, value, count FROM listing_facet_counts ORDER BY 1, 2, 3, 4").all()).results;
const recountedRows = async () => (await env.DB.prepare(`SELECT * FROM (${LISTING_FACETS_RECOUNT_SQL}) ORDER BY 1, 2, 3, 4`).all()).results;

/**
 * Every kept row equals a recount (also the price rows, of which a listing shows only the range),
 * and every shape's answer from the kept counts equals the live count's.
 */
async function expectKeptEqualsLive() {
  expect(await keptRows()).toEqual(await recountedRows());
  for (const shape of SHAPES) {
    const query = { ...shape, limit: 24, offset: 0 };
    expect(searchStatements(query).some((statement) => statement.sql.includes("listing_facet_counts"))).toBe(true);
    const [kept, live] = [await searchTyres(env.DB, query), await searchTyres(env.DB, query, "live")];
    expect(kept, JSON.stringify(shape)).toEqual(live);
  }
  const whole = await searchTyres(env.DB, { season: "zimowe", limit: 24, offset: 0 });
  expect(whole.total).toBeGreaterThan(100);
  expect(whole.facets.width.length).toBeGreaterThan(5);
  return whole;
}

const seasonOf = (season: (typeof SEASONS)[number]) => searchTyres(env.DB, { season, limit: 1, offset: 0 });
const summaryOf = (tyreId: number) =>
  env.DB.prepare("SELECT season, min_price, offer_count FROM tyres WHERE id = ?")
    .bind(tyreId)
    .first<{ season: (typeof SEASONS)[number]; min_price: number | null; offer_count: number }>();

describe("kept facet counts of season and vehicle listings", () => {
  beforeAll(serveAccessCerts);

  it("equal live counts on the seeded catalogue, and the shop API answers them", async () => {
    const whole = await expectKeptEqualsLive();
    const response = await get("/api/v1/catalogue/search?season=zimowe&limit=24");
    const answer = (await response.json()) as { total: number; facets: unknown };
    expect({ total: answer.total, facets: answer.facets }).toEqual({ total: whole.total, facets: whole.facets });
    // Any other filter counts live: the kept counts do not know it.
    expect(searchStatements({ season: "zimowe", rim: 16, limit: 24, offset: 0 }).some((s) => s.sql.includes("listing_facet_counts"))).toBe(
      false,
    );
    expect(
      searchStatements({ season: "zimowe", priceMax: 50_000, limit: 24, offset: 0 }).some((s) => s.sql.includes("listing_facet_counts")),
    ).toBe(false);
  });

  it("follow an order that takes a tyre's last pieces, and its cancellation that gives them back", async () => {
    // A tyre with one offer in stock, a few pieces: ordering them all sells the tyre out.
    const offer = await env.DB.prepare(
      `SELECT v.sku, v.stock, v.tyre_id FROM variants v JOIN tyres t ON t.id = v.tyre_id
       WHERE v.hidden = 0 AND v.stock BETWEEN 1 AND 8 AND t.best_variant_id = v.id
         AND (SELECT COUNT(*) FROM variants o WHERE o.tyre_id = t.id AND o.stock > 0 AND o.hidden = 0) = 1
       ORDER BY t.id LIMIT 1`,
    ).first<{ sku: string; stock: number; tyre_id: number }>();
    const before = await summaryOf(offer!.tyre_id);
    const token = await basket({ sku: offer!.sku, quantity: offer!.stock });
    const { id } = await placedOrder(token, { email: `fasety-${crypto.randomUUID().slice(0, 8)}@example.pl` });
    expect((await summaryOf(offer!.tyre_id))!.min_price).toBeNull();
    await expectKeptEqualsLive();

    const cancel = await staffForm(`/panel/zamowienia/${id}/status`, { action: "cancel", reason: "customer_request" }, OWNER);
    expect(noticeOf(cancel)).toContain("anulowane");
    expect(await summaryOf(offer!.tyre_id)).toEqual(before);
    await expectKeptEqualsLive();
  });

  it("follow a staff price change below a season's cheapest, and hiding a tyre's every offer", async () => {
    const offer = await env.DB.prepare(
      `SELECT v.id, v.price, v.stock, v.tyre_id FROM variants v JOIN tyres t ON t.id = v.tyre_id
       WHERE t.season = 'letnie' AND t.best_variant_id = v.id ORDER BY t.id DESC LIMIT 1`,
    ).first<{ id: number; price: number; stock: number; tyre_id: number }>();
    const cheapest = (await seasonOf("letnie")).facets.price!.min;
    const newPrice = cheapest - 100;
    const change = await staffForm(`/panel/oferty/${offer!.id}`, {
      price: moneyString(newPrice).replace(".", ","),
      stock: String(offer!.stock),
      visibility: "show",
      was_price: moneyString(offer!.price),
      was_stock: String(offer!.stock),
      was_hidden: "0",
      // The owner's deliberate cut below the season's cheapest (a deeper one than the set share waits otherwise).
      confirm_price: "1",
    });
    expect(noticeOf(change)).toBe("ok:Zapisano zmiany oferty.");
    expect((await seasonOf("letnie")).facets.price!.min).toBe(newPrice);
    await expectKeptEqualsLive();

    const total = (await seasonOf("letnie")).total;
    const { results } = await env.DB.prepare("SELECT id FROM variants WHERE tyre_id = ? AND hidden = 0")
      .bind(offer!.tyre_id)
      .all<{ id: number }>();
    const ids = results.map((row) => String(row.id));
    expect(noticeOf(await staffForm("/panel/oferty/zmiana", { ids, visibility: "hide" }))).toContain("ok:");
    expect((await summaryOf(offer!.tyre_id))!.offer_count).toBe(0);
    expect((await seasonOf("letnie")).total).toBe(total - 1);
    await expectKeptEqualsLive();

    expect(noticeOf(await staffForm("/panel/oferty/zmiana", { ids, visibility: "show" }))).toContain("ok:");
    expect((await seasonOf("letnie")).total).toBe(total);
    await expectKeptEqualsLive();
  });

  it("follow a feed import chunk: a new tyre, then its offer sold out by the next feed", async () => {
    // GS1 prefix 299 (internal numbering), a serial no other test uses.
    const ean = (() => {
      const body = "299000770021";
      const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
      return body + ((10 - (sum % 10)) % 10);
    })();
    const values: Record<string, string | number> = {
      ean,
      kod_dostawcy: "FACETS-1",
      producent: "Michelin",
      model: "Alpin 6",
      szerokosc: 205,
      profil: 55,
      srednica: 16,
      konstrukcja: "R",
      indeks_nosnosci: 91,
      indeks_predkosci: "H",
      sezon: "zimowe",
      typ_pojazdu: "osobowe",
      klasa_opony: "C1",
      klasa_paliwowa: "C",
      przyczepnosc: "B",
      halas_db: 70,
      klasa_halasu: "B",
      snieg: "tak",
      lod: "nie",
      dot: "1226",
      // Within the import's price range, below every seeded winter tyre: the season's cheapest.
      cena_brutto: "60,00",
      stan: 8,
    };
    const feed = (changes: Record<string, string | number>) =>
      [SHOP_HEADER.join(";"), SHOP_HEADER.map((column) => ({ ...values, ...changes })[column] ?? "").join(";")].join("\n");
    const before = await seasonOf("zimowe");
    expect(before.facets.price!.min).toBeGreaterThan(6000);

    const created = await importFeedText(env.DB, feed({}), { fileName: "fasety.csv", partial: true });
    expect([created.failed, created.created]).toEqual([null, 1]);
    const winter = await seasonOf("zimowe");
    expect(winter.total).toBe(before.total + 1);
    expect(winter.facets.price!.min).toBe(6000);
    await expectKeptEqualsLive();

    const soldOut = await importFeedText(env.DB, feed({ stan: 0 }), { fileName: "fasety-2.csv", partial: true });
    expect([soldOut.failed, soldOut.updated]).toEqual([null, 1]);
    expect((await seasonOf("zimowe")).facets.price).toEqual(before.facets.price);
    await expectKeptEqualsLive();
  });

  it("are recounted by the nightly run, which says how many rows were wrong", async () => {
    await env.DB.prepare(
      "UPDATE listing_facet_counts SET count = count + 5 WHERE season = 'letnie' AND facet = 'width' AND value = 205",
    ).run();
    await env.DB.prepare("DELETE FROM listing_facet_counts WHERE season = 'zimowe' AND facet = 'xl'").run();
    expect(await keptRows()).not.toEqual(await recountedRows());
    expect(await recountListingFacets(env.DB)).toBeGreaterThanOrEqual(3);
    await expectKeptEqualsLive();
    expect(await recountListingFacets(env.DB)).toBe(0);
  });
});
