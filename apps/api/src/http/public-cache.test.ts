import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { createContext } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { creator, rowCampaign, validCampaign, type Person } from '../modules/campaigns/campaigns.fixtures.ts';
import { tokenFor } from '../test/factories.ts';
import { PublicCache } from './public-cache.ts';

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
  const listenerUp = async (app: TestApp) => {
    const cache = app.app.publicCache!;
    for (let i = 0; i < 200 && !cache.serving; i++) await new Promise((r) => setTimeout(r, 10));
    expect(cache.serving).toBe(true);
    await settled(app);
  };

  /** Every notification of a change committed before now has reached the instance. */
  const settled = async (app: TestApp) => {
    const cache = app.app.publicCache!;
    const sync = `sync-${Math.random()}`;
    await app.database.db.execute(sql`select pg_notify('ireti_public', ${sync})`);
    for (let i = 0; i < 200 && cache.lastNotice !== sync; i++) await new Promise((r) => setTimeout(r, 10));
    expect(cache.lastNotice).toBe(sync);
  };

  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_CACHE: 'on' } });
    ada = await creator(t);
    const c = await rowCampaign(t, ada.user.id, { title: 'Borehole for Ikot village', status: 1, verifiedAt: new Date(), goalKobo: 100_000_00 });
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
    expect(second.headers['cache-control']).toBe('no-store');
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

  it('drops its answers when another connection commits a change (a payment confirmed elsewhere)', async () => {
    const url = `/api/v1/campaign/${publicId}`;
    const list = '/api/v1/campaigns/all?page=1&per_page=6';
    const before = (await t.call('GET', url)).body.entity.pledged as number;
    await t.call('GET', list);
    expect((await t.call('GET', url)).headers['x-cache']).toBe('hit');
    expect((await t.call('GET', list)).headers['x-cache']).toBe('hit');
    await t.database.db.execute(sql`update campaigns set pledged_kobo = pledged_kobo + 500000 where id = ${campaignId}`);
    const page = await eventually(url, (r) => r.headers['x-cache'] === 'miss');
    expect(page.body.entity.pledged).toBe(before + 5000);
    const cards = await eventually(list, (r) => r.headers['x-cache'] === 'miss');
    expect(cards.body.entity.transactions.find((c: { campaign_id: string }) => c.campaign_id === publicId).pledged).toBe(page.body.entity.pledged);
  });

  it('ignores changes that no public page shows (a pending donation, a session), not a payment', async () => {
    const url = `/api/v1/campaign/${publicId}`;
    const cache = t.app.publicCache!;
    await settled(t);
    const generation = cache.generation;
    await t.database.db.execute(sql`insert into donations (reference, campaign_id, email, amount_kobo, provider) values ('pending-1', ${campaignId}, 'a@example.ng', 100000, 'sandbox')`);
    await t.database.db.execute(sql`update users set mobile = '+2348030000000', updated_at = now() where id = ${ada.user.id}`);
    await tokenFor(t.database.db, ada.user.id);
    await settled(t);
    expect(cache.generation).toBe(generation + 1); // the sync notice, and nothing else
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
    await t.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`);
    for (let i = 0; i < 200 && cache.serving; i++) await new Promise((r) => setTimeout(r, 5));
    expect(cache.serving).toBe(false);
    await listenerUp(t);
    const again = await t.call('GET', url);
    expect(again.headers['x-cache']).toBe('miss');
    expect((await t.call('GET', url)).headers['x-cache']).toBe('hit');
  });

  it('a second instance on the same database drops its answers when the first one writes', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: t.database.url, DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', PUBLIC_CACHE: 'on', JOBS: 'off' });
    const ctx = createContext(config, t.database, { log: { error: () => {} } });
    const other = await buildApp(ctx);
    await other.ready();
    try {
      const second = { ...t, app: other, call: (async (m, u) => {
        const r = await other.inject({ method: m, url: u });
        return { statusCode: r.statusCode, body: JSON.parse(r.body), headers: r.headers };
      }) as TestApp['call'] };
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
});
