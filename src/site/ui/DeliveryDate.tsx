import { DELIVERY_DATE_CACHE_MARGIN_MINUTES } from "../../common/config/orders";
import { useContext } from "react";
import { type DeliveryPromise, formatDeliveryDay, type OfferSource, orderDeliveryDay } from "../../common/delivery-date";
import { SiteContext } from "./site-context";

/**
 * "Dostawa: śr., 2 grudnia" for offers from `sources` (their working days and cut-offs) travelling
 * together: one offer on a card, the basket's lines at checkout. On a cached
 * page (`cached`: cards, the data page) the date is worked out as of a quarter of an hour later, so
 * a copy served after the dispatch cut-off never promises the day before.
 */
export function DeliveryDate({ sources, cached, inline = false }: { sources: OfferSource[]; cached: boolean; inline?: boolean }) {
  const site = useContext(SiteContext);
  const text = `Dostawa: ${formatDeliveryDay(deliveryDayShown(sources, cached, site?.deliveryPromise))}`;
  // Inside a link (the data page's offers) a span; on a card its own line.
  return inline ? <span className="offer-delivery">{text}</span> : <p className="delivery-date">{text}</p>;
}

/** The day DeliveryDate promises now ("2026-12-02"): all its text depends on (ProductGrid keys cards by it). */
export function deliveryDayShown(sources: OfferSource[], cached: boolean, promise?: DeliveryPromise): string {
  return orderDeliveryDay(Date.now() + (cached ? DELIVERY_DATE_CACHE_MARGIN_MINUTES * 60_000 : 0), sources, promise);
}
