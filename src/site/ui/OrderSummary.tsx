import { VAT_RATE_PERCENT } from "../../common/config/locale";
import { deliveryPriceText } from "../../common/delivery";
import { pickupAddress } from "../../common/site-settings";
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

/** An order's money: the tyres, delivery (by its name), the fee for paying on delivery when there was one, the total and its VAT. */
export function Totals({
  order,
}: {
  order: Pick<
    BuyerOrder,
    "goods_amount" | "delivery_kind" | "delivery_name" | "shipping_amount" | "cod_fee_amount" | "total_gross_amount" | "vat_amount"
  >;
}) {
  const total = order.total_gross_amount;
  const vat = order.vat_amount;
  const delivery = Math.round(Number(order.shipping_amount) * 100);
  return (
    <dl className="summary-totals">
      <div>
        <dt>Opony</dt>
        <dd>{formatAmount(order.goods_amount)}</dd>
      </div>
      <div>
        <dt>{order.delivery_kind === "pickup" ? order.delivery_name : `Dostawa: ${order.delivery_name}`}</dt>
        <dd className={delivery === 0 ? "free" : undefined}>{deliveryPriceText(delivery)}</dd>
      </div>
      {Number(order.cod_fee_amount) > 0 ? (
        <div>
          <dt>Opłata za płatność przy odbiorze</dt>
          <dd>{formatAmount(order.cod_fee_amount)}</dd>
        </div>
      ) : null}
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

/**
 * How the order reaches its buyer: the courier to the delivery address, or pickup at the warehouse
 * (its address and hours from configuration).
 */
export function DeliveryDetails({
  order,
}: {
  order: Pick<BuyerOrder, "delivery_kind" | "delivery_name" | "shipping" | "phone" | "status">;
}) {
  const site = useSite();
  if (order.delivery_kind === "pickup") {
    return (
      <>
        <h2>Odbiór osobisty</h2>
        <p>{order.delivery_name}</p>
        {site.pickup ? (
          <>
            <p>{pickupAddress(site.pickup)}</p>
            {site.pickup.hours ? <p>Godziny otwarcia: {site.pickup.hours}</p> : null}
          </>
        ) : null}
        {["awaiting_payment", "to_confirm", "accepted", "paid"].includes(order.status) ? (
          <p>Napiszemy, gdy zamówienie będzie gotowe do odbioru.</p>
        ) : null}
      </>
    );
  }
  return (
    <>
      <h2>Dostawa</h2>
      <AddressLines address={order.shipping} />
      <p>{order.delivery_name}</p>
    </>
  );
}
