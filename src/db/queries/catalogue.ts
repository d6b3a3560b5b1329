import { and, asc, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { byPolishName } from "../../i18n/collation";
import { type Season, SPEED_SYMBOLS } from "../../config";
import type { Database } from "../client";
import { gpsrColumns, producerGpsr, shopperGpsr } from "./producers";
import { listedTyreSql } from "./search";
import { campaigns, campaignVariants, carMakes, carModels, fitments, producers, treadModels, tyres, variants } from "../schema";

/**
 * A tyre with its producer (GPSR data), model, every offer a shopper may see (not hidden by staff)
 * and the offers' campaigns.
 */
export async function findTyreBySlug(db: Database, slug: string) {
  const tyre = await db.query.tyres.findFirst({ where: eq(tyres.slug, slug) });
  if (!tyre) return null;
  const [producer, model, offers] = await Promise.all([
    db
      .select({ id: producers.id, slug: producers.slug, name: producers.name, country: producers.country, ...gpsrColumns })
      .from(producers)
      .where(eq(producers.id, tyre.producerId))
      .limit(1),
    db.select().from(treadModels).where(eq(treadModels.id, tyre.modelId)).limit(1),
    db
      .select()
      .from(variants)
      .where(and(eq(variants.tyreId, tyre.id), eq(variants.hidden, false)))
      .orderBy(desc(variants.productionYear), desc(variants.dotWeek)),
  ]);
  if (!producer[0] || !model[0]) return null;
  const offerCampaigns = offers.length
    ? await db
        .select({ variantId: campaignVariants.variantId, slug: campaigns.slug, name: campaigns.name, description: campaigns.description })
        .from(campaignVariants)
        .innerJoin(campaigns, eq(campaigns.id, campaignVariants.campaignId))
        .where(
          inArray(
            campaignVariants.variantId,
            offers.map((offer) => offer.id),
          ),
        )
    : [];
  // The producer's GPSR data as the data page shows it (the staff-only columns stay out of the answer).
  const { id, slug: producerSlug, name, country } = producer[0];
  return {
    tyre,
    producer: { id, slug: producerSlug, name, country, gpsr: shopperGpsr(producerGpsr(producer[0])) },
    model: model[0],
    variants: offers,
    campaigns: offerCampaigns,
  };
}

/** A tread model with its producer and every size it is made in (cheapest offer per size). */
export async function findModelBySlug(db: Database, slug: string) {
  const model = await db.query.treadModels.findFirst({ where: eq(treadModels.slug, slug) });
  if (!model) return null;
  const [producer, sizes] = await Promise.all([
    db.select().from(producers).where(eq(producers.id, model.producerId)).limit(1),
    db
      .select({
        slug: tyres.slug,
        width: tyres.width,
        profile: tyres.profile,
        rim: tyres.rim,
        loadIndex: tyres.loadIndex,
        speedIndex: tyres.speedIndex,
        xl: tyres.xl,
        runFlat: tyres.runFlat,
        fuelClass: tyres.fuelClass,
        wetClass: tyres.wetClass,
        noiseClass: tyres.noiseClass,
        noiseDb: tyres.noiseDb,
        minPrice: tyres.minPrice,
        offerCount: tyres.offerCount,
      })
      .from(tyres)
      .where(eq(tyres.modelId, model.id))
      .orderBy(asc(tyres.rim), asc(tyres.width), asc(tyres.profile), asc(tyres.loadIndex), asc(tyres.speedIndex)),
  ]);
  if (!producer[0]) return null;
  return { model, producer: { slug: producer[0].slug, name: producer[0].name, country: producer[0].country }, sizes };
}

export async function listCarMakes(db: Database) {
  return (await db.select({ slug: carMakes.slug, name: carMakes.name }).from(carMakes)).sort(byPolishName);
}

/** Speed symbols in order as one string: a symbol's position in it compares speeds in SQL. */
const SPEED_ORDER = SPEED_SYMBOLS.join("");

/**
 * How many tyres fit a fitment (SQL): its size and vehicle type, load index (a van tyre's single
 * load) and speed index at least the car's — what the car page's link lists (fitmentFilter), with
 * a season too: a winter tyre may be slower than the car, so its count asks only for the load.
 */
function fittingTyres(season?: Season) {
  return sql<number>`(SELECT COUNT(*) FROM ${tyres} WHERE ${tyres.width} = ${fitments.width} AND ${tyres.profile} = ${fitments.profile} AND ${tyres.rim} = ${fitments.rim}
  AND ${tyres.vehicleType} = ${fitments.vehicleType} AND ${sql.raw(listedTyreSql('"tyres"'))}
  AND (${fitments.minLoadIndex} IS NULL OR CAST(${tyres.loadIndex} AS INTEGER) >= ${fitments.minLoadIndex})
  ${season ? sql`AND ${tyres.season} = ${season}` : sql``}
  ${season === "zimowe" ? sql`` : sql`AND (${fitments.minSpeedIndex} IS NULL OR instr(${SPEED_ORDER}, ${tyres.speedIndex}) >= instr(${SPEED_ORDER}, ${fitments.minSpeedIndex}))`})`;
}

/** A factory size's columns as the car pages and the cars' site map select them. */
export const FITMENT_COLUMNS = {
  width: fitments.width,
  profile: fitments.profile,
  rim: fitments.rim,
  vehicleType: fitments.vehicleType,
  minLoadIndex: fitments.minLoadIndex,
  minSpeedIndex: fitments.minSpeedIndex,
};

/** A selected row's factory size: the size, the car's kind and its minimum load and speed index. */
export function fitmentOf<R extends { [K in keyof typeof FITMENT_COLUMNS]: unknown }>(row: R) {
  const { width, profile, rim, vehicleType, minLoadIndex, minSpeedIndex } = row;
  return { width, profile, rim, vehicleType, minLoadIndex, minSpeedIndex } as Pick<R, keyof typeof FITMENT_COLUMNS>;
}

/** A car make with its models and their factory tyre sizes, each with the car's minimums and how many tyres fit it, all and per season. */
export async function findCarMake(db: Database, slug: string) {
  const make = await db.query.carMakes.findFirst({ where: eq(carMakes.slug, slug) });
  if (!make) return null;
  const rows = await db
    .select({
      modelSlug: carModels.slug,
      modelName: carModels.name,
      yearFrom: carModels.yearFrom,
      yearTo: carModels.yearTo,
      ...FITMENT_COLUMNS,
      tyres: fittingTyres(),
      letnie: fittingTyres("letnie"),
      zimowe: fittingTyres("zimowe"),
      caloroczne: fittingTyres("caloroczne"),
    })
    .from(carModels)
    .innerJoin(fitments, eq(fitments.carModelId, carModels.id))
    .where(eq(carModels.makeId, make.id))
    .orderBy(asc(carModels.name), asc(fitments.rim), asc(fitments.width), asc(fitments.profile));
  const models = [...Map.groupBy(rows, (row) => row.modelSlug).values()].map((group) => ({
    slug: group[0]!.modelSlug,
    name: group[0]!.modelName,
    yearFrom: group[0]!.yearFrom,
    yearTo: group[0]!.yearTo,
    sizes: group.map((row) => ({
      ...fitmentOf(row),
      /** Tyres that fit, of every season and of each (the page's season switch). */
      tyres: row.tyres,
      seasonTyres: { letnie: row.letnie, zimowe: row.zimowe, caloroczne: row.caloroczne } satisfies Record<Season, number>,
    })),
  }));
  models.sort(byPolishName);
  return { make: { slug: make.slug, name: make.name }, models };
}

/** Producers with how many tyres each has in the catalogue. */
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
      offers: sql<number>`(SELECT COUNT(*) FROM ${variants} WHERE ${variants.stock} > 0 AND ${variants.hidden} = 0)`,
      producers: sql<number>`(SELECT COUNT(*) FROM ${producers})`,
    })
    .from(sql`(SELECT 1)`);
  return { offers: row?.offers ?? 0, producers: row?.producers ?? 0 };
}

/** Campaigns running at `now`, for banners. */
export async function listActiveCampaigns(db: Database, now: number) {
  return db
    .select({
      slug: campaigns.slug,
      name: campaigns.name,
      description: campaigns.description,
      linkPath: campaigns.linkPath,
      startsAt: campaigns.startsAt,
      endsAt: campaigns.endsAt,
    })
    .from(campaigns)
    .where(and(lte(campaigns.startsAt, now), gte(campaigns.endsAt, now)))
    .orderBy(asc(campaigns.endsAt));
}
