// Supplier feed import throughput (issues 18 and 33): a 100,000-row feed through `npm run import`
// (read as a wholesaler's purchase prices, so every row is priced by the rules and written as a
// supplier's offer) and through the back office's upload (the Workflow), each into a fresh local
// shop. Rows per second and seconds are what `npm run bench` prints and budgets;
// `node tests/bench/import.mjs` runs this part alone (BENCH_IMPORT_ROWS sets the size).
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { run, seededCopy, startShop } from "./shop-server.mjs";

export const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const FEED = ".wrangler/bench-feed.csv";
/** The feed's prices read as gross purchase prices: the CLI run prices every row by the rules. */
const PURCHASE_PROFILE = ".wrangler/bench-profile.json";

export async function benchImport({ port = "8796" } = {}) {
  run("node", ["src/shop/catalogue-import/sample/make-feed.mjs", "--rows", String(IMPORT_ROWS), "--out", FEED]);

  // The CLI: a shop with the usual seeded catalogue, the feed as a partial one (the catalogue stays).
  const cliState = ".wrangler/bench-import-cli";
  await seededCopy({ state: cliState });
  const resultFile = ".wrangler/bench-import-cli.json";
  writeFileSync(PURCHASE_PROFILE, JSON.stringify({ format: "csv", priceKind: "purchase-gross" }));
  execFileSync("node", ["src/shop/catalogue-import/cli.mjs", FEED, "--partial", "--profile", PURCHASE_PROFILE, "--persist-to", cliState], {
    stdio: "ignore",
    env: { ...process.env, IMPORT_BENCH_JSON: resultFile },
  });
  const cli = JSON.parse(readFileSync(resultFile, "utf8"));

  // The upload: signed in to the back office (development sign-in), the feed posted, the report
  // polled until the Workflow has written every chunk.
  const uploadState = ".wrangler/bench-import-upload";
  await seededCopy({ state: uploadState });
  const { base, stop } = await startShop({ port, state: uploadState, vars: ["ENVIRONMENT:development"] });
  try {
    const signIn = await fetch(`${base}/panel/logowanie`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "anna.nowak@oponykrakow.pl" }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const form = new FormData();
    form.append("file", new File([readFileSync(FEED)], "bench-feed.csv", { type: "text/csv" }));
    form.append("partial", "1");
    const started = performance.now();
    const upload = await fetch(`${base}/panel/importy`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: base, cookie },
      body: form,
    });
    const report = upload.headers.get("location");
    if (!report?.match(/\/panel\/importy\/\d+$/)) throw new Error(`upload refused: ${upload.status} ${report}`);
    const deadline = Date.now() + 40 * 60_000;
    for (;;) {
      const page = await (await fetch(`${base}${report}`, { headers: { cookie } })).text();
      if (page.includes("zakończony") || page.includes("przerwany")) {
        if (page.includes("przerwany")) throw new Error("the benchmark's import failed");
        break;
      }
      if (Date.now() > deadline) throw new Error("the upload's import did not finish within 40 minutes");
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const seconds = (performance.now() - started) / 1000;
    return { rows: IMPORT_ROWS, cli, upload: { rows: IMPORT_ROWS, seconds, rate: IMPORT_ROWS / seconds } };
  } finally {
    stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchImport();
  console.log(
    `Feed import, ${result.rows} rows: CLI ${result.cli.rate.toFixed(0)} rows/s (${result.cli.seconds.toFixed(1)} s), ` +
      `back-office upload (Workflow) ${result.upload.rate.toFixed(0)} rows/s (${result.upload.seconds.toFixed(1)} s)`,
  );
}
