// Starts the shop for the browser tests: its own local D1 (kept apart from `npm run dev`'s),
// migrated and seeded, then `wrangler dev` on the e2e port. Playwright runs this as its webServer.
import { execFileSync, spawn } from "node:child_process";

const port = process.env.E2E_PORT ?? "8790";
const persist = ["--persist-to", ".wrangler/e2e-state"];
const run = (command, args) => execFileSync(command, args, { stdio: "inherit" });

run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", ...persist]);
run("node", ["src/db/seed/cli.mjs", "--if-empty", ...persist]);
const server = spawn(
  "npx",
  ["wrangler", "dev", "--ip", "127.0.0.1", "--port", port, ...persist, "--var", "ENVIRONMENT:development", "--var", `SITE_URL:http://127.0.0.1:${port}`, "--var", "GTM_ID:GTM-E2ETEST", "--var", "GA_MEASUREMENT_ID:G-E2ETEST", "--show-interactive-dev-session=false"],
  { stdio: "inherit" },
);
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => process.exit(code ?? 0));
