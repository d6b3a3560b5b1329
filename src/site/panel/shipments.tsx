import { Hono } from "hono";
import { SHIPPING_CARRIERS } from "../../common/config/back-office";
import { COURIER_PICKUP_WINDOW, TRACKING_STATE_LABELS, type TrackingState } from "../../common/config/shipping";
import { addWorkingDays, isWorkingDay, warsawToday } from "../../common/i18n/calendar";
import { formatDate, formatDateTime } from "../../common/i18n/intl";
import { formatZloty } from "../../common/i18n/money";
import { plural } from "../../common/i18n/plural";
import { warsawHour } from "../../common/delivery-date";
import { PANEL_ROUTES } from "../../common/routes";
import type { PanelEnv } from "../env";
import type { StaffShipment, StaffShipments } from "../shop-client";
import { answerOf, foundOrNotFound } from "../shop-client/answers";
import { field, formAction } from "./form-actions";
import { renderPanel } from "./render";

const carrierName = (id: string) => SHIPPING_CARRIERS.find((carrier) => carrier.id === id)?.name ?? id;
const kilograms = (kg: number) => `${kg.toLocaleString("pl-PL", { maximumFractionDigits: 1 })} kg`;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** "1 paczka", "3 paczki", "5 paczek". */
export const parcelsText = (count: number) => plural(count, { one: "# paczka", few: "# paczki", many: "# paczek", other: "# paczki" });
/** After "dla": "1 przesyłki", "3 przesyłek". */
const shipmentsGenitive = (count: number) =>
  plural(count, { one: "# przesyłki", few: "# przesyłek", many: "# przesyłek", other: "# przesyłki" });

/** The day a courier can still come: today before noon on a working day, else the next working day. */
function firstPickupDay(now = Date.now()): string {
  const today = warsawToday(now);
  return isWorkingDay(today) && warsawHour(now) < 12 ? today : addWorkingDays(today, 1);
}

function ShipmentRows({ shipments, resolve }: { shipments: StaffShipment[]; resolve?: boolean }) {
  return (
    <div className="panel-table-wrap" tabIndex={0}>
      <table className="panel-table">
        <thead>
          <tr>
            <th scope="col">Zamówienie</th>
            <th scope="col">Odbiorca</th>
            <th scope="col">Przewoźnik i numery</th>
            <th scope="col" className="num">
              Paczki
            </th>
            <th scope="col" className="num">
              Pobranie
            </th>
            <th scope="col">Stan</th>
            <th scope="col">{resolve ? "Do zrobienia" : "Etykieta"}</th>
          </tr>
        </thead>
        <tbody>
          {shipments.map((shipment) => (
            <tr key={shipment.id}>
              <td>
                <a href={PANEL_ROUTES.order(shipment.orderId)}>{shipment.orderNumber}</a>
                <br />
                <small className="panel-muted">{formatDateTime(shipment.createdAt)}</small>
              </td>
              <td>
                {shipment.receiver}, {shipment.city}
              </td>
              <td>
                {carrierName(shipment.carrier)}
                <br />
                <small>{shipment.trackingNumbers.join(", ")}</small>
              </td>
              <td className="num">
                {parcelsText(shipment.parcels)}
                <br />
                <small>{kilograms(shipment.weightKg)}</small>
              </td>
              <td className="num">{shipment.codGross ? formatZloty(shipment.codGross / 100) : "–"}</td>
              <td>
                {TRACKING_STATE_LABELS[shipment.state as TrackingState]}
                {shipment.pickupDay ? (
                  <>
                    <br />
                    <small className="panel-muted">odbiór kuriera {formatDate(shipment.pickupDay)}</small>
                  </>
                ) : null}
              </td>
              <td>
                {resolve ? (
                  <form method="post" action={`${PANEL_ROUTES.shipments}/${shipment.id}/wyjasnione`}>
                    <button type="submit" className="panel-button">
                      Sprawa wyjaśniona
                    </button>
                  </form>
                ) : (
                  <a href={PANEL_ROUTES.shipmentLabel(shipment.id)}>PDF ({shipment.labelFormat})</a>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ShipmentsPage({ data }: { data: StaffShipments }) {
  const waiting = (carrier: string) => data.shipments.filter((shipment) => shipment.carrier === carrier && !shipment.pickupId);
  const pickupOn = firstPickupDay();
  return (
    <>
      {data.problems.length ? (
        <section className="panel-card" aria-labelledby="problems-heading">
          <h2 id="problems-heading">Do wyjaśnienia: zwroty i zaginione paczki</h2>
          <p className="panel-muted">
            Przewoźnik zgłosił zwrot do nadawcy albo zaginięcie. Skontaktuj się z kupującym i przewoźnikiem, a potem oznacz sprawę jako
            wyjaśnioną.
          </p>
          <ShipmentRows shipments={data.problems} resolve />
        </section>
      ) : null}
      <form method="get" action={PANEL_ROUTES.shipments} className="panel-form panel-filters">
        <label>
          Dzień nadania
          <input type="date" name="dzien" defaultValue={data.day} required />
        </label>
        <button type="submit" className="panel-button panel-button-secondary">
          Pokaż
        </button>
      </form>
      <h2 id="day-heading">Przesyłki nadane {formatDate(data.day)}</h2>
      {data.shipments.length ? (
        <>
          <p>
            <a className="panel-button" href={PANEL_ROUTES.dayLabels(data.day)}>
              {`Wszystkie etykiety dnia w jednym PDF (${parcelsText(data.shipments.reduce((sum, shipment) => sum + shipment.parcels, 0))})`}
            </a>
          </p>
          <ShipmentRows shipments={data.shipments} />
          {data.carriers.map((carrier) => {
            const left = waiting(carrier.id);
            return left.length ? (
              <form key={carrier.id} method="post" action={`${PANEL_ROUTES.shipments}/odbior`} className="panel-form panel-narrow">
                <h3>Odbiór przez kuriera: {carrier.name}</h3>
                <p className="panel-muted">
                  Jedno zlecenie odbioru dla {shipmentsGenitive(left.length)} (
                  {parcelsText(left.reduce((sum, shipment) => sum + shipment.parcels, 0))}), w godzinach {COURIER_PICKUP_WINDOW.from}–
                  {COURIER_PICKUP_WINDOW.to}.
                </p>
                <input type="hidden" name="day" value={data.day} />
                <input type="hidden" name="carrier" value={carrier.id} />
                <label>
                  Dzień odbioru
                  <input type="date" name="pickup_on" defaultValue={pickupOn} min={warsawToday()} required />
                </label>
                <button type="submit" className="panel-button">
                  Zamów kuriera
                </button>
              </form>
            ) : null;
          })}
        </>
      ) : (
        <p className="panel-muted">
          Tego dnia nie nadano przesyłek przez przewoźników. Przesyłkę nadaje się na stronie spakowanego zamówienia („Nadaj przesyłkę”).
        </p>
      )}
      {data.carriers.length ? null : (
        <p className="panel-muted">
          Żaden przewoźnik nie jest skonfigurowany: numery przesyłek wpisuje się ręcznie na stronie zamówienia (README „Carriers and
          labels”).
        </p>
      )}
    </>
  );
}

/** A PDF the shop API answered, passed on inline (the browser's viewer prints it); read whole, as labels are small. */
async function passPdf(response: {
  ok: boolean;
  status: number;
  headers: Headers;
  arrayBuffer(): Promise<ArrayBuffer>;
  json(): Promise<unknown>;
}) {
  if (!response.ok) await foundOrNotFound(response);
  return new Response(await response.arrayBuffer(), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": response.headers.get("content-disposition") ?? "inline",
      "Cache-Control": "no-store",
    },
  });
}

/** Back office: parcels booked through carriers — the day's list, its labels at once, one pickup per carrier, problems. */
export const panelShipments = new Hono<PanelEnv>()
  .get("/przesylki", async (c) => {
    const asked = c.req.query("dzien") ?? "";
    const data = await answerOf<StaffShipments>(
      await c.var.staffShop.staff.shipments.$get({ query: DAY.test(asked) ? { day: asked } : {} }),
    );
    return renderPanel(c, { title: "Przesyłki", section: PANEL_ROUTES.shipments, children: <ShipmentsPage data={data} /> });
  })
  .get("/przesylki/etykiety.pdf", async (c) => {
    const asked = c.req.query("dzien") ?? "";
    return passPdf(await c.var.staffShop.staff.shipments.labels.$get({ query: DAY.test(asked) ? { day: asked } : {} }));
  })
  .get("/przesylki/:id{[0-9]{1,9}}/etykieta.pdf", async (c) =>
    passPdf(await c.var.staffShop.staff.shipments[":id"].label.$get({ param: { id: c.req.param("id") } })),
  )
  .post("/przesylki/odbior", async (c) => {
    const form = await c.req.parseBody();
    const day = field(form, "day");
    return formAction(c, `${PANEL_ROUTES.shipments}?dzien=${DAY.test(day) ? day : warsawToday()}`, async () => {
      const ordered = await answerOf<{ pickup_id: string; shipments: number; parcels: number }>(
        await c.var.staffShop.staff.shipments.pickups.$post({
          json: { day, carrier: field(form, "carrier") as never, pickup_on: field(form, "pickup_on") },
        }),
      );
      return `Kurier zamówiony na ${formatDate(field(form, "pickup_on"))}, ${COURIER_PICKUP_WINDOW.from}–${COURIER_PICKUP_WINDOW.to} (zlecenie ${ordered.pickup_id}): zabierze ${parcelsText(ordered.parcels)} z ${shipmentsGenitive(ordered.shipments)}.`;
    });
  })
  .post("/przesylki/:id{[0-9]{1,9}}/wyjasnione", async (c) =>
    formAction(c, PANEL_ROUTES.shipments, async () => {
      await answerOf(await c.var.staffShop.staff.shipments[":id"].resolve.$post({ param: { id: c.req.param("id") } }));
      return "Sprawa przesyłki oznaczona jako wyjaśniona.";
    }),
  );
