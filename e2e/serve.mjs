// Starts the shop for the browser tests: its own local D1 (kept apart from `npm run dev`'s),
// fresh every run (earlier runs' orders, accounts and sold stock never leak into this one),
// migrated and seeded, then `wrangler dev` on the e2e port. Playwright runs this as its webServer.
import { execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";

// `--production`: the shop as deployed (ENVIRONMENT production: robots, noindex, caching), on the
// next port, for the search engine's crawl (e2e/crawl.spec.ts); its own database like any port.
const production = process.argv.includes("--production");
const port = String(Number(process.env.E2E_PORT ?? "8790") + (production ? 1 : 0));
// One state directory per port: a server on another port (another run) keeps its own database.
const stateDir = `.wrangler/e2e-state/${port}`;
const persist = ["--persist-to", stateDir];
const run = (command, args) => execFileSync(command, args, { stdio: "inherit" });

rmSync(stateDir, { recursive: true, force: true });
run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", ...persist]);
run("node", ["src/shop/db/seed/cli.mjs", ...persist]);
const server = spawn(
  "npx",
  [
    "wrangler",
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    port,
    ...persist,
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
          "--var",
          "CERTIFICATE_ISSUER:Fundacja Testowa",
          "--var",
          "CERTIFICATE_IMAGE:/img/logo.png",
          "--var",
          "CERTIFICATE_URL:https://certyfikaty.example/sklep/123",
        ]),
    // React's production build on the server, as `wrangler deploy` bundles it (wrangler dev
    // defaults to the development build): the same markup, rendered about four times faster
    // (16 uncached listing pages: 5.5 s → 1.4 s here), and the shop as shoppers get it.
    "--define",
    'process.env.NODE_ENV:"production"',
    "--show-interactive-dev-session=false",
  ],
  { stdio: "inherit" },
);
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => process.exit(code ?? 0));
