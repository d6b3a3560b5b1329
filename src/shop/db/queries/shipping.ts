import { SHIPPING_CARRIERS } from "../../../common/config/back-office";

/** A carrier's tracking page for a parcel number (null: unknown carrier). */
export function trackingUrl(carrier: string | null, number: string | null): string | null {
  const known = SHIPPING_CARRIERS.find((entry) => entry.id === carrier);
  return known && number ? known.trackingUrl.replace("{number}", encodeURIComponent(number)) : null;
}

/** A carrier's name as the customer reads it. */
export const carrierName = (carrier: string | null) => SHIPPING_CARRIERS.find((entry) => entry.id === carrier)?.name ?? carrier ?? "";
