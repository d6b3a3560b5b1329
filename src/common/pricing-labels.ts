import { LOCALE } from "./config/locale";
import { DEFAULT_MARKUP_PERCENT, DEFAULT_MIN_MARGIN_GROSZE, DEFAULT_PRICE_ROUNDING } from "./config/suppliers";
import { SEASONS, type Season } from "./config/storefront";
import { formatZloty } from "./i18n/money";
import { seasonName } from "./i18n/seasons";
import type { Tier } from "./reference/producers";

/*
 * Price rules in words: their shape, the labels and describeRule, one definition for the shop API
 * (src/shop/pricing/price-rules.ts computes prices with them and re-exports them) and the back
 * office (src/site/panel/pricing.tsx), which may not import src/shop.
 */

export const PRICE_RULE_SCOPES = ["all", "supplier", "producer", "tier", "season"] as const;
export type PriceRuleScope = (typeof PRICE_RULE_SCOPES)[number];

/** "x9": whole złoty ending in 9 (412,30 → 419,00); "99": the same złoty with ,99 (412,30 → 412,99). */
export const PRICE_ROUNDINGS = ["none", "x9", "99"] as const;
export type PriceRounding = (typeof PRICE_ROUNDINGS)[number];

export interface PriceRule {
  id: number;
  scope: PriceRuleScope;
  /** The supplier's or producer's id, the tier or the season slug, as text; null for "all". */
  scopeValue: string | null;
  /** Markup on the net purchase price; D1 keeps it in hundredths (markup_basis_points 2500 = 25). */
  markupPercent: number;
  /** Net grosze. */
  minMarginGrosze: number;
  rounding: PriceRounding;
  /** Gross grosze. */
  floorGrosze: number | null;
  /** Gross grosze. */
  ceilingGrosze: number | null;
}

export const PRICE_RULE_SCOPE_LABELS: Record<PriceRuleScope, string> = {
  all: "Wszystkie opony",
  supplier: "Hurtownia",
  producer: "Producent",
  tier: "Klasa producenta",
  season: "Sezon",
};

export const PRICE_ROUNDING_LABELS: Record<PriceRounding, string> = {
  none: "Bez zaokrąglania",
  x9: "Do pełnych złotych kończących się na 9 (np. 419,00 zł)",
  "99": "Do końcówki ,99 (np. 412,99 zł)",
};

export const TIER_LABELS: Record<Tier, string> = {
  premium: "Premium",
  mid: "Średnia półka",
  budget: "Ekonomiczne",
};

/** What applies when no rule matches: the shop's default terms (src/common/config/suppliers.ts). */
export const DEFAULT_PRICE_RULE: PriceRule = {
  id: 0,
  scope: "all",
  scopeValue: null,
  markupPercent: DEFAULT_MARKUP_PERCENT,
  minMarginGrosze: DEFAULT_MIN_MARGIN_GROSZE,
  rounding: DEFAULT_PRICE_ROUNDING,
  floorGrosze: null,
  ceilingGrosze: null,
};

const percent = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
const money = (grosze: number) => formatZloty(grosze / 100);

const isSeason = (value: string | null): value is Season => (SEASONS as readonly (string | null)[]).includes(value);
const isTier = (value: string | null): value is Tier => value !== null && Object.hasOwn(TIER_LABELS, value);

/** Whom a rule is about: "Producent Michelin", "Hurtownia nr 3", "Producenci klasy „Premium”", "Opony zimowe"; null for "all". */
function describeScope(rule: PriceRule, names: { supplier?: string; producer?: string }): string | null {
  switch (rule.scope) {
    case "all":
      return null;
    case "supplier":
      return names.supplier ? `Hurtownia ${names.supplier}` : `Hurtownia nr ${rule.scopeValue ?? "?"}`;
    case "producer":
      return names.producer ? `Producent ${names.producer}` : `Producent nr ${rule.scopeValue ?? "?"}`;
    case "tier":
      return `Producenci klasy „${isTier(rule.scopeValue) ? TIER_LABELS[rule.scopeValue] : (rule.scopeValue ?? "?")}”`;
    case "season":
      return isSeason(rule.scopeValue) ? `Opony ${seasonName(rule.scopeValue)}` : `Sezon ${rule.scopeValue ?? "?"}`;
  }
}

/**
 * A rule in the back office's words: "Marża 25 %, co najmniej 20,00 zł netto, zaokrąglenie do
 * …9,00 zł, nie mniej niż 150,00 zł brutto"; a rule about some offers starts with whom it is
 * about ("Producent Michelin: marża 25 %, …"). `names` gives the supplier's or producer's name,
 * else its number is shown.
 */
export function describeRule(rule: PriceRule, names: { supplier?: string; producer?: string } = {}): string {
  const parts = [`marża ${percent.format(rule.markupPercent)}\u00a0%`];
  if (rule.minMarginGrosze > 0) parts.push(`co najmniej ${money(rule.minMarginGrosze)} netto`);
  if (rule.rounding === "x9") parts.push("zaokrąglenie do …9,00\u00a0zł");
  if (rule.rounding === "99") parts.push("zaokrąglenie do …,99\u00a0zł");
  if (rule.floorGrosze !== null) parts.push(`nie mniej niż ${money(rule.floorGrosze)} brutto`);
  if (rule.ceilingGrosze !== null) parts.push(`nie więcej niż ${money(rule.ceilingGrosze)} brutto`);
  const terms = parts.join(", ");
  const scope = describeScope(rule, names);
  return scope ? `${scope}: ${terms}` : terms.charAt(0).toUpperCase() + terms.slice(1);
}
