/**
 * Reads a supplier feed (CSV) into checked rows: each row either becomes a FeedRow the importer
 * can write as it is, or is refused with every problem it has (row, column, value, a Polish
 * message). Pure: the Workflow, the CLI and the tests call the same code, with no D1 in sight.
 */

import Papa from "papaparse";
import { MAX_TYRE_AGE_MONTHS, IMPORT_PRICE_RANGE_GROSZE } from "../../common/config/back-office";
import type { Season, VehicleType } from "../../common/config/storefront";
import { modelSlug, slugify } from "../../common/reference/producers";
import { HOMOLOGATIONS, LOAD_INDEX_KG, SPEED_INDEX_KMH } from "../../common/reference/sizes";
import {
  etrtoLoadIndexes,
  noiseClassFor,
  noiseLimitDb,
  RUN_FLAT_MARKS,
  SIZE_LIMITS,
  type NoiseClass,
  type TyreClass,
  tyreClassOf,
} from "../../common/reference/tyre-rules";
import { type ColumnKey, type ColumnMapping, FEED_COLUMNS, normaliseHeader, resolveColumns } from "../../common/feed-columns";

type LabelClass = "A" | "B" | "C" | "D" | "E";

/** One checked feed row: a tyre (by EAN) and its offer (by EAN + DOT week). */
export interface FeedRow {
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  line: number;
  ean: string;
  supplierCode: string | null;
  producer: string;
  producerSlug: string;
  model: string;
  modelSlug: string;
  width: number;
  profile: number;
  rim: number;
  loadIndex: string;
  speedIndex: string;
  season: Season;
  vehicleType: VehicleType;
  xl: boolean;
  cargo: boolean;
  runFlat: boolean;
  runFlatMark: string | null;
  rimProtector: boolean;
  selfSeal: boolean;
  noiseCancelling: boolean;
  threePmsf: boolean;
  mudSnow: boolean;
  ice: boolean;
  homologation: string | null;
  homologationLong: string | null;
  tyreClass: TyreClass;
  fuelClass: LabelClass;
  wetClass: LabelClass;
  noiseDb: number;
  noiseClass: NoiseClass;
  eprelId: string;
  productionYear: number;
  dotWeek: number;
  /** Gross price in grosze. */
  price: number;
  stock: number;
  imageUrl: string | null;
}

export interface FeedProblem {
  /** "refused": the row was not imported; "warning": imported without what the problem names (its photo). */
  kind: "refused" | "warning";
  line: number;
  /** The feed's own header of the column (null: the row as a whole). */
  column: string | null;
  value: string | null;
  message: string;
}

export interface CheckedFeed {
  rows: FeedRow[];
  problems: FeedProblem[];
  /** Data rows read (refused ones included). */
  total: number;
  /** Rows refused (a row may have several problems). */
  refused: number;
  /** Problems with the file itself (no header, missing columns): nothing is imported. */
  fileProblems: string[];
}

const LABEL_CLASSES: readonly LabelClass[] = ["A", "B", "C", "D", "E"];

const SEASON_WORDS: Record<string, Season> = {
  letnie: "letnie",
  letnia: "letnie",
  lato: "letnie",
  summer: "letnie",
  s: "letnie",
  zimowe: "zimowe",
  zimowa: "zimowe",
  zima: "zimowe",
  winter: "zimowe",
  w: "zimowe",
  caloroczne: "caloroczne",
  caloroczna: "caloroczne",
  wielosezonowe: "caloroczne",
  wielosezonowa: "caloroczne",
  allseason: "caloroczne",
  allseasons: "caloroczne",
  "4seasons": "caloroczne",
  a: "caloroczne",
};

const VEHICLE_WORDS: Record<string, VehicleType> = {
  osobowe: "osobowe-suv",
  osobowa: "osobowe-suv",
  osobowesuv: "osobowe-suv",
  suv: "osobowe-suv",
  passenger: "osobowe-suv",
  car: "osobowe-suv",
  pcr: "osobowe-suv",
  dostawcze: "dostawcze",
  dostawcza: "dostawcze",
  van: "dostawcze",
  bus: "dostawcze",
  lt: "dostawcze",
  c: "dostawcze",
  terenowe: "terenowe-4x4",
  terenowa: "terenowe-4x4",
  terenowe4x4: "terenowe-4x4",
  "4x4": "terenowe-4x4",
  offroad: "terenowe-4x4",
  at: "terenowe-4x4",
  mt: "terenowe-4x4",
};

/** Markings a feed's "oznaczenia" column may carry, normalised (upper case, no spaces or dots). */
const XL_MARKS = new Set(["XL", "EXTRALOAD", "RF", "REINFORCED", "REINF"]);
const RIM_PROTECTOR_MARKS = new Set(["FR", "MFS", "FP", "RPB", "FSL", "RIMPROTECTOR"]);
const SELF_SEAL_MARKS = new Set(["SEAL", "SEALINSIDE", "CONTISEAL", "SELFSEAL", "SI", "SEALGUARD", "KSEAL"]);
const NOISE_FOAM_MARKS = new Set([
  "CONTISILENT",
  "ACOUSTIC",
  "SILENT",
  "NCS",
  "PNCS",
  "SOUNDCOMFORT",
  "NOISESHIELD",
  "KSILENT",
  "SILENTCORE",
]);
// Pirelli's "r-f" is told from "RF" (reinforced, an XL synonym) by its hyphen, so it is matched as written.
const RUN_FLAT_BY_TOKEN = new Map<string, string>([
  ...RUN_FLAT_MARKS.filter((mark) => mark !== "r-f").map((mark) => [markToken(mark), mark] as [string, string]),
  ["RUNFLAT", "run-flat"],
]);
const HOMOLOGATION_BY_TOKEN = new Map<string, { mark: string; long: string }>(HOMOLOGATIONS.map((entry) => [markToken(entry.mark), entry]));
HOMOLOGATION_BY_TOKEN.set("★", HOMOLOGATIONS.find((entry) => entry.mark === "*") ?? { mark: "*", long: "BMW / MINI" });

function markToken(text: string): string {
  return text.toUpperCase().replace(/[\s.\-_]/g, "");
}

const YES = new Set(["tak", "t", "yes", "y", "1", "x", "true", "prawda"]);
const NO = new Set(["nie", "n", "no", "0", "", "false", "falsz", "-"]);

/** "1 234,50 zł", "449.00", "449" → grosze; null when it is not a price. */
export function parseGrossPrice(text: string): number | null {
  const cleaned = text.replace(/zł|pln/gi, "").replace(/[\s\u00a0]/g, "");
  if (!/^\d+([.,]\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ""] = cleaned.split(/[.,]/) as [string, string?];
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** "1226" (week 12 of 2026), "12/2026", "12/26", "2026-12" → week and year; null when unreadable. */
export function parseDot(text: string): { week: number; year: number } | null {
  const compact = text.replace(/\s/g, "");
  const fourDigits = /^(?:DOT)?(\d{2})(\d{2})$/i.exec(compact);
  const weekFirst = /^(\d{1,2})[/.](\d{2}|\d{4})$/.exec(compact);
  const yearFirst = /^(\d{4})[-/](?:W)?(\d{1,2})$/i.exec(compact);
  let week: number;
  let year: number;
  if (fourDigits) {
    week = Number(fourDigits[1]);
    year = 2000 + Number(fourDigits[2]);
  } else if (weekFirst) {
    week = Number(weekFirst[1]);
    year = Number(weekFirst[2]) < 100 ? 2000 + Number(weekFirst[2]) : Number(weekFirst[2]);
  } else if (yearFirst) {
    year = Number(yearFirst[1]);
    week = Number(yearFirst[2]);
  } else {
    return null;
  }
  if (week < 1 || week > isoWeeksInYear(year)) return null;
  return { week, year };
}

/** 52 or 53: a year has 53 ISO weeks when it starts on a Thursday, or on a Wednesday in a leap year. */
function isoWeeksInYear(year: number): number {
  const weekday = new Date(Date.UTC(year, 0, 1)).getUTCDay();
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return weekday === 4 || (leap && weekday === 3) ? 53 : 52;
}

/** The Monday of an ISO week (UTC ms): how old a DOT code is. */
function isoWeekStart(year: number, week: number): number {
  const january4 = Date.UTC(year, 0, 4);
  const weekday = (new Date(january4).getUTCDay() + 6) % 7;
  return january4 - weekday * 86_400_000 + (week - 1) * 7 * 86_400_000;
}

/** EAN-13 with a correct check digit. */
export function isValidEan13(ean: string): boolean {
  if (!/^\d{13}$/.test(ean)) return false;
  const digits = [...ean].map(Number);
  const sum = digits.slice(0, 12).reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
}

/** Slug of a tyre as the generator names them; the importer adds an EAN suffix on a clash. */
export function tyreSlug(
  row: Pick<
    FeedRow,
    "producerSlug" | "model" | "width" | "profile" | "rim" | "loadIndex" | "speedIndex" | "xl" | "runFlat" | "homologation"
  >,
): string {
  const parts = [
    row.producerSlug,
    slugify(row.model),
    `${row.width}-${row.profile}-r${row.rim}`,
    `${slugify(row.loadIndex)}${row.speedIndex.toLowerCase()}`,
  ];
  if (row.xl) parts.push("xl");
  if (row.runFlat) parts.push("run-flat");
  if (row.homologation) parts.push(slugify(row.homologation) || "bmw");
  return parts.join("-");
}

/** The tyre fields a second row of the same EAN must repeat (its offer may differ). */
const TYRE_FIELDS = [
  "producerSlug",
  "modelSlug",
  "width",
  "profile",
  "rim",
  "loadIndex",
  "speedIndex",
  "season",
  "vehicleType",
  "xl",
  "runFlat",
  "homologation",
  "fuelClass",
  "wetClass",
  "noiseDb",
  "eprelId",
] as const satisfies readonly (keyof FeedRow)[];

/** A tyre field as the feed's header names it, for the report. */
function headerOfField(field: (typeof TYRE_FIELDS)[number]): string {
  const key: ColumnKey =
    field === "producerSlug" ? "producer" : field === "modelSlug" ? "model" : field === "xl" || field === "runFlat" ? "flags" : field;
  return FEED_COLUMNS[key].header;
}

export interface CheckOptions {
  mapping?: ColumnMapping;
  /** "Now" (ms): DOT codes from the future or older than the shop's promise are refused. */
  now: number;
  /** The CLI accepts a photo path relative to the feed; the back office only http(s) addresses. */
  allowLocalImages?: boolean;
}

export const UNREADABLE_ENCODING = "Plik nie jest zapisany ani w UTF-8, ani w Windows-1250: zapisz go jako „CSV UTF-8” i wgraj ponownie.";

/**
 * A feed's bytes as text: UTF-8, or Windows-1250 (many Polish wholesalers' exports) when the
 * bytes are not valid UTF-8. Null when neither reads them.
 */
export function decodeFeed(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    try {
      return new TextDecoder("windows-1250", { fatal: true }).decode(bytes);
    } catch {
      return null;
    }
  }
}

/** Splits CSV text into a header and records: delimiter (; , tab |) detected, BOM and blank lines dropped. */
export function readCsv(text: string): { header: string[]; records: string[][]; error?: string } {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy", delimitersToGuess: [";", ",", "\t", "|"] });
  const [header = [], ...records] = parsed.data;
  const fatal = parsed.errors.find((error) => error.type === "Quotes");
  if (fatal) return { header, records, error: `Plik CSV jest uszkodzony w wierszu ${(fatal.row ?? 0) + 1}: niezamknięty cudzysłów.` };
  return { header: header.map((name) => name.trim()), records };
}

export function checkFeed(text: string, options: CheckOptions): CheckedFeed {
  const { header, records, error } = readCsv(text);
  const result: CheckedFeed = { rows: [], problems: [], total: records.length, refused: 0, fileProblems: [] };
  if (error) {
    result.fileProblems.push(error);
    return result;
  }
  if (header.length < 2) {
    result.fileProblems.push("Plik nie ma wiersza nagłówka z nazwami kolumn (rozdzielonych średnikiem, przecinkiem lub tabulatorem).");
    return result;
  }
  const { positions, problems } = resolveColumns(header, options.mapping);
  if (problems.length > 0) {
    result.fileProblems.push(...problems);
    return result;
  }
  if (records.length === 0) {
    result.fileProblems.push("Plik nie ma żadnego wiersza z danymi.");
    return result;
  }

  const firstOffer = new Map<string, number>();
  const firstTyre = new Map<string, FeedRow>();
  records.forEach((record, index) => {
    const line = index + 2;
    let refusedRow = false;
    const row = checkRow(record, line, header, positions, options, (kind, column, value, message) => {
      if (kind === "refused") refusedRow = true;
      result.problems.push({
        kind,
        line,
        column: column === null ? null : (header[positions[column] as number] ?? FEED_COLUMNS[column].header),
        value,
        message,
      });
    });
    if (row) {
      const offerKey = `${row.ean}/${row.dotWeek}/${row.productionYear}`;
      const earlierOffer = firstOffer.get(offerKey);
      const earlierTyre = firstTyre.get(row.ean);
      const differing = earlierTyre ? TYRE_FIELDS.filter((field) => earlierTyre[field] !== row[field]) : [];
      const refuseRow = (message: string) => {
        refusedRow = true;
        result.problems.push({ kind: "refused", line, column: null, value: null, message });
      };
      if (earlierOffer !== undefined) {
        refuseRow(`Ta sama oferta (EAN ${row.ean}, DOT ${dotCode(row)}) jest już w wierszu ${earlierOffer}.`);
      } else if (earlierTyre && differing.length > 0) {
        refuseRow(
          `Dane opony o EAN ${row.ean} różnią się od wiersza ${earlierTyre.line} (${differing.map(headerOfField).join(", ")}): jedna opona, jedne dane.`,
        );
      } else {
        firstOffer.set(offerKey, line);
        if (!earlierTyre) firstTyre.set(row.ean, row);
        result.rows.push(row);
      }
    }
    if (refusedRow) result.refused++;
  });
  return result;
}

export function dotCode(row: { dotWeek: number; productionYear: number }): string {
  return `${String(row.dotWeek).padStart(2, "0")}${String(row.productionYear % 100).padStart(2, "0")}`;
}

type Report = (kind: FeedProblem["kind"], column: ColumnKey | null, value: string | null, message: string) => void;
type Fail = (column: ColumnKey | null, value: string | null, message: string) => void;

function checkRow(
  record: string[],
  line: number,
  header: string[],
  positions: Partial<Record<ColumnKey, number>>,
  options: CheckOptions,
  report: Report,
): FeedRow | null {
  let ok = true;
  const fail: Fail = (column, value, message) => {
    ok = false;
    report("refused", column, value, message);
  };
  const cell = (key: ColumnKey) => {
    const position = positions[key];
    return position === undefined ? "" : (record[position] ?? "").trim();
  };
  if (record.length < header.length && record.every((value) => value.trim() === "")) return null;

  const ean = cell("ean").replace(/\s/g, "");
  if (!isValidEan13(ean)) fail("ean", cell("ean"), /^\d{13}$/.test(ean) ? "Błędna cyfra kontrolna EAN-13." : "EAN musi mieć 13 cyfr.");

  const producer = cell("producer");
  if (producer === "") fail("producer", "", "Brak producenta.");
  // Many feeds write XL in the model's name ("Primacy 4+ XL"): it is a marking, not the model.
  const modelText = cell("model");
  const xlInName = /(^|\s)XL$/i.test(modelText);
  const model = modelText.replace(/\s+XL$/i, "").trim();
  if (model === "") fail("model", modelText, "Brak modelu bieżnika.");

  const integer = (key: ColumnKey, label: string, limits: { min: number; max: number }) => {
    const text = cell(key);
    const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isNaN(value)) fail(key, text, `${label} musi być liczbą całkowitą.`);
    else if (value < limits.min || value > limits.max)
      fail(key, text, `${label} ${value} jest poza zakresem sklepu (${limits.min}–${limits.max}).`);
    return value;
  };
  const width = integer("width", "Szerokość", SIZE_LIMITS.width);
  const profile = integer("profile", "Profil", SIZE_LIMITS.profile);
  const rimText = cell("rim").toUpperCase().replace(/^R/, "");
  const rimCargo = /C$/.test(rimText);
  const rim = /^\d+C?$/.test(rimText) ? Number.parseInt(rimText, 10) : Number.NaN;
  if (Number.isNaN(rim)) fail("rim", cell("rim"), "Średnica musi być liczbą cali, np. 16 albo 16C.");
  else if (rim < SIZE_LIMITS.rim.min || rim > SIZE_LIMITS.rim.max)
    fail("rim", cell("rim"), `Średnica R${rim} jest poza zakresem sklepu (R${SIZE_LIMITS.rim.min}–R${SIZE_LIMITS.rim.max}).`);
  if (!Number.isNaN(width) && width % 5 !== 0)
    fail("width", cell("width"), `Szerokość ${width} mm nie jest wymiarem opony (szerokości kończą się na 5 lub 0).`);
  if (!Number.isNaN(profile) && profile % 5 !== 0)
    fail("profile", cell("profile"), `Profil ${profile} nie jest wymiarem opony (profile co 5).`);

  const construction = cell("construction").toUpperCase();
  if (construction !== "" && construction !== "R" && construction !== "ZR")
    fail("construction", cell("construction"), "Sklep sprzedaje tylko opony radialne: konstrukcja R albo ZR.");

  const seasonText = cell("season");
  const season = SEASON_WORDS[normaliseHeader(seasonText)];
  if (!season) fail("season", seasonText, `Nieznany sezon „${seasonText}”: wpisz letnie, zimowe albo całoroczne.`);
  const vehicleText = cell("vehicleType");
  let vehicleType = VEHICLE_WORDS[normaliseHeader(vehicleText)];
  if (!vehicleType) fail("vehicleType", vehicleText, `Nieznany typ pojazdu „${vehicleText}”: wpisz osobowe, dostawcze albo terenowe 4x4.`);

  // Markings.
  let xl = xlInName;
  let cargo = rimCargo;
  let runFlatMark: string | null = null;
  let rimProtector = false;
  let selfSeal = false;
  let noiseCancelling = false;
  let threePmsf = false;
  let mudSnow = false;
  for (const raw of cell("flags")
    .split(/[\s,;/|]+/)
    .filter(Boolean)) {
    const token = markToken(raw);
    if (raw.toLowerCase() === "r-f") runFlatMark = "r-f";
    else if (XL_MARKS.has(token)) xl = true;
    else if (token === "C") cargo = true;
    else if (RIM_PROTECTOR_MARKS.has(token)) rimProtector = true;
    else if (SELF_SEAL_MARKS.has(token)) selfSeal = true;
    else if (NOISE_FOAM_MARKS.has(token)) noiseCancelling = true;
    else if (token === "3PMSF" || token === "3PSF") threePmsf = true;
    else if (token === "M+S" || token === "MS" || token === "M&S") mudSnow = true;
    else if (RUN_FLAT_BY_TOKEN.has(token)) runFlatMark = RUN_FLAT_BY_TOKEN.get(token) ?? null;
    else fail("flags", raw, `Nieznane oznaczenie „${raw}”.`);
  }
  if (cargo && vehicleType === "osobowe-suv") vehicleType = "dostawcze";

  // Load and speed index.
  const loadText = cell("loadIndex").replace(/\s/g, "");
  const loads = loadText.split("/").map((part) => (/^\d{2,3}$/.test(part) ? Number(part) : Number.NaN));
  const loadsKnown = loads.every((load) => LOAD_INDEX_KG[load] !== undefined);
  if (loads.some(Number.isNaN) || loads.length > 2)
    fail("loadIndex", loadText, "Indeks nośności to liczba (np. 91) albo para dla opon C (np. 107/105).");
  else if (!loadsKnown) fail("loadIndex", loadText, `Indeksu nośności ${loadText} nie ma w tabeli nośności.`);
  else if (loads.length === 2 && !cargo)
    fail("loadIndex", loadText, "Podwójny indeks nośności mają tylko opony dostawcze (C): dodaj C do średnicy albo oznaczeń.");
  else if (loads.length === 2 && (loads[1] as number) >= (loads[0] as number))
    fail("loadIndex", loadText, "W parze indeksów nośności pierwszy (koło pojedyncze) musi być większy od drugiego (koła bliźniacze).");
  else if (!cargo && !Number.isNaN(width) && !Number.isNaN(profile) && !Number.isNaN(rim)) {
    // ETRTO: a size has one standard and one reinforced (XL) index, nothing in between.
    const etrto = etrtoLoadIndexes({ width, profile, rim });
    const size = `${width}/${profile} R${rim}`;
    if (etrto && xl && loads[0] !== etrto.reinforced)
      fail("loadIndex", loadText, `Opona XL w rozmiarze ${size} ma indeks wzmocniony ${etrto.reinforced} (ETRTO), nie ${loadText}.`);
    else if (etrto && !xl && loads[0] === etrto.reinforced)
      fail(
        "loadIndex",
        loadText,
        `Indeks ${loadText} to w rozmiarze ${size} indeks wzmocniony: dodaj XL do oznaczeń albo podaj ${etrto.standard}.`,
      );
    else if (etrto && !xl && loads[0] !== etrto.standard)
      fail(
        "loadIndex",
        loadText,
        `Opona w rozmiarze ${size} ma indeks ${etrto.standard} (albo ${etrto.reinforced} jako XL) według ETRTO, nie ${loadText}.`,
      );
  }
  const speedIndex = cell("speedIndex").toUpperCase();
  if (SPEED_INDEX_KMH[speedIndex] === undefined)
    fail("speedIndex", cell("speedIndex"), `Nieznany indeks prędkości „${cell("speedIndex")}”.`);
  if (construction === "ZR" && SPEED_INDEX_KMH[speedIndex] !== undefined && (SPEED_INDEX_KMH[speedIndex] as number) < 240)
    fail(
      "construction",
      construction,
      `Konstrukcja ZR dotyczy opon na ponad 240 km/h, a indeks ${speedIndex} to ${SPEED_INDEX_KMH[speedIndex]} km/h.`,
    );

  // Homologation.
  const homologationText = cell("homologation");
  const homologation = homologationText === "" ? null : (HOMOLOGATION_BY_TOKEN.get(markToken(homologationText)) ?? null);
  if (homologationText !== "" && !homologation)
    fail(
      "homologation",
      homologationText,
      `Nieznany znak homologacji „${homologationText}” (znane: ${HOMOLOGATIONS.map((entry) => entry.mark).join(", ")}).`,
    );

  // EU label.
  const classText = cell("tyreClass").toUpperCase();
  const tyreClass: TyreClass = classText === "" ? tyreClassOf({ cargo }) : (classText as TyreClass);
  if (!["C1", "C2", "C3"].includes(tyreClass)) fail("tyreClass", cell("tyreClass"), "Klasa opony to C1, C2 albo C3.");
  else if (tyreClass === "C1" && cargo) fail("tyreClass", classText, "Opona dostawcza (C) ma na etykiecie klasę C2, nie C1.");
  const labelClass = (key: ColumnKey, label: string): LabelClass => {
    const text = cell(key).toUpperCase();
    if (!LABEL_CLASSES.includes(text as LabelClass))
      fail(
        key,
        cell(key),
        /^[FG]$/.test(text)
          ? `${label} ${text} pochodzi z etykiety sprzed maja 2021 r.: podaj klasę A–E z obecnej etykiety.`
          : `${label} musi być klasą A–E.`,
      );
    return text as LabelClass;
  };
  const fuelClass = labelClass("fuelClass", "Klasa efektywności paliwowej");
  const wetClass = labelClass("wetClass", "Klasa przyczepności na mokrym");
  const flag = (key: ColumnKey, label: string) => {
    const text = normaliseHeader(cell(key));
    if (YES.has(text)) return true;
    if (!NO.has(text)) fail(key, cell(key), `${label}: wpisz tak albo nie.`);
    return false;
  };
  if (flag("snow", "Piktogram śniegu")) threePmsf = true;
  const ice = flag("ice", "Piktogram lodu");
  if (ice && season && season !== "zimowe") fail("ice", cell("ice"), "Piktogram lodu mają tylko opony zimowe (nordyckie).");
  const noiseText = cell("noiseDb").replace(",", ".");
  const noiseDb = /^\d{2}(\.0+)?$/.test(noiseText) ? Math.round(Number(noiseText)) : Number.NaN;
  if (Number.isNaN(noiseDb) || noiseDb < 60 || noiseDb > 80)
    fail("noiseDb", cell("noiseDb"), "Hałas to liczba decybeli od 60 do 80, np. 71.");
  const noiseClass = cell("noiseClass").toUpperCase() as NoiseClass;
  if (!["A", "B", "C"].includes(noiseClass)) fail("noiseClass", cell("noiseClass"), "Klasa hałasu musi być literą A, B albo C.");
  else if (
    !Number.isNaN(noiseDb) &&
    width >= SIZE_LIMITS.width.min &&
    width <= SIZE_LIMITS.width.max &&
    ["C1", "C2", "C3"].includes(tyreClass)
  ) {
    const limit = noiseLimitDb({ width, tyreClass, threePmsf, xl });
    const expected = noiseClassFor(noiseDb, limit);
    if (expected !== noiseClass)
      fail(
        "noiseClass",
        noiseClass,
        `Klasa hałasu ${noiseClass} nie pasuje do ${noiseDb} dB: przy limicie ${limit} dB dla tej opony to klasa ${expected}.`,
      );
  }
  const eprelId = cell("eprelId").replace(/\s/g, "");
  if (eprelId !== "" && !/^\d{3,10}$/.test(eprelId)) fail("eprelId", cell("eprelId"), "Numer rejestracyjny EPREL to same cyfry.");

  // Offer: DOT, price, stock, photo.
  const dot = parseDot(cell("dot"));
  let productionYear = Number.NaN;
  let dotWeek = Number.NaN;
  if (!dot) fail("dot", cell("dot"), "DOT to tydzień i rok produkcji, np. 1226 (12. tydzień 2026) albo 12/2026.");
  else {
    const produced = isoWeekStart(dot.year, dot.week);
    const oldest = new Date(options.now);
    oldest.setUTCMonth(oldest.getUTCMonth() - MAX_TYRE_AGE_MONTHS);
    if (produced > options.now) fail("dot", cell("dot"), `DOT ${cell("dot")} to data z przyszłości.`);
    else if (produced < oldest.getTime() - 7 * 86_400_000)
      fail(
        "dot",
        cell("dot"),
        `Opona z ${dot.week}. tygodnia ${dot.year} r. jest starsza niż ${MAX_TYRE_AGE_MONTHS} miesięcy, które obiecuje sklep.`,
      );
    productionYear = dot.year;
    dotWeek = dot.week;
  }
  const price = parseGrossPrice(cell("price"));
  if (price === null) fail("price", cell("price"), `Cena „${cell("price")}” nie jest liczbą (np. 449,00).`);
  else if (price < IMPORT_PRICE_RANGE_GROSZE.min || price > IMPORT_PRICE_RANGE_GROSZE.max)
    fail(
      "price",
      cell("price"),
      `Cena ${cell("price")} zł jest poza rozsądnym zakresem za sztukę (${IMPORT_PRICE_RANGE_GROSZE.min / 100}–${IMPORT_PRICE_RANGE_GROSZE.max / 100} zł).`,
    );
  const stockText = cell("stock").replace(/\s/g, "");
  const stockMatch = /^(?:>|\+)?(\d{1,5})\+?$/.exec(stockText);
  if (stockText !== "" && !stockMatch) fail("stock", cell("stock"), "Stan to liczba sztuk, np. 12 albo >20.");
  const stock = stockMatch ? Number(stockMatch[1]) : 0;
  const imageText = cell("imageUrl");
  let imageUrl: string | null = null;
  if (imageText !== "") {
    if (/^https?:\/\//i.test(imageText) && URL.canParse(imageText)) imageUrl = imageText;
    else if (options.allowLocalImages && !/^[a-z]+:/i.test(imageText)) imageUrl = imageText;
    else
      report(
        "warning",
        "imageUrl",
        imageText,
        /^[a-z]+:/i.test(imageText)
          ? "Adres zdjęcia musi zaczynać się od https:// (albo http://): oferta wejdzie bez zdjęcia."
          : "To ścieżka do pliku na dysku, którą czyta tylko npm run import: w zapleczu podaj adres https://. Oferta wejdzie bez zdjęcia.",
      );
  }

  if (!ok || !season || !vehicleType) return null;
  const producerSlug = slugify(producer);
  return {
    line,
    ean,
    supplierCode: cell("supplierCode") || null,
    producer,
    producerSlug,
    model,
    modelSlug: modelSlug(producerSlug, model),
    width,
    profile,
    rim,
    loadIndex: loadText,
    speedIndex,
    season,
    vehicleType,
    xl,
    cargo,
    runFlat: runFlatMark !== null,
    runFlatMark,
    rimProtector,
    selfSeal,
    noiseCancelling,
    threePmsf,
    mudSnow: mudSnow || season !== "letnie",
    ice,
    homologation: homologation?.mark ?? null,
    homologationLong: homologation?.long ?? null,
    tyreClass,
    fuelClass,
    wetClass,
    noiseDb,
    noiseClass,
    eprelId,
    productionYear,
    dotWeek,
    price: price as number,
    stock,
    imageUrl,
  };
}
