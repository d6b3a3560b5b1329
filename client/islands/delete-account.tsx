import "../runtime/shared-deps";
import { useQueryClient } from "@tanstack/react-query";
import { fetchJson } from "../query";
import { openModal } from "../state/modal";
import { queueToastForNextPage, showToast } from "../state/ui";

/** "Usuń konto" on /konto: asks in the confirm modal, deletes, forgets everything cached, goes home. */
export default function DeleteAccount(_props: Record<string, never>) {
  const queryClient = useQueryClient();
  async function deleteAccount() {
    try {
      await fetchJson("/api/account/user", { method: "DELETE" });
      queryClient.clear();
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
