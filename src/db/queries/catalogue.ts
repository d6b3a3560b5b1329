import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Season, VehicleType } from "../../config";
import type { Database } from "../client";
import { producers, treadModels, tyres, variants } from "../schema";

export interface TyreQuery {
  season?: Season;
  vehicle?: VehicleType;
  producer?: string;
  width?: number;
  profile?: number;
  rim?: number;
  sort?: "popularity" | "price-asc" | "price-desc";
  limit: number;
  offset: number;
}

/** One tyre on a list: the product, its label and its cheapest offer in stock. */
export interface TyreSummary {
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
  imageUrl: string | null;
  /** Lowest price in grosze among offers in stock; null when every offer is sold out. */
  price: number | null;
  offers: number;
  inStock: boolean;
}

// Cheapest in-stock price and offer count per tyre, computed by SQLite next to the filter.
const minPrice = sql<number | null>`(SELECT MIN(${variants.price}) FROM ${variants} WHERE ${variants.tyreId} = ${tyres.id} AND ${variants.stock} > 0)`;
const offerCount = sql<number>`(SELECT COUNT(*) FROM ${variants} WHERE ${variants.tyreId} = ${tyres.id})`;

function conditions(query: TyreQuery, producerId?: number): SQL | undefined {
  const parts: SQL[] = [];
  if (query.season) parts.push(eq(tyres.season, query.season));
  if (query.vehicle) parts.push(eq(tyres.vehicleType, query.vehicle));
  if (producerId !== undefined) parts.push(eq(tyres.producerId, producerId));
  if (query.width !== undefined) parts.push(eq(tyres.width, query.width));
  if (query.profile !== undefined) parts.push(eq(tyres.profile, query.profile));
  if (query.rim !== undefined) parts.push(eq(tyres.rim, query.rim));
  return parts.length ? and(...parts) : undefined;
}

export async function findTyres(db: Database, query: TyreQuery): Promise<{ items: TyreSummary[]; total: number } | null> {
  let producerId: number | undefined;
  if (query.producer) {
    const producer = await db.query.producers.findFirst({ where: eq(producers.slug, query.producer), columns: { id: true } });
    if (!producer) return null;
    producerId = producer.id;
  }
  const where = conditions(query, producerId);
  const order =
    query.sort === "price-asc"
      ? [sql`${minPrice} IS NULL`, asc(minPrice)]
      : query.sort === "price-desc"
        ? [sql`${minPrice} IS NULL`, desc(minPrice)]
        : [desc(tyres.popularity), asc(tyres.id)];

  const [rows, [countRow]] = await Promise.all([
    db
      .select({
        slug: tyres.slug,
        // Aliased: D1 returns same-named columns of joined tables (slug, name) as one.
        producerSlug: sql<string>`${producers.slug}`.as("producer_slug"),
        producerName: sql<string>`${producers.name}`.as("producer_name"),
        modelSlug: sql<string>`${treadModels.slug}`.as("model_slug"),
        modelName: sql<string>`${treadModels.name}`.as("model_name"),
        season: tyres.season,
        vehicleType: tyres.vehicleType,
        width: tyres.width,
        profile: tyres.profile,
        rim: tyres.rim,
        loadIndex: tyres.loadIndex,
        speedIndex: tyres.speedIndex,
        xl: tyres.xl,
        cargo: tyres.cargo,
        runFlat: tyres.runFlat,
        threePmsf: tyres.threePmsf,
        fuelClass: tyres.fuelClass,
        wetClass: tyres.wetClass,
        noiseClass: tyres.noiseClass,
        noiseDb: tyres.noiseDb,
        imageUrl: tyres.imageUrl,
        price: minPrice,
        offers: offerCount,
      })
      .from(tyres)
      .innerJoin(producers, eq(producers.id, tyres.producerId))
      .innerJoin(treadModels, eq(treadModels.id, tyres.modelId))
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: sql<number>`count(*)` }).from(tyres).where(where),
  ]);

  return {
    total: countRow?.total ?? 0,
    items: rows.map((row) => ({
      slug: row.slug,
      producer: { slug: row.producerSlug, name: row.producerName },
      model: { slug: row.modelSlug, name: row.modelName },
      season: row.season,
      vehicleType: row.vehicleType,
      width: row.width,
      profile: row.profile,
      rim: row.rim,
      loadIndex: row.loadIndex,
      speedIndex: row.speedIndex,
      xl: row.xl,
      cargo: row.cargo,
      runFlat: row.runFlat,
      threePmsf: row.threePmsf,
      label: { fuel: row.fuelClass, wet: row.wetClass, noise: row.noiseClass, noiseDb: row.noiseDb },
      imageUrl: row.imageUrl,
      price: row.price,
      offers: row.offers,
      inStock: row.price !== null,
    })),
  };
}

/** A tyre with its producer (GPSR data), model and every offer. */
export async function findTyreBySlug(db: Database, slug: string) {
  const tyre = await db.query.tyres.findFirst({ where: eq(tyres.slug, slug) });
  if (!tyre) return null;
  const [producer, model, offers] = await Promise.all([
    db.select().from(producers).where(eq(producers.id, tyre.producerId)).limit(1),
    db.select().from(treadModels).where(eq(treadModels.id, tyre.modelId)).limit(1),
    db.select().from(variants).where(eq(variants.tyreId, tyre.id)).orderBy(desc(variants.productionYear)),
  ]);
  if (!producer[0] || !model[0]) return null;
  return { tyre, producer: producer[0], model: model[0], variants: offers };
}

/** Producers with how many tyres (in stock or not) each has in the catalogue. */
export async function listProducers(db: Database) {
  return db
    .select({
      slug: producers.slug,
      name: producers.name,
      country: producers.country,
      tyres: sql<number>`(SELECT COUNT(*) FROM ${tyres} WHERE ${tyres.producerId} = ${producers.id})`,
    })
    .from(producers)
    .orderBy(desc(producers.popularity));
}

/** Headline figures for the home page. */
export async function catalogueStats(db: Database) {
  const [row] = await db
    .select({
      offers: sql<number>`(SELECT COUNT(*) FROM ${variants} WHERE ${variants.stock} > 0)`,
      producers: sql<number>`(SELECT COUNT(*) FROM ${producers})`,
    })
    .from(sql`(SELECT 1)`);
  return { offers: row?.offers ?? 0, producers: row?.producers ?? 0 };
}

