import { WorkflowEntrypoint, type WorkflowEvent, type WorkflowStep } from "cloudflare:workers";
import { IMPORT_MEDIA_PER_STEP } from "../../common/config/back-office";
import type { ChunkResult } from "./write";
import type { Bindings } from "../../common/env";

export interface ImportParams {
  runId: number;
  partial: boolean;
}

/** Steps that talk to D1 and R2 retry a passing hiccup; a real error ends the run as failed. */
const RETRY = { retries: { limit: 3, delay: "2 seconds", backoff: "exponential" } } as const;

/**
 * Imports a feed uploaded in the back office (wrangler.toml [[workflows]]). Why a Workflow and not
 * one request or a Queue: a 50,000-row feed is 100 chunks of D1 writes plus a photo and an EPREL
 * call per new tyre, more than one invocation's CPU, subrequest and D1 query limits allow; a
 * Workflow gives each chunk a step of its own with those limits, retries a failed step alone,
 * keeps the order (chunks, then out-of-stock, then photos), and runs under `wrangler dev` as it
 * does in production. A Queue would need us to chain messages and track completion by hand. The
 * import's code (the feed parsers, the writes, the photo fetches) loads when a run starts: the
 * class alone is part of the Worker's startup.
 */
export class CatalogueImportWorkflow extends WorkflowEntrypoint<Bindings, ImportParams> {
  async run(event: WorkflowEvent<ImportParams>, step: WorkflowStep) {
    const { runId, partial } = event.payload;
    const { checkStoredFeed, chunksOf, fetchImportMedia, finishImportRun, importStoredChunk, retireAndClean } = await import("./steps");
    try {
      const checked = await step.do("sprawdzenie pliku", RETRY, () => checkStoredFeed(this.env, runId));
      if (checked.failed) return { runId, failed: checked.failed };
      const media: ChunkResult["media"] = [];
      for (let index = 0; index < checked.chunks; index++) {
        const chunk = await step.do(`część ${index + 1} z ${checked.chunks}`, RETRY, () => importStoredChunk(this.env, runId, index));
        media.push(...chunk.media);
      }
      await step.do("wycofanie nieobecnych ofert", RETRY, () => retireAndClean(this.env, runId, partial, checked.chunks));
      // Photos and EPREL labels last: the tyres are already on sale with the feed's data meanwhile.
      const slices = chunksOf(media, IMPORT_MEDIA_PER_STEP);
      for (const [index, tyres] of slices.entries()) {
        await step.do(`zdjęcia i etykiety ${index + 1} z ${slices.length}`, RETRY, () => fetchImportMedia(this.env, runId, tyres));
      }
      await step.do("zakończenie", RETRY, () => finishImportRun(this.env.DB, runId, Date.now()));
      return { runId };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await step.do("błąd importu", () => finishImportRun(this.env.DB, runId, Date.now(), `Import przerwany: ${message}`));
      throw error;
    }
  }
}
