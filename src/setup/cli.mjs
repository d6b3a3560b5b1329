// `npm run setup:production` (issue 39). With --dry-run: asks wrangler what the Cloudflare account
// already has (login, D1, R2, the Worker's secrets, the remote tables, producers and owners) and
// prints the plan that takes it to a live shop, each step done already or with its exact commands
// (src/setup/plan.ts); changes nothing. Without it: the guided run that carries the plan out
// (src/setup/run.mjs).
import { existsSync, readFileSync } from "node:fs";
import { importTs } from "../shop/db/seed/load-ts.mjs";
import { runWrangler } from "./wrangler.mjs";

const { parseBuckets, parseCount, parseDatabases, parseSecrets, parseWhoami, setupPlan } = await importTs("src/setup/plan.ts");
const { PRODUCTION_CONFIG_FILE, configVar } = await importTs("src/setup/production-config.ts");

if (!process.argv.includes("--dry-run")) {
  await import("./run.mjs");
  process.exit(0);
}

/** wrangler's answer, or null when it could not say (not logged in, no such Worker, no network): the plan's facts. */
const wrangler = (...args) => runWrangler(args, { quiet: true });

/** The names the plan needs, from the production configuration (else wrangler.toml). */
function shopNames() {
  const toml = readFileSync(existsSync(PRODUCTION_CONFIG_FILE) ? PRODUCTION_CONFIG_FILE : "wrangler.toml", "utf8");
  const value = (key) => configVar(toml, key);
  return {
    worker: value("name"),
    database: value("database_name"),
    databaseId: value("database_id"),
    bucket: value("bucket_name"),
    siteUrl: value("SITE_URL"),
    accessTeamDomain: value("ACCESS_TEAM_DOMAIN"),
    accessAudience: value("ACCESS_AUD"),
  };
}

const names = shopNames();
const account = parseWhoami(wrangler("whoami", "--json") ?? "");
const databases = account === null ? [] : parseDatabases(wrangler("d1", "list", "--json") ?? "");
const hasDatabase = databases.some((database) => database.name === names.database);
// The remote tables are asked through the production configuration (its database_id); before it exists, unknown.
const production = existsSync(PRODUCTION_CONFIG_FILE) ? ["--config", PRODUCTION_CONFIG_FILE] : null;
const remote = hasDatabase && production !== null;
const count = (sql) => (remote ? parseCount(wrangler("d1", "execute", "DB", "--remote", "--json", ...production, "--command", sql)) : null);
const migrations = remote ? wrangler("d1", "migrations", "list", "DB", "--remote", ...production) : null;
const state = {
  account,
  databases,
  buckets: account === null ? [] : parseBuckets(wrangler("r2", "bucket", "list") ?? ""),
  secrets: account === null ? null : parseSecrets(wrangler("secret", "list", ...(production ?? []))),
  migrationsApplied: migrations === null ? null : migrations.includes("No migrations to apply"),
  producers: count("SELECT COUNT(*) AS n FROM producers"),
  owners: count("SELECT COUNT(*) AS n FROM staff WHERE role = 'owner' AND active = 1"),
};

const steps = setupPlan(state, names);
console.log(`Plan uruchomienia sklepu „${names.worker}” (${names.siteUrl}) – nic nie zostało zmienione.\n`);
steps.forEach((step, index) => {
  console.log(`${String(index + 1).padStart(2)}. [${step.done ? "gotowe" : "do zrobienia"}] ${step.title}`);
  console.log(`    ${step.note}`);
  for (const command of step.commands) console.log(`      $ ${command}`);
});
const left = steps.filter((step) => !step.done).length;
console.log(`\nDo zrobienia: ${left} z ${steps.length}. Po wdrożeniu lista /panel/start pokazuje, czego jeszcze brakuje.`);
