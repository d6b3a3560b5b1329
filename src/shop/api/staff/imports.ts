import { Hono } from "hono";
import * as v from "valibot";
import { validate } from "../../../common/api";
import { parseMapping, resolveColumns } from "../../../common/feed-columns";
import type { FeedProfile } from "../../../common/feed-profile";
import { startStoredImport } from "../../catalogue-import/run";
import { decodeFeedBytes, unreadableEncodingMessage } from "../../catalogue-import/feed-source";
import { readCsv } from "../../catalogue-import/validate";
import { IMPORT_MAX_FEED_BYTES, OWN_WAREHOUSE_ID } from "../../../common/config/back-office";
import { profileOf, readSupplierRow } from "../../suppliers/suppliers";
import { database } from "../../db/client";
import { importRunInProgress, listImportRuns, readImportRun } from "../../catalogue-import/write";
import { auditEntry } from "../../db/queries/staff";
import type { StaffApiEnv } from "../../env";
import { ShopError } from "../../../common/errors";

const idParam = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, "Numer importu musi być liczbą.")) });

/** The first line of a feed (its header), without reading a 50,000-row file into a string twice. */
async function headerLine(file: File, profile: FeedProfile): Promise<string | null> {
  const start = new Uint8Array(await file.slice(0, 64 * 1024).arrayBuffer());
  const end = start.indexOf(0x0a);
  return decodeFeedBytes(end < 0 ? start : start.subarray(0, end), profile.encoding);
}

/**
 * Supplier feed imports (/api/v1/staff/imports). POST takes the feed as a multipart form (`file`,
 * `supplier` (its id; default the own warehouse), `partial` "1" for a partial feed, else the
 * supplier's setting, `withdraw_all` "1" when staff confirm that a full feed may withdraw most of
 * the supplier's offers, `mapping` of column names for the shop's own CSV), keeps it in R2 with the
 * supplier's mapping profile and starts the import Workflow; the answer comes before the import
 * ends (202), and GET /:id reports progress and, once done, the summary and the refused rows.
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
    const supplierId = typeof form.supplier === "string" && /^\d{1,9}$/.test(form.supplier) ? Number(form.supplier) : OWN_WAREHOUSE_ID;
    const supplier = await readSupplierRow(c.env.DB, supplierId);
    if (!supplier) throw new ShopError("VALIDATION_ERROR", { message: "Nie ma takiego dostawcy." });
    const stored = profileOf(supplier);
    if (!/\.(csv|txt|xml)$/i.test(file.name))
      throw new ShopError("VALIDATION_ERROR", { message: "Plik musi być w formacie CSV albo XML (.csv, .txt lub .xml)." });
    const mapping = parseMapping(typeof form.mapping === "string" ? form.mapping : "");
    if ("error" in mapping) throw new ShopError("VALIDATION_ERROR", { message: mapping.error });
    // The form's mapping adds to the supplier's own (the shop's CSV with other headers).
    const profile: FeedProfile = { ...stored, fields: { ...stored.fields, ...mapping.mapping } };
    if (profile.format === "csv") {
      // A file without the needed columns is refused at once, on the form, not after a run.
      const firstLine = await headerLine(file, profile);
      if (firstLine === null) throw new ShopError("VALIDATION_ERROR", { message: unreadableEncodingMessage(profile.encoding) });
      const { header } = readCsv(firstLine);
      const { problems } = resolveColumns(header, profile.fields);
      if (problems.length > 0) throw new ShopError("VALIDATION_ERROR", { message: problems.join(" ") });
    }
    const partial = form.partial === "1" || (form.partial === undefined && supplier.feed_full === 0);
    const now = Date.now();
    const staff = c.var.staff;
    const runId = await startStoredImport(c.env, {
      body: file,
      fileName: file.name,
      supplierId,
      profile,
      partial,
      withdrawAll: form.withdraw_all === "1",
      staffId: staff.id,
      source: "panel",
      now,
    });
    if (runId === null) {
      const running = await importRunInProgress(c.env.DB, now);
      throw new ShopError("CONFLICT", {
        message: `Trwa import nr ${running?.id} (${running?.file_name}): poczekaj, aż się skończy, zanim wgrasz następny plik.`,
      });
    }
    await auditEntry(database(c.env.DB), staff, {
      entity: "import",
      entityId: runId,
      action: "import",
      after: {
        file: file.name,
        bytes: file.size,
        partial,
        supplier: supplierId,
        ...(form.withdraw_all === "1" ? { withdrawAll: true } : {}),
      },
      at: now,
    }).run();
    return c.json({ run: { id: runId } }, 202);
  });
