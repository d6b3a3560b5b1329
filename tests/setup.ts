import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { generateCatalogue } from "../src/db/seed/generate";
import { catalogueToSql, REFRESH_STATISTICS_SQL } from "../src/db/seed/sql";

/** A small catalogue from the same generator as the shop's: fast to seed, same shape. */
export const TEST_VARIANT_TARGET = 800;

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const existing = await env.DB.prepare("SELECT count(*) AS n FROM variants").first<{ n: number }>();
if (!existing?.n) {
  const statements = catalogueToSql(generateCatalogue({ variantTarget: TEST_VARIANT_TARGET }));
  await env.DB.batch([...statements, REFRESH_STATISTICS_SQL].map((statement) => env.DB.prepare(statement)));
}
