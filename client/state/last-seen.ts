import { proxy } from "valtio";
import { LAST_SEEN_MAX_ITEMS, LAST_SEEN_STORAGE_KEY, LAST_SEEN_TTL_MS } from "../../src/common/config/storefront";
import { isCompareTyreList, type CompareTyre } from "../../src/common/compare-item";
import { functionalStorageAllowed } from "./consent";

export type LastSeenProduct = CompareTyre & { addedAt: number };

export const lastSeenState = proxy<{ items: LastSeenProduct[]; mounted: boolean }>({ items: [], mounted: false });

/** Entries younger than the TTL, newest first, at most the maximum. */
export function visibleLastSeen(items: LastSeenProduct[], now = Date.now()): LastSeenProduct[] {
  return items.filter((item) => now - item.addedAt < LAST_SEEN_TTL_MS).slice(0, LAST_SEEN_MAX_ITEMS);
}

function readStored(): LastSeenProduct[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(LAST_SEEN_STORAGE_KEY) ?? "[]");
    if (!isCompareTyreList(parsed)) return [];
    return (parsed as LastSeenProduct[]).filter((item) => typeof item.addedAt === "number");
  } catch {
    return [];
  }
}

/**
 * The list after viewing `item` (SPEC §4): it goes first, an older entry with the same sku goes,
 * expired entries go, and the list is cut to the maximum.
 */
export function addToLastSeen(items: readonly LastSeenProduct[], item: CompareTyre, now: number): LastSeenProduct[] {
  return visibleLastSeen([{ ...item, addedAt: now }, ...items.filter((entry) => entry.sku !== item.sku)], now);
}

/**
 * Records a data page visit in local storage (and in the shared list the panels show), only with
 * the visitor's consent to functional storage: the list is a convenience, not strictly necessary
 * for the service the visitor asked for (Prawo komunikacji elektronicznej art. 399, ePrivacy art. 5(3)).
 */
export function recordLastSeen(item: CompareTyre, now = Date.now()): void {
  if (!functionalStorageAllowed()) return;
  const items = addToLastSeen(readStored(), item, now);
  try {
    localStorage.setItem(LAST_SEEN_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage full or blocked: the panel simply shows what this page knows.
  }
  lastSeenState.items = items;
}

/** Restores the list from local storage after hydration (the panel shows only once mounted). */
export function restoreLastSeen(): void {
  if (!functionalStorageAllowed()) forgetLastSeen();
  lastSeenState.items = visibleLastSeen(readStored());
  lastSeenState.mounted = true;
}

/** Consent to functional storage withdrawn (or never given): the stored list goes. */
export function forgetLastSeen(): void {
  try {
    localStorage.removeItem(LAST_SEEN_STORAGE_KEY);
  } catch {
    // Storage blocked: there is nothing stored either.
  }
  lastSeenState.items = [];
}
