import { recordImportWarnings, tyresByEan } from "./write";
import { enrichTyres, type EprelEnv } from "../integrations/eprel";

/**
 * Photos from the feed's image URLs and, with EPREL_API_KEY, label data and the official label
 * from EPREL, for tyres an import wrote. What fails becomes a warning on the row that brought the
 * tyre: the offer stays on sale with the default image and the feed's label values.
 */
export async function fetchImportMedia(
  env: EprelEnv,
  runId: number,
  tyres: { ean: string; line: number }[],
  options: { fetch?: typeof fetch } = {},
) {
  const found = await tyresByEan(
    env.DB,
    tyres.map((tyre) => tyre.ean),
  );
  const lineOf = new Map(tyres.map((tyre) => [tyre.ean, tyre.line]));
  const eanOf = new Map(found.map((tyre) => [tyre.id, tyre.ean]));
  const result = await enrichTyres(
    env,
    found.map((tyre) => tyre.id),
    { fetch: options.fetch },
  );
  await recordImportWarnings(
    env.DB,
    runId,
    result.problems.map((problem) => ({
      line: lineOf.get(eanOf.get(problem.tyreId) ?? "") ?? 0,
      column: problem.photo === undefined ? "eprel" : "zdjecie",
      value: problem.photo ?? null,
      // A photo's message already says the offer came in without it (PHOTO_NOT_TAKEN).
      message: problem.photo === undefined ? `${problem.message} Oferta jest w sklepie z danymi etykiety z pliku.` : problem.message,
    })),
  );
  return { images: result.images, labels: result.labels, problems: result.problems.length };
}
