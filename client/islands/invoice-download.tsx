import "../runtime/shared-deps";
import { useState } from "react";
import { answer, siteApi } from "../api/clients";
import { showToast } from "../state/ui";

/**
 * "Pobierz fakturę (PDF)" on an order's page: asks the site API where the invoice is (SPEC §7)
 * and downloads it. Before hydration the link itself already points at the PDF.
 */
export default function InvoiceDownload({ orderId, pdfUrl }: { orderId: number; pdfUrl: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <a
      className="button button-secondary"
      href={pdfUrl}
      download
      aria-busy={busy || undefined}
      onClick={async (event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        try {
          const { url } = await answer(siteApi.account.orders[":id{[0-9]{1,9}}"].invoice.$get({ param: { id: String(orderId) } }));
          window.location.assign(url);
        } catch {
          showToast("Nie udało się pobrać faktury. Spróbuj ponownie za chwilę.", "error");
        } finally {
          setBusy(false);
        }
      }}
    >
      Pobierz fakturę (PDF)
    </a>
  );
}
