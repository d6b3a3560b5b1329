// The header search's suggestions (issue 35): server time of GET /api/v1/catalogue/suggest at
// 100,000 offers. Runs inside `npm run bench` against the scaled database, or alone:
// `node tests/bench/suggest.mjs [--variants N] [--port P]` (prepares .wrangler/bench-<N>-state).
// Each request is a text nobody asked before: the same real query with the spaces between its
// words (or after it) widened by the round, which the reading ignores and the cache key does not.
// The header's box asks for 3 tyres (SEARCH_SUGGEST_TYRES), so does the bench.
import { percentile, seededCopy, startShop } from "./shop-server.mjs";

/** What shoppers type: sizes in several notations, producers and models with typos, cars. */
export const SUGGEST_QUERIES = [
  "205 55 16 debica",
  "205/55R16 91V",
  "2055516",
  "215/65R16C",
  "michelin alpn",
  "dembica frigo",
  "golf 8",
  "zimowe r17",
  "continental wintercontact",
  "opony całoroczne 225/45 r17",
];

/**
 * Median and p95 of the Worker's own Server-Timing (`suggest;dur=`, the D1 wait: Workers clocks
 * stop during CPU work), of the whole request over loopback (parse, match, D1, JSON), each text
 * fresh (past the cache), and of the request less the same request again, answered from the
 * isolate's cache (X-Cache: HIT): wrangler's local proxy and the Worker's invocation are most of a
 * loopback request and move by 2× on a shared machine; the difference is what computing the
 * suggestion costs the server (reading, matching, D1, JSON, the cache's miss), what the budget holds.
 */
export async function measureSuggestions(base, rounds = 20) {
  const serverMs = [];
  const totalMs = [];
  const overFloorMs = [];

  // Warm-up: the isolate reads the vocabulary once.
  await fetch(`${base}/api/v1/catalogue/suggest?q=warm`);
  for (let round = 0; round < rounds; round++) {
    for (const q of SUGGEST_QUERIES) {
      const spaced = q.includes(" ") ? q.replaceAll(" ", " ".repeat(round + 1)) : `${q}${" ".repeat(round)}`;
      const url = `${base}/api/v1/catalogue/suggest?${new URLSearchParams({ q: spaced })}`;
      const started = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      const total = performance.now() - started;
      if (response.status !== 200) throw new Error(`suggest ${q}: HTTP ${response.status}`);
      const hitStarted = performance.now();
      const hit = await fetch(url);
      await hit.arrayBuffer();
      const floor = performance.now() - hitStarted;
      if (hit.headers.get("x-cache") !== "HIT") throw new Error(`suggest ${q}: the second request was not a cache hit`);
      totalMs.push(total);
      overFloorMs.push(total - floor);
      serverMs.push(Number(response.headers.get("server-timing")?.match(/dur=([\d.]+)/)?.[1] ?? NaN));
    }
  }
  serverMs.sort((a, b) => a - b);
  totalMs.sort((a, b) => a - b);
  overFloorMs.sort((a, b) => a - b);
  return {
    overFloorMedianMs: percentile(overFloorMs, 50),
    overFloorP95Ms: percentile(overFloorMs, 95),
    requests: totalMs.length,
    serverTimingMedianMs: percentile(serverMs, 50),
    serverTimingP95Ms: percentile(serverMs, 95),
    requestMedianMs: percentile(totalMs, 50),
    requestP95Ms: percentile(totalMs, 95),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name, fallback) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? process.argv[at + 1] : fallback;
  };
  const variants = Number(arg("--variants", "100000"));
  const state = `.wrangler/bench-${variants >= 100_000 ? "100k" : variants}-state`;
  await seededCopy({ state, variants });
  const shop = await startShop({ port: arg("--port", "8791"), state });
  try {
    const result = await measureSuggestions(shop.base);
    console.log(JSON.stringify({ variants, ...result }, null, 2));
  } finally {
    shop.stop();
  }
}
