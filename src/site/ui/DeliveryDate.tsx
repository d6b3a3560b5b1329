import { DELIVERY_DATE_CACHE_MARGIN_MINUTES } from "../../common/config/orders";
import { deliveryDay, formatDeliveryDay } from "../../common/delivery-date";

/**
 * "Dostawa: śr., 2 grudnia" for an offer whose source needs `sourceDays` working days. On a cached
 * page (`cached`: cards, the data page) the date is worked out as of a quarter of an hour later, so
 * a copy served after the dispatch cut-off never promises the day before.
 */
export function DeliveryDate({ sourceDays, cached, inline = false }: { sourceDays: number; cached: boolean; inline?: boolean }) {
  const asOf = Date.now() + (cached ? DELIVERY_DATE_CACHE_MARGIN_MINUTES * 60_000 : 0);
  const text = `Dostawa: ${formatDeliveryDay(deliveryDay(asOf, sourceDays))}`;
  // Inside a link (the data page's offers) a span; on a card its own line.
  return inline ? <span className="offer-delivery">{text}</span> : <p className="delivery-date">{text}</p>;
}
