// Starts the shop production-like for the bench and the load test: its own local D1, migrated
// and seeded, then `wrangler dev` minified with React's production build, on loopback only.
import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";

export const run = (command, args, options = {}) =>
  execFileSync(command, args, { stdio: ["ignore", "pipe", "inherit"], encoding: "utf8", ...options });

/**
 * Migrates the local D1 kept in `state` and seeds it: afresh (no orders) with `reseed`, otherwise
 * only when empty or of another size than `variants`.
 */
export function prepareDatabase({ state, reseed = false, variants }) {
  const persist = ["--persist-to", state];
  run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", ...persist]);
  run(
    "node",
    ["src/shop/db/seed/cli.mjs", ...(reseed ? [] : ["--if-empty"]), ...(variants ? ["--variants", String(variants)] : []), ...persist],
    { stdio: "inherit" },
  );
}

/** Where seeded databases are kept between runs (BENCH_SEED_CACHE moves it, e.g. to share it between checkouts). */
const SEED_CACHE = process.env.BENCH_SEED_CACHE ?? ".wrangler/bench-seed-cache";
/** A cached catalogue older than this is seeded again: the generator dates offers and prices from the day it runs. */
const SEED_CACHE_MAX_AGE_MS = 7 * 24 * 3600_000;
const SEED_SOURCES = [
  "src/shop/db/seed/cli.mjs",
  "src/shop/db/seed/demo-photos.mjs",
  "src/shop/db/seed/generate.ts",
  "src/shop/db/seed/sql.ts",
  "src/shop/db/seed/tyre-render.ts",
];

/**
 * What a seeded database depends on, as a hash: the migrations, every source file the seed reads
 * (its module graph, from esbuild's metafile), wrangler.toml (the database's and bucket's ids name
 * the files), wrangler's version (the state's layout) and the catalogue's size.
 */
async function seedKey(variants) {
  const hash = createHash("sha256");
  const migrations = "src/shop/db/migrations";
  const graph = await build({
    entryPoints: SEED_SOURCES,
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    write: false,
    outdir: "/nowhere",
    metafile: true,
    logLevel: "silent",
  });
  const files = [
    ...readdirSync(migrations, { recursive: true }).map((name) => join(migrations, String(name))),
    ...Object.keys(graph.metafile.inputs),
    "wrangler.toml",
    "node_modules/wrangler/package.json",
  ]
    .filter((file) => statSync(file).isFile())
    .sort();
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(file)).update("\0");
  hash.update(`variants=${variants ?? "default"}`);
  return hash.digest("hex").slice(0, 16);
}

/**
 * Issue 37: a fresh, migrated and seeded local D1 (and R2 with the demo photos) in `state`, as a
 * copy of the one seeded for the same migrations, seed code and size before (seeding 100,000
 * offers takes minutes, a copy seconds). The first run with a new key seeds into the cache; older
 * entries of the same size go. `BENCH_RESEED=1` seeds again regardless. Answers whether it was a
 * cache hit.
 */
export async function seededCopy({ state, variants }) {
  const key = `${variants ?? "default"}-${await seedKey(variants)}`;
  const cached = join(SEED_CACHE, key);
  mkdirSync(SEED_CACHE, { recursive: true });
  const fresh = existsSync(join(cached, ".complete")) && Date.now() - statSync(join(cached, ".complete")).mtimeMs < SEED_CACHE_MAX_AGE_MS;
  if (!fresh || process.env.BENCH_RESEED === "1") {
    const building = `${cached}.${process.pid}.tmp`;
    rmSync(building, { recursive: true, force: true });
    prepareDatabase({ state: building, reseed: true, variants });
    writeFileSync(join(building, ".complete"), new Date().toISOString());
    rmSync(cached, { recursive: true, force: true });
    renameSync(building, cached);
    // Older seeds of the same size are of older code: never used again.
    for (const name of readdirSync(SEED_CACHE))
      if (name !== key && name.startsWith(`${variants ?? "default"}-`) && !name.endsWith(".tmp"))
        rmSync(join(SEED_CACHE, name), { recursive: true, force: true });
  }
  rmSync(state, { recursive: true, force: true });
  cpSync(cached, state, { recursive: true });
  rmSync(join(state, ".complete"), { force: true });
  return fresh;
}

/**
 * @param {{ port: string, state: string, inspectorPort?: string, testScheduled?: boolean }} options
 *   state: a database prepareDatabase() has made ready. inspectorPort: where wrangler's DevTools
 *   proxy listens (the load test reads the heap there). testScheduled: expose /__scheduled.
 */
export async function startShop({ port, state, inspectorPort = String(Number(port) + 1000), testScheduled = false, vars = [] }) {
  const base = `http://127.0.0.1:${port}`;
  const persist = ["--persist-to", state];
  // SITE_URL: canonical links and site maps point at this server, as they would in production.
  const server = spawn(
    "npx",
    [
      "wrangler",
      "dev",
      "--ip",
      "127.0.0.1",
      "--port",
      port,
      "--var",
      `SITE_URL:${base}`,
      "--inspector-port",
      inspectorPort,
      // /__scheduled?cron=… runs the Cron Trigger handler on demand.
      ...(testScheduled ? ["--test-scheduled"] : []),
      ...vars.flatMap((value) => ["--var", value]),
      ...persist,
      "--show-interactive-dev-session=false",
    ],
    {
      stdio: "ignore",
      detached: true,
      // The Worker minified as `wrangler deploy` uploads it (src/build.mjs; its React is the production build).
      env: { ...process.env, WORKER_MINIFY: "1" },
    },
  );
  const stop = () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  process.on("exit", stop);
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error("wrangler dev exited early");
    if (Date.now() > deadline) throw new Error("wrangler dev did not start within 120 s");
    try {
      if ((await fetch(`${base}/favicon.svg`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { base, pid: server.pid, stop, inspectorPort };
}

/** The server's processes (wrangler, workerd) in its process group. */
export function serverProcesses(pid) {
  return run("pgrep", ["-g", String(pid)])
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * The server's processes on every core but the last, this process on the last, so the load
 * generator does not compete with the server it measures. Returns whether that was possible.
 */
export function pinServerAndLoad(pid) {
  const cores = cpus().length;
  if (cores < 2) return false;
  try {
    for (const child of serverProcesses(pid)) run("taskset", ["-acp", `0-${cores - 2}`, child]);
    run("taskset", ["-cp", String(cores - 1), String(process.pid)]);
    return true;
  } catch {
    return false;
  }
}

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * The Worker isolate's V8 heap through wrangler's DevTools proxy: `sample()` collects garbage and
 * returns the heap still in use (MB), the figure a leak moves. workerd's process memory is no
 * measure of the Worker: locally it grows with every request, even for a static file.
 */
export async function openHeapProbe(inspectorPort) {
  const socket = new WebSocket(`ws://127.0.0.1:${inspectorPort}/ws`, { headers: { origin: "https://devtools.devprod.cloudflare.dev" } });
  const pending = new Map();
  let id = 0;
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    pending.get(message.id)?.(message);
    pending.delete(message.id);
  };
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = () => reject(new Error(`no DevTools proxy on port ${inspectorPort}`));
  });
  const call = (method) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${method}: no answer`)), 10_000);
      pending.set(++id, (message) => {
        clearTimeout(timer);
        resolve(message.result);
      });
      socket.send(JSON.stringify({ id, method, params: {} }));
    });
  return {
    async sample() {
      await call("HeapProfiler.collectGarbage");
      const usage = await call("Runtime.getHeapUsage");
      return usage.usedSize / 2 ** 20;
    },
    close: () => socket.close(),
  };
}

const ADDRESS = { first_name: "Jan", last_name: "Nowak", street: "ul. Krótka", street_number: "1", postal_code: "30-001", city: "Kraków" };

/** A 9-digit phone number of its own per order: the shop limits the pieces unpaid orders hold per number. */
let phones = Math.floor(Math.random() * 90_000_000);

/** A bank-transfer order of the basket `token` by `email` (with a phone number of its own), delivered in Kraków (load and abuse scripts). */
export function orderBody(token, email, extra = {}) {
  return {
    token,
    email,
    phone: String(500_000_000 + ++phones),
    shipping: ADDRESS,
    billing: { type: "person", ...ADDRESS },
    delivery_method: "courier",
    payment_method: "bank_transfer",
    terms_accepted: true,
    ...extra,
  };
}
