import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { carMakes, carModels, fitments, producers, treadModels, tyres } from "../schema";

/** Every tread model, grouped under its producer (the producers' site map). */
export async function listModelsByProducer(db: Database) {
  const rows = await db
    .select({
      producerSlug: producers.slug,
      producerName: producers.name,
      slug: treadModels.slug,
      name: treadModels.name,
      season: treadModels.season,
    })
    .from(treadModels)
    .innerJoin(producers, eq(producers.id, treadModels.producerId))
    .orderBy(asc(producers.name), asc(treadModels.name));
  return [...Map.groupBy(rows, (row) => row.producerSlug).values()].map((group) => ({
    slug: group[0]!.producerSlug,
    name: group[0]!.producerName,
    models: group.map((row) => ({ slug: row.slug, name: row.name, season: row.season })),
  }));
}

/** Car makes, their models and factory sizes (the cars' site map). */
export async function listCarModels(db: Database) {
  const rows = await db
    .select({
      makeSlug: carMakes.slug,
      makeName: carMakes.name,
      model: carModels.name,
      modelSlug: carModels.slug,
      width: fitments.width,
      profile: fitments.profile,
      rim: fitments.rim,
      vehicleType: fitments.vehicleType,
      minLoadIndex: fitments.minLoadIndex,
      minSpeedIndex: fitments.minSpeedIndex,
    })
    .from(carModels)
    .innerJoin(carMakes, eq(carMakes.id, carModels.makeId))
    .innerJoin(fitments, eq(fitments.carModelId, carModels.id))
    .orderBy(asc(carMakes.name), asc(carModels.name), asc(fitments.rim), asc(fitments.width), asc(fitments.profile));
  return [...Map.groupBy(rows, (row) => row.makeSlug).values()].map((makeRows) => ({
    slug: makeRows[0]!.makeSlug,
    name: makeRows[0]!.makeName,
    models: [...Map.groupBy(makeRows, (row) => row.modelSlug).values()].map((modelRows) => ({
      slug: modelRows[0]!.modelSlug,
      name: modelRows[0]!.model,
      sizes: modelRows.map(({ width, profile, rim, vehicleType, minLoadIndex, minSpeedIndex }) => ({
        width,
        profile,
        rim,
        vehicleType,
        minLoadIndex,
        minSpeedIndex,
      })),
    })),
  }));
}

/** One page of tyre data page slugs, in a stable order (the XML site map's tyre pages). */
export async function tyreSlugPage(db: Database, page: number, pageSize: number) {
  const [count] = await db.select({ total: sql<number>`count(*)` }).from(tyres);
  const rows = await db
    .select({ slug: tyres.slug })
    .from(tyres)
    .orderBy(asc(tyres.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = count?.total ?? 0;
  return { slugs: rows.map((row) => row.slug), page, pages: Math.max(1, Math.ceil(total / pageSize)), total };
}
