import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, noticesArrived, type TestApp } from '../test/build-app.ts';
import { creator, rowCampaign, type Person } from '../modules/campaigns/campaigns.fixtures.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { createPool } from '../db/client.ts';
import { DATABASE_UNAVAILABLE } from './error-handler.ts';

/**
 * The database out of reach (issue 23, item 9), in process: the app's connections are ended by
 * the server (pg_terminate_backend: 57P01, as a restart's shutdown does) and every new one is
 * refused by a listener of the test's own that resets it. Anonymous public reads get the last good
 * answer marked stale; everything else a 503 with Retry-After; /readyz says not ready; all comes
 * back when the database does. The drill (drills/database-restart.test.ts) does the same to a
 * production process.
 */
describe('recognising a database out of reach', () => {
  it('connection errors, through Drizzle and AggregateError; not query mistakes', () => {
    const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
    for (const e of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      wrapped(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })),
      wrapped(Object.assign(new Error('the database system is starting up'), { code: '57P03' })),
      wrapped(Object.assign(new Error('connection failure'), { code: '08006' })),
      wrapped(new Error('Connection terminated unexpectedly')),
      new Error('Connection terminated'),
      new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })]),
    ])
      expect([e.message, isDatabaseUnavailable(e)]).toEqual([e.message, true]);
    for (const e of [
      wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })),
      wrapped(Object.assign(new Error('relation does not exist'), { code: '42P01' })),
      new Error('boom'),
      null,
      'ECONNREFUSED',
    ])
      expect(isDatabaseUnavailable(e)).toBe(false);
  });
});

describe('the database out of reach, through the app', () => {
  let t: TestApp;
  let ada: Person;
  let page: string;
  let refuser: net.Server;
  let refused: string;

  const wait = async (what: string, ok: () => boolean | Promise<boolean>) => {
    for (let i = 0; i < 500; i++) {
      if (await ok()) return;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`gave up waiting for ${what}`);
  };

  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_CACHE: 'on' } });
    ada = await creator(t);
    const c = await rowCampaign(t, ada.user.id, { title: 'Borehole for Ikot village', status: 1, verifiedAt: new Date() });
    page = `/api/v1/campaign/${c.publicId}`;
    // the listener is up, and the notices of the fixtures' writes have arrived
    await noticesArrived(t);
    // a port of this test's own where every connection is reset: the database "down"
    refuser = net.createServer((s) => s.resetAndDestroy());
    await new Promise<void>((r) => refuser.listen(0, '127.0.0.1', r));
    const u = new URL(t.database.url);
    u.port = String((refuser.address() as net.AddressInfo).port);
    refused = u.toString();
  });
  afterAll(async () => {
    await t?.close();
    refuser?.close();
  });

  it('a connection the server ends while it is held between statements (a transaction) fails its next query; the process goes on', async () => {
    const pool = createPool(t.database.url, 2);
    try {
      const client = await pool.connect();
      const ended = new Promise((r) => client.once('end', r));
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      await t.database.pool.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await ended; // unheard, its 'error' event would have been thrown before this
      const err = await client.query('select 1').then(
        () => null,
        (e: unknown) => e,
      );
      expect(isDatabaseUnavailable(err)).toBe(true);
      client.release(err as Error);
    } finally {
      await pool.end();
    }
  });

  it('serves the last good public answer marked stale, 503 with Retry-After to the rest, and recovers', async () => {
    const pool = t.database.pool as pg.Pool & { options: { connectionString: string } };
    const up = pool.options.connectionString;
    const cache = t.app.publicCache!;
    cache.invalidate();
    const list = '/api/v1/campaigns/all?time=new';
    const warm = await t.call('GET', page);
    await t.call('GET', list);
    expect((await t.call('GET', page)).headers['x-cache']).toBe('hit');

    // down: new connections refused, the open ones ended by the server
    pool.options.connectionString = refused;
    const admin = new pg.Client({ connectionString: up });
    await admin.connect();
    try {
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
    } finally {
      await admin.end();
    }
    await wait('the listener to be lost', () => !cache.serving);

    const stale = await t.call('GET', page);
    expect([stale.statusCode, stale.headers['x-cache'], stale.headers.warning]).toEqual([200, 'stale', '110 - "Response is Stale"']);
    expect(stale.body).toEqual(warm.body);
    expect((await t.call('GET', list)).headers['x-cache']).toBe('stale');

    const unavailable = (r: { statusCode: number; body: any; headers: Record<string, unknown> }) => [
      r.statusCode,
      r.headers['retry-after'],
      r.body.status,
    ];
    const expected = [503, '5', { code: 199, desc: DATABASE_UNAVAILABLE }];
    expect(unavailable(await t.call('GET', '/api/v1/campaigns/all?search=borehole'))).toEqual(expected);
    expect(unavailable(await t.call('GET', page, { token: ada.token }))).toEqual(expected);
    expect(unavailable(await t.call('GET', `${page}?nothing=kept`))).toEqual(expected);
    expect(unavailable(await t.call('POST', '/api/v1/account/login', { body: { email: ada.user.email, password: 'Passw0rd!x' } }))).toEqual(
      expected,
    );
    const ready = await t.call('GET', '/readyz');
    expect([ready.statusCode, ready.body.entity]).toEqual([503, { database: 'down' }]);

    // back: fresh answers, the listener again, and nothing kept from before
    pool.options.connectionString = up;
    await wait('the listener to be back', () => cache.serving);
    expect((await t.call('GET', '/readyz')).statusCode).toBe(200);
    expect((await t.call('GET', page)).headers['x-cache']).toBe('miss');
    expect((await t.call('GET', page)).headers['x-cache']).toBe('hit');
    expect((await t.call('GET', '/api/v1/campaigns/all?search=borehole')).statusCode).toBe(200);
    await t.database.db.execute(sql`select 1`);
  });
});
