import { and, desc, eq, gte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../client";
import { campaignRegistrations, campaigns, campaignVariants, producers, tyres, variants } from "../schema";
import { type TyreConditions, tyreConditions } from "./campaigns";
import { campaignColumns } from "./campaign-columns";
import { d1Statements, failedWith } from "./d1-batch";
import { auditEntry, type StaffActor } from "./staff";

/**
 * What an owner sets of a campaign in /panel/promocje (issue 39): every column but its id, its
 * address (fixed once made) and how its offers are marked. Money in grosze; `endsAt` is the last
 * instant it runs (inclusive, as every campaign query reads it).
 */
export type CampaignChange = Omit<typeof campaigns.$inferSelect, "id" | "slug" | "offersByConditions">;

/** Campaigns with what the back office shows beside them: the producer, offers marked and orders registered. */
function staffCampaignsQuery(db: Database) {
  return db
    .select({
      ...staffColumns,
      offers: sql<number>`(SELECT COUNT(*) FROM ${campaignVariants} WHERE ${campaignVariants.campaignId} = ${campaigns.id})`,
      registrations: sql<number>`(SELECT COUNT(*) FROM ${campaignRegistrations} WHERE ${campaignRegistrations.campaignId} = ${campaigns.id})`,
    })
    .from(campaigns)
    .leftJoin(producers, eq(producers.id, campaigns.producerId))
    .$dynamic();
}

/** Every campaign, the latest ending first. */
export function readStaffCampaigns(db: Database) {
  return staffCampaignsQuery(db).orderBy(desc(campaigns.endsAt), desc(campaigns.id));
}

export type StaffCampaignRow = Awaited<ReturnType<typeof readStaffCampaigns>>[number];

const staffColumns = {
  ...campaignColumns,
  producerSlug: producers.slug,
  producerName: producers.name,
  onHome: campaigns.onHome,
  position: campaigns.position,
  offersByConditions: campaigns.offersByConditions,
};

/** One campaign as readStaffCampaigns answers it; null when there is none with this id. */
export async function readStaffCampaign(db: Database, id: number): Promise<StaffCampaignRow | null> {
  const [row] = await staffCampaignsQuery(db).where(eq(campaigns.id, id)).limit(1);
  return row ?? null;
}

/** A stored campaign as a change: its own columns. */
function changeOf(row: StaffCampaignRow): CampaignChange {
  const { id, slug, producerSlug, producerName, offersByConditions, offers, registrations, ...change } = row;
  return change;
}

/** The fields of a campaign as the audit log records them (the names the panel's history reads; the producer by slug). */
const audited = (row: CampaignChange, producer: string | null) => ({
  name: row.name,
  description: row.description,
  starts_at: new Date(row.startsAt).toISOString(),
  ends_at: new Date(row.endsAt).toISOString(),
  link_path: row.linkPath,
  producer,
  season: row.season,
  min_quantity: row.minQuantity,
  min_rim: row.minRim,
  max_rim: row.maxRim,
  reward_name: row.rewardName,
  reward_details: row.rewardDetails,
  reward_value: row.rewardValue,
  reward_issuer: row.rewardIssuer,
  reward_handover: row.rewardHandover,
  reward_brand: row.rewardBrand,
  on_home: row.onHome,
  position: row.position,
});

/**
 * Marks a campaign's offers afresh: every offer (of every production year) of a tyre meeting its
 * conditions (tyreConditions, the same filters registration counts by). `campaignId` may be SQL
 * naming a campaign made in the same batch.
 */
function markOffersStatements(db: Database, campaignId: number | SQL, conditions: TyreConditions) {
  const { statement } = d1Statements(db);
  return [
    statement(db.delete(campaignVariants).where(eq(campaignVariants.campaignId, campaignId))),
    statement(
      db.insert(campaignVariants).select(
        db
          .select({ campaignId: sql<number>`${campaignId}`.as("campaign_id"), variantId: variants.id })
          .from(variants)
          .innerJoin(tyres, eq(tyres.id, variants.tyreId))
          .where(and(...tyreConditions(conditions))),
      ),
    ),
  ];
}

/** Batch guards (batch_guards aborts the whole batch with the reason): the reasons these batches raise. */
const CAMPAIGN_GONE = "CAMPAIGN_GONE";
const CAMPAIGN_REGISTERED = "CAMPAIGN_REGISTERED";

/**
 * Creates a campaign with its offers marked and the audit entry, in one batch; answers its id.
 * The slug is unique: a clash fails the whole batch (the caller says which field).
 */
export async function createCampaign(
  db: Database,
  slug: string,
  change: CampaignChange,
  producer: string | null,
  actor: StaffActor,
  now: number,
): Promise<number> {
  const { d1, statement } = d1Statements(db);
  // The new row's id, known only inside the batch: the marks and the audit entry name it by its slug.
  const bySlug = sql`(SELECT ${campaigns.id} FROM ${campaigns} WHERE ${campaigns.slug} = ${slug})`;
  await d1.batch([
    statement(db.insert(campaigns).values({ slug, ...change, offersByConditions: true })),
    ...markOffersStatements(db, bySlug, change),
    statement(
      auditEntry(db, actor, {
        entity: "campaign",
        entityId: bySlug,
        action: "create",
        after: { slug, ...audited(change, producer) },
        at: now,
      }),
    ),
  ]);
  const row = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.slug, slug)).get();
  return row!.id;
}

/**
 * Changes a campaign and records who changed what, in one batch. Its offers are marked again by
 * its conditions, and from now on nightly too (offers imported later join it). Null: no such
 * campaign (also one removed while this ran: the batch's guard stops before anything is written).
 */
export async function updateCampaign(
  db: Database,
  before: StaffCampaignRow,
  change: CampaignChange,
  producer: string | null,
  actor: StaffActor,
  now: number,
) {
  const { d1, statement, raw } = d1Statements(db);
  try {
    await d1.batch([
      raw(`INSERT INTO batch_guards (reason) SELECT '${CAMPAIGN_GONE}' WHERE NOT EXISTS (SELECT 1 FROM campaigns WHERE id = ?)`, before.id),
      statement(
        db
          .update(campaigns)
          .set({ ...change, offersByConditions: true })
          .where(eq(campaigns.id, before.id)),
      ),
      ...markOffersStatements(db, before.id, change),
      statement(
        auditEntry(db, actor, {
          entity: "campaign",
          entityId: before.id,
          action: "update",
          before: audited(changeOf(before), before.producerSlug),
          after: audited(change, producer),
          at: now,
        }),
      ),
    ]);
  } catch (error) {
    if (failedWith(error, CAMPAIGN_GONE)) return null;
    throw error;
  }
  return readStaffCampaign(db, before.id);
}

/**
 * Removes a campaign nobody registered an order for (one made by mistake), with its marks, in one
 * batch; answers what it removed. "registered": it has registrations (their rewards are owed: it stays, ended instead),
 * also when one came in while this ran (the batch's guard stops before anything is written).
 */
export async function deleteCampaign(
  db: Database,
  id: number,
  actor: StaffActor,
  now: number,
): Promise<{ slug: string; name: string } | "missing" | "registered"> {
  const before = await readStaffCampaign(db, id);
  if (!before) return "missing";
  if (before.registrations > 0) return "registered";
  const { d1, statement, raw } = d1Statements(db);
  try {
    await d1.batch([
      raw(
        `INSERT INTO batch_guards (reason) SELECT '${CAMPAIGN_REGISTERED}' WHERE EXISTS (SELECT 1 FROM campaign_registrations WHERE campaign_id = ?)`,
        id,
      ),
      statement(db.delete(campaignVariants).where(eq(campaignVariants.campaignId, id))),
      statement(db.delete(campaigns).where(eq(campaigns.id, id))),
      statement(
        auditEntry(db, actor, {
          entity: "campaign",
          entityId: id,
          action: "delete",
          before: { slug: before.slug, name: before.name },
          at: now,
        }),
      ),
    ]);
  } catch (error) {
    if (failedWith(error, CAMPAIGN_REGISTERED)) return "registered";
    throw error;
  }
  return { slug: before.slug, name: before.name };
}

/**
 * Nightly: the campaigns saved in the panel that have not ended mark their offers again, so
 * offers imported since then join them by the time (or while) they run. Answers how many campaigns.
 */
export async function remarkCampaignOffers(db: Database, now: number): Promise<number> {
  const open = await db
    .select({
      id: campaigns.id,
      producerId: campaigns.producerId,
      season: campaigns.season,
      minRim: campaigns.minRim,
      maxRim: campaigns.maxRim,
    })
    .from(campaigns)
    .where(and(eq(campaigns.offersByConditions, true), gte(campaigns.endsAt, now)));
  if (!open.length) return 0;
  const { d1 } = d1Statements(db);
  await d1.batch(open.flatMap((campaign) => markOffersStatements(db, campaign.id, campaign)));
  return open.length;
}
