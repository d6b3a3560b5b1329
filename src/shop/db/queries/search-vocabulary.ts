import { asc, desc, eq } from "drizzle-orm";
import type { SearchVocabulary } from "../../../common/search-query";
import type { Database } from "../client";
import { carGenerations, carMakes, carModels, producers, treadModels } from "../schema";

/**
 * Every name the header's search matches (src/common/search-query.ts): producers (most popular
 * first) with their tread models (popular ones first), and car makes, models and generations.
 * Small (about 50 producers, 500 models, 150 car names), so the search reads it once per isolate
 * and matches in memory (src/shop/search/suggestions.ts), with typos, which no SQL index does.
 */
export async function readSearchVocabulary(db: Database): Promise<SearchVocabulary> {
  // Not one db.batch(): drizzle's batch reads rows by column name, and the car join's "slug" and
  // "name" of three tables would overwrite each other. Read once per isolate, so three reads are fine.
  const [producerRows, modelRows, carRows] = await Promise.all([
    db
      .select({ id: producers.id, slug: producers.slug, name: producers.name })
      .from(producers)
      .orderBy(desc(producers.popularity), asc(producers.id)),
    db
      .select({ producerId: treadModels.producerId, slug: treadModels.slug, name: treadModels.name, season: treadModels.season })
      .from(treadModels)
      .orderBy(desc(treadModels.popular), asc(treadModels.id)),
    db
      .select({
        makeSlug: carMakes.slug,
        makeName: carMakes.name,
        modelSlug: carModels.slug,
        modelName: carModels.name,
        slug: carGenerations.slug,
        name: carGenerations.name,
      })
      .from(carGenerations)
      .innerJoin(carModels, eq(carModels.id, carGenerations.modelId))
      .innerJoin(carMakes, eq(carMakes.id, carModels.makeId))
      .orderBy(asc(carMakes.id), asc(carModels.id), asc(carGenerations.yearFrom)),
  ]);
  const modelsOf = Map.groupBy(modelRows, (row) => row.producerId);
  return {
    producers: producerRows.map((producer) => ({
      slug: producer.slug,
      name: producer.name,
      models: (modelsOf.get(producer.id) ?? []).map(({ slug, name, season }) => ({ slug, name, season })),
    })),
    carMakes: [...Map.groupBy(carRows, (row) => row.makeSlug).values()].map((makeRows) => ({
      slug: makeRows[0]!.makeSlug,
      name: makeRows[0]!.makeName,
      models: [...Map.groupBy(makeRows, (row) => row.modelSlug).values()].map((rows) => ({
        slug: rows[0]!.modelSlug,
        name: rows[0]!.modelName,
        generations: rows.map(({ slug, name }) => ({ slug, name })),
      })),
    })),
  };
}
