// The Worker as uploaded (`wrangler deploy --dry-run --outdir <dir>`), as a graph of modules: what
// loads at startup (the main script and every module it imports statically, transitively) and what
// only on first use (reached by an import() somewhere). Read by tests/lint/worker-modules.mjs and the
// bench's Worker size (tests/bench/run.mjs).
import { build } from "esbuild";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The uploaded JavaScript modules under `outdir`, by their upload names ("chunks/x.js"). */
function uploadedModules(outdir) {
  return readdirSync(outdir, { recursive: true })
    .map((file) => String(file).replaceAll("\\", "/"))
    .filter((file) => file.endsWith(".js"));
}

/** Each module's imports as written (esbuild reads them): [{ specifier, kind: "import-statement" | "dynamic-import" | … }]. */
async function importsOf(outdir, files) {
  const found = new Map(files.map((file) => [path.join(outdir, file), []]));
  await build({
    entryPoints: [...found.keys()],
    bundle: true,
    write: false,
    outdir: path.join(outdir, ".graph"),
    format: "esm",
    logLevel: "silent",
    plugins: [
      {
        name: "record-imports",
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind === "entry-point") return undefined;
            found.get(args.importer)?.push({ specifier: args.path, kind: args.kind });
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  return found;
}

/**
 * The upload in `outdir` read as a module graph.
 * @returns {Promise<{ main: string, startup: string[], lazy: string[], unreached: string[],
 *   missing: { from: string, specifier: string }[], sizes: Map<string, { raw: number, gzip: number }> }>}
 *   startup: the main script and its static imports; lazy: reached only through an import();
 *   unreached: uploaded, imported by nothing; missing: imports naming no uploaded module.
 */
export async function workerGraph(dir, main = "index.js") {
  // Absolute: esbuild names each importer by its absolute path, the map below is keyed by it (a
  // relative `dir`, as the bench's, found no imports at all).
  const outdir = path.resolve(dir);
  const files = uploadedModules(outdir);
  const imports = await importsOf(outdir, files);
  const missing = [];
  const edges = new Map();
  for (const file of files) {
    const list = [];
    for (const { specifier, kind } of imports.get(path.join(outdir, file))) {
      // Only the runtime's own modules are imported by a bare name (cloudflare:workers).
      if (!specifier.startsWith(".")) continue;
      const target = path.posix.join(path.posix.dirname(file), specifier);
      if (!existsSync(path.join(outdir, target))) missing.push({ from: file, specifier });
      else list.push({ target, lazy: kind === "dynamic-import" });
    }
    edges.set(file, list);
  }
  const reach = (roots, followLazy) => {
    const seen = new Set();
    const visit = (file) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const edge of edges.get(file) ?? []) if (followLazy || !edge.lazy) visit(edge.target);
    };
    for (const root of roots) visit(root);
    return seen;
  };
  const startup = reach([main], false);
  const all = reach([main], true);
  const sizes = new Map(
    files.map((file) => {
      const bytes = readFileSync(path.join(outdir, file));
      return [file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }];
    }),
  );
  return {
    main,
    startup: [...startup],
    lazy: [...all].filter((file) => !startup.has(file)),
    unreached: files.filter((file) => !all.has(file)),
    missing,
    sizes,
  };
}
