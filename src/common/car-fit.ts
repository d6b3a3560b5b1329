import type { BasketWarning } from "./basket-warning";
/**
 * Does a tyre fit the shopper's chosen car? The one place of the rules (issue 22), pure, for the
 * browser (listing cards, the data page: catalogue HTML is shared, so the verdict is the browser's)
 * and the server (the basket's warnings):
 * - size: the tyre's size (and C for a van) is the chosen fitment's, on both axles or on one;
 * - load: its load index (a C tyre's single load) at least the car's minimum; when only the size's
 *   reinforced version reaches it, the shopper is told to take the XL version;
 * - speed: its speed index at least the car's, except a snow tyre (winter, or all-season with M+S):
 *   UNECE R142 (formerly Reg. (EU) 458/2011, annex II) lets it be slower than the car when its
 *   maximum speed is shown in the driver's view (a sticker on the dashboard), and the driver keeps
 *   to it; never slower than Q (160 km/h);
 * - run-flat: a car that left the factory on run-flat tyres has no spare wheel (DOMAIN.md), so a
 *   standard tyre fits it with a warning of what that means; a run-flat tyre fits any car.
 */
import { SELECTED_CAR_COOKIE } from "./config/storefront";
import { SNOW_TYRE_SPEED_FLOOR, SPEED_EXCEPTION_SEASONS, SPEED_INDEX_KMH, SPEED_SYMBOLS } from "./reference/speed-symbols";

/** One axle of the chosen fitment: its size and the car's minimums there. */
export interface CarAxle {
  width: number;
  profile: number;
  rim: number;
  /** A van's size: only C tyres fit. */
  cargo: boolean;
  minLoad: number;
  minSpeed: string;
  /** The size's reinforced (XL) load index when only it reaches minLoad; null when a standard tyre does. */
  xlLoad: number | null;
  /** A van's dual load, for the label only ("106/104T"); absent or null for a passenger car. */
  dualLoad?: number | null;
}

/** The chosen car as the cookie keeps it (written by the server from the catalogue, never by hand). */
export interface SelectedCar {
  make: string;
  /** The generation's name, which includes the model's: "Golf VIII". */
  generation: string;
  /** "2019–" or "2012–2019". */
  years: string;
  /** The generation's page, where "Zmień" leads. */
  path: string;
  front: CarAxle;
  /** The rear axle's when it differs; null: the front's size on both. */
  rear: CarAxle | null;
  /** Run-flat tyres from the factory (and so no spare wheel); absent in cookies written before it was known. */
  runFlat?: boolean;
}

/** What the rules need of a tyre. */
export interface FitTyre {
  width: number;
  profile: number;
  rim: number;
  cargo: boolean;
  /** The (single) load index. */
  load: number;
  speed: string;
  xl: boolean;
  /** A snow tyre in UNECE R142's sense (winter, or all-season with M+S): the speed exception. */
  winter: boolean;
  /** A run-flat tyre (RFT, SSR, ZP…). */
  runFlat?: boolean;
}

export type FitLevel = "fits" | "conditional" | "no";
export type FitAxle = "both" | "front" | "rear";

export interface FitVerdict {
  level: FitLevel;
  /** Where it fits by size; null when its size is none of the car's. */
  axle: FitAxle | null;
  /** The headline: "Pasuje do Twojego samochodu", "Nie pasuje do Twojego samochodu". */
  title: string;
  /** Why, in full sentences, empty when it simply fits. */
  reasons: { code: FitProblem; message: string }[];
}

export type FitProblem =
  | "CAR_SIZE_MISMATCH"
  | "CAR_LOAD_TOO_LOW"
  | "CAR_XL_REQUIRED"
  | "CAR_SPEED_TOO_LOW"
  | "CAR_WINTER_SPEED"
  | "CAR_RUN_FLAT";

/** What a shopper may accept and still fit the tyre: a speed sticker, a standard tyre where run-flat came from the factory. */
const CONDITIONS: Partial<Record<FitProblem, string>> = {
  CAR_WINTER_SPEED: "z naklejką prędkości",
  CAR_RUN_FLAT: "bez funkcji run-flat",
};

/** A speed symbol's rank, slowest first; -1 for a symbol the shop does not know. */
export function speedRank(symbol: string): number {
  return (SPEED_SYMBOLS as readonly string[]).indexOf(symbol);
}

/** True when `speed` is at least `minimum` (both known symbols). */
export function speedAtLeast(speed: string, minimum: string): boolean {
  const rank = speedRank(speed);
  return rank >= 0 && rank >= speedRank(minimum);
}

/** A tyre's (first, single) load index: "91" → 91, a van's "106/104" → 106. */
export function singleLoad(loadIndex: string | number): number {
  return typeof loadIndex === "number" ? loadIndex : Number.parseInt(loadIndex, 10);
}

/** Snow tyres (winter and all-season, M+S) may be slower than the car (with the sticker, down to Q); summer ones may not. */
export function winterSpeedException(season: string): boolean {
  return (SPEED_EXCEPTION_SEASONS as readonly string[]).includes(season);
}

/** "205/55 R16", "215/65 R16C", "245/40 ZR18" → its parts; null when not a size. */
export function parseSizeLabel(label: string): { width: number; profile: number; rim: number; cargo: boolean } | null {
  const match = /^(\d{3})\/(\d{2}) Z?R(\d{2})(C?)$/.exec(label.trim());
  return match ? { width: Number(match[1]), profile: Number(match[2]), rim: Number(match[3]), cargo: match[4] === "C" } : null;
}

/** A card's or a basket line's tyre in the rules' terms; null when its size or load cannot be read. */
export function fitTyreOf(tyre: {
  size: string;
  loadIndex: string | number;
  speedIndex: string;
  season: string;
  xl?: boolean;
  cargo?: boolean;
  runFlat?: boolean;
}): FitTyre | null {
  const size = parseSizeLabel(tyre.size);
  const load = singleLoad(tyre.loadIndex);
  if (!size || !Number.isFinite(load)) return null;
  return {
    ...size,
    cargo: size.cargo || tyre.cargo === true,
    load,
    speed: tyre.speedIndex,
    xl: tyre.xl === true,
    winter: winterSpeedException(tyre.season),
    runFlat: tyre.runFlat === true,
  };
}

/** "205/55 R16", with C for a van. */
export function axleSize(axle: Pick<CarAxle, "width" | "profile" | "rim" | "cargo">): string {
  return `${axle.width}/${axle.profile} R${axle.rim}${axle.cargo ? "C" : ""}`;
}

/** "205/55 R16 91V": the size with the car's minimums, as the trade writes it. */
export function axleLabel(axle: CarAxle): string {
  return `${axleSize(axle)} ${axle.minLoad}${axle.dualLoad ? `/${axle.dualLoad}` : ""}${axle.minSpeed}`;
}

/** The chosen fitment in words: "205/55 R16 91V", or "225/45 R18 95Y z przodu, 255/40 R18 99Y z tyłu". */
export function fitmentLabel(car: Pick<SelectedCar, "front" | "rear">): string {
  return car.rear ? `${axleLabel(car.front)} z przodu, ${axleLabel(car.rear)} z tyłu` : axleLabel(car.front);
}

/** "Volkswagen Golf VIII (2019–)". */
export function carName(car: Pick<SelectedCar, "make" | "generation" | "years">): string {
  return `${car.make} ${car.generation} (${car.years})`;
}

const kmh = (symbol: string) => (SPEED_INDEX_KMH[symbol] ? ` (${SPEED_INDEX_KMH[symbol]} km/h)` : "");
const sameSize = (tyre: FitTyre, axle: CarAxle) =>
  tyre.width === axle.width && tyre.profile === axle.profile && tyre.rim === axle.rim && tyre.cargo === axle.cargo;

/** The load and speed rules on one axle the tyre's size fits. */
function axleProblems(tyre: FitTyre, axle: CarAxle): FitVerdict["reasons"] {
  const problems: FitVerdict["reasons"] = [];
  if (tyre.load < axle.minLoad) {
    if (!tyre.xl && axle.xlLoad !== null)
      problems.push({
        code: "CAR_XL_REQUIRED",
        message: `Za niski indeks nośności: ${tyre.load}, a samochód wymaga co najmniej ${axle.minLoad} – wymagana wersja XL (wzmocniona, ${axle.xlLoad}).`,
      });
    else
      problems.push({
        code: "CAR_LOAD_TOO_LOW",
        message: `Za niski indeks nośności: ${tyre.load}, a samochód wymaga co najmniej ${axle.minLoad}.`,
      });
  }
  if (!speedAtLeast(tyre.speed, axle.minSpeed)) {
    const known = speedRank(tyre.speed) >= 0;
    if (tyre.winter && known && speedAtLeast(tyre.speed, SNOW_TYRE_SPEED_FLOOR))
      problems.push({
        code: "CAR_WINTER_SPEED",
        message: `Indeks prędkości ${tyre.speed}${kmh(tyre.speed)} jest niższy niż wymagany ${axle.minSpeed}${kmh(axle.minSpeed)}: jako opona do jazdy zimowej (M+S) jest dozwolona, jeśli w polu widzenia kierowcy umieścisz naklejkę z jej prędkością maksymalną${SPEED_INDEX_KMH[tyre.speed] ? ` ${SPEED_INDEX_KMH[tyre.speed]} km/h` : ""} i nie przekroczysz tej prędkości.`,
      });
    else if (tyre.winter && known)
      problems.push({
        code: "CAR_SPEED_TOO_LOW",
        message: `Za niski indeks prędkości: ${tyre.speed}${kmh(tyre.speed)}, a samochód wymaga co najmniej ${axle.minSpeed}${kmh(axle.minSpeed)}. Opona zimowa lub całoroczna (M+S) może być wolniejsza od samochodu, z naklejką prędkości, najwyżej do indeksu ${SNOW_TYRE_SPEED_FLOOR}${kmh(SNOW_TYRE_SPEED_FLOOR)}.`,
      });
    else
      problems.push({
        code: "CAR_SPEED_TOO_LOW",
        message: `Za niski indeks prędkości: ${tyre.speed}${kmh(tyre.speed)}, a samochód wymaga co najmniej ${axle.minSpeed}${kmh(axle.minSpeed)}.`,
      });
  }
  return problems;
}

/**
 * A standard tyre where the car came on run-flat ones: it fits, but the driver loses what run-flat
 * gave (driving on after a puncture) and the car has no spare wheel to fall back on.
 */
const RUN_FLAT_MESSAGE =
  "Twój samochód ma fabrycznie opony run-flat i zwykle nie ma koła zapasowego. Ta opona nie jest run-flat: po przebiciu nie pojedziesz na niej dalej, więc woź zestaw naprawczy lub koło dojazdowe. Czujniki ciśnienia (TPMS) działają także ze zwykłymi oponami; nie montuj na jednej osi opon run-flat i zwykłych.";

const TITLES: Record<Exclude<FitLevel, "conditional">, Record<FitAxle | "none", string>> = {
  fits: {
    both: "Pasuje do Twojego samochodu",
    front: "Pasuje na przednią oś Twojego samochodu",
    rear: "Pasuje na tylną oś Twojego samochodu",
    none: "",
  },
  no: {
    both: "Nie pasuje do Twojego samochodu",
    front: "Nie pasuje do Twojego samochodu",
    rear: "Nie pasuje do Twojego samochodu",
    // Another size than the one chosen: the car may well have it from the factory too (other rims).
    none: "Inny rozmiar niż wybrany",
  },
};

/** The verdict on one tyre for the chosen car. */
export function fitVerdict(car: SelectedCar, tyre: FitTyre): FitVerdict {
  const axles: [FitAxle, CarAxle][] = car.rear
    ? [
        ["front", car.front],
        ["rear", car.rear],
      ]
    : [["both", car.front]];
  const matching = axles.filter(([, axle]) => sameSize(tyre, axle));
  if (!matching.length) {
    return {
      level: "no",
      axle: null,
      title: TITLES.no.none,
      reasons: [
        {
          code: "CAR_SIZE_MISMATCH",
          message: `Inny rozmiar: ${axleSize(tyre)}, a dla Twojego samochodu wybrano ${car.rear ? `${axleSize(car.front)} z przodu i ${axleSize(car.rear)} z tyłu` : axleSize(car.front)}. Inne felgi? Zmień rozmiar na stronie samochodu.`,
        },
      ],
    };
  }
  // The rear's size is stored only when it differs from the front's: at most one axle matches.
  const [axleName, axle] = matching[0]!;
  const reasons = axleProblems(tyre, axle);
  if (car.runFlat && !tyre.runFlat) reasons.push({ code: "CAR_RUN_FLAT", message: RUN_FLAT_MESSAGE });
  if (reasons.some((reason) => !CONDITIONS[reason.code])) return { level: "no", axle: axleName, title: TITLES.no[axleName], reasons };
  if (!reasons.length) return { level: "fits", axle: axleName, title: TITLES.fits[axleName], reasons };
  // "Pasuje na przednią oś – z naklejką prędkości, bez funkcji run-flat".
  const base = axleName === "both" ? TITLES.fits.both : axleName === "front" ? "Pasuje na przednią oś" : "Pasuje na tylną oś";
  const conditions = reasons.map((reason) => CONDITIONS[reason.code]).join(", ");
  return { level: "conditional", axle: axleName, title: `${base} – ${conditions}`, reasons };
}

/** A basket line as the checkout answer carries it (the fields the rules read). */
export interface FitBasketLine {
  sku: string;
  variant: {
    product: {
      producer: string;
      tread: string;
      size: string;
      load_index: string;
      speed_index: string;
      season: string;
      tyre_type: string;
      xl?: boolean;
      run_flat?: boolean;
    };
  };
}

/** The basket's lines that do not fit the chosen car (size, load, speed), one warning per problem. */
export function carBasketWarnings(car: SelectedCar | null, lines: readonly FitBasketLine[]): BasketWarning[] {
  if (!car) return [];
  return lines.flatMap((line) => {
    const { product } = line.variant;
    const tyre = fitTyreOf({
      size: product.size,
      loadIndex: product.load_index,
      speedIndex: product.speed_index,
      season: product.season,
      xl: product.xl,
      cargo: product.tyre_type === "dostawcze",
      runFlat: product.run_flat,
    });
    if (!tyre) return [];
    const name = `${product.producer} ${product.tread} ${axleSize(tyre)} ${product.load_index}${product.speed_index}`;
    return fitVerdict(car, tyre).reasons.map((reason) => ({
      code: reason.code,
      // "…91H: za niski indeks prędkości…": after a colon the sentence goes on in lower case.
      message: `${name}: ${reason.message.charAt(0).toLowerCase()}${reason.message.slice(1)}`,
      skus: [line.sku],
    }));
  });
}

// ── The cookie ──────────────────────────────────────────────────────────────────────────────

const isAxle = (value: unknown): value is CarAxle => {
  if (typeof value !== "object" || value === null) return false;
  const axle = value as Record<string, unknown>;
  const int = (key: string) => Number.isInteger(axle[key]);
  return (
    int("width") &&
    int("profile") &&
    int("rim") &&
    int("minLoad") &&
    typeof axle.cargo === "boolean" &&
    typeof axle.minSpeed === "string" &&
    speedRank(axle.minSpeed) >= 0 &&
    (axle.xlLoad === null || int("xlLoad")) &&
    (axle.dualLoad === undefined || axle.dualLoad === null || int("dualLoad"))
  );
};

/** An axle with only the known fields. */
const axleOf = ({ width, profile, rim, cargo, minLoad, minSpeed, xlLoad, dualLoad }: CarAxle): CarAxle => ({
  width,
  profile,
  rim,
  cargo,
  minLoad,
  minSpeed,
  xlLoad,
  dualLoad: dualLoad ?? null,
});

/** The cookie's value read back; anything that is not a car the server wrote is no car. */
export function parseSelectedCar(raw: string | null | undefined): SelectedCar | null {
  if (!raw || raw.length > 1500) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    const text = (key: string) =>
      typeof value[key] === "string" && (value[key] as string).length > 0 && (value[key] as string).length <= 80;
    if (!text("make") || !text("generation") || !text("years") || !text("path") || !(value.path as string).startsWith("/opony-do/"))
      return null;
    if (!isAxle(value.front) || !(value.rear === null || isAxle(value.rear))) return null;
    const { make, generation, years, path, front, rear } = value as unknown as SelectedCar;
    return {
      make,
      generation,
      years,
      path,
      front: axleOf(front),
      rear: rear && axleOf(rear),
      ...(value.runFlat === true ? { runFlat: true } : {}),
    };
  } catch {
    return null;
  }
}

export { SELECTED_CAR_COOKIE };
