import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// The "worker" project's D1: the migrations, then the test catalogue, both prepared once per run
// by tests/vitest.config.ts (this file only applies them).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const existing = await env.DB.prepare("SELECT count(*) AS n FROM variants").first<{ n: number }>();
if (!existing?.n) await env.DB.batch(env.TEST_SEED.map((statement) => env.DB.prepare(statement)));
