import { lazy, Suspense, useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import { appState } from "../../state/app";
import { restoreCompareTyres } from "../../state/compare";
import { everyEntry } from "../../runtime/every-entry";
import { useHydrated } from "../../runtime/use-hydrated";

export interface CompareBarProps {
  compareHref: string;
}

/** The bar's code loads with the first chosen tyre (a shopper who compares nothing never downloads it). */
const CompareBarPanel = lazy(() => import("./panel"));

/**
 * The compare bar of listing and data pages (SPEC §4): nothing until a tyre is chosen; from then
 * on (even after the last one is removed, so it can slide away) its panel.
 */
export default function CompareBar({ compareHref }: CompareBarProps) {
  const { compareTyres: stored } = useSnapshot(appState);
  const compareTyres = useHydrated() ? stored : [];
  useEffect(restoreCompareTyres, []);
  const [needed, setNeeded] = useState(false);
  if (compareTyres.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <CompareBarPanel compareHref={compareHref} compareTyres={everyEntry(compareTyres)} />
    </Suspense>
  );
}
