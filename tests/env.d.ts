declare namespace Cloudflare {
  interface Env {
    /** Migrations read by tests/vitest.config.ts, applied in tests/setup.ts. */
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
  }
}
