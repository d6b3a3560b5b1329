/**
 * What pricing reads from D1: the price rules (`price_rules`, markup in hundredths of a percent)
 * and offers' sources (`supplier_offers` with their suppliers' terms), for the import and repricing.
 */

import type { OfferSource } from "./offer-price";
import type { PriceRule } from "./price-rules";

export interface RuleRow {
  id: number;
  scope: PriceRule["scope"];
  scope_value: string | null;
  markup_basis_points: number;
  min_margin_grosze: number;
  rounding: PriceRule["rounding"];
  floor_grosze: number | null;
  ceiling_grosze: number | null;
}

/** Every price rule, oldest first. */
export async function readPriceRules(d1: D1Database): Promise<PriceRule[]> {
  const { results } = await d1.prepare("SELECT * FROM price_rules ORDER BY id").all<RuleRow>();
  return results.map(priceRuleOf);
}

export function priceRuleOf(row: RuleRow): PriceRule {
  return {
    id: row.id,
    scope: row.scope,
    scopeValue: row.scope_value,
    markupPercent: row.markup_basis_points / 100,
    minMarginGrosze: row.min_margin_grosze,
    rounding: row.rounding,
    floorGrosze: row.floor_grosze,
    ceilingGrosze: row.ceiling_grosze,
  };
}

/** The sources of the given offers, by offer id, as offer-price.ts decides from them. */
export async function readOfferSources(d1: D1Database, variantIds: number[]): Promise<Map<number, OfferSource[]>> {
  const { results } = await d1
    .prepare(
      `SELECT so.variant_id, so.supplier_id, s.own_warehouse, s.active, so.stock, so.purchase_net,
              COALESCE(so.delivery_days, s.delivery_days) AS delivery_days
       FROM supplier_offers so JOIN suppliers s ON s.id = so.supplier_id WHERE so.variant_id IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(variantIds))
    .all<{
      variant_id: number;
      supplier_id: number;
      own_warehouse: number;
      active: number;
      stock: number;
      purchase_net: number | null;
      delivery_days: number;
    }>();
  const sources = new Map<number, OfferSource[]>();
  for (const row of results) {
    const source: OfferSource = {
      supplierId: row.supplier_id,
      ownWarehouse: row.own_warehouse === 1,
      active: row.active === 1,
      stock: row.stock,
      purchaseNet: row.purchase_net,
      deliveryDays: row.delivery_days,
    };
    sources.set(row.variant_id, [...(sources.get(row.variant_id) ?? []), source]);
  }
  return sources;
}
