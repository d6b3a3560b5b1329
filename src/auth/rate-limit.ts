import { sql } from "drizzle-orm";
import { AUTH_RATE_LIMIT } from "../config";
import type { Database } from "../db/client";
import { ShopError } from "../errors";

/**
 * Counts an attempt for `key` in a fixed window held in D1 (one upsert, atomic) and refuses with
 * RATE_LIMITED (429, Polish message) past the limit. D1 rather than memory: isolates are many.
 */
export async function limitAttempts(db: Database, key: string, now: number, limit: { attempts: number; windowS: number } = AUTH_RATE_LIMIT): Promise<void> {
  const windowStart = Math.floor(now / (limit.windowS * 1000)) * limit.windowS * 1000;
  const row = await db.get<{ count: number }>(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${windowStart}, 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.count + 1 ELSE 1 END,
      window_start = excluded.window_start
    RETURNING count`);
  if ((row?.count ?? 0) > limit.attempts) throw new ShopError("RATE_LIMITED");
}

/** The client's address as Cloudflare reports it (a fixed key locally, where there is none). */
export function clientAddress(request: Request): string {
  return request.headers.get("cf-connecting-ip") ?? "local";
}
