import { sql } from "drizzle-orm";
import { AUTH_RATE_LIMIT } from "../config";
import type { Database } from "../db/client";
import { ShopError } from "../errors";

/**
 * Counts an attempt for `key` in a fixed window held in D1 (one upsert, atomic) and refuses with
 * RATE_LIMITED (429, Polish message) past the limit. D1 rather than memory: isolates are many.
 */
export async function limitAttempts(
  db: Database,
  key: string | null,
  now: number,
  limit: { attempts: number; windowS: number } = AUTH_RATE_LIMIT,
): Promise<void> {
  if (key === null) return;
  const windowStart = Math.floor(now / (limit.windowS * 1000)) * limit.windowS * 1000;
  const row = await db.get<{ count: number }>(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${windowStart}, 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.count + 1 ELSE 1 END,
      window_start = excluded.window_start
    RETURNING count`);
  if ((row?.count ?? 0) > limit.attempts) throw new ShopError("RATE_LIMITED");
}

/**
 * The rate-limit key of an action for this client (its address as Cloudflare reports it). Local
 * `wrangler dev` reports loopback (or nothing) for every request, which would put the developer's
 * whole session in one bucket, so outside production such requests are not limited (null); in
 * production every request has a real address, and a missing one shares a single bucket.
 */
export function rateLimitKey(action: string, request: Request, environment: string): string | null {
  const address = request.headers.get("cf-connecting-ip");
  const production = environment === "production";
  if (address && (production || !LOOPBACK.test(address))) return `${action}:${address}`;
  return production ? `${action}:unknown` : null;
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;
