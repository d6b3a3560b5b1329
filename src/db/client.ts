import { drizzle } from "drizzle-orm/d1";
import { schema } from "./schema";

/** Drizzle over the D1 binding. Cheap to create: one per request is fine. */
export function database(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Database = ReturnType<typeof database>;
