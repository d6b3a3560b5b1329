import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement } from "react";
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_SUGGEST_DEBOUNCE_MS, SEARCH_SUGGEST_MIN_CHARS } from "../../src/common/config/storefront";
import { formatZloty } from "../../src/common/i18n/money";
import { SEARCH_LABELS } from "../../src/common/i18n/search-labels";
import { plural } from "../../src/common/i18n/plural";
import type { SearchSuggestion, SuggestAnswer } from "../api/server-types";

export interface SearchBoxProps {
  /** desktop: the field in the header; mobile: an icon that opens the search over the whole screen. */
  variant: "desktop" | "mobile";
  /** The results page (a plain GET form: it works before and without this script). */
  action: string;
  /** The shop API's suggestions (GET ?q=). */
  endpoint: string;
  /** What the field holds when the page shows a search's results. */
  query?: string;
}

/**
 * The header's search: a GET form to the results page, and once the shopper starts typing,
 * suggestions under the field (a combobox: arrows move through them, Enter opens the chosen one,
 * Escape closes the list). On a phone an icon opens it over the whole screen: a native <details>,
 * so it opens before the script has loaded too. The island hydrates with the first touch of it
 * (data-hydrate="interaction"): no page pays for its script before someone searches.
 */
export default function SearchBox({ variant, action, endpoint, query = "" }: SearchBoxProps): ReactElement {
  const labels = SEARCH_LABELS;
  const id = useId();
  const listId = `${id}-lista`;
  const inputRef = useRef<HTMLInputElement>(null);
  const sheetRef = useRef<HTMLDetailsElement>(null);
  const [answer, setAnswer] = useState<SuggestAnswer | null>(null);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef<AbortController>(undefined);

  const ask = (text: string) => {
    clearTimeout(timer.current);
    pending.current?.abort();
    if (text.trim().length < SEARCH_SUGGEST_MIN_CHARS) {
      setAnswer(null);
      setOpen(false);
      return;
    }
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      pending.current = controller;
      fetch(`${endpoint}?${new URLSearchParams({ q: text.trim() })}`, {
        signal: controller.signal,
        headers: { accept: "application/json" },
      })
        .then((response) => (response.ok ? (response.json() as Promise<SuggestAnswer>) : null))
        .then((next) => {
          if (controller.signal.aborted) return;
          setAnswer(next);
          setActive(-1);
          setOpen(Boolean(next?.suggestions.length));
        })
        // A failed suggestion is no error to show: the form still searches.
        .catch(() => undefined);
    }, SEARCH_SUGGEST_DEBOUNCE_MS);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration (ask only reads refs and setters)
  useEffect(() => {
    // Typed before the script came: suggest for it now. A phone's sheet opened before: its field takes the focus.
    const input = inputRef.current;
    if (!input) return;
    if (sheetRef.current?.open) input.focus();
    if (document.activeElement === input) ask(input.value);
    const sheet = sheetRef.current;
    const onToggle = () => {
      document.body.toggleAttribute("data-search-open", Boolean(sheet?.open));
      if (sheet?.open) input.focus();
    };
    sheet?.addEventListener("toggle", onToggle);
    return () => {
      sheet?.removeEventListener("toggle", onToggle);
      clearTimeout(timer.current);
      pending.current?.abort();
    };
  }, []);

  const suggestions = open ? (answer?.suggestions ?? []) : [];
  const optionId = (index: number) => `${id}-opcja-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!answer?.suggestions.length) return;
      event.preventDefault();
      setOpen(true);
      const count = answer.suggestions.length;
      setActive((current) => (event.key === "ArrowDown" ? (current + 1) % count : (current <= 0 ? count : current) - 1));
    } else if (event.key === "Enter" && open && active >= 0 && suggestions[active]) {
      event.preventDefault();
      window.location.assign(suggestions[active].href);
    } else if (event.key === "Escape") {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (sheetRef.current?.open) {
        sheetRef.current.open = false;
        sheetRef.current.querySelector("summary")?.focus();
      }
    }
  };

  const form = (
    <search className="search-form">
      <form className="search-form-inner" action={action} method="get" aria-label={labels.field}>
        <input
          ref={inputRef}
          className="search-input"
          aria-label={labels.field}
          // A text field: the ARIA combobox role is not allowed on type="search" (Nu Html Checker); the phone's keyboard still shows "search".
          type="text"
          inputMode="search"
          name="q"
          defaultValue={query}
          placeholder={labels.placeholder}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-controls={listId}
          aria-expanded={suggestions.length > 0}
          aria-activedescendant={active >= 0 && suggestions[active] ? optionId(active) : undefined}
          onInput={(event) => ask(event.currentTarget.value)}
          onFocus={(event) => answer && event.currentTarget.value.trim().length >= SEARCH_SUGGEST_MIN_CHARS && setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
        />
        {/* The icon is the button's ::before; its name the label (an element less in every header). */}
        <button type="submit" className="search-submit icon-before icon-search" aria-label={labels.submit} />
        {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the combobox pattern's list of options (WAI-ARIA APG) */}
        <ul id={listId} className="search-suggestions" role="listbox" aria-label={labels.suggestions} hidden={suggestions.length === 0}>
          {suggestions.map((suggestion, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: the field keeps the focus and names the option (aria-activedescendant)
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the field's (arrows, Enter, Escape)
            <li
              key={suggestion.href}
              id={optionId(index)}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the combobox's list
              role="option"
              aria-selected={index === active}
              className={`search-suggestion search-suggestion-${suggestion.kind}`}
              // An option holds no link (nothing interactive inside an option); the field keeps the focus.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => window.location.assign(suggestion.href)}
            >
              <span className="search-suggestion-label">{suggestion.label}</span>
              <span className="search-suggestion-detail">{detail(suggestion, labels)}</span>
            </li>
          ))}
        </ul>
      </form>
    </search>
  );

  if (variant === "desktop") return <div className="search-box search-box-desktop">{form}</div>;
  return (
    <details ref={sheetRef} className="search-sheet">
      <summary className="icon-button search-sheet-toggle">
        {/* Each state's icon is its span's ::before, its words for screen readers. */}
        <span className="search-sheet-open icon-before icon-search">
          <span className="visually-hidden">{labels.open}</span>
        </span>
        <span className="search-sheet-close icon-before icon-close">
          <span className="visually-hidden">{labels.close}</span>
        </span>
      </summary>
      <div className="search-sheet-panel">{form}</div>
    </details>
  );
}

/** What a suggestion is: its kind, a listing's count, a tyre's price. */
function detail(suggestion: SearchSuggestion, labels: typeof SEARCH_LABELS): string {
  if (suggestion.kind === "listing" && suggestion.count !== undefined) return plural(suggestion.count, labels.count);
  if (suggestion.kind === "tyre" && suggestion.price !== undefined) return formatZloty(suggestion.price / 100);
  return labels.kinds[suggestion.kind];
}
