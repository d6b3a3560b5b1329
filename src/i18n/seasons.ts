import type { Season } from "../config";

/** "zimowe" (plural adjective: "opony zimowe"), the form used in lists and headings. */
export const SEASON_PLURAL: Record<Season, string> = { zimowe: "zimowe", letnie: "letnie", caloroczne: "całoroczne" };
/** "Zimowe": a season on its own, as an option label. */
export const SEASON_LABEL: Record<Season, string> = { zimowe: "Zimowe", letnie: "Letnie", caloroczne: "Całoroczne" };
/** "zimowa" (singular: "opona zimowa"). */
export const SEASON_SINGULAR: Record<Season, string> = { zimowe: "zimowa", letnie: "letnia", caloroczne: "całoroczna" };
