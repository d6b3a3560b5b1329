/**
 * One feed import from start to finish, in steps both ways in share: the back office's Workflow
 * (workflow.ts) runs each step as a Workflow step over the file kept in R2; `npm run import`
 * (cli.mjs) runs the same steps in one go against a local or remote D1.
 */

import { IMPORT_CHUNK_ROWS } from "../../common/config/back-office";
import {
  applyFeedChunk,
  type ChunkResult,
  createImportRun,
  finishImportRun,
  importRunInProgress,
  readImportRun,
  recordCheckedFeed,
  retireUnlistedOffers,
} from "./write";
import { DEFAULT_FEED_PROFILE, type FeedProfile } from "../../common/feed-profile";
import { decodeFeedBytes } from "./feed-source";
import { checkFeed, type FeedRow, UNREADABLE_ENCODING } from "./validate";

export interface ImportBindings {
  DB: D1Database;
  FILES: R2Bucket;
}

/** Where an uploaded feed and its checked chunks live in R2. */
export const importKeys = {
  feed: (runId: number) => `importy/${runId}/plik.csv`,
  /** The supplier's mapping profile as it was when the run started. */
  profile: (runId: number) => `importy/${runId}/profil.json`,
  chunk: (runId: number, index: number) => `importy/${runId}/czesc-${String(index).padStart(4, "0")}.json`,
};

export function chunksOf<T>(items: T[], size = IMPORT_CHUNK_ROWS): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/**
 * Checks the whole file, records the refused rows, and returns the good ones in chunks. A file
 * that cannot be read at all (no header, missing columns) fails the run with the reason.
 */
export async function checkAndRecord(
  d1: D1Database,
  runId: number,
  text: string,
  options: { profile?: FeedProfile; now: number; allowLocalImages?: boolean },
): Promise<{ chunks: FeedRow[][]; failed: string | null }> {
  const checked = checkFeed(text, options);
  if (checked.fileProblems.length > 0) {
    const reason = checked.fileProblems.join(" ");
    await finishImportRun(d1, runId, Date.now(), reason);
    return { chunks: [], failed: reason };
  }
  await recordCheckedFeed(d1, runId, checked.total, checked.refused, checked.problems);
  return { chunks: chunksOf(checked.rows), failed: null };
}

export interface StoredImportStart {
  /** The feed as uploaded or fetched. */
  body: Blob | Uint8Array;
  fileName: string;
  supplierId: number;
  profile: FeedProfile;
  partial: boolean;
  /** Staff confirmed this full feed may withdraw most of the supplier's offers (never a scheduled fetch). */
  withdrawAll?: boolean;
  staffId: number | null;
  source: "panel" | "schedule";
  now: number;
}

/**
 * Starts the import Workflow over a feed (the back office's upload, or a scheduled fetch): a run
 * holding the lock, the file and the supplier's profile kept in R2 under the run's id. Null while
 * another import is in progress.
 */
export async function startStoredImport(env: ImportBindings & { CATALOGUE_IMPORT: Workflow }, start: StoredImportStart) {
  const runId = await createImportRun(env.DB, {
    fileName: start.fileName.slice(0, 200),
    fileKeyOf: importKeys.feed,
    source: start.source,
    partial: start.partial,
    withdrawAll: start.withdrawAll,
    staffId: start.staffId,
    now: start.now,
    supplierId: start.supplierId,
  });
  if (runId === null) return null;
  try {
    // A Blob or bytes have a known length, which R2 needs (a bare stream would not do in production).
    await env.FILES.put(importKeys.feed(runId), start.body);
    await env.FILES.put(importKeys.profile(runId), JSON.stringify(start.profile));
    await env.CATALOGUE_IMPORT.create({ id: `import-${runId}`, params: { runId, partial: start.partial } });
  } catch (error) {
    await finishImportRun(env.DB, runId, Date.now(), "Nie udało się uruchomić importu. Spróbuj ponownie za chwilę.");
    throw error;
  }
  return runId;
}

/** Workflow step 1: read the uploaded feed from R2, check it, keep its good rows as chunk objects. */
export async function checkStoredFeed(env: ImportBindings, runId: number): Promise<{ chunks: number; failed: string | null }> {
  const file = await env.FILES.get(importKeys.feed(runId));
  if (!file) {
    await finishImportRun(env.DB, runId, Date.now(), "Nie ma już pliku tego importu.");
    return { chunks: 0, failed: "missing file" };
  }
  const profileObject = await env.FILES.get(importKeys.profile(runId));
  const profile = profileObject ? ((await profileObject.json()) as FeedProfile) : DEFAULT_FEED_PROFILE;
  const text = decodeFeedBytes(new Uint8Array(await file.arrayBuffer()), profile.encoding);
  if (text === null) {
    await finishImportRun(env.DB, runId, Date.now(), UNREADABLE_ENCODING);
    return { chunks: 0, failed: UNREADABLE_ENCODING };
  }
  const { chunks, failed } = await checkAndRecord(env.DB, runId, text, { profile, now: Date.now() });
  // One chunk's JSON at a time: all of them at once would double a large feed's memory.
  for (const [index, rows] of chunks.entries()) await env.FILES.put(importKeys.chunk(runId, index), JSON.stringify(rows));
  return { chunks: chunks.length, failed };
}

/** Workflow step 2…n: one chunk of checked rows, written as one D1 batch. */
export async function importStoredChunk(env: ImportBindings, runId: number, index: number): Promise<ChunkResult> {
  const object = await env.FILES.get(importKeys.chunk(runId, index));
  if (!object) throw new Error(`chunk ${index} of import ${runId} is missing`);
  const rows = (await object.json()) as FeedRow[];
  return applyFeedChunk(env.DB, runId, index, rows, Date.now());
}

/** After the chunks: a full feed's unlisted offers out of stock, the chunk objects removed. */
export async function retireAndClean(env: ImportBindings, runId: number, partial: boolean, chunks: number) {
  const retired = partial ? null : await retireUnlistedOffers(env.DB, runId, Date.now());
  const keys = Array.from({ length: chunks }, (_, index) => importKeys.chunk(runId, index));
  for (const batch of chunksOf(keys, 1000)) await env.FILES.delete(batch);
  return { retired };
}

export interface ImportSummary {
  /** Null when another import was in progress and this one did not start. */
  runId: number | null;
  failed: string | null;
  total: number;
  refused: number;
  created: number;
  updated: number;
  unchanged: number;
  /** Offers whose price was held for staff. */
  held: number;
  /** Offers a full feed put out of stock (null: a partial feed, or too many rows refused or offers unlisted to dare). */
  outOfStock: number | null;
  /** Offers the full feed would have put out of stock, held as too many (IMPORT_MAX_WITHDRAWN_SHARE). */
  withdrawalHeld: number | null;
  media: ChunkResult["media"];
}

/**
 * The whole import in one go, for `npm run import` and the tests: the same steps the Workflow
 * runs, without R2 in between (the CLI has the file and no request limits).
 */
export async function importFeedText(
  d1: D1Database,
  text: string,
  options: {
    fileName: string;
    partial: boolean;
    /** The operator confirmed this full feed may withdraw most of the supplier's offers (`--withdraw-all`). */
    withdrawAll?: boolean;
    /** Whose feed (default: the own warehouse) and how to read it (default: the shop's own CSV). */
    supplierId?: number;
    profile?: FeedProfile;
    now?: number;
    allowLocalImages?: boolean;
    onChunk?: (done: number) => void;
  },
): Promise<ImportSummary> {
  const now = options.now ?? Date.now();
  const runId = await createImportRun(d1, {
    fileName: options.fileName,
    fileKeyOf: null,
    source: "cli",
    partial: options.partial,
    withdrawAll: options.withdrawAll,
    staffId: null,
    now,
    supplierId: options.supplierId,
  });
  const summary: ImportSummary = {
    runId: null,
    failed: null,
    total: 0,
    refused: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    held: 0,
    outOfStock: null,
    withdrawalHeld: null,
    media: [],
  };
  if (runId === null) {
    const running = await importRunInProgress(d1, now);
    summary.failed = `Trwa import nr ${running?.id ?? "?"} (${running?.file_name ?? "?"}): poczekaj, aż się skończy.`;
    return summary;
  }
  summary.runId = runId;
  try {
    const checked = checkFeed(text, { profile: options.profile, now, allowLocalImages: options.allowLocalImages });
    summary.total = checked.total;
    summary.refused = checked.refused;
    if (checked.fileProblems.length > 0) {
      summary.failed = checked.fileProblems.join(" ");
      await finishImportRun(d1, runId, now, summary.failed);
      return summary;
    }
    await recordCheckedFeed(d1, runId, checked.total, checked.refused, checked.problems);
    let done = 0;
    for (const [index, rows] of chunksOf(checked.rows).entries()) {
      const chunk = await applyFeedChunk(d1, runId, index, rows, now);
      summary.created += chunk.created;
      summary.updated += chunk.updated;
      summary.unchanged += chunk.unchanged;
      summary.held += chunk.held;
      summary.media.push(...chunk.media);
      done += rows.length;
      options.onChunk?.(done);
    }
    if (!options.partial) {
      summary.outOfStock = await retireUnlistedOffers(d1, runId, now);
      summary.withdrawalHeld = (await readImportRun(d1, runId))?.run.withdrawalHeld ?? null;
    }
    await finishImportRun(d1, runId, Date.now());
    return summary;
  } catch (error) {
    // A run left "running" would block the back office's uploads for hours.
    await finishImportRun(d1, runId, Date.now(), `Import przerwany: ${error instanceof Error ? error.message : String(error)}`);
    throw error;
  }
}
