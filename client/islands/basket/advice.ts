import { seasonName } from "../../../src/common/i18n/seasons";
import type { BasketWarning } from "./warnings";
import { plural } from "../../../src/common/i18n/plural";
import type { CheckoutLine } from "../../api/server-types";

/**
 * Same-axle advice for the basket (issue 22): pure, small, run by the basket island on the server
 * and in the browser, so the advice follows every change of a quantity.
 *
 * Why these rules: fitters put tyres on in pairs, and the two wheels of an axle must match in
 * size, construction, load and speed rating and tread (Polish vehicle technical-conditions rules say so for one axle;
 * tyre makers and fitters advise the same tread on all four), or the car pulls and brakes
 * unevenly. Run-flat tyres go on all four wheels or none: the car's handling and its missing spare
 * wheel rely on them. So, among a season's tyres of one size (one "set"):
 *  - a tyre in an odd quantity is advised (1 or 3 is rarely meant; 2 is an axle, 4 a car), unless
 *    the set's mixing advice already explains it (1 + 1 of two models);
 *  - different models, or one model in different constructions or ratings (load and speed index,
 *    XL, van C), are advised when the set adds up to one axle or one car (LIKELY_ONE_CAR_TOTALS);
 *    6 or 8 may be two cars;
 *  - run-flat mixed with standard is advised at any total;
 * and per size, 2 summer + 2 winter tyres probably meant 4 of one season.
 */

/**
 * Fitters put tyres on in pairs, one axle's two wheels alike; a car takes four. A season's tyres of one size adding up to one of
 * LIKELY_ONE_CAR_TOTALS are probably one axle or one car, so mixed models or constructions among
 * them are pointed out; other totals (6, 8: a fleet, a second car) are left alone.
 * Kept here, not in src/common/config/: the config module sits in the chunk every page loads, and only
 * the basket reads these.
 */
export const TYRES_PER_AXLE = 2;
export const TYRES_PER_CAR = 4;
export const LIKELY_ONE_CAR_TOTALS: readonly number[] = [TYRES_PER_AXLE, TYRES_PER_CAR];

type AdviceProduct = Pick<
  CheckoutLine["variant"]["product"],
  "producer" | "tread" | "season" | "size" | "load_index" | "speed_index" | "xl" | "cargo" | "run_flat"
>;

/** A basket line as the rules read it: a checkout line fits as it is. */
export interface AdviceLine {
  sku: string;
  quantity: number;
  variant: { product: AdviceProduct };
}

export const SAME_AXLE_ADVICE_CODES = [
  "axle.odd_quantity",
  "axle.mixed_tread",
  "axle.mixed_construction",
  "axle.run_flat_mixed",
  "axle.two_seasons",
] as const;
export type SameAxleAdviceCode = (typeof SAME_AXLE_ADVICE_CODES)[number];

/** One build of tyre within a set: lines of the same model and construction (other production years, another approval mark) add up. */
interface TyreCount {
  product: AdviceProduct;
  quantity: number;
  skus: string[];
}

const piecesForms = { one: "# szt.", few: "# szt.", many: "# szt.", other: "# szt." };
const inBasketForms = { one: "jest # szt.", few: "są # szt.", many: "jest # szt.", other: "jest # szt." };

/** "Michelin Primacy 4 94V XL run-flat": the tyre's name with what sets it apart on an axle (its size too, when asked). */
function tyreName(product: AdviceProduct, withSize = false): string {
  const flags = [product.xl ? "XL" : "", product.cargo ? "C" : "", product.run_flat ? "run-flat" : ""].filter(Boolean);
  return [product.producer, product.tread, withSize ? product.size : "", `${product.load_index}${product.speed_index}`, ...flags]
    .filter(Boolean)
    .join(" ");
}

/** What one axle's tyres must share beyond season and size: the model, and the construction and rating. */
const modelOf = (product: AdviceProduct) => `${product.producer}\n${product.tread}`;
const constructionOf = (product: AdviceProduct) =>
  `${product.load_index}${product.speed_index}:${product.xl}:${product.cargo}:${product.run_flat}`;

function listed(tyres: readonly TyreCount[]): string {
  return tyres.map((tyre) => `${tyreName(tyre.product)} (${plural(tyre.quantity, piecesForms)})`).join(", ");
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    const group = groups.get(name);
    if (group) group.push(item);
    else groups.set(name, [item]);
  }
  return [...groups.values()];
}

function tyresOf(lines: readonly AdviceLine[]): TyreCount[] {
  return groupBy(lines, (line) => `${modelOf(line.variant.product)}\n${constructionOf(line.variant.product)}`).map((same) => ({
    product: same[0]!.variant.product,
    quantity: same.reduce((sum, line) => sum + line.quantity, 0),
    skus: same.map((line) => line.sku),
  }));
}

const skusOf = (tyres: readonly TyreCount[]) => tyres.flatMap((tyre) => tyre.skus);
const sum = (tyres: readonly TyreCount[]) => tyres.reduce((total, tyre) => total + tyre.quantity, 0);

/** The advice for one season's tyres of one size, and whether it already covers their odd quantities. */
function setAdvice(tyres: readonly TyreCount[]): { warning: BasketWarning<SameAxleAdviceCode> | null; explainsOdd: boolean } {
  const { season, size } = tyres[0]!.product;
  const total = sum(tyres);
  const likelyOneCar = LIKELY_ONE_CAR_TOTALS.includes(total);
  const runFlat = tyres.filter((tyre) => tyre.product.run_flat);
  const standard = tyres.filter((tyre) => !tyre.product.run_flat);
  if (runFlat.length && standard.length) {
    return {
      warning: {
        code: "axle.run_flat_mixed",
        message:
          `Opon run-flat nie łączy się ze zwykłymi: samochód jeździ na nich na wszystkich kołach albo na żadnym. ` +
          `W koszyku są opony ${season} ${size} obu rodzajów – run-flat: ${listed(runFlat)}; zwykłe: ${listed(standard)}. Wybierz jeden rodzaj.`,
        skus: skusOf(tyres),
      },
      explainsOdd: likelyOneCar,
    };
  }
  if (!likelyOneCar) return { warning: null, explainsOdd: false };
  const where = total === TYRES_PER_AXLE ? "Na jednej osi" : "Na jednej osi – a najlepiej na wszystkich czterech kołach –";
  if (new Set(tyres.map((tyre) => modelOf(tyre.product))).size > 1) {
    return {
      warning: {
        code: "axle.mixed_tread",
        message:
          `${where} montuje się opony tego samego modelu. W koszyku są opony ${season} ${size} różnych modeli: ${listed(tyres)}. ` +
          `Jeśli są do jednego samochodu, wybierz jeden model.`,
        skus: skusOf(tyres),
      },
      explainsOdd: true,
    };
  }
  // One model left, yet more than one build: they differ in construction or rating.
  if (tyres.length > 1) {
    return {
      warning: {
        code: "axle.mixed_construction",
        message:
          `${where} montuje się opony tej samej konstrukcji. W koszyku są opony ${season} ${size} w różnych wersjach: ${listed(tyres)}. ` +
          `Jeśli są do jednego samochodu, wybierz jedną wersję.`,
        skus: skusOf(tyres),
      },
      explainsOdd: true,
    };
  }
  return { warning: null, explainsOdd: false };
}

function oddQuantity(tyre: TyreCount): BasketWarning<SameAxleAdviceCode> {
  const { product } = tyre;
  return {
    code: "axle.odd_quantity",
    message:
      `Opony montuje się parami na osi – w koszyku ${plural(tyre.quantity, inBasketForms)} ${tyreName(product, true)}. ` +
      `Na jedną oś potrzeba ${TYRES_PER_AXLE} sztuk, na cały samochód ${TYRES_PER_CAR}.`,
    skus: tyre.skus,
  };
}

/** "2 opony letnie": the plural forms of a season's adjective (DOMAIN.md: one/few/many). */
function tyresOfSeason(count: number, season: "letnie" | "zimowe"): string {
  return plural(count, {
    one: `# opona ${seasonName(season, "singular")}`,
    few: `# opony ${seasonName(season)}`,
    many: `# opon ${seasonName(season, "genitive")}`,
    other: `# opony ${seasonName(season)}`,
  });
}

/** Summer and winter tyres of one size, one axle's worth of each: probably meant as four of one season. */
function twoSeasons(lines: readonly AdviceLine[]): BasketWarning<SameAxleAdviceCode> | null {
  const ofSeason = (season: "letnie" | "zimowe") => lines.filter((line) => line.variant.product.season === seasonName(season));
  const summer = ofSeason("letnie");
  const winter = ofSeason("zimowe");
  const count = (some: readonly AdviceLine[]) => some.reduce((total, line) => total + line.quantity, 0);
  if (count(summer) !== TYRES_PER_AXLE || count(winter) !== TYRES_PER_AXLE) return null;
  return {
    code: "axle.two_seasons",
    message:
      `W koszyku są ${tyresOfSeason(TYRES_PER_AXLE, "letnie")} i ${tyresOfSeason(TYRES_PER_AXLE, "zimowe")} ${lines[0]!.variant.product.size} – ` +
      `po jednej osi na każdy sezon. Jeśli chodziło o komplet na jeden sezon, zamów ${TYRES_PER_CAR} szt. jednych i usuń drugie.`,
    skus: [...summer, ...winter].map((line) => line.sku),
  };
}

/** The same-axle advice for a basket's lines, in the order of the sets' first lines. */
export function sameAxleAdvice(lines: readonly AdviceLine[]): BasketWarning<SameAxleAdviceCode>[] {
  const warnings: BasketWarning<SameAxleAdviceCode>[] = [];
  const present = lines.filter((line) => line.quantity > 0);
  for (const set of groupBy(present, (line) => `${line.variant.product.season}\n${line.variant.product.size}`)) {
    const tyres = tyresOf(set);
    const { warning, explainsOdd } = setAdvice(tyres);
    if (warning) warnings.push(warning);
    if (!explainsOdd) warnings.push(...tyres.filter((tyre) => tyre.quantity % TYRES_PER_AXLE !== 0).map(oddQuantity));
  }
  for (const size of groupBy(present, (line) => line.variant.product.size)) {
    const warning = twoSeasons(size);
    if (warning) warnings.push(warning);
  }
  return warnings;
}
