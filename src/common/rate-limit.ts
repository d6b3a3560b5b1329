import { type SQL, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import ipaddr from "ipaddr.js";
import { AUTH_RATE_LIMIT, IPV6_CLIENT_PREFIX_BITS, SIGNIN_ACCOUNT_LIMIT } from "./config/security";
import { LOCALE } from "./config/locale";
import { ShopError } from "./errors";
import { sha256Hex } from "./tokens";

/**
 * What the limits need of a database: drizzle's `get` and `run` over raw SQL on the rate_limits
 * table (src/shop/db/schema/). Structural, so the shop passes its drizzle instance and the site's
 * API (beacons) one over the same D1 binding (rateLimitStore), and this module stays shared.
 */
export interface RateLimitStore {
  get<T>(query: SQL): Promise<T | undefined>;
  run(query: SQL): Promise<unknown>;
}

/** A store over a D1 binding, for callers that hold no drizzle instance of their own. */
export const rateLimitStore = (d1: D1Database): RateLimitStore => drizzle(d1) as unknown as RateLimitStore;

// Every counter lives in D1 (isolates are many) and moves in one atomic upsert.

/** A refusal by a limit: 429 RATE_LIMITED, with the seconds after which a retry can succeed (Retry-After). */
export class RateLimited extends ShopError {
  constructor(retryAfterS: number, message?: string) {
    super("RATE_LIMITED", { message, retryAfterS });
  }
}

/** The start (ms) of the fixed window `now` falls in. */
function windowStartOf(now: number, limit: { windowS: number }): number {
  const windowMs = limit.windowS * 1000;
  return Math.floor(now / windowMs) * windowMs;
}

/**
 * Counts an attempt for `key` in a fixed window and refuses with RATE_LIMITED (429, Polish
 * message, Retry-After until the window ends) past the limit. A null key is never limited.
 */
export async function limitAttempts(
  db: RateLimitStore,
  key: string | null,
  now: number,
  limit: { attempts: number; windowS: number } = AUTH_RATE_LIMIT,
): Promise<void> {
  if (key === null) return;
  const windowStart = windowStartOf(now, limit);
  const row = await db.get<{ count: number }>(sql`
    INSERT INTO rate_limits (key, window_start, count, last_at) VALUES (${key}, ${windowStart}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.count + 1 ELSE 1 END,
      window_start = excluded.window_start,
      last_at = excluded.last_at
    RETURNING count`);
  if ((row?.count ?? 0) > limit.attempts) throw new RateLimited((windowStart + limit.windowS * 1000 - now) / 1000);
}

/**
 * Claims a sign-in attempt on an account (SIGNIN_ACCOUNT_LIMIT), counted as a failure until
 * clearAttempts says otherwise. After `attempts` failures the account waits `firstDelayS`, and
 * each further failure doubles the wait up to `maxDelayS`, measured from the latest failure
 * (last_at); a quiet `windowS` since then starts the count afresh. While the account waits the
 * claim is refused and not counted (no password is checked then, so nothing is guessed), and one
 * upsert decides it, so parallel requests cannot slip extra guesses past the count.
 */
export async function limitAccountSignIn(db: RateLimitStore, key: string, now: number, limit = SIGNIN_ACCOUNT_LIMIT): Promise<void> {
  const last = sql`coalesce(rate_limits.last_at, rate_limits.window_start)`;
  const wait = sql`min(${limit.firstDelayS * 1000} * (1 << min(rate_limits.count - ${limit.attempts}, 20)), ${limit.maxDelayS * 1000})`;
  const quiet = sql`${now} >= ${last} + ${limit.windowS * 1000}`;
  const claimed = await db.get<{ count: number }>(sql`
    INSERT INTO rate_limits (key, window_start, count, last_at) VALUES (${key}, ${now}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN ${quiet} THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN ${quiet} THEN ${now} ELSE rate_limits.window_start END,
      last_at = ${now}
    WHERE NOT (rate_limits.count >= ${limit.attempts} AND ${now} < ${last} + ${wait})
    RETURNING count`);
  if (claimed) return;
  // Refused: how long is left only shapes the answer, so a plain read is enough.
  const row = await db.get<{ count: number; last: number }>(sql`
    SELECT count, coalesce(last_at, window_start) AS last FROM rate_limits WHERE key = ${key}`);
  const waitMs = Math.min(limit.firstDelayS * 1000 * 2 ** Math.min((row?.count ?? 0) - limit.attempts, 20), limit.maxDelayS * 1000);
  const retryAfterS = Math.max(1, Math.ceil(((row?.last ?? now) + waitMs - now) / 1000));
  // The same words for every e-mail: nothing here says whether an account exists.
  throw new RateLimited(retryAfterS, `Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za ${duration(retryAfterS)}.`);
}

/**
 * Gives back one attempt that limitAttempts counted under `key` at `now` (the same window), for an
 * attempt that turned out to be no guess: the limit then counts only misses. Only the caller's own
 * attempt is given back, so hits never clear misses counted before them.
 */
export async function refundAttempt(
  db: RateLimitStore,
  key: string | null,
  now: number,
  limit: { attempts: number; windowS: number } = AUTH_RATE_LIMIT,
): Promise<void> {
  if (key === null) return;
  const windowStart = windowStartOf(now, limit);
  await db.run(sql`UPDATE rate_limits SET count = count - 1 WHERE key = ${key} AND window_start = ${windowStart} AND count > 0`);
}

/** Forgets the attempts counted under `key` (a sign-in or password check that succeeded). */
export async function clearAttempts(db: RateLimitStore, key: string): Promise<void> {
  await db.run(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}

/** The key of an account's sign-in limit: a SHA-256 of the lower-cased e-mail, never the address. */
export async function signInAccountKey(email: string): Promise<string> {
  return `signin-account:${await sha256Hex(email.trim().toLowerCase())}`;
}

/** The key of a signed-in customer's own limit on `action` (password checks, deletion). */
export function userLimitKey(action: string, userId: number): string {
  return `${action}:user:${userId}`;
}

const plural = new Intl.PluralRules(LOCALE);

/** "30 sekund", "1 minutę", "3 minuty", "15 minut": what follows "Spróbuj ponownie za". */
export function duration(seconds: number): string {
  const [count, one, few, many] =
    seconds < 60 ? [seconds, "sekundę", "sekundy", "sekund"] : [Math.ceil(seconds / 60), "minutę", "minuty", "minut"];
  const form = plural.select(count);
  return `${count} ${form === "one" ? one : form === "few" ? few : many}`;
}

/**
 * The rate-limit key of an action for this client: its network (clientNetwork), or null where the
 * client is not limited.
 */
export function rateLimitKey(action: string, request: Request, environment: string): string | null {
  const network = clientNetwork(request, environment);
  return network === null ? null : `${action}:${network}`;
}

/**
 * The client's network as Cloudflare reports its address (cf-connecting-ip), normalised with
 * ipaddr.js: an IPv4 address as itself (also when written IPv4-mapped, `::ffff:192.0.2.7`), an
 * IPv6 address as its /IPV6_CLIENT_PREFIX_BITS network (`2001:db8:aa:1::/64`), since one home line
 * or phone holds a whole /64. Local `wrangler dev` reports loopback (or nothing) for every
 * request, which would put the developer's whole session in one bucket, so outside production such
 * requests answer null (not limited); in production every request has a real address, and a
 * missing one shares the single bucket "unknown".
 */
export function clientNetwork(request: Request, environment: string, ipv6Bits: number = IPV6_CLIENT_PREFIX_BITS): string | null {
  const reported = request.headers.get("cf-connecting-ip")?.trim().toLowerCase();
  const production = environment === "production";
  if (!reported) return production ? "unknown" : null;
  if (!ipaddr.isValid(reported)) return reported; // Cloudflare never sends one; counted as written.
  const address = ipaddr.process(reported); // IPv4-mapped IPv6 becomes IPv4
  if (!production && address.range() === "loopback") return null;
  if (address.kind() === "ipv4") return address.toString();
  const bits = ipv6Bits;
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toNormalizedString().replace(/%.*$/, "")}/${bits}`).toString()}/${bits}`;
}

/** Whether an address (any notation, IPv4-mapped too) is this machine's: 127.0.0.0/8 or ::1. */
export function isLoopbackAddress(text: string): boolean {
  const address = text.trim();
  return ipaddr.isValid(address) && ipaddr.process(address).range() === "loopback";
}
