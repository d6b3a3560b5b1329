// Starts the shops for the browser tests, each with its own local D1 (kept apart from `npm run
// dev`'s), fresh every run (earlier runs' orders, accounts and sold stock never leak into this
// one): the development shop on E2E_PORT (default 8790) and the shop as deployed (ENVIRONMENT
// production: robots, noindex, caching) on the next port, for the search engine's crawl
// (e2e/crawl.spec.ts), and the carriers' stand-ins two ports above (parcels booked from /panel).
// Playwright runs this as its first webServer and waits for both shops' ports.
//
// The database is made once and copied for the second shop: every migration in one `d1 execute`
// (5 s here, where `d1 migrations apply` takes 26 s: it starts the local D1 once per file; a fresh
// test database needs no record of which were applied), then the seed (7 s). The second shop
// starts once the first is listening, so their two [build] runs never write public/build at the
// same time.
import { execFileSync, spawn } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";

const base = Number(process.env.E2E_PORT ?? "8790");
/** One state directory per port: a server on another port (another run) keeps its own database. */
const stateDir = (port) => `.wrangler/e2e-state/${port}`;
const run = (command, args) => execFileSync(command, args, { stdio: "inherit" });

const devState = stateDir(base);
const productionState = stateDir(base + 1);
rmSync(devState, { recursive: true, force: true });
rmSync(productionState, { recursive: true, force: true });
const migrationsDir = "src/shop/db/migrations";
const migrations = readdirSync(migrationsDir)
  .filter((file) => file.endsWith(".sql"))
  .sort()
  .map((file) => readFileSync(`${migrationsDir}/${file}`, "utf8"));
mkdirSync(".wrangler", { recursive: true });
const migrationsFile = ".wrangler/e2e-migrations.sql";
writeFileSync(migrationsFile, migrations.join("\n"));
run("npx", ["wrangler", "d1", "execute", "DB", "--local", "--yes", "--file", migrationsFile, "--persist-to", devState]);
run("node", ["src/shop/db/seed/cli.mjs", "--persist-to", devState]);
cpSync(devState, productionState, { recursive: true });

/** The carriers' stand-ins (src/shop/shipping/stand-in/worker.ts) listen two ports above the shops. */
const standInPort = base + 2;
const standInUrl = `http://127.0.0.1:${standInPort}`;

/** `wrangler dev` for one of the shops. */
function startShop(port, production) {
  return spawn(
    "npx",
    [
      "wrangler",
      "dev",
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      stateDir(port),
      "--var",
      `ENVIRONMENT:${production ? "production" : "development"}`,
      "--var",
      `SITE_URL:http://127.0.0.1:${port}`,
      "--var",
      "GTM_ID:GTM-E2ETEST",
      "--var",
      "GA_MEASUREMENT_ID:G-E2ETEST",
      // A quality mark is shown only when configured (none by default): the browser tests configure one.
      ...(production
        ? []
        : [
            // Invoices go to the stand-in KSeF inside the development shop (never in production).
            "--var",
            "KSEF_ENVIRONMENT:local",
            // Parcels are booked with the carriers' stand-ins (started below), tracked at every scheduled run.
            "--var",
            `INPOST_API:${standInUrl}/inpost`,
            "--var",
            `DPD_API:${standInUrl}/dpd`,
            "--var",
            "TRACKING_INTERVAL_MINUTES:0",
            "--test-scheduled",
            "--var",
            "CERTIFICATE_ISSUER:Fundacja Testowa",
            "--var",
            "CERTIFICATE_IMAGE:/img/logo.png",
            "--var",
            "CERTIFICATE_URL:https://certyfikaty.example/sklep/123",
          ]),
      "--show-interactive-dev-session=false",
    ],
    { stdio: "inherit" },
  );
}

/** Resolves once the shop on `port` answers its home page. */
async function listening(port) {
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const standIns = spawn(
  "npx",
  [
    "wrangler",
    "dev",
    "--config",
    "src/shop/shipping/stand-in/wrangler.toml",
    "--ip",
    "127.0.0.1",
    "--port",
    String(standInPort),
    "--show-interactive-dev-session=false",
  ],
  { stdio: "inherit" },
);
const servers = [standIns, startShop(base, false)];
const stop = () => {
  for (const server of servers) server.kill("SIGTERM");
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
/** One shop gone: the other goes too, and this process ends with its code. */
const ended = (code) => {
  stop();
  process.exit(code ?? 0);
};
for (const server of servers) server.on("exit", ended);
await listening(base);
const production = startShop(base + 1, true);
servers.push(production);
production.on("exit", ended);
