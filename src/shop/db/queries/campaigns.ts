import { and, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { CAMPAIGN_REGISTRATION_DAYS } from "../../../common/config/orders";
import type { CampaignReward } from "../../../common/content/campaign-rules";
import type { Database } from "../client";
import { campaignColumns, campaignReward, runningAt } from "./campaign-columns";
import { campaignRegistrations, campaigns, campaignVariants, orderLines, orders, producers, tyres, variants } from "../schema";

/** A campaign running at `now`, by slug, with its conditions; null when there is none (or it ended). */
export async function findActiveCampaign(db: Database, slug: string, now: number) {
  const [campaign] = await db
    .select({ ...campaignColumns, producer: producers.name })
    .from(campaigns)
    .leftJoin(producers, eq(producers.id, campaigns.producerId))
    .where(and(eq(campaigns.slug, slug), runningAt(now)))
    .limit(1);
  return campaign ? { ...campaign, reward: campaignReward(campaign) } : null;
}

export type ActiveCampaign = NonNullable<Awaited<ReturnType<typeof findActiveCampaign>>>;

/**
 * Why an order cannot take part: placed outside the campaign's dates, registered too late, or
 * holding fewer tyres that meet the conditions than required (`counted`: how many it holds).
 */
export type Ineligibility = { reason: "dates" } | { reason: "late" } | { reason: "conditions"; counted: number };

export type RegistrationOutcome = "registered" | "ORDER_NOT_EXISTS" | "ALREADY_REGISTERED" | Ineligibility;

/** What a campaign asks of a tyre (null: anything). */
export type TyreConditions = Pick<ActiveCampaign, "producerId" | "season" | "minRim" | "maxRim">;

type CampaignConditions = TyreConditions & Pick<ActiveCampaign, "id">;

/** A campaign's conditions as filters on `tyres`: the tyres an order must hold, the offers it marks. */
export function tyreConditions(campaign: TyreConditions): SQL[] {
  const conditions: SQL[] = [];
  if (campaign.producerId !== null) conditions.push(eq(tyres.producerId, campaign.producerId));
  if (campaign.season !== null) conditions.push(eq(tyres.season, campaign.season));
  if (campaign.minRim !== null) conditions.push(gte(tyres.rim, campaign.minRim));
  if (campaign.maxRim !== null) conditions.push(lte(tyres.rim, campaign.maxRim));
  return conditions;
}

/** How many of the order's tyres are the campaign's offers and meet every condition it sets. */
async function qualifyingTyres(db: Database, campaign: CampaignConditions, orderId: number): Promise<number> {
  const conditions = [eq(orderLines.orderId, orderId), ...tyreConditions(campaign)];
  const [row] = await db
    .select({ counted: sql<number>`coalesce(sum(${orderLines.quantity}), 0)` })
    .from(orderLines)
    .innerJoin(campaignVariants, and(eq(campaignVariants.variantId, orderLines.variantId), eq(campaignVariants.campaignId, campaign.id)))
    .innerJoin(variants, eq(variants.id, orderLines.variantId))
    .innerJoin(tyres, eq(tyres.id, variants.tyreId))
    .where(and(...conditions));
  return row?.counted ?? 0;
}

/**
 * The campaigns an order meets the conditions of, running when it was placed and still open for
 * registration: what the confirmation tells the buyer to register for (the reward is not automatic).
 */
export async function campaignsForOrder(
  db: Database,
  order: { id: number; createdAt: number },
  now: number,
): Promise<{ slug: string; name: string; reward: CampaignReward | null }[]> {
  if (now - order.createdAt > CAMPAIGN_REGISTRATION_DAYS * 86_400_000) return [];
  const running = await db.select(campaignColumns).from(campaigns).where(runningAt(order.createdAt));
  // One count per running campaign (a handful), sent together rather than one after another.
  const counts = await Promise.all(running.map((campaign) => qualifyingTyres(db, campaign, order.id)));
  return running
    .filter((campaign, index) => counts[index]! >= Math.max(1, campaign.minQuantity))
    .map((campaign) => ({ slug: campaign.slug, name: campaign.name, reward: campaignReward(campaign) }));
}

/**
 * Registers an order for a campaign. The order must exist with this e-mail (so nobody registers a
 * stranger's order by guessing numbers; both cases read as ORDER_NOT_EXISTS), be placed while the
 * campaign ran and at most 30 days ago, hold at least the campaign's minimum quantity of its
 * offers that meet its conditions (producer, season, rim), and not be registered yet (a unique
 * index makes a double submission harmless).
 */
export async function registerOrder(
  db: Database,
  campaign: Pick<ActiveCampaign, "id" | "startsAt" | "endsAt" | "producerId" | "season" | "minQuantity" | "minRim" | "maxRim">,
  orderNumber: string,
  email: string,
  now: number,
): Promise<RegistrationOutcome> {
  const campaignId = campaign.id;
  const [order] = await db
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.number, orderNumber), sql`lower(${orders.email}) = ${email.toLowerCase()}`, sql`${orders.status} <> 'cancelled'`))
    .limit(1);
  if (!order) return "ORDER_NOT_EXISTS";
  if (order.createdAt < campaign.startsAt || order.createdAt > campaign.endsAt) return { reason: "dates" };
  if (now - order.createdAt > CAMPAIGN_REGISTRATION_DAYS * 86_400_000) return { reason: "late" };
  const counted = await qualifyingTyres(db, campaign, order.id);
  if (counted < Math.max(1, campaign.minQuantity)) return { reason: "conditions", counted };
  const inserted = await db
    .insert(campaignRegistrations)
    .values({ campaignId, orderId: order.id, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: campaignRegistrations.id });
  return inserted.length ? "registered" : "ALREADY_REGISTERED";
}
