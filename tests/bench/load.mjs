// `npm run load` (2 minutes) and `npm run soak` (10): a steady mixed load on the shop started
// production-like on loopback, with a fresh catalogue and no orders: shoppers browse, filter,
// fill baskets and order at once. Reports errors, latency percentiles per kind and the Worker's
// heap over time (after garbage collection, read through DevTools); exits non-zero on any error
// or on a heap that keeps growing.
//   LOAD_MINUTES=5 LOAD_USERS=12 npm run load
// Bounded: it stops itself after the set time (plus a hard deadline), loopback only.
import { readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import {
  openHeapProbe,
  orderBody,
  percentile,
  pinServerAndLoad,
  prepareDatabase,
  run,
  serverProcesses,
  startShop,
} from "./shop-server.mjs";

const argMinutes = process.argv.indexOf("--minutes");
const MINUTES = Number(argMinutes >= 0 ? process.argv[argMinutes + 1] : (process.env.LOAD_MINUTES ?? 2));
const USERS = Number(process.env.LOAD_USERS ?? 8);
const PORT = process.env.LOAD_PORT ?? "8792";
const MEMORY_SAMPLE_MS = 10_000;
// The bar for a leak: the Worker's heap after garbage collection, in the last fifth of the run,
// at most this much above the second fifth (the first warms up). The isolate's page cache may
// fill meanwhile (ISOLATE_CACHE_MAX_BYTES, 8 MB), hence 10 MB rather than zero.
const HEAP_GROWTH_LIMIT_MB = 10;
// What each simulated shopper does, by weight: mostly reading, as in a real shop.
// LOAD_ONLY=filter (or browse, basket, order) runs one kind alone, to find what moves memory;
// LOAD_ONLY=static asks only for a static file (no shop code runs): the dev runtime's own share.
const MIX = [
  ["browse", 45],
  ["filter", 30],
  ["basket", 17],
  ["order", 8],
  ["static", 0],
].filter(([kind, weight]) => (process.env.LOAD_ONLY ? kind === process.env.LOAD_ONLY : weight > 0));

run("npm", ["run", "build"], { stdio: "inherit" });
prepareDatabase({ state: ".wrangler/load-state", reseed: true });
const { base, pid, stop, inspectorPort } = await startShop({ port: PORT, state: ".wrangler/load-state" });
const heapProbe = await openHeapProbe(inspectorPort);
const hardDeadline = setTimeout(
  () => {
    console.error("Load test overran its time by 2 minutes: stopping.");
    process.exit(2);
  },
  (MINUTES + 2) * 60_000,
);
hardDeadline.unref();

// ── What shoppers pick from ─────────────────────────────────────────────────────────────────
const json = { "content-type": "application/json", origin: base };
const catalogue = [];
for (let page = 1; catalogue.length < 960; page++) {
  const answer = await (await fetch(`${base}/api/v1/catalogue/search?limit=48&facets=0&page=${page}`)).json();
  if (!answer.items.length) break;
  catalogue.push(...answer.items.filter((item) => item.bestSku && item.bestStock >= 20));
}
const producers = (await (await fetch(`${base}/api/v1/catalogue/search?limit=1`)).json()).facets.producer.map((facet) => facet.value);
const LISTINGS = [
  "/opony/zimowe",
  "/opony/letnie",
  "/opony/caloroczne",
  "/opony/zimowe/205/55/r16",
  "/opony/letnie/225/45/r17",
  "/opony/michelin",
  "/opony/dostawcze",
];
const SORTS = ["cena-rosnaco", "cena-malejaco", "popularnosc"];
const pick = (items) => items[Math.floor(Math.random() * items.length)];

// ── Measuring ───────────────────────────────────────────────────────────────────────────────
const stats = new Map(MIX.map(([kind]) => [kind, { latencies: [], errors: 0, refused: 0, requests: 0 }]));
const failures = [];
async function timed(kind, url, init, expected = [200]) {
  const entry = stats.get(kind);
  const started = performance.now();
  try {
    const response = await fetch(url, init);
    const body = await response.text();
    entry.latencies.push(performance.now() - started);
    entry.requests++;
    if (expected.includes(response.status)) return body;
    // A business refusal (an offer sold out meanwhile) is an answer, not an error.
    if (response.status === 409) {
      entry.refused++;
      return null;
    }
    entry.errors++;
    if (failures.length < 20)
      failures.push(`${kind} ${init?.method ?? "GET"} ${url.replace(base, "")} → ${response.status} ${body.slice(0, 120)}`);
  } catch (error) {
    entry.requests++;
    entry.errors++;
    if (failures.length < 20) failures.push(`${kind} ${url.replace(base, "")} → ${error.message}`);
  }
  return null;
}

/**
 * Each basket and order comes from a shopper of its own (an address and an e-mail), as in a real
 * crowd: the shop limits baskets and orders per client and per e-mail (README "Security"), and
 * wrangler dev passes a given cf-connecting-ip through as Cloudflare would set it.
 */
let shoppers = 0;
const octet = () => Math.floor(Math.random() * 254) + 1;
const asShopper = () => ({ ...json, "cf-connecting-ip": `10.${octet()}.${octet()}.${octet()}` });

const scenarios = {
  async browse() {
    const tyre = pick(catalogue);
    await timed("browse", `${base}${pick(["/", ...LISTINGS, `/dane-opony/${tyre.slug}`, `/dane-opony/${tyre.slug}`])}`);
  },
  async filter() {
    const query = new URLSearchParams({
      producent: [pick(producers), pick(producers)].join(","),
      sortuj: pick(SORTS),
      "cena-do": String(300 + Math.floor(Math.random() * 2500)),
    });
    if (Math.random() < 0.3) query.set("xl", "1");
    await timed("filter", `${base}${pick(LISTINGS)}?${query}`);
  },
  async basket() {
    const created = await timed(
      "basket",
      `${base}/api/v1/checkout`,
      { method: "POST", headers: asShopper(), body: JSON.stringify({ sku: pick(catalogue).bestSku, quantity: 2 }) },
      [200, 201],
    );
    if (!created) return;
    const { token } = JSON.parse(created);
    await timed("basket", `${base}/api/v1/checkout?token=${token}`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ sku: pick(catalogue).bestSku, quantity: 4 }),
    });
    await timed("basket", `${base}/koszyk`, { headers: { cookie: `checkout-token=${token}` } });
  },
  async static() {
    await timed("static", `${base}/favicon.svg?n=${Math.random()}`);
  },
  async order() {
    const created = await timed(
      "order",
      `${base}/api/v1/checkout`,
      { method: "POST", headers: asShopper(), body: JSON.stringify({ sku: pick(catalogue).bestSku, quantity: 1 }) },
      [200, 201],
    );
    if (!created) return;
    const { token } = JSON.parse(created);
    // A dot, not "+tag": the shop counts every +tag of one mailbox as one buyer.
    const order = orderBody(token, `obciazenie.${++shoppers}@example.pl`);
    const headers = asShopper();
    if (await timed("order", `${base}/api/order`, { method: "POST", headers, body: JSON.stringify(order) }, [201])) ordersPlaced++;
  },
};
let ordersPlaced = 0;
const weights = MIX.flatMap(([kind, weight]) => Array(Math.max(weight, 1)).fill(kind));

// ── Memory of the server's processes: workerd runs the Worker and D1; wrangler is its driver ──
// Listed once (pgrep is a blocking call); the processes live as long as the server.
const processes = serverProcesses(pid);
function serverRssMb() {
  const mb = { workerd: 0, all: 0 };
  for (const child of processes) {
    try {
      const kb = Number(readFileSync(`/proc/${child}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
      mb.all += kb / 1024;
      if (readFileSync(`/proc/${child}/comm`, "utf8").trim() === "workerd") mb.workerd += kb / 1024;
    } catch {
      // a process that just ended
    }
  }
  return mb;
}

const pinned = pinServerAndLoad(pid);
const started = Date.now();
const endsAt = started + MINUTES * 60_000;
const memory = [];
const sampler = setInterval(async () => {
  try {
    const atS = Math.round((Date.now() - started) / 1000);
    const rss = serverRssMb();
    memory.push({ atS, heapMb: await heapProbe.sample(), ...rss });
  } catch (error) {
    if (!memory.failed) console.error(`Memory sampling failed: ${error.message}`);
    memory.failed = true;
  }
}, MEMORY_SAMPLE_MS);
console.log(`Load: ${USERS} shoppers for ${MINUTES} min on ${base}${pinned ? " (server and load on separate cores)" : ""}…`);
await Promise.all(
  Array.from({ length: USERS }, async () => {
    while (Date.now() < endsAt) await scenarios[pick(weights)]();
  }),
);
clearInterval(sampler);
const seconds = (Date.now() - started) / 1000;
heapProbe.close();
stop();

// ── Report ──────────────────────────────────────────────────────────────────────────────────
const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const fifth = Math.max(1, Math.floor(memory.length / 5));
const settledMb = median(memory.slice(fifth, 2 * fifth).map((sample) => sample.heapMb));
const lastMb = median(memory.slice(-fifth).map((sample) => sample.heapMb));
const growthMb = lastMb - settledMb;
const rows = [...stats].map(([kind, entry]) => {
  const sorted = [...entry.latencies].sort((a, b) => a - b);
  return {
    kind,
    requests: entry.requests,
    errors: entry.errors,
    refused: entry.refused,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.at(-1),
  };
});
const totalRequests = rows.reduce((sum, row) => sum + row.requests, 0);
const totalErrors = rows.reduce((sum, row) => sum + row.errors, 0);
const fmt = (n) => (n === undefined ? "–" : n.toFixed(1));
console.log(
  `\nLoad ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB · ${USERS} shoppers, ${fmt(seconds)} s`,
);
console.log(
  `${"".padEnd(10)}${"requests".padStart(10)}${"errors".padStart(8)}${"refused".padStart(9)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}${"max ms".padStart(9)}`,
);
for (const row of rows)
  console.log(
    `${row.kind.padEnd(10)}${String(row.requests).padStart(10)}${String(row.errors).padStart(8)}${String(row.refused).padStart(9)}${fmt(row.p50Ms).padStart(9)}${fmt(row.p99Ms).padStart(9)}${fmt(row.maxMs).padStart(9)}`,
  );
console.log(
  `all       ${String(totalRequests).padStart(10)}${String(totalErrors).padStart(8)}   ${fmt(totalRequests / seconds)} req/s, ${ordersPlaced} orders placed`,
);
console.log(`\nWorker heap after GC, every ${MEMORY_SAMPLE_MS / 1000} s (MB): ${memory.map((sample) => fmt(sample.heapMb)).join(" ")}`);
console.log(
  `Settled ${fmt(settledMb)} MB → last fifth ${fmt(lastMb)} MB: ${growthMb >= 0 ? "+" : ""}${fmt(growthMb)} MB (limit +${HEAP_GROWTH_LIMIT_MB} MB)`,
);
// For information only: the local runtime's process memory grows with any traffic (a static
// file alone takes it from 0.4 to 1.4 GB in 2 minutes), so it says nothing about the Worker.
console.log(`workerd RSS (MB, the dev runtime's, not a leak measure): ${memory.map((sample) => Math.round(sample.workerd)).join(" ")}`);
if (failures.length) console.log(`\nFirst failures:\n  ${failures.join("\n  ")}`);

writeFileSync(
  "tests/bench/results-load.json",
  JSON.stringify(
    {
      date: new Date().toISOString(),
      minutes: MINUTES,
      users: USERS,
      pinned,
      seconds,
      ordersPlaced,
      rows,
      memory,
      heapSettledMb: settledMb,
      heapLastMb: lastMb,
      heapGrowthMb: growthMb,
    },
    null,
    2,
  ) + "\n",
);
const memoryKnown = memory.length >= 5 && !memory.failed && Number.isFinite(growthMb);
const problems = [
  ...(totalErrors ? [`${totalErrors} errors`] : []),
  ...(!memoryKnown
    ? ["too few heap samples to judge memory (run at least a minute)"]
    : growthMb > HEAP_GROWTH_LIMIT_MB
      ? [`the Worker's heap grew ${fmt(growthMb)} MB`]
      : []),
];
if (problems.length) {
  console.error(`\nFailed: ${problems.join(", ")}`);
  process.exit(1);
}
console.log("0 errors, the Worker's heap flat. Written to tests/bench/results-load.json");
process.exit(0);
