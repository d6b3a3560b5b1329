// The Worker's cold start (issue 21): `wrangler check startup` evaluates the built Worker once in a
// fresh local workerd under the CPU profiler and prints the startup's active CPU time. One profile
// samples only every 1–3 ms and this VM is shared, so a figure is the median of several runs. The
// check builds the Worker as `wrangler deploy` does (minified: src/build.mjs), main script and the
// modules it imports statically; the modules loaded on first use are not evaluated.
// Reading the figure: about a third of it is ICU's first use in the process (the first
// Intl.NumberFormat, message or collator, whichever module makes it): ICU's data is per process
// (in Node: ~34 ms in a process's first isolate, ~0.2 ms in the next ones), and a check starts a new
// workerd each time, so a long-lived production process pays most of that once; the rest is compiling the script and the hot path's own top
// level (menu, routes, schema, Hono's route tables). `--by-module` says which module spends it
// (its runs profile the Worker unminified, WORKER_MINIFY=0, to map each frame to its source).
// `node tests/bench/startup.mjs [--runs N] [--by-module]` runs this part alone and prints JSON.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { percentile, run } from "./shop-server.mjs";

const PROFILE = "worker-startup.cpuprofile";
/** The environment of a build whose every module keeps esbuild's `// path` comments (src/build.mjs). */
const UNMINIFIED = { ...process.env, WORKER_MINIFY: "0" };

/** One `wrangler check startup`: its active and sampled milliseconds; the profile is kept only when asked. */
function checkStartup(profileFile) {
  const output = execFileSync("npx", ["wrangler", "check", "startup", ...(profileFile ? ["--outfile", profileFile] : [])], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    ...(profileFile && { env: UNMINIFIED }),
  });
  rmSync(PROFILE, { force: true });
  const active = /Active:\s*([\d.]+)\s*ms/.exec(output);
  const sampled = /Sampled time:\s*([\d.]+)\s*ms/.exec(output);
  if (!active || !sampled) throw new Error(`wrangler check startup printed no startup profile:\n${output}`);
  return { activeMs: Number(active[1]), sampledMs: Number(sampled[1]) };
}

const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/**
 * Runs `wrangler check startup` `runs` times on the already built Worker.
 * @returns {Promise<{ runs: { activeMs: number, sampledMs: number }[], activeMedianMs: number,
 *   activeMinMs: number, activeMaxMs: number, sampledMedianMs: number, byModule?: object }>}
 */
export async function measureStartup({ runs = 5, byModule = false } = {}) {
  const dir = byModule ? mkdtempSync(join(tmpdir(), "startup-")) : null;
  try {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(checkStartup(dir && join(dir, `${i}.cpuprofile`)));
    const active = results.map((r) => r.activeMs);
    return {
      runs: results,
      activeMedianMs: median(active),
      activeMinMs: Math.min(...active),
      activeMaxMs: Math.max(...active),
      sampledMedianMs: median(results.map((r) => r.sampledMs)),
      ...(dir && { byModule: activeTimeByModule(dir, runs) }),
    };
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Where the profiles' active time went, per run: by the source module of the innermost frame of the
 * shop's own code (so an ICU or parser call made by a module's top level counts for that module) and
 * by package. Line numbers are mapped through the unminified modules `wrangler check startup`
 * profiles, which `wrangler deploy --dry-run` reproduces line for line with their `// path` comments.
 */
function activeTimeByModule(dir, runs) {
  const outdir = join(dir, "bundle");
  run("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir], { env: UNMINIFIED });
  /** Per uploaded module ("index.js", "chunks/…"): the lines where each source module starts. */
  const startsOf = new Map();
  for (const file of readdirSync(outdir, { recursive: true }).map(String)) {
    if (!file.endsWith(".js")) continue;
    const starts = [];
    readFileSync(join(outdir, file), "utf8")
      .split("\n")
      .forEach((line, index) => {
        // From the project's root, also when node_modules is a link elsewhere ("../main/node_modules/…").
        const match = /^\/\/ (?:\S*?\/)?((?:src|client|node_modules)\/\S+)$/.exec(line);
        if (match) starts.push([index, match[1]]);
      });
    startsOf.set(file.replaceAll("\\", "/"), starts);
  }
  /** A profile's script URL ("<project root>/chunks/x.js") as its module's upload name. */
  const uploadName = (url) => [...startsOf.keys()].filter((name) => url.endsWith(`/${name}`)).sort((a, b) => b.length - a.length)[0];
  const moduleAt = (url, line) => {
    const starts = startsOf.get(uploadName(url)) ?? [];
    let found = "(script top level and compile)";
    for (let lo = 0, hi = starts.length - 1; lo <= hi; ) {
      const mid = (lo + hi) >> 1;
      if (starts[mid][0] <= line) [found, lo] = [starts[mid][1], mid + 1];
      else hi = mid - 1;
    }
    return found;
  };
  const packageOf = (module) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module)?.[1] ?? module;
  const byAppModule = {};
  const byPackage = {};
  for (let i = 0; i < runs; i++) {
    const profile = JSON.parse(readFileSync(join(dir, `${i}.cpuprofile`), "utf8"));
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const parents = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node])));
    const moduleOf = (node) =>
      node.callFrame.url ? moduleAt(node.callFrame.url, node.callFrame.lineNumber) : `(${node.callFrame.functionName || "native"})`;
    profile.samples.forEach((id, index) => {
      const leaf = nodes.get(id);
      if (["(idle)", "(program)"].includes(leaf.callFrame.functionName)) return;
      const ms = (profile.timeDeltas[index] ?? 0) / 1000; // as wrangler counts it
      const leafModule = moduleOf(leaf);
      byPackage[packageOf(leafModule)] = (byPackage[packageOf(leafModule)] ?? 0) + ms;
      let app = null;
      for (let node = leaf; node && !app; node = parents.get(node.id)) {
        const module = node.callFrame.url ? moduleAt(node.callFrame.url, node.callFrame.lineNumber) : "";
        if (module.startsWith("src/") || module.startsWith("client/")) app = module;
      }
      const key = app ?? `${packageOf(leafModule)} (no shop frame)`;
      byAppModule[key] = (byAppModule[key] ?? 0) + ms;
    });
  }
  const top = (table) =>
    Object.fromEntries(
      Object.entries(table)
        .map(([name, ms]) => [name, Math.round((ms / runs) * 10) / 10])
        .sort((a, b) => b[1] - a[1])
        .slice(0, 25),
    );
  return { byAppModuleMs: top(byAppModule), byPackageMs: top(byPackage) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const runsAt = args.indexOf("--runs");
  const result = await measureStartup({
    runs: runsAt >= 0 ? Number(args[runsAt + 1]) : undefined,
    byModule: args.includes("--by-module"),
  });
  console.log(JSON.stringify(result, null, 2));
}
