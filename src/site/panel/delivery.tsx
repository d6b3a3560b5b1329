import { type Context, Hono } from "hono";
import { PANEL_BASE_PATH } from "../../common/config/back-office";
import { DELIVERY_PRICINGS, type DeliveryPricing, TYRES_PER_PARCEL } from "../../common/config/orders";
import { type DeliveryRule, deliveryPriceOf, deliveryPriceText, describeDeliveryPrice } from "../../common/delivery";
import { ShopRefusal } from "../../common/errors";
import { formatZloty } from "../../common/i18n/money";
import { paymentMethodLabel } from "../../common/i18n/order-labels";
import { PAGES_QUOTING_DELIVERY, PANEL_ROUTES } from "../../common/routes";
import { forgetPages } from "./cached-pages";
import { pickupAddress } from "../../common/site-settings";
import type { PanelEnv } from "../env";
import type { StaffDeliveryMethod, StaffDeliveryMethodInput, StaffDeliveryMethods } from "../shop-client";
import { answerOf } from "../shop-client/answers";
import { field, redirectWithNotice } from "./form-actions";
import { renderPanel } from "./render";

/**
 * Back office: "Dostawa" (/panel/dostawa, issue 36). The delivery methods buyers choose from at
 * checkout, each with its price (per order or per parcel), the thresholds from which it is free,
 * whether the buyer may pay on delivery and for what fee, whether it is offered and in what order.
 * Every member sees them; only an owner changes them (plain forms that work without JavaScript;
 * the shop API validates in Polish and writes the audit trail). A change applies to the next
 * checkout and order; orders already placed keep what they were charged.
 */

const inPanel = (path: string) => path.slice(PANEL_BASE_PATH.length);
const methodPath = (slug: string) => `${PANEL_ROUTES.delivery}/${slug}`;

const PRICING_LABELS: Record<DeliveryPricing, string> = {
  per_order: "za zamówienie",
  per_parcel: `za paczkę (do ${TYRES_PER_PARCEL} opon w paczce)`,
};

const KIND_LABELS = { courier: "kurier pod adres kupującego", pickup: "kupujący odbiera opony w magazynie" } as const;

/** Grosze as the form's money fields show them: "25,00"; "" for none. */
const formMoney = (grosze: number | null) => (grosze === null ? "" : (grosze / 100).toFixed(2).replace(".", ","));

/** What the form holds for a method: the stored values, or what the owner typed when it was refused. */
type FormValues = Record<keyof StaffDeliveryMethodInput, string>;

function valuesOf(method: StaffDeliveryMethod): FormValues {
  return {
    name: method.name,
    price: formMoney(method.priceGross),
    pricing: method.pricing,
    free_from_tyres: method.freeFromTyres === null ? "" : String(method.freeFromTyres),
    free_from: formMoney(method.freeFromGross),
    cod_allowed: method.codAllowed ? "1" : "",
    cod_fee: formMoney(method.codFeeGross),
    active: method.active ? "1" : "",
    position: String(method.position),
  };
}

function typedValues(form: Record<string, unknown>): FormValues {
  return {
    name: field(form, "name"),
    price: field(form, "price"),
    pricing: field(form, "pricing"),
    free_from_tyres: field(form, "free_from_tyres"),
    free_from: field(form, "free_from"),
    cod_allowed: field(form, "cod_allowed"),
    cod_fee: field(form, "cod_fee"),
    active: field(form, "active"),
    position: field(form, "position"),
  };
}

/** The form as the shop API takes it: the checkboxes as booleans. */
function inputOf(values: FormValues): StaffDeliveryMethodInput {
  return {
    name: values.name,
    price: values.price,
    pricing: values.pricing as DeliveryPricing,
    free_from_tyres: values.free_from_tyres || null,
    free_from: values.free_from || null,
    cod_allowed: values.cod_allowed === "1",
    cod_fee: values.cod_fee,
    active: values.active === "1",
    position: values.position,
  };
}

const ruleOf = (method: StaffDeliveryMethod): DeliveryRule => ({
  slug: method.slug,
  kind: method.kind,
  name: method.name,
  priceGross: method.priceGross,
  pricing: method.pricing,
  freeFromTyres: method.freeFromTyres,
  freeFromGross: method.freeFromGross,
  codAllowed: method.codAllowed,
  codFeeGross: method.codFeeGross,
});

/** What the method costs a few typical baskets, so an owner sees the effect of the thresholds. */
const EXAMPLE_TYRE_PRICE_GROSZE = 400_00;
function examples(rule: DeliveryRule): string {
  return [1, 2, 4]
    .map((tyres) => {
      const price = deliveryPriceOf(rule, { tyres, goodsGross: tyres * EXAMPLE_TYRE_PRICE_GROSZE });
      return `${tyres} ${tyres === 1 ? "opona" : "opony"}: ${deliveryPriceText(price)}`;
    })
    .join(", ");
}

function MethodsTable({ methods }: { methods: StaffDeliveryMethod[] }) {
  return (
    <div className="panel-table-wrap" tabIndex={0}>
      <table className="panel-table">
        <caption className="visually-hidden">Sposoby dostawy w kolejności na stronie zamówienia</caption>
        <thead>
          <tr>
            <th scope="col">Sposób dostawy</th>
            <th scope="col">Cena</th>
            <th scope="col">Przykłady (opona po {formatZloty(EXAMPLE_TYRE_PRICE_GROSZE / 100)})</th>
            <th scope="col">{paymentMethodLabel("cash_on_delivery")}</th>
            <th scope="col">Na stronie zamówienia</th>
          </tr>
        </thead>
        <tbody>
          {methods.map((method) => {
            const rule = ruleOf(method);
            return (
              <tr key={method.slug}>
                <th scope="row">
                  {method.name}
                  <div className="panel-muted">{KIND_LABELS[method.kind]}</div>
                </th>
                <td>{describeDeliveryPrice(rule)}</td>
                <td>{examples(rule)}</td>
                <td>
                  {method.codAllowed
                    ? method.codFeeGross > 0
                      ? `tak, opłata ${formatZloty(method.codFeeGross / 100)}`
                      : "tak, bez opłaty"
                    : "nie"}
                </td>
                <td>{method.active ? "tak" : "nie (wyłączony)"}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Text({
  slug,
  name,
  label,
  values,
  hint,
  inputMode = "decimal",
  required = false,
}: {
  slug: string;
  name: keyof FormValues;
  label: string;
  values: FormValues;
  hint?: string;
  inputMode?: "decimal" | "numeric" | "text";
  required?: boolean;
}) {
  const id = `delivery-${slug}-${name}`;
  // The hint under the field, outside its label (which is bold).
  return (
    <div className="delivery-field">
      <label htmlFor={id}>
        {label}
        <input
          id={id}
          name={name}
          defaultValue={values[name]}
          inputMode={inputMode}
          autoComplete="off"
          required={required}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
      </label>
      {hint ? (
        <small id={`${id}-hint`} className="panel-muted">
          {hint}
        </small>
      ) : null}
    </div>
  );
}

function MethodForm({ method, values }: { method: StaffDeliveryMethod; values: FormValues }) {
  const slug = method.slug;
  return (
    <form method="post" action={methodPath(slug)} className="panel-form panel-narrow delivery-method-form">
      <h3>
        {method.name} <small className="panel-muted">({KIND_LABELS[method.kind]})</small>
      </h3>
      <Text slug={slug} name="name" label="Nazwa, jaką widzi kupujący" values={values} inputMode="text" required />
      <div className="panel-grid">
        <Text slug={slug} name="price" label="Cena brutto (zł)" values={values} hint="0 – bezpłatnie." />
        <label htmlFor={`delivery-${slug}-pricing`}>
          Cena liczona
          <select id={`delivery-${slug}-pricing`} name="pricing" defaultValue={values.pricing}>
            {DELIVERY_PRICINGS.map((pricing) => (
              <option key={pricing} value={pricing}>
                {PRICING_LABELS[pricing]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="panel-grid">
        <Text
          slug={slug}
          name="free_from_tyres"
          label="Bezpłatnie od liczby opon"
          values={values}
          inputMode="numeric"
          hint="Np. 2: komplet dwóch lub czterech opon bez opłaty. 1: zawsze bezpłatnie. Puste: bez tego progu."
        />
        <Text
          slug={slug}
          name="free_from"
          label="Bezpłatnie od kwoty opon (zł)"
          values={values}
          hint="Wartość opon w koszyku, z VAT. Puste: bez tego progu."
        />
      </div>
      <fieldset>
        <legend>{paymentMethodLabel("cash_on_delivery")}</legend>
        <label className="panel-choice">
          <input type="checkbox" name="cod_allowed" value="1" defaultChecked={values.cod_allowed === "1"} />
          {method.kind === "pickup" ? "Kupujący może zapłacić przy odbiorze w magazynie" : "Kupujący może zapłacić kurierowi"}
        </label>
        <Text slug={slug} name="cod_fee" label="Opłata za płatność przy odbiorze (zł)" values={values} hint="0 – bez dopłaty." />
      </fieldset>
      <div className="panel-grid">
        <label className="panel-choice">
          <input type="checkbox" name="active" value="1" defaultChecked={values.active === "1"} /> Dostępny na stronie zamówienia
        </label>
        <Text slug={slug} name="position" label="Kolejność na liście" values={values} inputMode="numeric" hint="Niższa liczba – wyżej." />
      </div>
      <div className="panel-actions">
        <button type="submit" className="panel-button">
          Zapisz: {method.name}
        </button>
      </div>
    </form>
  );
}

function DeliveryPage({
  data,
  owner,
  typed,
}: {
  data: StaffDeliveryMethods;
  owner: boolean;
  /** A refused form's values, by the method they were for. */
  typed?: { slug: string; values: FormValues };
}) {
  return (
    <>
      <section className="panel-card" aria-labelledby="delivery-methods">
        <h2 id="delivery-methods">Sposoby dostawy</h2>
        <p>
          Kupujący wybiera jeden z dostępnych sposobów na stronie zamówienia i widzi jego cenę przed złożeniem zamówienia. Paczka to do{" "}
          {TYRES_PER_PARCEL} opon (komplet czterech to dwie paczki). Zmiana obowiązuje od kolejnego zamówienia – złożone zamówienia
          zachowują swoją cenę dostawy. Przy odstąpieniu od całego zamówienia zwracamy koszt dostawy do wysokości najtańszej dostawy
          kurierem, jaką sklep oferował dla tego zamówienia.
        </p>
        <MethodsTable methods={data.methods} />
        <p className="panel-muted">
          Magazyn do odbioru osobistego:{" "}
          {data.pickup
            ? `${pickupAddress(data.pickup)}${data.pickup.hours ? `, ${data.pickup.hours}` : ""}`
            : "nie skonfigurowano (PICKUP_STREET, PICKUP_POSTAL_CODE, PICKUP_CITY w wrangler.toml) – odbiór osobisty nie jest oferowany"}
          . Adres i godziny zmienia się w konfiguracji sklepu.
        </p>
      </section>
      <section className="panel-card" aria-labelledby="delivery-edit">
        <h2 id="delivery-edit">Zmień ceny i dostępność</h2>
        {owner ? (
          data.methods.map((method) => (
            <MethodForm key={method.slug} method={method} values={typed?.slug === method.slug ? typed.values : valuesOf(method)} />
          ))
        ) : (
          <p className="panel-muted">Ceny i sposoby dostawy może zmieniać tylko właściciel sklepu.</p>
        )}
      </section>
    </>
  );
}

const deliveryApi = (c: Context<PanelEnv>) => c.var.staffShop.staff.delivery;

/**
 * After a change, the cached copies of the pages that quote delivery prices (the home page and the
 * content pages marked `prices`) are forgotten in this data centre, so they show it at once here;
 * elsewhere, and every other page's header, within their cache's minutes.
 */
async function forgetPagesQuotingDelivery(c: Context<PanelEnv>) {
  const origin = new URL(c.req.url).origin;
  await forgetPages(
    c,
    PAGES_QUOTING_DELIVERY.map((path) => `${origin}${path}`),
  );
}

async function page(c: Context<PanelEnv>, options: { typed?: { slug: string; values: FormValues }; error?: string } = {}) {
  const data = await answerOf<StaffDeliveryMethods>(await deliveryApi(c).$get());
  return renderPanel(
    c,
    {
      title: "Dostawa",
      section: PANEL_ROUTES.delivery,
      ...(options.error ? { notice: { kind: "error" as const, text: options.error } } : {}),
      children: <DeliveryPage data={data} owner={c.var.staff.role === "owner"} typed={options.typed} />,
    },
    options.error ? 400 : 200,
  );
}

export const panelDelivery = new Hono<PanelEnv>()
  .get(inPanel(PANEL_ROUTES.delivery), (c) => page(c))
  .post(`${inPanel(PANEL_ROUTES.delivery)}/:slug{[a-z0-9][a-z0-9-]{0,39}}`, async (c) => {
    const slug = c.req.param("slug");
    const values = typedValues(await c.req.parseBody());
    try {
      const { method } = await answerOf<{ method: StaffDeliveryMethod }>(
        await deliveryApi(c)[":slug"].$put({ param: { slug }, json: inputOf(values) }),
      );
      await forgetPagesQuotingDelivery(c);
      return redirectWithNotice(
        c,
        PANEL_ROUTES.delivery,
        "ok",
        `Zapisano: ${method.name} – ${describeDeliveryPrice(ruleOf(method))}${method.active ? "" : " (wyłączony)"}.`,
      );
    } catch (error) {
      if (!(error instanceof ShopRefusal)) throw error;
      // Not an owner, or no such method: the message on the page; bad input: the form again with what was typed.
      if (error.status !== 400) return redirectWithNotice(c, PANEL_ROUTES.delivery, "error", error.staffMessage);
      return page(c, { typed: { slug, values }, error: error.staffMessage });
    }
  });
