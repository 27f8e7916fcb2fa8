import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createUser, tokenFor } from '../../../test/factories.ts';
import { rewards } from '../../../db/schema.ts';
import { CARD, call, donate, give, guest, liveCampaign } from '../testing.ts';

let t: TestApp;
let c: { id: number; publicId: string; title: string };
let ada: { id: number; token: string };
let bola: { id: number; token: string };
let adminToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await createUser(t.ctx.db);
  c = await liveCampaign(t, owner.id, 10_000_000, { type: 'Reward based' });
  const [card, shirt] = await t.ctx.db
    .insert(rewards)
    .values([
      { campaignId: c.id, donationKobo: 100_000, rewardType: 'Non-material', reward: 'A thank-you card' },
      { campaignId: c.id, donationKobo: 500_000, rewardType: 'Material', reward: 'A branded T-shirt' },
    ])
    .returning({ id: rewards.id });
  const a = await createUser(t.ctx.db, { firstName: 'Ada', lastName: 'Obi' });
  ada = { id: a.id, token: await tokenFor(t.ctx.db, a.id) };
  const b = await createUser(t.ctx.db, { firstName: 'Bola', lastName: 'Ade' });
  bola = { id: b.id, token: await tokenFor(t.ctx.db, b.id) };
  const admin = await createUser(t.ctx.db, { role: 'admin' });
  adminToken = await tokenFor(t.ctx.db, admin.id);

  await give(t, c.publicId, 1500, { body: { firstname: 'Emeka', lastname: 'Nwosu', comment: 'Stay strong' } });
  const delivery = { delivery_name: 'Ada Obi', delivery_phone: '0803 123 4567', delivery_address: '12 Allen Avenue, Ikeja, Lagos' };
  await give(t, c.publicId, 6000, { token: ada.token, body: { comment: 'From the Obi family', reward: shirt!.id, ...delivery } });
  await give(t, c.publicId, 700, { token: ada.token });
  await give(t, c.publicId, 2500, { token: bola.token, body: { anonymous: true, comment: 'Quietly cheering', reward: card!.id } });
  await give(t, c.publicId, 900, {
    body: { anonymous: true, firstname: '', lastname: '', mobile: '', email: 'secret@example.ng', comment: '' },
  });
  await give(t, c.publicId, 4000, { card: CARD.declined, body: { firstname: 'Failed', lastname: 'Card' } });
  await donate(t, guest(c.publicId, 3000, { firstname: 'Never', lastname: 'Paid' }));
});
afterAll(() => t.close());

describe("a campaign's donations (GET /donations/{campaignId})", () => {
  it('lists confirmed donations only, newest first, with anonymous donors hidden', async () => {
    const res = await call(t, 'GET', `/api/v1/donations/${c.publicId}`);
    expect(res.body.status.code).toBe(100);
    const e = res.body.entity;
    expect(e).toMatchObject({ total_records: 5, total_pages: 1, current_page: 1 });
    expect(
      e.transactions.map((d: { first_name: string; last_name: string; amount: number }) => [d.first_name, d.last_name, d.amount]),
    ).toEqual([
      ['Anonymous', '', 900],
      ['Anonymous', '', 2500],
      ['Ada', 'Obi', 700],
      ['Ada', 'Obi', 6000],
      ['Emeka', 'Nwosu', 1500],
    ]);
    expect(e.transactions[0]).toEqual({
      _id: expect.any(Number),
      first_name: 'Anonymous',
      last_name: '',
      anonymous: true,
      amount: 900,
      comment: null,
      created: expect.stringMatching(/Z$/),
      reply: null,
      // Not a transfer into the campaign's permanent account (decision 093).
      transfer: false,
    });
    expect(JSON.stringify(e)).not.toMatch(/Bola|secret@example|Failed|Never/);
  });

  it('pages', async () => {
    const p1 = await call(t, 'GET', `/api/v1/donations/${c.publicId}?page=1&per_page=2`);
    const p3 = await call(t, 'GET', `/api/v1/donations/${c.publicId}?page=3&per_page=2`);
    expect(p1.body.entity).toMatchObject({ total_pages: 3, current_page: 1 });
    expect(p1.body.entity.transactions).toHaveLength(2);
    expect(p3.body.entity.transactions).toHaveLength(1);
    expect((await call(t, 'GET', `/api/v1/donations/${c.publicId}?per_page=500`)).body.status.code).toBe(101);
    expect((await call(t, 'GET', `/api/v1/donations/${c.publicId}?page=0`)).body.status.code).toBe(101);
  });

  it('lists the comments for the Comments tab', async () => {
    const res = await call(t, 'GET', `/api/v1/donations/${c.publicId}?comments=1`);
    expect(res.body.entity.transactions.map((d: { first_name: string; comment: string }) => [d.first_name, d.comment])).toEqual([
      ['Anonymous', 'Quietly cheering'],
      ['Ada', 'From the Obi family'],
      ['Emeka', 'Stay strong'],
    ]);
  });

  it('answers an unknown campaign with 104', async () => {
    expect((await call(t, 'GET', '/api/v1/donations/nosuchcampaign')).body.status.code).toBe(104);
  });

  it("takes the campaign's numeric _id as well as its public id (decision 008)", async () => {
    const byPublic = await call(t, 'GET', `/api/v1/donations/${c.publicId.toUpperCase()}`);
    const byId = await call(t, 'GET', `/api/v1/donations/${c.id}`);
    expect(byId.body.status.code).toBe(100);
    expect(byId.body.entity).toEqual(byPublic.body.entity);
    expect(byId.body.entity.total_records).toBe(5);
  });

  it.each(['987654321', 'x', 'ab-cd', 'a'.repeat(90), '1.5', '%20', 'abc%27%3B'])(
    'answers the id %s with not found, never a complaint about its shape',
    async (id) => {
      const res = await call(t, 'GET', `/api/v1/donations/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.body.status).toEqual({ code: 104, desc: 'Campaign not found' });
    },
  );
});

describe("the user's donations (GET /donations)", () => {
  it('needs a session', async () => {
    expect((await call(t, 'GET', '/api/v1/donations')).statusCode).toBe(401);
  });

  it("lists the signed-in user's confirmed donations, including anonymous ones, with totals", async () => {
    const res = await call(t, 'GET', '/api/v1/donations', { token: bola.token });
    expect(res.body.entity).toMatchObject({ total_records: 1, total_amount: 2500, total_count: 1 });
    // A list across campaigns names each donation's campaign (spec §3 "campaign.title").
    expect(res.body.entity.transactions[0]).toMatchObject({
      amount: 2500,
      anonymous: true,
      first_name: 'Bola',
      status: 'paid',
      refund: null,
    });
    expect(res.body.entity.transactions[0].campaign).toEqual({ campaign_id: c.publicId, title: c.title });
    const mine = await call(t, 'GET', '/api/v1/donations', { token: ada.token });
    expect(mine.body.entity).toMatchObject({ total_records: 2, total_amount: 6700 });
  });

  it('is empty for someone who has not given', async () => {
    const u = await createUser(t.ctx.db);
    const res = await call(t, 'GET', '/api/v1/donations', { token: await tokenFor(t.ctx.db, u.id) });
    expect(res.body.entity).toMatchObject({ transactions: [], total_records: 0, total_pages: 0, total_amount: 0 });
  });
});

describe("a user's rewards (GET /user/reward/{id})", () => {
  it('gives the reward each donation chose and where it stands, the rank and the total', async () => {
    const res = await call(t, 'GET', `/api/v1/user/reward/${ada.id}`, { token: ada.token });
    expect(res.body.status.code).toBe(100);
    expect(res.body.entity).toMatchObject({ total_rewards: 1, rank: 1, total_donors: 2 });
    expect(res.body.entity.rewards[0]).toMatchObject({
      donation: 6000,
      rewardType: 'Material',
      reward: 'A branded T-shirt',
      reward_donation: 5000,
      campaign: { campaign_id: c.publicId },
      status: 'to_send',
      sent_at: null,
    });
    // A donation that chose no reward (Ada's ₦700) earns none, though its amount reaches a tier.
    expect(res.body.entity.rewards).toHaveLength(1);
    const b = await call(t, 'GET', `/api/v1/user/reward/${bola.id}`, { token: bola.token });
    expect(b.body.entity).toMatchObject({ total_rewards: 1, rank: 2 });
    expect(b.body.entity.rewards[0]).toMatchObject({ donation: 2500, reward: 'A thank-you card', rewardType: 'Non-material' });
  });

  it('has no rank and no reward before a first donation', async () => {
    const u = await createUser(t.ctx.db);
    const res = await call(t, 'GET', `/api/v1/user/reward/${u.id}`, { token: await tokenFor(t.ctx.db, u.id) });
    expect(res.body.entity).toEqual({ rewards: [], total_rewards: 0, rank: null, total_donors: 2 });
  });

  it("is private: another user's rewards are refused, an admin may look", async () => {
    expect((await call(t, 'GET', `/api/v1/user/reward/${bola.id}`, { token: ada.token })).body.status.code).toBe(103);
    expect((await call(t, 'GET', `/api/v1/user/reward/${bola.id}`)).body.status.code).toBe(102);
    expect((await call(t, 'GET', `/api/v1/user/reward/${bola.id}`, { token: adminToken })).body.status.code).toBe(100);
    expect((await call(t, 'GET', '/api/v1/user/reward/abc', { token: ada.token })).body.status.code).toBe(101);
  });
});

describe('in production', () => {
  it('has no sandbox checkout, and starts no donation nobody could pay', async () => {
    const prod = await buildTestApp({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://ireti.test' } });
    try {
      const o = await createUser(prod.ctx.db);
      const live = await liveCampaign(prod, o.id);
      const d = await call(prod, 'POST', '/api/v1/donate', { body: guest(live.publicId, 500) });
      expect(d.body.status).toEqual({ code: 106, desc: 'Online payments are not available yet. Please try again later.' });
      const pay = await call(prod, 'POST', '/api/v1/dev/sandbox/pay', { body: { ref: 'IRT-ANYTHING', card: '4084084084084081' } });
      expect(pay.statusCode).toBe(404);
      expect(pay.body.status.code).toBe(104);
    } finally {
      await prod.close();
    }
  });
});

describe('the admin console (GET /admin/donations)', () => {
  it('shows every donation with anonymous donors revealed', async () => {
    const res = await call(t, 'GET', `/api/v1/admin/donations?campaign=${c.publicId}&per_page=50`, { token: adminToken });
    expect(res.body.status.code).toBe(100);
    expect(res.body.entity.total_records).toBe(7);
    const anon = res.body.entity.transactions.filter((d: { anonymous: boolean }) => d.anonymous);
    expect(anon.map((d: { first_name: string | null; email: string }) => [d.first_name, d.email])).toEqual([
      [null, 'secret@example.ng'],
      ['Bola', expect.stringContaining('@example.ng')],
    ]);
    expect(res.body.entity.transactions[0]).toMatchObject({
      campaign_id: c.publicId,
      campaign_title: c.title,
      status: 'pending',
      first_name: 'Never',
    });
    // Every donation names its campaign as spec §3's donation record does.
    for (const d of res.body.entity.transactions) expect(d.campaign).toEqual({ campaign_id: c.publicId, title: c.title });
    expect(Object.keys(res.body.entity.transactions[0]).sort()).toEqual(
      [
        'reference',
        'campaign',
        'campaign_id',
        'campaign_title',
        'amount',
        'status',
        'first_name',
        'last_name',
        'email',
        'mobile',
        'anonymous',
        'comment',
        'created',
        'paid_at',
      ].sort(),
    );
  });

  it("filters by the campaign's public id or its numeric _id; a wrong one is not found", async () => {
    const byId = await call(t, 'GET', `/api/v1/admin/donations?campaign=${c.id}&per_page=50`, { token: adminToken });
    expect(byId.body.entity.total_records).toBe(7);
    const other = await liveCampaign(t, (await createUser(t.ctx.db)).id);
    await donate(t, guest(other.publicId, 500));
    const all = await call(t, 'GET', '/api/v1/admin/donations?per_page=100', { token: adminToken });
    expect(new Set(all.body.entity.transactions.map((d: { campaign: { campaign_id: string } }) => d.campaign.campaign_id))).toEqual(
      new Set([c.publicId, other.publicId]),
    );
    for (const wrong of ['987654321', 'x', 'no%20such']) {
      const res = await call(t, 'GET', `/api/v1/admin/donations?campaign=${wrong}`, { token: adminToken });
      expect(res.body.status).toEqual({ code: 104, desc: 'Campaign not found' });
    }
  });

  it('is for admins only', async () => {
    expect((await call(t, 'GET', '/api/v1/admin/donations', { token: ada.token })).body.status.code).toBe(103);
    expect((await call(t, 'GET', '/api/v1/admin/donations')).body.status.code).toBe(102);
    expect((await call(t, 'GET', '/api/v1/admin/payouts', { token: ada.token })).body.status.code).toBe(103);
    expect((await call(t, 'GET', '/api/v1/admin/ledger', { token: ada.token })).body.status.code).toBe(103);
  });

  it('reports the ledger healthy', async () => {
    const res = await call(t, 'GET', '/api/v1/admin/ledger', { token: adminToken });
    expect(res.body.entity).toMatchObject({ ok: true, problems: [], totals: { ledger_sum_kobo: 0, provider_kobo: 1_160_000 } });
  });
});
