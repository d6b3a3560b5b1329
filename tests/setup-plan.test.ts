/**
 * Issue 39, points 1 and 5: `npm run setup:production -- --dry-run`'s plan (src/setup/plan.ts)
 * from wrangler's recorded answers: for a fresh account every step is to do, with its command; for
 * a half-done one the steps already done are skipped.
 */
import { describe, expect, it } from "vitest";
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
    expect(commands).toContain("npx wrangler secret put P24_MERCHANT_ID");
    expect(commands).toContain("npx wrangler d1 migrations apply sklep-opony --remote");
    expect(commands).toContain("node src/shop/db/seed/cli.mjs --producers-gpsr --remote");
    expect(commands).toContain("npm run deploy");
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
    expect(secrets.commands).not.toContain("npx wrangler secret put MAIL_API_KEY");
    expect(secrets.commands).toContain("npx wrangler secret put KSEF_TOKEN");
    expect(secrets.note).not.toContain("poczta");
  });
});
