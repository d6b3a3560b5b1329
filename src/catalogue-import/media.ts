import { tyreIdsByEan } from "../db/queries/feed-import";
import type { Bindings } from "../env";

/** Placeholder until the media module lands (same session). */
export async function fetchImportMedia(env: Bindings, _runId: number, tyres: { ean: string; line: number }[]) {
  await tyreIdsByEan(
    env.DB,
    tyres.map((tyre) => tyre.ean),
  );
  return { images: 0, labels: 0 };
}
