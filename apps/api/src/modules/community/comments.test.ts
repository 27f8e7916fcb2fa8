import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createUser, tokenFor } from '../../test/factories.ts';
import { call, give, liveCampaign, mails } from '../payments/testing.ts';

/**
 * Words of support (issue 14): the owner replies once under a comment, anyone reports one, an
 * administrator hides it (audited) and it disappears from every public list; the donation stays.
 */
let t: TestApp;
let owner: { id: number; token: string };
let stranger: { id: number; token: string };
let adminToken: string;
let campaign: { id: number; publicId: string };

beforeAll(async () => {
  t = await buildTestApp();
  const o = await createUser(t.ctx.db, { firstName: 'Ada' });
  owner = { id: o.id, token: await tokenFor(t.ctx.db, o.id) };
  const s = await createUser(t.ctx.db);
  stranger = { id: s.id, token: await tokenFor(t.ctx.db, s.id) };
  adminToken = await tokenFor(t.ctx.db, (await createUser(t.ctx.db, { role: 'admin' })).id);
  campaign = await liveCampaign(t, owner.id, 1_000_000);
});
afterAll(() => t.close());

async function commented(comment: string, o: Record<string, unknown> = {}) {
  const { ref } = await give(t, campaign.publicId, 2000, { body: { comment, email: 'kind@example.ng', ...o } });
  const [{ id }] = (await t.ctx.db.execute<{ id: string }>(sql`select id from donations where reference = ${ref}`)).rows as [
    { id: string },
  ];
  return Number(id);
}
const comments = async () =>
  (await call(t, 'GET', `/api/v1/donations/${campaign.publicId}?comments=1`)).body.entity.transactions as {
    _id: number;
    comment: string;
    reply: { body: string } | null;
  }[];

describe("the owner's reply", () => {
  it('shows under the comment; the donor is told by e-mail; a second reply is refused', async () => {
    const id = await commented('Praying for a quick recovery');
    const res = await call(t, 'POST', `/api/v1/comments/${id}/reply`, { token: owner.token, body: { reply: ' Thank you so much! ' } });
    expect(res.body.status).toEqual({ code: 100, desc: 'Your reply is posted' });
    expect(res.body.entity.reply).toMatchObject({ body: 'Thank you so much!' });
    expect((await comments()).find((c) => c._id === id)!.reply).toMatchObject({ body: 'Thank you so much!' });
    expect((await mails(t, 'kind@example.ng')).some((m) => m.subject?.includes('replied to your comment'))).toBe(true);
    const again = await call(t, 'POST', `/api/v1/comments/${id}/reply`, { token: owner.token, body: { reply: 'And again' } });
    expect(again.body.status).toEqual({ code: 105, desc: 'You have already replied to this comment' });
    expect((await comments()).find((c) => c._id === id)!.reply!.body).toBe('Thank you so much!');
  });

  it('is refused to anyone but the owner, for an empty or too long reply, and where there is no comment', async () => {
    const id = await commented('God bless');
    expect((await call(t, 'POST', `/api/v1/comments/${id}/reply`, { token: stranger.token, body: { reply: 'Hi' } })).body.status.code).toBe(
      103,
    );
    expect((await call(t, 'POST', `/api/v1/comments/${id}/reply`, { body: { reply: 'Hi' } })).body.status.code).toBe(102);
    const empty = await call(t, 'POST', `/api/v1/comments/${id}/reply`, { token: owner.token, body: { reply: '   ' } });
    expect(empty.body.entity.errors).toEqual({ reply: "Reply can't be empty" });
    const long = await call(t, 'POST', `/api/v1/comments/${id}/reply`, { token: owner.token, body: { reply: 'x'.repeat(241) } });
    expect(long.body.status.code).toBe(101);
    const silent = await commented('');
    expect(
      (await call(t, 'POST', `/api/v1/comments/${silent}/reply`, { token: owner.token, body: { reply: 'Hi' } })).body.status.code,
    ).toBe(104);
    expect((await call(t, 'POST', '/api/v1/comments/99999999/reply', { token: owner.token, body: { reply: 'Hi' } })).body.status.code).toBe(
      104,
    );
    expect(
      Number(
        (await t.ctx.db.execute<{ n: string }>(sql`select count(*) as n from comment_replies where donation_id in (${id}, ${silent})`))
          .rows[0]!.n,
      ),
    ).toBe(0);
  });

  it('keeps markup as text: a reply is plain text, shown as typed', async () => {
    const id = await commented('Stay strong');
    await call(t, 'POST', `/api/v1/comments/${id}/reply`, { token: owner.token, body: { reply: '<img src=x onerror=alert(1)>Thanks' } });
    expect((await comments()).find((c) => c._id === id)!.reply!.body).toBe('<img src=x onerror=alert(1)>Thanks');
  });
});

describe('reports and moderation', () => {
  it('anyone reports once; an admin sees it, hides it with a reason (audited); it leaves the public lists, the donation stays', async () => {
    const id = await commented('Buy cheap followers at spam.example');
    const anon = await call(t, 'POST', `/api/v1/comments/${id}/report`, { body: { message: 'Spam' } });
    expect(anon.body.status).toEqual({ code: 100, desc: 'Thank you. Our team will review this comment.' });
    expect((await call(t, 'POST', `/api/v1/comments/${id}/report`, { token: stranger.token, body: {} })).body.status.code).toBe(100);
    const twice = await call(t, 'POST', `/api/v1/comments/${id}/report`, { token: stranger.token, body: {} });
    expect(twice.body.status).toEqual({ code: 105, desc: 'You have already reported this comment. Our team is reviewing it.' });

    const listed = await call(t, 'GET', '/api/v1/admin/comments', { token: adminToken });
    const item = listed.body.entity.transactions.find((c: { donation_id: number }) => c.donation_id === id);
    expect(item).toMatchObject({ comment: 'Buy cheap followers at spam.example', open_reports: 2, donor: { email: 'kind@example.ng' } });
    expect((await call(t, 'GET', '/api/v1/admin/comments', { token: stranger.token })).body.status.code).toBe(103);

    const noReason = await call(t, 'POST', `/api/v1/admin/comments/${id}/moderate`, { token: adminToken, body: { action: 'hide' } });
    expect(noReason.body.entity.errors).toEqual({ reason: 'Say why the comment is hidden' });
    const hidden = await call(t, 'POST', `/api/v1/admin/comments/${id}/moderate`, {
      token: adminToken,
      body: { action: 'hide', reason: 'Advertising' },
    });
    expect(hidden.body.entity).toEqual({ donation_id: id, hidden: true, open_reports: 0 });
    expect((await comments()).map((c) => c._id)).not.toContain(id);
    const all = (await call(t, 'GET', `/api/v1/donations/${campaign.publicId}?per_page=50`)).body.entity.transactions;
    expect(all.find((d: { _id: number }) => d._id === id)).toMatchObject({ comment: null, amount: 2000 });
    expect((await call(t, 'POST', `/api/v1/comments/${id}/reply`, { token: owner.token, body: { reply: 'x' } })).body.status.code).toBe(
      104,
    );
    expect((await call(t, 'POST', `/api/v1/comments/${id}/report`, { body: {} })).body.status.code).toBe(104);
    const hiddenList = (await call(t, 'GET', '/api/v1/admin/comments?status=hidden', { token: adminToken })).body.entity.transactions;
    expect(hiddenList.find((c: { donation_id: number }) => c.donation_id === id)).toMatchObject({ hidden_reason: 'Advertising' });

    const shown = await call(t, 'POST', `/api/v1/admin/comments/${id}/moderate`, { token: adminToken, body: { action: 'show' } });
    expect(shown.body.entity.hidden).toBe(false);
    expect((await comments()).map((c) => c._id)).toContain(id);
    const actions = (
      await t.ctx.db.execute<{ action: string }>(sql`select action from audit_log where data->>'donation_id' = ${String(id)} order by id`)
    ).rows.map((r) => r.action);
    expect(actions).toEqual(['comment.reported', 'comment.reported', 'comment.hidden', 'comment.shown']);
  });

  it('dismissing the reports keeps the comment', async () => {
    const id = await commented('Well done');
    await call(t, 'POST', `/api/v1/comments/${id}/report`, { token: stranger.token, body: { message: 'I do not like it' } });
    const res = await call(t, 'POST', `/api/v1/admin/comments/${id}/moderate`, { token: adminToken, body: { action: 'dismiss' } });
    expect(res.body.entity).toEqual({ donation_id: id, hidden: false, open_reports: 0 });
    expect((await comments()).map((c) => c._id)).toContain(id);
    expect(
      (await call(t, 'POST', `/api/v1/admin/comments/${id}/moderate`, { token: adminToken, body: { action: 'erase' } })).body.status.code,
    ).toBe(101);
  });
});
