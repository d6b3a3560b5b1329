import { COMPARE_COOKIE, COMPARE_COOKIE_MAX_AGE_S, COMPARE_MAX_ITEMS } from "../../src/common/config";
import { appState, setCompareTyres } from "./app";
import { isCompareTyreList, type CompareTyre } from "../../src/common/compare-item";
import { readCookie, writeCookie } from "./cookies";

/**
 * A stored compare value (SPEC §5): accepted only as a JSON array of valid items, else empty (and
 * the next write replaces it). An oversized or repeated list is cut back to the rules.
 */
export function parseStoredCompareTyres(raw: string | null): CompareTyre[] {
  if (!raw || raw.length > MAX_STORED_LENGTH) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isCompareTyreList(parsed)) return [];
    return parsed.reduce<CompareTyre[]>((list, item) => addToCompareList(list, item), []);
  } catch {
    return [];
  }
}

/** Three items take ~2 KB; anything far beyond is not ours. */
const MAX_STORED_LENGTH = 8_000;

export function readStoredCompareTyres(): CompareTyre[] {
  return parseStoredCompareTyres(readCookie(COMPARE_COOKIE));
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

/** Replaces the tyre `outSku` by `item`, in the same slot (the swap modal's confirmation). */
export function swapInCompareList(list: readonly CompareTyre[], outSku: string, item: CompareTyre): CompareTyre[] {
  if (list.some((tyre) => tyre.sku === item.sku)) return [...list];
  return list.map((tyre) => (tyre.sku === outSku ? item : tyre));
}

/**
 * Compare pressed on a tyre: removes it when present, adds it otherwise. With the list full
 * nothing changes and the caller opens the swap modal, where the shopper picks which one goes.
 */
export function toggleCompare(item: CompareTyre): "added" | "removed" | "full" {
  restoreCompareTyres();
  const current = appState.compareTyres;
  const action = compareAction(current, item);
  if (action === "removed") store(current.filter((tyre) => tyre.sku !== item.sku));
  if (action === "added") store(addToCompareList(current, item));
  return action;
}

/** What pressing compare on `item` does to the list (SPEC §4). */
export function compareAction(list: readonly CompareTyre[], item: CompareTyre): "added" | "removed" | "full" {
  if (list.some((tyre) => tyre.sku === item.sku)) return "removed";
  return list.length >= COMPARE_MAX_ITEMS ? "full" : "added";
}

export function swapCompare(outSku: string, item: CompareTyre): void {
  restoreCompareTyres();
  store(swapInCompareList(appState.compareTyres, outSku, item));
}

export function removeFromCompare(sku: string): void {
  restoreCompareTyres();
  store(appState.compareTyres.filter((tyre) => tyre.sku !== sku));
}
