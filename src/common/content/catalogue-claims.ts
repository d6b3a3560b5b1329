import { formatNumber } from "../i18n/intl";
import type { CatalogueFacts } from "./types";

/**
 * What content may claim about the offers, worded from their counts rather than written once and
 * left to go stale: a claim the data does not support misleads (ustawa o przeciwdziałaniu
 * nieuczciwym praktykom rynkowym, art. 5), and the EPREL link is what Regulation (EU) 2020/740
 * art. 6 asks of an offer with a registration number.
 */

/** Every tyre on sale has a real EPREL record (the label's QR code and the link to the database). */
export function eprelOnEveryOffer(catalogue: CatalogueFacts | null): boolean {
  return catalogue !== null && catalogue.tyres > 0 && catalogue.eprelLinked === catalogue.tyres;
}

/** The EPREL link and QR code, said of as many tyres as have them. */
export function eprelSentence(catalogue: CatalogueFacts | null): string {
  if (eprelOnEveryOffer(catalogue))
    return "Przy każdej ofercie jest też kod QR etykiety i link do europejskiej bazy EPREL, w której sprawdzisz etykietę u źródła.";
  if (catalogue && catalogue.eprelLinked > 0)
    return `Kod QR etykiety i link do europejskiej bazy EPREL, w której sprawdzisz etykietę u źródła, ma ${formatNumber(catalogue.eprelLinked)} z ${formatNumber(catalogue.tyres)} opon w ofercie: te, dla których dostawca podał numer rejestracyjny opony w tej bazie. Przy pozostałych piszemy wprost, że tego numeru nie mamy.`;
  return "Kod QR etykiety i link do europejskiej bazy EPREL dodajemy przy oponach, dla których dostawca poda numer rejestracyjny w tej bazie. Gdy go nie mamy, piszemy o tym wprost przy etykiecie.";
}

/** The all-season tyres in one line: the 3PMSF mark claimed only as far as the tyres on sale carry it. */
export function allSeasonSentence(catalogue: CatalogueFacts | null): string {
  if (!catalogue || catalogue.allSeason === 0) return "Jeden komplet na cały rok.";
  if (catalogue.allSeason3pmsf === catalogue.allSeason) return "Jeden komplet na cały rok, wszystkie z symbolem 3PMSF.";
  return `Jeden komplet na cały rok; symbol 3PMSF ma ${formatNumber(catalogue.allSeason3pmsf)} z ${formatNumber(catalogue.allSeason)} opon.`;
}
