import ipaddr from "ipaddr.js";
import { FEED_FETCH_MAX_BYTES, FEED_FETCH_MAX_REDIRECTS, FEED_FETCH_PORTS, FEED_FETCH_TIMEOUT_MS } from "../../common/config/suppliers";

/**
 * Fetching a supplier's feed from the address staff entered (the Cron Trigger's imports), and a
 * feed's photo addresses (`httpsOnly`, src/shop/images/tyre-images.ts). The address is text from
 * the back office or a wholesaler's file, so it must never reach the shop's own network: the check
 * refuses whatever the address itself shows to be internal (names, IP literals in every spelling,
 * odd ports), and every redirect is checked again rather than followed blindly. A public name that
 * resolves to a private address is beyond it (only the resolver knows): a deployed Worker's fetch
 * leaves from Cloudflare's edge, which does not route to private networks.
 */

const INTERNAL = "Adres wskazuje na sieć wewnętrzną – podaj publiczny adres pliku na serwerze hurtowni.";

/** Names that only ever mean this machine or a local network (RFC 6761, 6762, 8375; ".internal" per ICANN 2024). */
const INTERNAL_SUFFIXES = [".localhost", ".local", ".internal", ".lan", ".home.arpa"];

/** Whether an IP address (as the URL parser normalised it, or as a resolver answered) is a public unicast address. */
export function publicAddress(literal: string): boolean {
  if (!ipaddr.isValid(literal)) return false;
  // IPv4-mapped IPv6 (::ffff:127.0.0.1) becomes the IPv4 address it carries.
  const address = ipaddr.process(literal);
  if (address.range() !== "unicast") return false;
  // ipaddr.js calls the deprecated IPv4-compatible ::7f00:1 "unicast": only global unicast 2000::/3 is public.
  return address.kind() === "ipv4" || address.match(ipaddr.IPv6.parse("2000::"), 3);
}

export interface UrlRules {
  /** Only `https:`: a photo is published as the shop's own, so nobody on the way may swap it. */
  httpsOnly?: boolean;
}

/** Checks a feed's address as staff entered it (or a redirect's target): the URL to fetch, or why not, in Polish. */
export function checkFeedUrl(text: string, rules: UrlRules = {}): { url: URL } | { error: string } {
  const trimmed = text.trim();
  const scheme = rules.httpsOnly ? "Adres pliku musi zaczynać się od https://." : "Adres pliku musi zaczynać się od https:// lub http://.";
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    // "hurtownia.pl/cennik.csv": the scheme is what is missing.
    if (trimmed !== "" && !trimmed.includes("://")) return { error: scheme };
    return { error: "Adres pliku jest nieprawidłowy." };
  }
  if (url.protocol !== "https:" && (rules.httpsOnly || url.protocol !== "http:")) return { error: scheme };
  if (url.username !== "" || url.password !== "") {
    return { error: "Adres pliku nie może zawierać nazwy użytkownika ani hasła." };
  }
  // The parser drops a scheme's default port, so "" is 80 or 443.
  if (url.port !== "" && !(FEED_FETCH_PORTS as readonly number[]).includes(Number(url.port))) {
    return { error: `Adres pliku może używać tylko portów ${FEED_FETCH_PORTS.join(", ")}.` };
  }
  // The parser has already turned 2130706433, 0x7f.1, 017700000001 and 127.1 into 127.0.0.1.
  const host = url.hostname.replace(/\.$/, "");
  if (host.startsWith("[")) return publicAddress(host.slice(1, -1)) ? { url } : { error: INTERNAL };
  if (ipaddr.IPv4.isValidFourPartDecimal(host)) return publicAddress(host) ? { url } : { error: INTERNAL };
  if (host === "localhost" || !host.includes(".") || INTERNAL_SUFFIXES.some((suffix) => host.endsWith(suffix))) {
    return { error: INTERNAL };
  }
  return { url };
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** "50 MB", or "5 KB" for the small limits tests use. */
const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.ceil(bytes / 1024)} KB`);

/** "60 s", or "50 ms" for the short limits tests use. */
const duration = (ms: number) => (ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`);

/** Lets a body go without reading it (the connection is freed); a failure to cancel changes nothing. */
const discard = (response: Response) => void response.body?.cancel().catch(() => undefined);

/**
 * The body, or null past `maxBytes` (refused on a declared Content-Length before reading, else
 * while streaming). A fetch aborted mid-body ends the read with the signal's reason. The one
 * bounded read of a fetched body: feeds, photos and EPREL's files.
 */
export async function readLimited(response: Response, maxBytes: number, signal?: AbortSignal): Promise<Uint8Array | null> {
  const declared = Number(response.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) {
    discard(response);
    return null;
  }
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  // A fetcher whose stream ignores the signal would read forever: cancelling ends the pending read.
  const stop = () => void reader.cancel(signal?.reason).catch(() => undefined);
  signal?.addEventListener("abort", stop);
  try {
    const chunks: Uint8Array[] = [];
    let total = 0;
    for (;;) {
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return null;
      }
      chunks.push(value);
    }
    const bytes = new Uint8Array(total);
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    return bytes;
  } finally {
    signal?.removeEventListener("abort", stop);
  }
}

/**
 * Fetches a supplier's feed: the address checked, at most FEED_FETCH_MAX_REDIRECTS redirects (each
 * target checked again), everything within `timeoutMs`, at most `maxBytes`. Never throws: a
 * failure is `{ error }` in Polish for the back office and the supplier's `feed_error`, with the
 * HTTP status when the server answered with one.
 */
export async function fetchFeedBytes(
  url: string,
  options: UrlRules & { maxBytes?: number; timeoutMs?: number; fetcher?: typeof fetch; accept?: string } = {},
): Promise<{ bytes: Uint8Array; contentType: string | null } | { error: string; status?: number }> {
  const maxBytes = options.maxBytes ?? FEED_FETCH_MAX_BYTES;
  const timeoutMs = options.timeoutMs ?? FEED_FETCH_TIMEOUT_MS;
  const fetcher = options.fetcher ?? fetch;
  const rules: UrlRules = { httpsOnly: options.httpsOnly };
  const checked = checkFeedUrl(url, rules);
  if ("error" in checked) return checked;
  let address = checked.url;
  // One deadline for the whole fetch, redirects and body included.
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await fetcher(address.href, {
        redirect: "manual",
        signal,
        headers: { accept: options.accept ?? "text/csv, application/xml, text/xml, application/json, */*;q=0.5" },
      });
      const { status } = response;
      // A browser-style fetch hides a manual redirect's target: nothing to check, so nothing to follow.
      if (response.type === "opaqueredirect") return { error: "Serwer hurtowni przekierował pod adres, którego nie widać." };
      if (REDIRECTS.has(status)) {
        discard(response);
        const location = response.headers.get("location");
        if (!location) return { error: `Serwer hurtowni odpowiedział przekierowaniem (${status}) bez nowego adresu.`, status };
        if (redirects >= FEED_FETCH_MAX_REDIRECTS) {
          return { error: `Serwer hurtowni przekierował adres więcej niż ${FEED_FETCH_MAX_REDIRECTS} razy.`, status };
        }
        let target: URL;
        try {
          target = new URL(location, address);
        } catch {
          return { error: "Serwer hurtowni przekierował pod nieprawidłowy adres.", status };
        }
        const next = checkFeedUrl(target.href, rules);
        if ("error" in next) return { error: `Serwer hurtowni przekierował pod adres, którego nie pobieramy. ${next.error}`, status };
        address = next.url;
        continue;
      }
      if (!response.ok) {
        discard(response);
        return { error: `Serwer hurtowni odpowiedział błędem ${status}.`, status };
      }
      const bytes = await readLimited(response, maxBytes, signal);
      if (!bytes) return { error: `Plik hurtowni jest za duży: najwyżej ${size(maxBytes)}.` };
      return { bytes, contentType: response.headers.get("content-type") };
    }
  } catch (error) {
    if (signal.aborted || (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"))) {
      return { error: `Serwer hurtowni nie przysłał pliku w ciągu ${duration(timeoutMs)}.` };
    }
    return { error: "Nie udało się połączyć z serwerem hurtowni." };
  }
}
