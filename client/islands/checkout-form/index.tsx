import "../../runtime/shared-deps";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { analytics, type AnalyticsItem } from "../../analytics/analytics";
import { describedBy, FIELDS_ALERT, FieldMessages, useFieldErrors, useTypedBeforeHydration } from "../../forms/forms";
import { answer, shopApi, siteApi } from "../../api/clients";
import { ApiError } from "../../api/fetch-json";
import { WithQueryClient } from "../../api/query";
import { useHydrated } from "../../runtime/use-hydrated";
import type { PaymentMethod } from "../../api/server-types";
import { clearBasketToken } from "../../state/basket";
import { clearCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from "../../api/checkout";
import { formatAmount } from "../../../src/common/i18n/money";
import {
  type CheckoutAlert,
  type CheckoutValues,
  companyValues,
  DELIVERY_PRICES,
  type DeliveryChoice,
  encodeDeliveryPrices,
  payableTotal,
  totalVariants,
  fieldErrors,
  isCompany,
  LOOKUP_BUTTON,
  LOOKUP_FAILED,
  lookupNote,
  NIP_MISSING,
  orderBody,
  refusalAlert,
  SAME_ADDRESS,
} from "./order";

export interface CheckoutFormProps {
  token: string;
  /** The goods' total on the page ("1234.50"); with the chosen delivery it makes the total an order must still have. */
  total: string;
  /** The delivery methods on offer, priced for this basket (each with its date); the first is chosen first. */
  delivery: DeliveryChoice[];
  methods: PaymentMethod[];
  items: AnalyticsItem[];
  termsHref: string;
  privacyHref: string;
  basketHref: string;
  /** The form's own address: sent without script, it posts here (`POST /zamowienie`). */
  checkoutHref: string;
  confirmationHref: string;
  /** Form target that sends the buyer to the online payment gateway. */
  payOnlineHref: string;
  /** Whose typing this tab keeps ("guest" or one customer): a draft of anyone else is dropped. */
  draftOwner: string;
  /** A signed-in customer's data from their account and latest order; null for a guest. */
  prefill: CheckoutPrefill | null;
  /** Sign-in that comes back here (guests only). */
  loginHref: string | null;
  /** Outside production without a GUS key: the lookup knows only the demo companies (issue 16, point 10). */
  nipLookupNote?: string | null;
  /** The form as the server got it without script, refused or looked up (null: a fresh form). */
  submitted?: CheckoutSubmitted | null;
}

/** The form sent without script, back on the screen: what was typed, and what the server said about it. */
export interface CheckoutSubmitted {
  values: CheckoutValues;
  sameAddress: boolean;
  terms: boolean;
  /** Messages by field name, beside their fields. */
  errors: Record<string, string>;
  /** Above the form: a refusal that names no field. */
  alert: CheckoutAlert | null;
  /** Under the NIP: the lookup filled the company's data. */
  lookupNote: string | null;
}

/** What the checkout starts with for a signed-in customer, and the line that says where it came from. */
export interface CheckoutPrefill {
  values: Record<string, string>;
  sameAddress: boolean;
  note: string;
}

type Values = CheckoutValues;

/** Checkout (/zamowienie): contact, delivery address, billing (NIP lookup for a company), delivery, payment, terms. */
export default function CheckoutForm(props: CheckoutFormProps) {
  return (
    <WithQueryClient>
      <CheckoutFormView {...props} />
    </WithQueryClient>
  );
}

function CheckoutFormView({
  token,
  total,
  delivery,
  methods,
  items,
  termsHref,
  privacyHref,
  basketHref,
  checkoutHref,
  confirmationHref,
  payOnlineHref,
  draftOwner,
  prefill,
  loginHref,
  nipLookupNote,
  submitted,
}: CheckoutFormProps) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => ({
    "billing.type": "person",
    delivery_method: delivery[0]?.slug ?? "",
    payment_method: methods[0]?.id ?? "",
    ...(submitted?.values ?? prefill?.values),
  }));
  const [sameAddress, setSameAddress] = useState(submitted?.sameAddress ?? prefill?.sameAddress ?? true);
  const [terms, setTerms] = useState(submitted?.terms ?? false);
  const { formRef, errors, setErrors, showErrors, clearError } = useFieldErrors(submitted?.errors);
  const fieldsRefused = Object.keys(submitted?.errors ?? {}).length > 0;
  const [alert, setAlert] = useState<ReactNode>(() =>
    submitted?.alert ? <Alert alert={submitted.alert} /> : fieldsRefused ? FIELDS_ALERT : null,
  );
  const [alertForFields, setAlertForFields] = useState(fieldsRefused);
  const [submitting, setSubmitting] = useState(false);
  // Until hydrated (or without script) the form is a plain POST form: every part of it is in the
  // markup and the stylesheet shows the ones the shopper's choices ask for (:has()); once hydrated
  // the island renders only those.
  const hydrated = useHydrated();
  const [lookup, setLookup] = useState<{ busy: boolean; note: string | null }>({ busy: false, note: submitted?.lookupNote ?? null });

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    analytics.beginCheckout(items);
  }, [items]);

  // What was typed in this tab survives a reload: restored after hydration (the server rendered
  // the page's own values), kept on every change, and dropped once the order is placed.
  const [restored, setRestored] = useState(false);
  const placed = useRef(false);
  useEffect(() => {
    // A form the server sent back holds what the shopper sent last: newer than any draft.
    const draft = submitted ? null : readCheckoutDraft(draftOwner);
    if (draft) {
      const known = (id: string | undefined) => methods.some((method) => method.id === id);
      const offered = (slug: string | undefined) => delivery.some((choice) => choice.slug === slug);
      const { payment_method, delivery_method, ...typed } = draft.values;
      setValues((current) => ({
        ...current,
        ...typed,
        ...(known(payment_method) ? { payment_method } : {}),
        ...(offered(delivery_method) ? { delivery_method } : {}),
      }));
      setSameAddress(draft.sameAddress);
    }
    setRestored(true);
  }, [draftOwner, methods, delivery, submitted]);
  // Declared after the draft: what the shopper changed before hydration is newer than the draft.
  useTypedBeforeHydration(formRef, ({ values: typed, ticked }) => {
    setValues((current) => ({ ...current, ...typed }));
    if (ticked[SAME_ADDRESS] !== undefined) setSameAddress(ticked[SAME_ADDRESS]);
    if (ticked.terms_accepted !== undefined) setTerms(ticked.terms_accepted);
  });
  useEffect(() => {
    if (restored && !placed.current) saveCheckoutDraft(draftOwner, { values, sameAddress });
  }, [restored, draftOwner, values, sameAddress]);

  const set = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) clearError(name);
  };
  const company = isCompany(values);
  const chosen = delivery.find((choice) => choice.slug === values.delivery_method) ?? delivery[0];
  const cashOnDelivery = values.payment_method === "cash_on_delivery";
  /** Paying on delivery is refused with this method: its option is switched off (the shop API would refuse it). */
  const codBlocked = hydrated && chosen !== undefined && !chosen.codAllowed;
  const payable = payableTotal(total, chosen, cashOnDelivery);
  /** A method that takes no payment on delivery moves a shopper who chose it to the first other way of paying. */
  const chooseDelivery = (choice: DeliveryChoice) => {
    set("delivery_method", choice.slug);
    if (cashOnDelivery && !choice.codAllowed) {
      const other = methods.find((method) => method.id !== "cash_on_delivery");
      if (other) set("payment_method", other.id);
    }
  };

  /** What the last successful NIP lookup put in the fields. */
  const filledByLookup = useRef<Values | null>(null);
  async function findCompany() {
    const nip = values["billing.vat_number"] ?? "";
    if (!nip.trim()) return setErrors((current) => ({ ...current, "billing.vat_number": NIP_MISSING }));
    setLookup({ busy: true, note: null });
    try {
      const found = await queryClient.fetchQuery({
        queryKey: ["company", nip.replace(/\D/g, "")],
        queryFn: () => answer(shopApi.core.regon_api.search_by_nip[":nip"].$get({ param: { nip: nip.trim() } })),
        staleTime: Number.POSITIVE_INFINITY,
      });
      const filled = companyValues(found);
      filledByLookup.current = filled;
      setValues((current) => ({ ...current, ...filled }));
      setErrors(({ "billing.vat_number": _, "billing.company_name": __, ...rest }) => rest);
      setLookup({
        busy: false,
        note: lookupNote(Boolean(nipLookupNote)),
      });
    } catch (error) {
      const message = error instanceof ApiError && error.data?.message ? error.data.message : LOOKUP_FAILED;
      setErrors((current) => ({ ...current, "billing.vat_number": message }));
      setLookup({ busy: false, note: null });
      // The company an earlier lookup filled in is not this NIP's: its data goes, what the shopper typed stays.
      const stale = filledByLookup.current;
      filledByLookup.current = null;
      if (stale)
        setValues((current) => {
          const next = { ...current };
          for (const [name, value] of Object.entries(stale)) if (next[name] === value) next[name] = "";
          return next;
        });
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAlert(null);
    setAlertForFields(false);
    setSubmitting(true);
    try {
      await siteApi.order.$post({ json: { ...orderBody(token, values, { sameAddress, terms }), expected_total: payable } });
      placed.current = true;
      clearCheckoutDraft();
      clearBasketToken();
      queryClient.removeQueries({ queryKey: ["checkout"] });
      if (methods.find((method) => method.id === values.payment_method)?.online) {
        // Straight on to the gateway, as the confirmation page's "pay online" button would.
        const form = Object.assign(document.createElement("form"), { method: "post", action: payOnlineHref });
        document.body.appendChild(form);
        form.submit();
      } else {
        location.assign(confirmationHref);
      }
      return; // stay "submitting" while the next page loads
    } catch (error) {
      setSubmitting(false);
      if (!(error instanceof ApiError)) {
        setAlert("Nie udało się wysłać zamówienia. Sprawdź połączenie z internetem i spróbuj ponownie.");
        return;
      }
      const data = error.data;
      // Billing data copied from the delivery address is corrected there.
      const refused = data?.error_code === "VALIDATION_ERROR" ? fieldErrors(data, values, sameAddress) : {};
      if (Object.keys(refused).length) {
        showErrors(refused);
        setAlert(FIELDS_ALERT);
        setAlertForFields(true);
        return;
      }
      setAlert(<Alert alert={refusalAlert(data, { basketHref, checkoutHref })} />);
    }
  }

  const field = (name: string, label: string, options: FieldOptions = {}) => (
    <Field name={name} label={label} value={values[name] ?? ""} error={errors[name]} onChange={(value) => set(name, value)} {...options} />
  );

  return (
    <form ref={formRef} className="checkout-form" method="post" action={checkoutHref} noValidate onSubmit={submit}>
      <noscript>
        <p className="checkout-account-note checkout-noscript-note">
          Przeglądarka nie uruchamia skryptów? Nic nie szkodzi: zamówienie złożysz i dane firmy po NIP pobierzesz tak samo.
        </p>
      </noscript>
      {/*
        The prices the shopper sees: the goods' total and each delivery method's price and fee. Sent
        without script, the server adds up the chosen ones, and an order at another total is refused
        (the prices changed meanwhile); the script sends that total itself.
      */}
      <input type="hidden" name="expected_total" value={total} />
      <input type="hidden" name={DELIVERY_PRICES} value={encodeDeliveryPrices(delivery)} />
      {prefill ? (
        <p className="checkout-account-note">{prefill.note}</p>
      ) : loginHref ? (
        <p className="checkout-account-note">
          Masz konto? <a href={loginHref}>Zaloguj się</a>, a uzupełnimy dane za Ciebie. Możesz też kupić bez konta.
        </p>
      ) : null}
      {alert && !(alertForFields && Object.keys(errors).length === 0) ? (
        <div className="form-alert" role="alert">
          {alert}
        </div>
      ) : null}

      <fieldset className="checkout-step">
        <legend>
          <span className="step-number">1</span> Dane kontaktowe
        </legend>
        <div className="field-row">
          {field("email", "E-mail", { type: "email", autoComplete: "email", hint: "Wyślemy na niego potwierdzenie zamówienia." })}
          {field("phone", "Telefon", { type: "tel", autoComplete: "tel", hint: "Dla kuriera, w dniu dostawy." })}
        </div>
      </fieldset>

      <fieldset className="checkout-step">
        <legend>
          <span className="step-number">2</span> {hydrated && chosen?.kind === "pickup" ? "Twój adres" : "Adres dostawy"}
        </legend>
        {/* Shown by the stylesheet while pickup is chosen (with or without script). */}
        <p className="checkout-pickup-address-note">
          Odbierasz opony w naszym magazynie: podaj swój adres – wpiszemy go na dowód zakupu lub fakturę.
        </p>
        <AddressFields prefix="shipping" field={field} />
      </fieldset>

      <fieldset className="checkout-step">
        <legend>
          <span className="step-number">3</span> Dane nabywcy
        </legend>
        <div className="choice-row" role="radiogroup" aria-label="Kupujesz jako">
          <Choice
            name="billing.type"
            value="person"
            checked={!company}
            onChange={() => set("billing.type", "person")}
            label="Osoba prywatna"
          />
          <Choice
            name="billing.type"
            value="company"
            checked={company}
            onChange={() => set("billing.type", "company")}
            label="Firma (faktura VAT)"
          />
        </div>
        {/* Until hydrated (and without script) every part is here, and the stylesheet shows what the choices above ask for. */}
        {!hydrated || company ? (
          <div className="billing-company">
            <div className="field-row nip-row">
              {field("billing.vat_number", "NIP", {
                inputMode: "numeric",
                autoComplete: "off",
                hint: "10 cyfr, np. 123-456-32-18. Dane firmy pobierzemy z rejestru REGON.",
              })}
              {/* Without script it sends the form, and the server fills the company's data in (POST /zamowienie). */}
              <button
                type={hydrated ? "button" : "submit"}
                name={LOOKUP_BUTTON.name}
                value={LOOKUP_BUTTON.value}
                className="button button-secondary nip-lookup"
                onClick={findCompany}
                disabled={lookup.busy}
              >
                {lookup.busy ? "Wyszukiwanie…" : "Pobierz dane firmy"}
              </button>
            </div>
            {nipLookupNote ? <p className="form-note nip-demo-note">{nipLookupNote}</p> : null}
            {lookup.note ? (
              <p className="form-note" role="status">
                {lookup.note}
              </p>
            ) : null}
            {field("billing.company_name", "Nazwa firmy", { autoComplete: "organization" })}
          </div>
        ) : null}
        {!hydrated || !company ? (
          <label className="checkbox billing-same">
            <input type="checkbox" name={SAME_ADDRESS} checked={sameAddress} onChange={(event) => setSameAddress(event.target.checked)} />
            <span>Dane nabywcy takie same jak adres dostawy</span>
          </label>
        ) : null}
        {!hydrated || (!company && !sameAddress) ? (
          <div className="billing-names">
            <NameFields prefix="billing" field={field} />
          </div>
        ) : null}
        {!hydrated || company || !sameAddress ? (
          <div className="billing-address">
            <AddressFields prefix="billing" field={field} names={false} />
          </div>
        ) : null}
      </fieldset>

      <fieldset className="checkout-step">
        <legend>
          <span className="step-number">4</span> Dostawa
        </legend>
        <div className="option-list delivery-options" aria-describedby={errors.delivery_method ? "delivery_method-error" : undefined}>
          {delivery.map((choice) => (
            <Choice
              key={choice.slug}
              name="delivery_method"
              value={choice.slug}
              kind={choice.kind}
              checked={chosen?.slug === choice.slug}
              onChange={() => chooseDelivery(choice)}
              label={choice.name}
              description={choice.description}
              note={choice.dateText}
              price={choice.priceText}
            />
          ))}
        </div>
        <FieldMessages id="delivery_method" error={errors.delivery_method} />
      </fieldset>

      <fieldset className="checkout-step">
        <legend>
          <span className="step-number">5</span> Płatność
        </legend>
        <div className="option-list payment-options" aria-describedby={errors.payment_method ? "payment_method-error" : undefined}>
          {methods.map((method) => {
            const cod = method.id === "cash_on_delivery";
            const blocked = cod && codBlocked;
            return (
              <Choice
                key={method.id}
                name="payment_method"
                value={method.id}
                checked={values.payment_method === method.id && !blocked}
                disabled={blocked}
                onChange={() => set("payment_method", method.id)}
                label={method.name}
                description={blocked ? `Niedostępna przy wybranym sposobie dostawy (${chosen?.name}).` : method.description}
                price={
                  cod && chosen && !blocked ? (chosen.codFee > 0 ? `+${formatAmount(chosen.codFee / 100)}` : "bez dopłaty") : undefined
                }
              />
            );
          })}
        </div>
        <FieldMessages id="payment_method" error={errors.payment_method} />
      </fieldset>

      <div className="checkout-final">
        {field("notes", "Uwagi do zamówienia (opcjonalnie)", { multiline: true, required: false })}
        <label className={errors.terms_accepted ? "checkbox invalid" : "checkbox"}>
          <input
            type="checkbox"
            name="terms_accepted"
            checked={terms}
            aria-invalid={errors.terms_accepted ? true : undefined}
            aria-describedby={errors.terms_accepted ? "terms_accepted-error" : undefined}
            onChange={(event) => {
              setTerms(event.target.checked);
              clearError("terms_accepted");
            }}
          />
          <span>
            Akceptuję{" "}
            <a href={termsHref} target="_blank" rel="noopener">
              regulamin sklepu
            </a>
            . Twoje dane przetwarzamy zgodnie z{" "}
            <a href={privacyHref} target="_blank" rel="noopener">
              polityką prywatności
            </a>
            .
          </span>
        </label>
        <FieldMessages id="terms_accepted" error={errors.terms_accepted} />
        {/*
          The price stated right where the order is placed (on a phone the summary comes after the
          button): one line per delivery method and way of paying, the stylesheet shows the one
          chosen (with or without script: src/site/pages/checkout-totals.tsx explains the rows).
        */}
        {delivery.flatMap((choice, index) =>
          totalVariants(choice).map((when) => (
            <p key={`${choice.slug}-${when}`} className="checkout-pay-total" data-option={index + 1} data-when={when}>
              <span>Do zapłaty</span> <strong>{formatAmount(payableTotal(total, choice, when === "cod"))}</strong>
            </p>
          )),
        )}
        <button type="submit" className="button button-primary button-block order-submit" disabled={submitting}>
          {submitting ? "Składanie zamówienia…" : "Zamawiam z obowiązkiem zapłaty"}
        </button>
      </div>
    </form>
  );
}

interface FieldOptions {
  type?: string;
  autoComplete?: string;
  inputMode?: "numeric" | "tel" | "email" | "text";
  hint?: string;
  required?: boolean;
  multiline?: boolean;
}

function Field({
  name,
  label,
  value,
  error,
  onChange,
  type = "text",
  autoComplete,
  inputMode,
  hint,
  required = true,
  multiline = false,
}: FieldOptions & { name: string; label: string; value: string; error?: string; onChange: (value: string) => void }) {
  const id = `field-${name.replace(".", "-")}`;
  const common = {
    id,
    name,
    value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, error, hint),
    "aria-required": required || undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className={error ? "field invalid" : "field"}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea rows={3} maxLength={500} {...common} />
      ) : (
        <input type={type} autoComplete={autoComplete} inputMode={inputMode} {...common} />
      )}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

function NameFields({ prefix, field }: { prefix: string; field: (name: string, label: string, options?: FieldOptions) => ReactNode }) {
  const section = prefix === "shipping" ? "shipping" : "billing";
  return (
    <div className="field-row">
      {field(`${prefix}.first_name`, "Imię", { autoComplete: `${section} given-name` })}
      {field(`${prefix}.last_name`, "Nazwisko", { autoComplete: `${section} family-name` })}
    </div>
  );
}

function AddressFields({
  prefix,
  field,
  names = true,
}: {
  prefix: string;
  field: (name: string, label: string, options?: FieldOptions) => ReactNode;
  names?: boolean;
}) {
  const section = prefix === "shipping" ? "shipping" : "billing";
  return (
    <>
      {names ? <NameFields prefix={prefix} field={field} /> : null}
      {field(`${prefix}.street`, "Ulica", { autoComplete: `${section} address-line1` })}
      <div className="field-row field-row-narrow">
        {field(`${prefix}.street_number`, "Nr domu", { autoComplete: "off" })}
        {field(`${prefix}.apartment_number`, "Nr lokalu (opcjonalnie)", { autoComplete: "off", required: false })}
      </div>
      <div className="field-row field-row-postal">
        {field(`${prefix}.postal_code`, "Kod pocztowy", {
          autoComplete: `${section} postal-code`,
          inputMode: "numeric",
          hint: "np. 30-740",
        })}
        {field(`${prefix}.city`, "Miejscowość", { autoComplete: `${section} address-level2` })}
      </div>
    </>
  );
}

function Alert({ alert }: { alert: CheckoutAlert }) {
  return (
    <>
      {alert.message}
      {alert.link ? (
        <>
          {" "}
          <a href={alert.link.href}>{alert.link.label}</a>
        </>
      ) : null}
    </>
  );
}

function Choice({
  name,
  value,
  checked,
  onChange,
  label,
  description,
  note,
  price,
  kind,
  disabled = false,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  description?: string;
  /** A line of its own under the description (a delivery date). */
  note?: string;
  price?: string;
  /** A delivery method's kind, for the stylesheet (a pickup chosen shows its address note). */
  kind?: string;
  disabled?: boolean;
}) {
  return (
    <label className={disabled ? "choice disabled" : checked ? "choice selected" : "choice"}>
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} disabled={disabled} data-kind={kind} />
      <span className="choice-text">
        <span className="choice-label">{label}</span>
        {description ? <span className="choice-description">{description}</span> : null}
        {note ? <span className="choice-note">{note}</span> : null}
      </span>
      {price ? <span className="choice-price">{price}</span> : null}
    </label>
  );
}
