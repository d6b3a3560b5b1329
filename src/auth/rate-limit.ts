import { sql } from "drizzle-orm";
import { AUTH_RATE_LIMIT, IPV6_CLIENT_PREFIX_BITS, LOCALE, SIGNIN_ACCOUNT_LIMIT } from "../config";
import type { Database } from "../db/client";
import { ShopError } from "../errors";
import { sha256Hex } from "./tokens";

// Every counter lives in D1 (isolates are many) and moves in one atomic upsert.

/** A refusal by a limit: 429 RATE_LIMITED, with the seconds after which a retry can succeed (Retry-After). */
export class RateLimited extends ShopError {
  constructor(retryAfterS: number, message?: string) {
    super("RATE_LIMITED", { message, retryAfterS });
  }
}

/**
 * Counts an attempt for `key` in a fixed window and refuses with RATE_LIMITED (429, Polish
 * message, Retry-After until the window ends) past the limit. A null key is never limited.
 */
export async function limitAttempts(
  db: Database,
  key: string | null,
  now: number,
  limit: { attempts: number; windowS: number } = AUTH_RATE_LIMIT,
): Promise<void> {
  if (key === null) return;
  const windowMs = limit.windowS * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const row = await db.get<{ count: number }>(sql`
    INSERT INTO rate_limits (key, window_start, count, last_at) VALUES (${key}, ${windowStart}, 1, ${now})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.count + 1 ELSE 1 END,
      window_start = excluded.window_start,
      last_at = excluded.last_at
    RETURNING count`);
  if ((row?.count ?? 0) > limit.attempts) throw new RateLimited((windowStart + windowMs - now) / 1000);
}

/**
 * Claims a sign-in attempt on an account (SIGNIN_ACCOUNT_LIMIT), counted as a failure until
 * clearAttempts says otherwise. After `attempts` failures the account waits `firstDelayS`, and
 * each further failure doubles the wait up to `maxDelayS`, measured from the latest failure
 * (last_at); a quiet `windowS` since then starts the count afresh. While the account waits the
 * claim is refused and not counted (no password is checked then, so nothing is guessed), and one
 * upsert decides it, so parallel requests cannot slip extra guesses past the count.
 */
export async function limitAccountSignIn(db: Database, key: string, now: number, limit = SIGNIN_ACCOUNT_LIMIT): Promise<void> {
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

/** Forgets the attempts counted under `key` (a sign-in or password check that succeeded). */
export async function clearAttempts(db: Database, key: string): Promise<void> {
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
function duration(seconds: number): string {
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
 * The client's network as Cloudflare reports its address (cf-connecting-ip), normalised: an IPv4
 * address as itself (also when written IPv4-mapped, `::ffff:192.0.2.7`), an IPv6 address as its
 * /IPV6_CLIENT_PREFIX_BITS prefix in the shortest form (`2001:db8:aa:1::/64`), since one home line
 * or phone holds a whole /64. Local `wrangler dev` reports loopback (or nothing) for every
 * request, which would put the developer's whole session in one bucket, so outside production such
 * requests answer null (not limited); in production every request has a real address, and a
 * missing one shares the single bucket "unknown".
 */
export function clientNetwork(request: Request, environment: string): string | null {
  const reported = request.headers.get("cf-connecting-ip")?.trim().toLowerCase();
  const production = environment === "production";
  if (!reported) return production ? "unknown" : null;
  const address = parseAddress(reported);
  if (!production && address && isLoopback(address)) return null;
  if (!address) return reported; // Cloudflare never sends one; counted as written.
  if (address.length === 4) return address.join(".");
  return `${formatIpv6(prefixOf(address, IPV6_CLIENT_PREFIX_BITS))}/${IPV6_CLIENT_PREFIX_BITS}`;
}

/** Four bytes (IPv4, also from an IPv4-mapped IPv6 address) or eight 16-bit groups (IPv6). */
type Address = number[];

function parseAddress(text: string): Address | null {
  const ipv4 = parseIpv4(text);
  if (ipv4) return ipv4;
  const groups = parseIpv6(text.replace(/%.*$/, "")); // without a zone (fe80::1%eth0)
  if (!groups) return null;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  return mapped ? [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff] : groups;
}

function parseIpv4(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const bytes = parts.map(Number);
  return bytes.every((byte) => byte <= 255) ? bytes : null;
}

function parseIpv6(text: string): number[] | null {
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const words = (half: string): number[] | null => {
    if (half === "") return [];
    const result: number[] = [];
    const parts = half.split(":");
    for (const [index, part] of parts.entries()) {
      // The last 32 bits may be written as an IPv4 address (::ffff:192.0.2.7, 64:ff9b::192.0.2.7).
      const ipv4 = index === parts.length - 1 && part.includes(".") ? parseIpv4(part) : null;
      if (ipv4) result.push((ipv4[0]! << 8) | ipv4[1]!, (ipv4[2]! << 8) | ipv4[3]!);
      else if (/^[0-9a-f]{1,4}$/.test(part)) result.push(Number.parseInt(part, 16));
      else return null;
    }
    return result;
  };
  const head = words(halves[0]!);
  const tail = halves.length === 2 ? words(halves[1]!) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...Array<number>(missing).fill(0), ...tail] : null;
}

function isLoopback(address: Address): boolean {
  if (address.length === 4) return address[0] === 127;
  return address.slice(0, 7).every((group) => group === 0) && address[7] === 1;
}

function prefixOf(groups: number[], bits: number): number[] {
  return groups.map((group, index) => {
    const kept = Math.min(16, Math.max(0, bits - index * 16));
    return kept === 0 ? 0 : group & ((0xffff << (16 - kept)) & 0xffff);
  });
}

/** RFC 5952's text form: lower-case hex, the longest run of two or more zero groups as "::". */
function formatIpv6(groups: number[]): string {
  let start = -1;
  let length = 1;
  for (let index = 0; index < groups.length; ) {
    let end = index;
    while (end < groups.length && groups[end] === 0) end++;
    if (end - index > length) [start, length] = [index, end - index];
    index = Math.max(end, index + 1);
  }
  const hex = groups.map((group) => group.toString(16));
  return start < 0 ? hex.join(":") : `${hex.slice(0, start).join(":")}::${hex.slice(start + length).join(":")}`;
}
