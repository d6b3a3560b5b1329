// `npm run setup:production -- --dry-run` (issue 39): asks wrangler what the Cloudflare account
// already has (login, D1, R2, the Worker's secrets, the remote tables, producers and owners) and
// prints the plan that takes it to a live shop, each step done already or with its exact commands
// (src/setup/plan.ts). Changes nothing. The interactive run that carries the plan out (prompts,
// validated answers, secrets, deploy, smoke test) is still to come: until then, run the printed
// commands in order, and follow /panel/start.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { importTs } from "../shop/db/seed/load-ts.mjs";

const { parseBuckets, parseCount, parseDatabases, parseSecrets, parseWhoami, setupPlan } = await importTs("src/setup/plan.ts");

if (!process.argv.includes("--dry-run")) {
  console.error("Na razie tylko plan: npm run setup:production -- --dry-run (nic nie zmienia). / For now only the plan: add --dry-run.");
  process.exit(2);
}

/** wrangler's answer (stdout), or null when the command failed (not logged in, no such Worker, no network). */
function wrangler(...args) {
  try {
    return execFileSync("npx", ["wrangler", ...args], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], timeout: 60_000 });
  } catch {
    return null;
  }
}

/** The names the plan needs, from wrangler.toml (its simple `key = "value"` lines). */
function shopNames() {
  const toml = readFileSync("wrangler.toml", "utf8");
  const value = (key) => new RegExp(`^${key}\\s*=\\s*"([^"]*)"`, "m").exec(toml)?.[1] ?? "";
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
const count = (sql) => (hasDatabase ? parseCount(wrangler("d1", "execute", names.database, "--remote", "--json", "--command", sql)) : null);
const migrations = hasDatabase ? wrangler("d1", "migrations", "list", names.database, "--remote") : null;
const state = {
  account,
  databases,
  buckets: account === null ? [] : parseBuckets(wrangler("r2", "bucket", "list") ?? ""),
  secrets: account === null ? null : parseSecrets(wrangler("secret", "list")),
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
