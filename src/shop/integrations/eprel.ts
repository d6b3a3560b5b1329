import { EPREL_FILE_MAX_BYTES, EPREL_KEY_PREFIX, REMOTE_FETCH_TIMEOUT_MS } from "../../common/config/storefront";
import { database } from "../db/client";
import { applyEprelLabel, eprelSheetKey, type EprelLabelValues, readTyresMedia, type TyreMedia } from "../db/queries/tyre-media";
import type { StaffActor } from "../db/queries/staff";
import { readLimited } from "../catalogue-import/feed-fetch";
import { ImageRefused, putContentFile, sha256Hex, sniffImage, storeTyreImageFromUrl, timedOut } from "../images/tyre-images";

/**
 * The EU product database for energy labelling (EPREL, Regulation (EU) 2020/740 art. 12), issue 18.
 * With EPREL_API_KEY a tyre's label data is read by its registration number and the official label
 * image and product information sheet are kept in R2 ("etykiety/…"); without it nothing is fetched
 * and the feed's values stay (`eprel_source` 'feed').
 *
 * The public API, as far as public material shows it (no official reference was reachable from
 * here, so this is what clients of the API use; the calls are few and each failure is reported):
 * - `GET https://eprel.ec.europa.eu/api/products/tyres/{registrationNumber}` with the header
 *   `x-api-key: <key>` answers the record as JSON, with the fields read below: `energyClass` (the
 *   fuel efficiency class), `wetGripClass`, `externalRollingNoiseClass`,
 *   `externalRollingNoiseValue` (dB), `severeSnowTyre`, `iceTyre`, `tyreClass` (C1/C2/C3),
 *   `loadCapacityIndex` (`loadCapacityIndex2` for a second, dual index), `speedCategorySymbol`,
 *   `sizeDesignation`, `supplierOrTrademark`, `commercialName`, `eprelRegistrationNumber`.
 *   An unknown number answers 404; a missing or wrong key 401/403.
 * - `GET …/tyres/{registrationNumber}/labels?format=PNG&noRedirect=true` answers
 *   `{ "address": "/labels/tyres/Label_{n}.png" }`, the label file on the same host (without
 *   noRedirect the API redirects to the file; `format` also takes SVG and PDF).
 * - `GET …/tyres/{registrationNumber}/fiches?language=PL&noRedirect=true` answers the same kind
 *   of `address` for the product information sheet (PDF) in Polish.
 * Where this comes from: public client code of the API found by code search (2026): a tyre-data
 * audit calling `/api/products/tyres/{n}` and `/api/products/tyres/{n}/fiches?noRedirect=true&language=EN`
 * with `x-api-key` and reading those field names; label downloaders calling
 * `/api/products/{group}/{n}/labels?noRedirect=true&format=PNG` and fetching the answer's
 * `address` from eprel.ec.europa.eu. tests/fixtures/eprel/ holds answers of that shape.
 * The QR code and links on the shop's pages point at `https://eprel.ec.europa.eu/qr/{n}`.
 *
 * Uses fetch, R2 and D1 only: it runs in the Worker (the back office), in a Workflow step and
 * from Node with wrangler's getPlatformProxy bindings.
 */

export const EPREL_ORIGIN = "https://eprel.ec.europa.eu";
export const EPREL_TYRES_API = `${EPREL_ORIGIN}/api/products/tyres`;

/** Why an EPREL fetch gave nothing, with the message in Polish. */
export type EprelProblemKind =
  | "no_key"
  | "no_number"
  | "not_found"
  | "unauthorized"
  | "timeout"
  | "unavailable"
  | "bad_answer"
  | "mismatch";

export class EprelProblem extends Error {
  override name = "EprelProblem";
  constructor(
    message: string,
    readonly kind: EprelProblemKind,
  ) {
    super(message);
  }
}

export interface EprelOptions {
  apiKey: string;
  /** Stubbed in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** A registration number as EPREL writes them: digits only. */
export const EPREL_NUMBER = /^\d{1,12}$/;

const seconds = (ms: number) => Math.round(ms / 1000);

/** One call to EPREL, its failures turned into EprelProblems with Polish messages. */
async function eprelFetch(url: string, number: string, options: EprelOptions, accept: string, sendKey: boolean): Promise<Response> {
  const timeoutMs = options.timeoutMs ?? REMOTE_FETCH_TIMEOUT_MS;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      headers: { accept, ...(sendKey ? { "x-api-key": options.apiKey } : {}) },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (timedOut(error))
      throw new EprelProblem(`Baza EPREL nie odpowiedziała w ciągu ${seconds(timeoutMs)} s. Spróbuj ponownie później.`, "timeout");
    throw new EprelProblem("Nie udało się połączyć z bazą EPREL. Spróbuj ponownie później.", "unavailable");
  }
  if (response.ok) return response;
  await response.body?.cancel();
  if (response.status === 404) throw new EprelProblem(`W bazie EPREL nie ma opony o numerze rejestracyjnym ${number}.`, "not_found");
  if (response.status === 401 || response.status === 403) {
    throw new EprelProblem("Baza EPREL odrzuciła klucz API (EPREL_API_KEY). Sprawdź, czy jest poprawny i aktywny.", "unauthorized");
  }
  if (response.status === 429)
    throw new EprelProblem("Baza EPREL ogranicza liczbę zapytań. Spróbuj ponownie za kilka minut.", "unavailable");
  throw new EprelProblem(`Baza EPREL jest chwilowo niedostępna (błąd ${response.status}). Spróbuj ponownie później.`, "unavailable");
}

/** A JSON body, or a bad-answer problem. */
async function jsonOf(response: Response, number: string): Promise<Record<string, unknown>> {
  try {
    const bytes = await readLimited(response, 1024 * 1024);
    const value = bytes ? (JSON.parse(new TextDecoder().decode(bytes)) as unknown) : null;
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch (error) {
    if (timedOut(error)) throw new EprelProblem("Baza EPREL przerwała odpowiedź. Spróbuj ponownie później.", "timeout");
  }
  throw new EprelProblem(`Baza EPREL zwróciła nieczytelną odpowiedź dla numeru ${number}.`, "bad_answer");
}

/** The tyre's record in EPREL (the JSON as it is). */
export async function fetchEprelRecord(number: string, options: EprelOptions): Promise<Record<string, unknown>> {
  if (!EPREL_NUMBER.test(number)) throw new EprelProblem(`„${number}” nie jest numerem rejestracyjnym EPREL (same cyfry).`, "no_number");
  return jsonOf(await eprelFetch(`${EPREL_TYRES_API}/${number}`, number, options, "application/json", true), number);
}

const text = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value).trim() : "");
const flag = (value: unknown) =>
  value === true || (typeof value === "string" && ["true", "yes", "tak", "1"].includes(value.trim().toLowerCase()));

/** What a record says for the label; a bad-answer problem when a value the label needs is missing. */
export function labelOfRecord(record: Record<string, unknown>, number: string): Omit<EprelLabelValues, "labelKey"> {
  const fuel = text(record.energyClass).toUpperCase();
  const wet = text(record.wetGripClass).toUpperCase();
  const noise = text(record.externalRollingNoiseClass).toUpperCase();
  const noiseDb = Number(text(record.externalRollingNoiseValue));
  const tyreClass = text(record.tyreClass).toUpperCase();
  const valid =
    /^[A-E]$/.test(fuel) &&
    /^[A-E]$/.test(wet) &&
    /^[A-C]$/.test(noise) &&
    Number.isInteger(noiseDb) &&
    noiseDb >= 50 &&
    noiseDb <= 90 &&
    /^C[123]$/.test(tyreClass);
  if (!valid) throw new EprelProblem(`Baza EPREL zwróciła niepełne dane etykiety dla numeru ${number}.`, "bad_answer");
  return {
    fuelClass: fuel as EprelLabelValues["fuelClass"],
    wetClass: wet as EprelLabelValues["wetClass"],
    noiseClass: noise as EprelLabelValues["noiseClass"],
    noiseDb,
    threePmsf: flag(record.severeSnowTyre),
    ice: flag(record.iceTyre),
    tyreClass: tyreClass as EprelLabelValues["tyreClass"],
  };
}

type TyreIdentity = Pick<TyreMedia, "width" | "profile" | "rim" | "loadIndex" | "speedIndex">;

const sizeText = (tyre: TyreIdentity) => `${tyre.width}/${tyre.profile} R${tyre.rim} ${tyre.loadIndex}${tyre.speedIndex}`;

/**
 * The sanity check: the record must be this tyre's size, load index(es) and speed symbol, so a
 * mistyped number never puts another tyre's label on it. Null when it matches, else the problem.
 */
export function mismatchOf(record: Record<string, unknown>, tyre: TyreIdentity, number: string): string | null {
  const size = /(\d{3})\s*\/\s*(\d{2})\s*Z?R?F?\s*(\d{2})/i.exec(text(record.sizeDesignation));
  const loads = [text(record.loadCapacityIndex), text(record.loadCapacityIndex2)].filter(Boolean).join("/");
  const speed = text(record.speedCategorySymbol).toUpperCase();
  const theirs = {
    width: size ? Number(size[1]) : null,
    profile: size ? Number(size[2]) : null,
    rim: size ? Number(size[3]) : null,
    loadIndex: loads,
    speedIndex: speed,
  };
  const sameSize = !size || (theirs.width === tyre.width && theirs.profile === tyre.profile && theirs.rim === tyre.rim);
  const sameLoad = !loads || loads === tyre.loadIndex || loads.split("/")[0] === tyre.loadIndex.split("/")[0];
  const sameSpeed = !speed || speed === tyre.speedIndex.toUpperCase();
  if (sameSize && sameLoad && sameSpeed) return null;
  const described = `${size ? `${theirs.width}/${theirs.profile} R${theirs.rim}` : text(record.sizeDesignation)} ${loads}${speed}`.trim();
  return `Numer EPREL ${number} należy do opony ${described}, a ta opona to ${sizeText(tyre)}. Sprawdź numer rejestracyjny.`;
}

/**
 * One of the record's files: the official label (PNG) or the product information sheet (PDF,
 * Polish). The API answers the file's address (noRedirect), which must be on EPREL's host; an
 * answer that is the file itself is taken too. Checked by its first bytes.
 */
export async function fetchEprelFile(number: string, file: "label" | "sheet", options: EprelOptions): Promise<Uint8Array> {
  const url =
    file === "label"
      ? `${EPREL_TYRES_API}/${number}/labels?format=PNG&noRedirect=true`
      : `${EPREL_TYRES_API}/${number}/fiches?language=PL&noRedirect=true`;
  const what = file === "label" ? "etykiety" : "karty informacyjnej";
  const first = await eprelFetch(url, number, options, "application/json", true);
  let response = first;
  if ((first.headers.get("content-type") ?? "").includes("json")) {
    const address = text((await jsonOf(first, number)).address);
    let target: URL | null = null;
    try {
      target = new URL(address, EPREL_ORIGIN);
    } catch {
      target = null;
    }
    if (!target || target.origin !== EPREL_ORIGIN) {
      throw new EprelProblem(`Baza EPREL nie podała adresu ${what} dla numeru ${number}.`, "bad_answer");
    }
    response = await eprelFetch(target.href, number, options, file === "label" ? "image/png" : "application/pdf", false);
  }
  let bytes: Uint8Array | null;
  try {
    bytes = await readLimited(response, EPREL_FILE_MAX_BYTES);
  } catch (error) {
    if (timedOut(error)) throw new EprelProblem("Baza EPREL przerwała przesyłanie pliku. Spróbuj ponownie później.", "timeout");
    throw error;
  }
  if (!bytes) throw new EprelProblem(`Plik ${what} z bazy EPREL jest za duży.`, "bad_answer");
  const valid = file === "label" ? sniffImage(bytes)?.ext === "png" : new TextDecoder().decode(bytes.subarray(0, 5)) === "%PDF-";
  if (!valid) throw new EprelProblem(`Baza EPREL zwróciła plik ${what} w nieoczekiwanym formacie (numer ${number}).`, "bad_answer");
  return bytes;
}

export interface EprelEnv {
  DB: D1Database;
  FILES: R2Bucket;
  EPREL_API_KEY?: string;
}

/** Why a tyre cannot be fetched from EPREL at all (no key, no number), or null. */
export function eprelUnavailable(env: { EPREL_API_KEY?: string }, tyre: Pick<TyreMedia, "eprelId">): EprelProblem | null {
  if (!env.EPREL_API_KEY) {
    return new EprelProblem("Pobieranie danych z EPREL jest wyłączone: sklep nie ma klucza API (sekret EPREL_API_KEY).", "no_key");
  }
  if (!tyre.eprelId) return new EprelProblem("Ta opona nie ma numeru rejestracyjnego EPREL.", "no_number");
  return null;
}

/**
 * Fetches one tyre from EPREL and writes it: the record (checked against the tyre), then the label
 * and the sheet into R2 under one content name, then the tyre's row in one D1 batch. Anything that
 * fails before the batch leaves the tyre as it was (R2 may keep an unused file: harmless).
 * Throws an EprelProblem with a Polish message.
 */
export async function fetchTyreFromEprel(
  env: EprelEnv,
  tyre: TyreMedia,
  options: { now?: number; actor?: StaffActor; fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<{ labelKey: string; sheetKey: string }> {
  const unavailable = eprelUnavailable(env, tyre);
  if (unavailable) throw unavailable;
  const number = tyre.eprelId;
  const api: EprelOptions = { apiKey: env.EPREL_API_KEY ?? "", fetch: options.fetch, timeoutMs: options.timeoutMs };
  const record = await fetchEprelRecord(number, api);
  const mismatch = mismatchOf(record, tyre, number);
  if (mismatch) throw new EprelProblem(mismatch, "mismatch");
  const label = labelOfRecord(record, number);
  const [labelFile, sheetFile] = await Promise.all([fetchEprelFile(number, "label", api), fetchEprelFile(number, "sheet", api)]);
  const both = new Uint8Array(labelFile.byteLength + sheetFile.byteLength);
  both.set(labelFile);
  both.set(sheetFile, labelFile.byteLength);
  const labelKey = `${EPREL_KEY_PREFIX}${number}-${(await sha256Hex(both)).slice(0, 32)}.png`;
  const sheetKey = eprelSheetKey(labelKey);
  await putContentFile(env.FILES, labelKey, labelFile, "image/png");
  await putContentFile(env.FILES, sheetKey, sheetFile, "application/pdf");
  const written = await applyEprelLabel(
    database(env.DB),
    tyre,
    { ...label, labelKey },
    { now: options.now ?? Date.now(), actor: options.actor },
  );
  if (written === "changed") {
    throw new EprelProblem("Numer EPREL tej opony zmienił się w trakcie pobierania. Spróbuj jeszcze raz.", "bad_answer");
  }
  return { labelKey, sheetKey };
}

export interface EnrichOptions {
  /** Fetch missing photos from the tyres' image_url (default true). */
  photos?: boolean;
  /** Fetch EPREL data for tyres not fetched yet, when EPREL_API_KEY is set (default true). */
  eprel?: boolean;
  /** Stubbed in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: number;
}

export interface EnrichResult {
  /** Photos stored. */
  images: number;
  /** Tyres whose label data and official label came from EPREL. */
  labels: number;
  /** What failed, tyre by tyre, in Polish (for the import report); `photo`: the photo address that failed. */
  problems: { tyreId: number; message: string; photo?: string }[];
}

/**
 * The import's enrichment of the tyres it wrote: for each tyre, its photo from `image_url` where
 * `image_key` is still null, and its EPREL data where EPREL_API_KEY is set, it has a registration
 * number and was not fetched yet. One tyre's failure is a problem in the answer, never an
 * exception; each tyre is written whole or not at all. Tyres are done one after another (at most
 * six requests each), so a Workflow step should take a few dozen of them at a time.
 */
export async function enrichTyres(env: EprelEnv, tyreIds: number[], options: EnrichOptions = {}): Promise<EnrichResult> {
  const result: EnrichResult = { images: 0, labels: 0, problems: [] };
  const tyres = await readTyresMedia(database(env.DB), tyreIds);
  const withEprel = options.eprel !== false && Boolean(env.EPREL_API_KEY);
  for (const tyre of tyres) {
    if (options.photos !== false && tyre.imageKey === null && tyre.imageUrl) {
      try {
        await storeTyreImageFromUrl(env, tyre.id, tyre.imageUrl, { fetch: options.fetch, timeoutMs: options.timeoutMs, now: options.now });
        result.images += 1;
      } catch (error) {
        if (!(error instanceof ImageRefused)) throw error;
        result.problems.push({ tyreId: tyre.id, message: error.message, photo: tyre.imageUrl });
      }
    }
    if (withEprel && tyre.eprelId && tyre.eprelFetchedAt === null) {
      try {
        await fetchTyreFromEprel(env, tyre, { fetch: options.fetch, timeoutMs: options.timeoutMs, now: options.now });
        result.labels += 1;
      } catch (error) {
        if (!(error instanceof EprelProblem)) throw error;
        result.problems.push({ tyreId: tyre.id, message: `EPREL: ${error.message}` });
      }
    }
  }
  return result;
}
