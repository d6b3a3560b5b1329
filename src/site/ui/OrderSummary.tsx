import { VAT_RATE_PERCENT } from "../../common/config/locale";
import { formatDateTime } from "../../common/i18n/intl";
import { formatAmount, formatBankAccount } from "../../common/i18n/money";
import type { BuyerOrder } from "../shop-client";
import { useSite } from "./site-context";

/** The pieces of an order's summary shared by the checkout, its confirmation and the account's order page. */

type Address = BuyerOrder["shipping"];

/** An order's number kept on one line: "OK-2026-000042" must never break at a hyphen. */
export function OrderNumber({ number }: { number: string }) {
  return <span className="order-no">{number}</span>;
}

/** Bought lines: name, production year, quantity × unit price and the line total. */
export function SummaryLines({
  lines,
}: {
  lines: { sku: string; name: string; production_year: number; quantity: number; price: string; total_price: string }[];
}) {
  return (
    <ul className="summary-lines">
      {lines.map((line) => (
        <li key={line.sku}>
          <span className="summary-name">
            {line.name}
            <small>rok produkcji {line.production_year}</small>
          </span>
          <span className="summary-quantity">
            {line.quantity} × {formatAmount(line.price)}
          </span>
          <span className="summary-price">{formatAmount(line.total_price)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Delivery, the total to pay and the VAT in it. */
export function Totals({ total, vat }: { total: string; vat: string }) {
  return (
    <dl className="summary-totals">
      <div>
        <dt>Dostawa kurierem</dt>
        <dd className="free">Gratis</dd>
      </div>
      <div className="summary-total">
        <dt>Do zapłaty</dt>
        <dd>{formatAmount(total)}</dd>
      </div>
      <div className="summary-vat">
        <dt>w tym VAT {VAT_RATE_PERCENT}%</dt>
        <dd>{formatAmount(vat)}</dd>
      </div>
    </dl>
  );
}

/** Where and how to pay by traditional bank transfer. */
export function TransferDetails({ order }: { order: Pick<BuyerOrder, "number" | "total_gross_amount"> }) {
  const site = useSite();
  return (
    <dl className="transfer-details">
      <div>
        <dt>Odbiorca</dt>
        <dd>
          {site.company.name}, {site.company.street}, {site.company.postalCode} {site.company.city}
        </dd>
      </div>
      <div>
        <dt>Numer konta</dt>
        <dd className="account-number">{formatBankAccount(site.bank.account)}</dd>
      </div>
      <div>
        <dt>Bank</dt>
        <dd>{site.bank.name}</dd>
      </div>
      <div>
        <dt>Tytuł przelewu</dt>
        <dd>
          Zamówienie <OrderNumber number={order.number} />
        </dd>
      </div>
      <div>
        <dt>Kwota</dt>
        <dd>
          <strong>{formatAmount(order.total_gross_amount)}</strong>
        </dd>
      </div>
    </dl>
  );
}

/** A postal address as lines: names (optional), street with numbers, postcode and city. */
export function AddressLines({ address, names = true }: { address: Address; names?: boolean }) {
  return (
    <>
      {names ? (
        <p>
          {address.first_name} {address.last_name}
        </p>
      ) : null}
      <p>
        {address.street} {address.street_number}
        {address.apartment_number ? `/${address.apartment_number}` : ""}
      </p>
      <p>
        {address.postal_code} {address.city}
      </p>
    </>
  );
}

/** Until when an unpaid order waits (the terms' deadline), after which it is cancelled. */
export function PaymentDeadline({ order }: { order: Pick<BuyerOrder, "payment_due_at" | "payment_method"> }) {
  if (!order.payment_due_at) return null;
  return (
    <p className="payment-deadline">
      {order.payment_method === "przelewy24" ? "Na dokończenie płatności masz czas do " : "Czekamy na wpłatę do "}
      <strong>{formatDateTime(order.payment_due_at)}</strong>. Potem odstąpimy od umowy (anulujemy zamówienie), a opony wrócą do sprzedaży.
    </p>
  );
}
