import "../runtime/shared-deps";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { analytics, type AnalyticsItem } from "../analytics/analytics";
import { ScriptNeededNote, describedBy, FIELDS_ALERT, FieldMessages, useFieldErrors, useTypedBeforeHydration } from "../forms/forms";
import { answer, shopApi, siteApi } from "../api/clients";
import { ApiError } from "../api/fetch-json";
import { WithQueryClient } from "../api/query";
import { useHydrated } from "../runtime/use-hydrated";
import type { OrderForm, PaymentMethod } from "../api/server-types";
import { clearBasketToken } from "../state/basket";
import { clearCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from "../api/checkout";
import { DELIVERY_HANDLING_DAYS, DELIVERY_TRANSIT_DAYS } from "../../src/common/config/orders";
import { formatDayRange } from "../../src/common/i18n/calendar";

/** The delivery promise every page states, from the same constants (src/common/config/). */
const DELIVERY_DESCRIPTION = `Darmowa dostawa pod wskazany adres. Wysyłka w ${formatDayRange(DELIVERY_HANDLING_DAYS)} dni robocze (przy przelewie tradycyjnym – od zaksięgowania wpłaty), doręczenie zwykle w ${formatDayRange(DELIVERY_TRANSIT_DAYS)} dni robocze od nadania.`;

export interface CheckoutFormProps {
  token: string;
  /** The basket total on the page ("1234.50"): an order at a different total is refused. */
  total: string;
  /** The same total as the shopper reads it ("1836,00 zł"), formatted on the server. */
  totalText: string;
  methods: PaymentMethod[];
  items: AnalyticsItem[];
  termsHref: string;
  privacyHref: string;
  basketHref: string;
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
}

/** What the checkout starts with for a signed-in customer, and the line that says where it came from. */
export interface CheckoutPrefill {
  values: Record<string, string>;
  sameAddress: boolean;
  note: string;
}

type Values = Record<string, string>;

/** The "billing as shipping" checkbox's name: not sent (the order carries the billing address itself). */
const SAME_ADDRESS = "same_address";

const ADDRESS_FIELDS = ["first_name", "last_name", "street", "street_number", "apartment_number", "postal_code", "city"] as const;
const COMPANY_ADDRESS_FIELDS = ["street", "street_number", "apartment_number", "postal_code", "city"] as const;

function pick<K extends string>(values: Values, prefix: string, fields: readonly K[]): Record<K, string> {
  return Object.fromEntries(fields.map((field) => [field, values[`${prefix}.${field}`] ?? ""])) as Record<K, string>;
}

/** The order as POST /api/order takes it (the server validates every field, in Polish). */
function orderBody(token: string, values: Values, checked: { sameAddress: boolean; terms: boolean }): OrderForm {
  const shipping = pick(values, "shipping", ADDRESS_FIELDS);
  const company = values["billing.type"] === "company";
  const billing = company
    ? {
        type: "company",
        first_name: shipping.first_name,
        last_name: shipping.last_name,
        company_name: values["billing.company_name"] ?? "",
        vat_number: values["billing.vat_number"] ?? "",
        ...pick(values, "billing", COMPANY_ADDRESS_FIELDS),
      }
    : { type: "person", ...(checked.sameAddress ? shipping : pick(values, "billing", ADDRESS_FIELDS)) };
  return {
    token,
    email: values.email ?? "",
    phone: values.phone ?? "",
    shipping,
    billing,
    delivery_method: "courier",
    payment_method: values.payment_method ?? "",
    terms_accepted: checked.terms,
    notes: values.notes || null,
  };
}

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
  totalText,
  methods,
  items,
  termsHref,
  privacyHref,
  basketHref,
  confirmationHref,
  payOnlineHref,
  draftOwner,
  prefill,
  loginHref,
  nipLookupNote,
}: CheckoutFormProps) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => ({
    "billing.type": "person",
    payment_method: methods[0]?.id ?? "",
    ...prefill?.values,
  }));
  const [sameAddress, setSameAddress] = useState(prefill?.sameAddress ?? true);
  const [terms, setTerms] = useState(false);
  const { formRef, errors, setErrors, showFieldErrors, clearError } = useFieldErrors();
  const [alert, setAlert] = useState<ReactNode>(null);
  const [alertForFields, setAlertForFields] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // Sent before hydration, the server's form would GET this page with the address in the URL.
  const hydrated = useHydrated();
  const [lookup, setLookup] = useState<{ busy: boolean; note: string | null }>({ busy: false, note: null });

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
    const draft = readCheckoutDraft(draftOwner);
    if (draft) {
      const known = (id: string | undefined) => methods.some((method) => method.id === id);
      const { payment_method, ...typed } = draft.values;
      setValues((current) => ({ ...current, ...typed, ...(known(payment_method) ? { payment_method } : {}) }));
      setSameAddress(draft.sameAddress);
    }
    setRestored(true);
  }, [draftOwner, methods]);
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
  const company = values["billing.type"] === "company";

  /** What the last successful NIP lookup put in the fields. */
  const filledByLookup = useRef<Values | null>(null);
  async function findCompany() {
    const nip = values["billing.vat_number"] ?? "";
    if (!nip.trim()) return setErrors((current) => ({ ...current, "billing.vat_number": "Wpisz NIP firmy, a potem pobierz jej dane." }));
    setLookup({ busy: true, note: null });
    try {
      const found = await queryClient.fetchQuery({
        queryKey: ["company", nip.replace(/\D/g, "")],
        queryFn: () => answer(shopApi.core.regon_api.search_by_nip[":nip"].$get({ param: { nip: nip.trim() } })),
        staleTime: Number.POSITIVE_INFINITY,
      });
      const filled: Values = {
        "billing.company_name": found.name,
        "billing.street": found.street,
        "billing.street_number": found.street_number,
        "billing.apartment_number": found.apartment_number ?? "",
        "billing.postal_code": found.postal_code,
        "billing.city": found.city,
      };
      filledByLookup.current = filled;
      setValues((current) => ({ ...current, ...filled }));
      setErrors(({ "billing.vat_number": _, "billing.company_name": __, ...rest }) => rest);
      setLookup({
        busy: false,
        note: `Uzupełniliśmy dane firmy ${nipLookupNote ? "z lokalnej listy przykładowych firm" : "z rejestru REGON"}. Sprawdź je przed zamówieniem.`,
      });
    } catch (error) {
      const message =
        error instanceof ApiError && error.data?.message ? error.data.message : "Nie udało się pobrać danych firmy. Wpisz je ręcznie.";
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
      await siteApi.order.$post({ json: { ...orderBody(token, values, { sameAddress, terms }), expected_total: total } });
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
      const fieldOnPage = (path: string) =>
        path.startsWith("billing.") && (sameAddress || company) && !formRef.current?.querySelector(`[name="${path}"]`)
          ? path.replace("billing.", "shipping.")
          : path;
      if (data?.error_code === "VALIDATION_ERROR" && showFieldErrors(data, fieldOnPage)) {
        setAlert(FIELDS_ALERT);
        setAlertForFields(true);
        return;
      }
      if (data?.error_code === "PRICE_CHANGED" || data?.error_code === "BASKET_CHANGED") {
        setAlert(
          <>
            {data.message}{" "}
            <a href={location.pathname} onClick={() => location.reload()}>
              Odśwież podsumowanie
            </a>
          </>,
        );
        return;
      }
      if (data?.error_code === "VARIANT_SOLD_OUT" || data?.error_code === "NOT_FOUND" || data?.error_code === "EMPTY_CHECKOUT") {
        setAlert(
          <>
            {data.message} <a href={basketHref}>Wróć do koszyka</a>
          </>,
        );
        return;
      }
      setAlert(data?.message ?? "Nie udało się złożyć zamówienia. Spróbuj ponownie za chwilę.");
    }
  }

  const field = (name: string, label: string, options: FieldOptions = {}) => (
    <Field name={name} label={label} value={values[name] ?? ""} error={errors[name]} onChange={(value) => set(name, value)} {...options} />
  );

  return (
    <form ref={formRef} className="checkout-form" noValidate onSubmit={submit}>
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
          <span className="step-number">2</span> Adres dostawy
        </legend>
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
        {company ? (
          <>
            <div className="field-row nip-row">
              {field("billing.vat_number", "NIP", {
                inputMode: "numeric",
                autoComplete: "off",
                hint: "10 cyfr, np. 123-456-32-18. Dane firmy pobierzemy z rejestru REGON.",
              })}
              <button type="button" className="button button-secondary nip-lookup" onClick={findCompany} disabled={lookup.busy}>
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
            <AddressFields prefix="billing" field={field} names={false} />
          </>
        ) : (
          <>
            <label className="checkbox">
              <input type="checkbox" name={SAME_ADDRESS} checked={sameAddress} onChange={(event) => setSameAddress(event.target.checked)} />
              <span>Dane nabywcy takie same jak adres dostawy</span>
            </label>
            {sameAddress ? null : <AddressFields prefix="billing" field={field} />}
          </>
        )}
      </fieldset>

      <fieldset className="checkout-step">
        <legend>
          <span className="step-number">4</span> Dostawa
        </legend>
        <div className="option-list">
          <Choice
            name="delivery_method"
            value="courier"
            checked
            onChange={() => undefined}
            label="Kurier"
            description={DELIVERY_DESCRIPTION}
            price="0,00 zł"
          />
        </div>
      </fieldset>

      <fieldset className="checkout-step">
        <legend>
          <span className="step-number">5</span> Płatność
        </legend>
        <div className="option-list" aria-describedby={errors.payment_method ? "payment_method-error" : undefined}>
          {methods.map((method) => (
            <Choice
              key={method.id}
              name="payment_method"
              value={method.id}
              checked={values.payment_method === method.id}
              onChange={() => set("payment_method", method.id)}
              label={method.name}
              description={method.description}
            />
          ))}
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
        <ScriptNeededNote />
        {/* The price stated right where the order is placed: on a phone the summary comes after the button. */}
        <p className="checkout-pay-total">
          <span>Do zapłaty</span> <strong>{totalText}</strong>
        </p>
        <button type="submit" className="button button-primary button-block order-submit" disabled={!hydrated || submitting}>
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
      {names ? (
        <div className="field-row">
          {field(`${prefix}.first_name`, "Imię", { autoComplete: `${section} given-name` })}
          {field(`${prefix}.last_name`, "Nazwisko", { autoComplete: `${section} family-name` })}
        </div>
      ) : null}
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

function Choice({
  name,
  value,
  checked,
  onChange,
  label,
  description,
  price,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  description?: string;
  price?: string;
}) {
  return (
    <label className={checked ? "choice selected" : "choice"}>
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} />
      <span className="choice-text">
        <span className="choice-label">{label}</span>
        {description ? <span className="choice-description">{description}</span> : null}
      </span>
      {price ? <span className="choice-price">{price}</span> : null}
    </label>
  );
}
