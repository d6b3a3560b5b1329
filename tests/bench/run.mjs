// `npm run bench`: starts the shop production-like (minified, `wrangler dev`, local D1 seeded
// with the full catalogue), measures, prints a table, writes tests/bench/results.json and exits
// non-zero only when a budget is exceeded. Loopback only; every loop is bounded.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { workerGraph } from "../lint/worker-graph.mjs";
import { chunkWeights, measureClientJs } from "./client-js.mjs";
import { removeFloorCopies, writeFloorCopies } from "./floor.mjs";
import { benchImport } from "./import.mjs";
import { lighthouseScores } from "./lighthouse.mjs";
import { timeSearchQueries } from "./d1-queries.mjs";
import { measureSuggestions } from "./suggest.mjs";
import { percentile, pinServerAndLoad, run, seededCopy, startShop } from "./shop-server.mjs";
import { measureStartup } from "./startup.mjs";

const PORT = process.env.BENCH_PORT ?? "8791";
// 150 requests a server-timing row: p95 from 150 is steady, and the rows took ~48 s of the bench's ten minutes at 200 (issue 37).
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 150);
// The listing's budget is a ratio to a static asset from the same server (issue 8): on a shared VM
// raw milliseconds move by up to 2× between runs, the ratio much less.
const BUDGETS = {
  // Issue 21: what a page loads until every island has hydrated, in either visitor state.
  homeClientJsGzipKb: 78,
  listingClientJsGzipKb: 80,
  tyreClientJsGzipKb: 80,
  listingServedToFloor: 3,
  listingRenderedToFloor: 3,
  // The feed import (papaparse, checks, the Workflow) and R2/EPREL took the Worker from 373 to
  // 398 KB; issue 20's legal texts, confirmation mail, GPSR editor and label drawing to 423 KB (its
  // GPSR reference data kept out: seed-only), 549 KB later. Now the startup graph (the main script
  // and what it imports statically: src/build.mjs splits the Worker): the back office, the import,
  // invoices, carriers, the PDF renderer and the content texts load on first use (321 KB).
  workerGzipKb: 430,
  filteredListingQueryAt100kMs: 5,
  seasonFacetsAt100kMs: 20,
  // Issue 35: a header search suggestion at 100,000 offers: a fresh request less the same one from the isolate cache (median).
  suggestionAt100kMs: 30,
  // `wrangler check startup`, active CPU, median of 3. About half is ICU's first use (Intl), which
  // every listing needs anyway (README "Performance"): a regression guard, not the issue's halving.
  startupActiveMs: 200,
  // Issue 37: the listing's document for 24 cards, uncompressed, and its elements.
  listingHtmlKb: 80,
  listingElements: 1200,
};
/** Issue 37: Total Blocking Time on every measured page (Lighthouse mobile, 4× slowed CPU), ms. */
const LIGHTHOUSE_TBT_MS = 200;
/**
 * Issue 37: a bench on a busy machine measures the machine, not the shop. Above this one-minute
 * load average at the start it refuses to judge (BENCH_IGNORE_LOAD=1 runs it anyway, for figures).
 */
const MAX_LOAD_AT_START = 1;
const loadAtStart = loadavg()[0];
if (loadAtStart > MAX_LOAD_AT_START && process.env.BENCH_IGNORE_LOAD !== "1") {
  console.error(
    `The machine is busy (load average ${loadAtStart.toFixed(2)} over ${MAX_LOAD_AT_START}): the bench refuses to judge. Stop other work and run it again, or set BENCH_IGNORE_LOAD=1 for figures without a verdict.`,
  );
  process.exit(2);
}
/** Lighthouse (issue 21): every category 100, and FCP and LCP within this factor of the page's HTML and CSS alone. */
const LIGHTHOUSE_FLOOR_RATIO = 1.15;
/** A returning visitor: has chosen on cookies (functional storage on, no analytics), so no banner. */
const RETURNING_CONSENT = "v2:functional=1,analytics=0,marketing=0";
const VISITORS = {
  "first visit": [],
  returning: [{ name: "cookie-consent", value: encodeURIComponent(RETURNING_CONSENT) }],
};
/** Issue 37: how long each step of the bench took (printed at the end, written to results.json). */
const BENCH_START = performance.now();
const phases = [];
let phaseStart = BENCH_START;
/** Ends the step running since the last call (or the start) and names it. */
const phaseDone = (name) => {
  const now = performance.now();
  phases.push({ name, seconds: (now - phaseStart) / 1000 });
  // Said as it ends, so a long run shows where it is (the figures come in one table at the end).
  console.log(`bench: ${name} – ${((now - phaseStart) / 1000).toFixed(1)} s`);
  phaseStart = now;
};
const cookieHeader = (cookies) => (cookies.length ? { cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; ") } : {});
const STATE = ".wrangler/bench-state";
// The same shop's database scaled to 100,000 offers, for the D1 query times (issue 8).
const LARGE_VARIANTS = 100_000;
/** Rows per second a 100,000-row feed must import at, at least (tests/bench/import.mjs). */
const IMPORT_FLOORS = { cliRowsPerSec: 200, uploadRowsPerSec: 100 };
const LARGE_STATE = ".wrangler/bench-100k-state";
const ARTICLE = "/blog/poradniki/kiedy-zmienic-opony-na-zimowe";
const THROUGHPUT_CONNECTIONS = 10;
/** The static file every row's requests alternate with: the floor its ratio divides by (measure()). */
const FLOOR_PATH = "/favicon.svg";
const THROUGHPUT_SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 10);

/** Time to first byte and to the last byte of one GET, in ms. */
async function timeRequest(url, init) {
  const start = performance.now();
  const response = await fetch(url, init);
  const reader = response.body.getReader();
  const first = await reader.read();
  const ttfb = performance.now() - start;
  let done = first.done;
  while (!done) ({ done } = await reader.read());
  return { status: response.status, cache: response.headers.get("x-cache"), ttfb, total: performance.now() - start };
}

/**
 * `expect.cache`: the X-Cache every measured answer must carry ("MISS": rendered from D1 by React
 * for this request, not from the isolate's memory or the edge cache; the page is then stored).
 * Each request is followed by one for the static floor (FLOOR_PATH), so a row's ratio compares
 * the two under the same conditions (issue 37: a floor measured minutes later moved the listing's
 * ratio between 2.4 and 3.7 from one run to the next on this shared machine).
 */
async function measure(label, makeUrl, makeInit = () => undefined, expect = {}) {
  for (let i = 0; i < 10; i++) await timeRequest(makeUrl(-i - 1), makeInit(-i - 1)); // warm-up
  const ttfb = [];
  const total = [];
  const floorTtfb = [];
  for (let i = 0; i < REQUESTS; i++) {
    const result = await timeRequest(makeUrl(i), makeInit(i));
    if (result.status !== 200) throw new Error(`${label}: HTTP ${result.status}`);
    if (expect.cache && result.cache !== expect.cache) throw new Error(`${label}: X-Cache ${result.cache}, not ${expect.cache}`);
    ttfb.push(result.ttfb);
    total.push(result.total);
    floorTtfb.push((await timeRequest(`${BASE}${FLOOR_PATH}`)).ttfb);
  }
  ttfb.sort((a, b) => a - b);
  total.sort((a, b) => a - b);
  floorTtfb.sort((a, b) => a - b);
  return {
    label,
    requests: REQUESTS,
    ttfbMedianMs: percentile(ttfb, 50),
    ttfbP95Ms: percentile(ttfb, 95),
    totalMedianMs: percentile(total, 50),
    totalP95Ms: percentile(total, 95),
    floorMedianMs: percentile(floorTtfb, 50),
    ratioToFloor: percentile(ttfb, 50) / percentile(floorTtfb, 50),
  };
}

// ── Build and start ─────────────────────────────────────────────────────────────────────────
run("npm", ["run", "build"], { stdio: "inherit" }); // the client, then the Worker as modules (src/build.mjs)
// Every server and check below runs this one build, not a [build] step of its own (client/build.mjs).
process.env.BUILD_DONE = "1";
phaseDone("build (client, Worker modules)");
// Each catalogue is seeded once and copied in afresh on every run (tests/bench/shop-server.mjs).
const seedHits = {};
seedHits.seeded = await seededCopy({ state: STATE });
phaseDone(`database: seeded catalogue (${seedHits.seeded ? "cached copy" : "seeded"})`);
seedHits.at100k = await seededCopy({ state: LARGE_STATE, variants: LARGE_VARIANTS });
phaseDone(`database: ${LARGE_VARIANTS} offers (${seedHits.at100k ? "cached copy" : "seeded"})`);

// ── D1 query times: the search's own statements on the Worker's local database files ─────────
// Timed in SQLite directly (microsecond clock, no Worker or proxy in between), before the
// server opens the files; the Worker's own view of the whole batch follows further down.
const databaseFile = (state) => {
  const dir = join(state, "v3/d1/miniflare-D1DatabaseObject");
  return join(
    dir,
    readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite"),
  );
};
const d1Queries = {
  seeded: await timeSearchQueries(databaseFile(STATE), REQUESTS),
  at100k: await timeSearchQueries(databaseFile(LARGE_STATE), REQUESTS),
};
phaseDone("D1 query times (SQLite)");

// ── The floor copies: each page's HTML and CSS without scripts, served as static files by the same
// `wrangler dev`, which reads its assets when it starts: fetched from a first start, then restarted.
const listing = "/opony/zimowe/205/55/r16";
let tyrePath;
let floorPaths = {};
const PAGES = () => [
  ["home", "/"],
  ["listing", listing],
  ["tyre data page", tyrePath],
  ["article", ARTICLE],
];
removeFloorCopies();
{
  const first = await startShop({ port: PORT, state: STATE });
  try {
    const search = await (await fetch(`${first.base}/api/v1/catalogue/search?season=zimowe&width=205&profile=55&rim=16&limit=1`)).json();
    tyrePath = `/dane-opony/${search.items[0].slug}`;
    if (process.env.BENCH_LIGHTHOUSE !== "0")
      floorPaths = await writeFloorCopies(
        first.base,
        PAGES(),
        Object.fromEntries(Object.entries(VISITORS).map(([state, cookies]) => [state, cookieHeader(cookies)])),
      );
  } finally {
    first.stop();
  }
}
const { base: BASE, pid: serverPid, stop: stopServer } = await startShop({ port: PORT, state: STATE });
phaseDone("floor copies and server starts");

const results = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version },
  server: [],
  sizes: {},
  d1Queries,
  budgets: [],
};
try {
  // ── Server timings ──────────────────────────────────────────────────────────────────────────
  // "as served": what a shopper gets for a page others opened before, with a tracking parameter
  // that changes every request (the cache keys ignore it), so the memory and edge tiers answer.
  // "rendered": a page nobody opened yet (a new price bound, or a different tyre each request),
  // so the Worker asks D1 and renders the HTML.
  const tyreSlugs = [];
  for (let page = 1; tyreSlugs.length < REQUESTS + 10; page++) {
    const answer = await (await fetch(`${BASE}/api/v1/catalogue/search?season=letnie&limit=48&facets=0&page=${page}`)).json();
    if (!answer.items.length) throw new Error("not enough tyres for the data page bench");
    tyreSlugs.push(...answer.items.map((item) => item.slug));
  }
  // In the shop's canonical parameter order: any other order is answered with a 301 to this one.
  const filtered = (priceMax) => `/opony/zimowe?producent=continental%2Cmichelin&xl=1&cena-do=${priceMax}&sortuj=cena-rosnaco`;
  results.server.push(await measure("home, as served", (i) => `${BASE}/?utm_source=bench-${i}`));
  results.server.push(await measure("listing, as served", (i) => `${BASE}${listing}?utm_source=bench-${i}`));
  // A price bound nobody asked for yet: a cache miss every time (checked), so D1 and React answer.
  const miss = { cache: "MISS" };
  results.server.push(
    await measure(
      "listing, rendered (D1)",
      (i) => `${BASE}${listing}?cena-do=${3000 + i}`,
      () => ({ redirect: "manual" }),
      miss,
    ),
  );
  results.server.push(
    await measure(
      "filtered listing, rendered (D1)",
      (i) => `${BASE}${filtered(3000 + i)}`,
      () => ({ redirect: "manual" }),
      miss,
    ),
  );
  results.server.push(await measure("tyre data page, as served", (i) => `${BASE}${tyrePath}?utm_source=bench-${i}`));
  results.server.push(
    await measure(
      "tyre data page, rendered (D1)",
      (i) => `${BASE}/dane-opony/${tyreSlugs[i + 10]}`,
      () => ({ redirect: "manual" }),
      miss,
    ),
  );
  // The compare page reads the three chosen tyres from the cookie and looks each one up again.
  const compared = (
    await (await fetch(`${BASE}/api/v1/catalogue/search?season=zimowe&width=205&profile=55&rim=16&limit=3&facets=0`)).json()
  ).items;
  const compareCookie = `compare-tyres=${encodeURIComponent(JSON.stringify(compared.map((item) => ({ sku: item.bestSku, slug: item.slug, isMain: true, tread: item.model.name, producer: item.producer.name, season: item.season, price: item.price, productionYear: item.productionYear, attributes: {} }))))}`;
  results.server.push(
    await measure(
      "compare page (3 tyres)",
      () => `${BASE}/porownywarka`,
      () => ({ headers: { cookie: compareCookie } }),
    ),
  );
  results.server.push(await measure("blog article, as served", (i) => `${BASE}${ARTICLE}?utm_source=bench-${i}`));

  // ── Basket: the add-to-basket call (a line's quantity set on a checkout) and the basket page ──
  const json = { "content-type": "application/json", origin: BASE };
  const offers = (await (await fetch(`${BASE}/api/v1/catalogue/search?season=zimowe&limit=2&facets=0&sort=price-desc`)).json()).items.map(
    (item) => item.bestSku,
  );
  const created = await (
    await fetch(`${BASE}/api/v1/checkout`, { method: "POST", headers: json, body: JSON.stringify({ sku: offers[0], quantity: 1 }) })
  ).json();
  results.server.push(
    await measure(
      "add to basket (API)",
      () => `${BASE}/api/v1/checkout?token=${created.token}`,
      (i) => ({ method: "POST", headers: json, body: JSON.stringify({ sku: offers[Math.abs(i) % 2], quantity: 1 }) }),
    ),
  );
  results.server.push(
    await measure(
      "basket page (2 lines)",
      () => `${BASE}/koszyk`,
      () => ({ headers: { cookie: `checkout-token=${created.token}` } }),
    ),
  );
  results.server.push(await measure("static asset (floor)", () => `${BASE}${FLOOR_PATH}`));
  phaseDone("server timings");

  // ── D1: the listing batch (items, count, 15 facets) as the Worker times it ───────────────────
  const d1 = [];
  for (let i = 0; i < REQUESTS; i++) {
    const response = await fetch(
      `${BASE}/api/v1/catalogue/search?season=zimowe&producer=continental,michelin&xl=1&sort=price-asc&price_max=${300000 + i}`,
    );
    await response.arrayBuffer();
    d1.push(Number(response.headers.get("server-timing")?.match(/dur=([\d.]+)/)?.[1] ?? NaN));
  }
  d1.sort((a, b) => a - b);
  results.d1 = { searchBatchMedianMs: percentile(d1, 50), searchBatchP95Ms: percentile(d1, 95) };
  phaseDone("D1 search batch (Server-Timing)");

  // ── Client JS each page type loads (in Chromium, until every island has hydrated) ───────────
  results.clientJs = await measureClientJs(
    BASE,
    [
      ["home", "/"],
      ["listing", listing],
      ["tyre", tyrePath],
      ["basket", "/koszyk"],
    ],
    VISITORS,
  );
  for (const name of ["home", "listing", "tyre", "basket"]) {
    const rows = results.clientJs.filter((row) => row.page === name);
    results.sizes[`${name}ClientJsGzipKb`] = Math.max(...rows.map((row) => row.gzipKb));
    const html = await (
      await fetch(`${BASE}${name === "home" ? "/" : name === "listing" ? listing : name === "tyre" ? tyrePath : "/koszyk"}`)
    ).text();
    results.sizes[`${name}HtmlGzipKb`] = gzipSync(Buffer.from(html)).length / 1024;
    results.sizes[`${name}HtmlKb`] = Buffer.byteLength(html) / 1024;
    // Elements as the parser counts start tags (comments, doctype and end tags aside).
    results.sizes[`${name}Elements`] = (html.match(/<[a-zA-Z][^>]*>/g) ?? []).length;
    if (name === "home") {
      const css = html.match(/<link rel="stylesheet" href="([^"]+)"/)?.[1];
      const cssBody = css ? Buffer.from(await (await fetch(`${BASE}${css}`)).arrayBuffer()) : Buffer.alloc(0);
      results.sizes.cssGzipKb = gzipSync(cssBody, { level: 9 }).length / 1024;
    }
  }
  results.chunks = chunkWeights();
  phaseDone("client JS (Chromium)");

  // ── Lighthouse (mobile): each page for a first visit (the banner shows) and a returning visitor,
  // and the same page's floor copy (its HTML and CSS alone) in the same state ────────────────
  if (process.env.BENCH_LIGHTHOUSE !== "0") {
    const runs = [];
    for (const [page, path] of PAGES()) {
      for (const [state, cookies] of Object.entries(VISITORS)) {
        const headers = cookies.length ? cookieHeader(cookies) : undefined;
        runs.push({ page, state, kind: "page", url: `${BASE}${path}`, headers });
        runs.push({ page, state, kind: "floor", url: `${BASE}${floorPaths[`${page}|${state}`]}`, headers });
      }
    }
    const scores = await lighthouseScores(runs.map(({ url, headers, kind }) => ({ url, headers, full: kind === "page" })));
    const measured = runs.map((entry, index) => ({ ...entry, ...scores[index] }));
    results.lighthouse = measured
      .filter((row) => row.kind === "page")
      .map((row) => {
        const floor = measured.find((other) => other.kind === "floor" && other.page === row.page && other.state === row.state);
        return {
          ...row,
          floorFcpMs: floor.fcpMs,
          floorLcpMs: floor.lcpMs,
          fcpRatio: row.fcpMs / floor.fcpMs,
          lcpRatio: row.lcpMs / floor.lcpMs,
          floorLongTasks: floor.longTasks,
        };
      });
    phaseDone(`Lighthouse (${runs.length} URLs)`);
  }

  // ── Throughput on loopback (autocannon, fixed connections and duration) ────────────────────
  // The server's processes and this load generator on different cores where the machine allows.
  results.throughputPinned = pinServerAndLoad(serverPid);
  const load = async (label, options) => {
    const result = await autocannon({ connections: THROUGHPUT_CONNECTIONS, duration: THROUGHPUT_SECONDS, ...options });
    return {
      label,
      requestsPerSec: result.requests.average,
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    };
  };
  let bound = 0;
  results.throughput = [
    await load("cached listing", { url: `${BASE}${listing}?utm_source=bench` }),
    await load("uncached filtered listing", {
      url: `${BASE}${filtered(3000)}`,
      requests: [{ setupRequest: (request) => ({ ...request, path: filtered(3000 + (bound++ % 50_000)) }) }],
    }),
    await load("add to basket (API)", {
      url: `${BASE}/api/v1/checkout?token=${created.token}`,
      method: "POST",
      headers: json,
      body: JSON.stringify({ sku: offers[0], quantity: 1 }),
    }),
  ];
  phaseDone("throughput (autocannon)");
} finally {
  stopServer();
  removeFloorCopies();
}

// ── Worker size (what `wrangler deploy` would upload) ─────────────────────────────────────────
// What a cold start loads: the main script and every module it imports statically (src/build.mjs
// splits the Worker), each gzipped on its own; the modules loaded on first use (import()) apart.
const outdir = ".wrangler/bench-dry-run";
rmSync(outdir, { recursive: true, force: true });
run("npx", ["wrangler", "deploy", "--dry-run", "--minify", "--outdir", outdir]);
{
  const graph = await workerGraph(outdir);
  const kb = (files, kind) => files.reduce((sum, file) => sum + graph.sizes.get(file)[kind], 0) / 1024;
  results.sizes.workerModules = graph.startup.length;
  results.sizes.workerKb = kb(graph.startup, "raw");
  results.sizes.workerGzipKb = kb(graph.startup, "gzip");
  results.sizes.lazyModules = graph.lazy.length;
  results.sizes.lazyGzipKb = kb(graph.lazy, "gzip");
  results.sizes.largestLazy = graph.lazy
    .map((file) => ({ file, gzipKb: graph.sizes.get(file).gzip / 1024 }))
    .sort((a, b) => b.gzipKb - a.gzipKb)
    .slice(0, 5);
}
phaseDone("Worker size (wrangler deploy --dry-run)");

// ── Cold start: the Worker's startup CPU (`wrangler check startup`, median of 3) ─────────────
// Three runs: the figure is a regression guard (77 ms against 200) and each run takes ~5 s of the
// bench's ten minutes (issue 37).
results.startup = await measureStartup({ runs: 3 });
phaseDone("cold start (wrangler check startup)");

// ── Supplier feed import (100,000 rows: the CLI and the back office's Workflow) ────────────
// ── The header search's suggestions on the 100,000-offer database (issue 35) ──────────────────
{
  const large = await startShop({ port: String(Number(PORT) + 2), state: LARGE_STATE });
  try {
    results.suggestions = await measureSuggestions(large.base);
  } finally {
    large.stop();
  }
}
phaseDone("search suggestions at 100,000 offers");

results.import = await benchImport({ port: String(Number(PORT) + 4) });
phaseDone("feed import (CLI and upload)");

// ── Report ──────────────────────────────────────────────────────────────────────────────────
const fmt = (n) => n.toFixed(1);
console.log(
  `\nBenchmark ${results.date} · ${results.machine.cpus} × ${results.machine.cpuModel}, ${results.machine.memoryGb} GiB, Node ${results.machine.node}`,
);
// The static asset is the floor (wrangler's local proxy), timed between a row's requests (measure());
// ratios to it are steadier than raw figures on a shared machine.
console.log(
  `\n${"Server (ms)".padEnd(32)}${"TTFB p50".padStart(10)}${"TTFB p95".padStart(10)}${"total p50".padStart(11)}${"total p95".padStart(11)}${"floor p50".padStart(11)}${"× floor".padStart(9)}`,
);
for (const row of results.server)
  console.log(
    `${row.label.padEnd(32)}${fmt(row.ttfbMedianMs).padStart(10)}${fmt(row.ttfbP95Ms).padStart(10)}${fmt(row.totalMedianMs).padStart(11)}${fmt(row.totalP95Ms).padStart(11)}${fmt(row.floorMedianMs).padStart(11)}${fmt(row.ratioToFloor).padStart(9)}`,
  );
console.log(
  `\nD1 search batch as the Worker sees it (Server-Timing, seeded catalogue): median ${fmt(results.d1.searchBatchMedianMs)} ms, p95 ${fmt(results.d1.searchBatchP95Ms)} ms`,
);
console.log(
  `\nSearch suggestion at ${d1Queries.at100k.variants} offers (${results.suggestions.requests} fresh texts): over its cached answer median ${fmt(results.suggestions.overFloorMedianMs)} ms, p95 ${fmt(results.suggestions.overFloorP95Ms)} ms (budget ${BUDGETS.suggestionAt100kMs}); whole request median ${fmt(results.suggestions.requestMedianMs)} ms, p95 ${fmt(results.suggestions.requestP95Ms)} ms; Server-Timing (D1) median ${fmt(results.suggestions.serverTimingMedianMs)} ms, p95 ${fmt(results.suggestions.serverTimingP95Ms)} ms`,
);
console.log(`\n${"D1 query times (ms, SQLite)".padEnd(66)}${"p50".padStart(8)}${"p95".padStart(8)}`);
for (const [size, timing] of [
  [`seeded (${d1Queries.seeded.variants} offers)`, d1Queries.seeded],
  [`scaled (${d1Queries.at100k.variants} offers)`, d1Queries.at100k],
]) {
  for (const row of timing.rows)
    console.log(`${`${size}: ${row.label}`.padEnd(66)}${fmt(row.medianMs).padStart(8)}${fmt(row.p95Ms).padStart(8)}`);
}
console.log(`\nClient JS a page loads until every island has hydrated (Chromium at 375 px; KB)`);
for (const row of results.clientJs) {
  const budget = BUDGETS[`${row.page}ClientJsGzipKb`];
  console.log(
    `  ${`${row.page}, ${row.state}`.padEnd(22)} ${String(row.files).padStart(2)} files ${fmt(row.rawKb).padStart(7)} raw ${fmt(row.gzipKb).padStart(6)} gzip${budget ? ` (budget ${budget})` : ""}`,
  );
}
console.log(`\nClient build, every chunk (esbuild metafile; KB)`);
for (const chunk of results.chunks)
  console.log(
    `  ${fmt(chunk.gzipKb).padStart(5)} gzip ${fmt(chunk.rawKb).padStart(6)} raw  ${chunk.file.padEnd(42)} ${chunk.top.join(", ")}`,
  );
console.log(`\nSizes (KB)`);
for (const name of ["home", "listing", "tyre", "basket"])
  console.log(
    `  ${name.padEnd(8)} HTML ${fmt(results.sizes[`${name}HtmlKb`])} raw, ${fmt(results.sizes[`${name}HtmlGzipKb`])} gzip, ${results.sizes[`${name}Elements`]} elements`,
  );
console.log(`  stylesheet gzip               ${fmt(results.sizes.cssGzipKb)}`);
console.log(
  `  Worker at startup             ${fmt(results.sizes.workerKb)} raw, ${fmt(results.sizes.workerGzipKb)} gzip (budget ${BUDGETS.workerGzipKb}): the main script and the ${results.sizes.workerModules - 1} modules it imports`,
);
console.log(
  `  Worker on first use           ${fmt(results.sizes.lazyGzipKb)} gzip in ${results.sizes.lazyModules} modules, largest: ${results.sizes.largestLazy
    .map((module) => `${module.file} ${fmt(module.gzipKb)}`)
    .join(", ")}`,
);
console.log(
  `\nCold start (wrangler check startup, ${results.startup.runs.length} runs): active CPU median ${fmt(results.startup.activeMedianMs)} ms (${fmt(results.startup.activeMinMs)}–${fmt(results.startup.activeMaxMs)}), sampled ${fmt(results.startup.sampledMedianMs)} ms`,
);

if (results.throughput) {
  console.log(
    `\nThroughput (${THROUGHPUT_CONNECTIONS} connections × ${THROUGHPUT_SECONDS} s, loopback${results.throughputPinned ? ", server and load on separate cores" : ""})`,
  );
  console.log(
    `${"".padEnd(32)}${"req/s".padStart(9)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}${"errors".padStart(8)}${"non-2xx".padStart(9)}`,
  );
  for (const row of results.throughput)
    console.log(
      `${row.label.padEnd(32)}${fmt(row.requestsPerSec).padStart(9)}${String(row.latencyP50Ms).padStart(9)}${String(row.latencyP99Ms).padStart(9)}${String(row.errors).padStart(8)}${String(row.non2xx).padStart(9)}`,
    );
}

if (results.lighthouse) {
  console.log(
    `\n${"Lighthouse (mobile)".padEnd(32)}${"perf".padStart(5)}${"a11y".padStart(5)}${"best".padStart(5)}${"SEO".padStart(5)}${"FCP".padStart(7)}${"floor".padStart(7)}${"×".padStart(6)}${"LCP".padStart(7)}${"floor".padStart(7)}${"×".padStart(6)}${"TBT".padStart(6)}${"CLS".padStart(7)}`,
  );
  for (const row of results.lighthouse) {
    console.log(
      `${`${row.page}, ${row.state}`.padEnd(32)}${String(row.performance).padStart(5)}${String(row.accessibility).padStart(5)}${String(row.bestPractices).padStart(5)}${String(row.seo).padStart(5)}${String(row.fcpMs).padStart(7)}${String(row.floorFcpMs).padStart(7)}${row.fcpRatio.toFixed(2).padStart(6)}${String(row.lcpMs).padStart(7)}${String(row.floorLcpMs).padStart(7)}${row.lcpRatio.toFixed(2).padStart(6)}${String(row.tbtMs).padStart(6)}${String(row.cls).padStart(7)}${row.failing.length ? `  failing: ${row.failing.join(", ")}` : ""}`,
    );
  }
}

if (results.lighthouse) {
  // Issue 37: what blocks a tap after the first paint (Lighthouse's simulated 4× CPU), on the page
  // and on its floor copy (the document's own parse and layout, which no script can remove).
  console.log(`\nLong tasks after the first paint (Lighthouse long-tasks audit, simulated 4× CPU; count, longest ms, total ms)`);
  console.log(`${"".padEnd(32)}${"page".padStart(16)}${"floor".padStart(16)}  the page's longest`);
  const cell = (tasks) => `${tasks.count} · ${tasks.longestMs} · ${tasks.totalMs}`.padStart(16);
  for (const row of results.lighthouse) {
    const top = row.longTasks.tasks
      .slice(0, 3)
      .map((task) => `${task.durationMs} ms at ${task.startMs} (${task.mostly}${task.url ? `, ${task.url.replace(/^.*\//, "")}` : ""})`)
      .join("; ");
    console.log(`${`${row.page}, ${row.state}`.padEnd(32)}${cell(row.longTasks)}${cell(row.floorLongTasks)}  ${top}`);
  }
}

console.log(
  `\nFeed import (${results.import.rows} rows, fresh local shop): CLI ${fmt(results.import.cli.rate)} rows/s (${fmt(results.import.cli.seconds)} s), ` +
    `back-office upload through the Workflow ${fmt(results.import.upload.rate)} rows/s (${fmt(results.import.upload.seconds)} s)`,
);

const measured = {
  homeClientJsGzipKb: results.sizes.homeClientJsGzipKb,
  listingClientJsGzipKb: results.sizes.listingClientJsGzipKb,
  tyreClientJsGzipKb: results.sizes.tyreClientJsGzipKb,
  listingServedToFloor: results.server.find((row) => row.label === "listing, as served").ratioToFloor,
  listingRenderedToFloor: results.server.find((row) => row.label === "listing, rendered (D1)").ratioToFloor,
  workerGzipKb: results.sizes.workerGzipKb,
  filteredListingQueryAt100kMs: d1Queries.at100k.rows.find((row) => row.label === "filtered listing page").medianMs,
  seasonFacetsAt100kMs: d1Queries.at100k.rows.find((row) => row.label === "season listing: page, total and facets").medianMs,
  startupActiveMs: results.startup.activeMedianMs,
  suggestionAt100kMs: results.suggestions.overFloorMedianMs,
  listingHtmlKb: results.sizes.listingHtmlKb,
  listingElements: results.sizes.listingElements,
};
results.budgets = Object.entries(BUDGETS).map(([name, limit]) => ({ name, limit, value: measured[name], ok: measured[name] <= limit }));
// Lighthouse (issue 21): 100 in every category on every page in both visitor states, and the first
// paints within LIGHTHOUSE_FLOOR_RATIO of the page's own HTML and CSS.
for (const row of results.lighthouse ?? []) {
  const page = `${row.page}, ${row.state}`;
  for (const [name, key] of [
    ["performance", "performance"],
    ["accessibility", "accessibility"],
    ["best practices", "bestPractices"],
    ["SEO", "seo"],
  ])
    results.budgets.push({ name: `lighthouse ${name}, ${page}`, limit: 100, value: row[key], ok: row[key] >= 100 });
  for (const [name, value] of [
    ["FCP ÷ floor", row.fcpRatio],
    ["LCP ÷ floor", row.lcpRatio],
  ])
    results.budgets.push({ name: `${name}, ${page}`, limit: LIGHTHOUSE_FLOOR_RATIO, value, ok: value <= LIGHTHOUSE_FLOOR_RATIO });
  results.budgets.push({ name: `TBT ms, ${page}`, limit: LIGHTHOUSE_TBT_MS, value: row.tbtMs, ok: row.tbtMs <= LIGHTHOUSE_TBT_MS });
}
// Feed import floors (issue 18): a 50,000-row feed within minutes both ways.
for (const [name, value, floor] of [
  ["feed import rows/s, CLI", results.import.cli.rate, IMPORT_FLOORS.cliRowsPerSec],
  ["feed import rows/s, upload", results.import.upload.rate, IMPORT_FLOORS.uploadRowsPerSec],
]) {
  results.budgets.push({ name, limit: floor, value, ok: value >= floor });
}
const over = results.budgets.filter((budget) => !budget.ok).map((budget) => `${budget.name}: ${fmt(budget.value)} (limit ${budget.limit})`);
console.log(`\n${"Budgets".padEnd(58)}${"value".padStart(10)}${"limit".padStart(10)}`);
for (const budget of results.budgets)
  console.log(`${budget.name.padEnd(58)}${fmt(budget.value).padStart(10)}${String(budget.limit).padStart(10)}${budget.ok ? "" : "  OVER"}`);
phaseDone("report");
results.phases = phases;
results.totalSeconds = (performance.now() - BENCH_START) / 1000;
console.log(`\nBench phases (s)`);
for (const phase of phases) console.log(`  ${phase.name.padEnd(50)}${phase.seconds.toFixed(1).padStart(8)}`);
console.log(`  ${"total".padEnd(50)}${results.totalSeconds.toFixed(1).padStart(8)}`);
mkdirSync("tests/bench", { recursive: true });
writeFileSync("tests/bench/results.json", JSON.stringify(results, null, 2) + "\n");
console.log(`\nWritten to tests/bench/results.json`);
if (over.length) {
  console.error(`\nOver budget:\n  ${over.join("\n  ")}`);
  process.exit(1);
}
console.log("All budgets met.");
