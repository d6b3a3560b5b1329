/**
 * The Omnibus rule (Polish act on price information, art. 4 ust. 2–3): wherever a reduction is
 * announced, show the lowest price of the 30 days before the reduction, and compute any "−X %"
 * from that price. Worked out from price_history.
 */

import { D1_MAX_BOUND_PARAMETERS } from "../client";

const DAY_MS = 86_400_000;
export const OMNIBUS_WINDOW_MS = 30 * DAY_MS;

export interface PricePoint {
  price: number;
  validFrom: number;
}

export interface Reduction {
  /** Lowest price (grosze) in the 30 days before the current price took effect. */
  lowest30: number;
  /** Whole percent below that price. */
  percent: number;
  since: number;
}

/**
 * The reduction to show for one offer, or null. A reduction counts when the current price is
 * lower than every price of the 30 days before it took effect, and it took effect within the
 * last 30 days (an old reduction is simply the price now).
 */
export function reductionOf(history: PricePoint[], currentPrice: number, now: number): Reduction | null {
  const sorted = [...history].sort((a, b) => a.validFrom - b.validFrom);
  const current = sorted.at(-1);
  if (!current || current.price !== currentPrice || sorted.length < 2) return null;
  if (now - current.validFrom > OMNIBUS_WINDOW_MS) return null;
  const windowStart = current.validFrom - OMNIBUS_WINDOW_MS;
  const before = sorted.slice(0, -1);
  // The price in force when the window opened, plus every price set inside the window.
  const inForceAtStart = before.filter((point) => point.validFrom <= windowStart).at(-1);
  const inWindow = before.filter((point) => point.validFrom > windowStart);
  const prices = [...(inForceAtStart ? [inForceAtStart] : []), ...inWindow].map((point) => point.price);
  if (prices.length === 0) return null;
  const lowest30 = Math.min(...prices);
  if (lowest30 <= currentPrice) return null;
  return { lowest30, percent: Math.round(((lowest30 - currentPrice) / lowest30) * 100), since: current.validFrom };
}

/** Reductions for many offers at once: one query over their history. */
export async function reductionsFor(
  db: D1Database | D1DatabaseSession,
  offers: { id: number; price: number }[],
  now: number,
): Promise<Map<number, Reduction>> {
  const result = new Map<number, Reduction>();
  if (offers.length === 0) return result;
  // One statement per hundred offers (D1's bound-parameter limit), all in one batch.
  const statements = Array.from({ length: Math.ceil(offers.length / D1_MAX_BOUND_PARAMETERS) }, (_, index) => {
    const ids = offers.slice(index * D1_MAX_BOUND_PARAMETERS, (index + 1) * D1_MAX_BOUND_PARAMETERS).map((offer) => offer.id);
    return db
      .prepare(`SELECT variant_id, price, valid_from FROM price_history WHERE variant_id IN (${ids.map(() => "?").join(",")})`)
      .bind(...ids);
  });
  const results = (await db.batch<{ variant_id: number; price: number; valid_from: number }>(statements)).flatMap(
    (answer) => answer.results,
  );
  const byVariant = Map.groupBy(results, (row) => row.variant_id);
  for (const offer of offers) {
    const history = (byVariant.get(offer.id) ?? []).map((row) => ({ price: row.price, validFrom: row.valid_from }));
    const reduction = reductionOf(history, offer.price, now);
    if (reduction) result.set(offer.id, reduction);
  }
  return result;
}
