import { Hono } from "hono";
import * as v from "valibot";
import { LISTING_MAX_PAGE, LISTING_PAGE_SIZE, SEASONS, VEHICLE_TYPES } from "../config";
import { cacheShort } from "../cache/strategies";
import { withCache } from "../cache/with-cache";
import { database } from "../db/client";
import { catalogueStats, findTyreBySlug, findTyres, listProducers } from "../db/queries/catalogue";
import type { AppEnv } from "../env";
import { ShopError } from "../errors";
import { validate } from "./validation";

const integerParam = (min: number, max: number, message: string) =>
  v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/, message), v.transform(Number), v.minValue(min, message), v.maxValue(max, message)));

const slugParam = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,160}$/, "Nieprawidłowy identyfikator."));

const tyreListQuery = v.object({
  season: v.optional(v.picklist(SEASONS, "Nieznany sezon.")),
  vehicle: v.optional(v.picklist(VEHICLE_TYPES, "Nieznany rodzaj pojazdu.")),
  producer: v.optional(slugParam),
  width: integerParam(100, 400, "Szerokość musi być liczbą od 100 do 400."),
  profile: integerParam(20, 95, "Profil musi być liczbą od 20 do 95."),
  rim: integerParam(10, 30, "Średnica musi być liczbą od 10 do 30."),
  sort: v.optional(v.picklist(["popularity", "price-asc", "price-desc"], "Nieznany sposób sortowania.")),
  page: integerParam(1, LISTING_MAX_PAGE, `Numer strony musi być liczbą od 1 do ${LISTING_MAX_PAGE}.`),
  limit: integerParam(1, 48, "Limit musi być liczbą od 1 do 48."),
});

/** Catalogue reads: public, identical for everyone, so cached at the edge. */
export const catalogueApi = new Hono<AppEnv>()
  .use(withCache(cacheShort))
  .get("/stats", async (c) => c.json(await catalogueStats(database(c.env.DB))))
  .get("/producers", async (c) => c.json({ producers: await listProducers(database(c.env.DB)) }))
  .get("/tyres", validate("query", tyreListQuery), async (c) => {
    const query = c.req.valid("query");
    const limit = query.limit ?? LISTING_PAGE_SIZE;
    const page = query.page ?? 1;
    const result = await findTyres(database(c.env.DB), { ...query, limit, offset: (page - 1) * limit });
    if (!result) throw new ShopError("NOT_FOUND", { message: "Nie znaleźliśmy takiego producenta." });
    return c.json({ ...result, page, pageSize: limit });
  })
  .get("/tyres/:slug", validate("param", v.object({ slug: slugParam })), async (c) => {
    const found = await findTyreBySlug(database(c.env.DB), c.req.valid("param").slug);
    if (!found) throw new ShopError("NOT_FOUND", { message: "Nie znaleźliśmy takiej opony." });
    return c.json(found);
  });
