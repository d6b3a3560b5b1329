import { proxy } from "valtio";
import type { CompareTyre } from "./compare-item";

/** The shared client state of SPEC §3: three values, all initially empty, separately settable. */
export interface AppState {
  selectedCar: { make: string; model: string } | null;
  compareTyres: CompareTyre[];
  selectedTyre: CompareTyre | null;
}

export const appState = proxy<AppState>({ selectedCar: null, compareTyres: [], selectedTyre: null });

export function setSelectedCar(car: AppState["selectedCar"]): void {
  appState.selectedCar = car;
}
export function setCompareTyres(tyres: CompareTyre[]): void {
  appState.compareTyres = tyres;
}
export function setSelectedTyre(tyre: CompareTyre | null): void {
  appState.selectedTyre = tyre;
}
