import type { Ref } from "react";
import { FILTER_SHEET_LABELS } from "../../../src/common/i18n/filter-sheet-labels";
import { plural } from "../../../src/common/i18n/plural";

export interface SheetActionsProps {
  ref?: Ref<HTMLDivElement>;
  /** The count the apply button offers; null when unknown (a refused value): it then just says "Pokaż wyniki". */
  shown: number | null;
  pending: boolean;
  /** Say the count to screen readers (once a choice was counted). */
  announce: boolean;
  clearHref: string;
  /** "Wyczyść filtry" (LABELS.clearFilters, the server's words). */
  clearLabel: string;
  hydrated: boolean;
}

/** The filter form's apply button with its count, the reset link and the live region (client/islands/filter-sheet/index.tsx). */
export function SheetActions({ ref, shown, pending, announce, clearHref, clearLabel, hydrated }: SheetActionsProps) {
  const labels = FILTER_SHEET_LABELS;
  return (
    <div ref={ref} className="facet-actions" data-pending={pending ? "" : undefined}>
      <button type="submit" className="button button-primary button-block">
        {hydrated && shown !== null ? plural(shown, labels.show) : labels.submit}
      </button>
      <a href={clearHref}>{clearLabel}</a>
      <span className="visually-hidden" aria-live="polite">
        {announce && shown !== null && !pending ? plural(shown, labels.found) : ""}
      </span>
    </div>
  );
}
