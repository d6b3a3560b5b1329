/**
 * One field of a back-office form that the shop API validates (settings, campaigns): its label,
 * a hint under it, and after a refusal the API's Polish message for it, tied to the input by
 * aria-describedby with aria-invalid set. Plain HTML: the forms work without JavaScript.
 */
export interface FieldSpec {
  name: string;
  label: string;
  hint?: string;
  type?: "text" | "email" | "tel" | "date" | "textarea" | "select" | "checkbox";
  inputMode?: "numeric" | "decimal" | "text";
  autoComplete?: string;
  required?: boolean;
  /** A textarea's limit and height. */
  maxLength?: number;
  rows?: number;
  /** A select's choices: value and label ("" for "none"). */
  options?: { value: string; label: string }[];
}

/** The form's values by field name, as text ("1" for a ticked checkbox). */
export type FieldValues = Record<string, string>;

export function Field({ idPrefix, spec, values, error }: { idPrefix: string; spec: FieldSpec; values: FieldValues; error?: string }) {
  const id = `${idPrefix}-${spec.name}`;
  const described = [spec.hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name: spec.name,
    required: spec.required,
    "aria-describedby": described,
    "aria-invalid": error ? true : undefined,
  };
  const value = values[spec.name] ?? "";
  const hint = spec.hint ? (
    <small id={`${id}-hint`} className="panel-muted">
      {spec.hint}
    </small>
  ) : null;
  const message = error ? (
    <small id={`${id}-error`} className="settings-error">
      {error}
    </small>
  ) : null;
  if (spec.type === "checkbox")
    return (
      <div className="settings-field">
        <label className="panel-choice" htmlFor={id}>
          <input {...common} type="checkbox" value="1" defaultChecked={value === "1"} /> {spec.label}
        </label>
        {hint}
        {message}
      </div>
    );
  return (
    <div className="settings-field">
      <label htmlFor={id}>{spec.label}</label>
      {spec.type === "textarea" ? (
        <textarea {...common} defaultValue={value} rows={spec.rows ?? 4} maxLength={spec.maxLength ?? 600} />
      ) : spec.type === "select" ? (
        <select {...common} defaultValue={value}>
          {(spec.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          defaultValue={value}
          type={spec.type ?? "text"}
          inputMode={spec.inputMode}
          autoComplete={spec.autoComplete ?? "off"}
        />
      )}
      {hint}
      {message}
    </div>
  );
}

/** A refused form's messages by field, as the shop API's VALIDATION_ERROR lists them. */
export function fieldErrors(fields: { path: string; message: string }[] | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  // The first message of a field is the one to fix first.
  for (const entry of fields ?? []) errors[entry.path] ??= entry.message;
  return errors;
}
