/**
 * Reads a supplier feed (CSV or XML, through the supplier's profile) into checked rows: each row
 * either becomes a FeedRow the importer can write as it is, or is refused with every problem it
 * has (row, column, value, a Polish message). Pure: the Workflow, the CLI and the tests call the
 * same code, with no D1 in sight.
 */

import Papa from "papaparse";
import { MAX_TYRE_AGE_MONTHS } from "../../common/config/back-office";
import { priceBoundsMessage, priceInBounds } from "../../common/price-guard";
import { VAT_RATE_PERCENT } from "../../common/config/locale";
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
import { type ColumnKey, type ColumnMapping, COMBINED_COLUMNS, FEED_COLUMNS, normaliseHeader } from "../../common/feed-columns";
import { DEFAULT_FEED_PROFILE, type FeedDecimal, type FeedProfile } from "../../common/feed-profile";
import { codePointOf, refusedCharacter, showControlCharacters } from "../../common/control-characters";
import { PHOTO_NOT_TAKEN } from "../images/tyre-images";
import {
  decodeFeedBytes,
  parseIndexes,
  parseLabel,
  parseSize,
  readSourceRecords,
  readXl,
  readYesNo,
  type SourceRecord,
} from "./feed-source";

type LabelClass = "A" | "B" | "C" | "D" | "E";

/** One checked feed row: a tyre (by EAN) and its offer (by EAN + DOT week, or production year). */
export interface FeedRow {
  /** The row's number as a spreadsheet shows it (the header is row 1); in an XML feed, the record's number (from 1). */
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
  /** The DOT week; null when the feed gives the production year only. */
  dotWeek: number | null;
  /** Net purchase price in grosze (a purchase price in the feed, gross ones converted); null for a selling price. */
  purchaseNet: number | null;
  /** Gross selling price in grosze; null when the feed gives a purchase price. */
  sellingGross: number | null;
  stock: number;
  /** The wholesaler's delivery time in working days; null when the feed does not say. */
  deliveryDays: number | null;
  imageUrl: string | null;
}

export interface FeedProblem {
  /** "refused": the row was not imported; "warning": imported without what the problem names (its photo). */
  kind: "refused" | "warning";
  /** As FeedRow's: a spreadsheet row, or an XML record's number. */
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

/** The first records of a feed, each read and checked: the back office shows it while a profile is set up. */
export interface FeedPreview {
  /** The CSV header, or the XML paths of the first records. */
  columns: string[];
  rows: { line: number; source: Record<string, string>; row: FeedRow | null; problems: FeedProblem[] }[];
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
  calyrok: "caloroczne",
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
  terenowa4x4: "terenowe-4x4",
  suv4x4: "terenowe-4x4",
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

/** "1 234,50 zł", "449.00", "449" → grosze; null when it is not a price. Today's reading of the shop's own CSV. */
export function parseGrossPrice(text: string): number | null {
  const cleaned = text.replace(/zł|pln/gi, "").replace(/[\s\u00a0]/g, "");
  if (!/^\d+([.,]\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ""] = cleaned.split(/[.,]/) as [string, string?];
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/**
 * A price as the feed writes it → its exact value (units / 10^scale zł), by the profile's decimal
 * mark: "1 234,50", "1.234,50", "1,234.50", "449.00", "312,1950". "auto" takes the last of
 * two different marks as the decimal one, and a lone mark before 1, 2 or 4+ digits; before
 * exactly 3 ("1.234") it cannot tell, and says so. Null when it is not a number.
 */
export function parseAmount(text: string, decimal: FeedDecimal): { units: number; scale: number } | "ambiguous" | null {
  const cleaned = text.replace(/zł|pln/gi, "").replace(/[\s\u00a0\u202f']/g, "");
  if (!/^\d[\d.,]*$/.test(cleaned) || /[.,]$/.test(cleaned)) return null;
  const marks = [...new Set(cleaned.replace(/\d/g, ""))];
  let decimalMark: string | null;
  if (decimal === "comma") decimalMark = ",";
  else if (decimal === "point") decimalMark = ".";
  else if (marks.length === 2) decimalMark = cleaned[Math.max(cleaned.lastIndexOf("."), cleaned.lastIndexOf(","))] as string;
  else if (marks.length === 1 && cleaned.split(marks[0] as string).length === 2) {
    const fraction = cleaned.split(marks[0] as string)[1] as string;
    if (fraction.length === 3) return "ambiguous";
    decimalMark = marks[0] as string;
  } else decimalMark = null;
  const [whole = "", fraction = "", extra] = decimalMark === null ? [cleaned] : cleaned.split(decimalMark);
  if (extra !== undefined || fraction.length > 4) return null;
  // Thousands marks: groups of three digits.
  const thousands = whole.split(/[.,]/);
  if (thousands.length > 1 && !thousands.slice(1).every((group) => /^\d{3}$/.test(group))) return null;
  return { units: Number(thousands.join("") + fraction), scale: fraction.length };
}

/** An exact amount in grosze, rounded half up (divided by `divisor` first, e.g. 1.23 for net from gross). */
function toGrosze(amount: { units: number; scale: number }, divisor = 1): number {
  return Math.round((amount.units * 100) / 10 ** amount.scale / divisor + 1e-9);
}

/** The longest delivery time a feed may state (working days). */
const MAX_DELIVERY_DAYS = 60;

/** "2", "2 dni", "2-3 dni" (the longer), "24h", "48 h" → working days; null when unreadable. */
function readDeliveryDays(text: string): number | null {
  const compact = text.toLowerCase().replace(/\s/g, "");
  const hours = /^(\d{1,4})(?:h|godz\.?|godzin[ya]?)$/.exec(compact);
  if (hours) return Math.ceil(Number(hours[1]) / 24);
  const days = /^(\d{1,3})(?:[-–](\d{1,3}))?(?:d|dni|dzie[nń]|dnirobocz(?:e|ych))?$/.exec(compact);
  if (!days) return null;
  return Math.max(Number(days[1]), Number(days[2] ?? 0));
}

/** A production year written in the DOT column: "2025r", "2025 r.", "rok 2025" (a bare "2025" there is a DOT week). */
const YEAR_WORDS = /^(?:rok\s*)?(\d{4})\s*(?:r\.?|rok)?$/i;

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
  /** How the feed is read; absent: the shop's own CSV with gross selling prices. */
  profile?: FeedProfile;
  /** Today's column mapping, used as the profile's fields when there is no profile. */
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
  return decodeFeedBytes(bytes, "auto");
}

/** Splits CSV text into a header and records: delimiter (; , tab |) detected, BOM and blank lines dropped. */
export function readCsv(text: string): { header: string[]; records: string[][]; error?: string } {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy", delimitersToGuess: [";", ",", "\t", "|"] });
  const [header = [], ...records] = parsed.data;
  const fatal = parsed.errors.find((error) => error.type === "Quotes");
  if (fatal) return { header, records, error: `Plik CSV jest uszkodzony w wierszu ${(fatal.row ?? 0) + 1}: niezamknięty cudzysłów.` };
  return { header: header.map((name) => name.trim()), records };
}

function profileOf(options: Pick<CheckOptions, "profile" | "mapping">): FeedProfile {
  if (options.profile)
    return options.mapping ? { ...options.profile, fields: { ...options.mapping, ...options.profile.fields } } : options.profile;
  return { ...DEFAULT_FEED_PROFILE, fields: { ...(options.mapping ?? {}) } };
}

/** Reports a record's problem under the feed's own name of the column, with the value the feed wrote. */
function reporterFor(
  record: SourceRecord,
  fieldColumns: Partial<Record<ColumnKey, string>>,
): (kind: FeedProblem["kind"], column: ColumnKey | null, value: string | null) => Omit<FeedProblem, "message"> {
  return (kind, column, value) => {
    if (column === null) return { kind, line: record.line, column: null, value };
    const combined = record.from[column];
    const shown = combined ?? column;
    return {
      kind,
      line: record.line,
      column: fieldColumns[shown] ?? FEED_COLUMNS[shown].header,
      value: combined ? (record.cells[combined] ?? value) : value,
    };
  };
}

function checkRecord(
  record: SourceRecord,
  fieldColumns: Partial<Record<ColumnKey, string>>,
  profile: FeedProfile,
  options: CheckOptions,
  problems: FeedProblem[],
): FeedRow | null {
  const place = reporterFor(record, fieldColumns);
  return checkRow(record, fieldColumns, profile, options, (kind, column, value, message) => {
    problems.push({ ...place(kind, column, value), message });
  });
}

export function checkFeed(text: string, options: CheckOptions): CheckedFeed {
  const profile = profileOf(options);
  const { records, fileProblems, fieldColumns } = readSourceRecords(text, profile);
  const result: CheckedFeed = { rows: [], problems: [], total: records.length, refused: 0, fileProblems };
  if (fileProblems.length > 0) return result;
  // An XML feed has records, not rows.
  const inLine = profile.format === "xml" ? "w rekordzie" : "w wierszu";
  const ofLine = profile.format === "xml" ? "rekordu" : "wiersza";

  const firstOffer = new Map<string, number>();
  const firstTyre = new Map<string, FeedRow>();
  for (const record of records) {
    const line = record.line;
    const before = result.problems.length;
    const row = checkRecord(record, fieldColumns, profile, options, result.problems);
    let refusedRow = result.problems.slice(before).some((problem) => problem.kind === "refused");
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
        refuseRow(`Ta sama oferta (EAN ${row.ean}, DOT ${dotCode(row)}) jest już ${inLine} ${earlierOffer}.`);
      } else if (earlierTyre && differing.length > 0) {
        refuseRow(
          `Dane opony o EAN ${row.ean} różnią się od ${ofLine} ${earlierTyre.line} (${differing.map(headerOfField).join(", ")}): jedna opona, jedne dane.`,
        );
      } else {
        firstOffer.set(offerKey, line);
        if (!earlierTyre) firstTyre.set(row.ean, row);
        result.rows.push(row);
      }
    }
    if (refusedRow) result.refused++;
  }
  return result;
}

/**
 * The first `count` records of a feed, each read and checked by itself (a duplicate of an
 * earlier row is checkFeed's to find): what the back office shows while a profile is set up.
 */
export function previewFeed(text: string, profile: FeedProfile, count = 10, now = Date.now()): FeedPreview {
  const { columns, records, fileProblems, fieldColumns } = readSourceRecords(text, profile);
  return {
    columns,
    fileProblems,
    rows: records.slice(0, count).map((record) => {
      const problems: FeedProblem[] = [];
      const row = fileProblems.length > 0 ? null : checkRecord(record, fieldColumns, profile, { now, profile }, problems);
      return { line: record.line, source: record.source, row, problems };
    }),
  };
}

/** The offer's production code in its sku: the DOT "1226", or "R2025" when only the year is known. */
export function dotCode(row: { dotWeek: number | null; productionYear: number }): string {
  if (row.dotWeek === null) return `R${row.productionYear}`;
  return `${String(row.dotWeek).padStart(2, "0")}${String(row.productionYear % 100).padStart(2, "0")}`;
}

/** A cell's control character, in a feed row's report. */
export function controlCharacterMessage(column: string, character: string): string {
  return `Kolumna „${column}” zawiera niedozwolony znak sterujący ${codePointOf(character)} (niewidoczny): popraw tę wartość w pliku.`;
}

type Report = (kind: FeedProblem["kind"], column: ColumnKey | null, value: string | null, message: string) => void;
type Fail = (column: ColumnKey | null, value: string | null, message: string) => void;

function checkRow(
  record: SourceRecord,
  fieldColumns: Partial<Record<ColumnKey, string>>,
  feedProfile: FeedProfile,
  options: CheckOptions,
  report: Report,
): FeedRow | null {
  const { line } = record;
  let ok = true;
  // Parts of a combined column that could not be split: its own problem says it once.
  const silenced = new Set<ColumnKey>();
  const fail: Fail = (column, value, message) => {
    ok = false;
    if (column === null || !silenced.has(column)) report("refused", column, value, message);
  };
  const cell = (key: ColumnKey) => (record.cells[key] ?? "").trim();
  const has = (key: ColumnKey) => fieldColumns[key] !== undefined;

  // A control character (src/common/control-characters.ts) in any cell the feed gives refuses the
  // row, naming the column; that column (and the parts of a combined one) is not judged further.
  for (const [key, text] of Object.entries(record.cells) as [ColumnKey, string | undefined][]) {
    if (text === undefined || record.from[key] !== undefined) continue;
    const character = refusedCharacter(text, "single-line");
    if (character === null) continue;
    fail(key, showControlCharacters(text), controlCharacterMessage(fieldColumns[key] ?? FEED_COLUMNS[key].header, character));
    silenced.add(key);
    for (const part of (COMBINED_COLUMNS as Partial<Record<ColumnKey, readonly ColumnKey[]>>)[key] ?? []) silenced.add(part);
  }

  // Combined columns the reader could not split, where the feed does not give the parts by themselves.
  const combined = [
    ["size", parseSize, "Rozmiar „{}” nie jest rozmiarem opony: zapisz go np. 205/55R16, 205/55 R16 albo 215/65R16C."],
    ["indexes", parseIndexes, "Indeksów „{}” nie da się odczytać: zapisz je np. 91V, 94H XL albo 109/107R."],
    ["label", parseLabel, "Etykieta „{}” nie ma czterech części: zapisz ją jako paliwo/mokra/hałas dB/klasa hałasu, np. B/A/69dB/B."],
  ] as const;
  for (const [key, parse, message] of combined) {
    const text = cell(key);
    const parts = (COMBINED_COLUMNS[key] as readonly ColumnKey[]).filter((part) => part !== "construction" && cell(part) === "");
    if (text === "" || parse(text) !== null || parts.length === 0) continue;
    fail(key, text, message.replace("{}", text));
    for (const part of parts) silenced.add(part);
  }
  if (cell("xl") !== "" && readXl(cell("xl")) === null) fail("xl", cell("xl"), "XL: wpisz tak albo nie.");

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
    const yes = readYesNo(cell(key));
    if (yes === null) fail(key, cell(key), `${label}: wpisz tak albo nie.`);
    return yes === true;
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

  // Offer: DOT (or the year alone), price, stock, delivery time, photo.
  const oldest = new Date(options.now);
  oldest.setUTCMonth(oldest.getUTCMonth() - MAX_TYRE_AGE_MONTHS);
  const dotText = cell("dot");
  const yearText = cell("productionYear");
  const dot = parseDot(dotText);
  const dotShown = dotText.replace(/^DOT\s*/i, "");
  const yearInDot = dot ? null : YEAR_WORDS.exec(dotText);
  let productionYear = Number.NaN;
  let dotWeek: number | null = null;
  const checkYear = (column: ColumnKey, text: string, year: number) => {
    // A year-only tyre may be from the year's last week: it is too old only when that week is.
    if (year < 2000 || year > 2099) fail(column, text, `Rok produkcji to czterocyfrowy rok, np. 2025, nie „${text}”.`);
    else if (year > new Date(options.now).getUTCFullYear()) fail(column, text, `Rok produkcji ${year} jest w przyszłości.`);
    else if (Date.UTC(year + 1, 0, 1) <= oldest.getTime())
      fail(column, text, `Opona z ${year} r. jest starsza niż ${MAX_TYRE_AGE_MONTHS} miesięcy, które obiecuje sklep.`);
    productionYear = year;
  };
  if (dot) {
    const produced = isoWeekStart(dot.year, dot.week);
    if (produced > options.now) fail("dot", dotText, `DOT ${dotShown} to data z przyszłości.`);
    else if (produced < oldest.getTime() - 7 * 86_400_000)
      fail(
        "dot",
        dotText,
        `Opona z ${dot.week}. tygodnia ${dot.year} r. jest starsza niż ${MAX_TYRE_AGE_MONTHS} miesięcy, które obiecuje sklep.`,
      );
    productionYear = dot.year;
    dotWeek = dot.week;
    const stated = YEAR_WORDS.exec(yearText);
    if (yearText !== "" && stated && Number(stated[1]) !== dot.year)
      fail("productionYear", yearText, `Rok produkcji ${stated[1]} nie zgadza się z DOT ${dotShown} (${dot.year} r.).`);
  } else if (yearInDot && !/^\d{4}$/.test(dotText)) {
    checkYear("dot", dotText, Number(yearInDot[1]));
  } else if (dotText === "" && yearText !== "") {
    const year = YEAR_WORDS.exec(yearText);
    if (year) checkYear("productionYear", yearText, Number(year[1]));
    else fail("productionYear", yearText, `Rok produkcji to sam rok, np. 2025, nie „${yearText}”.`);
  } else if (dotText === "" && has("productionYear") && has("dot")) {
    fail("dot", "", "Brak DOT i roku produkcji: podaj tydzień i rok (np. 1226) albo sam rok (np. 2025).");
  } else if (dotText === "" && has("productionYear")) {
    fail("productionYear", "", "Brak roku produkcji, np. 2025.");
  } else {
    fail("dot", dotText, "DOT to tydzień i rok produkcji, np. 1226 (12. tydzień 2026) albo 12/2026.");
  }

  const priceText = cell("price");
  const amount = parseAmount(priceText, feedProfile.decimal);
  let price: number | null = null;
  if (amount === "ambiguous")
    fail(
      "price",
      priceText,
      `Cena „${priceText}” może znaczyć złote z groszami albo tysiące złotych: ustaw w profilu hurtowni, czy przecinek czy kropka oddziela grosze.`,
    );
  else if (amount === null) fail("price", priceText, `Cena „${priceText}” nie jest liczbą (np. 449,00).`);
  else {
    price = toGrosze(amount);
    // The bounds every price change meets (a purchase price too: outside them it is a typo).
    if (!priceInBounds(price)) fail("price", priceText, priceBoundsMessage(price));
  }
  const purchaseNet =
    amount === null || amount === "ambiguous" || feedProfile.priceKind === "selling-gross"
      ? null
      : feedProfile.priceKind === "purchase-gross"
        ? toGrosze(amount, 1 + VAT_RATE_PERCENT / 100)
        : toGrosze(amount);
  const sellingGross = feedProfile.priceKind === "selling-gross" ? price : null;

  const deliveryText = cell("deliveryDays");
  const deliveryDays = readDeliveryDays(deliveryText);
  if (deliveryText !== "" && (deliveryDays === null || deliveryDays > MAX_DELIVERY_DAYS))
    fail("deliveryDays", deliveryText, `Czas dostawy to liczba dni roboczych od 0 do ${MAX_DELIVERY_DAYS}, np. 2.`);
  const stockText = cell("stock").replace(/\s/g, "");
  const stockMatch = /^(?:>|\+)?(\d{1,5})\+?$/.exec(stockText);
  if (stockText !== "" && !stockMatch) fail("stock", cell("stock"), "Stan to liczba sztuk, np. 12 albo >20.");
  const stock = stockMatch ? Number(stockMatch[1]) : 0;
  const imageText = cell("imageUrl");
  let imageUrl: string | null = null;
  if (imageText !== "") {
    if (/^https?:\/\//i.test(imageText) && URL.canParse(imageText)) imageUrl = imageText;
    else if (options.allowLocalImages && !/^[a-z]+:/i.test(imageText)) imageUrl = imageText;
    // The same words as a photo that fails to download or read (PHOTO_NOT_TAKEN says why one message).
    else report("warning", "imageUrl", imageText, PHOTO_NOT_TAKEN);
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
    purchaseNet,
    sellingGross,
    stock,
    deliveryDays,
    imageUrl,
  };
}
