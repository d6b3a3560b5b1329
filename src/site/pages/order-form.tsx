import { Hono, type Context } from "hono";
import { useContext } from "react";
import { getCookie } from "hono/cookie";
import { lineAnalyticsItem, type PurchaseCustomer } from "../../common/analytics-items";
import { sameOriginOnly } from "../../common/api/same-origin";
import { cacheNone } from "../../common/cache/strategies";
import { withCache } from "../../common/cache/with-cache";
import { CAMPAIGN_REGISTRATION_DAYS, COD_CONFIRMATION_DAYS, ORDER_CONFIRMATION_COOKIE } from "../../common/config/orders";
import { plural, WORKING_DAY_WORDS } from "../../common/i18n/plural";
import { DeliveryDate } from "../ui/DeliveryDate";
import { DEFAULT_DELIVERY_PROMISE, type OfferSource } from "../../common/delivery-date";
import { pageSite } from "../page-settings";
import { SiteContext } from "../ui/site-context";
import { campaignRewardName } from "../../common/content/campaign-rules";
import type { AppEnv } from "../env";
import { formatDateTime } from "../../common/i18n/intl";
import { formatAmount } from "../../common/i18n/money";
import { Island } from "../island";
import { AnalyticsEvents } from "../ui/AnalyticsEvents";
import { localCompanyLookupNote } from "../../common/reference/companies";
import { formatNip } from "../../common/reference/nip";
import type { BuyerOrder, ShopClient } from "../shop-client";
import { Breadcrumbs } from "../ui/Breadcrumbs";
import { AddressLines, DeliveryDetails, PaymentDeadline, SummaryLines, Totals, TransferDetails } from "../ui/OrderSummary";
import { readBasket, type Basket } from "./basket-read";
import { CheckoutTotals, deliveryChoices } from "./checkout-delivery";
import { renderNotFound } from "./errors";
import { critical, optional, shopAnswer, type SuccessBody } from "../shop-client/answers";
import { currentUser, readProfile } from "../current-user";
import type { CheckoutPrefill, CheckoutSubmitted } from "../../../client/islands/checkout-form";
import {
  companyValues,
  DELIVERY_PRICES,
  type DeliveryChoice,
  shownTotal,
  fieldErrors,
  isCompany,
  LOOKUP_BUTTON,
  LOOKUP_FAILED,
  lookupNote,
  NIP_MISSING,
  orderBody,
  refusalAlert,
  SAME_ADDRESS,
} from "../../../client/islands/checkout-form/order";
import { ShopRefusal } from "../../common/errors";
import { placeOrder } from "../api/order";
import { formFields, seeOther } from "./form-posts";
import { campaignPath, ROUTES } from "../../common/routes";
import { LABELS } from "../../common/i18n/labels";

type Order = BuyerOrder;
type Address = Order["shipping"];

type LastDetails = NonNullable<SuccessBody<Awaited<ReturnType<ShopClient["orders"]["last-details"]["$get"]>>>["details"]>;

/** A form's values under the checkout's field names ("shipping.city"…); empty fields left out. */
function fieldValues(prefix: string, fields: Record<string, string | null | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).flatMap(([name, value]) => (value ? [[`${prefix}${name}`, value]] : [])));
}

const sameAddress = (a: LastDetails["shipping"], b: LastDetails["billing"]) =>
  (["first_name", "last_name", "street", "street_number", "apartment_number", "postal_code", "city"] as const).every(
    (field) => (a[field] ?? "") === (b[field] ?? ""),
  );

/**
 * What the checkout offers a signed-in customer: e-mail, name and phone from the account, the
 * delivery and billing data of their latest order (read from the shop API as that customer).
 * The page is personal and never cached; guests get nothing here (their typing stays in the tab).
 */
async function checkoutPrefill(c: Context<AppEnv>, user: { id: number; email: string }): Promise<CheckoutPrefill> {
  const [profile, last] = await Promise.all([
    readProfile(c, user.id),
    optional(c.var.shopAs(user.id).orders["last-details"].$get(), { details: null }),
  ]);
  const details = last.details;
  const values: Record<string, string> = {
    email: profile?.email ?? user.email,
    ...fieldValues("", { phone: profile?.phone || details?.phone }),
    ...fieldValues("shipping.", {
      ...details?.shipping,
      first_name: details?.shipping.first_name || profile?.first_name,
      last_name: details?.shipping.last_name || profile?.last_name,
    }),
  };
  if (!details) return { values, sameAddress: true, note: "Uzupełniliśmy dane z Twojego konta. Sprawdź je i dopisz adres dostawy." };
  const { type, vat_number, company_name, ...billing } = details.billing;
  const company = type === "company";
  const separate = !company && !sameAddress(details.shipping, details.billing);
  return {
    values: {
      ...values,
      "billing.type": type,
      ...(company
        ? fieldValues("billing.", {
            ...billing,
            company_name,
            vat_number: vat_number ? formatNip(vat_number) : null,
            first_name: null,
            last_name: null,
          })
        : {}),
      ...(separate ? fieldValues("billing.", billing) : {}),
    },
    sameAddress: !separate,
    note: "Uzupełniliśmy dane z Twojego konta i ostatniego zamówienia. Sprawdź je przed złożeniem zamówienia.",
  };
}

/** /zamowienie: the checkout form beside the basket summary; without a basket it leads back there. */
const orderForm = new Hono<AppEnv>()
  .get(ROUTES.checkout, withCache(cacheNone), async (c) => {
    const basket = await readBasket(c);
    if (!basket?.lines.length || basket.lines.some((line) => line.quantity > line.stock)) return c.redirect(ROUTES.basket, 302);
    return renderCheckout(c, basket, null);
  })
  /**
   * The same form sent without script (or before its script ran): the order is placed as the
   * script places it (POST /api/order's placeOrder), or the form comes back with the server's
   * messages beside its fields; "Pobierz dane firmy" comes back with the company's data filled in.
   * A form from another site is refused (the Polish 403 page).
   */
  .post(ROUTES.checkout, sameOriginOnly(), withCache(cacheNone), async (c) => {
    const basket = await readBasket(c);
    if (!basket?.lines.length) return seeOther(c, ROUTES.basket);
    const fields = await formFields(c, CHECKOUT_FORM_MAX_BYTES);
    if (!fields) return seeOther(c, ROUTES.checkout);
    const {
      [SAME_ADDRESS]: same,
      terms_accepted: terms,
      expected_total: goodsShown,
      [DELIVERY_PRICES]: pricesShown,
      [LOOKUP_BUTTON.name]: button,
      ...values
    } = fields;
    const submitted: CheckoutSubmitted = {
      values,
      sameAddress: same !== undefined,
      terms: terms !== undefined,
      errors: {},
      alert: null,
      lookupNote: null,
    };
    // Enter in a field presses the first submit button, the lookup's: for a private buyer that is the order.
    if (button === LOOKUP_BUTTON.value && isCompany(values)) return renderCheckout(c, basket, await lookUpCompany(c, submitted));
    try {
      const body = orderBody(basket.token, values, submitted);
      // What the page showed to pay: its goods' total with the chosen method's delivery and fee.
      // A form without the methods' prices (an older page) states the goods' total only: as the
      // total, it refuses any order that costs more than that.
      const expectedTotal =
        shownTotal(goodsShown, pricesShown, values.delivery_method, values.payment_method === "cash_on_delivery") ?? goodsShown;
      const { order } = await placeOrder(c, { ...body, ...(expectedTotal ? { expected_total: expectedTotal } : {}) });
      const methods = await optional(c.var.shop.checkout.payments.methods.$get(), { methods: [] });
      const online = methods.methods.find((method) => method.id === order.payment_method)?.online;
      // Straight on to the gateway, as the confirmation page's "pay online" button would.
      return seeOther(c, online ? await paymentAddress(c, { number: order.number, token: basket.token }) : ROUTES.orderConfirmation);
    } catch (error) {
      if (!(error instanceof ShopRefusal)) throw error;
      const errors = error.code === "VALIDATION_ERROR" ? fieldErrors(error.body, values, submitted.sameAddress) : {};
      const alert = Object.keys(errors).length
        ? null
        : refusalAlert(error.body, { basketHref: ROUTES.basket, checkoutHref: ROUTES.checkout });
      if (error.retryAfter) c.header("Retry-After", error.retryAfter);
      c.status(error.status === 429 ? 429 : error.status === 409 ? 409 : 400);
      return renderCheckout(c, basket, { ...submitted, errors, alert });
    }
  });

/** The checkout form is a few kilobytes at most (500 characters of notes, each up to 9 bytes encoded). */
const CHECKOUT_FORM_MAX_BYTES = 16_384;

/** The form sent with "Pobierz dane firmy" (no script): the company's data from the register, or why not. */
async function lookUpCompany(c: Context<AppEnv>, submitted: CheckoutSubmitted): Promise<CheckoutSubmitted> {
  const nip = submitted.values["billing.vat_number"]?.trim() ?? "";
  const refused = (message: string) => ({ ...submitted, errors: { "billing.vat_number": message } });
  if (!nip) return refused(NIP_MISSING);
  try {
    const found = await shopAnswer(await c.var.shop.core.regon_api.search_by_nip[":nip"].$get({ param: { nip } }));
    const demoList = Boolean(localCompanyLookupNote(c.env, c.env.ENVIRONMENT === "production"));
    return { ...submitted, values: { ...submitted.values, ...companyValues(found) }, lookupNote: lookupNote(demoList) };
  } catch (error) {
    return refused(error instanceof ShopRefusal && error.body?.message ? error.body.message : LOOKUP_FAILED);
  }
}

/** The checkout page: a fresh form, or the one the shopper sent without script with the server's answer. */
async function renderCheckout(c: Context<AppEnv>, basket: Basket, submitted: CheckoutSubmitted | null) {
  const user = await currentUser(c);
  const [methodsAnswer, offer, prefill] = await Promise.all([
    critical(c.var.shop.checkout.payments.methods.$get()),
    critical(c.var.shop.delivery.methods.$get()),
    user ? checkoutPrefill(c, user) : null,
  ]);
  const methods = methodsAnswer?.methods ?? [];
  const promise = pageSite(c).deliveryPromise;
  const delivery = deliveryChoices(
    offer ?? { methods: [], pickup: null },
    { tyres: basket.lines.reduce((sum, line) => sum + line.quantity, 0), goods: basket.total_gross_amount, sources: basketSources(basket) },
    promise,
  );
  return c.render(
    <div className="container checkout-page">
      <Breadcrumbs items={[{ label: "Koszyk", href: ROUTES.basket }, { label: "Zamówienie" }]} />
      <h1>Zamówienie</h1>
      <div className="checkout-layout">
        <Island
          name="checkout-form"
          props={{
            token: basket.token,
            total: basket.total_gross_amount,
            delivery,
            methods,
            items: basket.lines.map((line) => lineAnalyticsItem(line)),
            termsHref: ROUTES.terms,
            privacyHref: ROUTES.privacy,
            basketHref: ROUTES.basket,
            checkoutHref: ROUTES.checkout,
            confirmationHref: ROUTES.orderConfirmation,
            payOnlineHref: ROUTES.payOnline,
            draftOwner: user ? `customer:${user.id}` : "guest",
            prefill,
            loginHref: user ? null : `${ROUTES.login}?powrot=${encodeURIComponent(ROUTES.checkout)}`,
            nipLookupNote: localCompanyLookupNote(c.env, c.env.ENVIRONMENT === "production"),
            submitted,
          }}
        />
        <BasketSummary basket={basket} delivery={delivery} />
      </div>
    </div>,
    { meta: { title: "Zamówienie", noindex: true } },
  );
}

/** Where the basket's lines come from: the delivery and pickup dates' input. */
function basketSources(basket: Basket): OfferSource[] {
  return basket.lines.map((line) => ({ days: line.variant.delivery_days, cutoffHour: line.variant.source_cutoff_hour }));
}

function BasketSummary({ basket, delivery }: { basket: Basket; delivery: DeliveryChoice[] }) {
  return (
    <aside className="checkout-summary" aria-label="Twoje zamówienie">
      <h2>Twoje zamówienie</h2>
      <SummaryLines
        lines={basket.lines.map((line) => ({
          ...line,
          name: line.variant.product.shop_name,
          production_year: line.variant.production_year,
        }))}
      />
      <CheckoutTotals goods={basket.total_gross_amount} choices={delivery} />
      <CheckoutDelivery sources={basketSources(basket)} />
      <a href={ROUTES.basket} className="summary-edit">
        Zmień zawartość koszyka
      </a>
    </aside>
  );
}

/**
 * The courier's delivery date (the order's slowest line's); a traditional transfer is dispatched
 * only once it is booked, so for it the days count from the booking. Hidden by the stylesheet
 * while pickup is chosen (its option states its own day).
 */
function CheckoutDelivery({ sources }: { sources: OfferSource[] }) {
  const promise = useContext(SiteContext)?.deliveryPromise ?? DEFAULT_DELIVERY_PROMISE;
  const afterBooking = Math.max(0, ...sources.map((source) => source.days)) + promise.transit.min;
  return (
    <div className="checkout-delivery">
      <DeliveryDate sources={sources} cached={false} />
      <p className="muted small">
        Przy przelewie tradycyjnym wysyłamy po zaksięgowaniu wpłaty: dostawa w {afterBooking}–{afterBooking + 1}{" "}
        {plural(afterBooking + 1, WORKING_DAY_WORDS)} od jej zaksięgowania.
      </p>
    </div>
  );
}

/** /zamowienie/potwierdzenie: the order this browser just placed (its cookie names it). */
const confirmation = new Hono<AppEnv>().get(ROUTES.orderConfirmation, withCache(cacheNone), async (c) => {
  const remembered = rememberedOrder(c);
  if (!remembered) return renderNotFound(c);
  const order = await critical(
    c.var.shop.orders[":number"].$get({ param: { number: remembered.number }, query: { token: remembered.token } }),
  );
  if (!order) return renderNotFound(c);
  const payment = new URL(c.req.url).searchParams.get("platnosc");
  return c.render(<OrderConfirmation order={order} paymentFailed={payment === "blad"} paymentReturned={payment === "powrot"} />, {
    meta: { title: `Zamówienie ${order.number} przyjęte`, noindex: true },
  });
});

/** The order this browser placed, as named by its confirmation cookie. */
function rememberedOrder(c: Context<AppEnv>): { number: string; token: string } | null {
  const remembered = getCookie(c, ORDER_CONFIRMATION_COOKIE) ?? "";
  const separator = remembered.lastIndexOf(".");
  return separator < 1 ? null : { number: remembered.slice(0, separator), token: remembered.slice(separator + 1) };
}

/**
 * POST /zamowienie/platnosc (the confirmation page's "pay online" form): registers the payment
 * with the gateway and sends the buyer there. Works without JavaScript. A form posted from
 * another site is refused by the APIs' same-origin check (the Polish 403 page, src/site/pages/errors.tsx).
 */
const payOnline = new Hono<AppEnv>().post(ROUTES.payOnline, sameOriginOnly(), async (c) => {
  const order = rememberedOrder(c);
  if (!order) return c.redirect(ROUTES.basket, 303);
  return c.redirect(await paymentAddress(c, order), 303);
});

/** Registers an order's online payment with the gateway: the gateway's page, or the confirmation saying it failed. */
async function paymentAddress(c: Context<AppEnv>, order: { number: string; token: string }): Promise<string> {
  const payment = await optional(
    c.var.shop.orders[":number"].payment.$post({ param: { number: order.number }, query: { token: order.token } }),
    null,
  );
  return payment?.redirect_url ?? `${ROUTES.orderConfirmation}?platnosc=blad`;
}

function OrderConfirmation({ order, paymentFailed, paymentReturned }: { order: Order; paymentFailed: boolean; paymentReturned: boolean }) {
  return (
    <div className="container confirmation-page">
      <header className="confirmation-head">
        {order.status === "cancelled" ? (
          <>
            <p className="confirmation-mark confirmation-mark-cancelled" aria-hidden="true">
              ✕
            </p>
            <h1>Zamówienie anulowane</h1>
          </>
        ) : (
          <>
            <p className="confirmation-mark" aria-hidden="true">
              ✓
            </p>
            <h1>Dziękujemy za zamówienie!</h1>
          </>
        )}
        <p>
          Numer zamówienia: <strong className="order-number">{order.number}</strong>
          <br />
          Złożone {formatDateTime(order.created_at)}. Potwierdzenie wysłaliśmy na adres {order.email}.
        </p>
      </header>

      <div className="confirmation-layout">
        <section className="payment-box" aria-labelledby="payment-heading">
          <PaymentInstructions order={order} paymentFailed={paymentFailed} paymentReturned={paymentReturned} />
        </section>

        <section className="order-lines-box" aria-labelledby="lines-heading">
          <h2 id="lines-heading">Zamówione opony</h2>
          <SummaryLines lines={order.lines} />
          <Totals order={order} />
        </section>

        <section className="order-addresses" aria-label="Dane zamówienia">
          <div>
            <DeliveryDetails order={order} />
            <p>Telefon: {order.phone}</p>
          </div>
          <div>
            <h2>{order.billing.type === "company" ? "Faktura VAT" : "Dane nabywcy"}</h2>
            {order.billing.type === "company" ? (
              <>
                <p>{order.billing.company_name}</p>
                <p>NIP {order.billing.vat_number ? formatNip(order.billing.vat_number) : ""}</p>
                <AddressLines address={order.billing} names={false} />
              </>
            ) : (
              <AddressLines address={order.billing} />
            )}
          </div>
        </section>
      </div>

      {order.status === "cancelled"
        ? null
        : order.campaigns.map((campaign) => (
            // After the payment and the order: the reward is not automatic: the buyer registers the order on the campaign's page.
            <section key={campaign.slug} className="campaign-earned" aria-label={`Promocja ${campaign.name}`}>
              <p>
                <strong>Promocja „{campaign.name}”: to zamówienie spełnia jej warunki.</strong> Zgłoś je na stronie promocji w ciągu{" "}
                {`${CAMPAIGN_REGISTRATION_DAYS}\u00a0dni`}, a otrzymasz {campaignRewardName(campaign)}.
              </p>
              <a className="button button-secondary" href={campaignPath(campaign.slug)}>
                Zgłoś zamówienie do promocji
              </a>
            </section>
          ))}

      <p className="confirmation-next">
        <a className="button button-secondary" href={ROUTES.home}>
          Wróć do sklepu
        </a>
      </p>
      <p className="confirmation-status-link">
        Status zamówienia sprawdzisz w każdej chwili, także bez logowania, na stronie <a href={ROUTES.orderStatus}>{LABELS.orderStatus}</a>{" "}
        – wystarczy numer zamówienia i adres e-mail.
      </p>

      <AnalyticsEvents
        events={{
          purchase: {
            transaction_id: order.number,
            value: Number(order.total_gross_amount),
            items: order.lines.map((line) => ({
              item_id: line.sku,
              item_name: `${line.product.producer} ${line.product.tread}`,
              item_brand: line.product.producer,
              item_category: line.product.season,
              item_variant: `${line.product.size} ${line.product.load_index}${line.product.speed_index}`,
              price: Number(line.price),
              quantity: line.quantity,
            })),
            customer: purchaseCustomer(order),
          },
        }}
      />
    </div>
  );
}

/** What the buyer does next to pay: transfer details, the gateway button, or nothing at all. */
function PaymentInstructions({
  order,
  paymentFailed,
  paymentReturned,
}: {
  order: Order;
  paymentFailed: boolean;
  paymentReturned: boolean;
}) {
  const total = formatAmount(order.total_gross_amount);
  if (order.status === "paid") {
    return (
      <>
        <h2 id="payment-heading">Płatność przyjęta</h2>
        <p>Dziękujemy – otrzymaliśmy {total}. Kompletujemy zamówienie i wkrótce wyślemy opony.</p>
      </>
    );
  }
  if (order.status === "cancelled") {
    return (
      <>
        <h2 id="payment-heading">Dlaczego?</h2>
        <p>
          {order.cancel_reason === "unconfirmed"
            ? "Nie udało się nam telefonicznie potwierdzić zamówienia w terminie, dlatego nie zostało ono przyjęte i je anulowaliśmy."
            : order.cancel_reason !== "expired"
              ? "To zamówienie zostało anulowane."
              : order.payment_method === "przelewy24"
                ? "Płatność nie została dokończona w wyznaczonym czasie, dlatego anulowaliśmy to zamówienie."
                : "Nie otrzymaliśmy wpłaty w terminie, dlatego anulowaliśmy to zamówienie."}{" "}
          Jeśli nadal chcesz kupić te opony, złóż nowe zamówienie.
          {order.payment_method === "cash_on_delivery" ? null : " Jeśli pieniądze zostały już wysłane, napisz do nas – zwrócimy je."}
        </p>
      </>
    );
  }
  if (order.payment_method === "cash_on_delivery") {
    return (
      <>
        <h2 id="payment-heading">Płatność przy odbiorze</h2>
        <p>
          {order.delivery_kind === "pickup" ? "Zapłacisz w naszym magazynie " : "Zapłacisz kurierowi "}
          <strong>{total}</strong> przy odbiorze – gotówką lub kartą.{" "}
          {order.status === "to_confirm"
            ? `Zamówienie przyjmiemy po rozmowie telefonicznej: zadzwonimy pod numer ${order.phone} w ciągu ${COD_CONFIRMATION_DAYS} dni. Jeśli go nie potwierdzimy, nie zostanie przyjęte i nic nie zapłacisz.`
            : "Zamówienie już kompletujemy."}
        </p>
      </>
    );
  }
  if (order.payment_method === "przelewy24" && paymentReturned) {
    // Back from the gateway, whose confirmation usually lands a moment later: no second payment.
    return (
      <>
        <h2 id="payment-heading">Sprawdzamy płatność</h2>
        <p>Przelewy24 potwierdza płatność zwykle w ciągu minuty. Gdy dotrze, zaczniemy kompletować zamówienie.</p>
        <p>
          <a className="button button-secondary" href={`${ROUTES.orderConfirmation}?platnosc=powrot`}>
            Sprawdź status płatności
          </a>
        </p>
        <form method="post" action={ROUTES.payOnline}>
          <p className="muted">
            Płatność została przerwana?{" "}
            <button type="submit" className="link-button">
              Zapłać ponownie
            </button>
          </p>
        </form>
      </>
    );
  }
  if (order.payment_method === "przelewy24") {
    return (
      <>
        <h2 id="payment-heading">Zapłać online</h2>
        {paymentFailed ? (
          <p className="form-alert" role="alert">
            Nie udało się połączyć z Przelewy24. Spróbuj ponownie albo zapłać zwykłym przelewem na dane poniżej.
          </p>
        ) : (
          <p>Dokończ płatność w Przelewy24: BLIK, szybki przelew albo karta. Wyślemy opony, gdy tylko płatność dotrze.</p>
        )}
        <PaymentDeadline order={order} />
        <form method="post" action={ROUTES.payOnline}>
          <button type="submit" className="button button-primary button-block">
            Zapłać {total} przez Przelewy24
          </button>
        </form>
        {paymentFailed ? <TransferDetails order={order} /> : null}
      </>
    );
  }
  return (
    <>
      <h2 id="payment-heading">Zapłać przelewem</h2>
      <p>Wyślemy opony, gdy wpłata pojawi się na naszym koncie – zwykle następnego dnia roboczego.</p>
      <PaymentDeadline order={order} />
      <TransferDetails order={order} />
    </>
  );
}

/** The customer fields of the purchase event (SPEC §3), empty strings where there is nothing. */
function purchaseCustomer(order: Order) {
  const fields = (prefix: "billing" | "shipping", address: Address) => ({
    [`${prefix}_first_name`]: address.first_name,
    [`${prefix}_last_name`]: address.last_name,
    [`${prefix}_company_name`]: address.company_name ?? "",
    [`${prefix}_street`]: address.street,
    [`${prefix}_street_number`]: address.street_number,
    [`${prefix}_apartment_number`]: address.apartment_number ?? "",
    [`${prefix}_city`]: address.city,
    [`${prefix}_postal_code`]: address.postal_code,
  });
  return {
    ...fields("billing", order.billing),
    ...fields("shipping", order.shipping),
    billing_vat_number: order.billing.vat_number ?? "",
    phone_number: order.phone,
    user_email: order.email,
  } as PurchaseCustomer;
}

export const orderFormPages = new Hono<AppEnv>().route("/", orderForm).route("/", confirmation).route("/", payOnline);
