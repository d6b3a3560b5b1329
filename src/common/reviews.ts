/**
 * Verified reviews (issue 35): what a buyer marks and how the shop names it. One list of criteria
 * for the review form, the shop API's checks, the data page's breakdown and the back office.
 * Imports nothing but config, so the server and (if ever needed) the browser share it.
 */
import type { Season } from "./config/storefront";
import { plural, type PluralForms } from "./i18n/plural";

/** The marks besides the overall one, each 1–5 and optional; `snow` only where it applies. */
export const REVIEW_CRITERIA = [
  { key: "dry", label: "Prowadzenie na suchej nawierzchni" },
  { key: "wet", label: "Przyczepność na mokrej nawierzchni" },
  { key: "snow", label: "Zachowanie na śniegu" },
  { key: "noise", label: "Cichość" },
  { key: "comfort", label: "Komfort jazdy" },
  { key: "wear", label: "Odporność na zużycie" },
] as const;
export type ReviewCriterion = (typeof REVIEW_CRITERIA)[number]["key"];

/** Snow is marked only for tyres made for it: winter and all-season ones. */
export function criteriaFor(season: Season): (typeof REVIEW_CRITERIA)[number][] {
  return REVIEW_CRITERIA.filter((criterion) => criterion.key !== "snow" || season !== "letnie");
}

/** The words of a mark, for the form's radio buttons and screen readers. */
export const MARK_WORDS: Record<number, string> = {
  1: "bardzo słabo",
  2: "słabo",
  3: "przeciętnie",
  4: "dobrze",
  5: "bardzo dobrze",
};

const REVIEW_WORDS: PluralForms = { one: "opinia", few: "opinie", many: "opinii", other: "opinii" };

/** "1 opinia", "3 opinie", "5 opinii", "22 opinie". */
export function reviewCount(count: number): string {
  return `${count} ${plural(count, REVIEW_WORDS)}`;
}

/** An average mark as Poles write it: "4,5" (one decimal, comma). */
export function ratingText(average: number): string {
  oneDecimal ??= new Intl.NumberFormat("pl-PL", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return oneDecimal.format(Math.round(average * 10) / 10);
}

/** Made once, at the first rating shown (toLocaleString with options makes a formatter per call). */
let oneDecimal: Intl.NumberFormat | undefined;

/**
 * What the page says about whether and how reviews are verified: since the Omnibus directive
 * (2019/2161) the Polish act on unfair market practices counts this as material information
 * (leaving it out misleads), and claiming reviews come from buyers without checking it is banned.
 * One text for the data page and the help page.
 */
export const REVIEW_VERIFICATION_TEXT =
  "Opinie są weryfikowane: wystawić je może tylko kupujący tę oponę w naszym sklepie, przez link z e-maila wysłanego po doręczeniu zamówienia – jedna opinia na każdą pozycję zamówienia. Publikujemy opinie pozytywne i negatywne; nie zmieniamy ich treści, a odrzucamy tylko te niezgodne z regulaminem opinii.";

/** Where the help page explains it (src/common/content/pages/help.ts, the "Opinie" section). */
export const REVIEW_HELP_ANCHOR = "opinie";
