import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { byPolishName } from "../../../common/i18n/collation";
import type { Season, VehicleType } from "../../../common/config/storefront";
import { SNOW_TYRE_SPEED_FLOOR, SPEED_EXCEPTION_SEASONS, SPEED_SYMBOLS } from "../../../common/reference/speed-symbols";
import type { Database } from "../client";
import { gpsrColumns, producerGpsr, shopperGpsr } from "./producers";
import { campaignColumns, campaignReward, runningAt } from "./campaign-columns";
import { IN_STOCK_TYRE_SQL, listedTyreSql } from "./search";
import {
  campaigns,
  campaignVariants,
  carFitments,
  carGenerations,
  carMakes,
  carModels,
  producers,
  treadModels,
  tyres,
  variants,
} from "../schema";
import { etrtoLoadIndexes } from "../../../common/reference/tyre-rules";

/**
 * A tyre with its producer (GPSR data), model, every offer a shopper may see (not hidden by staff)
 * and the offers' campaigns.
 */
export async function findTyreBySlug(db: Database, slug: string) {
  const tyre = await db.query.tyres.findFirst({ where: eq(tyres.slug, slug) });
  if (!tyre) return null;
  const [producer, model, offers] = await Promise.all([
    db
      .select({
        id: producers.id,
        slug: producers.slug,
        name: producers.name,
        country: producers.country,
        gpsrVerified: producers.gpsrVerified,
        ...gpsrColumns,
      })
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
        // A planned or ended campaign's marks stay (issue 39): only a running one is a badge.
        .where(
          and(
            inArray(
              campaignVariants.variantId,
              offers.map((offer) => offer.id),
            ),
            runningAt(Date.now()),
          ),
        )
    : [];
  // The producer's GPSR data as the data page shows it, and whether it is confirmed (issue 38: only
  // confirmed data is shown as fact); the staff-only columns (source) stay out of the answer.
  const { id, slug: producerSlug, name, country, gpsrVerified } = producer[0];
  return {
    tyre,
    producer: { id, slug: producerSlug, name, country, gpsr: shopperGpsr(producerGpsr(producer[0])), gpsrVerified },
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

/** One axle's columns of car_fitments: the front's, or the rear's (NULL when it takes the front's size). */
const AXLE_COLUMNS = {
  front: {
    width: carFitments.width,
    profile: carFitments.profile,
    rim: carFitments.rim,
    minLoadIndex: carFitments.minLoadIndex,
    minSpeedIndex: carFitments.minSpeedIndex,
  },
  rear: {
    width: carFitments.rearWidth,
    profile: carFitments.rearProfile,
    rim: carFitments.rearRim,
    minLoadIndex: carFitments.rearMinLoadIndex,
    minSpeedIndex: carFitments.rearMinSpeedIndex,
  },
} as const;
type AxleName = keyof typeof AXLE_COLUMNS;

/**
 * How many tyres fit one axle of a fitment (SQL): its size and the car's vehicle type, load index
 * (a van tyre's single load) and speed index at least the car's — what the car page's link lists
 * (fitmentFilter), with a season too: a snow tyre (winter, all-season M+S) may be slower than the
 * car down to Q, so its count asks for the lower of the car's minimum and Q. NULL for a rear axle
 * that takes the front's size.
 */
function fittingTyres(axleName: AxleName, season?: Season) {
  const axle = AXLE_COLUMNS[axleName];
  const winter = season !== undefined && SPEED_EXCEPTION_SEASONS.includes(season);
  return sql<
    number | null
  >`CASE WHEN ${axle.width} IS NULL THEN NULL ELSE (SELECT COUNT(*) FROM ${tyres} WHERE ${tyres.width} = ${axle.width} AND ${tyres.profile} = ${axle.profile} AND ${tyres.rim} = ${axle.rim}
  AND ${tyres.vehicleType} = ${carFitments.vehicleType} AND ${sql.raw(listedTyreSql('"tyres"'))}
  AND (${axle.minLoadIndex} IS NULL OR CAST(${tyres.loadIndex} AS INTEGER) >= ${axle.minLoadIndex})
  ${season ? sql`AND ${tyres.season} = ${season}` : sql``}
  AND (${axle.minSpeedIndex} IS NULL OR instr(${SPEED_ORDER}, ${tyres.speedIndex}) >= ${winter ? sql`min(instr(${SPEED_ORDER}, ${axle.minSpeedIndex}), instr(${SPEED_ORDER}, ${SNOW_TYRE_SPEED_FLOOR}))` : sql`instr(${SPEED_ORDER}, ${axle.minSpeedIndex})`})) END`;
}

/**
 * How many tyres one axle's size page lists to buy (SQL): the clean, indexable listing a car page
 * links (`/opony/205/55/r16`, a van's `/opony/215/65/r16c`, per season `/opony/zimowe/…`), so a
 * link is shown only where that page has a tyre in stock (an empty one says noindex). NULL for a
 * rear axle that takes the front's size.
 */
function sizePageTyres(axleName: AxleName, season?: Season) {
  const axle = AXLE_COLUMNS[axleName];
  return sql<
    number | null
  >`CASE WHEN ${axle.width} IS NULL THEN NULL ELSE (SELECT COUNT(*) FROM ${tyres} WHERE ${tyres.width} = ${axle.width} AND ${tyres.profile} = ${axle.profile} AND ${tyres.rim} = ${axle.rim}
  AND (${carFitments.vehicleType} <> 'dostawcze' OR ${tyres.vehicleType} = 'dostawcze') AND ${sql.raw(listedTyreSql('"tyres"'))} AND ${tyres.minPrice} IS NOT NULL
  ${season ? sql`AND ${tyres.season} = ${season}` : sql``}) END`;
}

/** Both axles' columns and counts, named `front*` and `rear*` in a selected row. */
function axleSelection(axleName: AxleName) {
  const axle = AXLE_COLUMNS[axleName];
  return {
    [`${axleName}Width`]: axle.width,
    [`${axleName}Profile`]: axle.profile,
    [`${axleName}Rim`]: axle.rim,
    [`${axleName}MinLoadIndex`]: axle.minLoadIndex,
    [`${axleName}MinSpeedIndex`]: axle.minSpeedIndex,
    [`${axleName}Tyres`]: fittingTyres(axleName),
    [`${axleName}Letnie`]: fittingTyres(axleName, "letnie"),
    [`${axleName}Zimowe`]: fittingTyres(axleName, "zimowe"),
    [`${axleName}Caloroczne`]: fittingTyres(axleName, "caloroczne"),
    [`${axleName}SizeTyres`]: sizePageTyres(axleName),
    [`${axleName}SizeLetnie`]: sizePageTyres(axleName, "letnie"),
    [`${axleName}SizeZimowe`]: sizePageTyres(axleName, "zimowe"),
    [`${axleName}SizeCaloroczne`]: sizePageTyres(axleName, "caloroczne"),
  } as Record<
    `${AxleName}${"Width" | "Profile" | "Rim" | "MinLoadIndex" | "Tyres" | "Letnie" | "Zimowe" | "Caloroczne" | "SizeTyres" | "SizeLetnie" | "SizeZimowe" | "SizeCaloroczne"}`,
    SQL<number | null>
  > &
    Record<`${AxleName}MinSpeedIndex`, SQL<string | null>>;
}

/**
 * One axle of a factory fitment as the car pages show it: the size, the car's kind and minimums,
 * the size's reinforced load index when only an XL tyre reaches the minimum, and how many tyres fit.
 */
function axleOf(row: Record<string, unknown>, axleName: AxleName, vehicleType: VehicleType) {
  const value = (key: string) => row[`${axleName}${key}`] as number | null;
  const width = value("Width");
  if (width === null) return null;
  const size = { width, profile: value("Profile")!, rim: value("Rim")! };
  const minLoadIndex = value("MinLoadIndex");
  const etrto = vehicleType === "dostawcze" ? undefined : etrtoLoadIndexes(size);
  return {
    ...size,
    vehicleType,
    minLoadIndex,
    minSpeedIndex: row[`${axleName}MinSpeedIndex`] as string | null,
    /** The reinforced index when the standard one is below the car's minimum (XL required), else null. */
    xlLoadIndex:
      etrto && minLoadIndex !== null && etrto.standard < minLoadIndex && etrto.reinforced >= minLoadIndex ? etrto.reinforced : null,
    /** Tyres that fit, of every season and of each (the page's season switch). */
    tyres: value("Tyres") ?? 0,
    seasonTyres: {
      letnie: value("Letnie") ?? 0,
      zimowe: value("Zimowe") ?? 0,
      caloroczne: value("Caloroczne") ?? 0,
    } satisfies Record<Season, number>,
    /** Tyres to buy on the size's own page (any load and speed), of every season and of each. */
    sizePage: {
      all: value("SizeTyres") ?? 0,
      letnie: value("SizeLetnie") ?? 0,
      zimowe: value("SizeZimowe") ?? 0,
      caloroczne: value("SizeCaloroczne") ?? 0,
    },
  };
}

/**
 * A car make with its models, their generations and each generation's factory fitments: the
 * size per axle with the car's minimums and how many tyres fit, all and per season. The three car
 * pages (make, model, generation) read this one answer.
 */
export async function findCarMake(db: Database, slug: string) {
  const make = await db.query.carMakes.findFirst({ where: eq(carMakes.slug, slug) });
  if (!make) return null;
  const rows = await db
    .select({
      modelSlug: carModels.slug,
      modelName: carModels.name,
      modelYearFrom: carModels.yearFrom,
      modelYearTo: carModels.yearTo,
      generationSlug: carGenerations.slug,
      generationName: carGenerations.name,
      yearFrom: carGenerations.yearFrom,
      yearTo: carGenerations.yearTo,
      fitmentId: carFitments.id,
      vehicleType: carFitments.vehicleType,
      runFlat: carFitments.runFlat,
      ...axleSelection("front"),
      ...axleSelection("rear"),
    })
    .from(carModels)
    .innerJoin(carGenerations, eq(carGenerations.modelId, carModels.id))
    .innerJoin(carFitments, eq(carFitments.generationId, carGenerations.id))
    .where(eq(carModels.makeId, make.id))
    .orderBy(asc(carModels.name), asc(carGenerations.yearFrom), asc(carFitments.rim), asc(carFitments.width), asc(carFitments.profile));
  const models = [...Map.groupBy(rows, (row) => row.modelSlug).values()].map((modelRows) => {
    const first = modelRows[0]!;
    return {
      slug: first.modelSlug,
      name: first.modelName,
      yearFrom: first.modelYearFrom,
      yearTo: first.modelYearTo,
      vehicleType: first.vehicleType,
      generations: [...Map.groupBy(modelRows, (row) => row.generationSlug).values()].map((generationRows) => ({
        slug: generationRows[0]!.generationSlug,
        name: generationRows[0]!.generationName,
        yearFrom: generationRows[0]!.yearFrom,
        yearTo: generationRows[0]!.yearTo,
        fitments: generationRows.map((row) => ({
          id: row.fitmentId,
          front: axleOf(row, "front", row.vehicleType)!,
          rear: axleOf(row, "rear", row.vehicleType),
          runFlat: row.runFlat,
        })),
      })),
    };
  });
  models.sort(byPolishName);
  return { make: { slug: make.slug, name: make.name }, models };
}

/**
 * The car generations that take a size from the factory, on either axle (a size page's "which cars
 * use it", issue 38): a van's size only vans, any other size every car but vans. At most `limit`,
 * by make, model and years.
 */
export async function carsOfSize(
  db: Database,
  size: { width: number; profile: number; rim: number; vehicle?: VehicleType },
  limit: number,
) {
  const onAxle = sql`((${carFitments.width} = ${size.width} AND ${carFitments.profile} = ${size.profile} AND ${carFitments.rim} = ${size.rim})
    OR (${carFitments.rearWidth} = ${size.width} AND ${carFitments.rearProfile} = ${size.profile} AND ${carFitments.rearRim} = ${size.rim}))`;
  const kind =
    size.vehicle === "dostawcze" ? sql`${carFitments.vehicleType} = 'dostawcze'` : sql`${carFitments.vehicleType} <> 'dostawcze'`;
  return db
    .selectDistinct({
      make: carMakes.name,
      makeSlug: carMakes.slug,
      model: carModels.name,
      modelSlug: carModels.slug,
      generation: carGenerations.name,
      generationSlug: carGenerations.slug,
      yearFrom: carGenerations.yearFrom,
      yearTo: carGenerations.yearTo,
    })
    .from(carFitments)
    .innerJoin(carGenerations, eq(carGenerations.id, carFitments.generationId))
    .innerJoin(carModels, eq(carModels.id, carGenerations.modelId))
    .innerJoin(carMakes, eq(carMakes.id, carModels.makeId))
    .where(and(onAxle, kind))
    .orderBy(asc(carMakes.name), asc(carModels.name), asc(carGenerations.yearFrom))
    .limit(limit);
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
  // What content may claim (src/common/content/catalogue-claims.ts), counted per tyre on sale (an
  // offer in stock and not hidden, as the offer summary keeps it): those with a real EPREL record
  // (the label's QR code and link), the all-season ones and those of them with the 3PMSF mark.
  const row = await db.get<Record<"offers" | "producers" | "tyres" | "eprelLinked" | "allSeason" | "allSeason3pmsf", number>>(sql`
    WITH on_sale AS (
      SELECT t.eprel_id, t.eprel_source, t.season, t.three_pmsf FROM tyres t WHERE ${sql.raw(IN_STOCK_TYRE_SQL)}
    )
    SELECT
      (SELECT COUNT(*) FROM variants WHERE stock > 0 AND hidden = 0) AS offers,
      (SELECT COUNT(*) FROM producers) AS producers,
      (SELECT COUNT(*) FROM on_sale) AS tyres,
      (SELECT COUNT(*) FROM on_sale WHERE eprel_id <> '' AND eprel_source <> 'demo') AS eprelLinked,
      (SELECT COUNT(*) FROM on_sale WHERE season = 'caloroczne') AS allSeason,
      (SELECT COUNT(*) FROM on_sale WHERE season = 'caloroczne' AND three_pmsf = 1) AS allSeason3pmsf`);
  return {
    offers: row?.offers ?? 0,
    producers: row?.producers ?? 0,
    tyres: row?.tyres ?? 0,
    eprelLinked: row?.eprelLinked ?? 0,
    allSeason: row?.allSeason ?? 0,
    allSeason3pmsf: row?.allSeason3pmsf ?? 0,
  };
}

/**
 * The current address of a tyre that had `oldSlug` before its data changed it (the history
 * migration 0031's trigger keeps, not in the drizzle schema: nothing else reads it); null if none.
 */
export async function movedTyreSlug(db: Database, oldSlug: string): Promise<string | null> {
  const row = await db.get<{ slug: string } | undefined>(
    sql`SELECT ${tyres.slug} AS slug FROM tyre_slug_history h JOIN ${tyres} ON ${tyres.id} = h.tyre_id WHERE h.old_slug = ${oldSlug}`,
  );
  return row?.slug ?? null;
}

/** The slug of the tyre an offer (by its sku) belongs to: a card's forms name the offer only (issue 37). */
export async function tyreSlugOfOffer(db: Database, sku: string): Promise<string | null> {
  const row = await db.get<{ slug: string } | undefined>(
    sql`SELECT ${tyres.slug} AS slug FROM ${variants} JOIN ${tyres} ON ${tyres.id} = ${variants.tyreId} WHERE ${variants.sku} = ${sku}`,
  );
  return row?.slug ?? null;
}

/**
 * Campaigns running at `now`, for the home page's banners (`onHome`, in the owner's order) and the
 * site map (every one): with the producer and season they are about, when one, and the reward.
 */
export async function listActiveCampaigns(db: Database, now: number) {
  const rows = await db
    .select({ ...campaignColumns, producerSlug: producers.slug, producerName: producers.name, onHome: campaigns.onHome })
    .from(campaigns)
    .leftJoin(producers, eq(producers.id, campaigns.producerId))
    .where(runningAt(now))
    .orderBy(asc(campaigns.position), asc(campaigns.endsAt));
  return rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    description: row.description,
    linkPath: row.linkPath,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    season: row.season,
    producerSlug: row.producerSlug,
    producerName: row.producerName,
    onHome: row.onHome,
    reward: campaignReward(row),
  }));
}
