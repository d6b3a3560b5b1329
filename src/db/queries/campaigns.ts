import { and, eq, gte, lte, sql } from "drizzle-orm";
import { CAMPAIGN_REGISTRATION_DAYS } from "../../config";
import type { Database } from "../client";
import { campaignRegistrations, campaigns, campaignVariants, orderLines, orders } from "../schema";

/** A campaign running at `now`, by slug; null when there is none (or it ended). */
export async function findActiveCampaign(db: Database, slug: string, now: number) {
  const [campaign] = await db
    .select({
      id: campaigns.id,
      slug: campaigns.slug,
      name: campaigns.name,
      description: campaigns.description,
      startsAt: campaigns.startsAt,
      endsAt: campaigns.endsAt,
      linkPath: campaigns.linkPath,
    })
    .from(campaigns)
    .where(and(eq(campaigns.slug, slug), lte(campaigns.startsAt, now), gte(campaigns.endsAt, now)))
    .limit(1);
  return campaign ?? null;
}

export type RegistrationOutcome = "registered" | "ORDER_NOT_EXISTS" | "ORDER_NOT_ELIGIBLE" | "ALREADY_REGISTERED";

/**
 * Registers an order for a campaign. The order must exist with this e-mail (so nobody registers a
 * stranger's order by guessing numbers; both cases read as ORDER_NOT_EXISTS), be placed while the
 * campaign ran and at most 30 days ago, contain an offer of the campaign, and not be registered
 * yet (a unique index makes a double submission harmless).
 */
export async function registerOrder(
  db: Database,
  campaign: { id: number; startsAt: number; endsAt: number },
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
  // The rules: ordered while the campaign ran, registered within 30 days of ordering.
  if (
    order.createdAt < campaign.startsAt ||
    order.createdAt > campaign.endsAt ||
    now - order.createdAt > CAMPAIGN_REGISTRATION_DAYS * 86_400_000
  )
    return "ORDER_NOT_ELIGIBLE";
  const [eligible] = await db
    .select({ found: sql<number>`1` })
    .from(orderLines)
    .innerJoin(campaignVariants, and(eq(campaignVariants.variantId, orderLines.variantId), eq(campaignVariants.campaignId, campaignId)))
    .where(eq(orderLines.orderId, order.id))
    .limit(1);
  if (!eligible) return "ORDER_NOT_ELIGIBLE";
  const inserted = await db
    .insert(campaignRegistrations)
    .values({ campaignId, orderId: order.id, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: campaignRegistrations.id });
  return inserted.length ? "registered" : "ALREADY_REGISTERED";
}
