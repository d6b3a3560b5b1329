import { SEASONS, type Season, VEHICLE_TYPES, type VehicleType } from "../config/storefront";

/**
 * Seasons and vehicle types in words, one record each. Plain text (no ICU), so the browser imports
 * this small module rather than the whole catalogue; src/common/i18n/messages.ts takes its
 * "season.*" and "vehicle.*" messages from here, so t() reads the same words.
 */
const SEASON_NAMES = {
  /** "zimowe": "opony zimowe", in lists and headings. */
  plural: { zimowe: "zimowe", letnie: "letnie", caloroczne: "całoroczne" },
  /** "Zimowe": a season on its own, as an option. */
  label: { zimowe: "Zimowe", letnie: "Letnie", caloroczne: "Całoroczne" },
  /** "zimowa": "opona zimowa". */
  singular: { zimowe: "zimowa", letnie: "letnia", caloroczne: "całoroczna" },
  /** "zimowych": "rozmiary opon zimowych". */
  genitive: { zimowe: "zimowych", letnie: "letnich", caloroczne: "całorocznych" },
} as const satisfies Record<string, Record<Season, string>>;

const VEHICLE_NAMES = {
  /** A facet or menu option. */
  label: { "osobowe-suv": "Osobowe i SUV", dostawcze: "Dostawcze", "terenowe-4x4": "Terenowe 4x4" },
  /** A listing's heading. */
  heading: {
    "osobowe-suv": "Opony do samochodów osobowych i SUV",
    dostawcze: "Opony do samochodów dostawczych",
    "terenowe-4x4": "Opony terenowe 4x4",
  },
  /** A link to the listing. */
  tyres: { "osobowe-suv": "Opony osobowe i SUV", dostawcze: "Opony dostawcze", "terenowe-4x4": "Opony terenowe 4x4" },
  /** What a model is made for. */
  cars: { "osobowe-suv": "samochody osobowe i SUV", dostawcze: "samochody dostawcze", "terenowe-4x4": "samochody terenowe 4x4" },
} as const satisfies Record<string, Record<VehicleType, string>>;

export function seasonName(season: Season, form: keyof typeof SEASON_NAMES = "plural"): string {
  return SEASON_NAMES[form][season];
}

export function vehicleName(vehicle: VehicleType, form: keyof typeof VEHICLE_NAMES = "label"): string {
  return VEHICLE_NAMES[form][vehicle];
}

type SeasonMessages = { [S in Season as `season.${S}`]: string } & { [S in Season as `season.${"label" | "singular"}.${S}`]: string };
type VehicleMessages = { [V in VehicleType as `vehicle.${V}`]: string } & {
  [V in VehicleType as `vehicle.${"heading" | "tyres" | "cars"}.${V}`]: string;
};

/** The same words as message ids ("season.zimowe", "season.label.zimowe", "vehicle.heading.dostawcze"…). */
export const SEASON_AND_VEHICLE_MESSAGES = Object.fromEntries([
  ...SEASONS.flatMap((season) => [
    [`season.${season}`, SEASON_NAMES.plural[season]],
    [`season.label.${season}`, SEASON_NAMES.label[season]],
    [`season.singular.${season}`, SEASON_NAMES.singular[season]],
  ]),
  ...VEHICLE_TYPES.flatMap((vehicle) => [
    [`vehicle.${vehicle}`, VEHICLE_NAMES.label[vehicle]],
    [`vehicle.heading.${vehicle}`, VEHICLE_NAMES.heading[vehicle]],
    [`vehicle.tyres.${vehicle}`, VEHICLE_NAMES.tyres[vehicle]],
    [`vehicle.cars.${vehicle}`, VEHICLE_NAMES.cars[vehicle]],
  ]),
]) as SeasonMessages & VehicleMessages;
