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
