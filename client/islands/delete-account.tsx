import "../runtime/shared-deps";
import { type FormEvent, useState } from "react";
import { siteApi } from "../api/clients";
import { describedBy, errorBodyOf, FieldMessages, ScriptNeededNote, useFieldErrors, useTypedBeforeHydration } from "../forms/forms";
import { useHydrated } from "../runtime/use-hydrated";
import { openModal } from "../state/modal";
import { queueToastForNextPage, showToast } from "../state/ui";

const PASSWORD_ID = "delete-account-password";

/**
 * "Usuń konto" on /konto: the password again (a session left open must not be enough), then the
 * confirm modal, then home (a new page: nothing cached in this one survives). A refused password
 * is shown under its field; the account stays.
 */
export default function DeleteAccount(_props: Record<string, never>) {
  const [password, setPassword] = useState("");
  const { formRef, errors, setErrors, showFieldErrors } = useFieldErrors();
  // Until hydrated the form has no handler: sent then, the browser would put the password in the address.
  const hydrated = useHydrated();
  useTypedBeforeHydration(formRef, ({ values }) => {
    if (values.password !== undefined) setPassword(values.password);
  });

  async function deleteAccount() {
    try {
      await siteApi.account.user.$delete({ json: { password } });
      queueToastForNextPage("Konto zostało usunięte.");
      window.location.assign("/");
    } catch (error) {
      const body = errorBodyOf(error);
      if (showFieldErrors(body)) return;
      // A wrong password belongs to its field, in the server's words.
      if (body?.error_code === "INVALID_OLD_PASSWORD") {
        showFieldErrors({ ...body, fields: [{ path: "password", message: body.message }] });
        return;
      }
      showToast(body?.message ?? "Nie udało się usunąć konta. Spróbuj ponownie za chwilę.", "error");
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    // Nothing typed: the server's refusal names what is missing; there is nothing to confirm yet.
    if (!password) {
      void deleteAccount();
      return;
    }
    openModal({
      type: "confirm",
      title: "Usunąć konto?",
      description:
        "Usuniemy Twoje konto i dane kontaktowe oraz wylogujemy Cię na wszystkich urządzeniach. Zamówienia pozostaną w dokumentacji księgowej bez Twojego e-maila i telefonu. Tej operacji nie można cofnąć.",
      confirmLabel: "Usuń konto",
      cancelLabel: "Anuluj",
      onConfirm: deleteAccount,
    });
  }

  const error = errors.password;
  return (
    <form ref={formRef} className="json-form delete-account-form" noValidate onSubmit={submit}>
      <div className={error ? "field invalid" : "field"}>
        <label htmlFor={PASSWORD_ID}>Hasło (potwierdzenie usunięcia konta)</label>
        <input
          id={PASSWORD_ID}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(PASSWORD_ID, error)}
          onChange={(event) => setPassword(event.target.value)}
        />
        <FieldMessages id={PASSWORD_ID} error={error} />
      </div>
      <ScriptNeededNote />
      <button type="submit" className="button button-danger" disabled={!hydrated}>
        Usuń konto
      </button>
    </form>
  );
}
