/**
 * The checkout's delivery (issue 36): each offered method priced for the basket with the shop's one
 * pricing function (src/common/delivery.ts), with its date, and the summary beside the form.
 *
 * The summary is plain server markup outside the form's island, yet it follows the shopper's
 * choice, with or without script: it holds a row for every method (and, where paying on delivery
 * costs extra, one without and one with the fee), marked `data-option` (the method's place in the
 * list) and `data-when` ("always", "any", "prepaid", "cod"), and the stylesheet shows the rows of the
 * checked method and payment (client/styles.css, "Checkout: delivery").
 */
import { VAT_RATE_PERCENT } from "../../common/config/locale";
import { type DeliveryOffer, deliveryPriceOf, deliveryPriceText, describeDeliveryPrice, parcelsFor } from "../../common/delivery";
import { type DeliveryPromise, formatDeliveryDay, type OfferSource, orderDeliveryDay, pickupDay } from "../../common/delivery-date";
import { formatDayRange } from "../../common/i18n/calendar";
import { formatAmount } from "../../common/i18n/money";
import { plural } from "../../common/i18n/plural";
import { pickupAddress } from "../../common/site-settings";
import { vatOf } from "../../common/vat";
import { type DeliveryChoice, payableTotal, totalVariants } from "../../../client/islands/checkout-form/order";

const PARCELS = { one: "# paczka", few: "# paczki", many: "# paczek", other: "# paczki" };

/** The methods on offer as the checkout lists them, priced for a basket of `tyres` tyres worth `goods` ("1234.50"). */
export function deliveryChoices(
  offer: DeliveryOffer,
  basket: { tyres: number; goods: string; sources: OfferSource[] },
  promise: DeliveryPromise,
  now = Date.now(),
): DeliveryChoice[] {
  const measure = { tyres: basket.tyres, goodsGross: Math.round(Number(basket.goods) * 100) };
  return offer.methods.map((rule) => {
    const price = deliveryPriceOf(rule, measure);
    const common = { slug: rule.slug, kind: rule.kind, name: rule.name, price, priceText: deliveryPriceText(price) };
    const cod = { codAllowed: rule.codAllowed, codFee: rule.codAllowed ? rule.codFeeGross : 0 };
    if (rule.kind === "pickup" && offer.pickup) {
      const hours = offer.pickup.hours ? ` (${offer.pickup.hours})` : "";
      return {
        ...common,
        ...cod,
        description: `Odbierzesz opony w naszym magazynie: ${pickupAddress(offer.pickup)}${hours}. Napiszemy, gdy zamówienie będzie gotowe do odbioru.`,
        dateText: `Do odbioru od: ${formatDeliveryDay(pickupDay(now, basket.sources, promise))}`,
      };
    }
    const parcels = parcelsFor(basket.tyres);
    const parcelNote =
      rule.pricing === "per_parcel" && price > 0 && parcels > 1 ? ` Twoje opony pojadą jako ${plural(parcels, PARCELS)}.` : "";
    return {
      ...common,
      ...cod,
      description: `Pod wskazany adres: ${describeDeliveryPrice(rule)}.${parcelNote} Wysyłka w ${formatDayRange(promise.handling)} dni robocze (przy przelewie tradycyjnym – od zaksięgowania wpłaty), doręczenie zwykle w ${formatDayRange(promise.transit)} dni robocze od nadania.`,
      dateText: `Dostawa: ${formatDeliveryDay(orderDeliveryDay(now, basket.sources, promise))}`,
    };
  });
}

/** Goods, the chosen delivery, the fee for paying on delivery when chosen, the total and its VAT (rows by choice, see above). */
export function CheckoutTotals({ goods, choices }: { goods: string; choices: DeliveryChoice[] }) {
  return (
    <dl className="summary-totals checkout-totals">
      <div>
        <dt>Opony</dt>
        <dd>{formatAmount(goods)}</dd>
      </div>
      {choices.map((choice, index) => (
        <div key={choice.slug} data-option={index + 1} data-when="always">
          <dt>{choice.kind === "pickup" ? choice.name : `Dostawa: ${choice.name}`}</dt>
          <dd className={choice.price === 0 ? "free" : undefined}>{choice.priceText}</dd>
        </div>
      ))}
      {choices.map((choice, index) =>
        totalVariants(choice).includes("cod") ? (
          <div key={`${choice.slug}-fee`} data-option={index + 1} data-when="cod">
            <dt>Opłata za płatność przy odbiorze</dt>
            <dd>{formatAmount(choice.codFee / 100)}</dd>
          </div>
        ) : null,
      )}
      {choices.flatMap((choice, index) =>
        totalVariants(choice).map((when) => {
          const total = payableTotal(goods, choice, when === "cod");
          return [
            <div key={`${choice.slug}-${when}`} className="summary-total" data-option={index + 1} data-when={when}>
              <dt>Do zapłaty</dt>
              <dd>{formatAmount(total)}</dd>
            </div>,
            <div key={`${choice.slug}-${when}-vat`} className="summary-vat" data-option={index + 1} data-when={when}>
              <dt>w tym VAT {VAT_RATE_PERCENT}%</dt>
              <dd>{formatAmount(vatOf(Math.round(Number(total) * 100)) / 100)}</dd>
            </div>,
          ];
        }),
      )}
    </dl>
  );
}
