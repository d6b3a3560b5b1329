/**
 * The one check every price change passes, whichever way it comes (a feed, the price rules, the
 * back office's single and bulk forms, the staff API): a price outside the bounds is refused
 * with one message; a deep cut or a price below the purchase price is not published until an
 * owner confirms it. Pure and in common: the data layer's staff changes, the pricing and the
 * back office's words all use it.
 */

import { OFFER_PRICE_RANGE_GROSZE, PRICE_DROP_CONFIRM_PERCENT } from "./config/back-office";
import { VAT_RATE_PERCENT } from "./config/locale";
import { formatZloty } from "./i18n/money";

/** Why a price waits for an owner. */
export type ConfirmReason = "deep-cut" | "below-purchase";
/** The reason as staff read it in the back office. */
export const CONFIRM_REASON_LABELS: Record<ConfirmReason, string> = {
  "deep-cut": `obniżka o ponad ${PRICE_DROP_CONFIRM_PERCENT} %`,
  "below-purchase": "poniżej ceny zakupu z VAT",
};

/** numerator / denominator rounded half up (both non-negative integers). */
export const divideHalfUp = (numerator: number, denominator: number) => Math.floor((2 * numerator + denominator) / (2 * denominator));

/** Net grosze with VAT, rounded to the grosz half up. */
export const grossOf = (netGrosze: number) => divideHalfUp(netGrosze * (100 + VAT_RATE_PERCENT), 100);

export const priceInBounds = (grosze: number) =>
  Number.isInteger(grosze) && grosze >= OFFER_PRICE_RANGE_GROSZE.min && grosze <= OFFER_PRICE_RANGE_GROSZE.max;

/** The one refusal of a price outside the bounds; `who` names the offer when there is one. */
export function priceBoundsMessage(grosze: number, who?: string): string {
  const range = `od ${formatZloty(OFFER_PRICE_RANGE_GROSZE.min / 100)} do ${formatZloty(OFFER_PRICE_RANGE_GROSZE.max / 100)}`;
  const price = Number.isFinite(grosze) ? formatZloty(grosze / 100) : "—";
  return `Cena ${price}${who ? ` oferty ${who}` : ""} jest poza dozwolonym zakresem: cena opony musi wynosić ${range} za sztukę.`;
}

/**
 * Whether `next` must wait for an owner: more than PRICE_DROP_CONFIRM_PERCENT below the price on
 * sale (`current`, null for an offer not yet on sale), or below the purchase price with VAT
 * (`purchaseGross`, null when unknown). Null: it may go live.
 */
export function confirmationNeeded(current: number | null, next: number, purchaseGross: number | null): ConfirmReason | null {
  if (purchaseGross !== null && next < purchaseGross) return "below-purchase";
  if (current !== null && current > 0 && next * 100 < current * (100 - PRICE_DROP_CONFIRM_PERCENT)) return "deep-cut";
  return null;
}
