/**
 * Catalogue search: one filtered, sorted page of tyres plus facet counts, in one D1 round trip.
 * Each facet is counted with every filter applied except its own, so choosing a value of a facet
 * still shows what the other values of that facet would give.
 */

import type { Season, VehicleType } from "../../../common/config/storefront";
import { type SearchFilter, type SearchFilterKey, type SearchSort, speedsAtLeast } from "../../../common/listing-filters";
import { dotYearWeekSince } from "../../../common/reference/tyre-rules";
import { reductionOf, type PricePoint, type Reduction } from "./omnibus";
import { comparePolish } from "../../../common/i18n/collation";
import { D1_MAX_BOUND_PARAMETERS } from "../client";

function parseHistory(json: string): PricePoint[] {
  return (JSON.parse(json) as [number, number][]).map(([price, validFrom]) => ({ price, validFrom }));
}

export interface SearchQuery extends SearchFilter {
  sort?: SearchSort;
  limit: number;
  offset: number;
  /** Skip the facet counts (a plain list, e.g. the home page's popular tyres). */
  withoutFacets?: boolean;
}

/** One tyre on a listing page. */
export interface TyreCard {
  id: number;
  slug: string;
  producer: { slug: string; name: string };
  model: { slug: string; name: string };
  season: Season;
  vehicleType: VehicleType;
  width: number;
  profile: number;
  rim: number;
  loadIndex: string;
  speedIndex: string;
  xl: boolean;
  cargo: boolean;
  runFlat: boolean;
  threePmsf: boolean;
  label: { fuel: string; wet: string; noise: string; noiseDb: number };
  /** R2 key of the tyre's photo ("opony/….jpg"); null: the default image. */
  imageKey: string | null;
  /** Cheapest in-stock offer (grosze); null when every offer is sold out. */
  price: number | null;
  bestVariantId: number | null;
  /** sku of the cheapest in-stock offer (what add-to-basket on a card buys). */
  bestSku: string | null;
  /** Pieces of that offer in stock (a card never offers more than there is). */
  bestStock: number;
  /** Whether that offer is the tyre's main one (its link then needs no ?sup=, SPEC §2). */
  bestIsMain: boolean;
  productionYear: number | null;
  /** The DOT week of that offer (null for an offer row without one). */
  dotWeek: number | null;
  deliveryDays: number;
  /** That source's order cut-off hour when it is a wholesaler (null: the shop's own stock). */
  sourceCutoffHour: number | null;
  offers: number;
  inStock: boolean;
  popularity: number;
  /** The Omnibus reduction of the cheapest offer, when one is announced. */
  reduction: Reduction | null;
  /** Published reviews (src/shop/db/queries/reviews.ts): how many, and their average overall mark (null: none). */
  reviews: { count: number; average: number | null };
}

export interface FacetValue {
  value: string;
  label: string;
  count: number;
}

export interface Facets {
  season: FacetValue[];
  vehicle: FacetValue[];
  producer: FacetValue[];
  width: FacetValue[];
  profile: FacetValue[];
  rim: FacetValue[];
  loadIndex: FacetValue[];
  speedIndex: FacetValue[];
  fuel: FacetValue[];
  wet: FacetValue[];
  noise: FacetValue[];
  xl: number;
  runFlat: number;
  threePmsf: number;
  /** Range of cheapest in-stock prices (grosze) under the other filters; null when none. */
  price: { min: number; max: number } | null;
}

type FacetKey =
  | "season"
  | "vehicle"
  | "producer"
  | "width"
  | "profile"
  | "rim"
  | "loadIndex"
  | "speedIndex"
  | "fuel"
  | "wet"
  | "noise"
  | "xl"
  | "runFlat"
  | "threePmsf"
  | "price"
  // A car's minimums: no facet of their own, so every facet counts within them.
  | "fitment"
  // The tyre's age: no counts of its own either.
  | "age";

interface Clause {
  key: FacetKey;
  sql: string;
  params: unknown[];
}

const placeholders = (values: unknown[]) => values.map(() => "?").join(",");
/** A constant of the code as an SQL string literal (never a request's value). */
const quoted = (value: string) => `'${value}'`;

/**
 * Each filter's WHERE clause (its SQL and parameters), keyed like the filter and tagged with the
 * facet it belongs to; listed in the order the clauses are joined. Gross prices are grosze,
 * applied to the cheapest in-stock offer.
 */
const CLAUSES: {
  [K in SearchFilterKey]-?: { facet: FacetKey; where: (value: NonNullable<SearchFilter[K]>) => [sql: string, ...params: unknown[]] };
} = {
  season: { facet: "season", where: (season) => ["t.season = ?", season] },
  vehicle: { facet: "vehicle", where: (vehicle) => ["t.vehicle_type = ?", vehicle] },
  // By id through the small producers table, so every query reads tyres alone and its indexes.
  producers: {
    facet: "producer",
    where: (slugs) => [`t.producer_id IN (SELECT id FROM producers WHERE slug IN (${placeholders(slugs)}))`, ...slugs],
  },
  width: { facet: "width", where: (width) => ["t.width = ?", width] },
  profile: { facet: "profile", where: (profile) => ["t.profile = ?", profile] },
  rim: { facet: "rim", where: (rim) => ["t.rim = ?", rim] },
  loadIndex: { facet: "loadIndex", where: (values) => [`t.load_index IN (${placeholders(values)})`, ...values] },
  speedIndex: { facet: "speedIndex", where: (values) => [`t.speed_index IN (${placeholders(values)})`, ...values] },
  // A van tyre's "109/107" reads as its single load, 109.
  minLoad: { facet: "fitment", where: (min) => ["CAST(t.load_index AS INTEGER) >= ?", min] },
  // The symbols come from SPEED_SYMBOLS (src/common/reference/speed-symbols.ts), never from the request: written into the SQL,
  // they spend none of D1's 100 bound parameters, which the facet statements use up.
  minSpeed: { facet: "fitment", where: (min) => [`t.speed_index IN (${speedsAtLeast(min).map(quoted).join(",")})`] },
  fuel: { facet: "fuel", where: (values) => [`t.fuel_class IN (${placeholders(values)})`, ...values] },
  wet: { facet: "wet", where: (values) => [`t.wet_class IN (${placeholders(values)})`, ...values] },
  noise: { facet: "noise", where: (values) => [`t.noise_class IN (${placeholders(values)})`, ...values] },
  xl: { facet: "xl", where: () => ["t.xl = 1"] },
  runFlat: { facet: "runFlat", where: () => ["t.run_flat = 1"] },
  threePmsf: { facet: "threePmsf", where: () => ["t.three_pmsf = 1"] },
  // The card's offer (the cheapest in stock), looked up by its key: DOT year and week as one number, 2026 week 12 → 202612.
  maxAge: {
    facet: "age",
    where: (months) => [
      "(SELECT v.production_year * 100 + COALESCE(v.dot_week, 1) FROM variants v WHERE v.id = t.best_variant_id) >= ?",
      dotYearWeekSince(Number(months), Date.now()),
    ],
  },
  priceMin: { facet: "price", where: (min) => ["t.min_price >= ?", min] },
  priceMax: { facet: "price", where: (max) => ["t.min_price <= ?", max] },
};

/** The WHERE clauses of a query, each tagged with the facet it belongs to; a filter that is off adds none. */
function clauses(query: SearchQuery): Clause[] {
  const list: Clause[] = [];
  for (const key of Object.keys(CLAUSES) as SearchFilterKey[]) {
    const value = query[key];
    if (value === undefined || value === false || (Array.isArray(value) && value.length === 0)) continue;
    const { facet, where } = CLAUSES[key] as { facet: FacetKey; where: (value: unknown) => [string, ...unknown[]] };
    const [sql, ...params] = where(value);
    list.push({ key: facet, sql, params });
  }
  return list;
}

/**
 * A tyre is listed only while it has an offer on sale: one whose offers staff all hid (or that has
 * none yet) would be a card leading to a 404, and a count of tyres nobody can see. `alias`: the
 * tyres table's name in the query ("" when unqualified).
 */
export const listedTyreSql = (alias = "t") => `${alias ? `${alias}.` : ""}offer_count > 0`;
/** A listed tyre that can be bought now: its cheapest in-stock offer exists (the offer summary). */
export const IN_STOCK_TYRE_SQL = "t.min_price IS NOT NULL";
const LISTED_TYRE_SQL = listedTyreSql();

function where(list: Clause[], except?: FacetKey): { sql: string; params: unknown[] } {
  const used = list.filter((clause) => clause.key !== except);
  return {
    sql: `WHERE ${[LISTED_TYRE_SQL, ...used.map((clause) => clause.sql)].join(" AND ")}`,
    params: used.flatMap((clause) => clause.params),
  };
}

const FROM = "FROM tyres t";

const ORDER: Record<SearchSort, string> = {
  popularity: "t.popularity DESC, t.id",
  "price-asc": "t.min_price ASC, t.popularity DESC, t.id",
  "price-desc": "t.min_price DESC, t.popularity DESC, t.id",
  wet: "t.wet_class ASC, t.popularity DESC, t.id",
  noise: "t.noise_db ASC, t.popularity DESC, t.id",
  // Best average mark first, a tie by more reviews; tyres nobody reviewed yet after them.
  rating: "t.review_count = 0, t.rating_sum * 1.0 / t.review_count DESC, t.review_count DESC, t.popularity DESC, t.id",
};

/**
 * The cards' columns for the tyres a `page` CTE names (its `id` column), in `order`: the joins and
 * the cheapest offer's price history for those rows only.
 */
function cardsSql(page: string, order: string): string {
  return `WITH page AS MATERIALIZED (${page})
          SELECT t.id, t.slug, p.slug AS producer_slug, p.name AS producer_name, m.slug AS model_slug, m.name AS model_name,
            t.season, t.vehicle_type, t.width, t.profile, t.rim, t.load_index, t.speed_index, t.xl, t.cargo, t.run_flat,
            t.three_pmsf, t.fuel_class, t.wet_class, t.noise_class, t.noise_db, t.image_key, t.min_price,
            t.best_variant_id, v.sku AS best_sku, v.stock AS best_stock, v.is_main AS best_is_main, t.best_production_year, v.dot_week AS best_dot_week, v.delivery_days AS best_delivery_days, v.source_cutoff_hour AS best_source_cutoff_hour, t.offer_count, t.popularity,
            t.review_count, t.rating_sum,
            (SELECT json_group_array(json_array(h.price, h.valid_from)) FROM price_history h WHERE h.variant_id = t.best_variant_id AND h.error_reason IS NULL) AS history
          FROM page JOIN tyres t ON t.id = page.id JOIN producers p ON p.id = t.producer_id JOIN tread_models m ON m.id = t.model_id
            LEFT JOIN variants v ON v.id = t.best_variant_id
          ${order}`;
}

/** The listing SQL; exported so a test can check its query plan. */
export function listingStatement(query: SearchQuery): { sql: string; params: unknown[] } {
  const filter = where(clauses(query));
  // Sold-out tyres stay findable but come after everything that can be bought.
  const order = `ORDER BY t.min_price IS NULL, ${ORDER[query.sort ?? "popularity"]}`;
  // The page's ids first (filter, sort, limit on tyres alone), then the joins and the price
  // history for those rows only: otherwise SQLite builds every matching row before sorting.
  return {
    sql: cardsSql(`SELECT t.id ${FROM} ${filter.sql} ${order} LIMIT ? OFFSET ?`, order),
    params: [...filter.params, query.limit, query.offset],
  };
}

/**
 * The cards of these tyres (listed or not), in the order of `ids`; an id that names no tyre is
 * left out. The ids travel as one JSON parameter, so any number of them binds one.
 */
export async function tyreCards(db: D1Database | D1DatabaseSession, ids: number[]): Promise<TyreCard[]> {
  if (!ids.length) return [];
  const { results } = await db.prepare(cardsSql("SELECT value AS id FROM json_each(?)", "")).bind(JSON.stringify(ids)).all<ListingRow>();
  const byId = new Map(results.map((row) => [row.id, toCard(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const GROUPED: { key: Exclude<FacetKey, "xl" | "runFlat" | "threePmsf" | "price">; column: string }[] = [
  { key: "season", column: "t.season" },
  { key: "vehicle", column: "t.vehicle_type" },
  { key: "producer", column: "t.producer_id" },
  { key: "width", column: "t.width" },
  { key: "profile", column: "t.profile" },
  { key: "rim", column: "t.rim" },
  { key: "loadIndex", column: "t.load_index" },
  { key: "speedIndex", column: "t.speed_index" },
  { key: "fuel", column: "t.fuel_class" },
  { key: "wet", column: "t.wet_class" },
  { key: "noise", column: "t.noise_class" },
];

interface ListingRow {
  id: number;
  slug: string;
  producer_slug: string;
  producer_name: string;
  model_slug: string;
  model_name: string;
  season: Season;
  vehicle_type: VehicleType;
  width: number;
  profile: number;
  rim: number;
  load_index: string;
  speed_index: string;
  xl: number;
  cargo: number;
  run_flat: number;
  three_pmsf: number;
  fuel_class: string;
  wet_class: string;
  noise_class: string;
  noise_db: number;
  image_key: string | null;
  min_price: number | null;
  best_variant_id: number | null;
  best_stock: number | null;
  best_sku: string | null;
  best_is_main: number | null;
  best_production_year: number | null;
  best_dot_week: number | null;
  best_delivery_days: number | null;
  best_source_cutoff_hour: number | null;
  offer_count: number;
  popularity: number;
  review_count: number;
  rating_sum: number;
  history: string | null;
}

function toCard(row: ListingRow): TyreCard {
  return {
    id: row.id,
    slug: row.slug,
    producer: { slug: row.producer_slug, name: row.producer_name },
    model: { slug: row.model_slug, name: row.model_name },
    season: row.season,
    vehicleType: row.vehicle_type,
    width: row.width,
    profile: row.profile,
    rim: row.rim,
    loadIndex: row.load_index,
    speedIndex: row.speed_index,
    xl: row.xl === 1,
    cargo: row.cargo === 1,
    runFlat: row.run_flat === 1,
    threePmsf: row.three_pmsf === 1,
    label: { fuel: row.fuel_class, wet: row.wet_class, noise: row.noise_class, noiseDb: row.noise_db },
    imageKey: row.image_key,
    price: row.min_price,
    bestVariantId: row.best_variant_id,
    bestSku: row.best_sku,
    bestStock: row.best_stock ?? 0,
    bestIsMain: row.best_is_main === 1,
    productionYear: row.best_production_year,
    dotWeek: row.best_dot_week,
    /** The advertised offer's source's working days to the shop's dispatch (0: own warehouse). */
    deliveryDays: row.best_delivery_days ?? 0,
    sourceCutoffHour: row.best_source_cutoff_hour,
    offers: row.offer_count,
    inStock: row.min_price !== null,
    popularity: row.popularity,
    // The cheapest offer's price history rides along, so the Omnibus check needs no second query.
    reduction: row.min_price !== null && row.history ? reductionOf(parseHistory(row.history), row.min_price, Date.now()) : null,
    reviews: { count: row.review_count, average: row.review_count > 0 ? row.rating_sum / row.review_count : null },
  };
}

const COMPOUND_LIMIT = 5;

/** One SQL statement and its parameters, in order. */
type Statement = { sql: string; params: unknown[] };

/** A facet row as countsStatements' JSON carries it: facet, value, label, count, extra. */
type FacetRow = [facet: string, value: string | null, label: string | number | null, count: number | null, extra: number | null];

function chunks<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, index * size + size));
}

/** The facets whose values listing_facet_counts keeps per season and vehicle type. */
const KEPT_GROUPED = GROUPED.filter(({ key }) => key !== "season" && key !== "vehicle" && key !== "producer").map(({ key }) => key);

/**
 * The total and facet counts of a listing filtered by nothing but season and vehicle type (the
 * landing pages with the most tyres: a whole season counted live reads every tyre of it fifteen
 * times), read from listing_facet_counts, which triggers on tyres keep equal to counting them
 * (migration 0019). Rows have the live statements' shape; null when another filter is on.
 */
function keptCountStatements(list: Clause[], withoutFacets: boolean): { total: Statement; facetGroups: Statement[] } | null {
  if (list.some((clause) => clause.key !== "season" && clause.key !== "vehicle")) return null;
  // The season and vehicle clauses read "t.season = ?" and "t.vehicle_type = ?": the same columns here.
  const kept = (facets: string, except?: FacetKey) => {
    const used = list.filter((clause) => clause.key !== except);
    return {
      sql: `FROM listing_facet_counts t WHERE ${[facets, ...used.map((clause) => clause.sql)].join(" AND ")}`,
      params: used.flatMap((clause) => clause.params),
    };
  };
  const counted = kept("t.facet = 'season'");
  const total = { sql: `SELECT COALESCE(SUM(t.count), 0) AS n ${counted.sql}`, params: counted.params };
  if (withoutFacets) return { total, facetGroups: [] };
  // Flags are kept only when set (value 1): their one row per facet is what countOf reads.
  const others = kept(`t.facet IN (${[...KEPT_GROUPED, "xl", "runFlat", "threePmsf"].map(quoted).join(",")})`);
  const seasons = kept("t.facet = 'season'", "season");
  const vehicles = kept("t.facet = 'vehicle'", "vehicle");
  const producers = kept("t.facet = 'producer'");
  const prices = kept("t.facet = 'price'");
  const grouped = (filter: { sql: string }) =>
    `SELECT t.facet AS facet, CAST(t.value AS TEXT) AS value, t.value AS label, SUM(t.count) AS count, NULL AS extra ${filter.sql} GROUP BY t.facet, t.value`;
  return {
    total,
    facetGroups: [
      {
        sql: [
          grouped(others),
          grouped(seasons),
          grouped(vehicles),
          `SELECT 'producer' AS facet, p.slug AS value, p.name AS label, c.count, NULL AS extra
           FROM (SELECT t.value, SUM(t.count) AS count ${producers.sql} GROUP BY t.value) c JOIN producers p ON p.id = c.value`,
          `SELECT 'price' AS facet, NULL AS value, NULL AS label, MIN(t.value) AS count, MAX(t.value) AS extra ${prices.sql}`,
        ].join(" UNION ALL "),
        params: [...others.params, ...seasons.params, ...vehicles.params, ...producers.params, ...prices.params],
      },
    ],
  };
}

/** Each kept facet and the tyres column it counts: flags only when set, price per distinct cheapest price. */
const KEPT_FACETS: [facet: string, value: string][] = [
  ...GROUPED.map(({ key, column }): [string, string] => [key, column]),
  ["xl", "CASE WHEN t.xl THEN 1 END"],
  ["runFlat", "CASE WHEN t.run_flat THEN 1 END"],
  ["threePmsf", "CASE WHEN t.three_pmsf THEN 1 END"],
  ["price", "t.min_price"],
];

/** listing_facet_counts recounted from tyres: what the triggers of migration 0019 keep it equal to. */
export const LISTING_FACETS_RECOUNT_SQL = `SELECT season, vehicle_type, facet, value, COUNT(*) AS count FROM (
    SELECT t.season, t.vehicle_type, f.column1 AS facet,
      CASE f.column1 ${KEPT_FACETS.map(([facet, value]) => `WHEN '${facet}' THEN ${value}`).join(" ")} END AS value
    FROM tyres t, (VALUES ${KEPT_FACETS.map(([facet]) => `('${facet}')`).join(", ")}) f
    WHERE ${LISTED_TYRE_SQL}
  ) WHERE value IS NOT NULL GROUP BY season, vehicle_type, facet, value`;

/**
 * Writes the kept counts afresh in one batch: the nightly safety net beside the triggers (a row
 * they somehow missed is right again by morning); returns how many rows had been wrong.
 */
export async function recountListingFacets(db: D1Database): Promise<number> {
  const [drift] = await db.batch([
    db.prepare(
      `SELECT COUNT(*) AS n FROM (SELECT * FROM (${LISTING_FACETS_RECOUNT_SQL}) EXCEPT SELECT season, vehicle_type, facet, value, count FROM listing_facet_counts
         UNION ALL SELECT * FROM (SELECT season, vehicle_type, facet, value, count FROM listing_facet_counts EXCEPT SELECT * FROM (${LISTING_FACETS_RECOUNT_SQL})))`,
    ),
    db.prepare("DELETE FROM listing_facet_counts"),
    db.prepare(`INSERT INTO listing_facet_counts (season, vehicle_type, facet, value, count) ${LISTING_FACETS_RECOUNT_SQL}`),
  ]);
  return (drift?.results[0] as { n: number } | undefined)?.n ?? 0;
}

/**
 * The total and the facet counts in as few statements as D1's 100 bound parameters allow (one
 * for most listings), each answering one row: the total (`n`, in the first) and each group of
 * facet rows as a JSON array (`f0`, `f1`, …; rows of facet, value, label, count, extra). D1
 * answers a batch statement by statement, each with its own result and bookkeeping; one row
 * carries them all (issue 37: a live-counted listing's batch went from five statements to two).
 * Each group is one compound SELECT within D1's cap. `cte` (a `name AS (…)` with its parameters)
 * opens each statement that reads it.
 */
function countsStatements(total: Statement, facetGroups: Statement[], cte?: Statement): Statement[] {
  const columns = [
    { sql: `(${total.sql}) AS n`, params: total.params },
    ...facetGroups.map((group, index) => ({
      sql: `(SELECT json_group_array(json_array(facet, value, label, count, extra)) FROM (${group.sql})) AS f${index}`,
      params: group.params,
    })),
  ];
  const statements: Statement[] = [];
  let current: typeof columns = [];
  // Every statement that reads the CTE names it again, with its parameters first.
  const uses = (sql: string) => cte !== undefined && /\bFROM hits\b/.test(sql);
  const flush = () => {
    if (!current.length) return;
    const sql = `SELECT ${current.map((column) => column.sql).join(", ")}`;
    const prelude = uses(sql) ? cte! : { sql: "", params: [] };
    statements.push({
      sql: prelude.sql ? `WITH ${prelude.sql} ${sql}` : sql,
      params: [...prelude.params, ...current.flatMap((column) => column.params)],
    });
    current = [];
  };
  for (const column of columns) {
    const bound = current.reduce((sum, taken) => sum + taken.params.length, 0) + (cte?.params.length ?? 0);
    if (bound + column.params.length > D1_MAX_BOUND_PARAMETERS) flush();
    current.push(column);
  }
  flush();
  return statements;
}

/**
 * The search's SQL in batch order: the listing page, then its total and facet counts in one
 * statement (countsStatements). Exported so the benchmark times exactly these statements on a
 * catalogue scaled to 100,000 offers. `counting: "live"` counts on tyres even where kept counts
 * exist (tests compare the two).
 */
export function searchStatements(query: SearchQuery, counting: "kept" | "live" = "kept"): Statement[] {
  const list = clauses(query);
  const kept = counting === "kept" ? keptCountStatements(list, query.withoutFacets === true) : null;
  if (kept) return [listingStatement(query), ...countsStatements(kept.total, kept.facetGroups)];
  const all = where(list);
  if (query.withoutFacets)
    return [listingStatement(query), ...countsStatements({ sql: `SELECT COUNT(*) AS n ${FROM} ${all.sql}`, params: all.params }, [])];
  // A facet no clause narrows counts exactly the total's rows: those are read from tyres once, into
  // `hits`, and every such facet groups that small set (issue 37: a size's price-bound page read
  // the size's tyres sixteen times, now six; its batch in SQLite 1.65 → 1.31 ms, a season's rim
  // 4.8 → 3.2 ms). A facet the shopper narrowed counts without its own clause: it reads tyres.
  const narrowed = new Set(list.map((clause) => clause.key));
  const source = (key: FacetKey) =>
    narrowed.has(key) ? { ...where(list, key), from: FROM } : { sql: "", params: [], from: "FROM hits t" };
  // Facet counts joined with UNION ALL, five per compound SELECT (D1's cap).
  const facetParts: { sql: string; params: unknown[] }[] = [
    ...GROUPED.map(({ key, column }) => {
      const filter = source(key);
      // `+column`: SQLite may not walk an index merely because it orders the GROUP BY (it then
      // reads thousands of wide rows); it picks the index that filters, or the covering one.
      const counted = `SELECT ${column} AS value, COUNT(*) AS count ${filter.from} ${filter.sql} GROUP BY +${column}`;
      // Producers are counted by id and named afterwards: the join touches one row per producer.
      return {
        sql:
          key === "producer"
            ? `SELECT 'producer' AS facet, p.slug AS value, p.name AS label, c.count, NULL AS extra FROM (${counted}) c JOIN producers p ON p.id = c.value`
            : `SELECT '${key}' AS facet, CAST(value AS TEXT) AS value, value AS label, count, NULL AS extra FROM (${counted})`,
        params: filter.params,
      };
    }),
    ...(["xl", "runFlat", "threePmsf"] as const).map((key) => {
      const column = { xl: "t.xl", runFlat: "t.run_flat", threePmsf: "t.three_pmsf" }[key];
      const filter = source(key);
      return {
        sql: `SELECT '${key}' AS facet, NULL AS value, NULL AS label, COALESCE(SUM(${column}), 0) AS count, NULL AS extra ${filter.from} ${filter.sql}`,
        params: filter.params,
      };
    }),
    (() => {
      const filter = source("price");
      return {
        sql: `SELECT 'price' AS facet, NULL AS value, NULL AS label, MIN(t.min_price) AS count, MAX(t.min_price) AS extra ${filter.from} ${filter.sql}`,
        params: filter.params,
      };
    })(),
  ];
  const hits = { sql: `hits AS MATERIALIZED (SELECT ${HITS_COLUMNS} ${FROM} ${all.sql})`, params: all.params };
  return [
    listingStatement(query),
    ...countsStatements(
      { sql: "SELECT COUNT(*) AS n FROM hits", params: [] },
      chunks(facetParts, COMPOUND_LIMIT).map((group) => ({
        sql: group.map((part) => part.sql).join(" UNION ALL "),
        params: group.flatMap((part) => part.params),
      })),
      hits,
    ),
  ];
}

/** The tyres columns the facets read: what `hits` keeps of each matching tyre. */
const HITS_COLUMNS = [...GROUPED.map(({ column }) => column), "t.xl", "t.run_flat", "t.three_pmsf", "t.min_price"].join(", ");

/** Runs the listing, its total and every facet as one batch. */
export async function searchTyres(
  db: D1Database | D1DatabaseSession,
  query: SearchQuery,
  counting: "kept" | "live" = "kept",
): Promise<{ items: TyreCard[]; total: number; facets: Facets }> {
  const [page, ...counts] = await db.batch(searchStatements(query, counting).map(({ sql, params }) => db.prepare(sql).bind(...params)));
  const countsRow = Object.assign({}, ...counts.map((result) => result.results[0])) as Record<string, string | number | null>;
  const facetRows = Object.entries(countsRow)
    .filter(([column]) => column !== "n")
    .flatMap(([, json]) => JSON.parse(String(json)) as FacetRow[])
    .map(([facet, value, label, count, extra]) => ({ facet, value, label, count, extra }));
  const valuesOf = (key: string) =>
    facetRows
      .filter((row) => row.facet === key)
      .map((row) => ({ value: String(row.value), label: String(row.label), count: row.count ?? 0 }))
      // Numbers by value, also inside text: load index 91 < 107/105 (a plain text order put 107/105 first).
      .sort((a, b) => comparePolish(a.value, b.value));
  const countOf = (key: string) => facetRows.find((row) => row.facet === key)?.count ?? 0;
  const price = facetRows.find((row) => row.facet === "price");
  const facets = Object.fromEntries(GROUPED.map((facet) => [facet.key, valuesOf(facet.key)])) as Omit<
    Facets,
    "xl" | "runFlat" | "threePmsf" | "price"
  >;
  return {
    items: ((page?.results ?? []) as ListingRow[]).map(toCard),
    total: Number(countsRow.n ?? 0),
    facets: {
      ...facets,
      xl: countOf("xl"),
      runFlat: countOf("runFlat"),
      threePmsf: countOf("threePmsf"),
      price: price && price.count !== null && price.extra !== null ? { min: price.count, max: price.extra } : null,
    },
  };
}

/** A tyre size with tyres in stock under a listing's filter, and how many. */
export interface ListingSize {
  width: number;
  profile: number;
  rim: number;
  tyres: number;
}

/**
 * The sizes a listing's tyres come in, counting only tyres in stock (what a "Rozmiary" block
 * links to: each a landing page with something to buy), ordered as a shopper reads sizes.
 */
export async function listingSizes(db: D1Database | D1DatabaseSession, filter: SearchFilter): Promise<ListingSize[]> {
  const { sql, params } = where(clauses({ ...filter, limit: 0, offset: 0 }));
  const { results } = await db
    .prepare(
      `SELECT t.width, t.profile, t.rim, COUNT(*) AS tyres ${FROM} ${sql} AND ${IN_STOCK_TYRE_SQL}
       GROUP BY t.width, t.profile, t.rim ORDER BY t.rim, t.width, t.profile`,
    )
    .bind(...params)
    .all<ListingSize>();
  return results;
}
