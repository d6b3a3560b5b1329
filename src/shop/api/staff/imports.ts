import { Hono } from "hono";
import * as v from "valibot";
import { validate } from "../../../common/api";
import { parseMapping, resolveColumns } from "../../../common/feed-columns";
import { importKeys } from "../../catalogue-import/run";
import { decodeFeed, readCsv, UNREADABLE_ENCODING } from "../../catalogue-import/validate";
import { IMPORT_MAX_FEED_BYTES } from "../../../common/config/back-office";
import { database } from "../../db/client";
import { createImportRun, finishImportRun, importRunInProgress, listImportRuns, readImportRun } from "../../catalogue-import/write";
import { auditEntry } from "../../db/queries/staff";
import type { StaffApiEnv } from "../../env";
import { ShopError } from "../../../common/errors";

const idParam = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, "Numer importu musi być liczbą.")) });

/** The first line of a feed (its header), without reading a 50,000-row file into a string twice. */
async function headerLine(file: File): Promise<string | null> {
  const start = new Uint8Array(await file.slice(0, 64 * 1024).arrayBuffer());
  const end = start.indexOf(0x0a);
  return decodeFeed(end < 0 ? start : start.subarray(0, end));
}

/**
 * Supplier feed imports (/api/v1/staff/imports). POST takes the feed as a multipart form (`file`,
 * `partial` "1" for a partial feed, `mapping` of column names), keeps it in R2 and starts the
 * import Workflow; the answer comes before the import ends (202), and GET /:id reports progress
 * and, once done, the summary and the refused rows.
 */
export const staffImportsApi = new Hono<StaffApiEnv>()
  .get("/", async (c) => c.json({ runs: await listImportRuns(c.env.DB, 20) }))
  .get("/:id", validate("param", idParam), async (c) => {
    const found = await readImportRun(c.env.DB, Number(c.req.valid("param").id));
    if (!found) throw new ShopError("NOT_FOUND", { message: "Nie ma takiego importu." });
    return c.json(found);
  })
  .post("/", async (c) => {
    const form = await c.req.parseBody().catch(() => null);
    const file = form?.file;
    if (!form || !(file instanceof File) || file.size === 0)
      throw new ShopError("VALIDATION_ERROR", { message: "Wybierz plik CSV z ofertą hurtowni." });
    if (file.size > IMPORT_MAX_FEED_BYTES)
      throw new ShopError("PAYLOAD_TOO_LARGE", { message: `Plik jest za duży: najwyżej ${IMPORT_MAX_FEED_BYTES / 1024 / 1024} MB.` });
    if (!/\.(csv|txt)$/i.test(file.name))
      throw new ShopError("VALIDATION_ERROR", { message: "Plik musi być w formacie CSV (.csv lub .txt)." });
    const mapping = parseMapping(typeof form.mapping === "string" ? form.mapping : "");
    if ("error" in mapping) throw new ShopError("VALIDATION_ERROR", { message: mapping.error });
    // A file without the needed columns is refused at once, on the form, not after a run.
    const firstLine = await headerLine(file);
    if (firstLine === null) throw new ShopError("VALIDATION_ERROR", { message: UNREADABLE_ENCODING });
    const { header } = readCsv(firstLine);
    const { problems } = resolveColumns(header, mapping.mapping);
    if (problems.length > 0) throw new ShopError("VALIDATION_ERROR", { message: problems.join(" ") });

    const partial = form.partial === "1";
    const now = Date.now();
    const staff = c.var.staff;
    const runId = await createImportRun(c.env.DB, {
      fileName: file.name.slice(0, 200),
      fileKeyOf: importKeys.feed,
      source: "panel",
      partial,
      staffId: staff.id,
      now,
    });
    if (runId === null) {
      const running = await importRunInProgress(c.env.DB, now);
      throw new ShopError("CONFLICT", {
        message: `Trwa import nr ${running?.id} (${running?.file_name}): poczekaj, aż się skończy, zanim wgrasz następny plik.`,
      });
    }
    try {
      // A Blob has a known length, which R2 needs (a bare stream would not do in production).
      await c.env.FILES.put(importKeys.feed(runId), file, { httpMetadata: { contentType: "text/csv; charset=utf-8" } });
      await c.env.FILES.put(importKeys.mapping(runId), JSON.stringify(mapping.mapping));
      await c.env.CATALOGUE_IMPORT.create({ id: `import-${runId}`, params: { runId, partial } });
    } catch (error) {
      await finishImportRun(c.env.DB, runId, Date.now(), "Nie udało się uruchomić importu. Spróbuj ponownie za chwilę.");
      throw error;
    }
    await auditEntry(database(c.env.DB), staff, {
      entity: "import",
      entityId: runId,
      action: "import",
      after: { file: file.name, bytes: file.size, partial },
      at: now,
    }).run();
    return c.json({ run: { id: runId } }, 202);
  });
