import { Hono } from "hono";
import { formatDay, warsawToday } from "../../common/i18n/calendar";
import {
  type CancelReason,
  PAYMENT_BOOKING_METHODS,
  REFUND_METHODS,
  type RefundMethod,
  SHIPPING_CARRIERS,
  STAFF_CANCEL_REASONS,
} from "../../common/config/back-office";
import { PAYMENT_METHOD_IDS } from "../../common/config/orders";
import { TRACKING_STATE_LABELS, type TrackingState } from "../../common/config/shipping";
import { parcelsText } from "./shipments";
import type { PanelEnv } from "../env";
import { formatDate, formatDateTime, formatPrice } from "../../common/i18n/intl";
import { deliveryPriceText } from "../../common/delivery";
import { formatAmount } from "../../common/i18n/money";
import { orderStatusLabel, paymentMethodLabel } from "../../common/i18n/order-labels";
import { PANEL_ROUTES } from "../../common/routes";
import type { StaffOrder, StaffOrderList, StaffOrderSupplier } from "../shop-client";
import { AuditTrail, valueText } from "./audit-trail";
import { forgetTyrePages } from "./cached-pages";
import { renderPanel } from "./render";
import { answerOf, foundOrNotFound } from "../shop-client/answers";
import { field, formAction } from "./form-actions";
import { KSEF_STATE_LABELS } from "./invoices";
import { LABELS } from "../../common/i18n/labels";
import { workingDays } from "../../common/i18n/plural";

/** Every status, in the order an order moves through them (the filter's list). */
const STATUSES = ["to_confirm", "awaiting_payment", "accepted", "paid", "packed", "shipped", "delivered", "cancelled", "returned"] as const;

const ACTION_LABELS = {
  confirm: "Potwierdź zamówienie (po rozmowie z kupującym)",
  pack: "Oznacz jako spakowane",
  ship: "Wyślij",
  deliver: "Oznacz jako doręczone",
  cancel: "Anuluj zamówienie",
} as const;

/** The same buttons for a pickup order, where they read otherwise (it is collected, not shipped). */
const PICKUP_ACTION_LABELS: Partial<Record<keyof typeof ACTION_LABELS, string>> = {
  pack: "Oznacz jako gotowe do odbioru (kupujący dostanie e-mail)",
  deliver: "Wydane kupującemu (odebrane w magazynie)",
};

const actionLabel = (action: keyof typeof ACTION_LABELS, kind: string) =>
  (kind === "pickup" ? PICKUP_ACTION_LABELS[action] : undefined) ?? ACTION_LABELS[action];

/** Cancellation reasons and refund ways as staff name them (the buyer reads config's wording). */
const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  expired: "nieopłacone w terminie (automatycznie)",
  unconfirmed: "niepotwierdzone telefonicznie w terminie (automatycznie)",
  customer_request: "na prośbę kupującego",
  out_of_stock: "brak towaru",
  payment_problem: "problem z płatnością",
  other: "inny powód (napisz do kupującego, dlaczego)",
};
const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  bank_transfer: "przelew na konto kupującego",
  przelewy24: "zwrot przez Przelewy24",
  cash: "gotówka w sklepie",
};
const cancelReasonLabel = (reason: string | null) => (reason ? (CANCEL_REASON_LABELS[reason as CancelReason] ?? reason) : null);

const KIND_LABELS: Record<string, string> = {
  created: "Złożone",
  status: "Status",
  payment: "Wpłata",
  refund: "Zwrot pieniędzy",
  withdrawal: "Odstąpienie",
  mail: "Wysłany e-mail",
};

const AUDIT_ACTIONS: Record<string, string> = {
  confirm: "potwierdzenie",
  pack: "spakowanie",
  ship: "wysyłka",
  deliver: "doręczenie",
  cancel: "anulowanie",
  payment: "zaksięgowanie wpłaty",
  refund: "zwrot pieniędzy",
  withdrawal: "odstąpienie od umowy",
  withdrawal_received: "zwrot opon po odstąpieniu",
  "purchase-order": "zamówienie u dostawcy",
  "purchase-order-received": "przyjęcie towaru od dostawcy",
  "parcel-returned": "paczka wraca do nadawcy (zgłosił przewoźnik)",
  "parcel-lost": "paczka zaginęła (zgłosił przewoźnik)",
  "parcel-resolved": "sprawa paczki wyjaśniona",
};

const AUDIT_FIELDS: Record<string, string> = {
  status: "status",
  carrier: "przewoźnik",
  tracking_number: "numer przesyłki",
  carrier_status: "stan u przewoźnika",
  cancel_reason: "powód",
  note: "notatka",
  amount: "kwota",
  method: "sposób",
  payment_method: "rodzaj wpłaty",
  received_at: "data wpływu (zwrotu)",
  reference: "opis",
  paid: "wpłacono",
  refunded: "zwrócono",
  lines: "opony",
  refund_due_at: "zwrot do",
  supplier: "dostawca",
};

const MONEY_FIELDS = new Set(["amount", "paid", "refunded"]);

/** An order audit value in Polish: statuses and reasons by name, amounts in złoty, dates as dates. */
function auditValue(field: string, value: unknown): string {
  if (typeof value !== "string") return valueText(value);
  if (field === "status") return orderStatusLabel(value);
  if (field === "cancel_reason") return cancelReasonLabel(value) ?? value;
  if (field === "carrier") return SHIPPING_CARRIERS.find((carrier) => carrier.id === value)?.name ?? value;
  if (field === "method") return REFUND_METHOD_LABELS[value as RefundMethod] ?? value;
  if (field === "payment_method") return paymentMethodLabel(value);
  if (MONEY_FIELDS.has(field)) return formatAmount(value);
  if (field.endsWith("_at")) return formatDate(value);
  return value;
}

function StatusBadge({ status, kind }: { status: string; kind?: string }) {
  const tone =
    status === "cancelled" || status === "returned"
      ? " panel-badge-danger"
      : status === "to_confirm" || status === "awaiting_payment"
        ? " panel-badge-warn"
        : "";
  return <span className={`panel-badge${tone}`}>{orderStatusLabel(status, kind)}</span>;
}

/** The orders list's query string without the page (the pager adds it). */
function listQuery(query: Record<string, string>, page?: number) {
  const params = new URLSearchParams(Object.entries(query).filter(([name, value]) => value && name !== "page"));
  if (page && page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

function OrdersList({ list, query }: { list: StaffOrderList; query: Record<string, string> }) {
  const pages = Math.max(1, Math.ceil(list.total / list.page_size));
  return (
    <>
      <form method="get" className="panel-filters panel-form" aria-label="Filtry zamówień">
        <label>
          Szukaj
          <input type="search" name="q" defaultValue={query.q ?? ""} placeholder="numer, e-mail, telefon, NIP, nazwisko" />
        </label>
        <label>
          Status
          <select name="status" defaultValue={query.status ?? ""}>
            <option value="">wszystkie</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {orderStatusLabel(status)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Płatność
          <select name="payment" defaultValue={query.payment ?? ""}>
            <option value="">wszystkie</option>
            {PAYMENT_METHOD_IDS.map((method) => (
              <option key={method} value={method}>
                {paymentMethodLabel(method)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Opłacone
          <select name="paid" defaultValue={query.paid ?? ""}>
            <option value="">wszystkie</option>
            <option value="1">opłacone</option>
            <option value="0">nieopłacone</option>
          </select>
        </label>
        <label>
          Od dnia
          <input type="date" name="from" defaultValue={query.from ?? ""} />
        </label>
        <label>
          Do dnia
          <input type="date" name="to" defaultValue={query.to ?? ""} />
        </label>
        <button type="submit" className="panel-button">
          Pokaż
        </button>
        <a href={PANEL_ROUTES.orders}>{LABELS.clearFilters}</a>
      </form>
      <p className="panel-muted" aria-live="polite">
        Znaleziono: {list.total}
        {list.total > 0 ? ` (strona ${list.page} z ${pages})` : ""}
      </p>
      {list.items.length ? (
        <div className="panel-table-wrap" tabIndex={0}>
          <table className="panel-table">
            <caption className="visually-hidden">Zamówienia</caption>
            <thead>
              <tr>
                <th scope="col">Numer</th>
                <th scope="col">Złożone</th>
                <th scope="col">Kupujący</th>
                <th scope="col">Kontakt</th>
                <th scope="col" className="num">
                  Kwota
                </th>
                <th scope="col">Płatność</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((order) => (
                <tr key={order.id}>
                  <th scope="row">
                    <a href={PANEL_ROUTES.order(order.id)}>{order.number}</a>
                  </th>
                  <td>{formatDateTime(order.created_at)}</td>
                  <td>
                    {order.buyer}
                    {order.vat_number ? <div className="panel-muted">NIP {order.vat_number}</div> : null}
                    <div className="panel-muted">{order.city}</div>
                  </td>
                  <td>
                    {order.email || "—"}
                    <div className="panel-muted">{order.phone}</div>
                  </td>
                  <td className="num">{formatAmount(order.total_gross_amount)}</td>
                  <td>
                    {paymentMethodLabel(order.payment_method)}
                    <div className="panel-muted">{order.paid ? "opłacone" : "nieopłacone"}</div>
                  </td>
                  <td>
                    <StatusBadge status={order.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>Żadne zamówienie nie pasuje do filtrów.</p>
      )}
      {pages > 1 ? (
        <nav className="panel-pager" aria-label="Strony listy zamówień">
          {list.page > 1 ? <a href={`${PANEL_ROUTES.orders}${listQuery(query, list.page - 1)}`}>← Poprzednia</a> : null}
          <span>
            Strona {list.page} z {pages}
          </span>
          {list.page < pages ? <a href={`${PANEL_ROUTES.orders}${listQuery(query, list.page + 1)}`}>Następna →</a> : null}
        </nav>
      ) : null}
    </>
  );
}

function Address({ address }: { address: StaffOrder["shipping"] }) {
  return (
    <>
      {address.company_name ? <div>{address.company_name}</div> : null}
      <div>
        {address.first_name} {address.last_name}
      </div>
      <div>
        {address.street} {address.street_number}
        {address.apartment_number ? `/${address.apartment_number}` : ""}
      </div>
      <div>
        {address.postal_code} {address.city}
      </div>
    </>
  );
}

/**
 * "Nadaj przesyłkę": the carrier books the parcels the order's tyres make (shown before the click),
 * the order is shipped with the tracking number mailed to the buyer, and the label opens to print.
 */
function BookShipment({ order }: { order: StaffOrder }) {
  const plan = order.parcel_plan;
  const weight = plan.reduce((sum, parcel) => sum + parcel.weightKg, 0);
  const cod = order.payment_method === "cash_on_delivery" ? Math.max(0, Number(order.total_gross_amount) - Number(order.paid_amount)) : 0;
  return (
    <form method="post" action={PANEL_ROUTES.orderShipment(order.id)} className="panel-form panel-narrow" data-testid="book-shipment">
      <h3>Nadaj przesyłkę</h3>
      <p className="panel-muted">
        {`${parcelsText(plan.length)}, razem ok. ${weight.toLocaleString("pl-PL", { maximumFractionDigits: 1 })} kg: ${plan
          .map((parcel) => `${parcel.tyres} szt. ${parcel.lengthCm}×${parcel.widthCm}×${parcel.heightCm} cm`)
          .join("; ")}.${cod > 0 ? ` Pobranie: ${formatAmount(cod.toFixed(2))}.` : ""}`}
      </p>
      <label>
        Przewoźnik
        <select name="carrier" required defaultValue={order.carriers[0]}>
          {order.carriers.map((id) => (
            <option key={id} value={id}>
              {SHIPPING_CARRIERS.find((carrier) => carrier.id === id)?.name ?? id}
            </option>
          ))}
        </select>
      </label>
      <label>
        Etykieta
        <select name="format" defaultValue="A6">
          <option value="A6">A6 (drukarka etykiet)</option>
          <option value="A4">A4 (zwykła drukarka)</option>
        </select>
      </label>
      <button type="submit" className="panel-button">
        Nadaj przesyłkę i powiadom kupującego
      </button>
    </form>
  );
}

/** The forms of the changes this order allows now; each posts to this order's page and returns to it. */
function OrderActions({ order }: { order: StaffOrder }) {
  const base = PANEL_ROUTES.order(order.id);
  const owed = Math.max(0, Number(order.total_gross_amount) - Number(order.paid_amount));
  const refundable = Number(order.refundable_amount);
  // Money that arrives for a cancelled order is booked too (then refunded); a returned one takes none.
  const canPay = order.status !== "returned" && (order.status === "cancelled" || owed > 0);
  const canRefund = refundable > 0;
  const simple = order.actions.filter((action) => action === "confirm" || action === "pack" || action === "deliver");
  return (
    <section className="panel-card" aria-labelledby="actions-heading">
      <h2 id="actions-heading">Co dalej</h2>
      {simple.length ? (
        <div className="panel-actions">
          {simple.map((action) => (
            <form key={action} method="post" action={`${base}/status`}>
              <input type="hidden" name="action" value={action} />
              <button type="submit" className="panel-button">
                {actionLabel(action, order.delivery_kind)}
              </button>
            </form>
          ))}
        </div>
      ) : null}
      {order.actions.includes("ship") && order.carriers.length ? <BookShipment order={order} /> : null}
      {order.actions.includes("ship") ? (
        <form method="post" action={`${base}/status`} className="panel-form panel-narrow">
          <input type="hidden" name="action" value="ship" />
          <h3>{order.carriers.length ? "Albo: numer przesyłki nadanej inaczej" : "Wysyłka"}</h3>
          <label>
            Przewoźnik
            <select name="carrier" required>
              {SHIPPING_CARRIERS.map((carrier) => (
                <option key={carrier.id} value={carrier.id}>
                  {carrier.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Numer przesyłki
            <input name="tracking_number" required pattern="[A-Za-z0-9\-]{6,40}" autoComplete="off" inputMode="text" />
          </label>
          <button type="submit" className={order.carriers.length ? "panel-button panel-button-secondary" : "panel-button"}>
            Wyślij i powiadom kupującego
          </button>
        </form>
      ) : null}
      {canPay ? (
        <form method="post" action={`${base}/wplata`} className="panel-form panel-narrow">
          <h3>Zaksięguj wpłatę</h3>
          <input type="hidden" name="expected_paid" value={order.paid_amount} />
          <p className="panel-muted">
            {order.status === "cancelled"
              ? "Zamówienie jest anulowane: zaksięguj wpłatę, która mimo to dotarła, a potem zwróć ją kupującemu."
              : `Do zapłaty zostało ${formatAmount(owed.toFixed(2))}. Wpłata częściowa zostaje zapisana, a zamówienie czeka na resztę.`}
          </p>
          <label>
            Kwota (zł)
            <input name="amount" required inputMode="decimal" defaultValue={owed > 0 ? owed.toFixed(2).replace(".", ",") : ""} />
          </label>
          <label>
            Data wpływu
            <input type="date" name="received_on" required defaultValue={warsawToday()} />
          </label>
          <label>
            Rodzaj
            <select name="method" defaultValue={order.payment_method === "cash_on_delivery" ? "cash_on_delivery" : "bank_transfer"}>
              {PAYMENT_BOOKING_METHODS.map((method) => (
                <option key={method} value={method}>
                  {paymentMethodLabel(method)}
                </option>
              ))}
            </select>
          </label>
          <label>
            Opis (np. z wyciągu)
            <input name="reference" maxLength={120} />
          </label>
          <button type="submit" className="panel-button">
            Zaksięguj wpłatę
          </button>
        </form>
      ) : null}
      {order.status === "delivered" ? <WithdrawalForm order={order} /> : null}
      {canRefund ? (
        <form method="post" action={`${base}/zwrot-pieniedzy`} className="panel-form panel-narrow">
          <h3>Zwrot pieniędzy</h3>
          <input type="hidden" name="expected_refunded" value={order.refunded_amount} />
          <p className="panel-muted">Do zwrotu zostało najwyżej {formatAmount(refundable.toFixed(2))}.</p>
          <label>
            Kwota (zł)
            <input name="amount" required inputMode="decimal" defaultValue={refundable.toFixed(2).replace(".", ",")} />
          </label>
          <label>
            Sposób
            <select name="method">
              {(Object.keys(REFUND_METHODS) as RefundMethod[]).map((method) => (
                <option key={method} value={method}>
                  {REFUND_METHOD_LABELS[method]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="panel-button">
            Zapisz zwrot i powiadom kupującego
          </button>
        </form>
      ) : null}
      {order.actions.includes("cancel") ? (
        <form method="post" action={`${base}/status`} className="panel-form panel-narrow">
          <input type="hidden" name="action" value="cancel" />
          <h3>Anulowanie</h3>
          <p className="panel-muted">Opony wrócą na stan; kupujący dostanie e-mail z powodem.</p>
          <label>
            Powód
            <select name="reason" required>
              {STAFF_CANCEL_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {CANCEL_REASON_LABELS[reason]}
                </option>
              ))}
            </select>
          </label>
          <label>
            Notatka (widzi tylko obsługa)
            <input name="note" maxLength={500} />
          </label>
          <button type="submit" className="panel-button panel-button-danger">
            {ACTION_LABELS.cancel}
          </button>
        </form>
      ) : null}
      {!simple.length && !order.actions.length && !canPay && !canRefund && order.status !== "delivered" ? (
        <p className="panel-muted">To zamówienie jest zakończone – nie ma tu nic do zrobienia.</p>
      ) : null}
    </section>
  );
}

function WithdrawalForm({ order }: { order: StaffOrder }) {
  const returned = new Map<string, number>();
  for (const entry of order.withdrawals)
    for (const line of entry.lines) returned.set(line.sku, (returned.get(line.sku) ?? 0) + line.quantity);
  return (
    <form method="post" action={`${PANEL_ROUTES.order(order.id)}/odstapienie`} className="panel-form">
      <h3>Odstąpienie od umowy (14 dni)</h3>
      <p className="panel-muted">
        Wpisz, ile sztuk kupujący zwraca. Opony nadające się do sprzedaży wrócą na stan. Zwrot pieniędzy należy się w ciągu 14 dni od
        oświadczenia. Przy odstąpieniu od całego zamówienia zwracamy też koszt dostawy: {formatAmount(order.refundable_delivery_amount)}{" "}
        (najtańsza oferowana dostawa do domu, najwyżej tyle, ile kupujący zapłacił).
      </p>
      <fieldset>
        <legend>Zwracane opony</legend>
        {order.lines.map((line, index) => {
          const left = line.quantity - (returned.get(line.sku) ?? 0);
          return (
            <div key={line.sku} className="panel-grid">
              <input type="hidden" name={`sku_${index}`} value={line.sku} />
              <label>
                {line.name} (zamówiono {line.quantity}, można zwrócić {left})
                <input type="number" name={`quantity_${index}`} min={0} max={left} defaultValue={0} disabled={left === 0} />
              </label>
              <label className="panel-choice">
                <input type="checkbox" name={`resaleable_${index}`} value="1" defaultChecked disabled={left === 0} /> nadaje się do
                sprzedaży
              </label>
            </div>
          );
        })}
      </fieldset>
      <div className="panel-grid">
        <label>
          Data oświadczenia
          <input type="date" name="declared_on" required defaultValue={warsawToday()} />
        </label>
        <label>
          Data otrzymania opon (jeśli już wróciły)
          <input type="date" name="received_on" />
        </label>
      </div>
      <button type="submit" className="panel-button">
        Zarejestruj odstąpienie
      </button>
    </form>
  );
}

/** The order's invoices and corrections, and "Wystaw fakturę" for a consumer who asks for one. */
function OrderInvoices({ order }: { order: StaffOrder }) {
  const hasSaleInvoice = order.invoices.some((invoice) => !invoice.kind.startsWith("KOR"));
  const mayIssue = !hasSaleInvoice && !["cancelled", "awaiting_payment"].includes(order.status);
  return (
    <section className="panel-card" aria-labelledby="invoices-heading">
      <h2 id="invoices-heading">Faktury</h2>
      {order.invoices.length ? (
        <ul className="panel-timeline">
          {order.invoices.map((invoice) => (
            <li key={invoice.id}>
              <a href={PANEL_ROUTES.invoice(invoice.id)}>
                {invoice.title} {invoice.number}
              </a>{" "}
              z {formatDay(invoice.issue_date)}: {formatAmount(invoice.gross_amount)} · KSeF:{" "}
              {KSEF_STATE_LABELS[invoice.ksef_state] ?? invoice.ksef_state}
              {invoice.ksef_number ? ` ${invoice.ksef_number}` : ""}
              {invoice.ready ? (
                <>
                  {" "}
                  · <a href={PANEL_ROUTES.invoiceFile(invoice.id, "pdf")}>PDF</a>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="panel-muted">
          {order.billing.vat_number
            ? "Faktura dla firmy powstanie przy wysyłce (data dostawy = data wysłania)."
            : order.invoice_requested
              ? "Kupujący poprosił o fakturę: powstanie przy wysyłce."
              : "Konsument nie prosił o fakturę."}
        </p>
      )}
      {mayIssue && !order.billing.vat_number && !order.invoice_requested ? (
        <form method="post" action={`${PANEL_ROUTES.order(order.id)}/faktura`} className="panel-actions">
          <button type="submit" className="panel-button panel-button-secondary">
            {order.shipped_at ? "Wystaw fakturę na prośbę kupującego" : "Kupujący prosi o fakturę (wystawimy przy wysyłce)"}
          </button>
        </form>
      ) : null}
    </section>
  );
}

/** What the shop ordered from one wholesaler for this order, and the button for the next step. */
function PurchaseOrderState({ order, supplier }: { order: StaffOrder; supplier: StaffOrderSupplier }) {
  const base = `${PANEL_ROUTES.order(order.id)}/zamowienie-do-dostawcy`;
  const sent = supplier.purchaseOrder;
  if (sent?.status === "received")
    return (
      <p>
        <span className="panel-badge">przyjęte</span> Wysłane {formatDateTime(sent.sentAt)}, przyjęte{" "}
        {sent.receivedAt ? formatDateTime(sent.receivedAt) : "—"}.
      </p>
    );
  if (sent)
    return (
      <form method="post" action={`${base}/${supplier.supplierId}/przyjete`} className="panel-actions">
        <p>
          <span className="panel-badge panel-badge-warn">czeka na towar</span> Wysłane {formatDateTime(sent.sentAt)}
          {supplier.dropShipping ? "; potwierdź, gdy kupujący dostanie opony." : "."}
        </p>
        <button type="submit" className="panel-button panel-button-secondary" aria-label={`Towar przyjęty od dostawcy ${supplier.name}`}>
          Towar przyjęty
        </button>
      </form>
    );
  if (order.status === "cancelled") return <p className="panel-muted">Zamówienie jest anulowane: nie zamawiaj do niego opon.</p>;
  if (!supplier.orderEmail)
    return (
      <p>
        Dostawca nie ma adresu e-mail do zamówień: uzupełnij go w <a href={PANEL_ROUTES.supplier(supplier.supplierId)}>danych dostawcy</a>.
      </p>
    );
  return (
    <form method="post" action={base} className="panel-actions">
      <input type="hidden" name="supplier_id" value={supplier.supplierId} />
      <button type="submit" className="panel-button">
        Wyślij zamówienie do dostawcy (e-mail na {supplier.orderEmail})
      </button>
    </form>
  );
}

/** Where the order's tyres come from: the pieces each source reserved, and each wholesaler's purchase order. */
function OrderSources({ order }: { order: StaffOrder }) {
  return (
    <section className="panel-card" aria-labelledby="sources-heading">
      <h2 id="sources-heading">Skąd są opony</h2>
      {order.suppliers.length === 0 ? <p className="panel-muted">Nie zapisano, skąd są opony tego zamówienia.</p> : null}
      {order.suppliers.map((supplier) => {
        const priced = supplier.lines.every((line) => line.purchaseNet !== null);
        const total = supplier.lines.reduce((sum, line) => sum + (line.purchaseNet ?? 0) * line.quantity, 0);
        const heading = `source-${supplier.supplierId}`;
        return (
          <section key={supplier.supplierId} className="order-source" aria-labelledby={heading}>
            <h3 id={heading}>
              {supplier.name} {supplier.ownWarehouse ? <span className="panel-badge">Magazyn sklepu</span> : null}
            </h3>
            <p className="panel-muted">
              {supplier.ownWarehouse
                ? "Opony z magazynu sklepu: nie trzeba ich zamawiać."
                : `Hurtownia, dostawa ${supplier.deliveryDays > 0 ? `w ${workingDays(supplier.deliveryDays)}` : "od ręki"}${
                    supplier.dropShipping ? ", wysyłka prosto do klienta" : " do magazynu sklepu"
                  }.`}
            </p>
            <div className="panel-table-wrap" tabIndex={0}>
              <table className="panel-table">
                <caption className="visually-hidden">{`Opony od: ${supplier.name}`}</caption>
                <thead>
                  <tr>
                    <th scope="col">Opona</th>
                    <th scope="col">Kod</th>
                    <th scope="col" className="num">
                      Sztuk
                    </th>
                    <th scope="col" className="num">
                      Cena zakupu netto
                    </th>
                    <th scope="col" className="num">
                      Razem netto
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {supplier.lines.map((line) => (
                    <tr key={line.sku}>
                      <td>{line.name}</td>
                      <td>{line.sku}</td>
                      <td className="num">{line.quantity}</td>
                      <td className="num">{line.purchaseNet === null ? "—" : formatPrice(line.purchaseNet)}</td>
                      <td className="num">{line.purchaseNet === null ? "—" : formatPrice(line.purchaseNet * line.quantity)}</td>
                    </tr>
                  ))}
                </tbody>
                {supplier.lines.length > 1 && priced ? (
                  <tfoot>
                    <tr>
                      <th scope="row" colSpan={4}>
                        Razem
                      </th>
                      <td className="num">{formatPrice(total)}</td>
                    </tr>
                  </tfoot>
                ) : null}
              </table>
            </div>
            {supplier.ownWarehouse ? null : <PurchaseOrderState order={order} supplier={supplier} />}
          </section>
        );
      })}
    </section>
  );
}

/** Lines bought at a price an owner later marked an error: staff decide what to do with the order. */
function PriceErrorWarning({ order }: { order: StaffOrder }) {
  if (order.price_errors.length === 0) return null;
  return (
    <div className="panel-notice panel-notice-error" role="note">
      <p>
        <strong>Zamówienie złożone po błędnej cenie.</strong> W chwili złożenia zamówienia obowiązywała cena, którą właściciel oznaczył
        później jako błędną:
      </p>
      <ul>
        {order.price_errors.map((line) => (
          <li key={line.sku}>
            {line.sku}: {formatAmount(line.unit_price)} za sztukę (powód: {line.reason})
          </li>
        ))}
      </ul>
    </div>
  );
}

function OrderPage({ order }: { order: StaffOrder }) {
  return (
    <>
      <p>
        <a href={PANEL_ROUTES.orders}>← Wszystkie zamówienia</a>
      </p>
      <PriceErrorWarning order={order} />
      <div className="panel-card">
        <dl className="panel-dl">
          <dt>Status</dt>
          <dd>
            <StatusBadge status={order.status} kind={order.delivery_kind} />
            {order.cancel_reason ? ` – ${cancelReasonLabel(order.cancel_reason)}` : null}
          </dd>
          <dt>Złożone</dt>
          <dd>{formatDateTime(order.created_at)}</dd>
          {order.deadline_at ? (
            <>
              <dt>Termin</dt>
              <dd>
                {formatDateTime(order.deadline_at)} ({order.status === "to_confirm" ? "potwierdzenia" : "płatności"}; potem anulujemy
                automatycznie)
              </dd>
            </>
          ) : null}
          <dt>Kwota</dt>
          <dd>
            {formatAmount(order.total_gross_amount)} (w tym VAT {formatAmount(order.vat_amount)}): opony {formatAmount(order.goods_amount)},
            dostawa {deliveryPriceText(Math.round(Number(order.shipping_amount) * 100))}
            {Number(order.cod_fee_amount) > 0 ? `, opłata za pobranie ${formatAmount(order.cod_fee_amount)}` : ""}
          </dd>
          <dt>Dostawa</dt>
          <dd>
            {order.delivery_name}
            {order.delivery_kind === "pickup" ? " – kupujący odbiera opony w magazynie" : ""}
          </dd>
          <dt>Płatność</dt>
          <dd>
            {paymentMethodLabel(order.payment_method)}: wpłacono {formatAmount(order.paid_amount)}
            {Number(order.refunded_amount) > 0 ? `, zwrócono ${formatAmount(order.refunded_amount)}` : ""}
          </dd>
          {order.shipment ? (
            <>
              <dt>Przesyłka</dt>
              <dd>
                {order.shipment.carrier}, {order.booked_shipment?.tracking_numbers.join(", ") ?? order.shipment.tracking_number}{" "}
                {order.shipment.tracking_url ? (
                  <a href={order.shipment.tracking_url} rel="noopener noreferrer" target="_blank">
                    śledź
                  </a>
                ) : null}
                {order.booked_shipment ? (
                  <>
                    <br />
                    {parcelsText(order.booked_shipment.parcels)}, {order.booked_shipment.weight_kg.toLocaleString("pl-PL")} kg; stan u
                    przewoźnika:{" "}
                    <span data-testid="parcel-state">{TRACKING_STATE_LABELS[order.booked_shipment.state as TrackingState]}</span>
                    {order.booked_shipment.problem ? (
                      <>
                        {" "}
                        – <a href={PANEL_ROUTES.shipments}>do wyjaśnienia</a>
                      </>
                    ) : null}
                    <br />
                    <a
                      href={PANEL_ROUTES.shipmentLabel(order.booked_shipment.id)}
                    >{`Etykieta (${order.booked_shipment.label_format}, PDF)`}</a>
                  </>
                ) : null}
              </dd>
            </>
          ) : null}
        </dl>
      </div>
      <OrderActions order={order} />
      <section className="panel-card" aria-labelledby="lines-heading">
        <h2 id="lines-heading">Pozycje</h2>
        <div className="panel-table-wrap" tabIndex={0}>
          <table className="panel-table">
            <thead>
              <tr>
                <th scope="col">Opona</th>
                <th scope="col">Kod</th>
                <th scope="col" className="num">
                  Sztuk
                </th>
                <th scope="col" className="num">
                  Cena
                </th>
                <th scope="col" className="num">
                  Razem
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.sku}>
                  <td>
                    {line.name}
                    <div className="panel-muted">rok produkcji {line.production_year}</div>
                  </td>
                  <td>{line.sku}</td>
                  <td className="num">{line.quantity}</td>
                  <td className="num">{formatAmount(line.price)}</td>
                  <td className="num">{formatAmount(line.total_price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <OrderSources order={order} />
      <div className="panel-grid panel-grid-3">
        <section className="panel-card" aria-labelledby="buyer-heading">
          <h2 id="buyer-heading">Kupujący</h2>
          <p>
            {order.email ? <a href={`mailto:${order.email}`}>{order.email}</a> : "—"}
            <br />
            {order.phone ? <a href={`tel:${order.phone.replace(/\s/g, "")}`}>{order.phone}</a> : "—"}
          </p>
          {order.notes ? <p>Uwagi: {order.notes}</p> : null}
        </section>
        <section className="panel-card" aria-labelledby="delivery-heading">
          <h2 id="delivery-heading">{order.delivery_kind === "pickup" ? "Adres kupującego (odbiór osobisty)" : "Dostawa"}</h2>
          <Address address={order.shipping} />
        </section>
        <section className="panel-card" aria-labelledby="invoice-heading">
          <h2 id="invoice-heading">Dane do faktury</h2>
          <Address address={order.billing} />
          {order.billing.vat_number ? <div>NIP {order.billing.vat_number}</div> : null}
        </section>
      </div>
      <OrderInvoices order={order} />
      {order.payments.length || order.refunds.length ? (
        <section className="panel-card" aria-labelledby="money-heading">
          <h2 id="money-heading">Wpłaty i zwroty</h2>
          <ul className="panel-timeline">
            {order.payments.map((payment, index) => (
              <li key={`p${index}`}>
                {formatDate(payment.received_at)}: wpłata {formatAmount(payment.amount)} ({paymentMethodLabel(payment.method)})
                {payment.reference ? `, ${payment.reference}` : ""} – księgowanie: {payment.booked_by ?? "automatycznie (płatność online)"}
              </li>
            ))}
            {order.refunds.map((refund, index) => (
              <li key={`r${index}`}>
                {formatDate(refund.at)}: zwrot {formatAmount(refund.amount)} (
                {REFUND_METHOD_LABELS[refund.method as RefundMethod] ?? refund.method}) – {refund.by}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {order.withdrawals.length ? (
        <section className="panel-card" aria-labelledby="withdrawals-heading">
          <h2 id="withdrawals-heading">Odstąpienia od umowy</h2>
          <ul className="panel-timeline">
            {order.withdrawals.map((entry) => (
              <li key={entry.id}>
                Oświadczenie z {formatDate(entry.declared_at)}:{" "}
                {entry.lines.map((line) => `${line.sku} × ${line.quantity}${line.resaleable ? "" : " (niesprzedawalne)"}`).join(", ")}; do
                zwrotu {formatAmount(entry.amount)} do {formatDate(entry.refund_due_at)}
                {entry.received_at ? `; opony wróciły ${formatDate(entry.received_at)}` : "; opony jeszcze nie wróciły"}
                {entry.received_at ? null : (
                  <form
                    method="post"
                    action={`${PANEL_ROUTES.order(order.id)}/odstapienie/${entry.id}/zwrot-opon`}
                    className="panel-actions"
                  >
                    <label>
                      Opony wróciły dnia
                      <input type="date" name="received_on" required defaultValue={warsawToday()} />
                    </label>
                    <button type="submit" className="panel-button panel-button-secondary">
                      Zapisz zwrot opon
                    </button>
                  </form>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="panel-card" aria-labelledby="history-heading">
        <h2 id="history-heading">Historia i wysłane e-maile</h2>
        <ol className="panel-timeline">
          {order.history.map((event, index) => (
            <li key={index}>
              {formatDateTime(event.at)} – {KIND_LABELS[event.kind] ?? event.kind}
              {event.status ? `: ${orderStatusLabel(event.status)}` : ""}
              {event.detail && event.kind !== "created" ? ` (${event.kind === "mail" ? `„${event.detail}”` : event.detail})` : ""}
              {event.public ? "" : " · widzi tylko obsługa"}
            </li>
          ))}
        </ol>
      </section>
      <AuditTrail entries={order.audit} actions={AUDIT_ACTIONS} label={auditValue} names={AUDIT_FIELDS} />
    </>
  );
}

const orderPath = "/zamowienia/:id{[1-9][0-9]{0,9}}";

/** Back office: the orders list, one order, and the forms that move it (each a shop API call). */
export const panelOrders = new Hono<PanelEnv>()
  .get("/zamowienia", async (c) => {
    const query = Object.fromEntries(
      ["status", "payment", "paid", "from", "to", "q", "page"].map((name) => [name, c.req.query(name)?.trim() ?? ""]),
    ) as Record<string, string>;
    const response = await c.var.staffShop.staff.orders.$get({
      query: Object.fromEntries(Object.entries(query).filter(([, value]) => value)),
    });
    if (response.status === 400) {
      const refusal = (await response.json()) as { message?: string; fields?: { message: string }[] };
      return renderPanel(c, {
        title: "Zamówienia",
        section: PANEL_ROUTES.orders,
        notice: {
          kind: "error",
          text: [refusal.message, ...(refusal.fields ?? []).map((entry) => entry.message)].filter(Boolean).join(" "),
        },
        children: <OrdersList list={{ total: 0, page: 1, page_size: 1, items: [] }} query={query} />,
      });
    }
    const list = await answerOf<StaffOrderList>(response);
    return renderPanel(c, { title: "Zamówienia", section: PANEL_ROUTES.orders, children: <OrdersList list={list} query={query} /> });
  })
  .get(orderPath, async (c) => {
    const { order } = await foundOrNotFound<{ order: StaffOrder }>(
      await c.var.staffShop.staff.orders[":id"].$get({ param: { id: c.req.param("id") } }),
    );
    return renderPanel(c, { title: `Zamówienie ${order.number}`, section: PANEL_ROUTES.orders, children: <OrderPage order={order} /> });
  })
  .post(`${orderPath}/status`, async (c) => {
    const id = c.req.param("id");
    const form = await c.req.parseBody();
    const action = field(form, "action");
    return formAction(c, PANEL_ROUTES.order(Number(id)), async () => {
      const json =
        action === "ship"
          ? { action, carrier: field(form, "carrier"), tracking_number: field(form, "tracking_number") }
          : action === "cancel"
            ? { action, reason: field(form, "reason"), note: field(form, "note") || undefined }
            : { action, note: field(form, "note") || undefined };
      const { order } = await answerOf<{ order: StaffOrder }>(
        await c.var.staffShop.staff.orders[":id"].transitions.$post({ param: { id }, json: json as never }),
      );
      if (action === "cancel")
        await forgetTyrePages(
          c,
          order.lines.map((line) => ({ slug: line.product.slug, sku: line.sku })),
        );
      if (order.delivery_kind === "pickup" && action === "pack")
        return "Zamówienie gotowe do odbioru, kupujący dostał e-mail z adresem magazynu.";
      if (order.delivery_kind === "pickup" && action === "deliver") return "Zamówienie wydane kupującemu.";
      return DONE[action as keyof typeof DONE] ?? "Zapisano.";
    });
  })
  .post(`${orderPath}/nadaj`, async (c) => {
    const id = c.req.param("id");
    const form = await c.req.parseBody();
    return formAction(c, PANEL_ROUTES.order(Number(id)), async () => {
      const { order } = await answerOf<{ order: StaffOrder }>(
        await c.var.staffShop.staff.orders[":id"].shipment.$post({
          param: { id },
          json: { carrier: field(form, "carrier") as never, format: (field(form, "format") || "A6") as never },
        }),
      );
      return `Przesyłka nadana (${order.shipment?.carrier}, numer ${order.shipment?.tracking_number}), kupujący dostał jej numer. Etykieta do wydruku jest w danych przesyłki.`;
    });
  })
  .post(`${orderPath}/faktura`, async (c) => {
    const id = c.req.param("id");
    return formAction(c, PANEL_ROUTES.order(Number(id)), async () => {
      const answer = await answerOf<{ noted: boolean; invoices: { number: string }[] }>(
        await c.var.staffShop.staff.invoices.orders[":id"].$post({ param: { id } }),
      );
      return answer.noted
        ? "Zapisano prośbę o fakturę: wystawimy ją przy wysyłce."
        : `Wystawiono fakturę ${answer.invoices[0]?.number ?? ""}.`;
    });
  })
  .post(`${orderPath}/wplata`, async (c) => {
    const id = c.req.param("id");
    const form = await c.req.parseBody();
    return formAction(c, PANEL_ROUTES.order(Number(id)), async () => {
      const { order } = await answerOf<{ order: StaffOrder }>(
        await c.var.staffShop.staff.orders[":id"].payments.$post({
          param: { id },
          json: {
            amount: field(form, "amount"),
            received_on: field(form, "received_on"),
            method: field(form, "method") as never,
            reference: field(form, "reference") || undefined,
            expected_paid: field(form, "expected_paid") || undefined,
          },
        }),
      );
      return order.paid_at
        ? `Wpłata zaksięgowana – zamówienie ${order.number} jest opłacone.`
        : `Wpłata zaksięgowana. Do zapłaty zostało ${formatAmount((Number(order.total_gross_amount) - Number(order.paid_amount)).toFixed(2))}.`;
    });
  })
  .post(`${orderPath}/zwrot-pieniedzy`, async (c) => {
    const id = c.req.param("id");
    const form = await c.req.parseBody();
    return formAction(c, PANEL_ROUTES.order(Number(id)), async () => {
      await answerOf(
        await c.var.staffShop.staff.orders[":id"].refunds.$post({
          param: { id },
          json: { amount: field(form, "amount"), method: field(form, "method") as never },
        }),
      );
      return "Zwrot zapisany, kupujący dostał wiadomość.";
    });
  })
  .post(`${orderPath}/odstapienie/:withdrawal{[1-9][0-9]{0,9}}/zwrot-opon`, async (c) => {
    const id = c.req.param("id");
    const form = await c.req.parseBody();
    return formAction(c, PANEL_ROUTES.order(Number(id)), async () => {
      await answerOf(
        await c.var.staffShop.staff.orders[":id"].withdrawals[":withdrawal"].received.$post({
          param: { id, withdrawal: c.req.param("withdrawal") },
          json: { received_on: field(form, "received_on") },
        }),
      );
      return DONE_RECEIVED;
    });
  })
  .post(`${orderPath}/zamowienie-do-dostawcy`, async (c) => {
    const id = c.req.param("id");
    const form = await c.req.parseBody();
    return formAction(c, PANEL_ROUTES.order(Number(id)), async () => {
      const { sent } = await answerOf<{ sent: { supplier: string; to: string } }>(
        await c.var.staffShop.staff.orders[":id"]["purchase-orders"].$post({
          param: { id },
          json: { supplier_id: Number(field(form, "supplier_id")) },
        }),
      );
      return `Wysłano zamówienie do dostawcy ${sent.supplier} na adres ${sent.to}.`;
    });
  })
  .post(`${orderPath}/zamowienie-do-dostawcy/:supplier{[1-9][0-9]{0,8}}/przyjete`, async (c) => {
    const id = c.req.param("id");
    // The API's validator types only :id; the client fills the path's :supplier from the same object.
    const param = { id, supplier: c.req.param("supplier") };
    return formAction(c, PANEL_ROUTES.order(Number(id)), async () => {
      await answerOf(await c.var.staffShop.staff.orders[":id"]["purchase-orders"][":supplier{[0-9]{1,9}}"].received.$post({ param }));
      return "Zapisano, że towar od dostawcy dotarł.";
    });
  })
  .post(`${orderPath}/odstapienie`, async (c) => {
    const id = c.req.param("id");
    const form = await c.req.parseBody();
    const lines = Object.keys(form)
      .filter((name) => name.startsWith("sku_"))
      .map((name) => {
        const index = name.slice(4);
        const quantity = Number(field(form, `quantity_${index}`) || "0");
        return {
          sku: field(form, name),
          quantity: Number.isInteger(quantity) ? quantity : -1,
          resaleable: field(form, `resaleable_${index}`) === "1",
        };
      });
    return formAction(c, PANEL_ROUTES.order(Number(id)), async () => {
      const { order } = await answerOf<{ order: StaffOrder }>(
        await c.var.staffShop.staff.orders[":id"].withdrawals.$post({
          param: { id },
          json: { lines, declared_on: field(form, "declared_on"), received_on: field(form, "received_on") },
        }),
      );
      await forgetTyrePages(
        c,
        order.lines.map((line) => ({ slug: line.product.slug, sku: line.sku })),
      );
      return "Odstąpienie zarejestrowane, kupujący dostał potwierdzenie.";
    });
  });

const DONE_RECEIVED = "Zapisano, że opony wróciły.";

const DONE = {
  confirm: "Zamówienie potwierdzone, kupujący dostał wiadomość.",
  pack: "Zamówienie oznaczone jako spakowane.",
  ship: "Zamówienie wysłane, kupujący dostał numer przesyłki.",
  deliver: "Zamówienie oznaczone jako doręczone.",
  cancel: "Zamówienie anulowane, opony wróciły na stan, kupujący dostał wiadomość.",
} as const;
