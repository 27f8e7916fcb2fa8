import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Code } from '@ireti/shared/status';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createCampaign, createUser, tokenFor } from '../../test/factories.ts';
import { call, donate, give, guest, liveCampaign, move } from '../payments/testing.ts';
import { emit } from '../../lib/events.ts';
import { mailUpdate } from './updates.mail.ts';
import { rotateUnsubscribeLinks } from './index.ts';

/**
 * Campaign updates (issue 14, decision 049): the owner posts (sanitised, limited), the page lists
 * them, every donor address is mailed once per update (anonymous ones too), an unsubscribed
 * address is not, the token does that one thing without signing in, and the thank-you at closing
 * goes out the same way.
 */
let t: TestApp;
let owner: { id: number; token: string };
let stranger: { id: number; token: string };
let adminToken: string;
let campaign: { id: number; publicId: string; title: string };
let other: { id: number; publicId: string };

const mailsTo = async (to: string, subject?: RegExp) =>
  (await t.ctx.notify.recent(1000)).filter((m) => m.recipient === to && (!subject || subject.test(m.subject ?? '')));
const post = (body: Record<string, unknown>, token = owner.token) => call(t, 'POST', '/api/v1/updates', { body, token });
/** An update written straight to the table (the owner's hourly allowance of posts is spent by then). */
const stored = async (text: string, c = campaign) =>
  Number(
    (
      await t.ctx.db.execute<{ id: string }>(
        sql`insert into campaign_updates (campaign_id, author_id, body_html) values (${c.id}, ${owner.id}, ${`<p>${text}</p>`}) returning id`,
      )
    ).rows[0]!.id,
  );
const tokenOf = (m: { links: string[] }) => new URL(m.links.find((l) => l.includes('/unsubscribe/'))!).pathname.split('/').pop()!;

beforeAll(async () => {
  t = await buildTestApp();
  const o = await createUser(t.ctx.db, { firstName: 'Ada' });
  owner = { id: o.id, token: await tokenFor(t.ctx.db, o.id) };
  const s = await createUser(t.ctx.db);
  stranger = { id: s.id, token: await tokenFor(t.ctx.db, s.id) };
  adminToken = await tokenFor(t.ctx.db, (await createUser(t.ctx.db, { role: 'admin' })).id);
  const c = await liveCampaign(t, owner.id, 1_000_000, { title: 'Water for Ikorodu' });
  campaign = { id: c.id, publicId: c.publicId, title: c.title };
  const c2 = await liveCampaign(t, owner.id, 1_000_000, { title: 'Books for Ilorin' });
  other = { id: c2.id, publicId: c2.publicId };
  // Two gifts from one address (different case), one anonymous gift, one gift never paid.
  await give(t, campaign.publicId, 2000, { body: { email: 'ngozi@example.ng' } });
  await give(t, campaign.publicId, 3000, { body: { email: 'Ngozi@Example.ng' } });
  await give(t, campaign.publicId, 2500, { body: { email: 'quiet@example.ng', anonymous: true } });
  await donate(t, guest(campaign.publicId, 4000, { email: 'unpaid@example.ng' }));
  await give(t, other.publicId, 2000, { body: { email: 'ngozi@example.ng' } });
});
afterAll(() => t.close());

describe('posting an update', () => {
  it('is the owner’s alone: signed out 102, someone else 103, a campaign awaiting verification 104 to others', async () => {
    const body = { campaign: campaign.publicId, text: '<p>We started digging.</p>' };
    expect((await call(t, 'POST', '/api/v1/updates', { body })).body.status.code).toBe(102);
    expect((await post(body, stranger.token)).body.status.code).toBe(103);
    const awaiting = await createCampaign(t.ctx.db, owner.id, { status: 0, submittedAt: new Date() });
    expect((await post({ ...body, campaign: awaiting.publicId }, stranger.token)).body.status.code).toBe(104);
    const own = await post({ ...body, campaign: awaiting.publicId });
    expect(own.body.status.code).toBe(105);
    expect(own.body.status.desc).toBe('Updates can be posted while the campaign is live, closed for donations or closed');
    const { rows } = await t.ctx.db.execute(sql`select 1 from campaign_updates`);
    expect(rows).toHaveLength(0);
  });

  it('refuses an empty or too long update with a clear 101, and strips hostile HTML', async () => {
    const empty = await post({ campaign: campaign.publicId, text: '<p> <script>alert(1)</script></p>' });
    expect(empty.body.status.code).toBe(101);
    expect(empty.body.entity?.errors?.text ?? JSON.stringify(empty.body)).toContain('Write your update');
    const long = await post({ campaign: campaign.publicId, text: `<p>${'a'.repeat(5001)}</p>` });
    expect(long.body.status.code).toBe(101);
    expect(JSON.stringify(long.body)).toContain('An update is at most 5,000 characters');
    const notOurs = await post({ campaign: campaign.publicId, text: '<p>Look</p>', images: ['https://evil.example/x.jpg'] });
    expect(notOurs.body.status.code).toBe(101);
    const { rows } = await t.ctx.db.execute(sql`select 1 from campaign_updates`);
    expect(rows).toHaveLength(0);

    const ok = await post({
      campaign: campaign.publicId,
      text: '<p onclick="steal()">The borehole is <b>half</b> dug.<img src=x onerror=alert(1)><script>alert(1)</script></p><iframe src="https://evil.example"></iframe>',
    });
    expect(ok.body.status.code).toBe(100);
    expect(ok.body.entity.text).toBe('<p>The borehole is <strong>half</strong> dug.</p>');
  });

  it('takes up to two pictures uploaded for it', async () => {
    const { png } = await import('../media/media.fixtures.ts');
    const { multipart } = await import('../../test/multipart.ts');
    const m = await multipart(await png(), { filename: 'well.png' });
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/v1/updates/image?campaign=${campaign.publicId}`,
      headers: { ...m.headers, authorization: `Bearer ${owner.token}` },
      payload: m.payload,
    });
    const url = up.json().entity.url as string;
    expect(url).toMatch(/\/updates\/[a-z0-9]+\.(jpg|png|webp)$/);
    const three = await post({ campaign: campaign.publicId, text: 'Pictures', images: [url, url, url] });
    expect(three.body.status.code).toBe(101);
    const two = await post({ campaign: campaign.publicId, text: 'Pictures of the well', images: [url] });
    expect(two.body.status.code).toBe(100);
    expect(two.body.entity.images).toEqual([url]);
  });
});

describe('the e-mails', () => {
  it('go to every donor address once, anonymous ones included, never to an unpaid one, with one-click unsubscribe headers', async () => {
    await t.ctx.jobs.drain();
    const ngozi = await mailsTo('ngozi@example.ng', /^Update: Water for Ikorodu$/);
    const quiet = await mailsTo('quiet@example.ng', /^Update: Water for Ikorodu$/);
    // Two updates posted above, each once to each address.
    expect(ngozi).toHaveLength(2);
    expect(quiet).toHaveLength(2);
    expect(await mailsTo('Ngozi@Example.ng')).toHaveLength(0);
    expect(await mailsTo('unpaid@example.ng', /Update/)).toHaveLength(0);
    const m = ngozi[0]!;
    const token = tokenOf(m);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(m.bodyText).toContain(`/unsubscribe/${token}`);
    expect(m.headers['List-Unsubscribe']).toBe(`<${t.ctx.config.publicUrl}/api/v1/unsubscribe/${token}>`);
    expect(m.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // Each mail its own token; only hashes are stored.
    expect(tokenOf(ngozi[1]!)).not.toBe(token);
    const stored = await t.ctx.db.execute(sql`select 1 from update_mails where encode(token_hash, 'escape') like ${'%' + token + '%'}`);
    expect(stored.rows).toHaveLength(0);
  });

  it('are written exactly once per update and address, however often the job runs and in whatever batch size', async () => {
    const [u] = (await t.ctx.db.execute<{ id: string }>(sql`select id from campaign_updates order by id limit 1`)).rows;
    expect(await mailUpdate(t.ctx, Number(u!.id), 1)).toBe(0);
    const res = await post({ campaign: campaign.publicId, text: 'Third update, in batches of one' });
    expect(await mailUpdate(t.ctx, res.body.entity._id, 1)).toBe(2);
    await t.ctx.jobs.drain();
    expect(await mailUpdate(t.ctx, res.body.entity._id)).toBe(0);
    expect(await mailsTo('ngozi@example.ng', /^Update: Water/)).toHaveLength(3);
    expect(await mailsTo('quiet@example.ng', /^Update: Water/)).toHaveLength(3);
  });
});

describe('one-click unsubscribe', () => {
  it('stops that address’s updates of that campaign only, without signing in; idempotent, undoable', async () => {
    const [m] = await mailsTo('ngozi@example.ng', /^Update: Water/);
    const token = tokenOf(m!);
    const seen = await call(t, 'GET', `/api/v1/unsubscribe/${token}`);
    expect(seen.body.entity).toEqual({ campaign: { campaign_id: campaign.publicId, title: campaign.title }, unsubscribed: false });
    expect(JSON.stringify(seen.body)).not.toContain('ngozi');
    // What a mail client sends (RFC 8058): a form POST with no cookie or token.
    const oneClick = await call(t, 'POST', `/api/v1/unsubscribe/${token}`, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.body.status.code).toBe(100);
    expect(oneClick.body.entity.unsubscribed).toBe(true);
    expect((await call(t, 'POST', `/api/v1/unsubscribe/${token}`)).body.entity.unsubscribed).toBe(true);

    await post({ campaign: campaign.publicId, text: 'Fourth update' });
    await post({ campaign: other.publicId, text: 'News about the books' });
    await t.ctx.jobs.drain();
    expect(await mailsTo('ngozi@example.ng', /^Update: Water/)).toHaveLength(3);
    expect(await mailsTo('quiet@example.ng', /^Update: Water/)).toHaveLength(4);
    // The other campaign's updates still come.
    expect(await mailsTo('ngozi@example.ng', /^Update: Books for Ilorin$/)).toHaveLength(1);

    const undo = await call(t, 'DELETE', `/api/v1/unsubscribe/${token}`);
    expect(undo.body.entity.unsubscribed).toBe(false);
    // Ten posts an hour are the owner's allowance (like other stored text): this one is refused, nothing stored.
    const limited = await post({ campaign: campaign.publicId, text: 'Fifth update' });
    expect(limited.body.status.code).toBe(Code.TOO_MANY_REQUESTS);
    await mailUpdate(t.ctx, await stored('Fifth update'));
    expect(await mailsTo('ngozi@example.ng', /^Update: Water/)).toHaveLength(4);
  });

  it('answers 104 to an unknown or garbage token and changes nothing', async () => {
    const before = (await t.ctx.db.execute(sql`select count(*)::int as n from update_unsubscribes`)).rows[0];
    for (const token of ['A'.repeat(32), 'not-a-token', '%00', "x' or 1=1 --"]) {
      const r = await call(t, 'POST', `/api/v1/unsubscribe/${encodeURIComponent(token)}`);
      expect(r.body.status.code).toBe(104);
      expect(r.body.status.desc).toBe('This unsubscribe link is not valid');
    }
    expect((await t.ctx.db.execute(sql`select count(*)::int as n from update_unsubscribes`)).rows[0]).toEqual(before);
  });
});

describe('the campaign page’s list', () => {
  it('shows updates newest first, 10 a page, and the owner or an admin may delete one', async () => {
    for (let i = 0; i < 6; i++) await stored(`Batch ${i}`);
    const page1 = await call(t, 'GET', `/api/v1/updates/${campaign.publicId}`);
    expect(page1.body.entity.total_records).toBe(11);
    expect(page1.body.entity.total_pages).toBe(2);
    expect(page1.body.entity.transactions).toHaveLength(10);
    expect(page1.body.entity.transactions[0].text).toBe('<p>Batch 5</p>');
    expect(page1.body.entity.can_post).toBe(false);
    const mine = await call(t, 'GET', `/api/v1/updates/${campaign.publicId}?page=2`, { token: owner.token });
    expect(mine.body.entity.transactions).toHaveLength(1);
    expect(mine.body.entity.can_post).toBe(true);

    const id = page1.body.entity.transactions[0]._id;
    expect((await call(t, 'DELETE', `/api/v1/update/${id}`, { token: stranger.token })).body.status.code).toBe(103);
    expect((await call(t, 'DELETE', `/api/v1/update/${id}`, { token: adminToken })).body.status.code).toBe(100);
    expect((await call(t, 'DELETE', `/api/v1/update/${id}`, { token: owner.token })).body.status.code).toBe(104);
    const after = await call(t, 'GET', `/api/v1/updates/${campaign.publicId}`);
    expect(after.body.entity.total_records).toBe(10);
  });
});

describe('the thank-you at closing', () => {
  it('is mailed to the donors the same way, in each donor’s language, with its pictures, and shows among the updates', async () => {
    // a guest donor who gave in Yorùbá reads the lines around the campaigner's words in Yorùbá
    await give(t, other.publicId, 2000, { body: { email: 'bola@example.ng' } });
    await t.ctx.db.execute(sql`update donations set language = 'yo' where email = 'bola@example.ng'`);
    await move(t, other.id, 3, owner.id);
    await t.ctx.db.execute(
      sql`update campaigns set message_image1_key = 'campaigns/thanks1aa.jpg', message_image2_key = 'campaigns/thanks2aa.jpg' where id = ${other.id}`,
    );
    const closed = await call(t, 'POST', `/api/v1/campaign/closecampaign/${other.publicId}`, {
      token: owner.token,
      body: { message: 'We bought 300 books.\n\nThank you <all>!' },
    });
    expect(closed.body.status.code).toBe(100);
    await t.ctx.jobs.drain();
    const thanks = await mailsTo('ngozi@example.ng', /^A thank-you from Books for Ilorin$/);
    expect(thanks).toHaveLength(1);
    expect(thanks[0]!.bodyText).toContain('We bought 300 books.');
    expect(thanks[0]!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // the two pictures the campaign was closed with go with the words
    expect(thanks[0]!.bodyText).toMatch(/thanks1aa\.jpg[\s\S]*thanks2aa\.jpg/);
    expect(await mailsTo('bola@example.ng', /^A thank-you from/)).toEqual([]);
    const yoruba = await mailsTo('bola@example.ng', /^Ọ̀rọ̀ ìdúpẹ́ láti Books for Ilorin$/);
    expect(yoruba).toHaveLength(1);
    expect(yoruba[0]!.bodyText).toContain('We bought 300 books.');
    const list = await call(t, 'GET', `/api/v1/updates/${other.publicId}`);
    expect(list.body.entity.transactions[0]).toMatchObject({
      kind: 'thank_you',
      text: '<p>We bought 300 books.</p><p>Thank you &lt;all&gt;!</p>',
    });
    expect(list.body.entity.transactions[0].images).toEqual([
      expect.stringMatching(/thanks1aa\.jpg$/),
      expect.stringMatching(/thanks2aa\.jpg$/),
    ]);
  });
});

describe('unsubscribe links: bound and rotatable (issue 23)', () => {
  const unsubscribed = async () =>
    (
      await t.ctx.db.execute<{ campaign_id: string; email: string }>(
        sql`select campaign_id::text, email from update_unsubscribes order by campaign_id, email`,
      )
    ).rows;
  const latestToken = async (to: string, subject: RegExp) => tokenOf((await mailsTo(to, subject))[0]!);

  it('a link does its one thing for its own address and campaign; rotating an address retires all its links, the next mail’s works', async () => {
    await mailUpdate(t.ctx, await stored('Before the rotation'));
    await mailUpdate(t.ctx, await stored('Books before the rotation', { ...other, title: 'Books for Ilorin' }));
    const water = await latestToken('ngozi@example.ng', /^Update: Water/);
    const books = await latestToken('ngozi@example.ng', /^Update: Books/);
    const quiet = await latestToken('quiet@example.ng', /^Update: Water/);
    // Bound: Ngozi's Water link names Water and stops Water's updates to Ngozi, nothing else.
    const before = await unsubscribed();
    expect((await call(t, 'GET', `/api/v1/unsubscribe/${water}`)).body.entity.campaign.campaign_id).toBe(campaign.publicId);
    expect((await call(t, 'POST', `/api/v1/unsubscribe/${water}`)).body.entity.unsubscribed).toBe(true);
    const after = await unsubscribed();
    expect(after.filter((r) => !before.some((b) => b.campaign_id === r.campaign_id && b.email === r.email))).toEqual([
      { campaign_id: String(campaign.id), email: 'ngozi@example.ng' },
    ]);
    expect(after).toHaveLength(before.length + 1);
    expect((await call(t, 'DELETE', `/api/v1/unsubscribe/${water}`)).body.entity.unsubscribed).toBe(false);
    expect(await unsubscribed()).toEqual(before);

    // Rotated (however the address is written): every link mailed to it so far is 104 and changes nothing.
    await rotateUnsubscribeLinks(t.ctx.db, ' Ngozi@Example.NG ');
    for (const token of [water, books])
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const r = await call(t, method, `/api/v1/unsubscribe/${token}`);
        expect([method, r.body.status.code, r.body.status.desc]).toEqual([method, 104, 'This unsubscribe link is not valid']);
      }
    expect(await unsubscribed()).toEqual(before);
    // Another address's links still work.
    expect((await call(t, 'GET', `/api/v1/unsubscribe/${quiet}`)).body.status.code).toBe(100);

    // The next update mailed to the address carries a new link that works.
    await mailUpdate(t.ctx, await stored('After the rotation'));
    const fresh = await latestToken('ngozi@example.ng', /^Update: Water/);
    expect(fresh).not.toBe(water);
    expect((await call(t, 'GET', `/api/v1/unsubscribe/${fresh}`)).body.entity).toEqual({
      campaign: { campaign_id: campaign.publicId, title: campaign.title },
      unsubscribed: false,
    });
    // Rotated again: that one goes too.
    await rotateUnsubscribeLinks(t.ctx.db, 'ngozi@example.ng');
    expect((await call(t, 'POST', `/api/v1/unsubscribe/${fresh}`)).body.status.code).toBe(104);
  });

  it('an account reclaimed by its address’s owner retires the links mailed to that address', async () => {
    const u = await createUser(t.ctx.db, { email: 'reclaimed@example.ng' });
    await give(t, campaign.publicId, 2000, { body: { email: 'reclaimed@example.ng' } });
    await mailUpdate(t.ctx, await stored('Before the reclaim'));
    const token = await latestToken('reclaimed@example.ng', /^Update: Water/);
    expect((await call(t, 'GET', `/api/v1/unsubscribe/${token}`)).body.status.code).toBe(100);
    await t.ctx.db.transaction((tx) => emit(tx, 'account.reclaimed', { userId: u.id }));
    expect((await call(t, 'GET', `/api/v1/unsubscribe/${token}`)).body.status.code).toBe(104);
  });
});
