/**
 * What the site's forms (sign-in, registration, account, complaints: json-form; checkout:
 * checkout-form, whose server-rendered refusals arrive as `initial` errors) share about a refused answer: the APIs' error body, the Polish message per
 * field beside that field, and focus on the first invalid field once the messages are shown.
 */
import { type RefObject, useEffect, useRef, useState } from "react";
import { ApiError } from "../api/fetch-json";
import type { ErrorBody } from "../api/server-types";

/** Field path as the API names it ("shipping.city") → its message. */
export type FieldErrors = Record<string, string>;

/** Above a form whose fields the server refused. */
export const FIELDS_ALERT = "Popraw zaznaczone pola formularza.";

/** The error body of a failed API call; null for anything else (no connection, an answer that is not JSON). */
export function errorBodyOf(error: unknown): ErrorBody | null {
  return error instanceof ApiError ? error.data : null;
}

/** The first message of each field a validation answer names, under `pathOf(path)`. */
export function fieldErrorsOf(body: ErrorBody | null, pathOf: (path: string) => string = (path) => path): FieldErrors {
  const found: FieldErrors = {};
  for (const field of body?.fields ?? []) found[pathOf(field.path)] ??= field.message;
  return found;
}

/**
 * A form's field errors (`initial`: the ones the server rendered the form with). `showFieldErrors`
 * puts an answer's field messages on screen and then focuses the first control marked
 * aria-invalid inside `formRef`'s form; `showErrors` does the same with messages already placed.
 */
export function useFieldErrors(initial: FieldErrors = {}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>(initial);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [focusRequest]);

  function showErrors(found: FieldErrors): void {
    setErrors(found);
    setFocusRequest((count) => count + 1);
  }

  /** Shows the fields `body` names (paths through `pathOf`); false, changing nothing, when it names none. */
  function showFieldErrors(body: ErrorBody | null, pathOf?: (path: string) => string): boolean {
    if (!body?.fields?.length) return false;
    showErrors(fieldErrorsOf(body, pathOf));
    return true;
  }

  /** Forgets one field's message (the shopper is correcting it). */
  function clearError(name: string): void {
    setErrors(({ [name]: _, ...rest }) => rest);
  }

  return { formRef, errors, setErrors, showErrors, showFieldErrors, clearError };
}

/** What the shopper changed in the server's form before it hydrated: values by control name, ticks by checkbox name. */
export interface TypedBeforeHydration {
  values: Record<string, string>;
  ticked: Record<string, boolean>;
}

/**
 * What the shopper typed, chose or ticked in the server's form before its island hydrated (a slow
 * phone, the browser's autofill) stays on the screen but not in the island's state, and the next
 * render would wipe it. Once hydrated, `adopt` gets every named control that differs from the
 * server's markup, so a control left alone never overrides what the island restored itself.
 */
export function useTypedBeforeHydration(formRef: RefObject<HTMLFormElement | null>, adopt: (typed: TypedBeforeHydration) => void): void {
  const adopted = useRef(false);
  const adoptRef = useRef(adopt);
  adoptRef.current = adopt;
  useEffect(() => {
    const form = formRef.current;
    if (!form || adopted.current) return;
    adopted.current = true;
    const typed: TypedBeforeHydration = { values: {}, ticked: {} };
    for (const control of form.elements) {
      if (control instanceof HTMLInputElement && control.name) {
        if (control.type === "checkbox") {
          if (control.checked !== control.defaultChecked) typed.ticked[control.name] = control.checked;
        } else if (control.type === "radio") {
          if (control.checked && !control.defaultChecked) typed.values[control.name] = control.value;
        } else if (control.value !== control.defaultValue) typed.values[control.name] = control.value;
      } else if (control instanceof HTMLTextAreaElement && control.name) {
        if (control.value !== control.defaultValue) typed.values[control.name] = control.value;
      } else if (control instanceof HTMLSelectElement && control.name) {
        if ([...control.options].some((option) => option.selected !== option.defaultSelected)) typed.values[control.name] = control.value;
      }
    }
    if (Object.keys(typed.values).length || Object.keys(typed.ticked).length) adoptRef.current(typed);
  }, [formRef]);
}

/** aria-describedby of a control with this id: its error and hint paragraphs (<FieldMessages>). */
export function describedBy(id: string, error: string | undefined, hint?: string): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
}

/** The error and hint under a control, with the ids describedBy() names. */
export function FieldMessages({ id, error, hint }: { id: string; error: string | undefined; hint?: string }) {
  return (
    <>
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </>
  );
}

/**
 * Beside a form the script sends (its button stays disabled until then): what a shopper with
 * JavaScript switched off reads instead of a button that does nothing.
 */
export function ScriptNeededNote() {
  return (
    <noscript>
      <p className="form-alert">Ten formularz działa po włączeniu JavaScriptu w przeglądarce. Możesz też zadzwonić lub napisać do nas.</p>
    </noscript>
  );
}
