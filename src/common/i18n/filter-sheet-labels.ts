/**
 * The listing's filter panel's labels (client/islands/filter-sheet): its apply button and the count
 * it shows while choosing: plain text (no ICU syntax), so the browser imports them with the island
 * instead of every page carrying them in its props (issue 37). A module of their own, imported by
 * that island alone, so the client build keeps them in the island's chunk (a module shared by two
 * islands becomes a chunk of its own, one more request).
 */
import type { PluralForms } from "./plural";

/** The listing's filter panel: its apply button and the count it shows while choosing. */
export const FILTER_SHEET_LABELS = {
  submit: "Pokaż wyniki",
  show: {
    zero: "Brak pasujących opon",
    one: "Pokaż # oponę",
    few: "Pokaż # opony",
    many: "Pokaż # opon",
    other: "Pokaż # opony",
  } satisfies PluralForms,
  found: {
    zero: "Brak pasujących opon",
    one: "Znaleziono # oponę",
    few: "Znaleziono # opony",
    many: "Znaleziono # opon",
    other: "Znaleziono # opony",
  } satisfies PluralForms,
};
