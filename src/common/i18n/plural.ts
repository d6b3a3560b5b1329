import { LOCALE } from "../config/locale";

/** The Polish plural forms of a phrase; "#" stands for the number. */
export interface PluralForms {
  zero?: string;
  one: string;
  few: string;
  many: string;
  other: string;
}

const rules = new Intl.PluralRules(LOCALE);

/** Picks the form with the platform's CLDR rules (no ICU parser in the bundle). */
export function plural(count: number, forms: PluralForms): string {
  const form = count === 0 && forms.zero !== undefined ? forms.zero : forms[rules.select(count) as keyof PluralForms];
  return (form ?? forms.other).replaceAll("#", String(count));
}

/** "dzień roboczy", "dni robocze", "dni roboczych": the words after a number of working days (or a range's last). */
export const WORKING_DAY_WORDS: PluralForms = { one: "dzień roboczy", few: "dni robocze", many: "dni roboczych", other: "dni roboczych" };

/** "1 dzień roboczy", "3 dni robocze", "5 dni roboczych": a delivery time in working days. */
export function workingDays(count: number): string {
  return `${count} ${plural(count, WORKING_DAY_WORDS)}`;
}

/** "1 dnia roboczego", "3 dni roboczych": working days after "w ciągu" (genitive). */
export function workingDaysGenitive(count: number): string {
  return `${count} ${plural(count, { one: "dnia roboczego", few: "dni roboczych", many: "dni roboczych", other: "dni roboczych" })}`;
}
