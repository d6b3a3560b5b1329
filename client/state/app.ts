import { proxy } from "valtio";
import type { SelectedCar } from "../../src/common/car-fit";
import type { CompareTyre } from "../../src/common/compare-item";

/**
 * The shared client state of SPEC §3. compareTyres and selectedCar are used; the selected tyre
 * joins when something reads it. selectedCar is set, from its cookie, only by the code that loads
 * when a car was chosen (client/runtime/car-fit-dom.ts): unset (empty) in the initial object, so a page
 * without a car ships no byte of it.
 */
export interface AppState {
  compareTyres: CompareTyre[];
  selectedCar?: SelectedCar | null;
}

export const appState = proxy<AppState>({ compareTyres: [] });

export function setCompareTyres(tyres: CompareTyre[]): void {
  appState.compareTyres = tyres;
}
