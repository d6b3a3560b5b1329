import { blogArticlePath } from "../../common/routes";
import { dotCode } from "../../common/reference/tyre-rules";

/** "31. tydzień 2026 (DOT 3126)", or the year alone for an offer without its DOT week. */
export function productionDateText(week: number | null, year: number): string {
  return week ? `${week}. tydzień ${year} (DOT ${dotCode(week, year)})` : String(year);
}

/** The blog article that explains the DOT code, linked beside production dates. */
export const DOT_ARTICLE_PATH = blogArticlePath("bezpieczenstwo", "wiek-opony-kod-dot");
