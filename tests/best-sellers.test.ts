import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { BEST_SELLERS_DAYS, BEST_SELLERS_MIN_ORDERS, PRODUCER_FILTER_PINNED } from "../src/common/config/merchandising";
import { sellingSeason, sellingSeasonTyres } from "../src/common/selling-season";
import type { BestSellers } from "../src/site/shop-client";
import { basket, placedOrder } from "./fixtures";
import { get, html, select } from "./helpers";

/**
 * The home page's best sellers (issue 35): counted from the order lines of the last
 * BEST_SELLERS_DAYS days, only orders that count as a sale (a cancelled, unpaid, older or other
 * season's order never does), ranked by orders, with popularity standing in while orders are few.
 * This file's D1 is its own: the orders it places are the only ones there.
 */

const WINTER = "zimowe,caloroczne";

async function bestSellers(query: string): Promise<BestSellers> {
  const response = await get(`/api/v1/catalogue/best-sellers?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

interface OnSale {
  modelId: number;
  tyreId: number;
  slug: string;
  sku: string;
  producer: string;
}

/** One tyre on sale of each of the least popular tread models of a season (their cheapest offer with stock for a few orders). */
async function leastPopularModels(season: string, count: number): Promise<OnSale[]> {
  const { results } = await env.DB.prepare(
    `SELECT t.model_id AS modelId, t.id AS tyreId, t.slug, v.sku, p.slug AS producer
     FROM tyres t JOIN variants v ON v.id = t.best_variant_id JOIN producers p ON p.id = t.producer_id
     WHERE t.season = ? AND t.offer_count > 0 AND t.min_price IS NOT NULL AND v.stock >= 8 AND v.hidden = 0
     ORDER BY t.popularity, t.id`,
  )
    .bind(season)
    .all<OnSale>();
  const byModel = new Map<number, OnSale>();
  for (const row of results) if (!byModel.has(row.modelId)) byModel.set(row.modelId, row);
  return [...byModel.values()].slice(0, count);
}

/** Places an order of one piece of `tyre` and gives it the status (as the back office or the schedule would) and age asked for. */
async function order(tyre: OnSale, status: string, daysAgo = 1): Promise<void> {
  const placed = await placedOrder(await basket({ sku: tyre.sku, quantity: 1 }));
  await env.DB.prepare("UPDATE orders SET status = ?, created_at = ? WHERE number = ?")
    .bind(status, Date.now() - daysAgo * 24 * 60 * 60 * 1000, placed.number)
    .run();
}

describe("the season's best sellers (GET /api/v1/catalogue/best-sellers)", () => {
  it("names the selling season by the month in Warsaw: winter from October to March", () => {
    const at = (iso: string) => sellingSeason(Date.parse(iso));
    expect(at("2026-10-01T00:30:00+02:00")).toBe("zimowe");
    expect(at("2027-01-15T12:00:00+01:00")).toBe("zimowe");
    expect(at("2027-03-31T23:30:00+02:00")).toBe("zimowe");
    // 1 April 00:30 in Warsaw is still 31 March in UTC.
    expect(at("2027-04-01T00:30:00+02:00")).toBe("letnie");
    expect(at("2027-09-30T12:00:00+02:00")).toBe("letnie");
    expect(sellingSeasonTyres("zimowe")).toEqual(["zimowe", "caloroczne"]);
    expect(sellingSeasonTyres("letnie")).toEqual(["letnie", "caloroczne"]);
  });

  it("falls back to the most popular tyres, one per tread model, while there are no orders", async () => {
    const answer = await bestSellers(`season=${WINTER}&limit=8&producer_limit=12`);
    expect(answer.days).toBe(BEST_SELLERS_DAYS);
    expect(answer.tyres).toMatchObject({ basis: "popularity", orders: 0 });
    expect(answer.tyres.items).toHaveLength(8);
    for (const tyre of answer.tyres.items) {
      expect(["zimowe", "caloroczne"]).toContain(tyre.season);
      expect(tyre.inStock).toBe(true);
      expect(tyre.sold).toBeNull();
    }
    expect(new Set(answer.tyres.items.map((tyre) => tyre.model.slug)).size).toBe(8);
    const popularity = answer.tyres.items.map((tyre) => tyre.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    // The producers by their tyres on sale, as the listing's producer filter counts them.
    expect(answer.producers.basis).toBe("popularity");
    expect(answer.producers.items).toHaveLength(12);
    const tyres = answer.producers.items.map((producer) => producer.tyres);
    expect(tyres).toEqual([...tyres].sort((a, b) => b - a));
    const michelin = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM tyres t JOIN producers p ON p.id = t.producer_id WHERE p.slug = 'michelin' AND t.offer_count > 0",
    ).first<{ n: number }>();
    const listed = answer.producers.items.find((producer) => producer.slug === "michelin");
    if (listed) expect(listed.tyres).toBe(michelin?.n);
  });

  it("ranks by orders once there are enough: cancelled, unpaid, older and other seasons' orders never count", async () => {
    const [a, b, cancelled, old] = await leastPopularModels("zimowe", 4);
    const [summer] = await leastPopularModels("letnie", 1);
    if (!a || !b || !cancelled || !old || !summer) throw new Error("the test catalogue has too few tyres on sale");

    // Fewer sales than the minimum rank nothing yet.
    await order(a, "paid");
    await order(a, "delivered");
    expect(BEST_SELLERS_MIN_ORDERS).toBeGreaterThan(2);
    expect((await bestSellers(`season=${WINTER}`)).tyres).toMatchObject({ basis: "popularity", orders: 2 });

    await order(a, "accepted");
    await order(b, "shipped");
    await order(b, "packed");
    // None of these is a sale of this season's window: more orders than A's, had they counted.
    for (const status of ["cancelled", "cancelled", "cancelled", "awaiting_payment", "to_confirm", "returned"])
      await order(cancelled, status);
    for (let count = 0; count < 4; count++) await order(old, "delivered", BEST_SELLERS_DAYS + 1);
    await order(summer, "delivered");

    const top = await bestSellers(`season=${WINTER}&limit=2`);
    expect(top.tyres).toMatchObject({ basis: "orders", orders: 5 });
    expect(top.tyres.items.map((tyre) => [tyre.slug, tyre.sold])).toEqual([
      [a.slug, { orders: 3, pieces: 3 }],
      [b.slug, { orders: 2, pieces: 2 }],
    ]);

    // The rest of a longer list comes by popularity, from other tread models, never the uncounted ones.
    const eight = await bestSellers(`season=${WINTER}&limit=8`);
    expect(eight.tyres.items.slice(0, 2).map((tyre) => tyre.slug)).toEqual([a.slug, b.slug]);
    expect(eight.tyres.items.slice(2).every((tyre) => tyre.sold === null)).toBe(true);
    expect(new Set(eight.tyres.items.map((tyre) => tyre.model.slug)).size).toBe(8);
    const uncounted = new Set([cancelled.slug, old.slug]);
    expect(eight.tyres.items.filter((tyre) => uncounted.has(tyre.slug))).toEqual([]);

    // The summer's own list has one sale: too few, popularity.
    expect((await bestSellers("season=letnie,caloroczne")).tyres).toMatchObject({ basis: "popularity", orders: 1 });

    // Producers: every season's sales (6 orders), most orders first.
    const { producers } = await bestSellers(`season=${WINTER}&producer_limit=50`);
    expect(producers).toMatchObject({ basis: "orders", orders: 6 });
    const expected = new Map<string, number>();
    for (const [tyre, orders] of [
      [a, 3],
      [b, 2],
      [summer, 1],
    ] as const)
      expected.set(tyre.producer, (expected.get(tyre.producer) ?? 0) + orders);
    for (const producer of producers.items) expect(producer.orders, producer.slug).toBe(expected.get(producer.slug) ?? 0);
    const orders = producers.items.map((producer) => producer.orders);
    expect(orders).toEqual([...orders].sort((x, y) => y - x));
    expect(producers.items[0]?.orders).toBe(Math.max(...expected.values()));
  });

  it("puts the ranking on the home page, numbered, with the season's title", async () => {
    const { body } = await html("/");
    const seasons = sellingSeasonTyres(sellingSeason());
    // A query of its own: the API's answers to a browser are cached, and earlier tests asked before these orders.
    const answer = await bestSellers(`season=${seasons.join(",")}&limit=3`);
    const title = (await select(body, "#best-sellers-title"))[0]?.text;
    if (answer.tyres.basis === "orders") {
      expect(title).toMatch(/^Bestsellery sezonu (zimowego|letniego)$/);
      expect(await select(body, ".best-seller-rank")).not.toHaveLength(0);
    } else expect(title).toMatch(/^Popularne opony na (zimę|lato)$/);
    const cards = await select(body, ".best-sellers .product-card");
    expect(cards.length % 4).toBe(0);
    expect(cards.length).toBeGreaterThan(0);
    // The producers as wordmarks, each linking to its listing.
    const tiles = await select(body, ".producer-tile");
    expect(tiles.length).toBeGreaterThan(0);
    expect((await select(body, ".producer-tile .wordmark")).length).toBe(tiles.length);
  });
});

describe("the listing's producer filter", () => {
  it("lists every producer of the listing with its count, the top ones first as wordmarks, the rest A–Ż", async () => {
    const answer = (await (await get("/api/v1/catalogue/search?season=zimowe&limit=1")).json()) as {
      facets: { producer: { value: string; label: string; count: number }[] };
    };
    const { body } = await html("/opony/zimowe");
    /** Each option's name and the count the stylesheet shows after it (data-count). */
    const listed = async (selector: string) =>
      (await select(body, `${selector} label.option`)).map((option) => ({
        name: option.text.trim(),
        count: Number(option.attributes["data-count"]),
      }));
    const options = await listed(".producer-facet");
    expect(answer.facets.producer.length).toBeGreaterThan(10);
    expect(options.toSorted((x, y) => x.name.localeCompare(y.name))).toEqual(
      answer.facets.producer.map((facet) => ({ name: facet.label, count: facet.count })).toSorted((x, y) => x.name.localeCompare(y.name)),
    );
    const pinned = (await listed(".producer-top")).map((option) => option.name);
    const rest = (await listed(".producer-rest")).map((option) => option.name);
    const byCount = [...answer.facets.producer].sort((x, y) => y.count - x.count || x.label.localeCompare(y.label, "pl"));
    expect(pinned).toEqual(byCount.slice(0, PRODUCER_FILTER_PINNED).map((facet) => facet.label));
    expect(rest).toEqual([...rest].sort((x, y) => x.localeCompare(y, "pl")));
    expect(await select(body, ".producer-top .wordmark")).toHaveLength(pinned.length);
    // The search field: no name, so it never reaches the listing's address.
    const [field] = await select(body, ".producer-facet input[type=search]");
    expect(field?.attributes.name).toBeUndefined();
    expect(field?.attributes["data-producer-search"]).toBe("");
  });

  it("sets the producer of a producer's page as its wordmark in the heading", async () => {
    const { body } = await html("/opony/michelin");
    const [heading] = await select(body, "h1");
    expect(heading?.text).toBe("Opony Michelin");
    expect(await select(body, "h1 .wordmark")).toHaveLength(1);
  });
});
