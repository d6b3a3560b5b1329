import { formatDateTime } from "../../common/i18n/intl";
import { orderStatusLabel } from "../../common/i18n/order-labels";

export interface TimelineOrder {
  status: string;
  /** "pickup": the statuses read as collection at the warehouse. */
  delivery_kind?: string;
  cancel_reason_text: string | null;
  shipment: { carrier: string; tracking_number: string; tracking_url: string | null } | null;
  timeline: { at: string; kind: string; status: string | null; detail: string | null }[];
}

const KIND_TEXT: Record<string, string> = {
  created: "Zamówienie złożone",
  payment: "Wpłata zaksięgowana",
  refund: "Zwrot pieniędzy zlecony",
  withdrawal: "Odstąpienie od umowy przyjęte",
};

/** One line of the history as the customer reads it. */
function eventText(event: TimelineOrder["timeline"][number], deliveryKind: string | undefined): string {
  if (event.kind === "status" && event.status) return orderStatusLabel(event.status, deliveryKind);
  return KIND_TEXT[event.kind] ?? event.kind;
}

/**
 * The customer's view of what happened to their order: the parcel with its tracking link once it
 * is shipped, the cancellation's reason, and the history, oldest first (the back office writes it).
 */
export function OrderTimeline({ order }: { order: TimelineOrder }) {
  return (
    <>
      {order.status === "cancelled" && order.cancel_reason_text ? (
        <p className="order-cancelled">Zamówienie anulowano – {order.cancel_reason_text}.</p>
      ) : null}
      {order.shipment ? (
        <section className="shipment-box" aria-labelledby="shipment-heading">
          <h2 id="shipment-heading">Przesyłka</h2>
          <p>
            {order.shipment.carrier}, numer przesyłki <strong>{order.shipment.tracking_number}</strong>
          </p>
          {order.shipment.tracking_url ? (
            <p>
              <a className="button button-secondary" href={order.shipment.tracking_url} rel="noopener noreferrer" target="_blank">
                Śledź przesyłkę
              </a>
            </p>
          ) : null}
        </section>
      ) : null}
      {order.timeline.length ? (
        <section className="order-timeline" aria-labelledby="timeline-heading">
          <h2 id="timeline-heading">Historia zamówienia</h2>
          <ol>
            {order.timeline.map((event, index) => (
              <li key={index}>
                <time dateTime={event.at}>{formatDateTime(event.at)}</time> <span>{eventText(event, order.delivery_kind)}</span>
                {event.detail && event.kind !== "created" && event.kind !== "status" ? <small> – {event.detail}</small> : null}
                {event.kind === "status" && event.status === "shipped" && event.detail ? <small> – {event.detail}</small> : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
}
