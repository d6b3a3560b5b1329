import "../runtime/shared-deps";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import {
  ScriptNeededNote,
  describedBy,
  errorBodyOf,
  FIELDS_ALERT,
  FieldMessages,
  useFieldErrors,
  useTypedBeforeHydration,
} from "../forms/forms";
import { siteApi } from "../api/clients";
import { fetchJson } from "../api/fetch-json";
import { queueToastForNextPage, showToast } from "../state/ui";
import { useHydrated } from "../runtime/use-hydrated";

interface Field {
  name: string;
  label: string;
  /** An input type, or "textarea", or "select" (with `options`; the first is preselected). */
  type?: string;
  options?: string[];
  autoComplete?: string;
  hint?: string;
  value?: string;
  required?: boolean;
}

interface Consent {
  name: string;
  /** Text before the link, the link, text after it. */
  text: string;
  link?: { href: string; text: string };
  rest?: string;
}

export interface JsonFormProps {
  action: string;
  method: "POST" | "PUT";
  fields: Field[];
  consents?: Consent[];
  submitLabel: string;
  busyLabel: string;
  /** After success: sign in with the entered e-mail and password first (registration). */
  signInAfter?: boolean;
  /** After success: go here with a toast on the next page; without it, a toast here. */
  redirect?: string;
  successToast: string;
  /** Sent along without a field (e.g. the token of a password reset link). */
  extra?: Record<string, string>;
  /** After success: empty the fields again (a form someone may send more than once). */
  resetAfter?: boolean;
  /**
   * After success: a note that stays above the form, "{key}" filled from the answer's fields
   * (e.g. the complaint's number, which the shopper needs later).
   */
  successNotice?: string;
}

/** Only the entries of `typed` this form has controls for. */
function pickKnown<T>(typed: Record<string, T>, names: string[]): Record<string, T> {
  return Object.fromEntries(Object.entries(typed).filter(([name]) => names.includes(name)));
}

/** The notice's "{key}" placeholders filled (in bold) from the answer; null if the answer lacks one. */
function fillNotice(template: string, answer: unknown): ReactNode[] | null {
  const fields = answer && typeof answer === "object" ? (answer as Record<string, unknown>) : {};
  const parts: ReactNode[] = [];
  for (const [index, part] of template.split(/\{(\w+)\}/).entries()) {
    if (index % 2 === 0) parts.push(part);
    else {
      const value = fields[part];
      if (typeof value !== "string" && typeof value !== "number") return null;
      parts.push(<strong key={index}>{value}</strong>);
    }
  }
  return parts;
}

/**
 * The site's forms (sign-in, registration, profile, password change, complaints, campaign
 * registration): JSON to the API, the
 * server's Polish field messages shown beside each field, focus on the first one.
 */
export default function JsonForm({
  action,
  method,
  fields,
  consents = [],
  submitLabel,
  busyLabel,
  signInAfter,
  redirect,
  successToast,
  extra = {},
  resetAfter,
  successNotice,
}: JsonFormProps) {
  const initialValues = () => Object.fromEntries(fields.map((field) => [field.name, field.value ?? field.options?.[0] ?? ""]));
  const [values, setValues] = useState<Record<string, string>>(initialValues);
  const [checked, setChecked] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(consents.map((consent) => [consent.name, false])),
  );
  const { formRef, errors, setErrors, showFieldErrors } = useFieldErrors();
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<ReactNode[] | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // Until hydrated the server's form has no handler: sent then, the browser would put every field
  // (e-mail, password, the complaint) in the address as a GET. The button waits for the script.
  const hydrated = useHydrated();
  useTypedBeforeHydration(formRef, ({ values: typed, ticked }) => {
    setValues((current) => ({
      ...current,
      ...pickKnown(
        typed,
        fields.map((field) => field.name),
      ),
    }));
    setChecked((current) => ({
      ...current,
      ...pickKnown(
        ticked,
        consents.map((consent) => consent.name),
      ),
    }));
  });
  useEffect(() => {
    // Brought into view: after sending, the shopper looks at the button, far below it on a phone.
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setAlert(null);
    setErrors({});
    setNotice(null);
    try {
      const answer = await fetchJson<unknown>(action, { method, body: JSON.stringify({ ...extra, ...values, ...checked }) });
      if (signInAfter) await siteApi.auth.signin.$post({ json: { email: values.email ?? "", password: values.password ?? "" } });
      if (redirect) {
        queueToastForNextPage(successToast);
        location.assign(redirect);
        return;
      }
      showToast(successToast, "success");
      if (successNotice) setNotice(fillNotice(successNotice, answer));
      if (resetAfter) setValues(initialValues());
      setBusy(false);
    } catch (error) {
      setBusy(false);
      const body = errorBodyOf(error);
      if (showFieldErrors(body)) {
        setAlert(FIELDS_ALERT);
        return;
      }
      setAlert(body?.message ?? "Nie udało się wysłać formularza. Sprawdź połączenie i spróbuj ponownie.");
    }
  }

  return (
    <form ref={formRef} className="json-form" noValidate onSubmit={submit}>
      {notice ? (
        <p ref={noticeRef} className="form-success" role="status" tabIndex={-1}>
          {notice}
        </p>
      ) : null}
      {alert ? (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      ) : null}
      {fields.map((field) => {
        const id = `account-${field.name}`;
        const error = errors[field.name];
        return (
          <div key={field.name} className={error ? "field invalid" : "field"}>
            <label htmlFor={id}>{field.label}</label>
            <FieldControl
              field={field}
              id={id}
              value={values[field.name] ?? ""}
              invalid={Boolean(error)}
              describedBy={describedBy(id, error, field.hint)}
              onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
            />
            <FieldMessages id={id} error={error} hint={field.hint} />
          </div>
        );
      })}
      {consents.map((consent) => (
        <div key={consent.name}>
          <label className={errors[consent.name] ? "checkbox invalid" : "checkbox"}>
            <input
              type="checkbox"
              name={consent.name}
              checked={checked[consent.name] ?? false}
              aria-invalid={errors[consent.name] ? true : undefined}
              aria-describedby={errors[consent.name] ? `account-${consent.name}-error` : undefined}
              onChange={(event) => setChecked((current) => ({ ...current, [consent.name]: event.target.checked }))}
            />
            <span>
              {consent.text}
              {consent.link ? (
                <a href={consent.link.href} {...(consent.link.href.startsWith("#") ? {} : { target: "_blank", rel: "noopener" })}>
                  {consent.link.text}
                </a>
              ) : null}
              {consent.rest}
            </span>
          </label>
          <FieldMessages id={`account-${consent.name}`} error={errors[consent.name]} />
        </div>
      ))}
      <ScriptNeededNote />
      <button type="submit" className="button button-primary button-block" disabled={!hydrated || busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}

function FieldControl({
  field,
  id,
  value,
  invalid,
  describedBy,
  onChange,
}: {
  field: Field;
  id: string;
  value: string;
  invalid: boolean;
  describedBy?: string;
  onChange: (value: string) => void;
}) {
  const common = {
    id,
    name: field.name,
    value,
    "aria-invalid": invalid ? true : undefined,
    "aria-describedby": describedBy,
    "aria-required": field.required === false ? undefined : true,
  } as const;
  if (field.type === "textarea") return <textarea {...common} rows={5} onChange={(event) => onChange(event.target.value)} />;
  if (field.type === "select") {
    return (
      <select {...common} onChange={(event) => onChange(event.target.value)}>
        {(field.options ?? []).map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    );
  }
  return (
    <input {...common} type={field.type ?? "text"} autoComplete={field.autoComplete} onChange={(event) => onChange(event.target.value)} />
  );
}
