import { describe, expect, it } from "vitest";
import { FEED_FETCH_MAX_BYTES, FEED_FETCH_MAX_REDIRECTS, FEED_FETCH_TIMEOUT_MS } from "../src/common/config/suppliers";
import { checkFeedUrl, fetchFeedBytes, readLimited } from "../src/shop/catalogue-import/feed-fetch";

const INTERNAL = "Adres wskazuje na sieć wewnętrzną";
const SCHEME = "Adres pliku musi zaczynać się od https:// lub http://.";

interface Recorded {
  url: string;
  redirect: RequestRedirect | undefined;
  signal: AbortSignal | null | undefined;
}

type Answer = Response | ((request: Recorded) => Response | Promise<Response>);

/** A fetch that answers in turn (the last answer repeats) and records every request it got. */
function stubFetch(...answers: Answer[]) {
  const requests: Recorded[] = [];
  const fetcher = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = { url: String(input), redirect: init?.redirect, signal: init?.signal };
    requests.push(request);
    const answer = answers[Math.min(requests.length, answers.length) - 1];
    if (!answer) throw new Error("no answer");
    return typeof answer === "function" ? answer(request) : answer;
  };
  return { fetcher: fetcher as typeof fetch, requests };
}

const redirectTo = (location: string, status = 302) => new Response(null, { status, headers: { location } });

/** A body of `chunks` × 1 KB, made only as it is read: `pulled` says how far a reader got. */
function countingBody(chunks: number) {
  const state = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled === chunks) return controller.close();
      state.pulled++;
      controller.enqueue(new Uint8Array(1024).fill(59));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

describe("checkFeedUrl", () => {
  it("accepts public http(s) addresses on the usual ports", () => {
    for (const address of [
      "https://hurtownia.pl/cennik.csv",
      "  https://b2b.hurtownia-opon.com.pl/eksport/feed.xml?klucz=abc  ",
      "http://ftp.hurtownia.pl:8080/feed.csv",
      "https://hurtownia.pl:8443/feed.csv",
      "https://hurtownia.pl:443/feed.csv",
      "http://hurtownia.pl:443/feed.csv",
      "https://8.8.8.8/feed.csv",
      "https://[2606:4700:4700::1111]/feed.csv",
      "https://opony-łódź.pl/feed.csv",
    ]) {
      const checked = checkFeedUrl(address);
      expect(checked, address).toHaveProperty("url");
      if ("url" in checked) expect(checked.url.href).toBe(new URL(address.trim()).href);
    }
  });

  it("takes http and https only", () => {
    for (const address of [
      "ftp://hurtownia.pl/feed.csv",
      "file:///etc/passwd",
      "javascript:alert(1)",
      "data:text/csv,a;b",
      "hurtownia.pl/feed.csv",
    ]) {
      expect(checkFeedUrl(address), address).toEqual({ error: SCHEME });
    }
    expect(checkFeedUrl("https://")).toEqual({ error: "Adres pliku jest nieprawidłowy." });
    expect(checkFeedUrl("")).toEqual({ error: "Adres pliku jest nieprawidłowy." });
  });

  it("refuses a user name or password in the address", () => {
    for (const address of [
      "https://jan:tajne@hurtownia.pl/feed.csv",
      "https://jan@hurtownia.pl/feed.csv",
      "https://:tajne@hurtownia.pl/",
    ]) {
      expect(checkFeedUrl(address), address).toEqual({ error: "Adres pliku nie może zawierać nazwy użytkownika ani hasła." });
    }
  });

  it("refuses local and single-label names", () => {
    for (const address of [
      "http://localhost/feed.csv",
      "http://LOCALHOST./feed.csv",
      "http://api.localhost/feed.csv",
      "http://nas.local/feed.csv",
      "http://db.internal/feed.csv",
      "http://router.lan/feed.csv",
      "http://drukarka.home.arpa/feed.csv",
      "http://intranet/feed.csv",
      "http://intranet./feed.csv",
      "http://\u3002localhost/feed.csv",
    ]) {
      const checked = checkFeedUrl(address);
      expect("error" in checked && checked.error, address).toContain(INTERNAL);
    }
  });

  it("refuses every non-public IP, in every spelling", () => {
    for (const address of [
      "http://127.0.0.1/",
      "http://127.0.0.1.:8080/",
      "http://10.0.0.1/",
      "http://172.16.5.4/",
      "http://192.168.1.1/",
      "http://169.254.169.254/latest/meta-data/",
      "http://100.64.0.1/",
      "http://0.0.0.0/",
      "http://0/",
      "http://255.255.255.255/",
      "http://224.0.0.1/",
      // Decimal, hex, octal and short forms: the URL parser makes them 127.0.0.1.
      "http://2130706433/",
      "http://0x7f000001/",
      "http://0x7f.1/",
      "http://017700000001/",
      "http://0177.0.0.1/",
      "http://127.1/",
      "http://%31%32%37.0.0.1/",
      // IPv6, and IPv4 inside IPv6.
      "http://[::1]/",
      "http://[::]/",
      "http://[fe80::1]/",
      "http://[fc00::1]/",
      "http://[fd12:3456::1]/",
      "http://[ff02::1]/",
      "http://[::ffff:127.0.0.1]/",
      "http://[::ffff:7f00:1]/",
      "http://[::ffff:10.0.0.1]/",
      "http://[::ffff:169.254.169.254]/",
      "http://[::127.0.0.1]/",
      "http://[64:ff9b::7f00:1]/",
      "http://[2002:7f00:1::]/",
      "http://[2001:db8::1]/",
    ]) {
      const checked = checkFeedUrl(address);
      expect("error" in checked && checked.error, address).toContain(INTERNAL);
    }
  });

  it("refuses ports other than 80, 443, 8080 and 8443", () => {
    for (const address of [
      "https://hurtownia.pl:22/",
      "http://hurtownia.pl:6379/",
      "https://hurtownia.pl:8787/feed.csv",
      "http://hurtownia.pl:0/",
    ]) {
      expect(checkFeedUrl(address), address).toEqual({ error: "Adres pliku może używać tylko portów 80, 443, 8080, 8443." });
    }
  });
});

describe("checkFeedUrl for photos (httpsOnly)", () => {
  it("takes https on a public address only, with the same internal-address refusals", () => {
    expect(checkFeedUrl("https://zdjecia.hurtownia.pl/1.jpg", { httpsOnly: true })).toHaveProperty("url");
    for (const address of [
      "http://zdjecia.hurtownia.pl/1.jpg",
      "ftp://zdjecia.hurtownia.pl/1.jpg",
      "zdjecia/1.jpg",
      "file:///etc/passwd",
    ]) {
      expect(checkFeedUrl(address, { httpsOnly: true }), address).toEqual({ error: "Adres pliku musi zaczynać się od https://." });
    }
    for (const address of ["https://127.0.0.1/1.jpg", "https://[::1]/1.jpg", "https://localhost/1.jpg", "https://nas.local/1.jpg"]) {
      const checked = checkFeedUrl(address, { httpsOnly: true });
      expect("error" in checked && checked.error, address).toContain(INTERNAL);
    }
  });

  it("checks a redirect's target by the same rules: no step down to http", async () => {
    const { fetcher, requests } = stubFetch(redirectTo("http://zdjecia.hurtownia.pl/1.jpg"));
    const result = await fetchFeedBytes("https://zdjecia.hurtownia.pl/1.jpg", { fetcher, httpsOnly: true });
    expect("error" in result && result.error).toMatch(/^Serwer hurtowni przekierował pod adres, którego nie pobieramy\./);
    expect(requests).toHaveLength(1);
  });
});

describe("readLimited", () => {
  it("reads a body up to the limit, and gives null past it without a signal too", async () => {
    expect(await readLimited(new Response("abc"), 3)).toEqual(new TextEncoder().encode("abc"));
    const { stream, state } = countingBody(1000);
    expect(await readLimited(new Response(stream), 5 * 1024)).toBeNull();
    expect(state.cancelled).toBe(true);
  });
});

describe("fetchFeedBytes", () => {
  it("has the configured limits", () => {
    expect(FEED_FETCH_MAX_BYTES).toBeGreaterThanOrEqual(10 * 1024 * 1024);
    expect(FEED_FETCH_TIMEOUT_MS).toBe(60_000);
    expect(FEED_FETCH_MAX_REDIRECTS).toBe(3);
  });

  it("fetches a public feed with redirects left to it and a deadline", async () => {
    const { fetcher, requests } = stubFetch(new Response("ean;cena\n5901234123457;449,00\n", { headers: { "content-type": "text/csv" } }));
    const result = await fetchFeedBytes("https://hurtownia.pl/cennik.csv", { fetcher });
    if (!("bytes" in result)) throw new Error(result.error);
    expect(new TextDecoder().decode(result.bytes)).toBe("ean;cena\n5901234123457;449,00\n");
    expect(result.contentType).toBe("text/csv");
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ url: "https://hurtownia.pl/cennik.csv", redirect: "manual" });
    expect(requests[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  it("asks nothing of the network for a refused address", async () => {
    const { fetcher, requests } = stubFetch(new Response("x"));
    for (const address of [
      "http://127.0.0.1/",
      "http://2130706433/",
      "http://[::ffff:127.0.0.1]/",
      "http://localhost/",
      "ftp://hurtownia.pl/",
      "https://hurtownia.pl:22/",
    ]) {
      expect(await fetchFeedBytes(address, { fetcher }), address).toHaveProperty("error");
    }
    expect(requests).toHaveLength(0);
  });

  it("follows a redirect to a public address, relative ones included", async () => {
    const { fetcher, requests } = stubFetch(
      redirectTo("/nowy/cennik.csv", 301),
      redirectTo("https://cdn.hurtownia.pl/c.csv", 307),
      new Response("ok"),
    );
    const result = await fetchFeedBytes("https://hurtownia.pl/cennik.csv", { fetcher });
    expect(result).toHaveProperty("bytes");
    expect(requests.map((request) => request.url)).toEqual([
      "https://hurtownia.pl/cennik.csv",
      "https://hurtownia.pl/nowy/cennik.csv",
      "https://cdn.hurtownia.pl/c.csv",
    ]);
    expect(requests.every((request) => request.redirect === "manual")).toBe(true);
  });

  it("refuses a redirect into the shop's network without following it", async () => {
    for (const location of [
      "http://127.0.0.1/admin",
      "http://[::ffff:7f00:1]/",
      "http://0x7f.1/",
      "http://metadata.internal/",
      "file:///etc/passwd",
    ]) {
      const { fetcher, requests } = stubFetch(redirectTo(location));
      const result = await fetchFeedBytes("https://hurtownia.pl/cennik.csv", { fetcher });
      expect(result, location).toMatchObject({ status: 302 });
      expect("error" in result && result.error, location).toMatch(/^Serwer hurtowni przekierował pod adres, którego nie pobieramy\./);
      expect(requests, location).toHaveLength(1);
    }
  });

  it("follows at most 3 redirects", async () => {
    let hop = 0;
    const endless = stubFetch(() => redirectTo(`/krok-${++hop}`));
    const result = await fetchFeedBytes("https://hurtownia.pl/cennik.csv", { fetcher: endless.fetcher });
    expect(result).toEqual({ error: "Serwer hurtowni przekierował adres więcej niż 3 razy.", status: 302 });
    expect(endless.requests).toHaveLength(4);

    const three = stubFetch(redirectTo("/a"), redirectTo("/b"), redirectTo("/c"), new Response("ok"));
    expect(await fetchFeedBytes("https://hurtownia.pl/cennik.csv", { fetcher: three.fetcher })).toHaveProperty("bytes");
  });

  it("refuses a redirect without a Location", async () => {
    const { fetcher } = stubFetch(new Response(null, { status: 302 }));
    expect(await fetchFeedBytes("https://hurtownia.pl/cennik.csv", { fetcher })).toEqual({
      error: "Serwer hurtowni odpowiedział przekierowaniem (302) bez nowego adresu.",
      status: 302,
    });
  });

  it("stops reading a body past the limit", async () => {
    const { stream, state } = countingBody(1000);
    const { fetcher } = stubFetch(new Response(stream));
    const result = await fetchFeedBytes("https://hurtownia.pl/cennik.csv", { fetcher, maxBytes: 5 * 1024 });
    expect(result).toEqual({ error: "Plik hurtowni jest za duży: najwyżej 5 KB." });
    expect(state.pulled).toBeLessThan(10);
    expect(state.cancelled).toBe(true);
  });

  it("takes a body exactly at the limit", async () => {
    const { stream } = countingBody(5);
    const { fetcher } = stubFetch(new Response(stream));
    const result = await fetchFeedBytes("https://hurtownia.pl/cennik.csv", { fetcher, maxBytes: 5 * 1024 });
    expect("bytes" in result && result.bytes.byteLength).toBe(5 * 1024);
  });

  it("refuses a declared Content-Length over the limit before reading", async () => {
    const { stream, state } = countingBody(1000);
    const { fetcher } = stubFetch(new Response(stream, { headers: { "content-length": String(1000 * 1024) } }));
    const result = await fetchFeedBytes("https://hurtownia.pl/cennik.csv", { fetcher, maxBytes: 5 * 1024 });
    expect(result).toEqual({ error: "Plik hurtowni jest za duży: najwyżej 5 KB." });
    expect(state.pulled).toBeLessThanOrEqual(1); // what the stream queued by itself, nothing read
  });

  it("reports an error status with the status", async () => {
    const { fetcher } = stubFetch(new Response("Nie ma", { status: 404 }));
    expect(await fetchFeedBytes("https://hurtownia.pl/cennik.csv", { fetcher })).toEqual({
      error: "Serwer hurtowni odpowiedział błędem 404.",
      status: 404,
    });
  });

  it("gives up after the time limit, waiting for headers or for the body", async () => {
    const silent = stubFetch(
      ({ signal }) =>
        new Promise<Response>((_, reject) => {
          signal?.addEventListener("abort", () => reject(signal.reason));
        }),
    );
    expect(await fetchFeedBytes("https://hurtownia.pl/cennik.csv", { fetcher: silent.fetcher, timeoutMs: 50 })).toEqual({
      error: "Serwer hurtowni nie przysłał pliku w ciągu 50 ms.",
    });

    // Headers come, then the body stalls: a stream that ignores the signal must not hang the fetch.
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(10));
      },
    });
    const slow = stubFetch(new Response(stalled));
    expect(await fetchFeedBytes("https://hurtownia.pl/cennik.csv", { fetcher: slow.fetcher, timeoutMs: 50 })).toEqual({
      error: "Serwer hurtowni nie przysłał pliku w ciągu 50 ms.",
    });
  });

  it("never throws: a failed connection is an error too", async () => {
    const failing = (() => {
      throw new TypeError("Network connection lost.");
    }) as unknown as typeof fetch;
    expect(await fetchFeedBytes("https://hurtownia.pl/cennik.csv", { fetcher: failing })).toEqual({
      error: "Nie udało się połączyć z serwerem hurtowni.",
    });
  });
});
