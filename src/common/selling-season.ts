import { TIME_ZONE } from "./config/locale";
import { SELLING_SEASON_TYRES, WINTER_SELLING_MONTHS } from "./config/merchandising";
import type { Season } from "./config/storefront";

/** What drivers are buying for now: winter tyres from October to March, summer tyres from April to September. */
export type SellingSeason = keyof typeof SELLING_SEASON_TYRES;

let warsawMonth: Intl.DateTimeFormat | undefined;

/** The selling season at an instant, by the month in Warsaw (config: WINTER_SELLING_MONTHS). */
export function sellingSeason(now: number = Date.now()): SellingSeason {
  warsawMonth ??= new Intl.DateTimeFormat("en", { timeZone: TIME_ZONE, month: "numeric" });
  const month = Number(warsawMonth.format(now));
  return WINTER_SELLING_MONTHS.includes(month) ? "zimowe" : "letnie";
}

/** The tyre seasons a selling season's best sellers come from: its own and all-season tyres. */
export function sellingSeasonTyres(season: SellingSeason): Season[] {
  return [...SELLING_SEASON_TYRES[season]];
}
