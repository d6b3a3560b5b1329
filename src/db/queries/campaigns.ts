import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { Database } from "../client";
import { campaignRegistrations, campaigns, campaignVariants, orderLines, orders } from "../schema";

/** A campaign running at `now`, by slug; null when there is none (or it ended). */
export async function findActiveCampaign(db: Database, slug: string, now: number) {
  const [campaign] = await db
    .select({ id: campaigns.id, slug: campaigns.slug, name: campaigns.name, description: campaigns.description, startsAt: campaigns.startsAt, endsAt: campaigns.endsAt, linkPath: campaigns.linkPath })
    .from(campaigns)
    .where(and(eq(campaigns.slug, slug), lte(campaigns.startsAt, now), gte(campaigns.endsAt, now)))
    .limit(1);
  return campaign ?? null;
}

export type RegistrationOutcome = "registered" | "ORDER_NOT_EXISTS" | "ORDER_NOT_ELIGIBLE" | "ALREADY_REGISTERED";

/**
 * Registers an order for a campaign. The order must exist with this e-mail (so nobody registers a
 * stranger's order by guessing numbers; both cases read as ORDER_NOT_EXISTS), contain an offer of
 * the campaign, and not be registered yet (a unique index makes a double submission harmless).
 */
export async function registerOrder(db: Database, campaignId: number, orderNumber: string, email: string, now: number): Promise<RegistrationOutcome> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.number, orderNumber), sql`lower(${orders.email}) = ${email.toLowerCase()}`, sql`${orders.status} <> 'cancelled'`))
    .limit(1);
  if (!order) return "ORDER_NOT_EXISTS";
  const [eligible] = await db
    .select({ found: sql<number>`1` })
    .from(orderLines)
    .innerJoin(campaignVariants, and(eq(campaignVariants.variantId, orderLines.variantId), eq(campaignVariants.campaignId, campaignId)))
    .where(eq(orderLines.orderId, order.id))
    .limit(1);
  if (!eligible) return "ORDER_NOT_ELIGIBLE";
  const inserted = await db.insert(campaignRegistrations).values({ campaignId, orderId: order.id, createdAt: now }).onConflictDoNothing().returning({ id: campaignRegistrations.id });
  return inserted.length ? "registered" : "ALREADY_REGISTERED";
}
