import "../runtime/shared-deps";
import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { FORM_ACTIONS } from "../../src/config";
import { appState } from "../state/app";
import { restoreCompareTyres, toggleCompare } from "../state/compare";
import type { CompareTyre } from "../state/compare-item";
import { openModal } from "../state/modal";
import { useHydrated } from "../runtime/use-hydrated";
import { CompareIcon } from "../icons";

export interface CompareToggleProps {
  item: CompareTyre;
  labels: { add: string; remove: string };
}

/**
 * Compare / remove-compare for one tyre (SPEC §4): the label follows the shared selection. A real
 * form: without scripts the site toggles the compare cookie (src/pages/basket-actions.tsx).
 */
export default function CompareToggle({ item, labels }: CompareToggleProps) {
  const { compareTyres } = useSnapshot(appState);
  useEffect(restoreCompareTyres, []);
  const hydrated = useHydrated();
  const selected = hydrated && compareTyres.some((tyre) => tyre.sku === item.sku);
  return (
    <form
      className="compare-form"
      method="post"
      action={FORM_ACTIONS.compareToggle}
      onSubmit={(event) => {
        event.preventDefault();
        // With three chosen, the shopper picks which one the new tyre replaces.
        if (toggleCompare(item) === "full") openModal({ type: "compare", item });
      }}
    >
      <input type="hidden" name="sku" value={item.sku} />
      <input type="hidden" name="slug" value={item.slug} />
      <button type="submit" className={selected ? "compare-toggle selected" : "compare-toggle"} aria-pressed={selected}>
        <CompareIcon />
        <span>{selected ? labels.remove : labels.add}</span>
      </button>
    </form>
  );
}
