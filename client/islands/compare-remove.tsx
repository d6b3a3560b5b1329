import "../runtime/shared-deps";
import { useState } from "react";
import { removeFromCompare } from "../state/compare";

/** "Usuń z porównania" on the compare page: takes the tyre out of the cookie and reloads. */
export default function CompareRemove({ sku, name }: { sku: string; name: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="link-button compare-remove"
      aria-label={`Usuń z porównania: ${name}`}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        removeFromCompare(sku);
        location.reload();
      }}
    >
      Usuń z porównania
    </button>
  );
}
