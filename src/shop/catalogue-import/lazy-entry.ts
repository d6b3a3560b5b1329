/**
 * The supplier-feed import (checks, chunked writes, photos and labels; papaparse and the XML feed
 * parser) as a module of its own (src/lazy-build.mjs → src/shop/catalogue-import/build/catalogue-import.js),
 * loaded by the import Workflow (src/shop/catalogue-import/workflow.ts) and the feed schedule
 * (src/shop/suppliers/feed-schedule.ts) when they run: a few times a day, never for a shopper's
 * request. The staff API bundles its own copy (src/lazy-build.mjs reviews their module state).
 */
export { fetchImportMedia } from "./media";
export { checkStoredFeed, chunksOf, importStoredChunk, retireAndClean, startStoredImport } from "./run";
export { finishImportRun, withdrawSupplierOffers } from "./write";
