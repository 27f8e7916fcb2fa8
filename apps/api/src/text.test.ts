import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from './test/build-app.ts';
import { createCampaign, createUser, DEFAULT_PASSWORD, tokenFor } from './test/factories.ts';
import { rewards } from './db/schema.ts';
import { call, give, liveCampaign } from './modules/payments/testing.ts';

/**
 * Text that is not what it looks like (issue 23, findings 5 and 6), through the routes that took it:
 * a lone surrogate (half of a UTF-16 pair, which PostgreSQL cannot store) is a 101 naming the field
 * with nothing stored, on every route (http/nul-guard.ts); direction and zero-width controls leave
 * every single-line field, and the direction overrides every multi-line one, before it is stored
 * (`cleanText`, packages/shared/src/checks.ts).
 */
let t: TestApp;
let owner: { id: number; token: string };
let adminToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  const o = await createUser(t.ctx.db, { firstName: 'Ada' });
  owner = { id: o.id, token: await tokenFor(t.ctx.db, o.id) };
  adminToken = await tokenFor(t.ctx.db, (await createUser(t.ctx.db, { role: 'admin' })).id);
});
afterAll(() => t.close());

const NOT_ALLOWED = 'This value contains characters that are not allowed';
const refusal = (field: string) => ({
  status: { code: 101, desc: 'Some of your inputs are not valid' },
  entity: { errors: { [field]: NOT_ALLOWED } },
});
const donationIdOf = async (ref: string) =>
  Number((await t.ctx.db.execute<{ id: string }>(sql`select id from donations where reference = ${ref}`)).rows[0]!.id);

describe('a lone surrogate', () => {
  it('in PUT /account/email is a 101 naming the field, and no change is started', async () => {
    const u = await createUser(t.ctx.db);
    const token = await tokenFor(t.ctx.db, u.id);
    for (const email of ['a\ud800@example.ng', 'a\udfff@example.ng', 'ok@example.ng\ud83d']) {
      const res = await call(t, 'PUT', '/api/v1/account/email', { token, body: { email, password: DEFAULT_PASSWORD } });
      expect([res.statusCode, res.body]).toEqual([422, refusal('email')]);
    }
    const [row] = (
      await t.ctx.db.execute<{ n: number }>(
        sql`select count(*)::int as n from account_tokens where user_id = ${u.id} and purpose = 'change_email'`,
      )
    ).rows;
    expect(row!.n).toBe(0);
    // A whole pair (an emoji) is text like any other: it gets the e-mail rule's own answer.
    const pair = await call(t, 'PUT', '/api/v1/account/email', {
      token,
      body: { email: 'a\ud83d\ude00@example.ng', password: DEFAULT_PASSWORD },
    });
    expect(pair.body.status.code).toBe(100);
  });

  it("in an admin's hide, dismiss or suspend reason is a 101 naming the field, and nothing changes", async () => {
    const c = await liveCampaign(t, owner.id, 1_000_000);
    const { ref } = await give(t, c.publicId, 2000, { body: { comment: 'God bless', email: 'kind@example.ng' } });
    const id = await donationIdOf(ref);
    for (const action of ['hide', 'dismiss']) {
      const res = await call(t, 'POST', `/api/v1/admin/comments/${id}/moderate`, {
        token: adminToken,
        body: { action, reason: 'Spam \ud800 here' },
      });
      expect([res.statusCode, res.body]).toEqual([422, refusal('reason')]);
    }
    const suspend = await call(t, 'POST', `/api/v1/admin/campaigns/${c.publicId}/suspend`, {
      token: adminToken,
      body: { reason: '\udc00 fraud' },
    });
    expect([suspend.statusCode, suspend.body]).toEqual([422, refusal('reason')]);
    const [d] = (
      await t.ctx.db.execute<{ hidden: string | null }>(
        sql`select m.hidden_at as hidden from donations d left join comment_moderation m on m.donation_id = d.id where d.id = ${id}`,
      )
    ).rows;
    expect(d!.hidden).toBeNull();
    const [camp] = (await t.ctx.db.execute<{ suspended_at: string | null }>(sql`select suspended_at from campaigns where id = ${c.id}`))
      .rows;
    expect(camp!.suspended_at).toBeNull();
  });

  it('in a nested field, a key or a query parameter names where it is', async () => {
    const res = await call(t, 'POST', '/api/v1/campaigns', {
      token: owner.token,
      body: { title: 'A title', rewards: [{ reward: 'A mug \ud800' }] },
    });
    expect(res.body).toEqual(refusal('rewards.0.reward'));
    // A query string cannot carry one (its bytes are UTF-8, a lone half decodes to U+FFFD), but a key can come as JSON.
    const key = await call(t, 'POST', '/api/v1/campaigns', { token: owner.token, body: { ['x\ud800']: 1 } });
    expect(key.body).toEqual(refusal('_form'));
  });
});

describe('direction and zero-width controls', () => {
  it("leave a guest donor's names and delivery details, and the comment's direction overrides, before they are stored and shown", async () => {
    const c = await createCampaign(t.ctx.db, owner.id, { goalKobo: 100_000_000, status: 1, verifiedAt: new Date(), type: 'Reward based' });
    const [shirt] = await t.ctx.db
      .insert(rewards)
      .values({ campaignId: c.id, donationKobo: 100_000, rewardType: 'Material', reward: 'A branded T-shirt' })
      .returning({ id: rewards.id });
    const { ref, verify } = await give(t, c.publicId, 2000, {
      body: {
        firstname: 'Evil\u202Egnp.exe\u200B',
        lastname: '\u2066Obi\u2069\uFEFF',
        email: 'evil\u200B@example.ng',
        comment: 'Good \u202Eluck\u202C to you \u{1F469}\u200D\u{1F469}\u200D\u{1F467}',
        reward: shirt!.id,
        delivery_name: 'Ngozi\u202E Okeke',
        delivery_phone: '0803\u200B 123 4567',
        delivery_address: '14 Ogui\u2067 Road, Enugu\u200F',
      },
    });
    expect(verify.body.status.code).toBe(100);
    const list = (await call(t, 'GET', `/api/v1/donations/${c.publicId}?comments=1`)).body.entity.transactions as {
      first_name: string;
      last_name: string;
      comment: string;
    }[];
    expect(list).toHaveLength(1);
    // The family emoji keeps its zero-width joiners: a comment is running text.
    expect(list[0]).toMatchObject({
      first_name: 'Evilgnp.exe',
      last_name: 'Obi',
      comment: 'Good luck to you \u{1F469}\u200D\u{1F469}\u200D\u{1F467}',
    });
    const [row] = (
      await t.ctx.db.execute<Record<string, string>>(sql`
        select d.first_name, d.last_name, d.email, d.comment, r.delivery_name, r.delivery_phone, r.delivery_address
        from donations d join donation_rewards r on r.donation_id = d.id where d.reference = ${ref}`)
    ).rows;
    expect(row).toEqual({
      first_name: 'Evilgnp.exe',
      last_name: 'Obi',
      email: 'evil@example.ng',
      comment: 'Good luck to you \u{1F469}\u200D\u{1F469}\u200D\u{1F467}',
      delivery_name: 'Ngozi Okeke',
      delivery_phone: '+2348031234567',
      delivery_address: '14 Ogui Road, Enugu',
    });
  });

  it("leave the owner's reply to a comment", async () => {
    const c = await liveCampaign(t, owner.id, 1_000_000);
    const { ref } = await give(t, c.publicId, 2000, { body: { comment: 'God bless', email: 'kind@example.ng' } });
    const id = await donationIdOf(ref);
    const res = await call(t, 'POST', `/api/v1/comments/${id}/reply`, {
      token: owner.token,
      body: { reply: 'Thank \u202Euoy\u202C \u2066so\u2069 much' },
    });
    expect(res.body.entity.reply).toMatchObject({ body: 'Thank uoy so much' });
    const [row] = (await t.ctx.db.execute<{ body: string }>(sql`select body from comment_replies where donation_id = ${id}`)).rows;
    expect(row!.body).toBe('Thank uoy so much');
  });
});
