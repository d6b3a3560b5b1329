// The demo catalogue's photos: each tread model's generated render (tyre-render.ts) rasterised
// once with sharp into WebP at the photo widths, kept in .wrangler/demo-photos (a reseed reuses
// them), put into the local R2 bucket with one `wrangler r2 bulk put`, and named on the model's
// tyres that have no photo of their own. Generated demo images, not photos of real products.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import { importTs } from "./load-ts.mjs";

const BUCKET = "sklep-opony-pliki";

/**
 * Renders the models' photos (those not rendered yet) and uploads them; answers the SQL that names
 * them on the tyres. `wranglerArgs` are the target's flags (--local, --persist-to DIR).
 */
export async function putDemoPhotos(models, wranglerArgs) {
  const { tyreRenderSvg, renderKey, RENDER_WIDTH } = await importTs("src/shop/db/seed/tyre-render.ts");
  const { IMAGE_WIDTHS } = await importTs("src/common/config/storefront.ts");
  const folder = ".wrangler/demo-photos";
  mkdirSync(folder, { recursive: true });
  const fileOf = (key) => `${folder}/${key.slice(key.lastIndexOf("/") + 1)}`;
  const started = performance.now();
  let rendered = 0;
  // A few at a time: sharp works on its own threads; all 200 at once would only queue.
  for (let start = 0; start < models.length; start += 8) {
    await Promise.all(
      models.slice(start, start + 8).map(async (model) => {
        if (IMAGE_WIDTHS.every((width) => existsSync(fileOf(renderKey(model.slug, width))))) return;
        const { data, info } = await sharp(Buffer.from(tyreRenderSvg(model)))
          .resize(RENDER_WIDTH)
          .raw()
          .toBuffer({ resolveWithObject: true });
        await Promise.all(
          IMAGE_WIDTHS.map((width) =>
            sharp(data, { raw: info })
              .resize(width)
              .webp({ quality: 80 })
              .toFile(fileOf(renderKey(model.slug, width))),
          ),
        );
        rendered++;
      }),
    );
  }
  const entries = models.flatMap((model) =>
    IMAGE_WIDTHS.map((width) => ({ key: renderKey(model.slug, width), file: fileOf(renderKey(model.slug, width)) })),
  );
  const list = `.wrangler/demo-photos-${process.pid}.json`;
  writeFileSync(list, JSON.stringify(entries));
  try {
    execFileSync(
      "npx",
      [
        "wrangler",
        "r2",
        "bulk",
        "put",
        BUCKET,
        "--filename",
        list,
        "--content-type",
        "image/webp",
        "--cache-control",
        "public, max-age=31536000, immutable",
        ...wranglerArgs,
      ],
      { stdio: ["ignore", "ignore", "inherit"] },
    );
  } finally {
    rmSync(list, { force: true });
  }
  console.log(
    `Zdjęcia demonstracyjne: ${models.length} modeli (nowo wygenerowane: ${rendered}), ${entries.length} plików WebP w R2, ${Math.round(performance.now() - started)} ms.`,
  );
  // Only tyres without a photo of their own (an imported or uploaded one stays).
  return models.map(
    (model) =>
      `UPDATE tyres SET image_key = '${renderKey(model.slug, RENDER_WIDTH)}' WHERE model_id = (SELECT id FROM tread_models WHERE slug = '${model.slug.replaceAll("'", "''")}') AND (image_key IS NULL OR image_key LIKE 'opony/wzor%');`,
  );
}
