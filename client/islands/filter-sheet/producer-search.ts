import { foldLetters } from "../../../src/common/fold-letters";

/**
 * "Szukaj producenta" (src/site/pages/listing.tsx, ProducerFacet): hides the producers whose name
 * (its option's text, as written or without Polish letters) does not hold what was typed; the
 * stylesheet says when none does. Loaded with the first letter typed, not with every listing.
 */
export function narrowProducers(form: HTMLFormElement, typed: string): void {
  const wanted = typed.trim().toLowerCase();
  for (const option of form.querySelectorAll<HTMLElement>(".producer-facet label.option")) {
    const name = option.textContent?.trim() ?? "";
    option.hidden = !name.toLowerCase().includes(wanted) && !foldLetters(name).includes(wanted);
  }
}
