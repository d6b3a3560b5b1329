/**
 * /status-zamowienia (issue 22): an order's status without an account, as Oponeo offers it. The
 * shopper types the order number and the e-mail address or a postcode (delivery or invoice) of the
 * order; the page shows the status, the parcel's tracking link and the history, and nothing that
 * names or locates the buyer, nor any amount (src/shop/db/queries/order-status.ts).
 *
 * The form POSTs and the answer is rendered straight away (no redirect): the number and the e-mail
 * never travel in a URL, so no log, history entry or Referer (the carrier's tracking link) holds
 * them, and no cookie has to carry the result across a redirect. Reloading the answer asks to send
 * the form again, which is fair for a lookup. The empty form is an ordinary cached page for
 * search engines; every answer is private, no-store and noindex. No script: it works as HTML.
 */
import { type Context, Hono } from "hono";
import type { ReactElement, ReactNode } from "react";
import { sameOriginOnly } from "../../common/api/same-origin";
import { cacheLong, cacheNone } from "../../common/cache/strategies";
import { withCache } from "../../common/cache/with-cache";
import type { AppEnv } from "../env";
import { ERROR_DEFINITIONS } from "../../common/errors/catalogue";
import { ShopUnavailable } from "../../common/errors/shop-unavailable";
import { formatDateTime, t } from "../../common/i18n/intl";
import { ORDER_STATUS_NOT_FOUND, orderStatusLabel } from "../../common/i18n/order-labels";
import { ROUTES } from "../../common/routes";
import type { OrderStatus } from "../shop-client";
import { Breadcrumbs } from "../ui/Breadcrumbs";
import { OrderNumber } from "../ui/OrderSummary";
import { OrderTimeline } from "../ui/OrderTimeline";
import { HelpNav } from "./content";
import { formFields } from "./form-posts";
import { LABELS } from "../../common/i18n/labels";

const TITLE = LABELS.orderStatus;
const DESCRIPTION =
  "Sprawdź status zamówienia opon bez logowania: podaj numer zamówienia i adres e-mail albo kod pocztowy. Zobaczysz, na jakim etapie jest zamówienie, i link do śledzenia przesyłki.";

/** What the shopper typed, sent back into the form after a miss (their own answer, never cached). */
interface Typed {
  number: string;
  contact: string;
}

/** Longest text taken from a field: an e-mail address's limit; the API refuses anything longer anyway. */
const FIELD_MAX = 254;

function LookupForm({ typed, alert }: { typed?: Typed; alert?: string }) {
  return (
    <form method="post" action={ROUTES.orderStatus} className="json-form order-status-form">
      {alert ? (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor="order-status-number">{LABELS.orderNumber}</label>
        <input
          id="order-status-number"
          name="order_number"
          required
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          defaultValue={typed?.number}
          aria-describedby="order-status-number-hint"
        />
        <p className="field-hint" id="order-status-number-hint">
          Np. OK-2026-000042 – znajdziesz go w e-mailu z potwierdzeniem zamówienia.
        </p>
      </div>
      <div className="field">
        <label htmlFor="order-status-contact">E-mail lub kod pocztowy</label>
        <input
          id="order-status-contact"
          name="contact"
          required
          maxLength={FIELD_MAX}
          autoComplete="off"
          spellCheck={false}
          defaultValue={typed?.contact}
          aria-describedby="order-status-contact-hint"
        />
        <p className="field-hint" id="order-status-contact-hint">
          Adres e-mail podany w zamówieniu albo kod pocztowy adresu dostawy lub faktury, np. 31-146.
        </p>
      </div>
      <button type="submit" className="button button-primary button-block">
        Sprawdź status
      </button>
    </form>
  );
}

function OrderStatusLayout({ children }: { children: ReactNode }) {
  return (
    <div className="container content-page">
      <Breadcrumbs items={[{ label: TITLE }]} />
      <div className="content-layout">
        <article className="prose order-status-page">
          <h1>{TITLE}</h1>
          {children}
        </article>
        <HelpNav current={ROUTES.orderStatus} />
      </div>
    </div>
  );
}

function Lookup({ typed, alert }: { typed?: Typed; alert?: string }) {
  return (
    <OrderStatusLayout>
      <p className="lead">
        Sprawdź, co dzieje się z zamówieniem, także złożonym bez konta. Podaj numer zamówienia i adres e-mail albo kod pocztowy.
      </p>
      <LookupForm typed={typed} alert={alert} />
      <p className="form-aside">
        Masz konto? Wszystkie zamówienia, z fakturami, zobaczysz po <a href={ROUTES.orders}>zalogowaniu</a>.
      </p>
    </OrderStatusLayout>
  );
}

/** The order as the lookup answers it: the number the shopper typed, the date, how many tyres, the status; then the parcel and the history. */
function Found({ order }: { order: OrderStatus }) {
  return (
    <OrderStatusLayout>
      <section className="order-status-summary" aria-labelledby="order-status-heading">
        <h2 id="order-status-heading">
          Zamówienie <OrderNumber number={order.number} />
        </h2>
        <p>
          Złożone {formatDateTime(order.created_at)} · {t("tyres.count", { count: order.items_count })}
        </p>
        <p className="order-status-current">
          Status: <strong>{orderStatusLabel(order.status, order.delivery_kind)}</strong>
        </p>
      </section>
      <OrderTimeline order={order} />
      <p>
        <a className="button button-secondary" href={ROUTES.orderStatus}>
          Sprawdź inne zamówienie
        </a>
      </p>
      <p className="form-aside">Pytania o zamówienie? Napisz lub zadzwoń – dane kontaktowe są na dole strony. Podaj numer zamówienia.</p>
    </OrderStatusLayout>
  );
}

/** A message from the shop API's error body, when it is one. */
async function messageOf(response: { json(): Promise<unknown> }, fallback: string): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === "string" && body.message ? body.message : fallback;
}

/** Renders an answer to a lookup: private, never stored, never indexed. */
function answer(c: Context<AppEnv>, status: 200 | 404 | 429, page: ReactElement) {
  c.status(status);
  c.header("Cache-Control", cacheNone.cacheControl);
  return c.render(page, { meta: { title: TITLE, noindex: true } });
}

export const orderStatusPage = new Hono<AppEnv>()
  .get(ROUTES.orderStatus, withCache(cacheLong), (c) =>
    c.render(<Lookup />, { meta: { title: TITLE, description: DESCRIPTION, canonicalPath: ROUTES.orderStatus } }),
  )
  .post(ROUTES.orderStatus, sameOriginOnly(), async (c) => {
    const form = await formFields(c);
    const typed: Typed = {
      number: (form?.order_number ?? "").trim().slice(0, FIELD_MAX),
      contact: (form?.contact ?? "").trim().slice(0, FIELD_MAX),
    };
    // One field takes either: an e-mail has an "@", a postcode never does.
    const proof = typed.contact.includes("@") ? { email: typed.contact } : { postal_code: typed.contact };
    let response: Awaited<ReturnType<(typeof c.var.shop)["order-status"]["$post"]>>;
    try {
      response = await c.var.shop["order-status"].$post({ json: { order_number: typed.number, ...proof } });
    } catch (error) {
      throw new ShopUnavailable("shop API unreachable", { cause: error });
    }
    if (response.ok) return answer(c, 200, <Found order={(await response.json()).order} />);
    if (response.status === 429) {
      const retryAfter = response.headers.get("Retry-After");
      if (retryAfter) c.header("Retry-After", retryAfter);
      return answer(c, 429, <Lookup typed={typed} alert={await messageOf(response, ERROR_DEFINITIONS.RATE_LIMITED.message)} />);
    }
    // A miss, or a form the API could not read at all (400): the same neutral words, whatever the API said.
    if (response.status === 404 || response.status === 400) return answer(c, 404, <Lookup typed={typed} alert={ORDER_STATUS_NOT_FOUND} />);
    throw new ShopUnavailable(`shop API answered ${response.status}`);
  });
