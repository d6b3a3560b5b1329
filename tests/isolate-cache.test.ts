import { describe, expect, it } from "vitest";
import { IsolateCache } from "../src/common/cache/isolate-cache";

const answer = (bytes: number, expiresAt = 1_000) => ({ status: 200, headers: [], body: new ArrayBuffer(bytes), expiresAt });

describe("isolate cache", () => {
  it("answers until the entry expires, then forgets it", () => {
    const cache = new IsolateCache(1_000);
    cache.set("a", answer(10, 500));
    expect(cache.get("a", 499)?.body.byteLength).toBe(10);
    expect(cache.get("a", 500)).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it("keeps an expired entry as a stale fallback until its stale window closes", () => {
    const cache = new IsolateCache(1_000);
    cache.set("a", { ...answer(10, 500), staleUntil: 2_000 });
    expect(cache.get("a", 600)).toBeUndefined();
    expect(cache.getStale("a", 600)?.body.byteLength).toBe(10);
    expect(cache.getStale("a", 1_999)).toBeDefined();
    expect(cache.getStale("a", 2_000)).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it("stays within its byte budget by dropping the least recently used entries", () => {
    const cache = new IsolateCache(1_000);
    cache.set("a", answer(200));
    cache.set("b", answer(200));
    cache.set("c", answer(200));
    cache.set("d", answer(200));
    cache.get("a", 0); // a is now the most recently used
    cache.set("e", answer(250));
    expect(cache.get("b", 0)).toBeUndefined();
    expect(cache.get("a", 0)).toBeDefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(1_000);
    // Replacing an entry counts its bytes once.
    cache.set("a", answer(100));
    expect(cache.size).toEqual({ entries: 4, bytes: 100 + 200 + 200 + 250 });
  });

  it("never stores an answer bigger than a quarter of its budget", () => {
    const cache = new IsolateCache(1_000);
    cache.set("big", answer(251));
    expect(cache.get("big", 0)).toBeUndefined();
  });
});
