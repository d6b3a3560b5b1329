/**
 * An answer this isolate reads at most once a `ttlMs` (the delivery offer, the shop's settings):
 * every page and mail of a busy minute would otherwise ask D1 or the shop API again.
 * `forget()` (after a change made here) drops it at once; a read that began before the change and
 * ends after it is not kept, so the old answer never outlives the change. A failed read (null) is
 * not kept either: the last good answer stands and the next call asks again.
 */
export function rememberedFor<T>(ttlMs: number) {
  let kept: { at: number; value: T } | null = null;
  let generation = 0;
  return {
    async get(load: () => Promise<T | null>, now = Date.now()): Promise<T | null> {
      if (kept && now - kept.at < ttlMs) return kept.value;
      const started = generation;
      const value = await load();
      if (value === null) return kept?.value ?? null;
      if (started === generation) kept = { at: now, value };
      return value;
    },
    forget(): void {
      kept = null;
      generation++;
    },
  };
}
