import { describe, expect, it } from 'vitest';
import { PublicCache } from '../../http/public-cache.ts';
import { SearchMemo } from './search-cache.ts';

/** SearchMemo keeps a search's corrections and ranked pool exactly as long as the public cache would keep a list. */
describe('SearchMemo', () => {
  const counting = () => {
    let n = 0;
    return { compute: async () => ({ n: ++n }), calls: () => n };
  };

  it('computes once while nothing changes, again after a notice that drops the lists', async () => {
    const cache = new PublicCache();
    cache.setListening(true);
    const memo = new SearchMemo(cache);
    const c = counting();
    expect(await memo.get('search-pool school', c.compute)).toEqual({ n: 1 });
    expect(await memo.get('search-pool school', c.compute)).toEqual({ n: 1 });
    expect(c.calls()).toBe(1);
    cache.changed('state 7 b123');
    expect(await memo.get('search-pool school', c.compute)).toEqual({ n: 2 });
    cache.changed('all');
    expect(await memo.get('search-pool school', c.compute)).toEqual({ n: 3 });
  });

  it('runs one computation for callers that ask at once', async () => {
    const cache = new PublicCache();
    cache.setListening(true);
    const memo = new SearchMemo(cache);
    const c = counting();
    const all = await Promise.all([1, 2, 3].map(() => memo.get('k', c.compute)));
    expect(all).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
  });

  it('keeps nothing computed before a change, nor while the change feed is not heard, nor without a cache', async () => {
    const cache = new PublicCache();
    cache.setListening(true);
    const memo = new SearchMemo(cache);
    let n = 0;
    await memo.get('k', async () => {
      cache.changed('state 1');
      return ++n;
    });
    expect(await memo.get('k', async () => ++n)).toBe(2);
    cache.setListening(false);
    expect(await memo.get('j', async () => ++n)).toBe(3);
    expect(await memo.get('j', async () => ++n)).toBe(4);
    const none = new SearchMemo(null);
    expect(await none.get('k', async () => ++n)).toBe(5);
    expect(await none.get('k', async () => ++n)).toBe(6);
  });

  it('serves a value for staleMs after a gift changed the totals, then computes it again', async () => {
    let now = 1_000_000;
    const cache = new PublicCache({ now: () => now, staleMs: 5_000 });
    cache.setListening(true);
    const memo = new SearchMemo(cache);
    const c = counting();
    await memo.get('search-pool school', c.compute);
    cache.changed('gift 7 b123');
    now += 4_000;
    expect(await memo.get('search-pool school', c.compute)).toEqual({ n: 1 });
    now += 2_000;
    expect(await memo.get('search-pool school', c.compute)).toEqual({ n: 2 });
    now += 11_000; // past the cache's time to live
    expect(await memo.get('search-pool school', c.compute)).toEqual({ n: 3 });
  });

  it("keeps its values when the public cache's own entries are pushed out", async () => {
    const cache = new PublicCache({ maxEntries: 10 });
    cache.setListening(true);
    const memo = new SearchMemo(cache, 2);
    const c = counting();
    await memo.get('a', c.compute);
    for (let i = 0; i < 50; i++) cache.put(`/api/v1/campaigns/all?search=w${i}`, cache.generation, '{}', { kind: 'list' });
    expect(await memo.get('a', c.compute)).toEqual({ n: 1 });
    // its own bound: the least recently used goes first
    await memo.get('b', c.compute);
    await memo.get('a', c.compute);
    await memo.get('c', c.compute);
    expect(await memo.get('a', c.compute)).toEqual({ n: 1 });
    expect(await memo.get('b', c.compute)).toEqual({ n: 4 });
  });

  describe('getMany (the cards of a search page)', () => {
    /** A card read that records which keys it was asked for; 'gone' is never found. */
    const reads = () => {
      const asked: string[][] = [];
      let n = 0;
      return {
        asked,
        compute: async (missing: string[]) => {
          asked.push(missing);
          n++;
          return new Map(missing.filter((k) => k !== 'gone').map((k) => [k, `${k}#${n}`]));
        },
      };
    };

    it('reads only the missing keys, together, and keeps each until a notice drops the lists', async () => {
      const cache = new PublicCache();
      cache.setListening(true);
      const memo = new SearchMemo(cache);
      const r = reads();
      expect([...(await memo.getMany(['a', 'b'], r.compute))]).toEqual([
        ['a', 'a#1'],
        ['b', 'b#1'],
      ]);
      const next = await memo.getMany(['b', 'c', 'gone'], r.compute);
      expect(next.get('b')).toBe('b#1');
      expect(next.get('c')).toBe('c#2');
      expect(next.has('gone')).toBe(false);
      expect(r.asked).toEqual([
        ['a', 'b'],
        ['c', 'gone'],
      ]);
      cache.changed('state 7 b123');
      expect((await memo.getMany(['a'], r.compute)).get('a')).toBe('a#3');
    });

    it('waits for a key another caller is reading instead of reading it again', async () => {
      const cache = new PublicCache();
      cache.setListening(true);
      const memo = new SearchMemo(cache);
      const r = reads();
      const [one, two] = await Promise.all([memo.getMany(['a', 'b'], r.compute), memo.getMany(['b', 'c'], r.compute)]);
      expect(r.asked).toEqual([['a', 'b'], ['c']]);
      expect(one.get('b')).toBe('b#1');
      expect(two.get('b')).toBe('b#1');
      expect(two.get('c')).toBe('c#2');
    });

    it('passes a failed read to its callers and keeps nothing; without a cache every call reads', async () => {
      const cache = new PublicCache();
      cache.setListening(true);
      const memo = new SearchMemo(cache);
      const failing = async (): Promise<Map<string, string>> => {
        throw new Error('database gone');
      };
      const r = reads();
      const first = memo.getMany(['b'], failing);
      const waiter = memo.getMany(['b'], r.compute);
      await expect(first).rejects.toThrow('database gone');
      await expect(waiter).rejects.toThrow('database gone');
      expect((await memo.getMany(['b'], r.compute)).get('b')).toBe('b#1');
      const none = new SearchMemo(null);
      await none.getMany(['a'], r.compute);
      await none.getMany(['a'], r.compute);
      expect(r.asked).toEqual([['b'], ['a'], ['a']]);
    });
  });
});
