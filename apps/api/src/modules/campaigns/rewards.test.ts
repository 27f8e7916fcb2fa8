import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, rewards } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { creator, rowCampaign, type Person } from './campaigns.fixtures.ts';

let t: TestApp;
let owner: Person;
let stranger: Person;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await creator(t);
  stranger = await creator(t);
});
afterAll(() => t.close());

const rewardCampaign = (status = 1) => rowCampaign(t, owner.user.id, { status, type: 'Reward based' });
const add = (campaign: string, o: Record<string, unknown> = {}, token = owner.token) =>
  t.call('POST', '/api/v1/reward', {
    token,
    body: { campaign, donation: 5000, reward_type: 'Material', reward: 'An Ireti tote bag', ...o },
  });
const rowsOf = (campaignId: number) => t.database.db.select().from(rewards).where(eq(rewards.campaignId, campaignId));

describe('rewards', () => {
  it('adds, lists, changes and deletes the rewards of a Reward based campaign', async () => {
    const c = await rewardCampaign();
    const added = await add(c.publicId);
    expect(added.statusCode).toBe(201);
    expect(added.body.entity).toEqual({
      _id: expect.any(Number),
      donation: 5000,
      rewardType: 'Material',
      reward: 'An Ireti tote bag',
      quantity: null,
      left: null,
    });
    await add(c.publicId, { donation: '1,000', reward_type: 'Non-material', reward: 'A shout-out on our page' });

    const list = await t.call('GET', `/api/v1/reward/${c.publicId}`);
    expect(list.body.entity.rewards.map((r: { donation: number }) => r.donation)).toEqual([1000, 5000]);

    const id = added.body.entity._id;
    const changed = await t.call('PUT', `/api/v1/reward/${id}`, {
      token: owner.token,
      body: { donation: 7500, reward_type: 'Non-material', reward: 'A video call with the team' },
    });
    expect(changed.body.entity).toEqual({
      _id: id,
      donation: 7500,
      rewardType: 'Non-material',
      reward: 'A video call with the team',
      quantity: null,
      left: null,
    });
    expect((await rowsOf(c.id)).find((r) => r.id === id)!.donationKobo).toBe(750_000);

    const removed = await t.call('DELETE', `/api/v1/reward/${id}`, { token: owner.token });
    expect(removed.body.status.code).toBe(100);
    expect((await rowsOf(c.id)).map((r) => r.id)).not.toContain(id);
    const actions = (
      await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subjectId, String(c.id)))
    ).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['reward.created', 'reward.updated', 'reward.deleted']));
  });

  it('refuses a reward on a non-reward campaign (105), creating nothing', async () => {
    const c = await rowCampaign(t, owner.user.id, { status: 1, type: 'Non-reward based' });
    const res = await add(c.publicId);
    expect(res.body.status).toEqual({ code: 105, desc: 'Rewards can only be added to a Reward based campaign' });
    expect(await rowsOf(c.id)).toEqual([]);
  });

  it.each([
    [{ donation: 50 }, 'donation', 'Donation amount must be at least ₦100'],
    [{ donation: 12.5 }, 'donation', 'Donation amount must be a whole number of naira'],
    [{ donation: 10_000_001 }, 'donation', 'Donation amount can be at most ₦10,000,000'],
    [{ reward_type: 'Cash' }, 'reward_type', 'Choose Material or Non-material'],
    [{ reward: 'x'.repeat(51) }, 'reward', 'Value too long. Must be a maximum of 50 characters in length.'],
    [{ reward: '' }, 'reward', "Reward can't be empty"],
    [{ quantity: 0 }, 'quantity', 'Quantity must be a whole number from 1 to 100,000, or empty for no limit'],
    [{ quantity: '2.5' }, 'quantity', 'Quantity must be a whole number from 1 to 100,000, or empty for no limit'],
    [{ quantity: 100_001 }, 'quantity', 'Quantity must be a whole number from 1 to 100,000, or empty for no limit'],
  ])('refuses %j with 101', async (change, key, message) => {
    const c = await rewardCampaign();
    const res = await add(c.publicId, change);
    expect(res.body.status.code).toBe(101);
    expect(res.body.entity.errors[key]).toBe(message);
    expect(await rowsOf(c.id)).toEqual([]);
  });

  it('names the campaign by its numeric _id too; an unknown id of any shape is not found; unknown fields are ignored', async () => {
    const c = await rewardCampaign();
    const res = await add(String(c.id), { extra: 1 });
    expect(res.body.status.code).toBe(100);
    expect(await rowsOf(c.id)).toHaveLength(1);
    expect((await add('x', {})).body.status.code).toBe(104);
    expect((await t.call('GET', `/api/v1/reward/${c.id}`)).body.entity.rewards).toHaveLength(1);
  });

  it('refuses anyone but the owner to add, change or delete, and rewards of finished campaigns', async () => {
    const c = await rewardCampaign();
    expect((await add(c.publicId, {}, stranger.token)).body.status.code).toBe(103);
    const id = (await add(c.publicId)).body.entity._id;
    const body = { donation: 100, reward_type: 'Material', reward: 'x' };
    expect((await t.call('PUT', `/api/v1/reward/${id}`, { token: stranger.token, body })).body.status.code).toBe(103);
    expect((await t.call('DELETE', `/api/v1/reward/${id}`, { token: stranger.token })).body.status.code).toBe(103);
    expect((await t.call('DELETE', `/api/v1/reward/${id}`)).body.status.code).toBe(102);
    for (const status of [2, 3, 4]) {
      const done = await rewardCampaign(status);
      expect((await add(done.publicId)).body.status.code).toBe(105);
    }
    expect((await rowsOf(c.id)).map((r) => r.reward)).toEqual(['An Ireti tote bag']);
  });

  it('answers 104 for an unknown reward or campaign and hides the rewards of an unverified campaign', async () => {
    expect(
      (await t.call('PUT', '/api/v1/reward/999999', { token: owner.token, body: { donation: 100, reward_type: 'Material', reward: 'x' } }))
        .body.status.code,
    ).toBe(104);
    expect((await t.call('DELETE', '/api/v1/reward/999999', { token: owner.token })).body.status.code).toBe(104);
    expect((await t.call('DELETE', '/api/v1/reward/abc', { token: owner.token })).body.status.code).toBe(101);
    expect((await add('nosuchcampaign')).body.status.code).toBe(104);
    const awaiting = await rewardCampaign(0);
    await add(awaiting.publicId);
    expect((await t.call('GET', `/api/v1/reward/${awaiting.publicId}`)).body.status.code).toBe(104);
    expect((await t.call('GET', `/api/v1/reward/${awaiting.publicId}`, { token: owner.token })).body.entity.rewards).toHaveLength(1);
  });

  it('keeps a campaign to 20 rewards', async () => {
    const c = await rewardCampaign();
    await t.database.db.insert(rewards).values(
      Array.from({ length: 20 }, (_, i) => ({
        campaignId: c.id,
        donationKobo: (i + 1) * 10_000,
        rewardType: 'Material' as const,
        reward: `Reward ${i}`,
      })),
    );
    expect((await add(c.publicId)).body.status).toEqual({ code: 105, desc: 'A campaign can have at most 20 rewards' });
  });
});
