import { blogArticlePath } from "../../common/routes";
import { dotCode } from "../../common/reference/tyre-rules";

/**
 * "31. tydzień 2026 (DOT 3126)"; for an offer whose supplier gave only the year, the year and
 * that the week is not known (never a week made up from it).
 */
export function productionDateText(week: number | null, year: number): string {
  return week ? `${week}. tydzień ${year} (DOT ${dotCode(week, year)})` : `rok ${year} (dostawca nie podał tygodnia)`;
}

/** The blog article that explains the DOT code, linked beside production dates. */
export const DOT_ARTICLE_PATH = blogArticlePath("bezpieczenstwo", "wiek-opony-kod-dot");
