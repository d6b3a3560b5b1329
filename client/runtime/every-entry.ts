/**
 * A snapshot's list as a new array, each entry read here. valtio re-renders a component only for
 * what its own render read; a lazily loaded child's reads are not seen while its code loads, so a
 * list that changed meanwhile without changing its length (a swap, a data page's visit recorded
 * just after the list was restored) would otherwise stay on the screen as it was. Islands that
 * hand a list to a lazy panel pass it through this.
 */
export const everyEntry = <T>(items: readonly T[]): T[] => [...items];
