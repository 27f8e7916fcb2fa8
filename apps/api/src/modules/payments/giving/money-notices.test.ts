import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createUser } from '../../../test/factories.ts';
import { campaignRow, give, liveCampaign } from '../testing.ts';
import { CoalescedNotices, moneyNoticesFor } from './money-notices.ts';

/**
 * A confirmed gift's 'money' notice is coalesced per campaign (issue 29, docs/decisions/098): the
 * confirmation's transaction notifies nothing itself, and its instance announces each campaign at
 * most once per window, never losing the last gift. The windows here are driven by hand.
 */
function manual() {
  const timers: { fn: () => void; ms: number; done: boolean }[] = [];
  const sent: string[] = [];
  const notices = new CoalescedNotices(
    async (id, publicId) => {
      sent.push(`${id} ${publicId}`);
    },
    {
      windowMs: 1000,
      schedule: (fn, ms) => {
        timers.push({ fn, ms, done: false });
        return 0 as unknown as ReturnType<typeof setTimeout>;
      },
    },
  );
  /** The window that is open ends. */
  const tick = () => {
    const t = timers.find((x) => !x.done);
    if (!t) return false;
    t.done = true;
    t.fn();
    return true;
  };
  return { notices, sent, tick, timers };
}

describe('coalesced money notices', () => {
  it('announces a quiet campaign at once, and folds a burst into one notice at the end of the window', () => {
    const { notices, sent, tick } = manual();
    notices.note(7, 'abc');
    expect(sent).toEqual(['7 abc']);
    for (let i = 0; i < 500; i++) notices.note(7, 'abc');
    expect(sent).toEqual(['7 abc']);
    tick();
    expect(sent).toEqual(['7 abc', '7 abc']);
    // Nothing since: the next window ends without a notice, and the campaign is quiet again.
    tick();
    expect(sent).toHaveLength(2);
    expect(notices.open).toBe(0);
    notices.note(7, 'abc');
    expect(sent).toHaveLength(3);
  });

  it('never loses the last gift: a gift noted inside any window is followed by a notice', () => {
    const { notices, sent, tick } = manual();
    for (let round = 0; round < 20; round++) {
      const before = sent.length;
      notices.note(1, 'one');
      if (round % 3 === 0) notices.note(2, 'two');
      // Whatever happened before, once every open window has ended a notice came after this gift.
      while (tick()) {
        /* windows end */
      }
      expect(sent.length).toBeGreaterThan(before);
      expect(sent.at(-1)).toMatch(/^(1 one|2 two)$/);
      expect(sent.filter((s) => s === '1 one').length).toBeGreaterThan(round);
    }
    expect(notices.open).toBe(0);
  });

  it('keeps one window per campaign', () => {
    const { notices, sent, timers } = manual();
    notices.note(1, 'a');
    notices.note(2, 'b');
    notices.note(1, 'a');
    notices.note(2, 'b');
    expect(sent).toEqual(['1 a', '2 b']);
    expect(timers).toHaveLength(2);
  });

  it('sends what is owed when flushed', async () => {
    const { notices, sent } = manual();
    notices.note(3, 'c');
    notices.note(3, 'c');
    await notices.flush();
    expect(sent).toEqual(['3 c', '3 c']);
    expect(notices.open).toBe(0);
  });
});

describe('a confirmation and its notices', () => {
  let t: TestApp;
  let ownerId: number;
  let listener: pg.Client;
  const heard: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    ownerId = (await createUser(t.ctx.db, { identityStatus: 'approved' })).id;
    listener = new pg.Client({ connectionString: t.database.url });
    await listener.connect();
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    await listener.query('listen ireti_public');
  });
  afterAll(async () => {
    await listener?.end();
    await t?.close();
  });

  /** Waits until `payload` is heard (a ping sent after something proves all before it arrived). */
  const hear = async (payload: string) => {
    for (let i = 0; i < 500 && !heard.includes(payload); i++) await new Promise((r) => setTimeout(r, 10));
    expect(heard).toContain(payload);
  };

  it('sends no money notice from its own transaction; every other change of the money still does', async () => {
    const c = await liveCampaign(t, ownerId);
    heard.length = 0;
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('ireti.money_notice', 'coalesced', true)`);
      await tx.execute(sql`update campaign_totals set pledged_kobo = pledged_kobo + 100 where campaign_id = ${c.id}`);
    });
    await t.ctx.db.execute(sql`select pg_notify('ireti_public', 'ping 1')`);
    await hear('ping 1');
    expect(heard.filter((h) => h.startsWith(`money ${c.id} `))).toEqual([]);
    // Not coalesced (a repair by hand): announced by its own commit.
    await t.ctx.db.execute(sql`update campaign_totals set pledged_kobo = pledged_kobo - 100 where campaign_id = ${c.id}`);
    await hear(`money ${c.id} ${c.publicId}`);
  });

  it('is announced once the gifts are in, through the instance that confirmed them, with the total they made', async () => {
    const c = await liveCampaign(t, ownerId, 1_000_000);
    heard.length = 0;
    const gifts = await Promise.all(Array.from({ length: 12 }, (_, i) => give(t, c.publicId, 1_000 + i)));
    expect(gifts.map((g) => g.verify.body.status.code)).toEqual(Array(12).fill(100));
    // Every window closes (the last with the notice owed for the gifts inside it), then a ping
    // proves every notice sent before it has arrived.
    const notices = moneyNoticesFor(t.ctx.db);
    for (let i = 0; i < 1000 && notices.open > 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(notices.open).toBe(0);
    await t.ctx.db.execute(sql`select pg_notify('ireti_public', 'ping 2')`);
    await hear('ping 2');
    // 'gift': the public cache keeps the campaign's pages, stale for a moment (decision 106)
    expect(heard).toContain(`gift ${c.id} ${c.publicId}`);
    let total = 0;
    for (let i = 0; i < 12; i++) total += (1_000 + i) * 100;
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(total);
  });
});
