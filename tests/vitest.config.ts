import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

const root = path.resolve(import.meta.dirname, "..");

// Tests run inside workerd with the real Worker, a real local D1 and the migrations applied.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(root, "src/db/migrations"));
  return {
    root,
    plugins: [
      cloudflareTest({
        main: path.join(root, "src/index.ts"),
        wrangler: { configPath: path.join(root, "wrangler.toml") },
        miniflare: {
          bindings: { TEST_MIGRATIONS: migrations, ENVIRONMENT: "test", SHOP_API_SECRET: "test-shop-api-secret", SITE_URL: "https://sklep.test", FUZZ_RUNS: process.env.FUZZ_RUNS ?? "1000" },
        },
      }),
    ],
    test: {
      include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
      setupFiles: ["tests/setup.ts"],
    },
  };
});
