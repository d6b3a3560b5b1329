// The Worker's split into modules (src/build.mjs, wrangler.toml `find_additional_modules` + `rules`),
// checked on what a dry-run deploy would upload: what the back office, the feed import, the PDF
// renderer and the rest loaded on first use (import()) need must stay out of the startup graph (the
// main script and what it imports statically), every module an import names must be in the upload,
// and React's streaming server renderer must stay out altogether (src/build.mjs `alias`, ~34 KB
// gzip the shop never uses; issue 37). A static import that drifts in pulls a lazy part back into
// every cold start; a glob or a name that drifts breaks the part in production. Neither shows in
// workerd's tests, which load the source. Run by `npm run lint`.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { workerGraph } from "./worker-graph.mjs";

const root = path.resolve(import.meta.dirname, "../..");

/** Source that must load only on first use: [what, where its files are (esbuild's metafile paths)]. */
const LAZY = [
  ["the back office", /^src\/site\/panel\//],
  ["the back office's API", /^src\/shop\/api\/staff\//],
  ["the feed import", /^src\/shop\/catalogue-import\/(?!workflow\.ts$)|node_modules\/(papaparse|fast-xml-parser|is-unsafe)\//],
  ["invoice XML and KSeF", /^src\/shop\/invoice\/(fa3\.ts|documents\.ts|ksef)/],
  ["the carriers and their labels", /^src\/shop\/shipping\//],
  ["the PDF renderer", /^src\/shop\/invoice\/pdf\.ts$|node_modules\/(pdf-lib|@pdf-lib\/fontkit)\//],
  ["the scheduled work", /^src\/shop\/scheduled\.ts$/],
  ["the blog articles and the legal and help texts", /^src\/common\/content\/(blog\/(?!categories)|pages\/)/],
];

const outdir = mkdtempSync(path.join(tmpdir(), "worker-modules-"));
const started = Date.now();
try {
  try {
    execFileSync(path.join(root, "node_modules/.bin/wrangler"), ["deploy", "--dry-run", "--minify", "--outdir", outdir], {
      cwd: root,
      stdio: "pipe",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    });
  } catch (error) {
    console.error(`✗ wrangler could not build the Worker:\n${error.stderr}`);
    process.exit(1);
  }
  const graph = await workerGraph(outdir);
  // Which source files each uploaded module holds: the build's metafile names its outputs as
  // uploaded ("index.js", "chunks/…"); wrangler re-bundles only the main script, from the build's.
  const metafile = JSON.parse(readFileSync(path.join(root, ".wrangler/worker-metafile.json"), "utf8"));
  const sources = new Map(
    Object.entries(metafile.outputs).map(([file, output]) => [path.relative(".wrangler/worker", file), Object.keys(output.inputs)]),
  );
  const problems = [];
  for (const { from, specifier } of graph.missing) problems.push(`${from} imports ${specifier}, which is not in the upload`);
  const atStartup = graph.startup.flatMap((file) => sources.get(file) ?? []);
  for (const [what, files] of LAZY) {
    const found = atStartup.filter((source) => files.test(source));
    if (found.length) problems.push(`${what} loads at startup (${found.slice(0, 3).join(", ")}${found.length > 3 ? ", …" : ""})`);
  }
  // "prerender" is only in react-dom's streaming (edge) server build, never in the string renderer.
  if ([...graph.startup, ...graph.lazy].some((file) => readFileSync(path.join(outdir, file), "utf8").includes("prerender")))
    problems.push("React's streaming server renderer is bundled (src/build.mjs `alias` for react-dom/server no longer applies)");
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (problems.length) {
    for (const problem of problems) console.error(`✗ ${problem}`);
    process.exit(1);
  }
  const kb = (files) => (files.reduce((sum, file) => sum + graph.sizes.get(file).gzip, 0) / 1024).toFixed(1);
  console.log(
    `worker modules: ${graph.startup.length} at startup (${kb(graph.startup)} KB gzip), ${graph.lazy.length} on first use (${kb(graph.lazy)} KB gzip), every import in the upload (${seconds} s)`,
  );
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
