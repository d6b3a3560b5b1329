import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { campaignRegistrations, campaigns, campaignVariants, producers } from "../schema";
import { campaignColumns } from "./campaign-columns";
import { d1Statements } from "./d1-batch";
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
 * conditions. `campaignId` is SQL naming the campaign (a new one's id is only known inside the batch).
 */
function markOffersStatements(db: Database, campaignId: { sql: string; params: unknown[] }) {
  const { raw } = d1Statements(db);
  return [
    raw(`DELETE FROM campaign_variants WHERE campaign_id = ${campaignId.sql}`, ...campaignId.params),
    raw(
      `INSERT INTO campaign_variants (campaign_id, variant_id)
       SELECT c.id, v.id FROM campaigns c JOIN tyres t JOIN variants v ON v.tyre_id = t.id
       WHERE c.id = ${campaignId.sql}
         AND (c.producer_id IS NULL OR t.producer_id = c.producer_id)
         AND (c.season IS NULL OR t.season = c.season)
         AND (c.min_rim IS NULL OR t.rim >= c.min_rim)
         AND (c.max_rim IS NULL OR t.rim <= c.max_rim)`,
      ...campaignId.params,
    ),
  ];
}

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
  const bySlug = { sql: "(SELECT id FROM campaigns WHERE slug = ?)", params: [slug] };
  await d1.batch([
    statement(db.insert(campaigns).values({ slug, ...change, offersByConditions: true })),
    ...markOffersStatements(db, bySlug),
    // The audit entry names the new row by its slug, inside the same batch.
    d1
      .prepare(
        `INSERT INTO audit_log (at, staff_id, staff_name, entity, entity_id, action, before, after)
         VALUES (?, ?, ?, 'campaign', ${bySlug.sql}, 'create', NULL, ?)`,
      )
      .bind(now, actor.id, actor.name, ...bySlug.params, JSON.stringify({ slug, ...audited(change, producer) })),
  ]);
  const row = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.slug, slug)).get();
  return row!.id;
}

/**
 * Changes a campaign and records who changed what, in one batch. Its offers are marked again by
 * its conditions, and from now on nightly too (offers imported later join it). Null: no such campaign.
 */
export async function updateCampaign(
  db: Database,
  id: number,
  change: CampaignChange,
  producer: string | null,
  actor: StaffActor,
  now: number,
) {
  const before = await readStaffCampaign(db, id);
  if (!before) return null;
  const { d1, statement } = d1Statements(db);
  await d1.batch([
    statement(
      db
        .update(campaigns)
        .set({ ...change, offersByConditions: true })
        .where(eq(campaigns.id, id)),
    ),
    ...markOffersStatements(db, { sql: "?", params: [id] }),
    statement(
      auditEntry(db, actor, {
        entity: "campaign",
        entityId: id,
        action: "update",
        before: audited(changeOf(before), before.producerSlug),
        after: audited(change, producer),
        at: now,
      }),
    ),
  ]);
  return readStaffCampaign(db, id);
}

/**
 * Removes a campaign nobody registered an order for (one made by mistake), with its marks, in one
 * batch. "registered": it has registrations (their rewards are owed: it stays, ended instead).
 */
export async function deleteCampaign(
  db: Database,
  id: number,
  actor: StaffActor,
  now: number,
): Promise<"deleted" | "missing" | "registered"> {
  const before = await readStaffCampaign(db, id);
  if (!before) return "missing";
  if (before.registrations > 0) return "registered";
  const { d1, statement, raw } = d1Statements(db);
  await d1.batch([
    raw("DELETE FROM campaign_variants WHERE campaign_id = ?", id),
    // Guarded again inside the batch: a registration that came in meanwhile keeps the campaign.
    raw("DELETE FROM campaigns WHERE id = ? AND NOT EXISTS (SELECT 1 FROM campaign_registrations WHERE campaign_id = ?)", id, id),
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
  return "deleted";
}

/**
 * Nightly: the running campaigns saved in the panel mark their offers again, so offers imported
 * since then join them (a campaign is every offer meeting its conditions). Answers how many campaigns.
 */
export async function remarkCampaignOffers(db: Database, now: number): Promise<number> {
  const running = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(sql`${campaigns.offersByConditions} = 1 AND ${campaigns.startsAt} <= ${now} AND ${campaigns.endsAt} >= ${now}`);
  if (!running.length) return 0;
  const { d1 } = d1Statements(db);
  await d1.batch(running.flatMap(({ id }) => markOffersStatements(db, { sql: "?", params: [id] })));
  return running.length;
}
