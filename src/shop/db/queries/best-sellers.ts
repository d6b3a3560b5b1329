/**
 * The season's best sellers and the producers that sell (issue 35): what the home page puts
 * forward, counted from the order lines of the last BEST_SELLERS_DAYS days (only orders that count
 * as a sale: SOLD_ORDER_STATUSES), with the tyres' popularity standing in while there are too few
 * orders to rank anything. One batch of reads, then the chosen tyres' cards.
 */

import { BEST_SELLERS_DAYS, BEST_SELLERS_MIN_ORDERS, SOLD_ORDER_STATUSES } from "../../../common/config/merchandising";
import type { Season } from "../../../common/config/storefront";
import { IN_STOCK_TYRE_SQL, listedTyreSql, type TyreCard, tyreCards } from "./search";
import { comparePolish } from "../../../common/i18n/collation";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface BestSellersQuery {
  /** The tyre seasons the tyres come from (the selling season's, src/common/selling-season.ts). */
  seasons: readonly Season[];
  /** Tyres to answer, each of another tread model while there are enough. */
  limit: number;
  /** Producers to answer (0: none). */
  producerLimit: number;
  now: number;
}

/** What a best seller sold in the window; null when it was chosen by popularity. */
export interface Sold {
  /** Orders that held it (a fleet's one order of 40 tyres is one buyer). */
  orders: number;
  pieces: number;
}

export type BestSeller = TyreCard & { sold: Sold | null };

export interface TopProducer {
  slug: string;
  name: string;
  /** Its tyres on sale (the listing's producer facet counts the same). */
  tyres: number;
  orders: number;
  pieces: number;
}

/** "orders": ranked by what sold; "popularity": too few orders in the window, so by the tyres' popularity. */
export type RankingBasis = "orders" | "popularity";

export interface BestSellers {
  days: number;
  tyres: { basis: RankingBasis; orders: number; items: BestSeller[] };
  producers: { basis: RankingBasis; orders: number; items: TopProducer[] };
}

/** The statuses as SQL literals: constants of the code, never a request's value. */
const SOLD_STATUSES_SQL = SOLD_ORDER_STATUSES.map((status) => `'${status}'`).join(",");
/** Every order line that counts as a sale since the first parameter (ms), with its tyre as `t`. */
const SOLD_LINES_SQL = `FROM orders o JOIN order_lines l ON l.order_id = o.id JOIN variants v ON v.id = l.variant_id JOIN tyres t ON t.id = v.tyre_id
  WHERE o.created_at >= ? AND o.status IN (${SOLD_STATUSES_SQL})`;
const ON_SALE_SQL = `${listedTyreSql()} AND ${IN_STOCK_TYRE_SQL}`;

const placeholders = (values: readonly unknown[]) => values.map(() => "?").join(",");

export async function bestSellers(db: D1Database | D1DatabaseSession, query: BestSellersQuery): Promise<BestSellers> {
  const since = query.now - BEST_SELLERS_DAYS * DAY_MS;
  const seasonsIn = `t.season IN (${placeholders(query.seasons)})`;
  const [soldModels, seasonOrders, popular, producers, allOrders] = await db.batch([
    // The tread models sold, most buyers first, each with the tyre its card shows: its best-selling
    // size that can be bought now, else its most popular one on sale (none: the model is skipped).
    db
      .prepare(
        `WITH lines AS MATERIALIZED (SELECT o.id AS order_id, t.id AS tyre_id, t.model_id, l.quantity ${SOLD_LINES_SQL} AND ${seasonsIn}),
           models AS (SELECT model_id, COUNT(DISTINCT order_id) AS orders, SUM(quantity) AS pieces FROM lines GROUP BY model_id),
           sizes AS (SELECT tyre_id, SUM(quantity) AS pieces FROM lines GROUP BY tyre_id)
         SELECT m.model_id, m.orders, m.pieces,
           (SELECT t.id FROM tyres t LEFT JOIN sizes s ON s.tyre_id = t.id WHERE t.model_id = m.model_id AND ${ON_SALE_SQL}
             ORDER BY COALESCE(s.pieces, 0) DESC, t.popularity DESC, t.id LIMIT 1) AS tyre_id
         FROM models m ORDER BY m.orders DESC, m.pieces DESC, m.model_id LIMIT ?`,
      )
      .bind(since, ...query.seasons, query.limit * 2),
    db.prepare(`SELECT COUNT(DISTINCT o.id) AS orders ${SOLD_LINES_SQL} AND ${seasonsIn}`).bind(since, ...query.seasons),
    // The most popular tyres on sale: each tread model's most popular size, then each one's second.
    db
      .prepare(
        `SELECT id, model_id FROM (
           SELECT t.id, t.model_id, t.popularity, ROW_NUMBER() OVER (PARTITION BY t.model_id ORDER BY t.popularity DESC, t.id) AS size_rank
           FROM tyres t WHERE ${seasonsIn} AND ${ON_SALE_SQL})
         WHERE size_rank <= 2 ORDER BY size_rank, popularity DESC, id LIMIT ?`,
      )
      .bind(...query.seasons, query.limit * 3),
    // Every producer with tyres on sale: how many (the kept facet counts) and what sold, all seasons.
    db
      .prepare(
        `WITH sold AS (SELECT t.producer_id, COUNT(DISTINCT o.id) AS orders, SUM(l.quantity) AS pieces ${SOLD_LINES_SQL} GROUP BY t.producer_id),
           listed AS (SELECT value AS producer_id, SUM(count) AS tyres FROM listing_facet_counts WHERE facet = 'producer' GROUP BY value)
         SELECT p.slug, p.name, listed.tyres, COALESCE(sold.orders, 0) AS orders, COALESCE(sold.pieces, 0) AS pieces
         FROM listed JOIN producers p ON p.id = listed.producer_id LEFT JOIN sold ON sold.producer_id = p.id
         WHERE listed.tyres > 0 AND ? > 0`,
      )
      .bind(since, query.producerLimit),
    db.prepare(`SELECT COUNT(*) AS orders FROM orders o WHERE o.created_at >= ? AND o.status IN (${SOLD_STATUSES_SQL})`).bind(since),
  ]);
  const rows = <T>(result: D1Result | undefined) => (result?.results ?? []) as T[];
  const countOf = (result: D1Result | undefined) => rows<{ orders: number }>(result)[0]?.orders ?? 0;

  const tyreOrders = countOf(seasonOrders);
  const tyreBasis: RankingBasis = tyreOrders >= BEST_SELLERS_MIN_ORDERS ? "orders" : "popularity";
  const chosen: { id: number; sold: Sold | null }[] = [];
  const models = new Set<number>();
  if (tyreBasis === "orders") {
    for (const row of rows<{ model_id: number; orders: number; pieces: number; tyre_id: number | null }>(soldModels)) {
      if (chosen.length === query.limit) break;
      if (row.tyre_id === null) continue;
      chosen.push({ id: row.tyre_id, sold: { orders: row.orders, pieces: row.pieces } });
      models.add(row.model_id);
    }
  }
  // The rest by popularity: one size of each further tread model, then more sizes if models run short.
  const taken = new Set(chosen.map((tyre) => tyre.id));
  const moreSizes: number[] = [];
  for (const candidate of rows<{ id: number; model_id: number }>(popular)) {
    if (chosen.length === query.limit) break;
    if (taken.has(candidate.id)) continue;
    if (models.has(candidate.model_id)) moreSizes.push(candidate.id);
    else {
      models.add(candidate.model_id);
      chosen.push({ id: candidate.id, sold: null });
    }
  }
  for (const id of moreSizes.slice(0, query.limit - chosen.length)) chosen.push({ id, sold: null });
  const sold = new Map(chosen.map((tyre) => [tyre.id, tyre.sold]));
  const items = (
    await tyreCards(
      db,
      chosen.map((tyre) => tyre.id),
    )
  ).map((card) => ({ ...card, sold: sold.get(card.id) ?? null }));

  const producerOrders = countOf(allOrders);
  const producerBasis: RankingBasis = producerOrders >= BEST_SELLERS_MIN_ORDERS ? "orders" : "popularity";
  const byName = (a: TopProducer, b: TopProducer) => comparePolish(a.name, b.name);
  const ranked = rows<TopProducer>(producers).sort((a, b) =>
    producerBasis === "orders"
      ? b.orders - a.orders || b.pieces - a.pieces || b.tyres - a.tyres || byName(a, b)
      : b.tyres - a.tyres || byName(a, b),
  );

  return {
    days: BEST_SELLERS_DAYS,
    tyres: { basis: tyreBasis, orders: tyreOrders, items },
    producers: { basis: producerBasis, orders: producerOrders, items: ranked.slice(0, query.producerLimit) },
  };
}
