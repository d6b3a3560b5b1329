/**
 * The header's search box's labels (client/islands/search-box.tsx, twice on every page: a phone's
 * and a desktop's): plain text (no ICU syntax), so the browser imports them with the island instead
 * of every page carrying them in its props (issue 37). A module of their own, imported by that
 * island alone, so the client build keeps them in the island's chunk (a module shared by two
 * islands becomes a chunk of its own, one more request). The server's messages take them from here:
 * one source.
 */
import type { PluralForms } from "./plural";

export const SEARCH_LABELS = {
  field: "Szukaj opon",
  placeholder: "Rozmiar, producent, model lub auto",
  submit: "Szukaj",
  open: "Otwórz wyszukiwarkę",
  close: "Zamknij wyszukiwarkę",
  suggestions: "Podpowiedzi",
  /** What each kind of suggestion is, said after its name ("Model opony"). */
  kinds: { listing: "Lista opon", model: "Model opony", car: "Opony do samochodu", tyre: "Opona" },
  /** "1 opona", "3 opony", "5 opon": a listing's count. */
  count: {
    zero: "brak opon w magazynie",
    one: "# opona",
    few: "# opony",
    many: "# opon",
    other: "# opony",
  } satisfies PluralForms,
};
