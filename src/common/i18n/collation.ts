/**
 * Alphabetical order as Polish readers expect it (Dayton, Dębica, Dunlop; Škoda after Seat):
 * SQLite's ORDER BY compares bytes, which puts every letter with a diacritic after "z". Numbers
 * inside names count as numbers ("Serie 3" before "Serie 10").
 */
const polish = new Intl.Collator("pl", { numeric: true });

/**
 * Two texts in that order. One collator for the isolate: `localeCompare(b, "pl", …)` builds an ICU
 * collator on every call (a listing's facet sort spent ~1 ms a request on it, issue 37).
 */
export const comparePolish: (a: string, b: string) => number = polish.compare;

export function byPolishName<T extends { name: string }>(a: T, b: T): number {
  return polish.compare(a.name, b.name);
}
