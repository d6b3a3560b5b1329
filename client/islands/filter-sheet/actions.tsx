import type { Ref } from "react";
import { plural, type PluralForms } from "../../../src/common/i18n/plural";

export interface SheetLabels {
  /** The button without a count: before the script runs, or when the count is unknown. */
  submit: string;
  /** "Pokaż # opon": the button with the count. */
  show: PluralForms;
  /** "Znaleziono # opon": said to screen readers when the count changes. */
  found: PluralForms;
  clear: string;
}

export interface SheetActionsProps {
  ref?: Ref<HTMLDivElement>;
  /** The count the apply button offers; null when unknown (a refused value): it then just says "Pokaż wyniki". */
  shown: number | null;
  pending: boolean;
  /** Say the count to screen readers (once a choice was counted). */
  announce: boolean;
  clearHref: string;
  labels: SheetLabels;
  hydrated: boolean;
}

/** The filter form's apply button with its count, the reset link and the live region (client/islands/filter-sheet/index.tsx). */
export function SheetActions({ ref, shown, pending, announce, clearHref, labels, hydrated }: SheetActionsProps) {
  return (
    <div ref={ref} className="facet-actions" data-pending={pending ? "" : undefined}>
      <button type="submit" className="button button-primary button-block">
        {hydrated && shown !== null ? plural(shown, labels.show) : labels.submit}
      </button>
      <a href={clearHref}>{labels.clear}</a>
      <span className="visually-hidden" aria-live="polite">
        {announce && shown !== null && !pending ? plural(shown, labels.found) : ""}
      </span>
    </div>
  );
}
