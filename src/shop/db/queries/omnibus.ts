/**
 * The Omnibus rule (Polish act on price information, art. 4 ust. 2–3): wherever a reduction is
 * announced, show the lowest price of the 30 days before the reduction, and compute any "−X %"
 * from that price. Worked out from price_history, leaving out the entries an owner marked as
 * obvious errors (error_reason): the guidance on the Omnibus directive lets a shop ignore them.
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

/** Each offer's price history, oldest first: one query (a statement per hundred offers, one batch). */
export async function priceHistoriesFor(db: D1Database | D1DatabaseSession, offerIds: number[]): Promise<Map<number, PricePoint[]>> {
  const result = new Map<number, PricePoint[]>();
  if (offerIds.length === 0) return result;
  // D1 binds at most a hundred parameters per statement.
  const statements = Array.from({ length: Math.ceil(offerIds.length / D1_MAX_BOUND_PARAMETERS) }, (_, index) => {
    const ids = offerIds.slice(index * D1_MAX_BOUND_PARAMETERS, (index + 1) * D1_MAX_BOUND_PARAMETERS);
    return db
      .prepare(
        `SELECT variant_id, price, valid_from FROM price_history WHERE variant_id IN (${ids.map(() => "?").join(",")}) AND error_reason IS NULL ORDER BY valid_from, id`,
      )
      .bind(...ids);
  });
  const rows = (await db.batch<{ variant_id: number; price: number; valid_from: number }>(statements)).flatMap((answer) => answer.results);
  for (const row of rows) {
    const points = result.get(row.variant_id) ?? [];
    points.push({ price: row.price, validFrom: row.valid_from });
    result.set(row.variant_id, points);
  }
  return result;
}

/** Reductions for many offers at once: one query over their history. */
export async function reductionsFor(
  db: D1Database | D1DatabaseSession,
  offers: { id: number; price: number }[],
  now: number,
): Promise<Map<number, Reduction>> {
  const histories = await priceHistoriesFor(
    db,
    offers.map((offer) => offer.id),
  );
  return reductionsOf(offers, histories, now);
}

/** The reductions of offers whose histories are already read (the data page reads them once for the chart too). */
export function reductionsOf(offers: { id: number; price: number }[], histories: Map<number, PricePoint[]>, now: number) {
  const result = new Map<number, Reduction>();
  for (const offer of offers) {
    const reduction = reductionOf(histories.get(offer.id) ?? [], offer.price, now);
    if (reduction) result.set(offer.id, reduction);
  }
  return result;
}

/**
 * The part of a history a chart of the last `days` shows: the price in force when the window
 * opened (moved to its start) and every change since, oldest first.
 */
export function historyWindow(history: PricePoint[], now: number, days: number): PricePoint[] {
  const windowStart = now - days * DAY_MS;
  const sorted = [...history].sort((a, b) => a.validFrom - b.validFrom);
  const atStart = sorted.filter((point) => point.validFrom <= windowStart).at(-1);
  const inWindow = sorted.filter((point) => point.validFrom > windowStart && point.validFrom <= now);
  return [...(atStart ? [{ price: atStart.price, validFrom: windowStart }] : []), ...inWindow];
}

/** The lowest price in force at any moment of the last 30 days (the figure shown when no reduction is announced). */
export function lowestOfLast30Days(history: PricePoint[], now: number): number | null {
  const window = historyWindow(history, now, OMNIBUS_WINDOW_MS / DAY_MS);
  return window.length ? Math.min(...window.map((point) => point.price)) : null;
}
