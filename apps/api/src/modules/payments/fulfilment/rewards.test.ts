import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createUser, tokenFor } from '../../../test/factories.ts';
import { rewards } from '../../../db/schema.ts';
import { CARD, call, donate, expectIntegrity, give, guest, liveCampaign, mails, sandboxPay, secondInstance, verify } from '../testing.ts';

/**
 * Rewards that are delivered (issue 15): the choice in the donation, its checks, the last unit
 * going to one donor across instances, the owner's backers list and CSV, marking sent, privacy.
 */
let t: TestApp;
let owner: { id: number; token: string; email: string };
let stranger: { id: number; token: string };
let adminToken: string;

const delivery = { delivery_name: 'Ngozi Okeke', delivery_phone: '0803 123 4567', delivery_address: '14 Ogui Road, Enugu' };

beforeAll(async () => {
  t = await buildTestApp();
  const o = await createUser(t.ctx.db, { firstName: 'Ada', lastName: 'Okafor' });
  owner = { id: o.id, token: await tokenFor(t.ctx.db, o.id), email: o.email };
  const s = await createUser(t.ctx.db);
  stranger = { id: s.id, token: await tokenFor(t.ctx.db, s.id) };
  const a = await createUser(t.ctx.db, { role: 'admin' });
  adminToken = await tokenFor(t.ctx.db, a.id);
});
afterAll(() => t.close());

async function rewardCampaign(quantities: { shirt?: number | null; card?: number | null } = {}) {
  const c = await liveCampaign(t, owner.id, 10_000_000, { type: 'Reward based' });
  const [card, shirt] = await t.ctx.db
    .insert(rewards)
    .values([
      {
        campaignId: c.id,
        donationKobo: 100_000,
        rewardType: 'Non-material',
        reward: 'A thank-you card',
        quantity: quantities.card ?? null,
      },
      { campaignId: c.id, donationKobo: 500_000, rewardType: 'Material', reward: 'A branded T-shirt', quantity: quantities.shirt ?? null },
    ])
    .returning({ id: rewards.id });
  return { ...c, card: card!.id, shirt: shirt!.id };
}

const count = async (table: 'donations' | 'donation_rewards') =>
  Number((await t.ctx.db.execute<{ n: string }>(sql`select count(*) as n from ${sql.identifier(table)}`)).rows[0]!.n);

describe('choosing a reward when donating', () => {
  it('keeps the chosen reward and the delivery details with the donation, in their normal form', async () => {
    const c = await rewardCampaign();
    const { ref, verify: v } = await give(t, c.publicId, 6000, { body: { reward: c.shirt, ...delivery } });
    expect(v.body.entity.reward).toEqual({ reward: 'A branded T-shirt', rewardType: 'Material', status: 'to_send' });
    const [row] = (
      await t.ctx.db.execute<Record<string, unknown>>(
        sql`select dr.* from donation_rewards dr join donations d on d.id = dr.donation_id where d.reference = ${ref}`,
      )
    ).rows;
    expect(row).toMatchObject({
      reward: 'A branded T-shirt',
      reward_type: 'Material',
      delivery_name: 'Ngozi Okeke',
      delivery_phone: '+2348031234567',
      delivery_address: '14 Ogui Road, Enugu',
      status: 'to_send',
    });
    const receipt = (await mails(t, 'chioma@example.ng')).find((m) => m.bodyText.includes(ref))!;
    expect(receipt.bodyText).toContain('Reward: A branded T-shirt (Material)');
  });

  it('lets a donor give without a reward, and a Non-material reward asks for no delivery', async () => {
    const c = await rewardCampaign();
    const none = await give(t, c.publicId, 6000, { body: { reward: '' } });
    expect(none.verify.body.entity.reward).toBeNull();
    const card = await give(t, c.publicId, 1000, { body: { reward: String(c.card) } });
    expect(card.verify.body.entity.reward).toEqual({ reward: 'A thank-you card', rewardType: 'Non-material', status: 'to_send' });
  });

  it.each([
    [
      'a reward of another campaign',
      async () => ({ reward: (await rewardCampaign()).card }),
      'reward',
      'This campaign does not offer this reward',
    ],
    ['an unknown reward', async () => ({ reward: 99_999_999 }), 'reward', 'This campaign does not offer this reward'],
    ['a reward that is not an id', async () => ({ reward: 'the shirt' }), 'reward', 'Choose a reward from the list'],
    [
      'a reward above the amount',
      async (c: Awaited<ReturnType<typeof rewardCampaign>>) => ({ reward: c.shirt, amount: 4999, ...delivery }),
      'reward',
      'This reward needs a donation of at least ₦5,000',
    ],
    [
      'a Material reward without its delivery',
      async (c: Awaited<ReturnType<typeof rewardCampaign>>) => ({ reward: c.shirt }),
      'delivery_address',
      "Delivery address can't be empty",
    ],
    [
      'a delivery address on a Non-material reward',
      async (c: Awaited<ReturnType<typeof rewardCampaign>>) => ({ reward: c.card, ...delivery }),
      'delivery_address',
      'A Non-material reward is not delivered: leave the delivery details empty',
    ],
    [
      'a delivery without a reward',
      async () => ({ ...delivery }),
      'delivery_address',
      'A Non-material reward is not delivered: leave the delivery details empty',
    ],
    [
      'a delivery phone that is not Nigerian',
      async (c: Awaited<ReturnType<typeof rewardCampaign>>) => ({ reward: c.shirt, ...delivery, delivery_phone: '12345' }),
      'delivery_phone',
      'Your phone number should start with +234.',
    ],
  ])('refuses %s with 101, writing nothing', async (_what, change, field, message) => {
    const c = await rewardCampaign();
    const before = [await count('donations'), await count('donation_rewards')];
    const res = await donate(t, guest(c.publicId, 6000, await change(c)));
    expect(res.body.status.code).toBe(101);
    expect(res.body.entity.errors[field]).toBe(message);
    expect([await count('donations'), await count('donation_rewards')]).toEqual(before);
  });

  it('asks for every delivery detail of a Material reward at once', async () => {
    const c = await rewardCampaign();
    const res = await donate(t, guest(c.publicId, 6000, { reward: c.shirt }));
    expect(res.body.entity.errors).toEqual({
      delivery_name: "Delivery name can't be empty",
      delivery_phone: "Delivery phone can't be empty",
      delivery_address: "Delivery address can't be empty",
    });
  });
});

describe('limited rewards', () => {
  it('shows what is left, and refuses a sold-out reward (105), writing nothing', async () => {
    const c = await rewardCampaign({ card: 2 });
    await give(t, c.publicId, 1000, { body: { reward: c.card } });
    const listed = (await call(t, 'GET', `/api/v1/reward/${c.publicId}`)).body.entity.rewards;
    expect(listed.find((r: { _id: number }) => r._id === c.card)).toMatchObject({ quantity: 2, left: 1 });
    expect(listed.find((r: { _id: number }) => r._id === c.shirt)).toMatchObject({ quantity: null, left: null });
    await give(t, c.publicId, 1000, { body: { reward: c.card } });
    const page = (await call(t, 'GET', `/api/v1/campaign/${c.publicId}`)).body.entity;
    expect(page.rewards.find((r: { _id: number }) => r._id === c.card)).toMatchObject({ quantity: 2, left: 0 });
    const before = await count('donations');
    const res = await donate(t, guest(c.publicId, 1000, { reward: c.card }));
    expect(res.body.status).toEqual({ code: 105, desc: 'This reward has run out. Choose another reward, or give without one' });
    expect(await count('donations')).toBe(before);
  });

  it('gives the last unit to one donor when payments race on two instances; the other keeps the donation without it', async () => {
    const c = await rewardCampaign({ shirt: 1 });
    const other = await secondInstance(t);
    try {
      const refs: string[] = [];
      for (const email of ['first@example.ng', 'second@example.ng', 'third@example.ng']) {
        const d = await donate(t, guest(c.publicId, 5000, { email, reward: c.shirt, ...delivery }));
        expect(d.body.status.code).toBe(100);
        refs.push(d.body.entity.ref);
      }
      for (const ref of refs) await sandboxPay(t, ref, CARD.success);
      const replies = await Promise.all([verify(t, refs[0]!), verify(other, refs[1]!), verify(t, refs[2]!)]);
      expect(replies.map((r) => r.body.status.code)).toEqual([100, 100, 100]);
      const outcomes = replies.map((r) => r.body.entity.reward.status).sort();
      expect(outcomes).toEqual(['sold_out', 'sold_out', 'to_send']);
      // Every donation counted in full.
      const [{ pledged_kobo }] = (
        await t.ctx.db.execute<{ pledged_kobo: string }>(sql`select pledged_kobo from campaign_money where campaign_id = ${c.id}`)
      ).rows as [{ pledged_kobo: string }];
      expect(Number(pledged_kobo)).toBe(1_500_000);
      await expectIntegrity(t);
      const missed = refs[replies.findIndex((r) => r.body.entity.reward.status === 'sold_out')]!;
      const told = (await mails(t, ['first@example.ng', 'second@example.ng', 'third@example.ng'][refs.indexOf(missed)]!)).find((m) =>
        m.bodyText.includes(missed),
      )!;
      expect(told.bodyText).toContain('ran out before your payment arrived');
      const backers = (await call(t, 'GET', `/api/v1/backers/${c.publicId}`, { token: owner.token })).body.entity;
      expect(backers.rewards.find((r: { _id: number }) => r._id === c.shirt).backers).toHaveLength(1);
      expect(backers.missed).toBe(2);
    } finally {
      await other.close();
    }
  });

  it("refuses a quantity below what donors already hold, and a refunded donation's unit is free again", async () => {
    const c = await rewardCampaign({ card: 3 });
    await give(t, c.publicId, 1000, { body: { reward: c.card } });
    await give(t, c.publicId, 1000, { body: { reward: c.card } });
    const body = { donation: 1000, reward_type: 'Non-material', reward: 'A thank-you card', quantity: 1 };
    const res = await call(t, 'PUT', `/api/v1/reward/${c.card}`, { token: owner.token, body });
    expect(res.body.status.code).toBe(101);
    expect(res.body.entity.errors.quantity).toBe("Donors already hold 2 of this reward: the quantity can't be less than 2");
    expect(
      (await call(t, 'PUT', `/api/v1/reward/${c.card}`, { token: owner.token, body: { ...body, quantity: 2 } })).body.entity,
    ).toMatchObject({
      quantity: 2,
      left: 0,
    });
    // The campaign closed short of its goal: its donors are refunded, their rewards void.
    await t.ctx.db.execute(sql`update donations set status = 'refunded' where campaign_id = ${c.id}`);
    expect((await call(t, 'GET', `/api/v1/reward/${c.publicId}`)).body.entity.rewards[0]).toMatchObject({ left: 2 });
    expect((await call(t, 'GET', `/api/v1/backers/${c.publicId}`, { token: owner.token })).body.entity.rewards[0].backers).toEqual([]);
  });
});

describe("the owner's backers list", () => {
  it('shows each reward with who, what, where and status, to the owner and admins only', async () => {
    const c = await rewardCampaign();
    const shirt = await give(t, c.publicId, 6000, {
      body: { firstname: 'Ngozi', lastname: 'Okeke', email: 'ngozi@example.ng', reward: c.shirt, ...delivery },
    });
    await give(t, c.publicId, 1500, {
      body: { anonymous: true, firstname: '', lastname: '', mobile: '', email: 'quiet@example.ng', reward: c.card },
    });
    const res = await call(t, 'GET', `/api/v1/backers/${c.publicId}`, { token: owner.token });
    expect(res.body.status.code).toBe(100);
    const e = res.body.entity;
    expect(e.campaign).toEqual({ campaign_id: c.publicId, title: c.title });
    expect(e.rewards.map((r: { reward: string; to_send: number }) => [r.reward, r.to_send])).toEqual([
      ['A thank-you card', 1],
      ['A branded T-shirt', 1],
    ]);
    expect(e.rewards[0].backers[0]).toMatchObject({ name: 'Anonymous', email: 'quiet@example.ng', delivery: null, status: 'to_send' });
    expect(e.rewards[1].backers[0]).toMatchObject({
      reference: shirt.ref,
      name: 'Ngozi Okeke',
      amount: 6000,
      delivery: { name: 'Ngozi Okeke', phone: '+2348031234567', address: '14 Ogui Road, Enugu' },
      status: 'to_send',
      sent_at: null,
    });
    // an administrator gives the reason (issue 28)
    expect((await call(t, 'GET', `/api/v1/backers/${c.publicId}`, { token: adminToken })).body.status.code).toBe(101);
    expect(
      (await call(t, 'GET', `/api/v1/backers/${c.publicId}?reason=delivery%20complaint`, { token: adminToken })).body.entity.rewards[1]
        .backers,
    ).toHaveLength(1);
    expect((await call(t, 'GET', `/api/v1/backers/${c.publicId}`, { token: stranger.token })).body.status.code).toBe(103);
    expect((await call(t, 'GET', `/api/v1/backers/${c.publicId}`)).body.status.code).toBe(102);
    expect((await call(t, 'GET', '/api/v1/backers/nosuchcampaign', { token: owner.token })).body.status.code).toBe(104);
    // Delivery details appear in no public answer.
    for (const url of [`/api/v1/campaign/${c.publicId}`, `/api/v1/donations/${c.publicId}`, `/api/v1/reward/${c.publicId}`])
      expect(JSON.stringify((await call(t, 'GET', url)).body)).not.toMatch(/Ogui|8031234567|ngozi@|quiet@/);
  });

  it('downloads as CSV for the owner, with spreadsheet formulas defused, Lagos times and phones kept as text', async () => {
    const c = await rewardCampaign();
    await give(t, c.publicId, 6000, {
      body: { firstname: '=HYPERLINK("x")', lastname: 'Eze', reward: c.shirt, ...delivery, delivery_address: '3 "Unity" Close, Aba' },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/backers/${c.publicId}/csv`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="backers-${c.publicId}.csv"`);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Reward","Reward type","Donor","Email","Amount (NGN)","Paid (Lagos time, WAT)","Reference","Deliver to","Phone","Address","Status","Sent (Lagos time, WAT)"',
    );
    expect(lines).toHaveLength(2);
    // Paid at 13:32 UTC: 14:32 in Lagos, written as every spreadsheet sorts it (issue 26)
    await t.ctx.db.execute(sql`update donations set paid_at = '2026-11-21T13:32:09Z' where first_name = '=HYPERLINK("x")'`);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/v1/backers/${c.publicId}/csv`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const row = again.body.trim().split('\r\n')[1]!;
    expect(row).toContain('"2026-11-21 14:32"');
    expect(row).not.toMatch(/\d{4}-\d\d-\d\dT|Z"/);
    // the phone as Nigerians write it: text in a spreadsheet, no stray quote, nothing a formula starts with
    expect(row).toContain(`"Ngozi Okeke","0803 123 4567","3 ""Unity"" Close, Aba"`);
    expect(row).not.toMatch(/"'\+|"=|"\+234/);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"") Eze"`);
    expect(lines[1]).toContain('"3 ""Unity"" Close, Aba","To send"');
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/v1/backers/${c.publicId}/csv`,
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(JSON.parse(refused.body).status.code).toBe(103);
  });

  it('marks a reward sent (the donor is told once and sees it), or back to send; nobody else may', async () => {
    const donor = await createUser(t.ctx.db, { firstName: 'Musa', lastName: 'Bello' });
    const donorToken = await tokenFor(t.ctx.db, donor.id);
    const c = await rewardCampaign();
    const { ref } = await give(t, c.publicId, 6000, { token: donorToken, body: { reward: c.shirt, ...delivery } });
    const [{ id }] = (await t.ctx.db.execute<{ id: string }>(sql`select id from donations where reference = ${ref}`)).rows as [
      { id: string },
    ];
    const put = (status: string, token?: string) => call(t, 'PUT', `/api/v1/backer/${id}`, { token, body: { status } });

    expect((await put('sent', stranger.token)).body.status.code).toBe(103);
    expect((await put('sent')).body.status.code).toBe(102);
    expect((await put('delivered', owner.token)).body.status.code).toBe(101);
    const sent = await put('sent', owner.token);
    expect(sent.body.status).toEqual({ code: 100, desc: 'Marked as sent' });
    expect(sent.body.entity).toMatchObject({ status: 'sent', sent_at: expect.stringMatching(/Z$/) });
    await put('sent', owner.token);
    const told = (await mails(t, donor.email)).filter((m) => m.subject?.startsWith('Your reward from'));
    expect(told).toHaveLength(1);
    expect(told[0]!.bodyText).toContain('has sent your reward: A branded T-shirt');

    const mine = (await call(t, 'GET', `/api/v1/user/reward/${donor.id}`, { token: donorToken })).body.entity;
    expect(mine.rewards[0]).toMatchObject({ reward: 'A branded T-shirt', status: 'sent', sent_at: expect.stringMatching(/Z$/) });

    expect((await put('to_send', adminToken)).body.entity).toMatchObject({ status: 'to_send', sent_at: null });
    // Sent → to send → sent again: still one e-mail (issue 23); the reward reads sent again.
    expect((await put('sent', owner.token)).body.entity).toMatchObject({ status: 'sent', sent_at: expect.stringMatching(/Z$/) });
    expect((await mails(t, donor.email)).filter((m) => m.subject?.startsWith('Your reward from'))).toHaveLength(1);
    const audit = (
      await t.ctx.db.execute<{ action: string }>(sql`select action from audit_log where subject_id = ${String(c.id)} order by id`)
    ).rows.map((r) => r.action);
    expect(audit).toEqual(expect.arrayContaining(['reward.sent', 'reward.unsent']));
    expect((await call(t, 'PUT', '/api/v1/backer/99999999', { token: owner.token, body: { status: 'sent' } })).body.status.code).toBe(104);
  });
});
