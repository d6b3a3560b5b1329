import "../runtime/shared-deps";
import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { CompareForm } from "../../src/common/ui/action-forms";
import { appState } from "../state/app";
import { restoreCompareTyres, toggleCompare } from "../state/compare";
import type { CompareTyre } from "../../src/common/compare-item";
import { openModal } from "../state/modal";
import { useHydrated } from "../runtime/use-hydrated";

export interface CompareToggleProps {
  item: CompareTyre;
}

/** Compare / remove-compare for the data page's tyre (SPEC §4): the label follows the shared selection. */
export default function CompareToggle({ item }: CompareToggleProps) {
  const { compareTyres } = useSnapshot(appState);
  useEffect(restoreCompareTyres, []);
  const hydrated = useHydrated();
  const selected = hydrated && compareTyres.some((tyre) => tyre.sku === item.sku);
  return (
    <CompareForm
      sku={item.sku}
      slug={item.slug}
      selected={selected}
      onSubmit={(event) => {
        event.preventDefault();
        // With three chosen, the shopper picks which one the new tyre replaces.
        if (toggleCompare(item) === "full") openModal({ type: "compare", item });
      }}
    />
  );
}
