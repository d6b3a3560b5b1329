import "../../runtime/shared-deps";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { BREAKPOINTS, FILTER_COUNT_DEBOUNCE_MS } from "../../../src/common/config";
import { SheetActions, type SheetLabels } from "./actions";
import { useHydrated } from "../../runtime/use-hydrated";

const CountedSheetActions = lazy(() => import("./count"));

/** One narrowing filter as the form and the shop API's search name it (src/common/listing-filters.ts). */
export interface FilterParam {
  query: string;
  api: string;
  kind: "choice" | "list" | "int" | "flag";
  /** The API's unit per page unit (prices: grosze per złoty). */
  scale?: number;
}

export interface FilterSheetProps {
  /** The shop API's catalogue search; it answers the count of a choice before it is applied. */
  searchUrl: string;
  params: FilterParam[];
  /** The listing's count as rendered. */
  total: number;
  clearHref: string;
  labels: SheetLabels;
}

const DESKTOP = `(min-width: ${BREAKPOINTS.lg}px)`;

/** The search's query for a form's fields (the API's names and units), just the count. */
export function countQuery(form: HTMLFormElement, params: FilterParam[]): string {
  const data = new FormData(form);
  const query = new URLSearchParams();
  for (const param of params) {
    const values = data
      .getAll(param.query)
      .map((value) => String(value).trim())
      .filter(Boolean);
    if (!values.length) continue;
    const [first] = values as [string];
    if (param.kind === "list") query.set(param.api, [...new Set(values.flatMap((value) => value.split(",")))].sort().join(","));
    else if (param.kind === "flag") query.set(param.api, "1");
    // A page drops what is not a whole number; the count does the same.
    else if (param.kind === "int") {
      if (/^\d{1,6}$/.test(first)) query.set(param.api, String(Number(first) * (param.scale ?? 1)));
    } else query.set(param.api, first);
  }
  query.set("limit", "1");
  query.set("facets", "0");
  return query.toString();
}

const isTyped = (target: EventTarget | null) => target instanceof HTMLInputElement && (target.type === "number" || target.type === "text");

/**
 * The listing's filters, enhanced. Below the desktop breakpoint the panel becomes a full-screen
 * sheet that stays open while the shopper chooses: each choice asks the search for its count
 * (debounced), shown on the apply button ("Pokaż 57 opon"). On desktop a choice applies at once,
 * as before. Typed fields (prices) never apply on "change", which fires when the shopper merely
 * moves from the minimum to the maximum: only Enter or a button applies them.
 * Without scripts the form is a plain GET form with its "Pokaż wyniki" button.
 */
export default function FilterSheet({ searchUrl, params, total, clearHref, labels }: FilterSheetProps) {
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
      timer = setTimeout(() => setQuery(countQuery(form, params)), FILTER_COUNT_DEBOUNCE_MS);
    };
    const onChange = (event: Event) => {
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
    form.addEventListener("change", onChange);
    form.addEventListener("input", onInput);
    panel.addEventListener("toggle", onToggle);
    panel.addEventListener("keydown", onKey);
    return () => {
      clearTimeout(timer);
      form.removeEventListener("change", onChange);
      form.removeEventListener("input", onInput);
      panel.removeEventListener("toggle", onToggle);
      panel.removeEventListener("keydown", onKey);
      document.documentElement.classList.remove("filter-sheet-open");
    };
  }, [params]);

  const actions = { clearHref, labels, hydrated };
  // Counting a choice needs the query cache: its module (and TanStack Query) loads with the first choice on a phone.
  if (query === null) return <SheetActions ref={root} shown={total} pending={false} announce={false} {...actions} />;
  return (
    <Suspense fallback={<SheetActions ref={root} shown={total} pending announce={false} {...actions} />}>
      <CountedSheetActions
        searchUrl={searchUrl}
        query={query}
        render={(shown, pending) => <SheetActions ref={root} shown={shown} pending={pending} announce {...actions} />}
      />
    </Suspense>
  );
}
