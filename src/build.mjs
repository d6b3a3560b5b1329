// Builds the Worker into .wrangler/worker: src/index.ts as index.js, every module the code loads
// with import() as a module of its own in chunks/, and the code those share with each other or
// with the startup script in chunks too, so each dependency and each module's state exists once.
// Wrangler's own bundling does not split: it would inline every import() into the one script a
// cold start loads. wrangler.toml points `main` at index.js and uploads chunks/ beside it
// (find_additional_modules + rules). Run by wrangler's [build] step and `npm run build`, after the
// client build (the Worker imports its manifest). Minified except under `wrangler dev`
// (WRANGLER_COMMAND, which wrangler sets), where stack traces should read; WORKER_MINIFY=0 or 1
// decides instead (the bench's shops, tests/bench/startup.mjs --by-module). React's production
// build unless NODE_ENV=development, as in the client build: what shoppers get, also under dev.
import { build } from "esbuild";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { writeAtomically } from "../client/build-ledger.mjs";

// `npm run bench` builds once and then starts several servers and checks from that build (each
// `wrangler dev`, `wrangler check startup` and `wrangler deploy --dry-run` runs the [build] step
// again, ~4 s each, issue 37): BUILD_DONE=1 says the build is already there.
if (process.env.BUILD_DONE === "1") process.exit(0);

const WORKER_OUTDIR = ".wrangler/worker";

const dev = process.env.WRANGLER_COMMAND === "dev";
const minify = process.env.WORKER_MINIFY ? process.env.WORKER_MINIFY === "1" : !dev;
const nodeEnv = JSON.stringify(process.env.NODE_ENV === "development" ? "development" : "production");

/**
 * The server renders islands from the browser's own list (client/runtime/islands.ts), whose loaders
 * src/site/island.tsx resolves when it loads, at startup: here each loader's import() becomes a
 * static import, so the islands are in the startup graph, as what a cold start loads, not modules
 * awaited beside it. The browser's build keeps them lazy.
 */
const staticIslands = {
  name: "static-islands",
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /[\\/]client[\\/]runtime[\\/]islands\.ts$/ }, (args) => {
      const specifiers = [];
      const contents = readFileSync(args.path, "utf8").replace(/(?<!typeof )import\("([^"]+)"\)/g, (_, specifier) => {
        specifiers.push(specifier);
        return `Promise.resolve(island${specifiers.length - 1})`;
      });
      // At the end: imports evaluate in their order, these after the module's own (shared-deps first).
      return {
        contents: contents + specifiers.map((specifier, index) => `\nimport * as island${index} from "${specifier}";`).join(""),
        loader: "ts",
      };
    });
  },
};

const result = await build({
  entryPoints: { index: "src/index.ts" },
  outdir: WORKER_OUTDIR,
  bundle: true,
  splitting: true,
  format: "esm",
  // Wrangler's esbuild settings for workerd (its COMMON_ESBUILD_OPTIONS and build conditions).
  target: "es2024",
  supported: { "import-source": true, using: true },
  conditions: ["workerd", "worker", "browser"],
  loader: { ".js": "jsx", ".mjs": "jsx", ".cjs": "jsx", ".txt": "text" },
  define: {
    "process.env.NODE_ENV": nodeEnv,
    "global.process.env.NODE_ENV": nodeEnv,
    "globalThis.process.env.NODE_ENV": nodeEnv,
    "navigator.userAgent": '"Cloudflare-Workers"',
  },
  // React's server renderer without its streaming half (issue 37, ~34 KB gzip of the Worker): the
  // shop renders with renderToString only (src/site/render/react-dom-server.cjs says why).
  alias: {
    "react-dom/server": "./src/site/render/react-dom-server.cjs",
    "react-dom/server.edge": "./src/site/render/react-dom-server.cjs",
  },
  external: ["cloudflare:*", "node:*"],
  // Function and class names survive minifying, as with wrangler's default keep_names.
  keepNames: true,
  minify,
  legalComments: "none",
  chunkNames: "chunks/[name]-[hash]",
  plugins: [staticIslands],
  metafile: true,
  write: false,
  logLevel: "warning",
});

// Only what changed is written, each file whole (a temporary file, then a rename), the entry last:
// `wrangler dev` reloads on these writes. Files no longer built go after.
mkdirSync(WORKER_OUTDIR, { recursive: true });
const outputs = result.outputFiles.toSorted((a, b) => Number(a.path.endsWith("/index.js")) - Number(b.path.endsWith("/index.js")));
for (const file of outputs) {
  if (existsSync(file.path) && readFileSync(file.path).equals(file.contents)) continue;
  mkdirSync(dirname(file.path), { recursive: true });
  writeAtomically(file.path, file.contents);
}
// The types of `main` for `wrangler types` (src/worker-configuration.d.ts: the Workflows' params).
const types = join(WORKER_OUTDIR, "index.d.ts");
const typesText = 'export * from "../../src/index";\nexport { default } from "../../src/index";\n';
if (!existsSync(types) || readFileSync(types, "utf8") !== typesText) writeAtomically(types, typesText);
const built = new Set([...outputs.map((file) => relative(WORKER_OUTDIR, file.path)), "index.d.ts"]);
for (const entry of readdirSync(WORKER_OUTDIR, { recursive: true, withFileTypes: true })) {
  const path = join(entry.parentPath, entry.name);
  if (entry.isFile() && !built.has(relative(WORKER_OUTDIR, path))) rmSync(path);
}
// Which sources each module holds, for tests/lint/worker-modules.mjs.
writeAtomically(".wrangler/worker-metafile.json", JSON.stringify(result.metafile));
console.log(`worker: ${outputs.length} modules${minify ? "" : " (not minified)"}`);
