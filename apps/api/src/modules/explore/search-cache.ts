import type { PublicCache } from '../../http/public-cache.ts';

/**
 * What a search computed once and every later question reuses while nothing changed: the typo
 * corrections of a search text, the ranked matches of a query, and the cards of the campaigns a
 * search showed (docs/decisions/087-search-engine.md). Kept in this instance for exactly as long as
 * the public cache would keep a list computed at the same time — the change feed's notices drop
 * it, a gift makes it stale for the cache's staleMs — and not at all while that cache is off or not
 * listening (then every search computes). The values are kept here, parsed, so a hit costs a map
 * look-up, and bounded here: the cache's own entries (one per address asked) do not push them out.
 */
export class SearchMemo {
  #values = new Map<string, { value: unknown; generation: number; readAt: number }>();
  #flights = new Map<string, Promise<unknown>>();

  private readonly cache: PublicCache | null;
  private readonly maxValues: number;

  /** maxValues: the most values kept (a pool of 2,000 matches is about 26 kB, a card about 1 kB). */
  constructor(cache: PublicCache | null, maxValues = 1_000) {
    this.cache = cache;
    this.maxValues = maxValues;
  }

  /**
   * The value kept for `key`, else `compute()`'s (once however many ask at once). `lagMs`: the
   * most the data read may lag (a replica), so a change noticed meanwhile keeps it from being kept.
   */
  async get<T>(key: string, compute: () => Promise<T>, lagMs = 0): Promise<T> {
    const cache = this.cache;
    if (!cache?.serving) return compute();
    const kept = this.#kept<T>(cache, key);
    if (kept) return kept.value;
    const flying = this.#flights.get(key);
    if (flying) return flying as Promise<T>;
    const read = this.#readAt(cache, lagMs);
    const p = compute().then((value) => {
      this.#keep(key, read, value);
      return value;
    });
    this.#flights.set(key, p);
    try {
      return await p;
    } finally {
      this.#flights.delete(key);
    }
  }

  /**
   * The values kept for `keys`; those missing from one `compute(missing)`, which answers a map by
   * key and may leave a key out (nothing to keep: it is left out of the answer too). Keys another
   * caller is computing are waited for rather than computed again.
   */
  async getMany<T>(keys: string[], compute: (missing: string[]) => Promise<Map<string, T>>, lagMs = 0): Promise<Map<string, T>> {
    const cache = this.cache;
    if (!cache?.serving) return compute(keys);
    const found = new Map<string, T>();
    const waiting: [string, Promise<unknown>][] = [];
    const missing: string[] = [];
    for (const key of keys) {
      const kept = this.#kept<T>(cache, key);
      if (kept) found.set(key, kept.value);
      else if (this.#flights.has(key)) waiting.push([key, this.#flights.get(key)!]);
      else missing.push(key);
    }
    if (missing.length) {
      const read = this.#readAt(cache, lagMs);
      const batch = compute(missing).then((values) => {
        for (const [key, value] of values) this.#keep(key, read, value);
        return values;
      });
      for (const key of missing) {
        const one = batch.then((values) => values.get(key));
        one.catch(() => undefined); // the failure is thrown to this caller, and to each waiter by its own await
        this.#flights.set(key, one);
      }
      try {
        for (const [key, value] of await batch) found.set(key, value);
      } finally {
        for (const key of missing) this.#flights.delete(key);
      }
    }
    for (const [key, p] of waiting) {
      const value = (await p) as T | undefined;
      if (value !== undefined) found.set(key, value);
    }
    return found;
  }

  #kept<T>(cache: PublicCache, key: string): { value: T } | undefined {
    const e = this.#values.get(key);
    if (!e) return undefined;
    if (!cache.listServable(e.generation, e.readAt)) {
      this.#values.delete(key);
      return undefined;
    }
    // most recently used last, so the bound drops the oldest first
    this.#values.delete(key);
    this.#values.set(key, e);
    return { value: e.value as T };
  }

  /** What a computation starting now reads as of: the change sequence and the time (a replica's lag taken off). */
  #readAt(cache: PublicCache, lagMs: number) {
    const now = cache.now();
    return { generation: lagMs ? Math.min(cache.generation, cache.generationAt(now - lagMs)) : cache.generation, readAt: now - lagMs };
  }

  #keep(key: string, read: { generation: number; readAt: number }, value: unknown) {
    this.#values.delete(key);
    this.#values.set(key, { value, ...read });
    for (const k of this.#values.keys()) {
      if (this.#values.size <= this.maxValues) break;
      this.#values.delete(k);
    }
  }
}
