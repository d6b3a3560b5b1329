import { readFile } from "node:fs/promises";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { generateCatalogue } from "../src/shop/db/seed/generate";
import { catalogueToSql, REFRESH_STATISTICS_SQL } from "../src/shop/db/seed/sql";

const root = path.resolve(import.meta.dirname, "..");

/** A small catalogue from the same generator as the shop's: fast to seed, same shape. */
const TEST_VARIANT_TARGET = 800;

/**
 * Test files that need no D1: they run without the migrations and the seed (tests/setup.ts).
 * A file here that touches D1 meets an empty database and fails, so move it to "worker" then.
 */
const PURE = [
  "tests/card-data.test.ts",
  "tests/carrier-dpd.test.ts",
  "tests/carrier-inpost.test.ts",
  "tests/catalogue-rules.test.ts",
  "tests/config.test.ts",
  "tests/delivery-date.test.ts",
  "tests/delivery-pricing.test.ts",
  "tests/errors.test.ts",
  "tests/feed-formats.test.ts",
  "tests/feed-fetch.test.ts",
  "tests/format.test.ts",
  "tests/islands.test.tsx",
  "tests/isolate-cache.test.ts",
  "tests/ksef-client.test.ts",
  "tests/parcels.test.ts",
  "tests/not-found.test.ts",
  "tests/price-rules.test.ts",
  "tests/routes.test.ts",
  "tests/search-query.test.ts",
  "tests/rules.test.ts",
  "tests/remembered.test.ts",
  "tests/seed.test.ts",
  "tests/server-error.test.ts",
];

/**
 * Worker tests that only read the seeded catalogue (or write rows of their own nobody counts):
 * one runner per core serves them all (`isolate: false`), sharing one D1 and the Worker's module
 * state, instead of a workerd each. A workerd of its own costs a file ~4 s (loading the Worker's
 * modules, migrating, seeding); these 20 files run in ~30 s together instead of ~60 s apart. A
 * file that changes what others read (stock, prices, hidden offers, orders) belongs in "worker".
 */
const READERS = [
  "basket-forms",
  "car-fit",
  "car-pages",
  "catalogue-api",
  "compare-page",
  "content",
  "cookie-banner",
  "eu-label",
  "frame",
  "gus-bir",
  "hardening",
  "legal-content",
  "listing-filters",
  "listing-ux",
  "mail-limits",
  "omnibus-everywhere",
  "page-layout",
  "report-redaction",
  "reporting",
  "search-box",
  "security-headers",
].map((name) => `tests/${name}.test.ts`);

/**
 * The packages the Worker and the tests import (each entry point as imported), pre-bundled below.
 * A new dependency not listed here still works, only loaded file by file.
 */
const WORKER_DEPENDENCIES = [
  "hono",
  "hono/body-limit",
  "hono/client",
  "hono/combine",
  "hono/cookie",
  "hono/http-exception",
  "hono/secure-headers",
  "hono/utils/http-status",
  "hono/validator",
  "@hono/react-renderer",
  "@hono/standard-validator",
  "drizzle-orm",
  "drizzle-orm/d1",
  "drizzle-orm/errors",
  "drizzle-orm/sqlite-core",
  "valibot",
  "react",
  "react/jsx-runtime",
  "react-dom/server",
  "pdf-lib",
  "@pdf-lib/fontkit",
  "fast-xml-parser",
  "papaparse",
  "ipaddr.js",
  "uqr",
  "toucan-js",
  "jose",
  "@formatjs/intl",
];

/** Tests that need Node itself (child processes, files): the "node" project, outside workerd. */
const NODE = "tests/node/**/*.test.ts";

// "pure" and "worker" run inside workerd with the real Worker. "worker" gets a real local D1 with the
// migrations applied and the test catalogue seeded; "pure" gets neither.
/**
 * Cases per fuzz property (tests/fuzz.test.ts; tests/oversell-model.test.ts runs a tenth of it as
 * sequences, at least 100): 100 in `npm test`, 1,000 in `npm run fuzz` (`--mode fuzz`); FUZZ_RUNS
 * in the environment sets it for either (e.g. FUZZ_RUNS=20000 npm run fuzz).
 */
const fuzzRuns = (mode: string) => process.env.FUZZ_RUNS ?? (mode === "fuzz" ? "1000" : "100");

export default defineConfig(async ({ mode }) => {
  const migrations = await readD1Migrations(path.join(root, "src/shop/db/migrations"));
  // Generated here, once per run, not once per test file inside workerd: tests/setup.ts only applies it.
  const seed = [...catalogueToSql(generateCatalogue({ variantTarget: TEST_VARIANT_TARGET })), REFRESH_STATISTICS_SQL];
  // The Cron Triggers as wrangler.toml declares them (workerd cannot read the file): a test
  // checks they are the schedules src/shop/scheduled.ts tells apart.
  const crons = JSON.parse(/^crons\s*=\s*(\[.*\])$/m.exec(await readFile(path.join(root, "wrangler.toml"), "utf8"))?.[1] ?? "[]");
  return {
    root,
    plugins: [
      cloudflareTest({
        main: path.join(root, "src/index.ts"),
        wrangler: { configPath: path.join(root, "wrangler.toml") },
        miniflare: {
          // A database of its own for the feed import's full-feed tests: a full feed puts every
          // offer it does not list out of stock, which the shared test catalogue must not see.
          d1Databases: ["IMPORT_DB"],
          bindings: {
            TEST_MIGRATIONS: migrations,
            TEST_SEED: seed,
            TEST_CRONS: crons,
            ENVIRONMENT: "test",
            SHOP_API_SECRET: "test-shop-api-secret",
            // The back office's Cloudflare Access: tests/staff.ts serves a test key set at this team's certs URL.
            ACCESS_TEAM_DOMAIN: "sklep-test.cloudflareaccess.com",
            ACCESS_AUD: "test-access-aud-0123456789abcdef",
            SITE_URL: "https://sklep.test",
            // Invoices go to the KSeF stand-in inside the Worker (src/shop/invoice/ksef/stand-in.ts).
            KSEF_ENVIRONMENT: "local",
            // Parcels are booked with the carriers' stand-ins inside the Worker (src/shop/shipping/carriers.ts).
            INPOST_API: "local",
            DPD_API: "local",
            FUZZ_RUNS: fuzzRuns(mode),
          },
        },
      }),
    ],
    test: {
      // Both cores: every "worker" file runs in a workerd of its own (a fresh D1, migrated and
      // seeded by tests/setup.ts), so two files at once share nothing. UNIT_WORKERS=1 runs them in turn.
      maxWorkers: Number(process.env.UNIT_WORKERS ?? 2),
      // The Worker's dependencies pre-bundled once a run, one module each, instead of every file of
      // hono, drizzle, react-dom/server or pdf-lib fetched and evaluated one by one in each test file's
      // workerd (the plugin inlines all dependencies): the unit stage 5:15 -> 4:24 here.
      deps: {
        optimizer: {
          ssr: {
            enabled: true,
            // workerd provides these; the pre-bundle leaves them as imports.
            rolldownOptions: { external: [/^node:/, /^cloudflare:/] },
            include: WORKER_DEPENDENCIES,
          },
        },
      },
      projects: [
        {
          extends: true,
          // No module state is shared on purpose between these files: one runner serves them all.
          test: { name: "pure", include: PURE, isolate: false },
        },
        {
          extends: true,
          test: {
            name: "readers",
            include: READERS,
            isolate: false,
            setupFiles: ["tests/setup.ts"],
            testTimeout: 30_000,
          },
        },
        {
          extends: true,
          test: {
            name: "worker",
            include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
            exclude: [...PURE, ...READERS, NODE],
            setupFiles: ["tests/setup.ts"],
            // Tests that place many orders or hash many passwords through the whole Worker take
            // seconds on a busy 2-core machine: a time limit is not what they check.
            testTimeout: 30_000,
          },
        },
        {
          // Plain Node, not workerd: tests that start programs, such as xmllint validating the FA(3)
          // XML against the Ministry's XSD. `extends: false`, since an inline project inherits the
          // declaring config by default (Vitest 5), and with it the Cloudflare plugin's pool.
          extends: false,
          root,
          test: { name: "node", environment: "node", include: [NODE] },
        },
      ],
    },
  };
});
