import "../../runtime/shared-deps";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { BREAKPOINTS, FILTER_COUNT_DEBOUNCE_MS } from "../../../src/common/config/storefront";
import { SheetActions } from "./actions";
import { useHydrated } from "../../runtime/use-hydrated";

const CountedSheetActions = lazy(() => import("./count"));

export interface FilterSheetProps {
  /** The shop API's catalogue search; it answers the count of a choice before it is applied. */
  searchUrl: string;
  /** Every narrowing filter's page and API names (packFormParams). */
  params: string;
  /** The listing's count as rendered. */
  total: number;
  clearHref: string;
  clearLabel: string;
}

const DESKTOP = `(min-width: ${BREAKPOINTS.lg}px)`;

/**
 * The form's fields as its GET would send them: what the count (./count.tsx, loaded with the first
 * choice) turns into the search's query. The mapping to the API's names loads with it, not with the listing.
 */
function formFields(form: HTMLFormElement): string {
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") fields.append(name, value);
  return fields.toString();
}

const isTyped = (target: EventTarget | null) => target instanceof HTMLInputElement && (target.type === "number" || target.type === "text");

/**
 * The listing's filters, enhanced. Below the desktop breakpoint the panel becomes a full-screen
 * sheet that stays open while the shopper chooses: each choice asks the search for its count
 * (debounced), shown on the apply button ("Pokaż 57 opon"). On desktop a choice applies at once,
 * as before. Typed fields (prices) never apply on "change", which fires when the shopper merely
 * moves from the minimum to the maximum: only Enter or a button applies them. "Szukaj producenta"
 * narrows the producer list as the shopper types and applies nothing.
 * Without scripts the form is a plain GET form with its "Pokaż wyniki" button.
 */
export default function FilterSheet({ searchUrl, params, total, clearHref, clearLabel }: FilterSheetProps) {
  const root = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  /** The count's query once the shopper changed something; null: the listing as rendered. */
  const [query, setQuery] = useState<string | null>(null);

  useEffect(() => {
    const form = root.current?.closest("form");
    const panel = form?.closest("details");
    if (!form || !panel) return;
    const desktop = window.matchMedia(DESKTOP);
    form.setAttribute("data-enhanced", "");
    panel.setAttribute("data-sheet", "");
    // The filters sit in a sidebar on desktop: open from the start.
    if (desktop.matches) panel.open = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const recount = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setQuery(formFields(form)), FILTER_COUNT_DEBOUNCE_MS);
    };
    // "Szukaj producenta" narrows the producers (./producer-search.ts, loaded with the first letter).
    // Typing in it chooses nothing, and Enter applies nothing.
    const search = form.querySelector<HTMLInputElement>("[data-producer-search]");
    const narrow = () => {
      void import("./producer-search").then((module) => module.narrowProducers(form, search!.value));
    };
    const onSearchKey = (event: KeyboardEvent) => event.key === "Enter" && event.preventDefault();
    const onChange = (event: Event) => {
      if (event.target === search) return;
      if (!desktop.matches) recount();
      else if (!isTyped(event.target)) form.requestSubmit();
    };
    const onInput = (event: Event) => {
      if (!desktop.matches && isTyped(event.target)) recount();
    };
    // The page behind the sheet does not scroll along.
    const onToggle = () => document.documentElement.classList.toggle("filter-sheet-open", panel.open && !desktop.matches);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || desktop.matches || !panel.open) return;
      panel.open = false;
      panel.querySelector("summary")?.focus();
    };
    search?.addEventListener("input", narrow);
    search?.addEventListener("keydown", onSearchKey);
    // A value the browser restored (back navigation) narrows the list at once.
    if (search?.value) narrow();
    form.addEventListener("change", onChange);
    form.addEventListener("input", onInput);
    panel.addEventListener("toggle", onToggle);
    panel.addEventListener("keydown", onKey);
    return () => {
      clearTimeout(timer);
      search?.removeEventListener("input", narrow);
      search?.removeEventListener("keydown", onSearchKey);
      form.removeEventListener("change", onChange);
      form.removeEventListener("input", onInput);
      panel.removeEventListener("toggle", onToggle);
      panel.removeEventListener("keydown", onKey);
      document.documentElement.classList.remove("filter-sheet-open");
    };
  }, []);

  const actions = { clearHref, clearLabel, hydrated };
  // Counting a choice needs the query cache: its module (and TanStack Query) loads with the first choice on a phone.
  if (query === null) return <SheetActions ref={root} shown={total} pending={false} announce={false} {...actions} />;
  return (
    <Suspense fallback={<SheetActions ref={root} shown={total} pending announce={false} {...actions} />}>
      <CountedSheetActions
        searchUrl={searchUrl}
        params={params}
        fields={query}
        render={(shown, pending) => <SheetActions ref={root} shown={shown} pending={pending} announce {...actions} />}
      />
    </Suspense>
  );
}
