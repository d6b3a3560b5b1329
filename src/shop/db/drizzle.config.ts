import { defineConfig } from "drizzle-kit";

// Generates SQL migrations from src/shop/db/schema.ts; wrangler applies them (`npm run db:generate`).
export default defineConfig({
  dialect: "sqlite",
  schema: "./src/db/schema.ts",
  out: "./src/db/migrations",
});
