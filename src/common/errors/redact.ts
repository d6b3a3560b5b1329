/**
 * The one redaction of error reports, used by the browser before it sends a report and by the
 * Worker before anything goes to the reporting service (src/common/errors/reporting.ts, the beacon):
 * fields named in REPORT_REDACTED_KEYS are replaced at any depth, query strings keep only their
 * keys, and e-mail addresses in free text are replaced. Pure: no DOM, no server modules.
 */
import { REPORT_REDACTED_KEYS, REPORT_REDACTED_VALUE } from "./error-rules";

const MAX_DEPTH = 8;
const MAX_ITEMS = 50;
const MAX_URL_BASE = 500;

/** A key in lower snake_case, the form REPORT_REDACTED_KEYS is written for ("newPassword" → "new_password"). */
export function snakeKey(key: string): string {
  return key
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, "$1_$2")
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, "$1_$2")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "_")
    .replace(/^_+|_+$/g, "");
}

export function isRedactedKey(key: string): boolean {
  return REPORT_REDACTED_KEYS.test(snakeKey(key));
}

/** A copy with every personal or secret field replaced and every string passed through redactText. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return "[…]";
  if (typeof value === "string") return redactText(value);
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => redact(item, depth + 1));
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, isRedactedKey(key) ? REPORT_REDACTED_VALUE : redact(inner, depth + 1)]),
    );
  }
  return value;
}

/** A query parameter's name, kept only when it looks like one of the shop's (not an address or a token). */
function queryKey(raw: string): string {
  let key = raw;
  try {
    key = decodeURIComponent(raw.replace(/\+/g, " "));
  } catch {
    return REPORT_REDACTED_VALUE;
  }
  return /^[\p{L}_][\p{L}\p{N}_.\-[\]]{0,31}$/u.test(key) && !/\d{4}/.test(key) ? key : REPORT_REDACTED_VALUE;
}

/** A query string (without `?`) reduced to its keys: every value replaced. */
export function redactQuery(query: string): string {
  return query
    .split(/[&;]/)
    .filter(Boolean)
    .map((part) => {
      const equals = part.indexOf("=");
      return equals < 0 ? queryKey(part) : `${queryKey(part.slice(0, equals))}=${REPORT_REDACTED_VALUE}`;
    })
    .join("&");
}

// A domain ending in letters, so "react@19.0.0" in a stack is no address. Bounded parts keep a
// long run of letters (a beacon's text is anyone's) from costing quadratic time.
const EMAIL = /[\p{L}\p{N}._%+-]{1,64}(?:@|%40)(?:[\p{L}\p{N}-]{1,63}\.)+\p{L}{2,24}/giu;
const URL_IN_TEXT = /\b[a-z][a-z\d+.-]{0,30}:\/\/[^\s"'<>()]+/gi;

/**
 * A URL (absolute, or a path) with its query string reduced to keys, its fragment and user info
 * dropped: query strings carry tokens (reset and claim links, baskets) and e-mail addresses.
 */
export function redactUrl(url: string): string {
  const withoutFragment = url.split("#", 1)[0]!;
  const mark = withoutFragment.indexOf("?");
  const base = (mark < 0 ? withoutFragment : withoutFragment.slice(0, mark))
    .replace(/^([a-z][a-z\d+.-]*:\/\/)[^/?#]*@/i, "$1")
    .slice(0, MAX_URL_BASE)
    .replace(EMAIL, REPORT_REDACTED_VALUE);
  const query = mark < 0 ? "" : redactQuery(withoutFragment.slice(mark + 1));
  return query ? `${base}?${query}` : base;
}

/**
 * Free text (a message, a stack, a header): URLs in it redacted as above, e-mail addresses
 * replaced, and a failed query's bound values (drizzle's "params: …" line) dropped.
 */
export function redactText(text: string): string {
  if (/^\/[^\s]*[?#]/.test(text) && !/\s/.test(text)) return redactUrl(text);
  return text
    .replace(URL_IN_TEXT, (url) => redactUrl(url))
    .replace(/^(params: ).*$/gm, `$1${REPORT_REDACTED_VALUE}`)
    .replace(EMAIL, REPORT_REDACTED_VALUE);
}
