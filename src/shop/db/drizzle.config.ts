import { defineConfig } from "drizzle-kit";

// Generates SQL migrations from src/shop/db/schema/ (one file per aggregate); wrangler applies them (`npm run db:generate`).
export default defineConfig({
  dialect: "sqlite",
  schema: "./src/shop/db/schema/index.ts",
  out: "./src/shop/db/migrations",
});
