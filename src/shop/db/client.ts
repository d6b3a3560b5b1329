import { drizzle } from "drizzle-orm/d1";
import { schema } from "./schema";

/** Drizzle over the D1 binding. Cheap to create: one per request is fine. */
export function database(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Database = ReturnType<typeof database>;

/** D1 binds at most this many parameters to one statement: longer lists go in several. */
export const D1_MAX_BOUND_PARAMETERS = 100;

/**
 * Read-only access for catalogue reads through the D1 Sessions API: in production a read may be
 * served by the nearest replica ("first-unconstrained": no need to see this user's own writes).
 */
export function catalogueReader(d1: D1Database): D1DatabaseSession {
  return d1.withSession("first-unconstrained");
}

/** Drizzle over a read session (it has prepare and batch, all drizzle's D1 driver uses). */
export function catalogueDatabase(d1: D1Database) {
  return drizzle(catalogueReader(d1) as unknown as D1Database, { schema });
}
