import type { BlogArticle } from "../types";
import { article as threePmsf } from "./3pmsf-czy-m-s-oznaczenia-zimowe";
import { article as allSeason } from "./czy-warto-kupic-opony-caloroczne";
import { article as euLabel } from "./jak-czytac-etykiete-unijna-opon";
import { article as winterChange } from "./kiedy-zmienic-opony-na-zimowe";
import { article as runFlat } from "./opony-run-flat-co-warto-wiedziec";
import { article as tyreAge } from "./wiek-opony-kod-dot";

/** All blog articles, newest first. */
export const BLOG_ARTICLES: BlogArticle[] = [runFlat, allSeason, threePmsf, winterChange, tyreAge, euLabel].sort((a, b) =>
  b.published.localeCompare(a.published),
);
