/**
 * The listing's query parameters, one row each: the page's Polish query name, the shop API's
 * name, the kind of value and what it allows. Everything else is derived from this table: the
 * ListingFilter type, reading and writing the page query (routes.ts), the listing forms' fields,
 * the query a page sends to the shop API, the API's valibot schema (src/shop/api/catalogue.ts) and
 * the search's arguments (src/shop/db/queries/search.ts, which keys its SQL clauses by the same keys).
 * A new filter is one row here plus its SQL clause there.
 *
 * Imports only config and the speed symbols: routes.ts, pages, the shop API and db all import it.
 */

import { apiFilterValue, type ListingFormParam } from "./listing-form-query";
import { LABEL_CLASSES, LISTING_MAX_PAGE, NOISE_CLASSES, SEASONS, type Season, VEHICLE_TYPES, type VehicleType } from "./config/storefront";
import { TYRE_AGE_FILTER_MONTHS } from "./config/back-office";
import { SPEED_EXCEPTION_SEASONS, SPEED_SYMBOLS, snowTyreMinimum } from "./reference/speed-symbols";

/** The listing's orders: the page's name, the shop API's name, the label the sort menu shows. */
export const LISTING_SORTS = [
  { query: "popularnosc", api: "popularity", label: "Popularność" },
  { query: "cena-rosnaco", api: "price-asc", label: "Cena: od najniższej" },
  { query: "cena-malejaco", api: "price-desc", label: "Cena: od najwyższej" },
  { query: "przyczepnosc", api: "wet", label: "Przyczepność na mokrym" },
  { query: "halas", api: "noise", label: "Najcichsze" },
  { query: "ocena", api: "rating", label: "Ocena kupujących" },
] as const;
export type ListingSort = (typeof LISTING_SORTS)[number]["query"];
export type SearchSort = (typeof LISTING_SORTS)[number]["api"];
export const SORTS: readonly ListingSort[] = LISTING_SORTS.map((sort) => sort.query);
export const SEARCH_SORTS: readonly SearchSort[] = LISTING_SORTS.map((sort) => sort.api);

export function apiSort(sort: ListingSort): SearchSort {
  return LISTING_SORTS.find((entry) => entry.query === sort)!.api;
}

// Defined with the label's other facts (src/common/config/); the filters list them in the same order.
export { LABEL_CLASSES, NOISE_CLASSES };

/** A slug as the catalogue stores them: lowercase words joined by hyphens, at most 60 characters. */
export const SLUG = /^(?=.{1,60}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** More values of one filter than any menu offers are ignored beyond this many (page query). */
const MAX_LIST_ITEMS = 20;

export interface IntRange {
  min: number;
  max: number;
}

interface RowBase {
  /** The field of ListingFilter (and of the search's filter). */
  key: string;
  /** The page's query parameter (Polish, short, stable: it is in shared links). */
  query: string;
  /** The shop API search's query parameter. */
  api: string;
  /** The filter's short name for shoppers: a chip of the active filters says "Nośność 91". */
  label: string;
  /** What the shop API answers (in Polish) for a value it refuses. */
  message: string;
}

/**
 * One query parameter of a listing.
 * - choice: one value of `values` (page: anything else is dropped; API: refused).
 * - list: comma-separated values (repeated parameters too), each one of `values` or matching
 *   `pattern` (`apiPattern` when the API is looser than a page link); the page keeps the known
 *   ones, deduplicated and sorted; the API refuses the request if any is wrong.
 * - int: whole number within `range` (page units); the API takes it times `scale`.
 * - flag: "1" (the API also takes "0").
 * - sort: one of LISTING_SORTS; the page and the API each use their own names.
 * - page: the page number; no SQL clause (it becomes the offset), and a form starts again at 1.
 * A `default` is never written into a URL, and always sent to the API.
 */
export type ListingParamRow =
  | (RowBase & { kind: "choice"; values: readonly string[] })
  | (RowBase & { kind: "list"; values: readonly string[] })
  | (RowBase & { kind: "list"; pattern: RegExp; apiPattern?: RegExp })
  | (RowBase & { kind: "int"; range: IntRange; scale?: number })
  | (RowBase & { kind: "flag" })
  | (RowBase & { kind: "sort"; default: ListingSort })
  | (RowBase & { kind: "page"; range: IntRange; default: number });

const PRICE_ZLOTY: IntRange = { min: 0, max: 100_000 };
const PRICE_MESSAGE = "Cena musi być liczbą groszy od 0 do 10 000 000.";
const FLAG_MESSAGE = "Dozwolone wartości: 0 lub 1.";

/** In the order of the canonical URL's query (listingPath). */
export const LISTING_PARAMS = [
  {
    key: "producers",
    query: "producent",
    api: "producer",
    label: "Producent",
    kind: "list",
    pattern: SLUG,
    apiPattern: /^[a-z0-9-]{1,60}$/,
    message: "Nieprawidłowy producent.",
  },
  {
    key: "vehicle",
    query: "typ",
    api: "vehicle",
    label: "Pojazd",
    kind: "choice",
    values: VEHICLE_TYPES,
    message: "Nieznany rodzaj pojazdu.",
  },
  { key: "season", query: "sezon", api: "season", label: "Sezon", kind: "choice", values: SEASONS, message: "Nieznany sezon." },
  {
    key: "width",
    query: "szerokosc",
    api: "width",
    label: "Szerokość",
    kind: "int",
    range: { min: 100, max: 400 },
    message: "Szerokość musi być liczbą od 100 do 400.",
  },
  {
    key: "profile",
    query: "profil",
    api: "profile",
    label: "Profil",
    kind: "int",
    range: { min: 20, max: 95 },
    message: "Profil musi być liczbą od 20 do 95.",
  },
  {
    key: "rim",
    query: "srednica",
    api: "rim",
    label: "Średnica",
    kind: "int",
    range: { min: 10, max: 30 },
    message: "Średnica musi być liczbą od 10 do 30.",
  },
  {
    key: "loadIndex",
    query: "nosnosc",
    api: "load",
    label: "Nośność",
    kind: "list",
    pattern: /^\d{2,3}(\/\d{2,3})?$/,
    message: "Nieprawidłowy indeks nośności.",
  },
  {
    key: "speedIndex",
    query: "predkosc",
    api: "speed",
    label: "Prędkość",
    kind: "list",
    pattern: /^[A-Z]$/,
    message: "Nieprawidłowy indeks prędkości.",
  },
  {
    key: "fuel",
    query: "paliwo",
    api: "fuel",
    label: "Paliwo",
    kind: "list",
    values: LABEL_CLASSES,
    message: "Klasa paliwowa to litera od A do E.",
  },
  {
    key: "wet",
    query: "przyczepnosc",
    api: "wet",
    label: "Przyczepność",
    kind: "list",
    values: LABEL_CLASSES,
    message: "Klasa przyczepności to litera od A do E.",
  },
  {
    key: "noise",
    query: "halas",
    api: "noise",
    label: "Hałas",
    kind: "list",
    values: NOISE_CLASSES,
    message: "Klasa hałasu to litera od A do C.",
  },
  // A car's minimums (its page links to tyres that fit it): load index at least (the single load
  // of a van tyre), speed index at least (SPEED_SYMBOLS order).
  {
    key: "minLoad",
    query: "nosnosc-od",
    api: "load_min",
    label: "Nośność od",
    kind: "int",
    range: { min: 50, max: 130 },
    message: "Najmniejszy indeks nośności musi być liczbą od 50 do 130.",
  },
  {
    key: "minSpeed",
    query: "predkosc-od",
    api: "speed_min",
    label: "Prędkość od",
    kind: "choice",
    values: SPEED_SYMBOLS,
    message: "Nieznany indeks prędkości.",
  },
  { key: "xl", query: "xl", api: "xl", label: "XL", kind: "flag", message: FLAG_MESSAGE },
  { key: "runFlat", query: "runflat", api: "runflat", label: "Run Flat", kind: "flag", message: FLAG_MESSAGE },
  { key: "threePmsf", query: "3pmsf", api: "pmsf", label: "3PMSF", kind: "flag", message: FLAG_MESSAGE },
  // The offer a card shows (the cheapest in stock) at most this many months old by its DOT week.
  {
    key: "maxAge",
    query: "wiek-do",
    api: "max_age",
    label: "Nie starsze niż",
    kind: "choice",
    values: TYRE_AGE_FILTER_MONTHS,
    message: "Wiek opony: 12, 24 lub 36 miesięcy.",
  },
  // Whole złoty on the page, grosze in the API.
  {
    key: "priceMin",
    query: "cena-od",
    api: "price_min",
    label: "Cena od",
    kind: "int",
    range: PRICE_ZLOTY,
    scale: 100,
    message: PRICE_MESSAGE,
  },
  {
    key: "priceMax",
    query: "cena-do",
    api: "price_max",
    label: "Cena do",
    kind: "int",
    range: PRICE_ZLOTY,
    scale: 100,
    message: PRICE_MESSAGE,
  },
  {
    key: "sort",
    query: "sortuj",
    api: "sort",
    label: "Sortowanie",
    kind: "sort",
    default: "popularnosc",
    message: "Nieznany sposób sortowania.",
  },
  {
    key: "page",
    query: "strona",
    api: "page",
    label: "Strona",
    kind: "page",
    range: { min: 1, max: LISTING_MAX_PAGE },
    default: 1,
    message: `Numer strony musi być liczbą od 1 do ${LISTING_MAX_PAGE}.`,
  },
] as const satisfies readonly ListingParamRow[];

export type ListingParam = (typeof LISTING_PARAMS)[number];
export type ListingParamKey = ListingParam["key"];

/** What a value of a row is in a ListingFilter (prices in whole złoty). */
type ValueOf<R> = R extends { kind: "choice"; values: readonly (infer V)[] }
  ? V
  : R extends { kind: "list" }
    ? string[]
    : R extends { kind: "int" | "page" }
      ? number
      : R extends { kind: "flag" }
        ? boolean
        : R extends { kind: "sort" }
          ? ListingSort
          : never;

/** What a tyre listing shows; every part optional. Prices are whole złoty. */
export type ListingFilter = { [R in ListingParam as R["key"]]?: ValueOf<R> };

/** The rows that narrow the search (each has an SQL clause); sort and page only order and slice it. */
type FilterParam = Exclude<ListingParam, { kind: "sort" | "page" }>;
export type SearchFilterKey = FilterParam["key"];
/** The search's filter: a ListingFilter's narrowing part, with prices in grosze. */
export type SearchFilter = { [R in FilterParam as R["key"]]?: ValueOf<R> };
/** The same filter as the shop API's validated query holds it (API names, prices in grosze). */
export type ApiSearchFilter = { [R in FilterParam as R["api"]]?: ValueOf<R> };

/** Page query names by filter key. */
export const LISTING_QUERY_NAMES = Object.fromEntries(LISTING_PARAMS.map((row) => [row.key, row.query])) as {
  [R in ListingParam as R["key"]]: R["query"];
};

/** A row by its key, with its literal type. */
export const LISTING_PARAM = Object.fromEntries(LISTING_PARAMS.map((row) => [row.key, row])) as { [R in ListingParam as R["key"]]: R };

const ROWS: readonly ListingParamRow[] = LISTING_PARAMS;
/** Rows as plain rows with their key typed (a loop reads and writes ListingFilter by key). */
const KEYED = ROWS as readonly (ListingParamRow & { key: ListingParamKey })[];

/** A whole number written with at most six digits, within [min, max]. */
export function intIn(value: string | null | undefined, min: number, max: number): number | undefined {
  if (!value || !/^\d{1,6}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

/**
 * A comma-separated list (SPEC §7), each item checked; unknown items are dropped. Repeated
 * parameters (checkboxes of a form) are read as one list.
 */
function list(values: string[], accept: (item: string) => boolean): string[] | undefined {
  const value = values.join(",");
  if (!value) return undefined;
  const items = [
    ...new Set(
      value
        .split(",")
        .map((item) => item.trim())
        .filter((item) => item && accept(item)),
    ),
  ].slice(0, MAX_LIST_ITEMS);
  return items.length ? items.sort() : undefined;
}

/** Whether a value says anything: not missing, not off, not an empty list. */
function present(value: unknown): boolean {
  return value !== undefined && value !== false && value !== "" && !(Array.isArray(value) && value.length === 0);
}

const isDefault = (row: ListingParamRow, value: unknown) => "default" in row && row.default === value;

/** One row's value read from a page query; undefined when missing or not valid. */
function readParam(row: ListingParamRow, query: URLSearchParams): unknown {
  switch (row.kind) {
    case "choice": {
      const value = query.get(row.query) ?? "";
      return row.values.includes(value) ? value : undefined;
    }
    case "list": {
      const accept = "values" in row ? (item: string) => row.values.includes(item) : (item: string) => row.pattern.test(item);
      return list(query.getAll(row.query), accept);
    }
    case "int":
    case "page":
      return intIn(query.get(row.query), row.range.min, row.range.max);
    case "flag":
      return query.get(row.query) === "1" ? true : undefined;
    case "sort": {
      const value = query.get(row.query) ?? "";
      return (SORTS as readonly string[]).includes(value) ? value : undefined;
    }
  }
}

/**
 * Fills every part of `filter` the path left open from the page query (the query never
 * overrides the path). Values that do not parse are dropped.
 */
export function readListingQuery(filter: ListingFilter, query: URLSearchParams): ListingFilter {
  const values = filter as Record<ListingParamKey, unknown>;
  for (const row of KEYED) {
    if (values[row.key] === undefined) values[row.key] = readParam(row, query);
  }
  return filter;
}

/**
 * The filter's query parameters for the canonical URL, in table order: lists sorted, defaults
 * and parts the path already carries (`inPath`) left out.
 */
export function listingQueryParams(filter: ListingFilter, inPath: ReadonlySet<ListingParamKey>): [string, string][] {
  const values = filter as Record<ListingParamKey, unknown>;
  const params: [string, string][] = [];
  for (const row of KEYED) {
    const value = values[row.key];
    if (inPath.has(row.key) || !present(value) || isDefault(row, value)) continue;
    // A page number only past the first page.
    if (row.kind === "page" && (value as number) < row.default) continue;
    params.push([row.query, row.kind === "list" ? [...(value as string[])].sort().join(",") : row.kind === "flag" ? "1" : String(value)]);
  }
  return params;
}

/** Drops undefined keys, empty lists and the defaults, so equal filters compare equal. */
export function clean(filter: ListingFilter): ListingFilter {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    const row = LISTING_PARAM[key as ListingParamKey] as ListingParamRow | undefined;
    if (row && isDefault(row, value)) continue;
    result[key] = value;
  }
  return result as ListingFilter;
}

/**
 * Every part of a filter as query parameters (nothing in the path): the hidden fields of the
 * listing's forms, which GET /opony turns back into the canonical path. Never the page number:
 * a changed filter starts again on the first page.
 */
export function listingFormFields(filter: ListingFilter): [string, string][] {
  const values = filter as Record<ListingParamKey, unknown>;
  const fields: [string, string][] = [];
  for (const row of KEYED) {
    const value = values[row.key];
    if (row.kind === "page" || !present(value) || isDefault(row, value)) continue;
    fields.push([row.query, row.kind === "list" ? (value as string[]).join(",") : row.kind === "flag" ? "1" : String(value)]);
  }
  return fields;
}

/**
 * The shop API's search query for a listing filter (English names, prices in grosze); the sort
 * and the page always, at their defaults when the filter has none.
 */
export function listingApiQuery(filter: ListingFilter): Record<string, string> {
  const values = filter as Record<ListingParamKey, unknown>;
  const query: Record<string, string> = {};
  for (const row of KEYED) {
    const value = values[row.key] ?? ("default" in row ? row.default : undefined);
    if (value === undefined || value === false) continue;
    query[row.api] =
      row.kind === "sort" ? apiSort(value as ListingSort) : row.kind === "page" ? String(value) : apiFilterValue(row, value as string);
  }
  return query;
}

/** The search's filter from the shop API's validated query: the same values under the filter keys. */
export function searchFilterFromApi(query: ApiSearchFilter): SearchFilter {
  const values = query as Record<string, unknown>;
  const filter: Record<string, unknown> = {};
  for (const row of ROWS) {
    if (row.kind === "sort" || row.kind === "page") continue;
    if (values[row.api] !== undefined) filter[row.key] = values[row.api];
  }
  return filter as SearchFilter;
}

/** What the browser needs to turn a listing form's fields into the search query (the filter sheet's live count). */
export const LISTING_FORM_PARAMS: readonly ListingFormParam[] = ROWS.flatMap((row) =>
  row.kind === "sort" || row.kind === "page"
    ? []
    : [{ query: row.query, api: row.api, kind: row.kind, ...(row.kind === "int" && row.scale ? { scale: row.scale } : {}) }],
);

/** A car's factory size (one axle of a fitment) with the least load and speed index a tyre on it needs (car_fitments). */
export interface FitmentMinimums {
  width: number;
  profile: number;
  rim: number;
  vehicleType: VehicleType;
  minLoadIndex: number | null;
  minSpeedIndex: string | null;
}

/** The speed symbols at or above `minimum` (a car's minimum speed index admits faster tyres). */
export function speedsAtLeast(minimum: string): string[] {
  const index = (SPEED_SYMBOLS as readonly string[]).indexOf(minimum);
  return index < 0 ? [] : SPEED_SYMBOLS.slice(index);
}

/**
 * The listing of tyres that fit a car's factory size: its vehicle type (a van's size shows only C
 * tyres), load index and speed index at least the car's. Snow tyres (winter, all-season M+S) may
 * have a lower speed index than the car (with the sticker beside the driver), down to Q, so their
 * listing asks for the lower of the two.
 */
export function fitmentFilter(fitment: FitmentMinimums, season?: Season): ListingFilter {
  const winter = season !== undefined && (SPEED_EXCEPTION_SEASONS as readonly string[]).includes(season);
  const carMinimum = (SPEED_SYMBOLS as readonly string[]).includes(fitment.minSpeedIndex ?? "") ? fitment.minSpeedIndex! : null;
  const minSpeed = carMinimum && winter ? snowTyreMinimum(carMinimum) : carMinimum;
  return clean({
    season,
    vehicle: fitment.vehicleType,
    width: fitment.width,
    profile: fitment.profile,
    rim: fitment.rim,
    minLoad: fitment.minLoadIndex ?? undefined,
    minSpeed: (minSpeed ?? undefined) as ListingFilter["minSpeed"],
  });
}
