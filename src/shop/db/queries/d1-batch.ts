import type { Database } from "../client";

/**
 * Raw D1 statements for one `d1.batch` (a transaction): drizzle's own batch cannot carry
 * parameterised raw SQL, and the guards below need it. `statement` turns a drizzle builder into a
 * prepared statement; `raw` prepares SQL text. Both go into the same `d1.batch([...])`.
 */
export function d1Statements(db: Database) {
  const d1 = db.$client;
  return {
    d1,
    statement: (query: { toSQL(): { sql: string; params: unknown[] } }) => {
      const built = query.toSQL();
      return d1.prepare(built.sql).bind(...built.params);
    },
    raw: (text: string, ...params: unknown[]) => d1.prepare(text).bind(...params),
  };
}

/**
 * Whether a failed batch was aborted by a guard (batch_guards' trigger raises the reason), a
 * trigger (VARIANT_SOLD_OUT) or a constraint whose message contains `text`.
 */
export const failedWith = (error: unknown, text: string) =>
  error instanceof Error && `${error.message} ${String((error as { cause?: unknown }).cause ?? "")}`.includes(text);
