import { Hono } from "hono";
import { validator } from "hono/validator";
import * as v from "valibot";
import { validate } from "../../../common/api";
import { IMPORT_MAX_FEED_BYTES } from "../../../common/config/back-office";
import { ShopError } from "../../../common/errors";
import { type FeedProfile, parseFeedProfile } from "../../../common/feed-profile";
import { decodeFeedBytes, unreadableEncodingMessage } from "../../catalogue-import/feed-source";
import { previewFeed } from "../../catalogue-import/validate";
import { database } from "../../db/client";
import { auditEntry } from "../../db/queries/staff";
import type { StaffApiEnv } from "../../env";
import { fetchSupplierFeed } from "../../suppliers/feed-schedule";
import {
  createSupplier,
  listSuppliers,
  profileOf,
  readSupplier,
  readSupplierRow,
  sampleKey,
  saveSupplierProfile,
  supplierInput,
  updateSupplier,
} from "../../suppliers/suppliers";

const idParam = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, "Numer dostawcy musi być liczbą.")) });

/** Rows of a sample shown while a profile is set up. */
const PREVIEW_ROWS = 8;

const profileBody = v.object({ profile: v.unknown() });

function profileFrom(input: unknown): FeedProfile {
  const parsed = parseFeedProfile(input);
  if ("error" in parsed) throw new ShopError("VALIDATION_ERROR", { message: parsed.error });
  return parsed.profile;
}

/** The first rows of the supplier's stored sample read with `profile`; null when there is no sample yet. */
async function previewOfSample(env: StaffApiEnv["Bindings"], supplierId: number, profile: FeedProfile) {
  const sample = await env.FILES.get(sampleKey(supplierId));
  if (!sample) return null;
  const text = decodeFeedBytes(new Uint8Array(await sample.arrayBuffer()), profile.encoding);
  if (text === null)
    return {
      columns: [],
      rows: [],
      fileProblems: [unreadableEncodingMessage(profile.encoding)],
      fileName: sample.customMetadata?.name ?? "",
    };
  return { ...previewFeed(text, profile, PREVIEW_ROWS), fileName: sample.customMetadata?.name ?? "" };
}

async function existing(env: StaffApiEnv["Bindings"], id: string) {
  const row = await readSupplierRow(env.DB, Number(id));
  if (!row) throw new ShopError("NOT_FOUND", { message: "Nie ma takiego dostawcy." });
  return row;
}

/**
 * Suppliers (/api/v1/staff/suppliers): the wholesalers and the own warehouse, their terms and
 * feeds. A mapping profile is set up on a sample file kept in R2: POST /:id/sample stores it and
 * answers its first rows as the stored profile reads them, POST /:id/preview reads them with a
 * profile not yet saved (the panel's live preview), PUT /:id/profile saves it. POST /:id/fetch
 * fetches the feed's address now and starts its import. Every change is audited ("supplier").
 */
export const staffSuppliersApi = new Hono<StaffApiEnv>()
  .get("/", async (c) => c.json({ suppliers: await listSuppliers(c.env.DB) }))
  .post("/", validate("json", supplierInput), async (c) => {
    const input = c.req.valid("json");
    const now = Date.now();
    const id = await createSupplier(c.env.DB, input, now);
    if (id === null) throw new ShopError("CONFLICT", { message: `Dostawca o nazwie „${input.name}” już jest.` });
    await auditEntry(database(c.env.DB), c.var.staff, { entity: "supplier", entityId: id, action: "create", after: input, at: now }).run();
    return c.json({ supplier: await readSupplier(c.env.DB, id) }, 201);
  })
  .get("/:id", validate("param", idParam), async (c) => {
    const supplier = await readSupplier(c.env.DB, Number(c.req.valid("param").id));
    if (!supplier) throw new ShopError("NOT_FOUND", { message: "Nie ma takiego dostawcy." });
    const preview = await previewOfSample(c.env, supplier.id, supplier.feedProfile);
    return c.json({ supplier, preview });
  })
  .put("/:id", validate("param", idParam), validate("json", supplierInput), async (c) => {
    const before = await existing(c.env, c.req.valid("param").id);
    const input = c.req.valid("json");
    if (!(await updateSupplier(c.env.DB, before.id, input)))
      throw new ShopError("CONFLICT", { message: `Dostawca o nazwie „${input.name}” już jest.` });
    await auditEntry(database(c.env.DB), c.var.staff, {
      entity: "supplier",
      entityId: before.id,
      action: "update",
      before: { ...before, feed_profile: undefined },
      after: input,
      at: Date.now(),
    }).run();
    return c.json({ supplier: await readSupplier(c.env.DB, before.id) });
  })
  .put("/:id/profile", validate("param", idParam), validate("json", profileBody), async (c) => {
    const before = await existing(c.env, c.req.valid("param").id);
    const profile = profileFrom(c.req.valid("json").profile);
    await saveSupplierProfile(c.env.DB, before.id, profile);
    await auditEntry(database(c.env.DB), c.var.staff, {
      entity: "supplier",
      entityId: before.id,
      action: "profile",
      before: profileOf(before),
      after: profile,
      at: Date.now(),
    }).run();
    return c.json({ supplier: await readSupplier(c.env.DB, before.id), preview: await previewOfSample(c.env, before.id, profile) });
  })
  .post("/:id/preview", validate("param", idParam), validate("json", profileBody), async (c) => {
    const supplier = await existing(c.env, c.req.valid("param").id);
    const preview = await previewOfSample(c.env, supplier.id, profileFrom(c.req.valid("json").profile));
    if (!preview) throw new ShopError("NOT_FOUND", { message: "Najpierw wgraj przykładowy plik od tego dostawcy." });
    return c.json({ preview });
  })
  // The form's type for the typed client; the file is checked below, with Polish messages.
  .post(
    "/:id/sample",
    validate("param", idParam),
    validator("form", (form) => form as { file?: File | string }),
    async (c) => {
      const supplier = await existing(c.env, c.req.valid("param").id);
      const file = c.req.valid("form").file;
      if (!(file instanceof File) || file.size === 0)
        throw new ShopError("VALIDATION_ERROR", { message: "Wybierz przykładowy plik od dostawcy (CSV albo XML)." });
      if (file.size > IMPORT_MAX_FEED_BYTES)
        throw new ShopError("PAYLOAD_TOO_LARGE", { message: `Plik jest za duży: najwyżej ${IMPORT_MAX_FEED_BYTES / 1024 / 1024} MB.` });
      await c.env.FILES.put(sampleKey(supplier.id), file, { customMetadata: { name: file.name.slice(0, 200) } });
      // A first sample in XML switches a fresh profile to XML: the person need not find that out first.
      const stored = profileOf(supplier);
      const looksXml = /\.xml$/i.test(file.name) || (file.type ?? "").includes("xml");
      const profile: FeedProfile =
        looksXml && stored.format === "csv" && Object.keys(stored.fields).length === 0 ? { ...stored, format: "xml" } : stored;
      return c.json({ preview: await previewOfSample(c.env, supplier.id, profile), profile });
    },
  )
  .post("/:id/fetch", validate("param", idParam), async (c) => {
    const supplier = await existing(c.env, c.req.valid("param").id);
    if (!supplier.feed_url)
      throw new ShopError("VALIDATION_ERROR", { message: "Ten dostawca nie ma adresu pliku: podaj go w danych dostawcy." });
    const outcome = await fetchSupplierFeed(c.env, supplier, Date.now(), c.var.staff.id);
    if ("error" in outcome)
      throw new ShopError(outcome.error.startsWith("Trwa inny import") ? "CONFLICT" : "FEED_UNAVAILABLE", { message: outcome.error });
    return c.json({ run: { id: outcome.runId } }, 202);
  });
