import { COMPARE_COOKIE } from "../../src/config";
import { setCompareTyres } from "./app";
import { isCompareTyreList, type CompareTyre } from "./compare-item";
import { readCookie } from "./cookies";

/** Reads the compare cookie; anything that is not a valid stored list counts as empty. */
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

/** Called after hydration so the server markup (always empty) matches first. */
export function restoreCompareTyres(): void {
  setCompareTyres(readStoredCompareTyres());
}
