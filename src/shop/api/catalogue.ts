import { Hono } from "hono";
import * as v from "valibot";
import {
  LISTING_PAGE_SIZE,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_SUGGEST_TYRES,
  SEASONS,
  SITEMAP_PAGE_SIZE,
  SIZE_CARS_LIMIT,
} from "../../common/config/storefront";
import { HOME_BEST_SELLERS, HOME_TOP_PRODUCERS } from "../../common/config/merchandising";
import { PRICE_HISTORY_CHART_DAYS } from "../../common/config/back-office";
import { cacheShort } from "../../common/cache/strategies";
import { withCache } from "../../common/cache/with-cache";
import { catalogueDatabase, catalogueReader } from "../db/client";
import {
  carsOfSize,
  catalogueStats,
  findCarMake,
  findModelBySlug,
  findTyreBySlug,
  movedTyreSlug,
  tyreSlugOfOffer,
  listActiveCampaigns,
  listCarMakes,
  listProducers,
} from "../db/queries/catalogue";
import { historyWindow, lowestOfLast30Days, priceHistoriesFor, reductionsOf } from "../db/queries/omnibus";
import { listingSizes, searchTyres } from "../db/queries/search";
import { bestSellers } from "../db/queries/best-sellers";
import { eprelSheetKey } from "../db/queries/tyre-media";
import { tyreReviews } from "../db/queries/reviews";
import { listCarModels, listLandingPages, listModelsByProducer, tyreSlugPage } from "../db/queries/site-map";
import type { ShopApiEnv } from "../env";
import { ShopError } from "../../common/errors";
import {
  LISTING_PARAM,
  LISTING_PARAMS,
  SEARCH_SORTS,
  searchFilterFromApi,
  type ListingParam,
  type ListingParamRow,
} from "../../common/listing-filters";
import { IN_PROCESS_BASE_URL } from "../../common/routes";
import { validate } from "../../common/api";
import { suggest } from "../search/suggestions";

const integerParam = (min: number, max: number, message: string) =>
  v.optional(v.pipe(v.string(), v.regex(/^\d{1,7}$/, message), v.transform(Number), v.minValue(min, message), v.maxValue(max, message)));

/** A comma-separated list (SPEC §7) whose items all pass `item`. */
const listParam = (item: v.GenericSchema<string, string>, message: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.maxLength(400, message),
      v.transform((value) => value.split(",").filter(Boolean)),
      v.array(item),
      v.maxLength(60, message),
    ),
  );

const flagParam = (message: string) =>
  v.optional(
    v.pipe(
      v.picklist(["0", "1"], message),
      v.transform((value) => value === "1"),
    ),
  );

const slugParam = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,160}$/, "Nieprawidłowy identyfikator."));

/** The search's schema for one row of the listing's parameters (listing-filters.ts). */
function searchParam(row: ListingParamRow) {
  switch (row.kind) {
    case "choice":
      return v.optional(v.picklist(row.values, row.message));
    case "list":
      return listParam(
        "values" in row ? v.picklist(row.values, row.message) : v.pipe(v.string(), v.regex(row.apiPattern ?? row.pattern, row.message)),
        row.message,
      );
    case "int":
      return integerParam(row.range.min * (row.scale ?? 1), row.range.max * (row.scale ?? 1), row.message);
    case "page":
      return integerParam(row.range.min, row.range.max, row.message);
    case "flag":
      return flagParam(row.message);
    case "sort":
      return v.optional(v.picklist(SEARCH_SORTS, row.message));
  }
}

type SearchParamSchema<R> = R extends { kind: "choice"; values: infer V extends readonly string[] }
  ? v.OptionalSchema<v.PicklistSchema<V, string>, undefined>
  : R extends { kind: "list" }
    ? ReturnType<typeof listParam>
    : R extends { kind: "int" | "page" }
      ? ReturnType<typeof integerParam>
      : R extends { kind: "flag" }
        ? ReturnType<typeof flagParam>
        : R extends { kind: "sort" }
          ? v.OptionalSchema<v.PicklistSchema<typeof SEARCH_SORTS, string>, undefined>
          : never;

/** Every listing parameter under its API name, typed row by row. */
const searchParams = Object.fromEntries(LISTING_PARAMS.map((row) => [row.api, searchParam(row)])) as unknown as {
  [R in ListingParam as R["api"]]: SearchParamSchema<R>;
};

export const searchQuery = v.object({
  ...searchParams,
  limit: integerParam(1, 48, "Limit musi być liczbą od 1 do 48."),
  facets: v.optional(v.picklist(["0", "1"], "Dozwolone wartości: 0 lub 1.")),
});

const slugParams = validate("param", v.object({ slug: slugParam }));
const skuParams = validate("param", v.object({ sku: v.pipe(v.string(), v.regex(/^[A-Z0-9-]{1,40}$/, "Nieprawidłowy kod oferty.")) }));

/**
 * The best sellers' question: the tyre seasons (comma-separated; none: every season), how many
 * tyres (default the home page's) and how many producers (0: none).
 */
export const bestSellersQuery = v.object({
  season: listParam(v.picklist(SEASONS, "Nieznany sezon."), "Nieznany sezon."),
  limit: integerParam(1, LISTING_PAGE_SIZE, `Limit musi być liczbą od 1 do ${LISTING_PAGE_SIZE}.`),
  producer_limit: integerParam(0, 60, "Limit producentów musi być liczbą od 0 do 60."),
});

/** The header search's text (longer is cut, not refused: it is what a shopper typed) and how many tyres to show. */
export const suggestQuery = v.object({
  q: v.pipe(
    v.string(),
    v.transform((text) => text.slice(0, SEARCH_QUERY_MAX_LENGTH)),
  ),
  limit: integerParam(1, LISTING_PAGE_SIZE, `Limit musi być liczbą od 1 do ${LISTING_PAGE_SIZE}.`),
});

/** The query parameters that change a catalogue answer: an edge copy's key keeps these only. */
const CACHE_KEY_PARAMS = [...new Set([...Object.keys(searchQuery.entries), ...Object.keys(bestSellersQuery.entries), "q"])];
/** A price bound makes a search a slider's one-off: kept in the isolate only, as the listing's page (with-cache.ts). */
const ONE_OFF_PARAMS = [LISTING_PARAM.priceMin.api, LISTING_PARAM.priceMax.api];

/** Catalogue reads: public, identical for everyone, cached at the edge, read from a D1 session. */
export const catalogueApi = new Hono<ShopApiEnv>()
  // Pages call in-process and are edge-cached themselves: caching their API answers again would
  // only add a cache read and write to every page that misses. (Only a caching choice: nothing is
  // trusted because of the URL.)
  .use((c, next) =>
    new URL(c.req.url).origin === IN_PROCESS_BASE_URL ? next() : withCache(cacheShort, CACHE_KEY_PARAMS, ONE_OFF_PARAMS)(c, next),
  )
  .get("/stats", async (c) => c.json(await catalogueStats(catalogueDatabase(c.env.DB))))
  .get("/campaigns", async (c) => c.json({ campaigns: await listActiveCampaigns(catalogueDatabase(c.env.DB), Date.now()) }))
  .get("/producers", async (c) => c.json({ producers: await listProducers(catalogueDatabase(c.env.DB)) }))
  // The season's best sellers by orders (popularity while orders are too few) and the producers that sell (issue 35).
  .get("/best-sellers", validate("query", bestSellersQuery), async (c) => {
    const query = c.req.valid("query");
    // The schema took only seasons; its list type is plain strings.
    const asked = SEASONS.filter((season) => query.season?.includes(season));
    const seasons = asked.length ? asked : [...SEASONS];
    return c.json(
      await bestSellers(catalogueReader(c.env.DB), {
        seasons,
        limit: query.limit ?? HOME_BEST_SELLERS,
        producerLimit: query.producer_limit ?? HOME_TOP_PRODUCERS,
        now: Date.now(),
      }),
    );
  })
  .get("/search", validate("query", searchQuery), async (c) => {
    const query = c.req.valid("query");
    const limit = query.limit ?? LISTING_PAGE_SIZE;
    const page = query.page ?? 1;
    const reader = catalogueReader(c.env.DB);
    const started = Date.now();
    const result = await searchTyres(reader, {
      ...searchFilterFromApi(query),
      sort: query.sort,
      limit,
      offset: (page - 1) * limit,
      withoutFacets: query.facets === "0",
    });
    // Workers clocks advance across I/O, so this is the D1 batch's wall time (read by the bench).
    c.header("Server-Timing", `d1-search;dur=${Date.now() - started}`);
    return c.json({ ...result, page, pageSize: limit, pages: Math.max(1, Math.ceil(result.total / limit)) });
  })
  // The header search: what the text names, as links, a listing's first tyres and the one place it leads to.
  .get("/suggest", validate("query", suggestQuery), async (c) => {
    const { q, limit } = c.req.valid("query");
    const started = Date.now();
    const answer = await suggest(catalogueDatabase(c.env.DB), catalogueReader(c.env.DB), q, limit ?? SEARCH_SUGGEST_TYRES);
    c.header("Server-Timing", `suggest;dur=${Date.now() - started}`);
    return c.json(answer);
  })
  // The sizes a listing's tyres in stock come in (its "Rozmiary" links), under the search's filter.
  .get("/sizes", validate("query", searchQuery), async (c) =>
    c.json({ sizes: await listingSizes(catalogueReader(c.env.DB), searchFilterFromApi(c.req.valid("query"))) }),
  )
  // The cars that take a size from the factory: a size page's words (issue 38).
  .get("/size-cars", validate("query", searchQuery), async (c) => {
    const { width, profile, rim, vehicle } = c.req.valid("query");
    if (width === undefined || profile === undefined || rim === undefined)
      throw new ShopError("VALIDATION_ERROR", { message: "Podaj szerokość, profil i średnicę opony." });
    return c.json({ cars: await carsOfSize(catalogueDatabase(c.env.DB), { width, profile, rim, vehicle }, SIZE_CARS_LIMIT) });
  })
  // Where a tyre's earlier address leads now (migration 0031 keeps them): the data page's 301.
  .get("/tyres/:slug/moved", slugParams, async (c) => {
    return c.json({ slug: await movedTyreSlug(catalogueDatabase(c.env.DB), c.req.valid("param").slug) });
  })
  // The tyre an offer belongs to, by the offer's sku: a product card's forms carry the sku alone.
  .get("/offers/:sku/tyre", skuParams, async (c) => {
    const slug = await tyreSlugOfOffer(catalogueDatabase(c.env.DB), c.req.valid("param").sku);
    if (!slug) throw new ShopError("NOT_FOUND", { message: "Nie znaleźliśmy takiej oferty." });
    return c.json({ slug });
  })
  .get("/tyres/:slug", slugParams, async (c) => {
    const found = await findTyreBySlug(catalogueDatabase(c.env.DB), c.req.valid("param").slug);
    if (!found) throw new ShopError("NOT_FOUND", { message: "Nie znaleźliśmy takiej opony." });
    // One read of the offers' price history: the Omnibus reductions and the price chart both come from it.
    const now = Date.now();
    const [histories, reviews] = await Promise.all([
      priceHistoriesFor(
        catalogueReader(c.env.DB),
        found.variants.map((variant) => variant.id),
      ),
      // The published reviews with their breakdown (the page lists them; the markup takes only buyers').
      tyreReviews(catalogueDatabase(c.env.DB), found.tyre.id),
    ]);
    const reductions = reductionsOf(found.variants, histories, now);
    // What staff decide on prices (a manual price, one held for them) stays in the back office.
    const variants = found.variants.map(({ manualPrice: _manual, heldPrice: _held, ...variant }) => {
      const history = histories.get(variant.id) ?? [];
      return {
        ...variant,
        reduction: reductions.get(variant.id) ?? null,
        /** The last PRICE_HISTORY_CHART_DAYS days' prices (grosze), oldest first, the first moved to the window's start. */
        priceHistory: historyWindow(history, now, PRICE_HISTORY_CHART_DAYS),
        /** The lowest price of the last 30 days, for an offer with no announced reduction. */
        lowest30: lowestOfLast30Days(history, now),
      };
    });
    // The official label's product information sheet sits beside it in R2 (src/shop/integrations/eprel.ts).
    const { eprelLabelKey } = found.tyre;
    const tyre = { ...found.tyre, eprelSheetKey: eprelLabelKey ? eprelSheetKey(eprelLabelKey) : null };
    return c.json({ ...found, tyre, variants, reviews });
  })
  .get("/models/:slug", slugParams, async (c) => {
    const found = await findModelBySlug(catalogueDatabase(c.env.DB), c.req.valid("param").slug);
    if (!found) throw new ShopError("NOT_FOUND", { message: "Nie znaleźliśmy takiego modelu opony." });
    return c.json(found);
  })
  // Site maps: every model, every car model and size, tyre slugs page by page.
  .get("/site-map/models", async (c) => c.json({ producers: await listModelsByProducer(catalogueDatabase(c.env.DB)) }))
  .get("/site-map/listings", async (c) => c.json({ listings: await listLandingPages(catalogueReader(c.env.DB)) }))
  .get("/site-map/cars", async (c) => c.json({ makes: await listCarModels(catalogueDatabase(c.env.DB)) }))
  .get(
    "/site-map/tyres",
    validate("query", v.object({ page: integerParam(1, 1000, "Numer strony musi być liczbą od 1 do 1000.") })),
    async (c) => {
      const answer = await tyreSlugPage(catalogueDatabase(c.env.DB), c.req.valid("query").page ?? 1, SITEMAP_PAGE_SIZE);
      if (answer.tyres.length === 0 && answer.page > 1) throw new ShopError("NOT_FOUND", { message: "Nie ma takiej strony mapy." });
      return c.json(answer);
    },
  )
  .get("/car-makes", async (c) => c.json({ makes: await listCarMakes(catalogueDatabase(c.env.DB)) }))
  .get("/car-makes/:slug", slugParams, async (c) => {
    const found = await findCarMake(catalogueDatabase(c.env.DB), c.req.valid("param").slug);
    if (!found) throw new ShopError("NOT_FOUND", { message: "Nie znaleźliśmy takiej marki samochodu." });
    return c.json(found);
  });
