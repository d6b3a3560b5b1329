/** The price rules as D1 keeps them (`price_rules`, markup in hundredths of a percent), read for src/shop/pricing. */

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
