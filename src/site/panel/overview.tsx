import { type Context, Hono } from "hono";
import { CSV_BOM, csvField, csvLine, csvMoney } from "./csv";
import type { PanelEnv } from "../env";
import { formatDateTime, formatPrice } from "../../common/i18n/intl";
import { orderStatusLabel, paymentMethodLabel } from "../../common/i18n/order-labels";
import { COMPLAINT_FORMS, counted, OFFER_FORMS, ORDER_FORMS, overviewLinks } from "../../common/staff-overview";
import { PANEL_ROUTES } from "../../common/routes";
import type { OrdersExportPage, StaffOverview } from "../shop-client";
import { renderPanel } from "./render";
import { answerOf } from "../shop-client/answers";
import { ShopRefusal } from "../../common/errors";
import { LABELS } from "../../common/i18n/labels";
import { plural } from "../../common/i18n/plural";
import { goLiveItems } from "./go-live";

/** "1234.56" (the API's money) in grosze. */
const grosze = (amount: string) => {
  const [whole = "0", part = "0"] = amount.split(".");
  return Number(whole) * 100 + Number(part.padEnd(2, "0").slice(0, 2));
};
const price = (amount: string) => formatPrice(grosze(amount));

/** A count that asks for attention (a warning badge when above zero); `metric` names it for tests. */
function Count({ value, metric, danger = false }: { value: number; metric: string; danger?: boolean }) {
  const kind = value === 0 ? "" : danger ? " panel-badge-danger" : " panel-badge-warn";
  return (
    <span className={`panel-badge${kind}`} data-metric={metric}>
      {value}
    </span>
  );
}

/** The first and last day of the month before the one `today` ("YYYY-MM-DD") is in, and its name. */
function previousMonth(today: string) {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  const name = new Intl.DateTimeFormat("pl-PL", { month: "long", year: "numeric", timeZone: "UTC" }).format(first);
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10), name };
}

/** The export's form: a range of Warsaw days (this month so far unless the staff member chose one). */
function ExportForm({ from, to }: { from: string; to: string }) {
  return (
    <form method="get" action={PANEL_ROUTES.ordersExport} className="panel-form panel-filters" aria-label="Eksport zamówień do CSV">
      <label>
        Od dnia
        <input type="date" name="from" defaultValue={from} required />
      </label>
      <label>
        Do dnia (włącznie)
        <input type="date" name="to" defaultValue={to} required />
      </label>
      <button type="submit" className="panel-button">
        Pobierz CSV
      </button>
    </form>
  );
}

function ExportSection({ today, from, to }: { today: string; from?: string; to?: string }) {
  const previous = previousMonth(today);
  const previousHref = `${PANEL_ROUTES.ordersExport}?${new URLSearchParams({ from: previous.from, to: previous.to })}`;
  return (
    <section aria-labelledby="export-heading">
      <h2 id="export-heading">Eksport zamówień dla księgowości</h2>
      <p className="panel-muted">
        Plik CSV (średniki, przecinek dziesiętny, UTF-8) otwiera się w polskim Excelu. Zawiera wszystkie zamówienia złożone w wybranych
        dniach (czas polski), także anulowane, z ich stanem, oraz sumy: wszystkich, bez anulowanych i opłaconych.
      </p>
      <p>
        <a href={previousHref}>Pobierz {previous.name}</a>
      </p>
      <ExportForm from={from ?? `${today.slice(0, 8)}01`} to={to ?? today} />
    </section>
  );
}

function Overview({ data, name }: { data: StaffOverview; name: string }) {
  const links = overviewLinks(data);
  const flagged = data.awaiting_payment_flagged;
  const complaints = data.complaints_due;
  const statusCount = (status: string) => data.by_status.find((entry) => entry.status === status)?.count ?? 0;
  return (
    <>
      <p className="panel-muted">
        Dzień dobry, {name}. Stan na {formatDateTime(data.generated_at)}.
      </p>
      <div className="panel-grid panel-grid-3">
        <section className="panel-card" aria-labelledby="today-heading">
          <h2 id="today-heading">Nowe zamówienia</h2>
          <p>
            Dziś:{" "}
            <a href={links.placedToday} data-metric="today-count">
              {counted(data.placed_today.count, ORDER_FORMS)}
            </a>{" "}
            na <span data-metric="today-gross">{price(data.placed_today.gross_amount)}</span>
          </p>
          <p>
            Wczoraj: <a href={links.placedYesterday}>{counted(data.placed_yesterday.count, ORDER_FORMS)}</a> na{" "}
            {price(data.placed_yesterday.gross_amount)}
            {data.placed_yesterday.cancelled ? ` (w tym anulowane: ${data.placed_yesterday.cancelled})` : ""}
          </p>
        </section>
        <section className="panel-card" aria-labelledby="todo-heading">
          <h2 id="todo-heading">Do zrobienia</h2>
          <ul>
            <li>
              <a href={links.status("to_confirm")}>Do potwierdzenia telefonicznego</a> <Count value={data.to_confirm} metric="to-confirm" />
            </li>
            <li>
              <a href={links.awaitingFlagged}>Czekają na wpłatę dłużej niż {flagged.days} dni</a>{" "}
              <Count value={flagged.count} metric="awaiting-flagged" />
            </li>
            <li>
              <a href={links.status("paid")}>Opłacone – do spakowania</a> <Count value={statusCount("paid")} metric="to-pack-paid" />
            </li>
            <li>
              <a href={links.status("accepted")}>Za pobraniem – do spakowania</a>{" "}
              <Count value={statusCount("accepted")} metric="to-pack-accepted" />
            </li>
            <li>
              <a href={links.status("packed")}>Spakowane – do wysłania</a> <Count value={data.to_ship} metric="to-ship" />
            </li>
            <li>
              <a href={PANEL_ROUTES.shipments}>Przesyłki do wyjaśnienia (zwrot, zaginięcie)</a>{" "}
              <Count value={data.shipment_problems} metric="shipment-problems" danger={data.shipment_problems > 0} />
            </li>
          </ul>
        </section>
        <section className="panel-card" aria-labelledby="watch-heading">
          <h2 id="watch-heading">Terminy i stany</h2>
          <ul>
            <li>
              <a href={links.complaintsDue}>Reklamacje z terminem odpowiedzi w ciągu {complaints.warning_days} dni</a>{" "}
              <Count value={complaints.count} metric="complaints-due" />
              {complaints.overdue ? (
                <>
                  {" "}
                  w tym po terminie: <Count value={complaints.overdue} metric="complaints-overdue" danger />
                </>
              ) : null}
            </li>
            <li>
              <a href={links.lowStock}>Oferty z niskim stanem (poniżej {data.low_stock.threshold} szt.)</a>{" "}
              <Count value={data.low_stock.count} metric="low-stock" />
              {data.low_stock.sold_out ? ` w tym wyprzedane: ${data.low_stock.sold_out}` : ""}
            </li>
          </ul>
        </section>
      </div>

      <h2 id="status-heading">Zamówienia według stanu</h2>
      <div className="panel-table-wrap" tabIndex={0}>
        <table className="panel-table" aria-labelledby="status-heading">
          <thead>
            <tr>
              <th scope="col">Stan</th>
              <th scope="col" className="num">
                Zamówienia
              </th>
            </tr>
          </thead>
          <tbody>
            {data.by_status.map((entry) => (
              <tr key={entry.status}>
                <th scope="row">
                  <a href={links.status(entry.status)}>{orderStatusLabel(entry.status)}</a>
                </th>
                <td className="num" data-metric={`status-${entry.status}`}>
                  {entry.count}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {flagged.orders.length ? (
        <>
          <h2 id="flagged-heading">Czekają na wpłatę dłużej niż {flagged.days} dni</h2>
          <div className="panel-table-wrap" tabIndex={0}>
            <table className="panel-table" aria-labelledby="flagged-heading">
              <thead>
                <tr>
                  <th scope="col">Zamówienie</th>
                  <th scope="col">Złożone</th>
                  <th scope="col">Kupujący</th>
                  <th scope="col">Płatność</th>
                  <th scope="col" className="num">
                    Kwota
                  </th>
                </tr>
              </thead>
              <tbody>
                {flagged.orders.map((order) => (
                  <tr key={order.id}>
                    <td>
                      <a href={links.order(order.id)}>{order.number}</a>
                    </td>
                    <td>{formatDateTime(order.created_at)}</td>
                    <td>{order.buyer}</td>
                    <td>{paymentMethodLabel(order.payment_method)}</td>
                    <td className="num">{price(order.total_gross_amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {flagged.count > flagged.orders.length ? (
            <p>
              <a href={links.awaitingFlagged}>Wszystkie: {counted(flagged.count, ORDER_FORMS)}</a>
            </p>
          ) : null}
        </>
      ) : null}

      {complaints.complaints.length ? (
        <>
          <h2 id="complaints-heading">Reklamacje blisko terminu odpowiedzi</h2>
          <div className="panel-table-wrap" tabIndex={0}>
            <table className="panel-table" aria-labelledby="complaints-heading">
              <thead>
                <tr>
                  <th scope="col">Reklamacja</th>
                  <th scope="col">Zamówienie</th>
                  <th scope="col">Zgłaszający</th>
                  <th scope="col">{LABELS.complaintAnswerDue}</th>
                </tr>
              </thead>
              <tbody>
                {complaints.complaints.map((complaint) => (
                  <tr key={complaint.id}>
                    <td>
                      <a href={links.complaint(complaint.id)}>{complaint.reference}</a>
                    </td>
                    <td>{complaint.order_number}</td>
                    <td>{complaint.name}</td>
                    <td>
                      {formatDateTime(complaint.answer_due_at)}{" "}
                      {complaint.overdue ? <span className="panel-badge panel-badge-danger">po terminie</span> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {complaints.count > complaints.complaints.length ? (
            <p>
              <a href={links.complaintsDue}>Wszystkie: {counted(complaints.count, COMPLAINT_FORMS)}</a>
            </p>
          ) : null}
        </>
      ) : null}

      {data.low_stock.count ? (
        <p>
          <a href={links.lowStock}>Przejrzyj {counted(data.low_stock.count, OFFER_FORMS)} z niskim stanem</a>
        </p>
      ) : null}

      <ExportSection today={data.today} />
    </>
  );
}

// ── The accountant's CSV ─────────────────────────────────────────────────────────────────────
//
// The shop API answers the export as JSON pages (like every route of it, typed through the
// client); this file writes the CSV, because its form is presentation for one reader: Polish
// Excel. That means a UTF-8 byte order mark (else Excel reads the file as Windows-1250), ";"
// between fields (a "," is the decimal separator in pl-PL), amounts with a decimal comma and no
// grouping ("1234,56" is a number to Excel), dates as YYYY-MM-DD (Warsaw days), CRLF line ends
// and RFC 4180 quoting. Pages are fetched while the file streams out, so a year of orders never
// sits in memory at once.
//
// Which orders: every order placed in the range, cancelled ones too, each with its status. The
// accountant reconciles a numbered series: a missing number raises a question, a cancelled one
// answers it. The sums at the end say what each figure is: all orders, without the cancelled
// ones (the sales of the period) and those with a payment booked (money received; refunds are in
// their own column). Each sum adds the rows' own amounts, so net + VAT = gross holds there too.

const CSV_HEADER = [
  LABELS.orderNumber,
  "Stan",
  "Data złożenia",
  "Data zapłaty",
  "Data wysyłki",
  "Data doręczenia",
  "Data anulowania",
  "Nabywca",
  "NIP",
  "Płatność",
  "Netto",
  "VAT",
  "Brutto",
  "Zwrócono",
];

type ExportRow = OrdersExportPage["rows"][number];
interface Sum {
  orders: number;
  net: number;
  vat: number;
  gross: number;
  refunded: number;
}
const emptySum = (): Sum => ({ orders: 0, net: 0, vat: 0, gross: 0, refunded: 0 });

function addTo(sum: Sum, row: ExportRow) {
  sum.orders++;
  sum.net += grosze(row.net_amount);
  sum.vat += grosze(row.vat_amount);
  sum.gross += grosze(row.gross_amount);
  sum.refunded += grosze(row.refunded_amount);
}

function rowLine(row: ExportRow): string {
  return csvLine([
    csvField(row.number),
    csvField(orderStatusLabel(row.status)),
    row.created_on,
    row.paid_on ?? "",
    row.shipped_on ?? "",
    row.delivered_on ?? "",
    row.cancelled_on ?? "",
    csvField(row.buyer),
    csvField(row.vat_number ?? ""),
    csvField(paymentMethodLabel(row.payment_method)),
    csvMoney(grosze(row.net_amount)),
    csvMoney(grosze(row.vat_amount)),
    csvMoney(grosze(row.gross_amount)),
    csvMoney(grosze(row.refunded_amount)),
  ]);
}

function sumLine(label: string, sum: Sum): string {
  const blanks = Array.from({ length: CSV_HEADER.length - 5 }, () => "");
  return csvLine([
    csvField(`${label} (${counted(sum.orders, ORDER_FORMS)})`),
    ...blanks,
    csvMoney(sum.net),
    csvMoney(sum.vat),
    csvMoney(sum.gross),
    csvMoney(sum.refunded),
  ]);
}

/** The export's own page: the form again with the refusal's Polish message (a bad range), status 400. */
async function exportRefused(c: Context<PanelEnv>, message: string, from: string, to: string) {
  const page = await renderPanel(c, {
    title: "Eksport zamówień",
    section: PANEL_ROUTES.home,
    notice: { kind: "error", text: message },
    children: <ExportForm from={from} to={to} />,
  });
  return new Response(page.body, { status: 400, headers: page.headers });
}

const EXPORT_PATH = PANEL_ROUTES.ordersExport.slice(PANEL_ROUTES.home.length);

/** While the shop is not ready for real orders, the start page says how much is left and where (issue 39). */
function GoLiveReminder({ missing, total }: { missing: number; total: number }) {
  return (
    <p className="panel-notice go-live-reminder" data-metric="go-live-missing">
      {plural(missing, {
        one: `Do uruchomienia sklepu został 1 punkt z ${total}: `,
        few: `Do uruchomienia sklepu zostały # punkty z ${total}: `,
        many: `Do uruchomienia sklepu zostało # punktów z ${total}: `,
        other: `Do uruchomienia sklepu zostało # punktu z ${total}: `,
      })}
      <a href={PANEL_ROUTES.goLive}>zobacz listę</a>.
    </p>
  );
}

/** Back office: the start page (today's numbers, every staff member) and the accountant's CSV export. */
export const panelOverview = new Hono<PanelEnv>()
  .get("/", async (c) => {
    const [data, goLive] = await Promise.all([answerOf<StaffOverview>(await c.var.staffShop.staff.overview.$get()), goLiveItems(c)]);
    const missing = goLive.filter((item) => item.state !== "done").length;
    return renderPanel(c, {
      title: "Start",
      section: PANEL_ROUTES.home,
      children: (
        <>
          {missing ? <GoLiveReminder missing={missing} total={goLive.length} /> : null}
          <Overview data={data} name={c.var.staff.name} />
        </>
      ),
    });
  })
  .get(EXPORT_PATH, async (c) => {
    const from = c.req.query("from")?.trim() ?? "";
    const to = c.req.query("to")?.trim() ?? "";
    const exportApi = c.var.staffShop.staff.overview["orders-export"];
    const pageAfter = async (after?: string) =>
      answerOf<OrdersExportPage>(await exportApi.$get({ query: after ? { from, to, after } : { from, to } }));
    let first: OrdersExportPage;
    try {
      first = await pageAfter();
    } catch (error) {
      if (error instanceof ShopRefusal && error.status === 400) return exportRefused(c, error.staffMessage, from, to);
      throw error;
    }
    let page: OrdersExportPage | null = first;

    const sums = { all: emptySum(), sold: emptySum(), paid: emptySum() };
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(`${CSV_BOM}${csvLine(CSV_HEADER.map((name) => csvField(name)))}`));
      },
      async pull(controller) {
        if (!page) {
          controller.enqueue(
            encoder.encode(
              [
                "\r\n",
                sumLine("Razem wszystkie", sums.all),
                sumLine("Razem bez anulowanych", sums.sold),
                sumLine("Razem opłacone", sums.paid),
              ].join(""),
            ),
          );
          controller.close();
          return;
        }
        for (const row of page.rows) {
          addTo(sums.all, row);
          if (row.status !== "cancelled") addTo(sums.sold, row);
          if (row.paid_on !== null) addTo(sums.paid, row);
        }
        controller.enqueue(encoder.encode(page.rows.map(rowLine).join("")));
        // A failure on a later page ends the download without its sums: an incomplete file shows it.
        page = page.next ? await pageAfter(page.next) : null;
      },
    });
    return new Response(body, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="zamowienia-${first.from}-${first.to}.csv"`,
      },
    });
  });
