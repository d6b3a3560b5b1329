import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS } from "../../src/common/config/storefront";
import { generateCatalogue } from "../../src/shop/db/seed/generate";
import { RENDER_WIDTH, renderKey, tyreRenderSvg } from "../../src/shop/db/seed/tyre-render";

/**
 * Issue 35: the demo catalogue's photos are generated renders, one per tread model, each its own
 * (its season's tread, its names on the sidewall), rasterised by sharp as the seed does.
 */

const catalogue = generateCatalogue({ variantTarget: 1 });
const producers = new Map(catalogue.producers.map((producer) => [producer.id, producer.name]));
const models = catalogue.treadModels.map((model) => ({
  slug: model.slug,
  producer: producers.get(model.producerId) ?? "",
  model: model.name,
  season: model.season,
  vehicleType: model.vehicleType,
}));

describe("the demo renders", () => {
  it("draws every tread model differently, with its producer and model on the sidewall", () => {
    const drawings = models.map(tyreRenderSvg);
    expect(new Set(drawings).size).toBe(models.length);
    // Without the names too, no two treads are drawn alike within a season: the pattern is the model's own.
    const treads = models.map((model) => tyreRenderSvg({ ...model, producer: "", model: "" }));
    const bySeason = Map.groupBy(treads, (_, index) => models[index]!.season);
    for (const [season, list] of bySeason) expect(new Set(list).size, season).toBeGreaterThan(list.length * 0.9);
    const alpin = models.find((model) => model.producer === "Michelin")!;
    const letters = [...tyreRenderSvg(alpin).matchAll(/>([^<])<\/text>/g)].map((match) => match[1]).join("");
    expect(letters).toBe(`${alpin.producer.toUpperCase()}${alpin.model}`);
  });

  it("rasterises into WebP at every photo width, named as the image helper expects", async () => {
    const model = models[0]!;
    const { data, info } = await sharp(Buffer.from(tyreRenderSvg(model)))
      .resize(RENDER_WIDTH)
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (const width of IMAGE_WIDTHS) {
      const file = await sharp(data, { raw: info }).resize(width).webp({ quality: 80 }).toBuffer();
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", width, width]);
      expect(renderKey(model.slug, width)).toBe(`opony/wzor1-${model.slug}-${width}.webp`);
    }
  });
});
