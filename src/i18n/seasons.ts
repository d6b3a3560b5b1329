import type { Season, VehicleType } from "../config";
import { messages } from "./messages";

/**
 * Seasons and vehicle types in words: one record each, in the messages catalogue (src/i18n/messages.ts).
 * Plain strings (no ICU), so they are read directly; the browser may import the catalogue too.
 */

/** "zimowe" ("opony zimowe", lists and headings); "Zimowe" (an option on its own); "zimowa" ("opona zimowa"). */
export function seasonName(season: Season, form: "plural" | "label" | "singular" = "plural"): string {
  return messages[form === "plural" ? (`season.${season}` as const) : (`season.${form}.${season}` as const)];
}

/** "Osobowe i SUV" (a facet); "Opony do samochodów osobowych i SUV" (a heading); "Opony osobowe i SUV" (a link); "samochody osobowe i SUV". */
export function vehicleName(vehicle: VehicleType, form: "label" | "heading" | "tyres" | "cars" = "label"): string {
  return messages[form === "label" ? (`vehicle.${vehicle}` as const) : (`vehicle.${form}.${vehicle}` as const)];
}
