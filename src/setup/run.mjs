// `npm run setup:production` (issue 39): the guided run that takes a Cloudflare account to a live
// shop. It asks (in Polish or English, every answer checked as the shop's own forms check it),
// carries out each step of the plan (src/setup/plan.ts) that is not done yet, and says what it did:
// login, the D1 database in Eastern Europe, the production configuration (wrangler.production.toml;
// wrangler.toml, the development one, is left alone), the R2 bucket, migrations, the producers and
// cars, the first owner, each service's secrets after a live check where the provider offers one,
// the Access application's values, the deploy and a smoke test of the live address.
// Idempotent and resumable: each step asks wrangler first and is skipped when done; the answers
// (never a secret) are kept in .setup-production.json, so a second run goes on where one stopped.
// Test hooks (e2e/setup-production.spec.ts): SETUP_DIR (where wrangler.toml is read and the files
// are written), SETUP_SMOKE_URL (the address the smoke test opens instead of SITE_URL),
// SETUP_STAND_IN (an origin every provider request is sent to, its host as the first path segment).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline/promises";
import { fileURLToPath } from "node:url";
import { importTs } from "../shop/db/seed/load-ts.mjs";
import { runWrangler } from "./wrangler.mjs";

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const { parseBuckets, parseCount, parseDatabases, parseSecrets, parseWhoami, SECRET_GROUPS } = await importTs(here("./plan.ts"));
const { ACCESS_QUESTIONS, KSEF_ENVIRONMENT_QUESTION, OWNER_QUESTIONS, SHOP_QUESTIONS, SHOP_VARS, checkAnswer } = await importTs(
  here("./questions.ts"),
);
const { PRODUCTION_CONFIG_FILE, SETUP_ANSWERS_FILE, configVar, productionConfig } = await importTs(here("./production-config.ts"));
const { LIVE_CHECKS } = await importTs(here("./live-checks.ts"));

const dir = process.env.SETUP_DIR ?? process.cwd();
const configPath = join(dir, PRODUCTION_CONFIG_FILE);
const answersPath = join(dir, SETUP_ANSWERS_FILE);
const development = readFileSync(join(dir, "wrangler.toml"), "utf8");
const value = (key) => configVar(development, key);
const names = { worker: value("name"), database: value("database_name"), bucket: value("bucket_name") };

const answers = existsSync(answersPath) ? JSON.parse(readFileSync(answersPath, "utf8")) : {};
const save = () => writeFileSync(answersPath, `${JSON.stringify(answers, null, 2)}\n`);

const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY === true });
/** Lines read ahead when stdin is not a terminal (a script answering): readline drops lines no question waits for. */
const queued = [];
let waiting = null;
let ended = false;
rl.on("line", (line) => {
  if (!waiting) return queued.push(line);
  const answer = waiting;
  waiting = null;
  answer(line);
});
rl.on("close", () => {
  ended = true;
  waiting?.(null);
});
function readLine(prompt, hidden = false) {
  process.stdout.write(prompt);
  if (hidden && process.stdin.isTTY) rl._writeToOutput = () => {};
  return new Promise((resolve) => {
    const done = (line) => {
      rl._writeToOutput = (text) => rl.output.write(text);
      if (hidden && process.stdin.isTTY) process.stdout.write("\n");
      if (line === null) {
        console.log(
          say(
            "\nPrzerwano: odpowiedzi są zapisane, kolejne uruchomienie zacznie od tego miejsca.",
            "\nStopped: the answers are saved; the next run starts here.",
          ),
        );
        process.exit(3);
      }
      resolve(line);
    };
    if (queued.length) done(queued.shift());
    else if (ended) done(null);
    else waiting = done;
  });
}

let language = answers.language ?? null;
const say = (pl, en) => (language === "en" ? en : pl);
const yes = (text) => /^(t|tak|y|yes)$/i.test(text.trim());

/** Asks until the answer passes its check; a saved answer is reused (an interrupted run resumes). */
async function ask(question, { hidden = false, saveAs = question.id } = {}) {
  if (saveAs && answers[saveAs] !== undefined) {
    console.log(`  ${question.label[language]}: ${answers[saveAs] || say("(puste)", "(empty)")}`);
    return answers[saveAs];
  }
  for (;;) {
    const hint = question.hint ? ` (${question.hint[language]})` : "";
    const raw = await readLine(`  ${question.label[language]}${hint}: `, hidden);
    const checked = checkAnswer(question, raw, language);
    if ("value" in checked) {
      if (saveAs) {
        answers[saveAs] = checked.value;
        save();
      }
      return checked.value;
    }
    console.log(`    ✗ ${checked.message}`);
  }
}

/** wrangler in the setup's directory (src/setup/wrangler.mjs): its answer, or null when it failed. */
const wrangler = (args, options = {}) => runWrangler(args, { cwd: dir, ...options });
const production = ["--config", PRODUCTION_CONFIG_FILE];
const remote = (command) => wrangler(["d1", "execute", "DB", "--remote", "--json", ...production, "--command", command]);
const must = (output, what) => {
  if (output !== null) return output;
  console.error(
    say(
      `✗ Nie udało się: ${what}. Popraw przyczynę powyżej i uruchom setup ponownie.`,
      `✗ Failed: ${what}. Fix the cause above and run the setup again.`,
    ),
  );
  process.exit(1);
};
let stepNumber = 0;
const step = (pl, en) => console.log(`\n${++stepNumber}. ${say(pl, en)}`);
const done = (pl, en) => console.log(`   ✓ ${say(pl, en)}`);

/** Writes the production configuration from wrangler.toml and the answers so far. */
function writeConfig() {
  const vars = {};
  for (const [id, name] of Object.entries(SHOP_VARS)) if (answers[id] !== undefined) vars[name] = answers[id];
  const customDomain = answers.site_url ? new URL(answers.site_url).host : undefined;
  // The example shop's warehouse and social profiles are not this shop's: off until the owner sets
  // them (a pickup address would otherwise print on every parcel label as the sender).
  for (const name of [
    "PICKUP_STREET",
    "PICKUP_POSTAL_CODE",
    "PICKUP_CITY",
    "PICKUP_HOURS",
    "SOCIAL_FACEBOOK",
    "SOCIAL_INSTAGRAM",
    "SOCIAL_YOUTUBE",
  ])
    vars[name] ??= "";
  writeFileSync(configPath, productionConfig(development, { databaseId: answers.database_id, vars, customDomain }));
}

// ── 0. Language ────────────────────────────────────────────────────────────────────────────────
if (!language) {
  const chosen = (await readLine("Język / language [pl/en] (pl): ")).trim().toLowerCase();
  language = chosen === "en" ? "en" : "pl";
  answers.language = language;
  save();
}
console.log(
  say(
    `Uruchomienie sklepu „${names.worker}” na Cloudflare. Każdy krok najpierw sprawdza, co już jest; przerwany setup wznowisz tym samym poleceniem.`,
    `Setting up the shop "${names.worker}" on Cloudflare. Each step checks first what is there; run the same command to resume.`,
  ),
);

// ── 1. Login ───────────────────────────────────────────────────────────────────────────────────
step("Logowanie do Cloudflare", "Cloudflare login");
let account = parseWhoami(wrangler(["whoami", "--json"], { quiet: true }) ?? "");
if (account === null) {
  console.log(say("   Otwieram logowanie w przeglądarce (wrangler login)…", "   Opening the browser sign-in (wrangler login)…"));
  spawnSync("npx", ["wrangler", "login"], { cwd: dir, stdio: "inherit" });
  account = parseWhoami(wrangler(["whoami", "--json"], { quiet: true }) ?? "");
  if (account === null) must(null, say("logowanie do Cloudflare", "Cloudflare login"));
}
done(`konto „${account}”`, `account "${account}"`);

// ── 2. The shop's data ─────────────────────────────────────────────────────────────────────────
step(
  "Dane sklepu i firmy (stopka, regulamin, faktury; później zmienisz je w /panel/ustawienia)",
  "The shop's and company's data (footer, terms, invoices; later in /panel/ustawienia)",
);
for (const question of SHOP_QUESTIONS) await ask(question);

// ── 3. D1 ──────────────────────────────────────────────────────────────────────────────────────
step(`Baza D1 „${names.database}”`, `D1 database "${names.database}"`);
let database = parseDatabases(wrangler(["d1", "list", "--json"]) ?? "").find((candidate) => candidate.name === names.database);
if (!database) {
  const created = must(
    wrangler(["d1", "create", names.database, "--location=eeur"]),
    say("utworzenie bazy D1", "creating the D1 database"),
  );
  const uuid = /database_id\s*=\s*"([0-9a-f-]{36})"|"database_id":\s*"([0-9a-f-]{36})"/.exec(created);
  database = { name: names.database, uuid: uuid?.[1] ?? uuid?.[2] ?? "" };
  if (!database.uuid) must(null, say("odczytanie identyfikatora nowej bazy", "reading the new database's id"));
  done("utworzona w Europie Wschodniej", "created in Eastern Europe");
} else done(`jest (${database.uuid})`, `exists (${database.uuid})`);
answers.database_id = database.uuid;
save();
writeConfig();
done(
  `konfiguracja produkcyjna: ${PRODUCTION_CONFIG_FILE} (wrangler.toml bez zmian)`,
  `production configuration: ${PRODUCTION_CONFIG_FILE} (wrangler.toml unchanged)`,
);

// ── 4. R2 ──────────────────────────────────────────────────────────────────────────────────────
step(`Zasobnik R2 „${names.bucket}”`, `R2 bucket "${names.bucket}"`);
if (parseBuckets(wrangler(["r2", "bucket", "list"]) ?? "").includes(names.bucket)) done("jest", "exists");
else {
  must(wrangler(["r2", "bucket", "create", names.bucket]), say("utworzenie zasobnika R2", "creating the R2 bucket"));
  done("utworzony", "created");
}

// ── 5. Migrations ──────────────────────────────────────────────────────────────────────────────
step("Tabele bazy (migracje)", "Database tables (migrations)");
const pending = wrangler(["d1", "migrations", "list", "DB", "--remote", ...production], { quiet: true });
if (pending?.includes("No migrations to apply")) done("wszystkie zastosowane", "all applied");
else {
  must(wrangler(["d1", "migrations", "apply", "DB", "--remote", ...production], { show: true }), say("migracje", "migrations"));
  done("zastosowane", "applied");
}

// ── 6. Reference data ──────────────────────────────────────────────────────────────────────────
step("Producenci z danymi GPSR i baza samochodów", "Producers with their GPSR data, and the cars");
if (
  (parseCount(remote("SELECT COUNT(*) AS n FROM car_makes")) ?? 0) > 0 &&
  (parseCount(remote("SELECT COUNT(*) AS n FROM producers")) ?? 0) > 0
)
  done("są w bazie", "in the database");
else {
  for (const flag of ["--producers-gpsr", "--cars"]) {
    const seeded = spawnSync(process.execPath, [here("../shop/db/seed/cli.mjs"), flag, "--remote", "--config", configPath], {
      cwd: fileURLToPath(new URL("../..", import.meta.url)),
      stdio: ["ignore", "inherit", "inherit"],
    });
    if (seeded.status !== 0) must(null, say("wczytanie danych referencyjnych", "loading the reference data"));
  }
  done("wczytane (dane GPSR potwierdzisz w /panel/producenci)", "loaded (confirm the GPSR data at /panel/producenci)");
}

// ── 7. The first owner ─────────────────────────────────────────────────────────────────────────
step("Pierwszy właściciel sklepu", "The shop's first owner");
if ((parseCount(remote("SELECT COUNT(*) AS n FROM staff WHERE role = 'owner' AND active = 1")) ?? 0) > 0) done("jest", "exists");
else {
  const email = await ask(OWNER_QUESTIONS[0]);
  const name = await ask(OWNER_QUESTIONS[1]);
  const literal = (text) => `'${text.replaceAll("'", "''")}'`;
  must(
    remote(
      `INSERT INTO staff (email, name, role, active, created_at) VALUES (${literal(email)}, ${literal(name)}, 'owner', 1, unixepoch() * 1000)`,
    ),
    say("dodanie właściciela", "adding the owner"),
  );
  done(`${name} <${email}>; resztę zespołu doda w /panel/zespol`, `${name} <${email}>; they add the team at /panel/zespol`);
}

// ── 8. Secrets ─────────────────────────────────────────────────────────────────────────────────
step("Usługi: poczta, płatności, GUS, EPREL, KSeF, przewoźnicy", "Services: mail, payments, GUS, EPREL, KSeF, carriers");
const stored = parseSecrets(wrangler(["secret", "list", ...production], { quiet: true })) ?? [];
const standIn = process.env.SETUP_STAND_IN;
/** fetch, or (tests) the stand-in: the provider's host becomes the first path segment. */
const send = standIn
  ? (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      return fetch(`${standIn}/${url.host}${url.pathname}${url.search}`, init);
    }
  : fetch;
for (const group of SECRET_GROUPS) {
  const missing = group.secrets.filter((secret) => !stored.includes(secret));
  if (!missing.length) {
    done(`${group.title}: ustawione`, `${group.title}: set`);
    continue;
  }
  if (!yes(await readLine(say(`   ${group.title}: skonfigurować teraz? [t/N] `, `   ${group.title}: set it up now? [y/N] `)))) {
    console.log(say("     pominięte – lista /panel/start przypomni", "     skipped – /panel/start will remind you"));
    continue;
  }
  for (;;) {
    const values = {};
    for (const secret of group.secrets) {
      values[secret] = (await readLine(`     ${secret}: `, true)).trim();
    }
    if (group.id === "p24" && yes(await readLine(say("     Konto testowe (sandbox)? [t/N] ", "     A sandbox account? [y/N] "))))
      values.P24_SANDBOX = "1";
    if (group.secrets.some((secret) => !values[secret])) {
      console.log(say("     ✗ Każda wartość jest potrzebna.", "     ✗ Every value is needed."));
      continue;
    }
    const check = LIVE_CHECKS[group.id];
    if (check) {
      try {
        const checked = await check(values, {
          ownerEmail: answers.owner_email || answers.contact_email,
          from: `${answers.site_name || value("SITE_NAME")} <${answers.contact_email}>`,
          language,
          send,
        });
        console.log(`     ✓ ${checked}`);
      } catch (error) {
        console.log(
          `     ✗ ${say("Sprawdzenie na żywo nie przeszło", "The live check failed")}: ${error instanceof Error ? error.message : String(error)}`,
        );
        if (yes(await readLine(say("     Wpisać ponownie? [t/N] ", "     Enter them again? [y/N] ")))) continue;
        console.log(say("     pominięte", "     skipped"));
        break;
      }
    } else
      console.log(say("     (bez sprawdzenia na żywo: stan pokaże /panel/start)", "     (no live check: /panel/start shows its state)"));
    for (const [secret, secretValue] of Object.entries(values))
      must(wrangler(["secret", "put", secret, ...production], { input: secretValue }), `wrangler secret put ${secret}`);
    if (group.id === "ksef") {
      await ask(KSEF_ENVIRONMENT_QUESTION);
      writeConfig();
    }
    done(`${group.title}: zapisane`, `${group.title}: stored`);
    break;
  }
}

// ── 9. Access ──────────────────────────────────────────────────────────────────────────────────
step("Cloudflare Access dla zaplecza /panel", "Cloudflare Access for the back office /panel");
const host = new URL(answers.site_url).host;
if (configVar(readFileSync(configPath, "utf8"), "ACCESS_AUD")) done("skonfigurowany", "configured");
else {
  console.log(
    say(
      `   W Zero Trust → Access → Applications → Add an application → Self-hosted:\n     domena: ${host}, ścieżka: panel\n     zasada: Allow, e-mail: ${answers.owner_email ?? "(e-mail właściciela)"} (i reszta zespołu)\n   Potem skopiuj jej Application Audience (AUD) i domenę zespołu (Settings → Custom pages).`,
      `   In Zero Trust → Access → Applications → Add an application → Self-hosted:\n     domain: ${host}, path: panel\n     policy: Allow, e-mail: ${answers.owner_email ?? "(the owner's e-mail)"} (and the team)\n   Then copy its Application Audience (AUD) tag and the team domain (Settings → Custom pages).`,
    ),
  );
  if (yes(await readLine(say("   Aplikacja utworzona? [t/N] ", "   Is the application created? [y/N] ")))) {
    for (const question of ACCESS_QUESTIONS) await ask(question);
    writeConfig();
    done("zapisany w konfiguracji produkcyjnej", "written into the production configuration");
  } else console.log(say("   pominięte: do tego czasu /panel odmawia wszystkim", "   skipped: until then /panel refuses everyone"));
}

// ── 10. Deploy ─────────────────────────────────────────────────────────────────────────────────
step("Wdrożenie", "Deploy");
const deployed = must(wrangler(["deploy", ...production, "--minify"], { show: true }), say("wdrożenie", "the deploy"));
done(/https:\/\/\S+\.workers\.dev/.exec(deployed)?.[0] ?? "wdrożono", /https:\/\/\S+\.workers\.dev/.exec(deployed)?.[0] ?? "deployed");

// ── 11. Smoke test ─────────────────────────────────────────────────────────────────────────────
step(`Sprawdzenie na żywo: ${answers.site_url}`, `Live check: ${answers.site_url}`);
const base = process.env.SETUP_SMOKE_URL ?? answers.site_url;
async function open(path) {
  try {
    const response = await fetch(`${base}${path}`, { redirect: "manual", signal: AbortSignal.timeout(15_000) });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    return { status: 0, text: error instanceof Error ? error.message : String(error) };
  }
}
const results = [];
const home = await open("/");
results.push([say("strona główna", "home page"), home.status === 200, home.status]);
const listing = await open("/opony/zimowe");
results.push([say("lista opon zimowych", "winter tyres listing"), listing.status === 200, listing.status]);
const tyre = /href="(\/dane-opony\/[^"?#]+)"/.exec(listing.text)?.[1];
if (tyre) {
  const page = await open(tyre);
  results.push([say(`karta opony ${tyre}`, `tyre page ${tyre}`), page.status === 200, page.status]);
} else if (listing.status === 200)
  console.log(
    say(
      "   (brak opon w ofercie: zaimportuj pierwszy cennik w /panel/dostawcy)",
      "   (no tyres yet: import the first feed at /panel/dostawcy)",
    ),
  );
const panel = await open("/panel");
// Access in front answers with its sign-in (a redirect); the Worker itself refuses with 403.
results.push([
  say("/panel bez logowania odmawia", "/panel refuses without sign-in"),
  panel.status === 403 || (panel.status >= 300 && panel.status < 400),
  panel.status,
]);
for (const [what, ok, status] of results)
  console.log(`   ${ok ? "✓" : "✗"} ${what} (${status ? `HTTP ${status}` : say("brak odpowiedzi", "no answer")})`);
if (home.status === 0)
  console.log(
    say(
      `   ${base} nie odpowiada: ${home.text}. Domena musi być w strefie DNS tego konta Cloudflare (wdrożenie podpina ją do Workera); nowy wpis DNS bywa widoczny po kilku minutach.`,
      `   ${base} does not answer: ${home.text}. The domain's zone must be on this Cloudflare account (the deploy attaches it to the Worker); a new DNS record can take minutes.`,
    ),
  );
const failed = results.filter(([, ok]) => !ok).length;
console.log(
  failed
    ? say(
        `\n${failed} z ${results.length} sprawdzeń nie przeszło: popraw i uruchom setup ponownie (gotowe kroki pominie).`,
        `\n${failed} of ${results.length} checks failed: fix it and run the setup again (it skips what is done).`,
      )
    : say(
        `\nSklep działa pod ${answers.site_url}. Dalej: /panel/start (lista uruchomienia), /panel/ustawienia (dane sklepu), /panel/dostawcy (pierwszy cennik).`,
        `\nThe shop is live at ${answers.site_url}. Next: /panel/start (the go-live checklist), /panel/ustawienia (shop data), /panel/dostawcy (the first feed).`,
      ),
);
rl.close();
process.exit(failed ? 1 : 0);
