declare namespace Cloudflare {
  interface Env {
    /** Migrations read by tests/vitest.config.ts, applied in tests/setup.ts. */
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** Cases per fuzz property (tests/fuzz.test.ts); FUZZ_RUNS in the environment sets it. */
    FUZZ_RUNS?: string;
  }
}
