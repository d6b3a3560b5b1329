import { asc, eq, sql } from "drizzle-orm";
import { byPolishName } from "../../../common/i18n/collation";
import type { Database } from "../client";
import type { Season, VehicleType } from "../../../common/config/storefront";
import { carFitments, carGenerations, carMakes, carModels, producers, treadModels, tyres } from "../schema";
import { IN_STOCK_TYRE_SQL, listedTyreSql } from "./search";

/** Every tread model, grouped under its producer (the producers' site map). */
export async function listModelsByProducer(db: Database) {
  const rows = await db
    .select({
      producerSlug: producers.slug,
      producerName: producers.name,
      slug: treadModels.slug,
      name: treadModels.name,
      season: treadModels.season,
      // The model page's last change: its newest tyre's (issue 38: model entries had no lastmod).
      lastmod: sql<number | null>`(SELECT MAX(t.updated_at) FROM ${tyres} t WHERE t.model_id = ${treadModels.id})`,
    })
    .from(treadModels)
    .innerJoin(producers, eq(producers.id, treadModels.producerId))
    .orderBy(asc(producers.name), asc(treadModels.name));
  return [...Map.groupBy(rows, (row) => row.producerSlug).values()]
    .map((group) => ({
      slug: group[0]!.producerSlug,
      name: group[0]!.producerName,
      models: group
        .map((row) => ({ slug: row.slug, name: row.name, season: row.season, lastmod: row.lastmod === null ? null : Number(row.lastmod) }))
        .sort(byPolishName),
    }))
    .sort(byPolishName);
}

/** The newest of some last-change times (ms), null when none is known. */
function newest(times: (number | null)[]): number | null {
  const known = times.flatMap((time) => (time === null ? [] : [Number(time)]));
  return known.length ? Math.max(...known) : null;
}

/** Car makes, their models, the models' generations and each generation's factory sizes, front and rear (the cars' site maps). */
export async function listCarModels(db: Database) {
  const rows = await db
    .select({
      makeSlug: carMakes.slug,
      makeName: carMakes.name,
      model: carModels.name,
      modelSlug: carModels.slug,
      generation: carGenerations.name,
      generationSlug: carGenerations.slug,
      yearFrom: carGenerations.yearFrom,
      yearTo: carGenerations.yearTo,
      vehicleType: carFitments.vehicleType,
      width: carFitments.width,
      profile: carFitments.profile,
      rim: carFitments.rim,
      rearWidth: carFitments.rearWidth,
      rearProfile: carFitments.rearProfile,
      rearRim: carFitments.rearRim,
      // A car page shows its sizes' tyres (counts, links): it changes when they do (issue 38: car entries had no lastmod).
      lastmod: sql<
        number | null
      >`(SELECT MAX(t.updated_at) FROM ${tyres} t WHERE (t.width = ${carFitments.width} AND t.profile = ${carFitments.profile} AND t.rim = ${carFitments.rim})
        OR (t.width = ${carFitments.rearWidth} AND t.profile = ${carFitments.rearProfile} AND t.rim = ${carFitments.rearRim}))`,
    })
    .from(carModels)
    .innerJoin(carMakes, eq(carMakes.id, carModels.makeId))
    .innerJoin(carGenerations, eq(carGenerations.modelId, carModels.id))
    .innerJoin(carFitments, eq(carFitments.generationId, carGenerations.id))
    .orderBy(asc(carMakes.name), asc(carModels.name), asc(carGenerations.yearFrom), asc(carFitments.rim), asc(carFitments.width));
  return [...Map.groupBy(rows, (row) => row.makeSlug).values()]
    .map((makeRows) => ({
      slug: makeRows[0]!.makeSlug,
      name: makeRows[0]!.makeName,
      // Each car page's last change: the newest of its generations' sizes' tyres.
      lastmod: newest(makeRows.map((row) => row.lastmod)),
      models: [...Map.groupBy(makeRows, (row) => row.modelSlug).values()]
        .map((modelRows) => ({
          slug: modelRows[0]!.modelSlug,
          name: modelRows[0]!.model,
          lastmod: newest(modelRows.map((row) => row.lastmod)),
          generations: [...Map.groupBy(modelRows, (row) => row.generationSlug).values()].map((generationRows) => {
            const sizes = new Map<string, { width: number; profile: number; rim: number; vehicleType: VehicleType }>();
            for (const row of generationRows) {
              const { vehicleType } = row;
              sizes.set(`${row.width}/${row.profile}/${row.rim}`, { width: row.width, profile: row.profile, rim: row.rim, vehicleType });
              if (row.rearWidth !== null && row.rearProfile !== null && row.rearRim !== null)
                sizes.set(`${row.rearWidth}/${row.rearProfile}/${row.rearRim}`, {
                  width: row.rearWidth,
                  profile: row.rearProfile,
                  rim: row.rearRim,
                  vehicleType,
                });
            }
            return {
              slug: generationRows[0]!.generationSlug,
              name: generationRows[0]!.generation,
              yearFrom: generationRows[0]!.yearFrom,
              yearTo: generationRows[0]!.yearTo,
              sizes: [...sizes.values()],
              lastmod: newest(generationRows.map((row) => row.lastmod)),
            };
          }),
        }))
        .sort(byPolishName),
    }))
    .sort(byPolishName);
}

const listed = sql.raw(listedTyreSql(""));

/**
 * One page of tyre data pages (slug and last change), in a stable order: the XML site map's tyre
 * pages. Only tyres with an offer on sale: a tyre whose offers staff hid has no page to index.
 */
export async function tyreSlugPage(db: Database, page: number, pageSize: number) {
  const [count] = await db.select({ total: sql<number>`count(*)` }).from(tyres).where(listed);
  const rows = await db
    .select({ slug: tyres.slug, lastmod: tyres.updatedAt })
    .from(tyres)
    .where(listed)
    .orderBy(asc(tyres.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = count?.total ?? 0;
  return { tyres: rows, page, pages: Math.max(1, Math.ceil(total / pageSize)), total };
}

/** What a landing listing shows (a ListingFilter's path part: every one has a clean path). */
export interface LandingFilter {
  vehicle?: VehicleType;
  season?: Season;
  producers?: [string];
  width?: number;
  profile?: number;
  rim?: number;
}

/** A listing worth a search engine's visit, with its tyres in stock and its last change (ms). */
export interface LandingPage {
  filter: LandingFilter;
  /** The producer's name, where the page is a producer's. */
  producerName?: string;
  tyres: number;
  lastmod: number | null;
}

/**
 * The listing shapes that are landing pages (SPEC §2's routes): every vehicle type, season,
 * producer, season × producer, size, season × size and season × rim with tyres in stock; a van's
 * size and season × size (`/opony/215/65/r16c`) of van tyres alone.
 */
const LANDING_SHAPES: (keyof typeof LANDING_COLUMNS)[][] = [
  ["vehicle"],
  ["season"],
  ["producer"],
  ["season", "producer"],
  ["width", "profile", "rim"],
  ["season", "width", "profile", "rim"],
  ["season", "rim"],
  ["vehicle", "width", "profile", "rim"],
  ["vehicle", "season", "width", "profile", "rim"],
];
/** A shape with a vehicle and a size is a van's size page: only van tyres have one. */
const isVanShape = (shape: (keyof typeof LANDING_COLUMNS)[]) => shape.includes("vehicle") && shape.includes("width");
const LANDING_COLUMNS = {
  vehicle: "t.vehicle_type",
  season: "t.season",
  producer: "t.producer_id",
  width: "t.width",
  profile: "t.profile",
  rim: "t.rim",
} as const;

interface LandingRow {
  producer_name?: string;
  vehicle?: VehicleType;
  season?: Season;
  producer?: string;
  width?: number;
  profile?: number;
  rim?: number;
  tyres: number;
  lastmod: number | null;
}

/**
 * Every landing listing with tyres in stock (the site maps and their lastmod): one grouped count
 * per shape, all in one D1 batch. A listing with nothing to buy is left out (its page says noindex).
 */
export async function listLandingPages(d1: D1Database | D1DatabaseSession): Promise<LandingPage[]> {
  const statements = LANDING_SHAPES.map((shape) => {
    // Producers are counted by id and named by slug (the path's word) afterwards: one join per producer.
    const columns = shape.map((key) => `${LANDING_COLUMNS[key]} AS ${key === "producer" ? "producer_id" : key}`);
    const counted = `SELECT ${columns.join(", ")}, COUNT(*) AS tyres, MAX(t.updated_at) AS lastmod FROM tyres t
      WHERE ${listedTyreSql()} AND ${IN_STOCK_TYRE_SQL}${isVanShape(shape) ? " AND t.vehicle_type = 'dostawcze'" : ""} GROUP BY ${shape.map((key) => LANDING_COLUMNS[key]).join(", ")}`;
    return d1.prepare(
      shape.includes("producer")
        ? `SELECT c.*, p.slug AS producer, p.name AS producer_name FROM (${counted}) c JOIN producers p ON p.id = c.producer_id`
        : counted,
    );
  });
  const results = await d1.batch<LandingRow & { producer_id?: number }>(statements);
  return results.flatMap(({ results: rows }) =>
    rows.map(({ vehicle, season, producer, producer_name, width, profile, rim, tyres: count, lastmod }) => ({
      filter: {
        ...(vehicle ? { vehicle } : {}),
        ...(season ? { season } : {}),
        ...(producer ? { producers: [producer] as [string] } : {}),
        ...(width !== undefined ? { width, profile, rim } : rim !== undefined ? { rim } : {}),
      },
      ...(producer_name ? { producerName: producer_name } : {}),
      tyres: count,
      lastmod,
    })),
  );
}
