import "../../runtime/shared-deps";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useSnapshot } from "valtio";
import { CAMPAIGN_PATH_PREFIX, MAX_BASKET_LINE_QUANTITY } from "../../../src/common/config/orders";
import { FORM_ACTIONS } from "../../../src/common/config/storefront";
import { VAT_RATE_PERCENT } from "../../../src/common/config/locale";
import { formatAmount } from "../../../src/common/i18n/money";
import { cheapestDoorDelivery, type DeliveryRule, deliveryHeadline, deliveryPriceText } from "../../../src/common/delivery";
import { vatOf } from "../../../src/common/vat";
import { omnibusText } from "../../../src/common/i18n/omnibus";
import { tyreImage } from "../../../src/common/images";
import { type DeliveryPromise, formatDeliveryDay, orderDeliveryDay } from "../../../src/common/delivery-date";
import { carBasketWarnings, carName, fitmentLabel, type SelectedCar } from "../../../src/common/car-fit";
import { analytics } from "../../analytics/analytics";
import { checkoutQuery, lineAnalyticsItem, updateBasketLine } from "../../api/checkout";
import { WithQueryClient } from "../../api/query";
import { plural } from "../../../src/common/i18n/plural";
import { ApiError } from "../../api/fetch-json";
import { sameAxleAdvice } from "./advice";
import { BasketWarnings } from "./warnings";
import type { Checkout, CheckoutLine } from "../../api/server-types";
import { basketState, clearBasketToken, isUnknownBasket, restoreBasketToken } from "../../state/basket";
import { openModal } from "../../state/modal";
import { showToast } from "../../state/ui";

export interface BasketProps {
  /** The checkout the server loaded for this browser's token (null: no basket). */
  initial: Checkout | null;
  /** Path prefix of tyre data pages ("/dane-opony/"). */
  tyrePathPrefix: string;
  catalogueHref: string;
  checkoutHref: string;
  /** Photos through Cloudflare Image Transformations (IMAGE_TRANSFORMATIONS "1"): src/common/images.ts. */
  imageTransformations?: boolean;
  /** The car the shopper chose (its cookie, read by the server): lines that do not fit it are named. */
  car?: SelectedCar | null;
  /** The delivery methods on offer (src/common/delivery.ts prices them for the basket as it changes); empty: unknown. */
  delivery?: DeliveryRule[];
  /** The shop's dispatch cut-off and courier days (/panel/ustawienia); absent: the configuration's. */
  promise?: DeliveryPromise;
}

/** "Darmowa dostawa od 2 opon." from "darmowa dostawa od 2 opon". */
const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

const linesForms = { one: "# pozycja", few: "# pozycje", many: "# pozycji", other: "# pozycji" };
const piecesForms = { one: "# szt.", few: "# szt.", many: "# szt.", other: "# szt." };

/** The basket page (/koszyk): lines with steppers and removal, totals with VAT, the way to checkout. */
export default function Basket(props: BasketProps) {
  return (
    <WithQueryClient>
      <BasketView {...props} />
    </WithQueryClient>
  );
}

function BasketView({
  initial,
  tyrePathPrefix,
  catalogueHref,
  checkoutHref,
  imageTransformations = false,
  car = null,
  delivery = [],
  promise,
}: BasketProps) {
  const headline = deliveryHeadline(delivery);
  const queryClient = useQueryClient();
  const { token: storedToken, restored } = useSnapshot(basketState);
  useEffect(restoreBasketToken, []);
  // Until the cookie is read after hydration, the server's answer stands (same markup both sides).
  const token = restored ? storedToken : (initial?.token ?? null);
  const query = useQuery({
    ...checkoutQuery(token ?? ""),
    enabled: Boolean(token),
    initialData: token && token === initial?.token ? initial : undefined,
  });
  useEffect(() => {
    if (isUnknownBasket(query.error)) clearBasketToken();
  }, [query.error]);

  const checkout = token ? (query.data ?? null) : null;
  const lines = checkout?.lines ?? [];

  const reported = useRef(false);
  useEffect(() => {
    if (reported.current || !checkout || !lines.length) return;
    reported.current = true;
    analytics.viewCart(lines.map((line) => lineAnalyticsItem(line)));
  }, [checkout, lines]);

  const [busySku, setBusySku] = useState<string | null>(null);
  async function setQuantity(line: CheckoutLine, quantity: number) {
    if (!token || quantity === line.quantity) return;
    setBusySku(line.sku);
    try {
      await updateBasketLine(queryClient, token, line.sku, quantity);
      const change = quantity - line.quantity;
      if (change > 0) analytics.addToCart(lineAnalyticsItem(line, change));
      else analytics.removeFromCart(lineAnalyticsItem(line, -change));
      if (quantity === 0) showToast(`Usunięto z koszyka: ${line.variant.product.producer} ${line.variant.product.tread}`, "info");
    } catch (error) {
      showToast(
        error instanceof ApiError && error.data?.message ? error.data.message : "Nie udało się zmienić koszyka. Spróbuj ponownie.",
        "error",
      );
    } finally {
      setBusySku(null);
    }
  }

  if (!checkout || !lines.length) {
    return (
      <div className="empty-state basket-empty">
        <h2>Twój koszyk jest pusty</h2>
        <p>Dodaj opony z katalogu.{headline ? ` ${sentence(headline)}` : ""}</p>
        <a className="button button-primary" href={catalogueHref}>
          Przeglądaj opony
        </a>
      </div>
    );
  }

  const shortOfStock = lines.filter((line) => line.quantity > line.stock);
  // The cheapest courier for the basket as it is now (the checkout offers every method with its price).
  const goods = Math.round(Number(checkout.total_gross_amount) * 100);
  const courier = cheapestDoorDelivery(delivery, { tyres: lines.reduce((sum, line) => sum + line.quantity, 0), goodsGross: goods });
  const pickup = delivery.some((rule) => rule.kind === "pickup");
  const total = goods + (courier ?? 0);
  // Advice only, computed from the lines as they are now: it follows every change without a request.
  // The chosen car's misfits first (a wrong tyre), then the same-axle sense of the set.
  const carWarnings = carBasketWarnings(car, lines);
  const warnings = [...carWarnings, ...sameAxleAdvice(lines)];
  return (
    <div className="basket-layout">
      <section aria-label="Opony w koszyku">
        <p className="basket-count">{plural(lines.length, linesForms)} w koszyku</p>
        <BasketWarnings warnings={warnings}>
          {car && carWarnings.length ? (
            <p>
              Sprawdź, czy opony pasują do Twojego samochodu ({carName(car)}, {fitmentLabel(car)}, <a href={car.path}>zmień</a>).
            </p>
          ) : null}
        </BasketWarnings>
        <ul className="basket-lines">
          {lines.map((line) => (
            <BasketLine
              key={line.sku}
              line={line}
              href={productHref(tyrePathPrefix, line)}
              busy={busySku === line.sku}
              transformations={imageTransformations}
              onQuantity={(quantity) => setQuantity(line, quantity)}
            />
          ))}
        </ul>
      </section>
      <aside className="basket-summary" aria-label="Podsumowanie">
        <h2>Podsumowanie</h2>
        <dl>
          <div>
            <dt>Wartość produktów</dt>
            <dd>{formatAmount(checkout.total_gross_amount)}</dd>
          </div>
          {courier !== null ? (
            <div>
              <dt>Dostawa kurierem</dt>
              <dd className={courier === 0 ? "free" : undefined}>{deliveryPriceText(courier)}</dd>
            </div>
          ) : null}
          {lines.length ? (
            <div>
              {/* The whole order travels together: the date of its slowest line. */}
              <dt>Dostawa</dt>
              <dd>
                {formatDeliveryDay(
                  orderDeliveryDay(
                    Date.now(),
                    lines.map((line) => ({ days: line.variant.delivery_days, cutoffHour: line.variant.source_cutoff_hour })),
                    promise,
                  ),
                )}
              </dd>
            </div>
          ) : null}
          <div className="basket-total">
            <dt>Do zapłaty</dt>
            <dd>{formatAmount(total / 100)}</dd>
          </div>
        </dl>
        <p className="basket-vat">
          w tym VAT {VAT_RATE_PERCENT}%: {formatAmount(vatOf(total) / 100)}
        </p>
        {headline || pickup ? (
          <p className="basket-delivery-note">
            {headline ? sentence(headline) : null}
            {pickup ? `${headline ? " " : ""}Możesz też odebrać opony w naszym magazynie – wybierzesz to w następnym kroku.` : null}
          </p>
        ) : null}
        {shortOfStock.length ? (
          <p className="form-error" role="alert">
            Zmniejsz ilość oznaczonych pozycji do dostępnej liczby sztuk, aby przejść dalej.
          </p>
        ) : null}
        <a
          className={shortOfStock.length ? "button button-primary button-block disabled" : "button button-primary button-block"}
          href={checkoutHref}
          aria-disabled={shortOfStock.length ? true : undefined}
          onClick={(event) => shortOfStock.length && event.preventDefault()}
        >
          Przejdź do kasy
        </a>
        <a className="basket-continue" href={catalogueHref}>
          Kontynuuj zakupy
        </a>
      </aside>
    </div>
  );
}

/** The line's own offer: always named, since a tyre's plain page shows its cheapest offer in stock. */
function productHref(prefix: string, line: CheckoutLine): string {
  return `${prefix}${line.variant.product.slug}?sup=${encodeURIComponent(line.sku)}`;
}

function BasketLine({
  line,
  href,
  busy,
  transformations,
  onQuantity,
}: {
  line: CheckoutLine;
  href: string;
  busy: boolean;
  transformations: boolean;
  onQuantity: (quantity: number) => Promise<void>;
}) {
  const { product } = line.variant;
  const name = `${product.producer} ${product.tread}`;
  const limit = Math.max(1, Math.min(line.stock, MAX_BASKET_LINE_QUANTITY));
  const inputId = useId();
  const [draft, setDraft] = useState(String(line.quantity));
  useEffect(() => setDraft(String(line.quantity)), [line.quantity]);
  const commit = () => {
    const next = Number.parseInt(draft, 10);
    if (!Number.isFinite(next) || next < 1) return setDraft(String(line.quantity));
    onQuantity(Math.min(next, limit));
  };
  return (
    <li className="basket-line" data-sku={line.sku}>
      <a href={href} className="basket-line-image" tabIndex={-1} aria-hidden="true">
        <img {...tyreImage(product.image_key, 96, transformations)} alt="" width="96" height="96" loading="lazy" />
      </a>
      <div className="basket-line-body">
        <h2 className="basket-line-name">
          <a href={href}>{name}</a>
        </h2>
        <p className="basket-line-meta">
          {product.size} {product.load_index}
          {product.speed_index}
          {product.xl ? " XL" : ""}
          {product.run_flat ? " run-flat" : ""} · opony {product.season} · rok produkcji {line.variant.production_year}
        </p>
        {line.variant.campaigns.length ? (
          <ul className="badges" aria-label="Promocje">
            {line.variant.campaigns.map((campaign) => (
              <li key={campaign.name} className="badge-tag badge-promo">
                <a href={`${CAMPAIGN_PATH_PREFIX}${campaign.slug}`}>{campaign.name}</a>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="basket-line-unit">
          {formatAmount(line.price)} / szt.
          {line.reduction ? <span className="offer-discount">−{line.reduction.percent}%</span> : null}
        </p>
        {line.reduction ? (
          <p className="omnibus">{omnibusText(formatAmount(line.reduction.lowest_30_days), line.reduction.percent)}</p>
        ) : null}
        {line.quantity > line.stock ? (
          <p className="form-error" role="alert">
            {line.stock > 0
              ? `Dostępne tylko ${plural(line.stock, piecesForms)} – zmniejsz ilość.`
              : "Ta oferta właśnie się wyprzedała – usuń ją z koszyka."}
          </p>
        ) : null}
      </div>
      {/* A real form: without scripts the buttons post the quantity they name (0 removes; they skip
          the field's checks, so a line above the stock can still go down) and Enter in the field
          posts the typed one; with scripts the handlers below take over. */}
      <form
        className="basket-line-actions"
        method="post"
        action={FORM_ACTIONS.basketLine}
        onSubmit={(event) => {
          event.preventDefault();
          commit();
        }}
      >
        <input type="hidden" name="sku" value={line.sku} />
        {/* First in the form, so Enter in the field submits the typed quantity, not "−". */}
        <button type="submit" className="visually-hidden" tabIndex={-1}>
          Zapisz ilość: {name}
        </button>
        <div className="stepper" aria-busy={busy || undefined}>
          <button
            type="submit"
            name="set"
            value={Math.min(line.quantity - 1, limit)}
            formNoValidate
            aria-label={`Zmniejsz ilość: ${name}`}
            disabled={busy || line.quantity <= 1}
            onClick={(event) => {
              event.preventDefault();
              onQuantity(Math.min(line.quantity - 1, limit));
            }}
          >
            −
          </button>
          <label htmlFor={inputId} className="visually-hidden">
            Ilość: {name}
          </label>
          <input
            id={inputId}
            type="number"
            name="quantity"
            inputMode="numeric"
            min={1}
            max={limit}
            value={draft}
            disabled={busy}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={commit}
          />
          <button
            type="submit"
            name="set"
            value={line.quantity + 1}
            formNoValidate
            aria-label={`Zwiększ ilość: ${name}`}
            disabled={busy || line.quantity >= limit}
            onClick={(event) => {
              event.preventDefault();
              onQuantity(line.quantity + 1);
            }}
          >
            +
          </button>
        </div>
        <p className="basket-line-total">{formatAmount(line.total_price)}</p>
        <button
          type="submit"
          name="set"
          value="0"
          formNoValidate
          className="link-button basket-remove"
          disabled={busy}
          onClick={(event) => {
            event.preventDefault();
            openModal({
              type: "confirm",
              title: "Usunąć z koszyka?",
              description: `${name}, ${product.size} – ${line.quantity} szt.`,
              confirmLabel: "Usuń",
              cancelLabel: "Anuluj",
              onConfirm: () => onQuantity(0),
            });
          }}
        >
          Usuń
        </button>
      </form>
    </li>
  );
}
