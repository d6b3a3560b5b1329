import { proxy } from "valtio";
import type { CompareTyre } from "./compare-item";

/**
 * The shared client state of SPEC §3. Of its three values only compareTyres is read today; the
 * selected car and tyre join when something reads them (the "fits my car" issue), not before.
 */
export interface AppState {
  compareTyres: CompareTyre[];
}

export const appState = proxy<AppState>({ compareTyres: [] });

export function setCompareTyres(tyres: CompareTyre[]): void {
  appState.compareTyres = tyres;
}
