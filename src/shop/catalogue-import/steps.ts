/** What CatalogueImportWorkflow's steps run (workflow.ts loads it when a run starts). */
export { checkStoredFeed, chunksOf, importStoredChunk, retireAndClean } from "./run";
export { fetchImportMedia } from "./media";
export { finishImportRun } from "./write";
