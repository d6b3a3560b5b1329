import "../runtime/shared-deps";
import { siteApi } from "../api/clients";
import { openModal } from "../state/modal";
import { queueToastForNextPage, showToast } from "../state/ui";

/** "Usuń konto" on /konto: asks in the confirm modal, deletes, goes home (a new page: nothing cached in this one survives). */
export default function DeleteAccount(_props: Record<string, never>) {
  async function deleteAccount() {
    try {
      await siteApi.account.user.$delete();
      queueToastForNextPage("Konto zostało usunięte.");
      window.location.assign("/");
    } catch {
      showToast("Nie udało się usunąć konta. Spróbuj ponownie za chwilę.", "error");
    }
  }
  return (
    <button
      type="button"
      className="button button-danger"
      onClick={() =>
        openModal({
          type: "confirm",
          title: "Usunąć konto?",
          description:
            "Usuniemy Twoje konto i dane kontaktowe oraz wylogujemy Cię na wszystkich urządzeniach. Zamówienia pozostaną w dokumentacji księgowej bez Twojego e-maila i telefonu. Tej operacji nie można cofnąć.",
          confirmLabel: "Usuń konto",
          cancelLabel: "Anuluj",
          onConfirm: deleteAccount,
        })
      }
    >
      Usuń konto
    </button>
  );
}
