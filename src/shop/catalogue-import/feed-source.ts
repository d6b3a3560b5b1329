/**
 * A wholesaler's feed as it comes (CSV or XML, in its encoding) → records of the shop's columns,
 * read through the supplier's profile (src/common/feed-profile.ts). Only reading: whether a
 * value is right is validate.ts's question. Combined columns ("205/55R16", "94H XL",
 * "B/A/69dB/B") are split here into the shop's own cells, so the checks see one shape.
 */

import { XMLParser, XMLValidator } from "fast-xml-parser";
import Papa from "papaparse";
import {
  type ColumnKey,
  COMBINED_COLUMNS,
  FEED_COLUMNS,
  knownColumn,
  missingColumns,
  missingColumnsProblem,
  normaliseHeader,
  resolveColumns,
} from "../../common/feed-columns";
import { FEED_ENCODING_LABELS, type FeedDelimiter, type FeedEncoding, type FeedProfile } from "../../common/feed-profile";

export interface SourceRecord {
  /** CSV: the row as a spreadsheet numbers it (the header is 1); XML: the record's number, from 1. */
  line: number;
  /** The shop's columns, as text; combined columns already split into their parts. */
  cells: Partial<Record<ColumnKey, string>>;
  /** The record as the feed has it (header or XML path → text), for the back office's preview. */
  source: Record<string, string>;
  /** The cells taken from a combined column, and which (width → size): a problem names the column the value came from. */
  from: Partial<Record<ColumnKey, ColumnKey>>;
}

export interface SourceRecords {
  /** The CSV header, or the XML paths seen in the first records. */
  columns: string[];
  records: SourceRecord[];
  /** Problems with the file itself (unreadable, no header, missing columns): nothing can be imported. */
  fileProblems: string[];
  /** The feed's column (CSV header or XML path) each shop column was read from. */
  fieldColumns: Partial<Record<ColumnKey, string>>;
}

/** "rozdzielonych …": a delimiter in a message. */
const SEPARATED_BY: Record<Exclude<FeedDelimiter, "auto">, string> = {
  ";": "średnikiem",
  ",": "przecinkiem",
  "\t": "tabulatorem",
  "|": "kreską pionową",
};

/** How many XML records the preview's column list is gathered from. */
const COLUMNS_FROM_RECORDS = 50;

/**
 * A feed's bytes as text in the profile's encoding; null when the bytes are not valid in it.
 * "auto": the encoding an XML declaration names, else UTF-8, else Windows-1250 (many Polish
 * wholesalers' exports).
 */
export function decodeFeedBytes(bytes: Uint8Array, encoding: FeedEncoding): string | null {
  if (encoding !== "auto") return decodeStrictly(bytes, encoding);
  const declared = declaredXmlEncoding(bytes);
  if (declared) return decodeStrictly(bytes, declared);
  return decodeStrictly(bytes, "utf-8") ?? decodeStrictly(bytes, "windows-1250");
}

/** The Polish message for bytes that are not valid in the profile's encoding. */
export function unreadableEncodingMessage(encoding: FeedEncoding): string {
  return encoding === "auto"
    ? "Plik nie jest zapisany ani w UTF-8, ani w Windows-1250: zapisz go jako „CSV UTF-8” i wgraj ponownie."
    : `Plik nie jest zapisany w kodowaniu ${FEED_ENCODING_LABELS[encoding]}: zmień kodowanie w profilu hurtowni albo zapisz plik w UTF-8.`;
}

function decodeStrictly(bytes: Uint8Array, label: string): string | null {
  try {
    return new TextDecoder(label, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

// ISO-8859-2 and Windows-1250 differ in ą, ś, ź: a file that names its encoding is read in it.
function declaredXmlEncoding(bytes: Uint8Array): string | null {
  const start = String.fromCharCode(...bytes.subarray(0, 200));
  const match = /^(?:\uFEFF|\xEF\xBB\xBF)?\s*<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/.exec(start);
  if (!match) return null;
  const label = (match[1] as string).toLowerCase();
  return ["utf-8", "utf8", "windows-1250", "cp1250", "x-cp1250", "iso-8859-2", "latin2", "iso8859-2", "l2"].includes(label) ? label : null;
}

// ── Combined columns ────────────────────────────────────────────────────────────────────────

export interface SizeParts {
  width: string;
  profile: string;
  /** With a van tyre's C kept: "16C". */
  rim: string;
  /** "R", "ZR", or "" when the size does not say (read as R). */
  construction: string;
  /** Indexes written after the size ("205/55R16 91V"), if any. */
  indexes: string | null;
}

/** "205/55R16", "205/55 R16", "205/55ZR17", "215/65R16C", "195/70 R15C", "205/55/16", "205 55 16" → parts; null when not a size. */
export function parseSize(text: string): SizeParts | null {
  const match = /^(\d{3})\s*[/\s]\s*(\d{2})(?:\s*[-/]?\s*(ZR|R)\s*|\s*[-/\s]\s*)(\d{2})\s*(C)?(?:\s+(\S.*))?$/i.exec(text.trim());
  // Anything after the size must be its indexes, or the size is not what it seems.
  if (!match || (match[6] !== undefined && parseIndexes(match[6]) === null)) return null;
  return {
    width: match[1] as string,
    profile: match[2] as string,
    rim: `${match[4]}${match[5] ? "C" : ""}`,
    construction: (match[3] ?? "").toUpperCase(),
    indexes: match[6] ?? null,
  };
}

export interface IndexParts {
  /** "91" or a van tyre's "109/107". */
  loadIndex: string;
  speedIndex: string;
  xl: boolean;
}

/** "91V", "94H XL", "109/107R", "104/102T", "91 V" → load and speed index (and XL); null when not indexes. */
export function parseIndexes(text: string): IndexParts | null {
  const match = /^(\d{2,3}(?:\s*\/\s*\d{2,3})?)\s*\(?([A-Z])\)?(?:\s*(XL|EXTRA\s*LOAD|REINF(?:ORCED)?|RF))?$/i.exec(text.trim());
  if (!match) return null;
  return { loadIndex: (match[1] as string).replace(/\s/g, ""), speedIndex: (match[2] as string).toUpperCase(), xl: match[3] !== undefined };
}

export interface LabelParts {
  fuelClass: string;
  wetClass: string;
  noiseDb: string;
  noiseClass: string;
}

/**
 * The EU label in one cell, fuel/wet/noise dB/noise class: "B/A/69dB/B", "B/A/69/B", "B A 69 B"
 * → its four parts as written (validate.ts checks them); null when it is not four such parts.
 */
export function parseLabel(text: string): LabelParts | null {
  const parts = text
    .replace(/(\d)\s*db\b/gi, "$1")
    .split(/[\s/|;]+/)
    .filter(Boolean);
  if (parts.length !== 4 || !/^\d{2}(?:[.,]\d+)?$/.test(parts[2] as string)) return null;
  const [fuelClass, wetClass, noiseDb, noiseClass] = parts as [string, string, string, string];
  return { fuelClass, wetClass, noiseDb, noiseClass };
}

const YES_WORDS = new Set(["tak", "t", "yes", "y", "1", "x", "true", "prawda"]);
const NO_WORDS = new Set(["nie", "n", "no", "0", "", "false", "falsz", "-"]);
// An "XL" column may hold the marking itself instead of tak/nie.
const XL_WORDS = new Set(["xl", "extraload", "reinforced", "rf"]);

/** TAK/NIE, 1/0, Y/N, yes/no, T/N, "x"/"" → true/false; null when it is neither. */
export function readYesNo(text: string): boolean | null {
  const word = normaliseHeader(text);
  if (YES_WORDS.has(word)) return true;
  if (NO_WORDS.has(word)) return false;
  return null;
}

/** The xl column's value: tak/nie, or the marking itself ("XL"). */
export function readXl(text: string): boolean | null {
  return readYesNo(text) ?? (XL_WORDS.has(normaliseHeader(text)) ? true : null);
}

/** Fills the shop's cells from the combined columns; a cell the feed gives by itself wins. */
function expandCombined(cells: Partial<Record<ColumnKey, string>>): Partial<Record<ColumnKey, ColumnKey>> {
  const from: Partial<Record<ColumnKey, ColumnKey>> = {};
  const fill = (key: ColumnKey, value: string, source: ColumnKey) => {
    if ((cells[key] ?? "").trim() !== "" || value === "") return;
    cells[key] = value;
    from[key] = source;
  };
  const addXl = () => {
    const flags = cells.flags ?? "";
    if (!/(^|[\s,;/|])XL($|[\s,;/|])/i.test(flags)) cells.flags = flags.trim() === "" ? "XL" : `${flags} XL`;
  };
  const size = parseSize(cells.size ?? "");
  if (size) {
    for (const part of COMBINED_COLUMNS.size) fill(part, size[part], "size");
    if (size.indexes && (cells.indexes ?? "").trim() === "") {
      const indexes = parseIndexes(size.indexes);
      if (indexes) {
        fill("loadIndex", indexes.loadIndex, "size");
        fill("speedIndex", indexes.speedIndex, "size");
        if (indexes.xl) addXl();
      }
    }
  }
  const indexes = parseIndexes(cells.indexes ?? "");
  if (indexes) {
    fill("loadIndex", indexes.loadIndex, "indexes");
    fill("speedIndex", indexes.speedIndex, "indexes");
    if (indexes.xl) addXl();
  }
  const label = parseLabel(cells.label ?? "");
  if (label) for (const part of COMBINED_COLUMNS.label) fill(part, label[part], "label");
  if (readXl(cells.xl ?? "") === true) addXl();
  return from;
}

// ── Reading records ─────────────────────────────────────────────────────────────────────────

/** Bytes decoded to text → the feed's records in the shop's columns, by the profile. */
export function readSourceRecords(text: string, profile: FeedProfile): SourceRecords {
  return profile.format === "xml" ? readXmlRecords(text, profile) : readCsvRecords(text, profile);
}

function readCsvRecords(text: string, profile: FeedProfile): SourceRecords {
  const result: SourceRecords = { columns: [], records: [], fileProblems: [], fieldColumns: {} };
  const body = text.replace(/^\uFEFF/, "");
  // A delimiter the profile names but the header lacks: the profile is wrong, not the quotes.
  const firstLine = /^\s*(.*)/.exec(body)?.[1] ?? "";
  if (profile.delimiter !== "auto" && !firstLine.includes(profile.delimiter)) {
    result.fileProblems.push(
      `Plik nie ma wiersza nagłówka z nazwami kolumn rozdzielonych ${SEPARATED_BY[profile.delimiter]}, jak mówi profil hurtowni: sprawdź w profilu separator kolumn.`,
    );
    return result;
  }
  // Blank lines are kept while parsing so that a record's number is the spreadsheet's row.
  const parsed = Papa.parse<string[]>(body, {
    skipEmptyLines: false,
    ...(profile.delimiter === "auto" ? { delimitersToGuess: [";", ",", "\t", "|"] } : { delimiter: profile.delimiter }),
  });
  const fatal = parsed.errors.find((error) => error.type === "Quotes");
  if (fatal) {
    result.fileProblems.push(
      `Plik CSV jest uszkodzony w wierszu ${(fatal.row ?? 0) + 1}: ${fatal.code === "MissingQuotes" ? "niezamknięty cudzysłów" : "cudzysłów w środku pola"}.`,
    );
    return result;
  }
  const blank = (record: string[]) => record.every((value) => value.trim() === "");
  const headerIndex = parsed.data.findIndex((record) => !blank(record));
  const header = (parsed.data[headerIndex] ?? []).map((name) => name.trim());
  if (header.length < 2) {
    result.fileProblems.push("Plik nie ma wiersza nagłówka z nazwami kolumn (rozdzielonych średnikiem, przecinkiem lub tabulatorem).");
    return result;
  }
  result.columns = header;
  // A header named twice keeps both in the preview.
  const names = header.map((name, position) => (header.indexOf(name) === position ? name : `${name} (${position + 1})`));
  const { positions, problems } = resolveColumns(header, profile.fields);
  result.fileProblems.push(...problems);
  for (const [key, position] of Object.entries(positions) as [ColumnKey, number][]) result.fieldColumns[key] = header[position];

  parsed.data.forEach((record, index) => {
    if (index <= headerIndex || blank(record)) return;
    const cells: Partial<Record<ColumnKey, string>> = {};
    for (const [key, position] of Object.entries(positions) as [ColumnKey, number][]) cells[key] = (record[position] ?? "").trim();
    const source: Record<string, string> = {};
    names.forEach((name, position) => {
      source[name] = (record[position] ?? "").trim();
    });
    // Cells past the header's end are kept for the preview, not lost silently.
    for (let position = names.length; position < record.length; position++)
      if ((record[position] ?? "").trim() !== "") source[`(${position + 1})`] = (record[position] as string).trim();
    result.records.push({ line: index + 1, cells, source, from: expandCombined(cells) });
  });
  if (result.records.length === 0 && problems.length === 0) result.fileProblems.push("Plik nie ma żadnego wiersza z danymi.");
  return result;
}

type XmlNode = { [name: string]: XmlNode[] | string };

const xmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  textNodeName: "#text",
  // Everything stays text: "0091" or "16C" must not become numbers.
  parseTagValue: false,
  parseAttributeValue: false,
  alwaysCreateTextNode: true,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
  ignoreDeclaration: true,
  ignorePiTags: true,
  htmlEntities: true,
  // Paths as strings are not needed (isArray ignores them) and cost a third of the parsing time.
  jPath: false,
});

/** "Rozmiar/@Szer" → "rozmiar/@szer": XML paths compared without case or diacritics, segment by segment. */
function normalisePath(path: string): string {
  return path
    .split("/")
    .map((segment) => (segment.startsWith("@") ? "@" : "") + normaliseHeader(segment))
    .join("/");
}

/** A record's values by path: attributes as "@name", an element's text by its path, repeated elements as "name[2]". */
function flatten(node: XmlNode, prefix: string, into: Record<string, string>): void {
  for (const [name, value] of Object.entries(node)) {
    if (name === "#text") continue;
    if (name.startsWith("@")) {
      into[`${prefix}${name}`] = String(value).trim();
      continue;
    }
    (value as XmlNode[]).forEach((child, index) => {
      const path = `${prefix}${name}${index > 0 ? `[${index + 1}]` : ""}`;
      const text = typeof child === "string" ? child : String(child["#text"] ?? "");
      const inner = typeof child === "string" ? [] : Object.keys(child).filter((key) => key !== "#text");
      if (text.trim() !== "" || inner.length === 0) into[path] = text.trim();
      if (typeof child !== "string") flatten(child, `${path}/`, into);
    });
  }
}

function readXmlRecords(text: string, profile: FeedProfile): SourceRecords {
  const result: SourceRecords = { columns: [], records: [], fileProblems: [], fieldColumns: {} };
  const body = text.replace(/^\uFEFF/, "");
  const valid = XMLValidator.validate(body);
  if (valid !== true) {
    result.fileProblems.push(
      `Plik XML jest uszkodzony w linii ${valid.err.line}: nie da się go odczytać (sprawdź, czy to na pewno XML i czy znaczniki są domknięte).`,
    );
    return result;
  }
  let document: XmlNode;
  try {
    document = xmlParser.parse(body) as XmlNode;
  } catch {
    result.fileProblems.push("Plik XML jest uszkodzony: nie da się go odczytać.");
    return result;
  }

  // Records: every element whose path ends with the profile's, not looking inside a record.
  const wanted = profile.recordElement.split("/").map(normaliseHeader);
  const nodes: XmlNode[] = [];
  const counts = new Map<string, number>();
  const walk = (node: XmlNode, ancestors: string[]) => {
    for (const [name, value] of Object.entries(node)) {
      if (name.startsWith("@") || name === "#text" || typeof value === "string") continue;
      const path = [...ancestors, normaliseHeader(name)];
      counts.set(name, (counts.get(name) ?? 0) + value.length);
      const isRecord =
        path.length >= wanted.length && wanted.every((segment, index) => path[path.length - wanted.length + index] === segment);
      for (const child of value) {
        if (typeof child === "string") continue;
        if (isRecord) nodes.push(child);
        else walk(child, path);
      }
    }
  };
  walk(document, []);
  if (nodes.length === 0) {
    const repeated = [...counts.entries()]
      .filter(([, count]) => count > 1)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([name]) => name);
    result.fileProblems.push(
      `W pliku XML nie ma żadnego elementu „${profile.recordElement}”: wskaż w profilu hurtowni element, który obejmuje jedną ofertę` +
        (repeated.length > 0 ? ` (w tym pliku powtarzają się: ${repeated.join(", ")}).` : "."),
    );
    return result;
  }

  const sources = nodes.map((node) => {
    const source: Record<string, string> = {};
    flatten(node, "", source);
    return source;
  });
  const seen = new Set<string>();
  const allPaths: string[] = [];
  sources.forEach((source, index) => {
    for (const path of Object.keys(source)) {
      if (seen.has(path)) continue;
      seen.add(path);
      allPaths.push(path);
      if (index < COLUMNS_FROM_RECORDS) result.columns.push(path);
    }
  });
  const byNormalised = new Map<string, string>();
  for (const path of allPaths) if (!byNormalised.has(normalisePath(path))) byNormalised.set(normalisePath(path), path);

  // Explicit paths first, then paths whose last segment is a known column name.
  for (const [key, wantedPath] of Object.entries(profile.fields) as [ColumnKey, string][]) {
    const path = byNormalised.get(normalisePath(wantedPath));
    if (path) result.fieldColumns[key] = path;
    else result.fileProblems.push(`W rekordach XML nie ma pola „${wantedPath}”, wskazanego w profilu dla „${FEED_COLUMNS[key].header}”.`);
  }
  const taken = new Set(Object.values(result.fieldColumns));
  for (const path of allPaths) {
    if (taken.has(path) || /\[\d+\]/.test(path)) continue;
    const key = knownColumn((path.split("/").pop() as string).replace(/^@/, ""));
    if (key && result.fieldColumns[key] === undefined && profile.fields[key] === undefined) {
      result.fieldColumns[key] = path;
      taken.add(path);
    }
  }
  const missing = missingColumns(new Set(Object.keys(result.fieldColumns) as ColumnKey[]));
  if (missing.length > 0)
    result.fileProblems.push(missingColumnsProblem(missing, "Nazwij je jak w opisie formatu albo wskaż ich ścieżki w profilu hurtowni."));

  sources.forEach((source, index) => {
    const cells: Partial<Record<ColumnKey, string>> = {};
    for (const [key, path] of Object.entries(result.fieldColumns) as [ColumnKey, string][]) cells[key] = source[path] ?? "";
    result.records.push({ line: index + 1, cells, source, from: expandCombined(cells) });
  });
  return result;
}
