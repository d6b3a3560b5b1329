import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as v from "valibot";
import { validate } from "../../../common/api";
import { forgetIsolateCache } from "../../../common/cache/with-cache";
import { TYRE_IMAGE_MAX_BYTES } from "../../../common/config/storefront";
import { database } from "../../db/client";
import { eprelSheetKey, readTyreAudit, readTyreMedia, type TyreMedia, tyrePages } from "../../db/queries/tyre-media";
import type { StaffApiEnv } from "../../env";
import { ShopError } from "../../../common/errors";
import { ImageRefused, storeTyreImage } from "../../images/tyre-images";
import { EprelProblem, eprelUnavailable, fetchTyreFromEprel } from "../../integrations/eprel";

/**
 * Back office: a tyre's photo and its EU label from EPREL (issue 18). The photo comes as a
 * multipart form (the shop API lets staff multipart posts through, src/shop/api/index.ts) and is
 * checked by its bytes (src/shop/images/tyre-images.ts); EPREL needs EPREL_API_KEY. Both are audited
 * (entity "tyre") and answer the tyre's pages, which the panel forgets from the cache.
 */

const idParam = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, "Numer opony musi być liczbą.")) });

const MB = Math.round(TYRE_IMAGE_MAX_BYTES / 1024 / 1024);

const photoForm = v.object({
  photo: v.pipe(
    v.instance(File, "Wybierz plik ze zdjęciem opony."),
    v.check((file) => file.size > 0, "Wybierz plik ze zdjęciem opony."),
    v.check((file) => file.size <= TYRE_IMAGE_MAX_BYTES, `Zdjęcie jest za duże: najwyżej ${MB} MB.`),
  ),
});

/** The tyre as the back office shows it. */
function tyreView(tyre: TyreMedia) {
  return {
    id: tyre.id,
    slug: tyre.slug,
    name: `${tyre.producer} ${tyre.model} ${tyre.width}/${tyre.profile} R${tyre.rim} ${tyre.loadIndex}${tyre.speedIndex}`,
    image_key: tyre.imageKey,
    image_url: tyre.imageUrl,
    eprel_id: tyre.eprelId,
    eprel_source: tyre.eprelSource,
    eprel_label_key: tyre.eprelLabelKey,
    eprel_sheet_key: tyre.eprelLabelKey ? eprelSheetKey(tyre.eprelLabelKey) : null,
    eprel_fetched_at: tyre.eprelFetchedAt === null ? null : new Date(tyre.eprelFetchedAt).toISOString(),
    label: { fuel: tyre.fuelClass, wet: tyre.wetClass, noise: tyre.noiseClass, noise_db: tyre.noiseDb, tyre_class: tyre.tyreClass },
  };
}

async function tyreOr404(db: ReturnType<typeof database>, id: string) {
  const tyre = await readTyreMedia(db, Number(id));
  if (!tyre) throw new ShopError("NOT_FOUND", { message: "Nie ma takiej opony." });
  return tyre;
}

export const staffTyresApi = new Hono<StaffApiEnv>()
  .get("/:id", validate("param", idParam), async (c) => {
    const db = database(c.env.DB);
    const tyre = await tyreOr404(db, c.req.valid("param").id);
    const unavailable = eprelUnavailable(c.env, tyre);
    return c.json({
      tyre: tyreView(tyre),
      /** Why "Pobierz dane z EPREL" cannot run (no key, no number), or null when it can. */
      eprel_unavailable: unavailable ? unavailable.message : null,
      audit: await readTyreAudit(db, tyre.id),
    });
  })
  .post(
    "/:id/photo",
    bodyLimit({
      // The form's own fields and boundaries on top of the photo.
      maxSize: TYRE_IMAGE_MAX_BYTES + 64 * 1024,
      onError: () => {
        throw new ShopError("PAYLOAD_TOO_LARGE", { message: `Zdjęcie jest za duże: najwyżej ${MB} MB.` });
      },
    }),
    validate("param", idParam),
    validate("form", photoForm),
    async (c) => {
      const db = database(c.env.DB);
      const tyre = await tyreOr404(db, c.req.valid("param").id);
      const bytes = new Uint8Array(await c.req.valid("form").photo.arrayBuffer());
      let key: string;
      try {
        key = await storeTyreImage(c.env, tyre.id, bytes, { actor: c.var.staff });
      } catch (error) {
        if (error instanceof ImageRefused) throw new ShopError("VALIDATION_ERROR", { message: error.message });
        throw error;
      }
      forgetIsolateCache();
      return c.json({ image_key: key, pages: await tyrePages(db, tyre.id) });
    },
  )
  .post("/:id/eprel", validate("param", idParam), async (c) => {
    const db = database(c.env.DB);
    const tyre = await tyreOr404(db, c.req.valid("param").id);
    let keys: { labelKey: string; sheetKey: string };
    try {
      keys = await fetchTyreFromEprel(c.env, tyre, { actor: c.var.staff });
    } catch (error) {
      // EPREL's answer (or silence) is no fault of the shop: a refusal with the reason, never a 500.
      if (error instanceof EprelProblem) throw new ShopError("CONFLICT", { message: error.message });
      throw error;
    }
    forgetIsolateCache();
    const updated = await tyreOr404(db, String(tyre.id));
    return c.json({ label_key: keys.labelKey, sheet_key: keys.sheetKey, tyre: tyreView(updated), pages: await tyrePages(db, tyre.id) });
  });
