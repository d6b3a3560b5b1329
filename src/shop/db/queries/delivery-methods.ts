import { asc, eq } from "drizzle-orm";
import type { DeliveryRule } from "../../../common/delivery";
import type { Database } from "../client";
import { deliveryMethods } from "../schema";
import { auditEntry, type StaffActor } from "./staff";
import { d1Statements } from "./d1-batch";

export type DeliveryMethodRow = typeof deliveryMethods.$inferSelect;

/** A method's pricing as src/common/delivery.ts takes it. */
export function ruleOf(row: DeliveryMethodRow): DeliveryRule {
  return {
    slug: row.slug,
    kind: row.kind,
    name: row.name,
    priceGross: row.priceGross,
    pricing: row.pricing,
    freeFromTyres: row.freeFromTyres,
    freeFromGross: row.freeFromGross,
    codAllowed: row.codAllowed,
    codFeeGross: row.codFeeGross,
  };
}

/** Every method, in the checkout's order. */
export function readDeliveryMethods(db: Database): Promise<DeliveryMethodRow[]> {
  return db.select().from(deliveryMethods).orderBy(asc(deliveryMethods.position), asc(deliveryMethods.id));
}

/**
 * The methods a buyer may choose: the active ones, pickup only where the warehouse is configured
 * (src/common/site-settings.ts `pickup`), in the checkout's order.
 */
export async function offeredDeliveryMethods(db: Database, pickupConfigured: boolean): Promise<DeliveryMethodRow[]> {
  return (await readDeliveryMethods(db)).filter((row) => row.active && (row.kind !== "pickup" || pickupConfigured));
}

/** What an owner changes of a method at /panel/dostawa (money in grosze). */
export interface DeliveryMethodChange {
  name: string;
  priceGross: number;
  pricing: DeliveryMethodRow["pricing"];
  freeFromTyres: number | null;
  freeFromGross: number | null;
  codAllowed: boolean;
  codFeeGross: number;
  active: boolean;
  position: number;
}

/** The fields of a method as the audit log records them. */
const audited = (row: DeliveryMethodChange) => ({
  name: row.name,
  price_gross: row.priceGross,
  pricing: row.pricing,
  free_from_tyres: row.freeFromTyres,
  free_from_gross: row.freeFromGross,
  cod_allowed: row.codAllowed,
  cod_fee_gross: row.codFeeGross,
  active: row.active,
  position: row.position,
});

/** Changes a method and records who changed what, in one batch; null when there is no such method. */
export async function updateDeliveryMethod(db: Database, slug: string, change: DeliveryMethodChange, actor: StaffActor, now: number) {
  const before = await db.query.deliveryMethods.findFirst({ where: eq(deliveryMethods.slug, slug) });
  if (!before) return null;
  const { d1, statement } = d1Statements(db);
  await d1.batch([
    statement(
      db
        .update(deliveryMethods)
        .set({ ...change, updatedAt: now })
        .where(eq(deliveryMethods.id, before.id)),
    ),
    statement(
      auditEntry(db, actor, {
        entity: "delivery-method",
        entityId: before.id,
        action: "update",
        before: audited(before),
        after: audited(change),
        at: now,
      }),
    ),
  ]);
  return { ...before, ...change, updatedAt: now };
}
