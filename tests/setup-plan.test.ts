/**
 * Issue 39, points 1 and 5: `npm run setup:production -- --dry-run`'s plan (src/setup/plan.ts)
 * from wrangler's recorded answers: for a fresh account every step is to do, with its command; for
 * a half-done one the steps already done are skipped.
 */
import { describe, expect, it } from "vitest";
import { configVar, productionConfig } from "../src/setup/production-config";
import { ACCESS_QUESTIONS, checkAnswer, OWNER_QUESTIONS, SHOP_QUESTIONS } from "../src/setup/questions";
import {
  type AccountState,
  PLACEHOLDER_DATABASE_ID,
  parseBuckets,
  parseCount,
  parseDatabases,
  parseSecrets,
  parseWhoami,
  setupPlan,
  type ShopNames,
} from "../src/setup/plan";

const NAMES: ShopNames = {
  worker: "sklep-opony",
  database: "sklep-opony",
  databaseId: PLACEHOLDER_DATABASE_ID,
  bucket: "sklep-opony-pliki",
  siteUrl: "https://oponykrakow.pl",
  accessTeamDomain: "",
  accessAudience: "",
};

/** wrangler's answers in the shapes wrangler 4 prints them (read from its source: whoami --json, d1 list --json, r2 bucket list, secret list, d1 execute --json). */
const RECORDED = {
  notLoggedIn: '{"loggedIn":false}',
  whoami: '{"loggedIn":true,"authType":"OAuth Token","email":"jan@oponykrakow.pl","accounts":[{"name":"Opony Kraków","id":"4f2c…"}]}',
  d1List:
    '[{"uuid":"9b1e2c4d-1111-4a5b-8c9d-0123456789ab","name":"sklep-opony","created_at":"2026-11-20T10:00:00.000Z","version":"production","num_tables":41,"file_size":6459392}]',
  r2List:
    "Listing buckets...\nname:           sklep-opony-pliki\ncreation_date:  2026-11-20T10:01:00.000Z\n\nname:           inne\ncreation_date:  2026-01-02T00:00:00.000Z",
  secrets:
    '[{"name":"MAIL_API_URL","type":"secret_text"},{"name":"MAIL_API_KEY","type":"secret_text"},{"name":"GUS_API_KEY","type":"secret_text"}]',
  producers: '[{"results":[{"n":42}],"success":true,"meta":{"duration":0.2}}]',
  owners: '[{"results":[{"n":0}],"success":true,"meta":{"duration":0.2}}]',
};

const FRESH: AccountState = {
  account: parseWhoami(RECORDED.notLoggedIn),
  databases: [],
  buckets: [],
  secrets: parseSecrets(null),
  migrationsApplied: null,
  producers: null,
  owners: null,
};

describe("setup:production's plan (src/setup/plan.ts)", () => {
  it("reads wrangler's answers", () => {
    expect(parseWhoami(RECORDED.notLoggedIn)).toBeNull();
    expect(parseWhoami("not json")).toBeNull();
    expect(parseWhoami(RECORDED.whoami)).toBe("Opony Kraków");
    expect(parseDatabases(RECORDED.d1List)).toEqual([{ name: "sklep-opony", uuid: "9b1e2c4d-1111-4a5b-8c9d-0123456789ab" }]);
    expect(parseBuckets(RECORDED.r2List)).toEqual(["sklep-opony-pliki", "inne"]);
    expect(parseSecrets(RECORDED.secrets)).toEqual(["MAIL_API_URL", "MAIL_API_KEY", "GUS_API_KEY"]);
    expect(parseCount(RECORDED.producers)).toBe(42);
    expect(parseCount(null)).toBeNull();
  });

  it("plans every step for a fresh account, each with what does it", () => {
    const plan = setupPlan(FRESH, NAMES);
    expect(plan.map((step) => step.id)).toEqual([
      "login",
      "database",
      "database-id",
      "bucket",
      "secrets",
      "migrations",
      "reference-data",
      "owner",
      "access",
      "deploy",
      "smoke",
    ]);
    expect(plan.every((step) => !step.done)).toBe(true);
    const commands = plan.flatMap((step) => step.commands);
    expect(commands).toContain("npx wrangler login");
    expect(commands).toContain("npx wrangler d1 create sklep-opony --location=eeur");
    expect(commands).toContain("npx wrangler r2 bucket create sklep-opony-pliki");
    expect(commands).toContain("npx wrangler secret put P24_MERCHANT_ID --config wrangler.production.toml");
    expect(commands).toContain("npx wrangler d1 migrations apply DB --remote --config wrangler.production.toml");
    expect(commands).toContain("node src/shop/db/seed/cli.mjs --producers-gpsr --remote --config wrangler.production.toml");
    expect(commands).toContain("npm run deploy:production");
    expect(commands.some((command) => command.includes("INSERT INTO staff") && command.includes("'owner'"))).toBe(true);
    expect(plan.find((step) => step.id === "access")!.note).toContain("domena oponykrakow.pl, ścieżka panel");
  });

  it("skips what a half-done account already has", () => {
    const halfDone: AccountState = {
      account: parseWhoami(RECORDED.whoami),
      databases: parseDatabases(RECORDED.d1List),
      buckets: parseBuckets(RECORDED.r2List),
      secrets: parseSecrets(RECORDED.secrets),
      migrationsApplied: "🌀 … ✅ No migrations to apply!".includes("No migrations to apply"),
      producers: parseCount(RECORDED.producers),
      owners: parseCount(RECORDED.owners),
    };
    const plan = setupPlan(halfDone, { ...NAMES, databaseId: "9b1e2c4d-1111-4a5b-8c9d-0123456789ab" });
    const done = Object.fromEntries(plan.map((step) => [step.id, step.done]));
    expect(done).toEqual({
      login: true,
      database: true,
      "database-id": true,
      bucket: true,
      secrets: false,
      migrations: true,
      "reference-data": true,
      owner: false,
      access: false,
      deploy: false,
      smoke: false,
    });
    for (const step of plan.filter((candidate) => candidate.done)) expect(step.commands, step.id).toEqual([]);
    // Only the secrets not yet set are asked for: mail and GUS are there.
    const secrets = plan.find((step) => step.id === "secrets")!;
    expect(secrets.commands).not.toContain("npx wrangler secret put MAIL_API_KEY --config wrangler.production.toml");
    expect(secrets.commands).toContain("npx wrangler secret put KSEF_TOKEN --config wrangler.production.toml");
    expect(secrets.note).not.toContain("poczta");
  });
});

describe("the production configuration the guided run writes", () => {
  const development = [
    'name = "sklep-opony"',
    "[[d1_databases]]",
    'binding = "DB"',
    'database_id = "00000000-0000-0000-0000-000000000000"',
    "",
    "[vars]",
    'ENVIRONMENT = "production"',
    'SITE_URL = "https://oponykrakow.pl"',
    'COMPANY_NAME = "Opony Kraków sp. z o.o."',
    "",
    "[triggers]",
    'crons = ["*/5 * * * *"]',
    "",
  ].join("\n");

  it("sets the database and the answered [vars], keeps the rest, and refuses a name wrangler.toml lacks", () => {
    const written = productionConfig(development, {
      databaseId: "5d1f0c6e-2b7a-4c1e-9e0f-3a6b8c9d0e1f",
      vars: { SITE_URL: "https://sklep.example.pl", COMPANY_NAME: 'Firma "Opony" sp. z o.o.' },
      customDomain: "sklep.example.pl",
    });
    // The domain as the Worker's custom domain, a top-level key (before the first table).
    expect(written).toMatch(
      /^name = "sklep-opony"\n# .*\nroutes = \[\{ pattern = "sklep\.example\.pl", custom_domain = true \}\]\n\[\[d1_databases\]\]/m,
    );
    expect(written).toContain('database_id = "5d1f0c6e-2b7a-4c1e-9e0f-3a6b8c9d0e1f"');
    expect(written).toContain('SITE_URL = "https://sklep.example.pl"');
    expect(configVar(written, "COMPANY_NAME")).toBe('Firma "Opony" sp. z o.o.');
    expect(written).toContain('ENVIRONMENT = "production"');
    expect(written).toContain('crons = ["*/5 * * * *"]');
    expect(written.startsWith("# The shop's production configuration")).toBe(true);
    expect(() => productionConfig(development, { vars: { NO_SUCH_VAR: "x" } })).toThrow("wrangler.toml's [vars] has no NO_SUCH_VAR");
  });
});

describe("the guided run's questions", () => {
  const question = (id: string) => [...SHOP_QUESTIONS, ...OWNER_QUESTIONS, ...ACCESS_QUESTIONS].find((candidate) => candidate.id === id)!;

  it("take good answers in the shop's forms' shape and refuse bad ones with a message in the asked language", () => {
    expect(checkAnswer(question("site_url"), "sklep.example.pl/", "pl")).toEqual({ value: "https://sklep.example.pl" });
    expect(checkAnswer(question("site_url"), "http://sklep.example.pl", "pl")).toEqual({
      message: "Adres sklepu to https:// i domena, bez ścieżki, np. https://oponykrakow.pl.",
    });
    expect(checkAnswer(question("site_url"), "https://sklep.example.pl/sklep", "en")).toEqual({
      message: "The address is https:// and a domain, no path, e.g. https://oponykrakow.pl.",
    });
    expect(checkAnswer(question("company_nip"), "PL 676-246-83-48", "pl")).toEqual({ value: "6762468348" });
    expect(checkAnswer(question("company_nip"), "6762468349", "en")).toEqual({
      message: "Invalid NIP: 10 digits whose check digit matches.",
    });
    expect(checkAnswer(question("company_regon"), "", "pl")).toEqual({ value: "" });
    expect(checkAnswer(question("company_regon"), "356123452", "pl")).toMatchObject({ message: expect.stringMatching(/REGON/) });
    expect(checkAnswer(question("company_postal_code"), "30 740", "pl")).toEqual({ value: "30-740" });
    expect(checkAnswer(question("company_share_capital"), "5 000,00", "pl")).toEqual({ value: "5000" });
    expect(checkAnswer(question("company_share_capital"), "0", "pl")).toEqual({ value: "" });
    expect(checkAnswer(question("bank_account"), "27 1140 2004 0000 3002 0135 5387", "pl")).toEqual({
      value: "PL27114020040000300201355387",
    });
    expect(checkAnswer(question("bank_account"), "PL27 1140 2004 0000 3002 0135 5388", "en")).toEqual({
      message: "Invalid account number: its check digits do not match.",
    });
    expect(checkAnswer(question("owner_email"), "Anna.Nowak@OponyKrakow.pl", "pl")).toEqual({ value: "anna.nowak@oponykrakow.pl" });
    expect(checkAnswer(question("owner_email"), "anna@", "pl")).toMatchObject({ message: expect.stringMatching(/e-mail/) });
    expect(checkAnswer(question("access_team_domain"), "https://OponyKrakow.cloudflareaccess.com/", "pl")).toEqual({
      value: "oponykrakow.cloudflareaccess.com",
    });
    expect(checkAnswer(question("access_team_domain"), "oponykrakow.pl", "en")).toEqual({
      message: "The team domain looks like <team>.cloudflareaccess.com.",
    });
    expect(checkAnswer(question("access_aud"), "A".repeat(64), "pl")).toEqual({ value: "a".repeat(64) });
    expect(checkAnswer(question("access_aud"), "abc", "pl")).toMatchObject({ message: expect.stringMatching(/64 znaki/) });
  });
});
