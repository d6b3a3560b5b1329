import { COMPARE_COOKIE, COMPARE_COOKIE_MAX_AGE_S } from "../../src/common/config/storefront";
import { appState, setCompareTyres } from "./app";
import {
  addToCompareList,
  compareAction,
  parseStoredCompareTyres,
  swapInCompareList,
  type CompareTyre,
} from "../../src/common/compare-item";
import { readCookie, writeCookie } from "./cookies";

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

export function swapCompare(outSku: string, item: CompareTyre): void {
  restoreCompareTyres();
  store(swapInCompareList(appState.compareTyres, outSku, item));
}

export function removeFromCompare(sku: string): void {
  restoreCompareTyres();
  store(appState.compareTyres.filter((tyre) => tyre.sku !== sku));
}
