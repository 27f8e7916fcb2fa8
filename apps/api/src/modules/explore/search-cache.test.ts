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
});
