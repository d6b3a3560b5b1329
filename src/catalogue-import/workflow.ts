import { WorkflowEntrypoint } from "cloudflare:workers";
import type { Bindings } from "../env";

/** Placeholder while the import is built (same session). */
export class CatalogueImportWorkflow extends WorkflowEntrypoint<Bindings, { runId: number }> {
  async run() {
    throw new Error("not built yet");
  }
}
