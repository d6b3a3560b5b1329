import { VAT_RATE_PERCENT } from "../../common/config/locale";
import { divideHalfUp, grossOf } from "../../common/price-guard";
import { DEFAULT_PRICE_RULE, type PriceRounding, type PriceRule, type PriceRuleScope } from "../../common/pricing-labels";

/**
 * Selling prices from a wholesaler's net purchase price (pure: the rules come from D1's
 * `price_rules`, read by the caller). Amounts are integer grosze; a rule's floor and ceiling are
 * gross, its minimum margin net, as staff think of them.
 */

// The rules' shape, labels and wording live in src/common (the back office shows them too).
export { grossOf } from "../../common/price-guard";
export {
  DEFAULT_PRICE_RULE,
  describeRule,
  PRICE_ROUNDING_LABELS,
  PRICE_ROUNDINGS,
  PRICE_RULE_SCOPE_LABELS,
  PRICE_RULE_SCOPES,
  type PriceRounding,
  type PriceRule,
  type PriceRuleScope,
  TIER_LABELS,
} from "../../common/pricing-labels";

export interface PricingContext {
  supplierId: number;
  producerId: number;
  /** The producer's class (premium, mid, budget); null when staff have not set one. */
  tier: string | null;
  season: string;
}

/** Higher wins: a rule about one producer is more specific than one about its class, and so on. */
const SPECIFICITY: Record<PriceRuleScope, number> = { producer: 5, tier: 4, season: 3, supplier: 2, all: 1 };

function matches(rule: PriceRule, context: PricingContext): boolean {
  switch (rule.scope) {
    case "all":
      return true;
    case "supplier":
      return rule.scopeValue === String(context.supplierId);
    case "producer":
      return rule.scopeValue === String(context.producerId);
    case "tier":
      return context.tier !== null && rule.scopeValue === context.tier;
    case "season":
      return rule.scopeValue === context.season;
  }
}

/** The most specific rule matching the offer (producer > tier > season > supplier > all), the oldest among equals; null: none. */
export function ruleFor(rules: PriceRule[], context: PricingContext): PriceRule | null {
  let best: PriceRule | null = null;
  for (const rule of rules) {
    if (!matches(rule, context)) continue;
    if (
      !best ||
      SPECIFICITY[rule.scope] > SPECIFICITY[best.scope] ||
      (SPECIFICITY[rule.scope] === SPECIFICITY[best.scope] && rule.id < best.id)
    ) {
      best = rule;
    }
  }
  return best;
}

/** Rounds a gross price up to the rule's ending. */
function roundUp(gross: number, rounding: PriceRounding): number {
  if (rounding === "x9") {
    const zloty = Math.ceil(gross / 100);
    return (zloty + ((19 - (zloty % 10)) % 10)) * 100;
  }
  if (rounding === "99") return Math.floor(gross / 100) * 100 + 99;
  return gross;
}

/**
 * The gross selling price (grosze) of a tyre bought at `purchaseNet` net grosze: the markup, at
 * least the minimum margin, VAT once, the rule's ending (always up), then its floor and ceiling.
 * `belowPurchase`: the ceiling pushed it under the purchase price with VAT, so the shop would sell
 * at a loss. Without a rule the shop's default terms apply.
 */
export function sellingPrice(purchaseNet: number, rule: PriceRule | null): { gross: number; belowPurchase: boolean } {
  const terms = rule ?? DEFAULT_PRICE_RULE;
  // Integer arithmetic in ten-thousandths of a grosz, so 25 % or 12,5 % of any price is exact and VAT rounds once.
  const markupHundredths = Math.round(terms.markupPercent * 100);
  const scaledNet = Math.max(purchaseNet * (10_000 + markupHundredths), (purchaseNet + terms.minMarginGrosze) * 10_000);
  let gross = divideHalfUp(scaledNet * (100 + VAT_RATE_PERCENT), 10_000 * 100);
  gross = roundUp(gross, terms.rounding);
  if (terms.floorGrosze !== null && gross < terms.floorGrosze) gross = terms.floorGrosze;
  if (terms.ceilingGrosze !== null && gross > terms.ceilingGrosze) gross = terms.ceilingGrosze;
  return { gross, belowPurchase: gross < grossOf(purchaseNet) };
}
