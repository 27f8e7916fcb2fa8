import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, campaigns, campaignTransitions, rewards } from '../../db/schema.ts';
import { subscribeModules } from '../index.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { creator, person, rowCampaign, validCampaign, type Person } from './campaigns.fixtures.ts';

let t: TestApp;
let owner: Person;
let stranger: Person;
const moves: { campaignId: number; from: number; to: number }[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  owner = await creator(t);
  stranger = await creator(t);
  subscribeModules((on) =>
    on('campaign.transition', async (_tx, e) => {
      moves.push({ campaignId: e.campaignId, from: e.from, to: e.to });
    }),
  );
});
afterAll(() => t.close());

const rowOf = async (id: number) => (await t.database.db.select().from(campaigns).where(eq(campaigns.id, id)))[0]!;
const edit = { ...validCampaign, title: 'Help Amaka finish nursing school in Yaba', goal: '600,000', summary: 'Fees, books and uniforms' };

describe('PUT /campaign/{id}', () => {
  it('lets the owner edit a campaign awaiting verification or live', async () => {
    for (const status of [0, 1]) {
      const c = await rowCampaign(t, owner.user.id, { status });
      const res = await t.call('PUT', `/api/v1/campaign/${c.publicId}`, { token: owner.token, body: edit });
      expect(res.body.status.code).toBe(100);
      expect(res.body.entity).toMatchObject({ title: edit.title, amount: 600000, summary: edit.summary, status });
      expect((await rowOf(c.id)).goalKobo).toBe(60_000_000);
      const [entry] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subjectId, String(c.id)), eq(auditLog.action, 'campaign.updated')));
      expect(entry!.data).toMatchObject({
        changed: expect.arrayContaining(['title', 'goalKobo', 'summary']),
        goal_kobo: { from: 50_000_000, to: 60_000_000 },
      });
    }
  });

  it('refuses anyone but the owner (103), changing nothing', async () => {
    const c = await rowCampaign(t, owner.user.id, { status: 1 });
    const res = await t.call('PUT', `/api/v1/campaign/${c.publicId}`, { token: stranger.token, body: edit });
    expect(res.statusCode).toBe(403);
    expect(res.body.status).toEqual({ code: 103, desc: 'Only the owner of this campaign can do this' });
    expect((await rowOf(c.id)).title).toBe(c.title);
    expect((await t.call('PUT', `/api/v1/campaign/${c.publicId}`, { body: edit })).body.status.code).toBe(102);
  });

  it.each([2, 3, 4])('refuses to edit a campaign in status %i (105)', async (status) => {
    const c = await rowCampaign(t, owner.user.id, { status });
    const res = await t.call('PUT', `/api/v1/campaign/${c.publicId}`, { token: owner.token, body: edit });
    expect(res.statusCode).toBe(409);
    expect(res.body.status.code).toBe(105);
    expect((await rowOf(c.id)).title).toBe(c.title);
  });

  it('refuses to edit a suspended campaign', async () => {
    const c = await rowCampaign(t, owner.user.id, { status: 1, suspendedAt: new Date() });
    const res = await t.call('PUT', `/api/v1/campaign/${c.publicId}`, { token: owner.token, body: edit });
    expect(res.body.status).toEqual({ code: 105, desc: 'This campaign is suspended while our team reviews it' });
  });

  it('keeps the goal once donations came in, but allows other changes', async () => {
    const c = await rowCampaign(t, owner.user.id, { status: 1, pledgedKobo: 500_000 });
    const res = await t.call('PUT', `/api/v1/campaign/${c.publicId}`, { token: owner.token, body: edit });
    expect(res.body.status).toEqual({ code: 105, desc: 'The goal cannot change once donations have been received' });
    const same = await t.call('PUT', `/api/v1/campaign/${c.publicId}`, { token: owner.token, body: { ...edit, goal: c.goalKobo / 100 } });
    expect(same.body.status.code).toBe(100);
  });

  it('refuses to drop the reward type while rewards exist', async () => {
    const c = await rowCampaign(t, owner.user.id, { status: 1, type: 'Reward based' });
    await t.database.db.insert(rewards).values({ campaignId: c.id, donationKobo: 100_000, rewardType: 'Material', reward: 'A mug' });
    const res = await t.call('PUT', `/api/v1/campaign/${c.publicId}`, { token: owner.token, body: { ...edit, types: 'Non-reward based' } });
    expect(res.body.status.code).toBe(105);
    expect((await rowOf(c.id)).type).toBe('Reward based');
  });

  it('validates like creation (bad goal, long summary, unknown category), ignoring a status in the body', async () => {
    const c = await rowCampaign(t, owner.user.id, { status: 1 });
    const res = await t.call('PUT', `/api/v1/campaign/${c.publicId}`, {
      token: owner.token,
      body: { ...edit, goal: 'lots', summary: 'y'.repeat(60), category: 'Crypto', status: 2 },
    });
    expect(res.body.status.code).toBe(101);
    expect(res.body.entity.errors).toMatchObject({
      goal: 'Goal must be a whole number of naira',
      summary: 'Value too long. Must be a maximum of 50 characters in length.',
      category: 'Choose one of the categories',
    });
    expect(res.body.entity.errors.status).toBeUndefined();
  });

  it('edits by the numeric _id too, and never takes the status from the body', async () => {
    const c = await rowCampaign(t, owner.user.id, { status: 1 });
    const res = await t.call('PUT', `/api/v1/campaign/${c.id}`, { token: owner.token, body: { ...edit, status: 2 } });
    expect(res.body.status.code).toBe(100);
    expect(res.body.entity).toMatchObject({ _id: c.id, title: edit.title, status: 1 });
  });

  it('answers 104 for an unknown campaign', async () => {
    expect((await t.call('PUT', '/api/v1/campaign/zzzzzzzzzz', { token: owner.token, body: edit })).body.status.code).toBe(104);
  });
});

describe('the owner lifecycle: close donations, delete, close', () => {
  const closeDonations = (id: string, token = owner.token) => t.call('POST', `/api/v1/campaign/closedonations/${id}`, { token });
  const remove = (id: string, token = owner.token) => t.call('DELETE', `/api/v1/campaign/delete/${id}`, { token });
  const close = (id: string, message: unknown = 'Thank you, everyone!', token = owner.token) =>
    t.call('POST', `/api/v1/campaign/closecampaign/${id}`, { token, body: { message } });

  it('closes donations on a live campaign, records who and when, and announces it', async () => {
    const c = await rowCampaign(t, owner.user.id, { status: 1 });
    const res = await closeDonations(c.publicId);
    expect(res.body.status.code).toBe(100);
    expect(res.body.entity.status).toBe(3);
    const row = await rowOf(c.id);
    expect(row.status).toBe(3);
    expect(row.donationsClosedAt).toBeInstanceOf(Date);
    const [tr] = await t.database.db.select().from(campaignTransitions).where(eq(campaignTransitions.campaignId, c.id));
    expect(tr).toMatchObject({ fromStatus: 1, toStatus: 3, actorId: owner.user.id });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(c.id)));
    expect(audits.map((a) => a.action)).toContain('campaign.status.1->3');
    expect(moves).toContainEqual({ campaignId: c.id, from: 1, to: 3 });
  });

  it('refuses to close donations twice, or before verification (105)', async () => {
    const closed = await rowCampaign(t, owner.user.id, { status: 3 });
    expect((await closeDonations(closed.publicId)).body.status).toEqual({
      code: 105,
      desc: 'Donations are already closed for this campaign',
    });
    const awaiting = await rowCampaign(t, owner.user.id, { status: 0 });
    expect((await closeDonations(awaiting.publicId)).body.status.code).toBe(105);
    expect((await rowOf(awaiting.id)).status).toBe(0);
  });

  it('lets only the owner close donations, delete or close', async () => {
    const c = await rowCampaign(t, owner.user.id, { status: 1 });
    expect((await closeDonations(c.publicId, stranger.token)).body.status.code).toBe(103);
    expect((await remove(c.publicId, stranger.token)).body.status.code).toBe(103);
    const admin = await person(t, { role: 'admin' });
    expect((await remove(c.publicId, admin.token)).body.status.code).toBe(103);
    await t.database.db.update(campaigns).set({ status: 3 }).where(eq(campaigns.id, c.id));
    expect((await close(c.publicId, 'Thanks', stranger.token)).body.status.code).toBe(103);
    expect((await rowOf(c.id)).status).toBe(3);
  });

  it.each([0, 1])('deletes a campaign in status %i', async (status) => {
    const c = await rowCampaign(t, owner.user.id, { status });
    const res = await remove(c.publicId);
    expect(res.body.status.code).toBe(100);
    const row = await rowOf(c.id);
    expect(row.status).toBe(4);
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(moves).toContainEqual({ campaignId: c.id, from: status, to: 4 });
  });

  it.each([2, 3, 4])('refuses to delete a campaign in status %i (105)', async (status) => {
    const c = await rowCampaign(t, owner.user.id, { status });
    expect((await remove(c.publicId)).body.status.code).toBe(105);
    expect((await rowOf(c.id)).status).toBe(status);
  });

  it('closes a campaign closed for donations once both thank-you images are there', async () => {
    const c = await rowCampaign(t, owner.user.id, { status: 3 });
    const missing = await close(c.publicId);
    expect(missing.body.status.code).toBe(101);
    expect(missing.body.entity.errors).toEqual({
      messageUrl1: 'Upload your first thank-you image before closing the campaign',
      messageUrl2: 'Upload your second thank-you image before closing the campaign',
    });
    expect((await rowOf(c.id)).status).toBe(3);
    await t.database.db
      .update(campaigns)
      .set({ messageImage1Key: 'campaigns/aaaaaaaaaaaa.png', messageImage2Key: 'campaigns/bbbbbbbbbbbb.png' })
      .where(eq(campaigns.id, c.id));
    const empty = await close(c.publicId, '  ');
    expect(empty.body.entity.errors.message).toBe("Message can't be empty");
    const res = await close(c.publicId, 'Amaka graduated! Thank you all.');
    expect(res.body.status.code).toBe(100);
    expect(res.body.entity).toMatchObject({ status: 2, message: 'Amaka graduated! Thank you all.' });
    expect(res.body.entity.messageUrl1).toMatch(/\/media\/campaigns\/aaaaaaaaaaaa\.png$/);
    expect((await rowOf(c.id)).closedAt).toBeInstanceOf(Date);
  });

  it('refuses to close twice, or a campaign whose donations are still open (105)', async () => {
    const done = await rowCampaign(t, owner.user.id, { status: 2, message: 'Done' });
    expect((await close(done.publicId, 'Again')).body.status).toEqual({ code: 105, desc: 'This campaign is already closed' });
    expect((await rowOf(done.id)).message).toBe('Done');
    const live = await rowCampaign(t, owner.user.id, { status: 1 });
    expect((await close(live.publicId)).body.status).toEqual({ code: 105, desc: 'Close donations before closing the campaign' });
    const gone = await rowCampaign(t, owner.user.id, { status: 4 });
    expect((await close(gone.publicId)).body.status).toEqual({ code: 105, desc: 'This campaign has been deleted' });
  });

  it('ignores unknown fields on close: the images are still asked for, nothing changes', async () => {
    const c = await rowCampaign(t, owner.user.id, { status: 3 });
    const res = await t.call('POST', `/api/v1/campaign/closecampaign/${c.id}`, { token: owner.token, body: { message: 'Hi', status: 2 } });
    expect(res.body.status.code).toBe(101);
    expect(Object.keys(res.body.entity.errors).sort()).toEqual(['messageUrl1', 'messageUrl2']);
  });

  it('gives a foreign or unknown numeric id the authorisation or not-found answer', async () => {
    const other = await creator(t);
    const theirs = await rowCampaign(t, other.user.id, { status: 1 });
    expect((await t.call('POST', `/api/v1/campaign/closedonations/${theirs.id}`, { token: owner.token })).body.status.code).toBe(103);
    expect((await t.call('DELETE', `/api/v1/campaign/delete/${theirs.id}`, { token: owner.token })).body.status.code).toBe(103);
    expect((await t.call('DELETE', '/api/v1/campaign/delete/987654321', { token: owner.token })).body.status.code).toBe(104);
  });

  it('never answers 5xx to two owners racing to close donations', async () => {
    const c = await rowCampaign(t, owner.user.id, { status: 1 });
    const [a, b] = await Promise.all([closeDonations(c.publicId), closeDonations(c.publicId)]);
    expect([a.body.status.code, b.body.status.code].sort()).toEqual([100, 105]);
    const transitions = await t.database.db.select().from(campaignTransitions).where(eq(campaignTransitions.campaignId, c.id));
    expect(transitions).toHaveLength(1);
  });
});
