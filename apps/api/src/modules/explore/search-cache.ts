import type { PublicCache } from '../../http/public-cache.ts';

/**
 * What a search computed once and every later question reuses while nothing changed: the typo
 * corrections of a search text and the ranked matches of a query (docs/decisions/087-search-engine.md).
 * Kept in this instance for exactly as long as the public cache would keep a list computed at the
 * same time — the change feed's notices drop it — and not at all while that cache is off or not
 * listening (then every search computes). The public cache holds a token under the key; the value
 * itself stays here, parsed, so a hit costs a map look-up.
 */
export class SearchMemo {
  #values = new Map<string, unknown>();
  #flights = new Map<string, Promise<unknown>>();
  #n = 0;

  private readonly cache: PublicCache | null;
  private readonly maxValues: number;

  /** maxValues: the most values kept (a pool of 2,000 matches is about 26 kB). */
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
    if (!cache) return compute();
    const token = cache.get(key);
    if (token !== undefined && this.#values.has(token)) return this.#values.get(token) as T;
    const flying = this.#flights.get(key);
    if (flying) return flying as Promise<T>;
    const generation = lagMs ? Math.min(cache.generation, cache.generationAt(Date.now() - lagMs)) : cache.generation;
    const p = compute().then((value) => {
      const t = `search-memo ${++this.#n}`;
      if (cache.put(key, generation, t, { kind: 'list' })) {
        this.#values.set(t, value);
        // the oldest first: the cache may have evicted their keys already
        for (const k of this.#values.keys()) {
          if (this.#values.size <= this.maxValues) break;
          this.#values.delete(k);
        }
      }
      return value;
    });
    this.#flights.set(key, p);
    try {
      return await p;
    } finally {
      this.#flights.delete(key);
    }
  }
}
