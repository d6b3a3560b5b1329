import { and, asc, eq, inArray } from "drizzle-orm";
import { D1_MAX_BOUND_PARAMETERS, type Database } from "../client";
import { producers, treadModels, tyres, variants } from "../schema";
import { d1Statements, failedWith } from "./d1-batch";
import { auditEntry, readAuditTrail, type StaffActor } from "./staff";

/**
 * A tyre's photo and EU label sources (issue 18): what the back office shows and changes, and what
 * the import's enrichment (src/shop/integrations/eprel.ts enrichTyres) reads and writes. Every change is
 * one D1 batch: the tyre's columns, `updated_at`, and the audit row when a staff member made it.
 */

/** What the EU label on a tyre becomes when its values come from EPREL. */
export interface EprelLabelValues {
  fuelClass: "A" | "B" | "C" | "D" | "E";
  wetClass: "A" | "B" | "C" | "D" | "E";
  noiseClass: "A" | "B" | "C";
  noiseDb: number;
  threePmsf: boolean;
  ice: boolean;
  tyreClass: "C1" | "C2" | "C3";
  /** R2 key of the official label image ("etykiety/…"); its sheet is `eprelSheetKey(labelKey)`. */
  labelKey: string;
}

/** The R2 key of the product information sheet kept beside an official label ("….png" → "….pdf"). */
export function eprelSheetKey(labelKey: string): string {
  return labelKey.replace(/\.[a-z]+$/, ".pdf");
}

const mediaColumns = {
  id: tyres.id,
  slug: tyres.slug,
  producer: producers.name,
  model: treadModels.name,
  width: tyres.width,
  profile: tyres.profile,
  rim: tyres.rim,
  loadIndex: tyres.loadIndex,
  speedIndex: tyres.speedIndex,
  fuelClass: tyres.fuelClass,
  wetClass: tyres.wetClass,
  noiseClass: tyres.noiseClass,
  noiseDb: tyres.noiseDb,
  threePmsf: tyres.threePmsf,
  ice: tyres.ice,
  tyreClass: tyres.tyreClass,
  eprelId: tyres.eprelId,
  eprelSource: tyres.eprelSource,
  eprelLabelKey: tyres.eprelLabelKey,
  eprelFetchedAt: tyres.eprelFetchedAt,
  imageUrl: tyres.imageUrl,
  imageKey: tyres.imageKey,
  updatedAt: tyres.updatedAt,
};

function mediaQuery(db: Database) {
  return db
    .select(mediaColumns)
    .from(tyres)
    .innerJoin(producers, eq(producers.id, tyres.producerId))
    .innerJoin(treadModels, eq(treadModels.id, tyres.modelId));
}

/** The tyre as enrichment and the back office need it. */
export async function readTyreMedia(db: Database, tyreId: number) {
  const [row] = await mediaQuery(db).where(eq(tyres.id, tyreId)).limit(1);
  return row ?? null;
}

export type TyreMedia = NonNullable<Awaited<ReturnType<typeof readTyreMedia>>>;

/** The tyres of a list (enrichment's input), in id order; unknown ids are left out. */
export async function readTyresMedia(db: Database, tyreIds: number[]): Promise<TyreMedia[]> {
  const found: TyreMedia[] = [];
  const unique = [...new Set(tyreIds)];
  for (let start = 0; start < unique.length; start += D1_MAX_BOUND_PARAMETERS) {
    found.push(...(await mediaQuery(db).where(inArray(tyres.id, unique.slice(start, start + D1_MAX_BOUND_PARAMETERS)))));
  }
  return found.sort((a, b) => a.id - b.id);
}

/** Every offer of a tyre (slug and sku): the cached pages to forget after a change. */
export async function tyrePages(db: Database, tyreId: number) {
  return db
    .select({ slug: tyres.slug, sku: variants.sku })
    .from(variants)
    .innerJoin(tyres, eq(tyres.id, variants.tyreId))
    .where(eq(variants.tyreId, tyreId))
    .orderBy(asc(variants.id));
}

/** A tyre's audit trail (photo and EPREL changes made in the back office), newest first. */
export function readTyreAudit(db: Database, tyreId: number) {
  return readAuditTrail(db, "tyre", tyreId);
}

/**
 * Sets the tyre's photo (an R2 key already written) and, when a staff member did it, the audit
 * row, in one batch. False when no such tyre.
 */
export async function setTyreImage(
  db: Database,
  tyreId: number,
  imageKey: string,
  options: { now: number; actor?: StaffActor; before?: string | null },
): Promise<boolean> {
  const { d1, statement } = d1Statements(db);
  // A photo staff upload is the shop's own: no feed address stays beside it, so no later feed
  // import replaces it (src/shop/catalogue-import/write.ts keeps a photo without an address).
  const source = options.actor ? { imageUrl: null } : {};
  const update = statement(
    db
      .update(tyres)
      .set({ imageKey, updatedAt: options.now, ...source })
      .where(eq(tyres.id, tyreId)),
  );
  const [result] = await d1.batch([
    update,
    ...(options.actor
      ? [
          statement(
            auditEntry(db, options.actor, {
              entity: "tyre",
              entityId: tyreId,
              action: "photo",
              before: { image_key: options.before ?? null },
              after: { image_key: imageKey },
              at: options.now,
            }),
          ),
        ]
      : []),
  ]);
  return (result?.meta.changes ?? 0) > 0;
}

const GUARD = "EPREL_NUMBER_CHANGED";

/**
 * Writes what EPREL says of a tyre: the label's classes, noise, snow and ice grip, tyre class,
 * the official label's R2 key, `eprel_source` 'eprel' and the time, all or nothing. Refused
 * (`changed`, nothing written) when the tyre's registration number is no longer the one fetched.
 */
export async function applyEprelLabel(
  db: Database,
  tyre: TyreMedia,
  values: EprelLabelValues,
  options: { now: number; actor?: StaffActor },
): Promise<"ok" | "changed"> {
  const { d1, statement, raw } = d1Statements(db);
  const before = {
    eprel_source: tyre.eprelSource,
    fuel: tyre.fuelClass,
    wet: tyre.wetClass,
    noise: tyre.noiseClass,
    noise_db: tyre.noiseDb,
    snow: tyre.threePmsf,
    ice: tyre.ice,
    tyre_class: tyre.tyreClass,
  };
  const after = {
    eprel_source: "eprel",
    fuel: values.fuelClass,
    wet: values.wetClass,
    noise: values.noiseClass,
    noise_db: values.noiseDb,
    snow: values.threePmsf,
    ice: values.ice,
    tyre_class: values.tyreClass,
  };
  try {
    await d1.batch([
      raw(
        `INSERT INTO batch_guards (reason) SELECT '${GUARD}' WHERE NOT EXISTS (SELECT 1 FROM tyres WHERE id = ? AND eprel_id = ?)`,
        tyre.id,
        tyre.eprelId,
      ),
      statement(
        db
          .update(tyres)
          .set({
            fuelClass: values.fuelClass,
            wetClass: values.wetClass,
            noiseClass: values.noiseClass,
            noiseDb: values.noiseDb,
            threePmsf: values.threePmsf,
            ice: values.ice,
            tyreClass: values.tyreClass,
            eprelSource: "eprel",
            eprelLabelKey: values.labelKey,
            eprelFetchedAt: options.now,
            updatedAt: options.now,
          })
          .where(and(eq(tyres.id, tyre.id), eq(tyres.eprelId, tyre.eprelId))),
      ),
      ...(options.actor
        ? [statement(auditEntry(db, options.actor, { entity: "tyre", entityId: tyre.id, action: "eprel", before, after, at: options.now }))]
        : []),
    ]);
  } catch (error) {
    if (failedWith(error, GUARD)) return "changed";
    throw error;
  }
  return "ok";
}
