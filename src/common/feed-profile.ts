/**
 * A supplier's mapping profile: how one wholesaler's feed is read (CSV or XML, its encoding,
 * delimiter and decimal mark, where an offer sits in the XML, what its price means) and which of
 * its columns or XML paths hold the shop's columns. The back office keeps one per supplier and
 * shows the form's labels from here; the import reads the feed through it.
 */

import { ALL_HEADERS, type ColumnKey, columnKeyOf, FEED_COLUMNS } from "./feed-columns";

export type FeedFormat = "csv" | "xml";
export type FeedEncoding = "auto" | "utf-8" | "windows-1250" | "iso-8859-2";
export type FeedDelimiter = "auto" | ";" | "," | "\t" | "|";
export type FeedDecimal = "auto" | "comma" | "point";
export type PriceKind = "purchase-net" | "purchase-gross" | "selling-gross";

export interface FeedProfile {
  format: FeedFormat;
  /** "auto": UTF-8 when the bytes are valid UTF-8, otherwise Windows-1250. */
  encoding: FeedEncoding;
  /** CSV only. */
  delimiter: FeedDelimiter;
  /** How prices and other decimals are written. */
  decimal: FeedDecimal;
  /** XML only: the element holding one offer ("produkt", or a path "oferta/pozycja"); "" for CSV. */
  recordElement: string;
  /** What the price column holds. */
  priceKind: PriceKind;
  /** Shop column → the feed's CSV header, or for XML a path relative to the record ("rozmiar/szer", "@ean", "cena/@netto"). */
  fields: Partial<Record<ColumnKey, string>>;
}

/** The shop's own CSV with a gross selling price: what a feed without a profile is read as. */
export const DEFAULT_FEED_PROFILE: FeedProfile = Object.freeze({
  format: "csv",
  encoding: "auto",
  delimiter: "auto",
  decimal: "auto",
  recordElement: "",
  priceKind: "selling-gross",
  fields: Object.freeze({}),
}) as FeedProfile;

export const FEED_FORMAT_LABELS: Record<FeedFormat, string> = {
  csv: "CSV (kolumny rozdzielone znakiem)",
  xml: "XML",
};

export const FEED_ENCODING_LABELS: Record<FeedEncoding, string> = {
  auto: "Automatycznie (UTF-8, a gdy nie pasuje – Windows-1250)",
  "utf-8": "UTF-8",
  "windows-1250": "Windows-1250 (polski Excel i Windows)",
  "iso-8859-2": "ISO-8859-2 (Latin-2)",
};

export const FEED_DELIMITER_LABELS: Record<FeedDelimiter, string> = {
  auto: "Automatycznie",
  ";": "Średnik (;)",
  ",": "Przecinek (,)",
  "\t": "Tabulator",
  "|": "Kreska pionowa (|)",
};

export const FEED_DECIMAL_LABELS: Record<FeedDecimal, string> = {
  auto: "Automatycznie",
  comma: "Przecinek (1 234,50)",
  point: "Kropka (1234.50)",
};

export const PRICE_KIND_LABELS: Record<PriceKind, string> = {
  "purchase-net": "Cena zakupu netto",
  "purchase-gross": "Cena zakupu brutto",
  "selling-gross": "Cena sprzedaży brutto",
};

const PROFILE_KEYS = ["format", "encoding", "delimiter", "decimal", "recordElement", "priceKind", "fields"] as const;
// A name as XML allows it (letters of any script, digits, _ - . and a namespace colon).
const XML_NAME = String.raw`[\p{L}_][\p{L}\p{N}_.:-]*`;
const RECORD_PATH = new RegExp(`^${XML_NAME}(?:/${XML_NAME})*$`, "u");
const FIELD_PATH = new RegExp(`^(?:${XML_NAME}/)*(?:${XML_NAME}|@${XML_NAME})$`, "u");
const MAX_NAME_LENGTH = 200;

function choice<T extends string>(value: unknown, allowed: Record<T, string>, fallback: T): T | null {
  if (value === undefined || value === null || value === "") return fallback;
  return typeof value === "string" && Object.hasOwn(allowed, value) ? (value as T) : null;
}

/**
 * Reads a profile from a form's or the API's JSON (a string or an already parsed object).
 * Missing settings take the default's; unknown settings and unknown shop columns are refused,
 * in Polish, so a typo does not silently read a column as nothing.
 */
export function parseFeedProfile(input: unknown): { profile: FeedProfile } | { error: string } {
  let value = input;
  if (typeof value === "string") {
    if (value.trim() === "") return { profile: { ...DEFAULT_FEED_PROFILE, fields: {} } };
    try {
      value = JSON.parse(value);
    } catch {
      return { error: "Profil hurtowni nie jest poprawnym JSON-em." };
    }
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return { error: 'Profil hurtowni musi być obiektem JSON z ustawieniami, np. {"format": "csv"}.' };
  const raw = value as Record<string, unknown>;
  const unknown = Object.keys(raw).filter((key) => !(PROFILE_KEYS as readonly string[]).includes(key));
  if (unknown.length > 0)
    return { error: `Profil hurtowni nie ma ustawienia „${unknown[0]}”. Ustawienia profilu: ${PROFILE_KEYS.join(", ")}.` };

  const format = choice<FeedFormat>(raw.format, FEED_FORMAT_LABELS, "csv");
  if (!format) return { error: `Nieznany format pliku „${String(raw.format)}”: wybierz csv albo xml.` };
  const encoding = choice<FeedEncoding>(raw.encoding, FEED_ENCODING_LABELS, "auto");
  if (!encoding)
    return { error: `Nieznane kodowanie znaków „${String(raw.encoding)}”: wybierz auto, utf-8, windows-1250 albo iso-8859-2.` };
  // A form sends a tab as the word; JSON may carry the character itself.
  const delimiter = choice<FeedDelimiter>(
    raw.delimiter === "tab" || raw.delimiter === "\\t" ? "\t" : raw.delimiter,
    FEED_DELIMITER_LABELS,
    "auto",
  );
  if (!delimiter)
    return { error: `Nieznany separator kolumn „${String(raw.delimiter)}”: wybierz auto, średnik, przecinek, tabulator albo |.` };
  const decimal = choice<FeedDecimal>(raw.decimal, FEED_DECIMAL_LABELS, "auto");
  if (!decimal) return { error: `Nieznany separator dziesiętny „${String(raw.decimal)}”: wybierz auto, comma albo point.` };
  const priceKind = choice<PriceKind>(raw.priceKind, PRICE_KIND_LABELS, "selling-gross");
  if (!priceKind)
    return { error: `Nieznany rodzaj ceny „${String(raw.priceKind)}”: wybierz purchase-net, purchase-gross albo selling-gross.` };

  let recordElement = "";
  if (format === "xml") {
    recordElement = typeof raw.recordElement === "string" ? raw.recordElement.trim().replace(/^\/+|\/+$/g, "") : "";
    if (recordElement === "") return { error: "Dla pliku XML podaj element oferty, np. produkt albo oferta/pozycja." };
    if (recordElement.length > MAX_NAME_LENGTH || !RECORD_PATH.test(recordElement))
      return { error: `Element oferty „${recordElement}” nie jest nazwą elementu XML ani ścieżką, np. oferta/pozycja.` };
  } else if (raw.recordElement !== undefined && typeof raw.recordElement !== "string") {
    return { error: "Element oferty musi być tekstem." };
  }

  const fields: Partial<Record<ColumnKey, string>> = {};
  if (raw.fields !== undefined && raw.fields !== null) {
    if (typeof raw.fields !== "object" || Array.isArray(raw.fields))
      return { error: "Pola profilu (fields) muszą być obiektem: kolumna sklepu → kolumna w pliku." };
    for (const [ours, theirs] of Object.entries(raw.fields as Record<string, unknown>)) {
      const key = columnKeyOf(ours);
      if (!key) return { error: `Sklep nie ma kolumny „${ours}”. Kolumny sklepu: ${ALL_HEADERS.join(", ")}.` };
      if (theirs === undefined || theirs === null) continue;
      if (typeof theirs !== "string") return { error: `Dla kolumny „${FEED_COLUMNS[key].header}” podaj nazwę kolumny w pliku jako tekst.` };
      const name = theirs.trim();
      // An empty input on the form means "not mapped".
      if (name === "") continue;
      if (name.length > MAX_NAME_LENGTH)
        return { error: `Nazwa kolumny dla „${FEED_COLUMNS[key].header}” jest za długa (najwyżej ${MAX_NAME_LENGTH} znaków).` };
      if (format === "xml" && !FIELD_PATH.test(name))
        return {
          error: `„${name}” (dla „${FEED_COLUMNS[key].header}”) nie jest ścieżką w rekordzie XML, np. szerokosc, rozmiar/szer, @ean albo cena/@netto.`,
        };
      fields[key] = name;
    }
  }
  return { profile: { format, encoding, delimiter, decimal, recordElement, priceKind, fields } };
}
