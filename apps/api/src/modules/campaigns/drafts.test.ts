import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, campaigns, outbox } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createAdmin, createVolunteer, tokenFor } from '../../test/factories.ts';
import { png } from '../media/media.fixtures.ts';
import { apiCampaign, creator, person, upload, validCampaign, type Person } from './campaigns.fixtures.ts';
import { SubmitMsg } from './submit.ts';

/** The wizard's draft (issue 15): created at step 2, private and unassigned until its owner submits it. */
let t: TestApp;
const STATE = 7;
let owner: Person;
let volunteer: { id: number; token: string };

beforeAll(async () => {
  t = await buildTestApp();
  owner = await creator(t, { stateId: STATE, lgaId: null });
  const v = await createVolunteer(t.ctx.db, { stateId: STATE, lgaId: null });
  volunteer = { id: v.id, token: await tokenFor(t.ctx.db, v.id) };
});
afterAll(() => t.close());

/** The volunteers assigned to vet the campaign, read through trust's published view. */
const assigned = async (campaignId: number) =>
  (
    await t.ctx.db.execute<{ volunteer_id: string }>(sql`select volunteer_id from campaign_volunteers where campaign_id = ${campaignId}`)
  ).rows.map((r) => Number(r.volunteer_id));
const submit = (id: string, token?: string) => t.call('POST', `/api/v1/campaigns/${id}/submit`, { token });
const withFeatureImage = async (publicId: string) => {
  const res = await upload(t, 'PUT', `/api/v1/image/upload?campaign=${publicId}`, owner.token, await png(800, 500));
  expect(res.body.status.code).toBe(100);
};
const rowOf = async (id: number) => (await t.ctx.db.select().from(campaigns).where(eq(campaigns.id, id)))[0]!;

describe('the wizard draft', () => {
  it('is created unsubmitted and assigns nobody', async () => {
    const c = await apiCampaign(t, owner);
    expect(c).toMatchObject({ status: 0, submitted_at: null });
    expect((await rowOf(c._id)).submittedAt).toBeNull();
    expect(await assigned(c._id)).toEqual([]);
  });

  it('is the same campaign after going back and changing step 2 (PUT), still a draft', async () => {
    const c = await apiCampaign(t, owner);
    const res = await t.call('PUT', `/api/v1/campaign/${c.campaign_id}`, {
      token: owner.token,
      body: { ...validCampaign, title: 'Help Amaka finish nursing school in Yaba' },
    });
    expect(res.body.status.code).toBe(100);
    expect(res.body.entity).toMatchObject({ _id: c._id, submitted_at: null, title: 'Help Amaka finish nursing school in Yaba' });
    expect(await assigned(c._id)).toEqual([]);
  });

  it('is seen by nobody but its owner and admins: another user and a volunteer of the same state get "not found"', async () => {
    const c = await apiCampaign(t, owner);
    const other = await person(t, { stateId: STATE, lgaId: null });
    for (const token of [undefined, other.token, volunteer.token]) {
      const res = await t.call('GET', `/api/v1/campaign/${c.campaign_id}`, { token });
      expect(res.statusCode).toBe(404);
      expect(res.body.status.code).toBe(104);
    }
    expect((await t.call('GET', `/api/v1/campaign/${c.campaign_id}`, { token: owner.token })).body.entity.submitted_at).toBeNull();
    const admin = await createAdmin(t.ctx.db);
    expect((await t.call('GET', `/api/v1/campaign/${c.campaign_id}`, { token: await tokenFor(t.ctx.db, admin.id) })).statusCode).toBe(200);
  });

  it("is listed in its owner's campaigns as a draft", async () => {
    const c = await apiCampaign(t, owner, { title: 'Draft in the profile' });
    const mine = await t.call('GET', '/api/v1/campaigns', { token: owner.token });
    const item = mine.body.entity.campaigns.find((x: { _id: number }) => x._id === c._id);
    expect(item).toMatchObject({ draft: true, status: 0 });
  });
});

describe('POST /campaigns/{id}/submit', () => {
  it('refuses a draft without its feature image with a clear conflict, changing and assigning nothing', async () => {
    const c = await apiCampaign(t, owner);
    const res = await submit(c.campaign_id, owner.token);
    expect(res.statusCode).toBe(409);
    expect(res.body.status).toEqual({ code: 105, desc: SubmitMsg.noImage });
    expect((await rowOf(c._id)).submittedAt).toBeNull();
    expect(await assigned(c._id)).toEqual([]);
  });

  it('refuses a Reward based draft without a reward (issue 26) with a clear conflict, and submits it once it has one', async () => {
    const c = await apiCampaign(t, owner, { types: 'Reward based' });
    await withFeatureImage(c.campaign_id);
    const res = await submit(c.campaign_id, owner.token);
    expect(res.statusCode).toBe(409);
    expect(res.body.status).toEqual({ code: 105, desc: SubmitMsg.noRewards });
    expect((await rowOf(c._id)).submittedAt).toBeNull();
    expect(await assigned(c._id)).toEqual([]);
    const reward = await t.call('POST', '/api/v1/reward', {
      token: owner.token,
      body: { campaign: c.campaign_id, donation: 5000, reward_type: 'Material', reward: 'An Ireti tote bag' },
    });
    expect(reward.body.status.code).toBe(100);
    const again = await submit(c.campaign_id, owner.token);
    expect(again.body.status).toEqual({ code: 100, desc: SubmitMsg.submitted });
  });

  it('submits a draft with its feature image: submitted_at set, audited, volunteers assigned once, owner e-mailed', async () => {
    const c = await apiCampaign(t, owner, { title: 'Borehole for Ojo' });
    await withFeatureImage(c.campaign_id);
    const res = await submit(c.campaign_id, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toEqual({ code: 100, desc: SubmitMsg.submitted });
    expect(res.body.entity.submitted_at).toEqual(expect.any(String));
    expect(res.body.entity.status).toBe(0);
    expect(await assigned(c._id)).toEqual([volunteer.id]);
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(c._id)));
    expect(audits.map((a) => a.action)).toContain('campaign.submitted');
    const mails = await t.ctx.db.select().from(outbox).where(eq(outbox.recipient, owner.user.email));
    expect(
      mails.filter((m) => m.subject === 'Your campaign is awaiting verification' && m.bodyText.includes('Borehole for Ojo')),
    ).toHaveLength(1);
    // The assigned volunteer now sees it.
    expect((await t.call('GET', `/api/v1/campaign/${c.campaign_id}`, { token: volunteer.token })).statusCode).toBe(200);

    // Submitting again answers success, as it is: no second assignment, no second e-mail.
    const first = (await rowOf(c._id)).submittedAt;
    const again = await submit(c.campaign_id, owner.token);
    expect(again.body.status).toEqual({ code: 100, desc: SubmitMsg.alreadySubmitted });
    expect((await rowOf(c._id)).submittedAt).toEqual(first);
    expect(await assigned(c._id)).toEqual([volunteer.id]);
    const after = await t.ctx.db.select().from(outbox).where(eq(outbox.recipient, owner.user.email));
    expect(
      after.filter((m) => m.subject === 'Your campaign is awaiting verification' && m.bodyText.includes('Borehole for Ojo')),
    ).toHaveLength(1);
  });

  it('answers "not found" to anyone who cannot see the draft, 102 without a session, and lets nobody else submit', async () => {
    const c = await apiCampaign(t, owner);
    await withFeatureImage(c.campaign_id);
    const other = await person(t);
    for (const token of [other.token, volunteer.token]) {
      const res = await submit(c.campaign_id, token);
      expect(res.statusCode).toBe(404);
      expect(res.body.status.code).toBe(104);
    }
    expect((await submit(c.campaign_id)).body.status.code).toBe(102);
    expect((await submit('nosuchcampaign', owner.token)).statusCode).toBe(404);
    // An admin sees the draft but it is not theirs to submit.
    const admin = await createAdmin(t.ctx.db);
    const res = await submit(c.campaign_id, await tokenFor(t.ctx.db, admin.id));
    expect(res.statusCode).toBe(403);
    expect(res.body.status.code).toBe(103);
    expect((await rowOf(c._id)).submittedAt).toBeNull();
    expect(await assigned(c._id)).toEqual([]);
  });

  it('refuses a deleted draft with a conflict', async () => {
    const c = await apiCampaign(t, owner);
    await withFeatureImage(c.campaign_id);
    expect((await t.call('DELETE', `/api/v1/campaign/delete/${c.campaign_id}`, { token: owner.token })).body.status.code).toBe(100);
    const res = await submit(c.campaign_id, owner.token);
    // deleted campaigns are public (status 4): the owner gets the conflict
    expect(res.body.status.code).toBe(105);
    expect(await assigned(c._id)).toEqual([]);
  });
});
