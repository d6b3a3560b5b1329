// `npm run bench`: starts the shop production-like (minified, `wrangler dev`, local D1 seeded
// with the full catalogue), measures, prints a table, writes tests/bench/results.json and exits
// non-zero only when a budget is exceeded. Loopback only; every loop is bounded.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const PORT = process.env.BENCH_PORT ?? "8791";
const BASE = `http://127.0.0.1:${PORT}`;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const BUDGETS = { homeClientJsGzipKb: 90 };
const persist = ["--persist-to", ".wrangler/bench-state"];
const run = (command, args, options = {}) => execFileSync(command, args, { stdio: ["ignore", "pipe", "inherit"], encoding: "utf8", ...options });

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Time to first byte and to the last byte of one GET, in ms. */
async function timeRequest(url) {
  const start = performance.now();
  const response = await fetch(url);
  const reader = response.body.getReader();
  const first = await reader.read();
  const ttfb = performance.now() - start;
  let done = first.done;
  while (!done) ({ done } = await reader.read());
  return { status: response.status, ttfb, total: performance.now() - start };
}

async function measure(label, makeUrl) {
  for (let i = 0; i < 10; i++) await timeRequest(makeUrl(-i - 1)); // warm-up
  const ttfb = [];
  const total = [];
  for (let i = 0; i < REQUESTS; i++) {
    const result = await timeRequest(makeUrl(i));
    if (result.status !== 200) throw new Error(`${label}: HTTP ${result.status}`);
    ttfb.push(result.ttfb);
    total.push(result.total);
  }
  ttfb.sort((a, b) => a - b);
  total.sort((a, b) => a - b);
  return { label, requests: REQUESTS, ttfbMedianMs: percentile(ttfb, 50), ttfbP95Ms: percentile(ttfb, 95), totalMedianMs: percentile(total, 50), totalP95Ms: percentile(total, 95) };
}

async function waitForServer(server) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error("wrangler dev exited early");
    try {
      if ((await fetch(`${BASE}/favicon.svg`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("wrangler dev did not start within 120 s");
}

// ── Build and start ─────────────────────────────────────────────────────────────────────────
run("node", ["client/build.mjs"], { stdio: "inherit" });
run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", ...persist]);
run("node", ["src/db/seed/cli.mjs", "--if-empty", ...persist], { stdio: "inherit" });
// Production-like: minified, and React's production build (what `wrangler deploy` bundles).
const server = spawn("npx", ["wrangler", "dev", "--ip", "127.0.0.1", "--port", PORT, "--minify", "--define", 'process.env.NODE_ENV:"production"', ...persist, "--show-interactive-dev-session=false"], {
  stdio: "ignore",
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
};
process.on("exit", stopServer);

const results = { date: new Date().toISOString(), machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version }, server: [], sizes: {}, budgets: [] };
try {
  await waitForServer(server);

  // ── Server timings ──────────────────────────────────────────────────────────────────────────
  // A unique query string misses the edge cache, so "rendered" times the full render with D1.
  results.server.push(await measure("home, rendered (cache miss)", (i) => `${BASE}/?bench=${i}`));
  results.server.push(await measure("home, edge cache hit", () => `${BASE}/`));
  results.server.push(await measure("static asset (floor)", () => `${BASE}/favicon.svg`));

  // ── Client JS the home page loads ───────────────────────────────────────────────────────────
  const html = await (await fetch(`${BASE}/`)).text();
  const scripts = [...new Set([...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((m) => m[1]))];
  let raw = 0;
  let gzip = 0;
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(`${BASE}${src}`)).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  const css = html.match(/<link rel="stylesheet" href="([^"]+)"/)?.[1];
  const cssBody = css ? Buffer.from(await (await fetch(`${BASE}${css}`)).arrayBuffer()) : Buffer.alloc(0);
  results.sizes.homeHtmlGzipKb = gzipSync(Buffer.from(html)).length / 1024;
  results.sizes.homeClientJsFiles = scripts.length;
  results.sizes.homeClientJsKb = raw / 1024;
  results.sizes.homeClientJsGzipKb = gzip / 1024;
  results.sizes.cssGzipKb = gzipSync(cssBody, { level: 9 }).length / 1024;
} finally {
  stopServer();
}

// ── Worker size (what `wrangler deploy` would upload) ─────────────────────────────────────────
const outdir = ".wrangler/bench-dry-run";
run("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir]);
const workerFile = readdirSync(outdir).find((name) => name.endsWith(".js")); // not the .map
const workerBytes = readFileSync(join(outdir, workerFile));
results.sizes.workerKb = workerBytes.length / 1024;
results.sizes.workerGzipKb = gzipSync(workerBytes, { level: 9 }).length / 1024;

// ── Report ──────────────────────────────────────────────────────────────────────────────────
const fmt = (n) => n.toFixed(1);
console.log(`\nBenchmark ${results.date} · ${results.machine.cpus} × ${results.machine.cpuModel}, ${results.machine.memoryGb} GiB, Node ${results.machine.node}`);
console.log(`\n${"Server (ms)".padEnd(32)}${"TTFB p50".padStart(10)}${"TTFB p95".padStart(10)}${"total p50".padStart(11)}${"total p95".padStart(11)}`);
for (const row of results.server) console.log(`${row.label.padEnd(32)}${fmt(row.ttfbMedianMs).padStart(10)}${fmt(row.ttfbP95Ms).padStart(10)}${fmt(row.totalMedianMs).padStart(11)}${fmt(row.totalP95Ms).padStart(11)}`);
console.log(`\nSizes (KB)`);
console.log(`  home HTML gzip                ${fmt(results.sizes.homeHtmlGzipKb)}`);
console.log(`  home client JS (${results.sizes.homeClientJsFiles} files)     ${fmt(results.sizes.homeClientJsKb)} raw, ${fmt(results.sizes.homeClientJsGzipKb)} gzip (budget ${BUDGETS.homeClientJsGzipKb})`);
console.log(`  stylesheet gzip               ${fmt(results.sizes.cssGzipKb)}`);
console.log(`  Worker script                 ${fmt(results.sizes.workerKb)} raw, ${fmt(results.sizes.workerGzipKb)} gzip`);

const over = [];
if (results.sizes.homeClientJsGzipKb > BUDGETS.homeClientJsGzipKb) over.push(`home client JS ${fmt(results.sizes.homeClientJsGzipKb)} KB gzip > ${BUDGETS.homeClientJsGzipKb} KB`);
results.budgets = Object.entries(BUDGETS).map(([name, limit]) => ({ name, limit, value: results.sizes[name], ok: results.sizes[name] <= limit }));
mkdirSync("tests/bench", { recursive: true });
writeFileSync("tests/bench/results.json", JSON.stringify(results, null, 2) + "\n");
console.log(`\nWritten to tests/bench/results.json`);
if (over.length) {
  console.error(`\nOver budget:\n  ${over.join("\n  ")}`);
  process.exit(1);
}
console.log("All budgets met.");
