declare namespace Cloudflare {
  interface Env {
    /** Migrations read by tests/vitest.config.ts, applied in tests/setup.ts. */
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** tests/feed-import.test.ts: an empty database for full-feed imports (tests/vitest.config.ts). */
    IMPORT_DB: D1Database;
    /** The test catalogue's SQL, generated once per run by tests/vitest.config.ts, applied in tests/setup.ts. */
    TEST_SEED: string[];
    /** wrangler.toml's [triggers] crons, read by tests/vitest.config.ts. */
    TEST_CRONS: string[];
    /** Cases per fuzz property (tests/fuzz.test.ts); FUZZ_RUNS in the environment sets it. */
    FUZZ_RUNS?: string;
    /** Set by tests/vitest.config.ts: both sides of the shop-API seam sign with it. */
    SHOP_API_SECRET: string;
  }
}

/** A text fixture imported as a string (Vite's `?raw`): tests/feed-import.test.ts reads the sample feed. */
declare module "*?raw" {
  const text: string;
  export default text;
}

/** A binary fixture imported as a data URI (Vite's `?inline`): tests/media.ts. */
declare module "*?inline" {
  const dataUri: string;
  export default dataUri;
}
