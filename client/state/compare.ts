import { COMPARE_COOKIE, COMPARE_COOKIE_MAX_AGE_S, COMPARE_MAX_ITEMS } from "../../src/config";
import { appState, setCompareTyres } from "./app";
import { isCompareTyreList, type CompareTyre } from "./compare-item";
import { readCookie, writeCookie } from "./cookies";

/** Reads the compare cookie; anything that is not a valid stored list counts as empty (SPEC §5). */
export function readStoredCompareTyres(): CompareTyre[] {
  const raw = readCookie(COMPARE_COOKIE);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return isCompareTyreList(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

let restored = false;

/** Called after hydration so the server markup (always empty) matches first. */
export function restoreCompareTyres(): void {
  if (restored) return;
  restored = true;
  setCompareTyres(readStoredCompareTyres());
}

function store(tyres: CompareTyre[]): void {
  setCompareTyres(tyres);
  writeCookie(COMPARE_COOKIE, JSON.stringify(tyres), COMPARE_COOKIE_MAX_AGE_S);
}

/**
 * The list rules of SPEC §4–§5 as a pure function: unique by sku, a present sku is ignored, at
 * most COMPARE_MAX_ITEMS, keeping the last ones.
 */
export function addToCompareList(list: readonly CompareTyre[], item: CompareTyre): CompareTyre[] {
  if (list.some((tyre) => tyre.sku === item.sku)) return [...list];
  return [...list, item].slice(-COMPARE_MAX_ITEMS);
}

/**
 * Compare pressed on a tyre: removes it when present, adds it otherwise. With the list full the
 * oldest is replaced (the swap dialog of the compare feature will ask which one instead).
 */
export function toggleCompare(item: CompareTyre): "added" | "removed" | "replaced-oldest" {
  restoreCompareTyres();
  const current = appState.compareTyres;
  if (current.some((tyre) => tyre.sku === item.sku)) {
    store(current.filter((tyre) => tyre.sku !== item.sku));
    return "removed";
  }
  const full = current.length >= COMPARE_MAX_ITEMS;
  store(addToCompareList(current, item));
  return full ? "replaced-oldest" : "added";
}
