import { REPORT_REDACTED_KEYS } from "../src/config";

/** A copy with every password or token value replaced: reports never carry secrets. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 8) return "[…]";
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => redact(item, depth + 1));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, REPORT_REDACTED_KEYS.test(key) ? "[usunięte]" : redact(inner, depth + 1)]),
    );
  }
  return value;
}

/** A URL reduced to origin and path: query strings carry tokens (reset links, baskets). */
export function withoutQuery(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return url.split(/[?#]/)[0]!.slice(0, 300);
  }
}
