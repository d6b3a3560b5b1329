// A recorded Cloudflare account for `npm run setup:production` (e2e/setup-production.spec.ts):
// answers the wrangler 4 commands the setup runs the way wrangler prints them (shapes read from
// wrangler's source; nothing here reaches Cloudflare), keeps the account in FAKE_WRANGLER_STATE
// (JSON) and appends every call, with what it read on stdin, to FAKE_WRANGLER_LOG (JSON lines).
// Commands that act on the production database or Worker must name the production configuration.
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";

const args = process.argv.slice(2);
const statePath = process.env.FAKE_WRANGLER_STATE;
const state = JSON.parse(readFileSync(statePath, "utf8"));
// Read as a stream: readFileSync(0) on a pipe may fail with EAGAIN when the pipe is non-blocking.
let stdin = "";
if (!process.stdin.isTTY) for await (const chunk of process.stdin) stdin += chunk;
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const file = option("--file");
appendFileSync(process.env.FAKE_WRANGLER_LOG, `${JSON.stringify({ args, stdin, file: file ? readFileSync(file, "utf8") : undefined })}\n`);

const finish = (output, code = 0) => {
  writeFileSync(statePath, JSON.stringify(state, null, 2));
  if (code) process.stderr.write(output);
  else process.stdout.write(output);
  process.exit(code);
};
const needsConfig = () => {
  if (!option("--config")?.endsWith("wrangler.production.toml"))
    finish(`✘ [ERROR] ${args.join(" ")}: not the production configuration\n`, 1);
};
const [command, sub] = args;

if (command === "login") {
  state.loggedIn = true;
  finish("Successfully logged in.\n");
}
if (command === "whoami")
  finish(
    JSON.stringify(
      state.loggedIn ? { loggedIn: true, email: "ja@example.pl", accounts: [{ id: "a1", name: state.account }] } : { loggedIn: false },
    ),
  );
if (!state.loggedIn) finish("✘ [ERROR] You are not authenticated. Please run `wrangler login`.\n", 1);
if (command === "d1" && sub === "list")
  finish(JSON.stringify(state.databases.map((database) => ({ ...database, version: "production", created_at: "2026-11-29T10:00:00Z" }))));
if (command === "d1" && sub === "create") {
  if (!args.includes("--location=eeur")) finish("expected --location=eeur\n", 1);
  const database = { name: args[2], uuid: "5d1f0c6e-2b7a-4c1e-9e0f-3a6b8c9d0e1f" };
  state.databases.push(database);
  finish(
    `✅ Successfully created DB '${database.name}' in region EEUR\nCreated your new D1 database.\n\nTo access your new D1 Database in your Worker, add the following snippet to your configuration file:\n{\n  "d1_databases": [\n    {\n      "binding": "sklep_opony",\n      "database_name": "${database.name}",\n      "database_id": "${database.uuid}"\n    }\n  ]\n}\n`,
  );
}
if (command === "r2" && sub === "bucket" && args[2] === "list")
  finish(state.buckets.map((bucket) => `name:           ${bucket}\ncreation_date:  2026-11-29T10:00:00.000Z\n`).join("\n"));
if (command === "r2" && sub === "bucket" && args[2] === "create") {
  state.buckets.push(args[3]);
  finish(`Creating bucket '${args[3]}'...\n✅ Created bucket '${args[3]}' with default storage class of Standard.\n`);
}
if (command === "d1" && sub === "migrations") {
  needsConfig();
  if (args[2] === "list")
    finish(
      state.migrationsApplied
        ? "✅ No migrations to apply!\n"
        : "Migrations to be applied:\n│ 0000_catalogue.sql │\n│ 0033_shop_settings.sql │\n",
    );
  state.migrationsApplied = true;
  finish("🚣 Executed 34 migrations\n");
}
if (command === "d1" && sub === "execute") {
  needsConfig();
  const sql = option("--command") ?? "";
  const count = (n) => finish(JSON.stringify([{ results: [{ n }], success: true, meta: {} }]));
  if (/FROM car_makes/.test(sql)) count(state.carMakes);
  if (/FROM producers/.test(sql)) count(state.producers);
  if (/FROM staff WHERE role = 'owner'/.test(sql)) count(state.owners.length);
  if (/^INSERT INTO staff/.test(sql)) {
    state.owners.push(sql);
    finish(JSON.stringify([{ results: [], success: true, meta: { changes: 1 } }]));
  }
  if (file) {
    const text = readFileSync(file, "utf8");
    state.producers += (text.match(/INSERT INTO producers/g) ?? []).length;
    state.carMakes += (text.match(/INSERT INTO car_makes/g) ?? []).length;
    finish("🚣 Executed queries\n");
  }
  finish(`unexpected SQL: ${sql}\n`, 1);
}
if (command === "secret" && sub === "list") {
  needsConfig();
  if (!state.deployed && !state.secrets.length) finish(`✘ [ERROR] This Worker does not exist on your account. [code: 10007]\n`, 1);
  finish(JSON.stringify(state.secrets.map((name) => ({ name, type: "secret_text" }))));
}
if (command === "secret" && sub === "put") {
  needsConfig();
  if (!stdin) finish("no value on stdin\n", 1);
  if (!state.secrets.includes(args[2])) state.secrets.push(args[2]);
  finish(`✨ Success! Uploaded secret ${args[2]}\n`);
}
if (command === "deploy") {
  needsConfig();
  state.deployed = true;
  finish(
    "Total Upload: 4120.00 KiB / gzip: 1154.00 KiB\nUploaded sklep-opony (5.20 sec)\nDeployed sklep-opony triggers (1.10 sec)\n  https://sklep-opony.opony.workers.dev\n",
  );
}
finish(`fake wrangler: no answer for ${args.join(" ")}\n`, 1);
