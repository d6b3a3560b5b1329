import { REMOTE_FETCH_TIMEOUT_MS, TYRE_IMAGE_KEY_PREFIX, TYRE_IMAGE_MAX_BYTES } from "../../common/config/storefront";
import { fetchFeedBytes } from "../catalogue-import/feed-fetch";
import { database } from "../db/client";
import { readTyreMedia, setTyreImage } from "../db/queries/tyre-media";
import type { StaffActor } from "../db/queries/staff";

/**
 * Tyre photos in R2 (issue 18): named by their content ("opony/<sha256 prefix>.<jpg|png|webp>"),
 * so a file never changes under its name and is served with a year's immutable caching
 * (src/shop/images/files-route.ts). Taken from a back-office upload or a feed's image URL; only JPEG,
 * PNG and WebP (recognised by their first bytes, never by a name or a declared type), at most
 * TYRE_IMAGE_MAX_BYTES. Uses fetch, R2 and D1 only: it runs in the Worker, in a Workflow step and
 * from Node through wrangler's getPlatformProxy bindings alike.
 */

/** A photo the shop will not keep, with the reason in Polish (shown to staff or in the import report). */
export class ImageRefused extends Error {
  override name = "ImageRefused";
}

export interface ImageKind {
  ext: "jpg" | "png" | "webp";
  contentType: "image/jpeg" | "image/png" | "image/webp";
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/** What image the bytes are, by their magic numbers; null when none of the kinds kept. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ext: "jpg", contentType: "image/jpeg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: "png", contentType: "image/png" };
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { ext: "webp", contentType: "image/webp" };
  }
  return null;
}

/** The hex SHA-256 of the bytes. */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Hex characters of the hash in a file's name: 128 bits, no two photos ever meet. */
export const CONTENT_HASH_LENGTH = 32;

/** Checks a photo (kind and size) and names it by its content: "opony/3f2a….jpg". */
export async function tyreImageKey(bytes: Uint8Array): Promise<{ key: string; kind: ImageKind }> {
  if (bytes.byteLength === 0) throw new ImageRefused("Plik zdjęcia jest pusty.");
  if (bytes.byteLength > TYRE_IMAGE_MAX_BYTES) {
    throw new ImageRefused(`Zdjęcie jest za duże: najwyżej ${Math.round(TYRE_IMAGE_MAX_BYTES / 1024 / 1024)} MB.`);
  }
  const kind = sniffImage(bytes);
  if (!kind) throw new ImageRefused("To nie jest zdjęcie w formacie JPEG, PNG ani WebP.");
  return { key: `${TYRE_IMAGE_KEY_PREFIX}${(await sha256Hex(bytes)).slice(0, CONTENT_HASH_LENGTH)}.${kind.ext}`, kind };
}

/** Writes a file to R2 under its content name, unless it is already there (same name, same bytes). */
export async function putContentFile(files: R2Bucket, key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  if (await files.head(key)) return;
  await files.put(key, bytes, { httpMetadata: { contentType } });
}

/** Stores a photo in R2 and returns its key (nothing is written to D1). */
export async function putTyreImage(files: R2Bucket, bytes: Uint8Array): Promise<string> {
  const { key, kind } = await tyreImageKey(bytes);
  await putContentFile(files, key, bytes, kind.contentType);
  return key;
}

/** Whether an error is a fetch given up after its time limit. */
export const timedOut = (error: unknown) => error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");

/**
 * The one warning for a feed's photo the shop could not take, whatever the reason: an address
 * refused, a server down or answering an error, a missing or outside file, not an image, too
 * large. A reason per case would tell whoever writes the feed which hosts, ports and files exist.
 */
export const PHOTO_NOT_TAKEN =
  `Nie udało się pobrać tego zdjęcia: oferta weszła bez zdjęcia. Przyjmujemy zdjęcia JPEG, PNG i WebP do ${Math.round(TYRE_IMAGE_MAX_BYTES / 1024 / 1024)} MB ` +
  "spod publicznego adresu https://, a w npm run import także z folderu, w którym leży plik z ofertami (albo z folderu podanego w --photos).";

/**
 * Downloads a feed's photo through the feed fetcher (src/shop/catalogue-import/feed-fetch.ts):
 * `https:` on a public address only, redirects checked again, within REMOTE_FETCH_TIMEOUT_MS, at
 * most TYRE_IMAGE_MAX_BYTES, an image by its bytes. Every failure is ImageRefused(PHOTO_NOT_TAKEN).
 */
export async function downloadImage(url: string, options: { timeoutMs?: number; fetch?: typeof fetch } = {}): Promise<Uint8Array> {
  const fetched = await fetchFeedBytes(url, {
    httpsOnly: true,
    maxBytes: TYRE_IMAGE_MAX_BYTES,
    timeoutMs: options.timeoutMs ?? REMOTE_FETCH_TIMEOUT_MS,
    fetcher: options.fetch,
    accept: "image/webp,image/png,image/jpeg;q=0.9,*/*;q=0.1",
  });
  if ("error" in fetched || !sniffImage(fetched.bytes)) throw new ImageRefused(PHOTO_NOT_TAKEN);
  return fetched.bytes;
}

export interface FileEnv {
  DB: D1Database;
  FILES: R2Bucket;
}

/**
 * Stores a photo for a tyre: R2 first (under its content name), then the tyre's `image_key` and
 * `updated_at` (with the audit row when a staff member did it). Returns the key; throws
 * ImageRefused for a photo the shop does not keep or a tyre that does not exist.
 */
export async function storeTyreImage(
  env: FileEnv,
  tyreId: number,
  bytes: Uint8Array,
  options: { actor?: StaffActor; now?: number } = {},
): Promise<string> {
  const db = database(env.DB);
  const tyre = await readTyreMedia(db, tyreId);
  if (!tyre) throw new ImageRefused("Nie ma takiej opony.");
  const key = await putTyreImage(env.FILES, bytes);
  await setTyreImage(db, tyreId, key, { now: options.now ?? Date.now(), actor: options.actor, before: tyre.imageKey });
  return key;
}

/** Downloads a photo from a URL (a feed's) and stores it for the tyre; any refusal is PHOTO_NOT_TAKEN. */
export async function storeTyreImageFromUrl(
  env: FileEnv,
  tyreId: number,
  url: string,
  options: { actor?: StaffActor; now?: number; timeoutMs?: number; fetch?: typeof fetch } = {},
): Promise<string> {
  const bytes = await downloadImage(url, options);
  return storeTyreImage(env, tyreId, bytes, options);
}
