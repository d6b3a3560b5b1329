// Bundles the shop's PDF renderers (src/shop/invoice/pdf.ts: the invoice, and the terms and withdrawal
// form attached to the order confirmation; pdf-lib + fontkit, ~550 KB gzip) into their own module,
// src/shop/invoice/build/invoice-pdf.js. wrangler.toml uploads it beside the Worker as an additional
// module (find_additional_modules + rules) instead of inlining it: wrangler would otherwise bundle
// even a dynamic import() into the main script, and every request would pay to load it. The
// invoice route and the order confirmation mail are its only importers. Run by wrangler's [build]
// step, `npm run build` and `npm test`.
import { build } from "esbuild";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";

const outdir = "src/shop/invoice/build";
mkdirSync(outdir, { recursive: true });

/** Writes only what changed: the output sits under wrangler's watch_dir, and a write would start the build again. */
function writeIfChanged(file, contents) {
  if (existsSync(file) && Buffer.compare(readFileSync(file), Buffer.from(contents)) === 0) return;
  writeFileSync(file, contents);
}

const result = await build({
  entryPoints: ["src/shop/invoice/pdf.ts"],
  outfile: `${outdir}/invoice-pdf.js`,
  bundle: true,
  format: "esm",
  platform: "neutral",
  mainFields: ["module", "main"],
  target: "es2022",
  minify: true,
  legalComments: "none",
  logLevel: "warning",
  write: false,
});
for (const file of result.outputFiles) writeIfChanged(file.path, file.contents);
// Types for the importer: the same as the source module's.
writeIfChanged(`${outdir}/invoice-pdf.d.ts`, 'export * from "../pdf";\n');
