/**
 * A small in-memory tier in front of the edge cache. A Worker isolate serves many requests in a
 * row, so keeping the hottest answers in its memory saves the Cache API round trip (and, for a
 * page, the whole render). Bounded by bytes (least recently used goes first) and by a TTL shorter
 * than the edge's, so a fresh entry is never staler than the edge cache behind it. An expired
 * entry stays (while the byte budget allows) until `staleUntil`, as the fallback when a fresh
 * render fails.
 */
export interface CachedAnswer {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  expiresAt: number;
  /** When it was stored (ms): of two stale copies, the newer one stands in. */
  storedAt?: number;
  /** Until then an expired entry may still stand in for a failed render (stale-if-error). */
  staleUntil?: number;
}

export class IsolateCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** A fresh entry, or nothing. */
  get(key: string, now: number): CachedAnswer | undefined {
    const entry = this.usable(key, now);
    return entry && entry.expiresAt > now ? entry : undefined;
  }

  /** An entry past its freshness but within its stale window (fresh ones too), or nothing. */
  getStale(key: string, now: number): CachedAnswer | undefined {
    return this.usable(key, now);
  }

  private usable(key: string, now: number): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (Math.max(entry.expiresAt, entry.staleUntil ?? 0) <= now) {
      this.bytes -= entry.body.byteLength;
      return undefined;
    }
    this.entries.set(key, entry); // most recently used last
    return entry;
  }

  set(key: string, entry: CachedAnswer): void {
    if (entry.body.byteLength > this.maxBytes / 4) return; // one answer never crowds out the rest
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.body.byteLength;
    }
    this.entries.set(key, entry);
    this.bytes += entry.body.byteLength;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldestKey);
      this.bytes -= oldest.body.byteLength;
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}
