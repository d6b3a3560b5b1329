import { Hono } from "hono";
import * as v from "valibot";
import { LISTING_MAX_PAGE, LISTING_PAGE_SIZE, SEASONS, SITEMAP_PAGE_SIZE, VEHICLE_TYPES } from "../config";
import { cacheShort } from "../cache/strategies";
import { withCache } from "../cache/with-cache";
import { catalogueDatabase, catalogueReader } from "../db/client";
import { catalogueStats, findCarMake, findModelBySlug, findTyreBySlug, listActiveCampaigns, listCarMakes, listProducers } from "../db/queries/catalogue";
import { reductionsFor } from "../db/queries/omnibus";
import { SEARCH_SORTS, searchTyres } from "../db/queries/search";
import { listCarModels, listModelsByProducer, tyreSlugPage } from "../db/queries/site-map";
import type { ShopApiEnv } from "../env";
import { ShopError } from "../errors";
import { IN_PROCESS_BASE_URL } from "../routes";
import { validate } from "../api-common";

const integerParam = (min: number, max: number, message: string) =>
  v.optional(v.pipe(v.string(), v.regex(/^\d{1,7}$/, message), v.transform(Number), v.minValue(min, message), v.maxValue(max, message)));

/** A comma-separated list (SPEC §7) whose items all match `pattern`. */
const listParam = (pattern: RegExp, message: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.maxLength(400, message),
      v.transform((value) => value.split(",").filter(Boolean)),
      v.array(v.pipe(v.string(), v.regex(pattern, message))),
      v.maxLength(60, message),
    ),
  );

const flagParam = v.optional(v.pipe(v.picklist(["0", "1"], "Dozwolone wartości: 0 lub 1."), v.transform((value) => value === "1")));

const slugParam = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,160}$/, "Nieprawidłowy identyfikator."));

const searchQuery = v.object({
  season: v.optional(v.picklist(SEASONS, "Nieznany sezon.")),
  vehicle: v.optional(v.picklist(VEHICLE_TYPES, "Nieznany rodzaj pojazdu.")),
  producer: listParam(/^[a-z0-9-]{1,60}$/, "Nieprawidłowy producent."),
  width: integerParam(100, 400, "Szerokość musi być liczbą od 100 do 400."),
  profile: integerParam(20, 95, "Profil musi być liczbą od 20 do 95."),
  rim: integerParam(10, 30, "Średnica musi być liczbą od 10 do 30."),
  load: listParam(/^\d{2,3}(\/\d{2,3})?$/, "Nieprawidłowy indeks nośności."),
  speed: listParam(/^[A-Z]$/, "Nieprawidłowy indeks prędkości."),
  fuel: listParam(/^[A-E]$/, "Klasa paliwowa to litera od A do E."),
  wet: listParam(/^[A-E]$/, "Klasa przyczepności to litera od A do E."),
  noise: listParam(/^[A-C]$/, "Klasa hałasu to litera od A do C."),
  xl: flagParam,
  runflat: flagParam,
  pmsf: flagParam,
  price_min: integerParam(0, 10_000_000, "Cena musi być liczbą groszy od 0 do 10 000 000."),
  price_max: integerParam(0, 10_000_000, "Cena musi być liczbą groszy od 0 do 10 000 000."),
  sort: v.optional(v.picklist(SEARCH_SORTS, "Nieznany sposób sortowania.")),
  page: integerParam(1, LISTING_MAX_PAGE, `Numer strony musi być liczbą od 1 do ${LISTING_MAX_PAGE}.`),
  limit: integerParam(1, 48, "Limit musi być liczbą od 1 do 48."),
  facets: v.optional(v.picklist(["0", "1"], "Dozwolone wartości: 0 lub 1.")),
});

const slugParams = validate("param", v.object({ slug: slugParam }));

/** Catalogue reads: public, identical for everyone, cached at the edge, read from a D1 session. */
export const catalogueApi = new Hono<ShopApiEnv>()
  // Pages call in-process and are edge-cached themselves: caching their API answers again would
  // only add a cache read and write to every page that misses. (Only a caching choice: nothing is
  // trusted because of the URL.)
  .use((c, next) => (new URL(c.req.url).origin === IN_PROCESS_BASE_URL ? next() : withCache(cacheShort, Object.keys(searchQuery.entries))(c, next)))
  .get("/stats", async (c) => c.json(await catalogueStats(catalogueDatabase(c.env.DB))))
  .get("/campaigns", async (c) => c.json({ campaigns: await listActiveCampaigns(catalogueDatabase(c.env.DB), Date.now()) }))
  .get("/producers", async (c) => c.json({ producers: await listProducers(catalogueDatabase(c.env.DB)) }))
  .get("/search", validate("query", searchQuery), async (c) => {
    const query = c.req.valid("query");
    const limit = query.limit ?? LISTING_PAGE_SIZE;
    const page = query.page ?? 1;
    const reader = catalogueReader(c.env.DB);
    const started = Date.now();
    const result = await searchTyres(reader, {
      season: query.season,
      vehicle: query.vehicle,
      producers: query.producer,
      width: query.width,
      profile: query.profile,
      rim: query.rim,
      loadIndex: query.load,
      speedIndex: query.speed,
      fuel: query.fuel,
      wet: query.wet,
      noise: query.noise,
      xl: query.xl,
      runFlat: query.runflat,
      threePmsf: query.pmsf,
      priceMin: query.price_min,
      priceMax: query.price_max,
      sort: query.sort,
      limit,
      offset: (page - 1) * limit,
      withoutFacets: query.facets === "0",
    });
    // Workers clocks advance across I/O, so this is the D1 batch's wall time (read by the bench).
    c.header("Server-Timing", `d1-search;dur=${Date.now() - started}`);
    return c.json({ ...result, page, pageSize: limit, pages: Math.max(1, Math.ceil(result.total / limit)) });
  })
  .get("/tyres/:slug", slugParams, async (c) => {
    const found = await findTyreBySlug(catalogueDatabase(c.env.DB), c.req.valid("param").slug);
    if (!found) throw new ShopError("NOT_FOUND", { message: "Nie znaleźliśmy takiej opony." });
    const reductions = await reductionsFor(catalogueReader(c.env.DB), found.variants, Date.now());
    const variants = found.variants.map((variant) => ({ ...variant, reduction: reductions.get(variant.id) ?? null }));
    return c.json({ ...found, variants });
  })
  .get("/models/:slug", slugParams, async (c) => {
    const found = await findModelBySlug(catalogueDatabase(c.env.DB), c.req.valid("param").slug);
    if (!found) throw new ShopError("NOT_FOUND", { message: "Nie znaleźliśmy takiego modelu opony." });
    return c.json(found);
  })
  // Site maps: every model, every car model and size, tyre slugs page by page.
  .get("/site-map/models", async (c) => c.json({ producers: await listModelsByProducer(catalogueDatabase(c.env.DB)) }))
  .get("/site-map/cars", async (c) => c.json({ makes: await listCarModels(catalogueDatabase(c.env.DB)) }))
  .get("/site-map/tyres", validate("query", v.object({ page: integerParam(1, 1000, "Numer strony musi być liczbą od 1 do 1000.") })), async (c) => {
    const answer = await tyreSlugPage(catalogueDatabase(c.env.DB), c.req.valid("query").page ?? 1, SITEMAP_PAGE_SIZE);
    if (answer.slugs.length === 0 && answer.page > 1) throw new ShopError("NOT_FOUND", { message: "Nie ma takiej strony mapy." });
    return c.json(answer);
  })
  .get("/car-makes", async (c) => c.json({ makes: await listCarMakes(catalogueDatabase(c.env.DB)) }))
  .get("/car-makes/:slug", slugParams, async (c) => {
    const found = await findCarMake(catalogueDatabase(c.env.DB), c.req.valid("param").slug);
    if (!found) throw new ShopError("NOT_FOUND", { message: "Nie znaleźliśmy takiej marki samochodu." });
    return c.json(found);
  });
