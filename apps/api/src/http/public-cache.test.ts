import zlib from 'node:zlib';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { createContext } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { buildTestApp, noticesArrived, type TestApp } from '../test/build-app.ts';
import { creator, rowCampaign, validCampaign, type Person } from '../modules/campaigns/campaigns.fixtures.ts';
import { createUser, DEFAULT_PASSWORD, tokenFor } from '../test/factories.ts';
import { jpeg } from '../modules/media/media.fixtures.ts';
import { cacheKey, PublicCache } from './public-cache.ts';
import { moneyNoticesFor } from '../modules/payments/giving/money-notices.ts';

describe('PublicCache', () => {
  const listening = (o: ConstructorParameters<typeof PublicCache>[0] = {}) => {
    const c = new PublicCache(o);
    c.setListening(true);
    return c;
  };

  it('serves what was kept under the current generation, and nothing after a change', () => {
    const c = listening();
    const g = c.generation;
    c.put('/a', g, 'A');
    expect(c.get('/a')).toBe('A');
    c.invalidate();
    expect(c.get('/a')).toBeUndefined();
  });

  it('refuses an answer computed before a change that arrived while it was being computed', () => {
    const c = listening();
    const before = c.generation;
    c.invalidate();
    c.put('/a', before, 'stale');
    expect(c.get('/a')).toBeUndefined();
  });

  it('serves nothing and keeps nothing while changes cannot reach it', () => {
    const c = new PublicCache();
    c.put('/a', c.generation, 'A');
    expect(c.get('/a')).toBeUndefined();
    c.setListening(true);
    c.put('/a', c.generation, 'A');
    c.setListening(false);
    expect(c.get('/a')).toBeUndefined();
  });

  it('keeps its answers for lastGood alone while the listener is lost (stale-if-error), bounded in age; drops them when it is back', () => {
    let now = 1_000;
    const c = listening({ ttlMs: 50, staleIfErrorMs: 1_000, now: () => now });
    c.put('/a', c.generation, 'A');
    c.put('/b', c.generation, 'B');
    c.changed('all');
    c.put('/a', c.generation, 'A2');
    now += 100; // past the TTL: not served, still the last good answer
    expect(c.get('/a')).toBeUndefined();
    c.setListening(false);
    expect(c.get('/a')).toBeUndefined();
    expect(c.lastGood('/a')).toMatchObject({ body: 'A2', stale: true });
    expect(c.lastGood('/b')).toBeUndefined(); // dropped by a change: never served again
    c.put('/c', c.generation, 'C'); // nothing is kept while changes cannot reach it
    expect(c.lastGood('/c')).toBeUndefined();
    now += 1_000;
    expect(c.lastGood('/a')).toBeUndefined();
    now -= 1_000;
    c.setListening(true);
    expect(c.lastGood('/a')).toBeUndefined();
  });

  it('drops an answer older than its TTL', () => {
    let now = 1_000;
    const c = listening({ ttlMs: 50, now: () => now });
    c.put('/a', c.generation, 'A');
    now += 50;
    expect(c.get('/a')).toBe('A');
    now += 1;
    expect(c.get('/a')).toBeUndefined();
  });

  it('evicts the least recently used beyond its entry and byte limits', () => {
    const c = listening({ maxEntries: 2, maxBytes: 1_600 });
    c.put('/a', c.generation, 'A');
    c.put('/b', c.generation, 'B');
    c.get('/a');
    c.put('/c', c.generation, 'C');
    expect([c.get('/a'), c.get('/b'), c.get('/c')]).toEqual(['A', undefined, 'C']);
    c.put('/big', c.generation, 'x'.repeat(101)); // more than a sixteenth of the byte limit: not kept
    expect(c.get('/big')).toBeUndefined();
    c.put('/d', c.generation, 'd'.repeat(100));
    c.put('/e', c.generation, 'e'.repeat(100));
    expect(c.size).toBeLessThanOrEqual(2);
  });

  it("a donation drops only its campaign's answers; lists stay, stale; a state change drops the lists", () => {
    let now = 1_000;
    const c = listening({ now: () => now, staleMs: 5_000, refreshAfterMs: 1_000 });
    c.put('/campaign/a', c.generation, 'A', { tags: ['c1', 'pa'] });
    c.put('/html/a', c.generation, '<a>', { tags: ['pa'], type: 'text/html' });
    c.put('/campaign/b', c.generation, 'B', { tags: ['c2', 'pb'] });
    c.put('/list', c.generation, 'L', { kind: 'list' });
    c.put('/misc', c.generation, 'M', { kind: 'static' });
    c.changed('money 1 a');
    expect([c.get('/campaign/a'), c.get('/html/a'), c.get('/campaign/b'), c.get('/misc')]).toEqual([undefined, undefined, 'B', 'M']);
    expect(c.lookup('/list')).toMatchObject({ body: 'L', stale: true, refresh: false });
    now += 1_000;
    expect(c.lookup('/list')).toMatchObject({ stale: true, refresh: true });
    now += 4_001; // older than staleMs: no longer served
    expect(c.lookup('/list')).toBeUndefined();
    c.put('/list', c.generation, 'L2', { kind: 'list' });
    expect(c.lookup('/list')).toMatchObject({ body: 'L2', stale: false });
    c.changed('state 2 b');
    expect([c.get('/list'), c.get('/campaign/b'), c.get('/misc')]).toEqual([undefined, undefined, 'M']);
    c.changed('ping 42');
    expect(c.get('/misc')).toBe('M');
    c.changed('something new');
    expect(c.get('/misc')).toBeUndefined();
  });

  it("gifts keep their campaign's pages, stale for at most giftStaleMs, refreshed once their data is giftRefreshMs old", () => {
    let now = 1_000;
    const c = listening({ now: () => now, giftStaleMs: 1_000, giftRefreshMs: 500 });
    c.put('/campaign/a', c.generation, 'A', { tags: ['c1', 'pa'] });
    c.put('/html/a', c.generation, '<a>', { tags: ['pa'], type: 'text/html' });
    c.put('/campaign/b', c.generation, 'B', { tags: ['c2', 'pb'] });
    c.put('/list', c.generation, 'L', { kind: 'list' });
    // fifty gifts heard (coalesced notices of other instances, or this one's own confirmations)
    for (let i = 0; i < 50; i++) c.changed(i % 2 ? 'gift 1 a' : 'gift 1');
    // never dropped: every reader is still answered from memory, marked stale
    expect(c.lookup('/campaign/a')).toMatchObject({ body: 'A', stale: true, refresh: false });
    expect(c.lookup('/html/a')).toMatchObject({ body: '<a>', stale: true });
    expect(c.lookup('/campaign/b')).toMatchObject({ body: 'B', stale: false });
    expect(c.lookup('/list')).toMatchObject({ body: 'L', stale: true });
    // its data is giftRefreshMs old: time to refresh it (the app starts one refresh per key)
    now += 500;
    expect(c.lookup('/campaign/a')).toMatchObject({ body: 'A', stale: true, refresh: true });
    // never served more than giftStaleMs after the first gift it misses was heard
    now += 500;
    expect(c.lookup('/campaign/a')).toMatchObject({ stale: true });
    now += 1;
    expect(c.lookup('/campaign/a')).toBeUndefined();
    expect(c.get('/campaign/b')).toBe('B');
    // a refresh that began before a gift is kept, stale from when its read began
    const g = c.generation;
    const readAt = now;
    c.changed('gift 1 a');
    now += 300;
    expect(c.put('/campaign/a', g, 'A2', { tags: ['c1', 'pa'], readAt })).toMatchObject({ stale: true });
    expect(c.lookup('/campaign/a')).toMatchObject({ body: 'A2', stale: true, refresh: false });
    now += 200;
    expect(c.lookup('/campaign/a')).toMatchObject({ body: 'A2', refresh: true });
    now += 501;
    expect(c.lookup('/campaign/a')).toBeUndefined();
    // one that began after the last gift is fresh; a change of state still refuses and drops
    c.put('/campaign/a', c.generation, 'A3', { tags: ['c1', 'pa'] });
    expect(c.lookup('/campaign/a')).toMatchObject({ body: 'A3', stale: false });
    const g2 = c.generation;
    c.changed('state 1 a');
    expect(c.get('/campaign/a')).toBeUndefined();
    expect(c.put('/campaign/a', g2, 'A4', { tags: ['c1', 'pa'] })).toBeUndefined();
  });

  it('refuses a page whose campaign changed, and a list whose campaigns changed state, while it was computed', () => {
    const c = listening();
    const g = c.generation;
    c.changed('money 1 a');
    c.put('/campaign/a', g, 'A', { tags: ['c1', 'pa'] });
    c.put('/campaign/b', g, 'B', { tags: ['c2', 'pb'] });
    c.put('/list', g, 'L', { kind: 'list' });
    expect([c.get('/campaign/a'), c.get('/campaign/b')]).toEqual([undefined, 'B']);
    expect(c.lookup('/list')).toMatchObject({ body: 'L', stale: true });
    const g2 = c.generation;
    c.changed('state 3 x');
    c.put('/list', g2, 'L', { kind: 'list' });
    expect(c.get('/list')).toBeUndefined();
  });

  it('single flight: however many ask for a missing answer at once, it is computed once', async () => {
    const c = listening();
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const loader = async () => {
      runs++;
      await gate;
      return 'answer';
    };
    const all = Array.from({ length: 10 }, () => c.load('/a', loader));
    release();
    const hits = await Promise.all(all);
    expect(runs).toBe(1);
    expect(new Set(hits.map((h) => h.body))).toEqual(new Set(['answer']));
    await c.load('/a', loader);
    expect(runs).toBe(1);
    // a failed load lets the next caller try
    await expect(c.load('/b', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await c.load('/b', loader)).body).toBe('answer');
  });

  it('tags each answer with a strong ETag of its bytes, computed once when kept', () => {
    const c = listening();
    const a = c.put('/a', c.generation, '{"n":1}')!;
    expect(a.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(c.lookup('/a')!.etag).toBe(a.etag);
    expect(c.put('/b', c.generation, '{"n":1}')!.etag).toBe(a.etag);
    expect(c.put('/a', c.generation, '{"n":2}')!.etag).not.toBe(a.etag);
  });
});

describe('the public answers cache in the app', () => {
  let t: TestApp;
  let ada: Person;
  let campaignId: number;
  let publicId: string;

  /** Polls an anonymous GET until `until` holds (a change made elsewhere arrives by NOTIFY). */
  async function eventually(url: string, until: (r: Awaited<ReturnType<TestApp['call']>>) => boolean, app = t) {
    for (let i = 0; i < 100; i++) {
      const r = await app.call('GET', url);
      if (until(r)) return r;
      await new Promise((res) => setTimeout(res, 20));
    }
    throw new Error(`${url} never changed`);
  }

  /**
   * Waits until the instance listens, then until a notification sent now has reached it: those
   * of changes committed before (the fixtures') arrive first, so none comes later to surprise a test.
   */
  const listenerUp = noticesArrived;

  /** Every notification of a change committed before now has reached the instance. */
  const settled = noticesArrived;

  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_CACHE: 'on' } });
    ada = await creator(t);
    const c = await rowCampaign(t, ada.user.id, {
      title: 'Borehole for Ikot village',
      status: 1,
      verifiedAt: new Date(),
      goalKobo: 100_000_00,
    });
    campaignId = c.id;
    publicId = c.publicId;
    await listenerUp(t);
  });
  afterAll(() => t.close());
  // each test starts once the notices of the last one's writes have arrived
  beforeEach(() => settled(t));

  it('answers an anonymous campaign page from the cache the second time, byte for byte', async () => {
    const url = `/api/v1/campaign/${publicId}`;
    t.app.publicCache!.invalidate(); // start from nothing kept
    const first = await t.call('GET', url);
    const second = await t.call('GET', url);
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toEqual(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=30');
    expect(second.headers.etag).toBe(first.headers.etag);
    // compressed for a browser (app.ts), from the same kept answer, with the same tag; 304 when it has it
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect([gz.headers['x-cache'], gz.headers['content-encoding'], gz.headers.etag]).toEqual(['hit', 'gzip', first.headers.etag]);
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(first.body);
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) },
    });
    expect([again.statusCode, again.rawPayload.length]).toEqual([304, 0]);
  });

  it('never serves or keeps an answer for a signed-in request', async () => {
    const url = `/api/v1/campaign/${publicId}`;
    await t.call('GET', url);
    const mine = await t.call('GET', url, { token: ada.token });
    expect(mine.headers['x-cache']).toBeUndefined();
    expect(mine.body.entity.viewer.is_owner).toBe(true);
    const anon = await t.call('GET', url);
    expect(anon.body.entity.viewer.is_owner).toBe(false);
  });

  it('does not keep errors', async () => {
    const a = await t.call('GET', '/api/v1/campaign/doesnotexist');
    const b = await t.call('GET', '/api/v1/campaign/doesnotexist');
    expect(a.body.status.code).toBe(104);
    expect([a.headers['x-cache'], b.headers['x-cache']]).toEqual([undefined, undefined]);
  });

  it("drops its answers before the reply to this instance's own write leaves", async () => {
    const url = `/api/v1/campaign/${publicId}`;
    await t.call('GET', url);
    expect((await t.call('GET', url)).headers['x-cache']).toBe('hit');
    const edit = await t.call('PUT', url, { token: ada.token, body: { ...validCampaign, summary: 'A borehole for 2,000 people' } });
    expect(edit.body.status.code).toBe(100);
    const after = await t.call('GET', url);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.body.entity.summary).toBe('A borehole for 2,000 people');
  });

  it('keeps its answers when a write fails: junk cannot keep the cache empty', async () => {
    const url = '/api/v1/campaigns/all?time=new';
    const page = `/api/v1/campaign/${publicId}`;
    await t.call('GET', url);
    expect((await t.call('GET', url)).headers['x-cache']).toBe('hit');
    const junk = [
      await t.call('POST', '/api/v1/nothing-here', { body: { a: 1 } }),
      await t.call('POST', '/api/v1/donate', { body: { campaign: publicId, amount: 'lots' } }),
      await t.call('PUT', page, { body: { ...validCampaign, summary: 'Not signed in' } }),
      await t.call('PUT', '/api/v1/account', { body: { first_name: 'Stranger' } }),
    ];
    expect(junk.map((r) => [r.statusCode, r.body.status.code])).toEqual([
      [404, 104],
      [422, 101],
      [401, 102],
      [401, 102],
    ]);
    expect((await t.call('GET', url)).headers['x-cache']).toBe('hit');
    // …while a write that succeeds still drops them
    const edit = await t.call('PUT', page, { token: ada.token, body: { ...validCampaign, summary: 'A borehole for the whole village' } });
    expect(edit.body.status.code).toBe(100);
    expect((await t.call('GET', url)).headers['x-cache']).toBe('miss');
  });

  it("a payment confirmed elsewhere drops that campaign's page at once; lists are served stale, then refreshed", async () => {
    const url = `/api/v1/campaign/${publicId}`;
    const list = '/api/v1/campaigns/all?page=1&per_page=6';
    const cache = t.app.publicCache!;
    let now = Date.now();
    cache.now = () => now;
    try {
      const before = (await t.call('GET', url)).body.entity.pledged as number;
      await t.call('GET', list);
      expect((await t.call('GET', url)).headers['x-cache']).toBe('hit');
      expect((await t.call('GET', list)).headers['x-cache']).toBe('hit');
      await t.database.db.execute(sql`update campaign_totals set pledged_kobo = pledged_kobo + 500000 where campaign_id = ${campaignId}`);
      const page = await eventually(url, (r) => r.headers['x-cache'] === 'miss');
      expect(page.body.entity.pledged).toBe(before + 5000);
      const stale = await t.call('GET', list);
      expect(stale.headers['x-cache']).toBe('stale');
      const card = (r: typeof stale) => r.body.entity.transactions.find((c: { campaign_id: string }) => c.campaign_id === publicId);
      expect(card(stale).pledged).toBe(before);
      now += cache.refreshAfterMs;
      const refreshed = await eventually(list, (r) => r.headers['x-cache'] === 'hit');
      expect(card(refreshed).pledged).toBe(page.body.entity.pledged);
    } finally {
      cache.now = Date.now;
    }
  });

  it('ignores changes that no public page shows (a pending donation, a session), not a payment', async () => {
    const url = `/api/v1/campaign/${publicId}`;
    const cache = t.app.publicCache!;
    await settled(t);
    const generation = cache.generation;
    await t.database.db.execute(
      sql`insert into donations (reference, campaign_id, email, amount_kobo, provider) values ('pending-1', ${campaignId}, 'a@example.ng', 100000, 'sandbox')`,
    );
    await t.database.db.execute(sql`update users set mobile = '+2348030000000', updated_at = now() where id = ${ada.user.id}`);
    await tokenFor(t.database.db, ada.user.id);
    await settled(t);
    expect(cache.generation).toBe(generation); // a ping changes nothing, and nothing else arrived
    await t.call('GET', url);
    expect((await t.call('GET', url)).headers['x-cache']).toBe('hit');
    await t.database.db.execute(sql`update donations set status = 'paid', paid_at = now() where reference = 'pending-1'`);
    await eventually(url, (r) => r.headers['x-cache'] === 'miss');
  });

  it('serves nothing while its listening connection is lost, and again once it is back', async () => {
    const url = `/api/v1/campaign/${publicId}`;
    const cache = t.app.publicCache!;
    await t.call('GET', url);
    expect((await t.call('GET', url)).headers['x-cache']).toBe('hit');
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
    );
    for (let i = 0; i < 200 && cache.serving; i++) await new Promise((r) => setTimeout(r, 5));
    expect(cache.serving).toBe(false);
    await listenerUp(t);
    const again = await t.call('GET', url);
    expect(again.headers['x-cache']).toBe('miss');
    expect((await t.call('GET', url)).headers['x-cache']).toBe('hit');
  });

  it('a second instance on the same database drops its answers when the first one writes', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: t.database.url,
      DATA_DIR: t.dataDir,
      LOG_LEVEL: 'silent',
      PUBLIC_CACHE: 'on',
      JOBS: 'off',
    });
    const ctx = createContext(config, t.database, { log: { error: () => {} } });
    const other = await buildApp(ctx);
    await other.ready();
    try {
      const second = {
        ...t,
        app: other,
        call: (async (m, u) => {
          const r = await other.inject({ method: m, url: u });
          return { statusCode: r.statusCode, body: JSON.parse(r.body), headers: r.headers };
        }) as TestApp['call'],
      };
      await listenerUp(second);
      const url = `/api/v1/campaign/${publicId}`;
      await second.call('GET', url);
      expect((await second.call('GET', url)).headers['x-cache']).toBe('hit');
      const edit = await t.call('PUT', url, { token: ada.token, body: { ...validCampaign, summary: 'Clean water for Ikot' } });
      expect(edit.body.status.code).toBe(100);
      const seen = await eventually(url, (r) => r.body.entity.summary === 'Clean water for Ikot', second);
      expect(seen.headers['x-cache']).toBe('miss');
    } finally {
      await other.close();
    }
  });
  describe('per campaign, single flight and HTTP caching', () => {
    let other: { id: number; publicId: string };
    const POLICY = 'public, max-age=0, s-maxage=5, stale-while-revalidate=30';
    beforeAll(async () => {
      other = await rowCampaign(t, ada.user.id, { title: 'School fees for Amaka', status: 1, verifiedAt: new Date(), goalKobo: 50_000_00 });
      await settled(t);
    });

    it("a donation to one campaign drops that campaign's page and nothing else; each list is refreshed once", async () => {
      const cache = t.app.publicCache!;
      const pageA = `/api/v1/campaign/${publicId}`;
      const pageB = `/api/v1/campaign/${other.publicId}`;
      const list = '/api/v1/campaigns/all?time=new&per_page=12';
      let now = Date.now();
      cache.now = () => now;
      const inject = t.app.inject.bind(t.app);
      let refreshes = 0;
      t.app.inject = ((o: { headers?: Record<string, string> }) => {
        if (o?.headers?.['x-ireti-cache-refresh']) refreshes++;
        return inject(o as never);
      }) as typeof t.app.inject;
      try {
        for (const u of [pageA, pageB, list]) await t.call('GET', u);
        await t.database.db.execute(
          sql`insert into donations (reference, campaign_id, email, amount_kobo, provider) values ('gift-a', ${campaignId}, 'd@example.ng', 250000, 'sandbox')`,
        );
        await t.database.db.execute(sql`update donations set status = 'paid', paid_at = now() where reference = 'gift-a'`);
        await settled(t);
        expect((await t.call('GET', pageA)).headers['x-cache']).toBe('miss');
        expect((await t.call('GET', pageB)).headers['x-cache']).toBe('hit');
        expect((await t.call('GET', list)).headers['x-cache']).toBe('stale');
        now += cache.refreshAfterMs;
        const many = await Promise.all(Array.from({ length: 6 }, () => t.call('GET', list)));
        expect(many.map((r) => r.headers['x-cache'])).toEqual(Array(6).fill('stale'));
        await cache.flight(cacheKey(list, 'en'));
        expect(refreshes).toBe(1);
        expect((await t.call('GET', list)).headers['x-cache']).toBe('hit');
      } finally {
        cache.now = Date.now;
        t.app.inject = inject;
      }
    });

    it("gifts confirmed through this instance never make its campaign's readers miss: served stale, refreshed once; the donor's fresh read has the gift (the viral case)", async () => {
      const cache = t.app.publicCache!;
      const pageA = `/api/v1/campaign/${publicId}`;
      const pageB = `/api/v1/campaign/${other.publicId}`;
      const list = '/api/v1/campaigns/all?time=new&per_page=12';
      let now = Date.now();
      cache.now = () => now;
      const inject = t.app.inject.bind(t.app);
      let refreshes = 0;
      t.app.inject = ((o: { headers?: Record<string, string> }) => {
        if (o?.headers?.['x-ireti-cache-refresh']) refreshes++;
        return inject(o as never);
      }) as typeof t.app.inject;
      const giveOnce = async (amount: number, i: number) => {
        const started = await t.call('POST', '/api/v1/donate', {
          headers: { 'x-forwarded-for': `10.9.0.${i}` },
          body: { firstname: 'Ngozi', lastname: 'Eze', email: `ngozi${i}@example.ng`, known: 0, amount, campaign: publicId },
        });
        expect(started.body.status.code).toBe(100);
        // Starting a donation and the provider's side of paying change nothing public.
        expect((await t.call('GET', pageA)).headers['x-cache']).toMatch(/hit|stale/);
        await t.call('POST', '/api/v1/dev/sandbox/pay', { body: { ref: started.body.entity.ref, card: '4084 0840 8408 4081' } });
        const confirmed = await t.call('PUT', '/api/v1/payment/verify', { body: { ref: started.body.entity.ref } });
        expect(confirmed.body.status.code).toBe(100);
        return confirmed;
      };
      try {
        for (const u of [pageA, pageB, list]) await t.call('GET', u);
        const before = (await t.call('GET', pageA)).body.entity.pledged as number;
        // three gifts through this instance, one after another
        for (let i = 1; i <= 3; i++) {
          const confirmed = await giveOnce(1500, i);
          // the donor's thank-you carries the new total
          expect(confirmed.body.entity.campaign.pledged).toBe(before + 1500 * i);
          // every other reader is answered from memory, the previous total, marked stale
          const r = await t.call('GET', pageA);
          expect(r.headers['x-cache']).toBe('stale');
          expect(r.body.entity.pledged).toBe(before);
        }
        expect(refreshes).toBe(0);
        // the donor's own read right after giving (the web app asks it fresh) has their gift
        const donor = await t.call('GET', pageA, { headers: { 'cache-control': 'no-cache' } });
        expect(donor.headers['x-cache']).toBe('miss');
        expect(donor.body.entity.pledged).toBe(before + 4500);
        // another gift, then its data is giftRefreshMs old: many readers at once, one refresh
        await giveOnce(1000, 4);
        now += cache.giftRefreshMs;
        const many = await Promise.all(Array.from({ length: 8 }, () => t.call('GET', pageA)));
        expect(many.map((r) => r.headers['x-cache'])).toEqual(Array(8).fill('stale'));
        await cache.flight(cacheKey(pageA, 'en'));
        expect(refreshes).toBe(1);
        const fresh = await t.call('GET', pageA);
        expect(fresh.headers['x-cache']).toBe('hit');
        expect(fresh.body.entity.pledged).toBe(before + 5500);
        // the other campaign was untouched; the list is at most stale
        expect((await t.call('GET', pageB)).headers['x-cache']).toBe('hit');
        expect(['hit', 'stale']).toContain((await t.call('GET', list)).headers['x-cache']);
        // the coalesced notices that follow keep it served (stale), never dropped
        const notices = moneyNoticesFor(t.ctx.db);
        for (let i = 0; i < 1000 && notices.open > 0; i++) await new Promise((r) => setTimeout(r, 10));
        await settled(t);
        expect(['hit', 'stale']).toContain((await t.call('GET', pageA)).headers['x-cache']);
      } finally {
        cache.now = Date.now;
        t.app.inject = inject;
        // the next tests start from an empty cache, not from lists these gifts left stale
        cache.invalidate();
      }
    });

    it('a change of state (a suspension) drops every list at once, and the page of that campaign only', async () => {
      const list = '/api/v1/campaigns/all?time=new&per_page=12';
      const pageB = `/api/v1/campaign/${other.publicId}`;
      t.app.publicCache!.invalidate(); // fresh answers, not the stale list an earlier donation left
      for (const u of [list, pageB]) await t.call('GET', u);
      expect((await t.call('GET', list)).headers['x-cache']).toBe('hit');
      await t.database.db.execute(sql`update campaigns set suspended_at = now() where id = ${campaignId}`);
      try {
        await settled(t);
        const after = await t.call('GET', list);
        expect(after.headers['x-cache']).toBe('miss');
        expect(after.body.entity.transactions.some((c: { campaign_id: string }) => c.campaign_id === publicId)).toBe(false);
        expect((await t.call('GET', pageB)).headers['x-cache']).toBe('hit');
      } finally {
        await t.database.db.execute(sql`update campaigns set suspended_at = null where id = ${campaignId}`);
        await settled(t);
      }
    });

    it('a junk POST drops nothing', async () => {
      const pageB = `/api/v1/campaign/${other.publicId}`;
      await t.call('GET', pageB);
      const junk = await t.call('POST', '/api/v1/campaign/closedonations/' + other.publicId);
      expect(junk.statusCode).toBe(401);
      expect((await t.call('GET', pageB)).headers['x-cache']).toBe('hit');
    });

    it('successful anonymous writes that change nothing public (sign-in, forgot password, resend) drop nothing', async () => {
      const pageB = `/api/v1/campaign/${other.publicId}`;
      const list = '/api/v1/campaigns/all?time=new';
      const stranger = await createUser(t.database.db, { emailVerifiedAt: null });
      const writes: [string, string, Record<string, unknown>][] = [
        ['POST', '/api/v1/account/login', { email: ada.user.email, password: DEFAULT_PASSWORD }],
        ['POST', '/api/v1/account/emailtoresetpassword', { email: ada.user.email }],
        ['POST', '/api/v1/account/verify/resend', { email: stranger.email }],
      ];
      for (const [method, url, body] of writes) {
        await t.call('GET', pageB);
        await t.call('GET', list);
        const w = await t.call(method as 'POST', url, { body });
        expect([url, w.statusCode, w.body.status.code]).toEqual([url, 200, 100]);
        expect([url, (await t.call('GET', pageB)).headers['x-cache'], (await t.call('GET', list)).headers['x-cache']]).toEqual([
          url,
          'hit',
          'hit',
        ]);
      }
    });

    it('many requests for the same missing answer at once compute it once', async () => {
      const url = '/api/v1/campaigns/closed?page=0&per_page=7';
      t.app.publicCache!.invalidate();
      const all = await Promise.all(Array.from({ length: 8 }, () => t.call('GET', url)));
      expect(all.filter((r) => r.headers['x-cache'] === 'miss')).toHaveLength(1);
      expect(new Set(all.map((r) => JSON.stringify(r.body))).size).toBe(1);
    });

    it('sends an ETag that stays while the answer does, 304 to a client that has it, and a new one when it changes', async () => {
      const url = `/api/v1/campaign/${other.publicId}`;
      const first = await t.call('GET', url);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);
      expect((await t.call('GET', url)).headers.etag).toBe(etag);
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(POLICY);
      const edit = await t.call('PUT', url, { token: ada.token, body: { ...validCampaign, title: 'School fees for Amaka and Ada' } });
      expect(edit.body.status.code).toBe(100);
      const changed = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    });

    it('public GETs say how long a shared cache may keep them; signed-in answers are private, no-store; other answers no-store', async () => {
      const pub = [
        ['/api/v1/campaigns/all', POLICY],
        ['/api/v1/campaigns/closed', POLICY],
        [`/api/v1/campaign/${other.publicId}`, POLICY],
        ['/api/v1/organizations', POLICY],
        ['/api/v1/misc/states', 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=86400'],
        ['/api/v1/misc/categories', 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=86400'],
        ['/api/v1/campaigns/total/number', 'public, max-age=30, s-maxage=30, stale-while-revalidate=60'],
      ];
      for (const [url, policy] of pub) {
        const r = await t.call('GET', url!);
        expect([url, r.statusCode, r.headers['cache-control']]).toEqual([url, 200, policy]);
        expect(r.headers.etag).toBeDefined();
        expect(r.headers.vary).toMatch(/authorization/i);
      }
      // A signed-in person's answer is theirs: `private`, which the service worker refuses to keep
      // (issue 23), on the publicly cached routes and on the others it keeps for offline reading.
      const mine = [
        await t.call('GET', `/api/v1/campaign/${other.publicId}`, { token: ada.token }),
        await t.call('GET', '/api/v1/campaigns/all', { token: ada.token }),
        await t.call('GET', '/api/v1/misc/states', { token: ada.token }),
        await t.call('GET', '/api/v1/campaigns', { token: ada.token }),
        await t.call('GET', `/api/v1/donations/${other.publicId}`, { token: ada.token }),
        await t.call('GET', '/api/v1/nothing-here', { token: ada.token }),
      ];
      for (const r of mine) {
        expect([r.statusCode, r.headers['cache-control']]).toEqual([r.statusCode, 'private, no-store']);
        expect(r.headers.etag).toBeUndefined();
      }
      // Anonymous answers without a shared-cache policy stay `no-store` (not private: the worker keeps those).
      for (const r of [
        await t.call('POST', '/api/v1/nothing-here', { body: {} }),
        await t.call('GET', `/api/v1/donations/${other.publicId}`),
      ]) {
        expect(r.headers['cache-control']).toBe('no-store');
        expect(r.headers.etag).toBeUndefined();
      }
    });

    it('media variants are immutable, with an ETag and 304', async () => {
      const saved = await t.app.ctx.media.saveImage(await jpeg(), { folder: 'campaigns' });
      for (const prefix of ['', '363_232_'] as const) {
        const url = t.app.ctx.media.publicUrl(saved.key, prefix)!;
        const r = await t.app.inject({ method: 'GET', url });
        expect(r.statusCode).toBe(200);
        expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(r.headers.etag) } });
        expect([again.statusCode, again.body]).toEqual([304, '']);
      }
    });

    it("the campaign's server-rendered page is cached like its API answer and dropped by its notices", async () => {
      const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'ireti-web-'));
      await fs.writeFile(
        path.join(dist, 'index.html'),
        '<html><head><title>Ireti</title>\n    <meta name="description" content="Ireti" /></head><body></body></html>',
      );
      const config = loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: t.database.url,
        DATA_DIR: t.dataDir,
        LOG_LEVEL: 'silent',
        PUBLIC_CACHE: 'on',
        JOBS: 'off',
      });
      const web = await buildApp(createContext(config, t.database, { log: { error: () => {} } }), { webDist: dist });
      await web.ready();
      try {
        const second = { ...t, app: web };
        await listenerUp(second);
        const url = `/campaign/${other.publicId}`;
        const first = await web.inject({ method: 'GET', url });
        expect([first.statusCode, first.headers['x-cache'], first.headers['cache-control']]).toEqual([200, 'miss', POLICY]);
        expect(first.body).toContain('School fees for Amaka');
        const hit = await web.inject({ method: 'GET', url });
        expect([hit.headers['x-cache'], hit.headers.etag, hit.headers['content-type']]).toEqual([
          'hit',
          first.headers.etag,
          first.headers['content-type'],
        ]);
        expect((await web.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } })).statusCode).toBe(304);
        expect((await web.inject({ method: 'GET', url: '/about' })).headers['cache-control']).toBe('no-cache');
        // a page whose address carries a mailed link's token is kept by no cache at all (issue 23)
        for (const page of ['/reset_password/abc', '/verify_email/abc', '/unsubscribe/abc'])
          expect([page, (await web.inject({ method: 'GET', url: page })).headers['cache-control']]).toEqual([page, 'no-store']);
        await t.database.db.execute(sql`update campaign_totals set pledged_kobo = pledged_kobo + 100 where campaign_id = ${other.id}`);
        await settled(second);
        expect((await web.inject({ method: 'GET', url })).headers['x-cache']).toBe('miss');
      } finally {
        await web.close();
        await fs.rm(dist, { recursive: true, force: true });
      }
    });
  });
});
