import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { campaignAssignments, campaignFacts, campaignMoney, campaigns, campaignTransitions, outbox } from '../../../db/schema.ts';
import { jobRows } from '../../../test/jobs.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createAdmin, createCampaign, createUser, createVolunteer, tokenFor } from '../../../test/factories.ts';
import { ASSIGNMENT_MAIL_JOB, VOLUNTEERS_PER_CAMPAIGN } from './assignments.service.ts';
import { VetMsg } from './vetting.service.ts';
import { createNewCampaign, assignForTest } from '../trust.factories.ts';
import { apiCampaign, creator, upload } from '../../campaigns/campaigns.fixtures.ts';
import { png } from '../../media/media.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const assignedTo = async (campaignId: number) =>
  (await t.ctx.db.select().from(campaignAssignments).where(eq(campaignAssignments.campaignId, campaignId)))
    .map((a) => a.volunteerId)
    .sort();
const statusOf = async (id: number) => (await t.ctx.db.select().from(campaigns).where(eq(campaigns.id, id)))[0]!.status;
const verify = (campaignId: string, token?: string, body?: unknown) =>
  t.call('POST', '/api/v1/account/verifycampaign', { token, body: body ?? { campaign_id: campaignId, status: 1 } });

/** Each scenario in a state of its own, so volunteers of one test never meet another's campaigns. */
let nextState = 1;
const freshState = (): number => {
  const s = nextState++;
  return s === 25 || s === 20 ? freshState() : s;
};

describe('assignment of new campaigns', () => {
  it(`assigns up to ${VOLUNTEERS_PER_CAMPAIGN} approved volunteers of the owner's state, at random, never the owner`, async () => {
    const state = freshState();
    const vols = await Promise.all([1, 2, 3].map(() => createVolunteer(t.ctx.db, { stateId: state, lgaId: null })));
    await createVolunteer(t.ctx.db, { stateId: freshState(), lgaId: null }); // elsewhere
    await createUser(t.ctx.db, { stateId: state, lgaId: null, volunteerStatus: 'pending' });
    const owner = await createUser(t.ctx.db, { stateId: state, lgaId: null });
    const seen = new Set<number>();
    for (let i = 0; i < 12; i++) {
      const c = await createNewCampaign(t.ctx.db, owner.id);
      const got = await assignedTo(c.id);
      expect(got).toHaveLength(2);
      for (const id of got) {
        expect(vols.map((v) => v.id)).toContain(id);
        seen.add(id);
      }
    }
    // 12 draws of 2 among 3: all three come up unless the choice is not random (p < 1e-5).
    expect(seen.size).toBe(3);
  });

  it('assigns a campaign submitted through POST /campaigns/{id}/submit in its own transaction, never its draft', async () => {
    const state = freshState();
    const v = await createVolunteer(t.ctx.db, { stateId: state, lgaId: null });
    const owner = await creator(t, { stateId: state, lgaId: null });
    const created = await apiCampaign(t, owner);
    expect(await assignedTo(created._id)).toEqual([]);
    const image = await upload(t, 'PUT', `/api/v1/image/upload?campaign=${created.campaign_id}`, owner.token, await png(800, 500));
    expect(image.body.status.code).toBe(100);
    expect((await t.call('POST', `/api/v1/campaigns/${created.campaign_id}/submit`, { token: owner.token })).body.status.code).toBe(100);
    expect(await assignedTo(created._id)).toEqual([v.id]);
    const res = await verify(created.campaign_id, await tokenFor(t.ctx.db, v.id));
    expect(res.body.status.code).toBe(100);
    const page = await t.call('GET', `/api/v1/campaign/${created.campaign_id}`);
    expect(page.body.entity.status).toBe(1);
  });

  it('never assigns a volunteer to their own campaign', async () => {
    const state = freshState();
    const self = await createVolunteer(t.ctx.db, { stateId: state, lgaId: null });
    const c = await createNewCampaign(t.ctx.db, self.id);
    expect(await assignedTo(c.id)).toEqual([]);
  });

  it('leaves a campaign in a state without volunteers to the admins, and gives it to the first volunteer approved there', async () => {
    const state = freshState();
    const owner = await createUser(t.ctx.db, { stateId: state, lgaId: null });
    const c = await createNewCampaign(t.ctx.db, owner.id);
    expect(await assignedTo(c.id)).toEqual([]);
    const admin = await createAdmin(t.ctx.db);
    const queue = await t.call('GET', '/api/v1/admin/campaigns?filter=unassigned&per_page=100', {
      token: await tokenFor(t.ctx.db, admin.id),
    });
    expect(queue.body.entity.transactions.map((x: { _id: number }) => x._id)).toContain(c.id);
  });

  it('e-mails each assigned volunteer a link to the campaign', async () => {
    const state = freshState();
    const v = await createVolunteer(t.ctx.db, { stateId: state, lgaId: null });
    const owner = await createUser(t.ctx.db, { stateId: state, lgaId: null });
    const c = await createNewCampaign(t.ctx.db, owner.id, { title: 'Borehole for Ojo' });
    const queued = await jobRows(t.ctx.db, { kind: ASSIGNMENT_MAIL_JOB });
    expect(queued.some((j) => j.payload.campaignId === c.id && j.payload.volunteerId === v.id)).toBe(true);
    await t.ctx.jobs.drain();
    const [mail] = await t.ctx.db.select().from(outbox).where(eq(outbox.recipient, v.email));
    expect(mail!.subject).toBe('A campaign in your state needs checking');
    expect(mail!.bodyText).toContain('Borehole for Ojo');
    expect(mail!.links).toEqual([`${t.ctx.config.publicUrl}/campaign/${c.publicId}`]);
  });
});

describe('POST /account/verifycampaign', () => {
  async function scene() {
    const state = freshState();
    const volunteer = await createVolunteer(t.ctx.db, { stateId: state, lgaId: null });
    const owner = await createUser(t.ctx.db, { stateId: state, lgaId: null, firstName: 'Amaka' });
    const c = await createNewCampaign(t.ctx.db, owner.id, { title: 'School fees for Amaka' });
    expect(await assignedTo(c.id)).toEqual([volunteer.id]);
    return { volunteer, owner, c, token: await tokenFor(t.ctx.db, volunteer.id) };
  }

  it('lets the assigned volunteer make the campaign live, records it and tells the owner', async () => {
    const { volunteer, owner, c, token } = await scene();
    const res = await verify(c.publicId.toUpperCase(), token);
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toEqual({ code: 100, desc: 'The campaign is now live' });
    expect(res.body.entity).toEqual({ campaign_id: c.publicId, status: 1 });
    expect(await statusOf(c.id)).toBe(1);
    const [a] = await t.ctx.db
      .select()
      .from(campaignAssignments)
      .where(and(eq(campaignAssignments.campaignId, c.id), eq(campaignAssignments.volunteerId, volunteer.id)));
    expect(a!.verifiedAt).toBeInstanceOf(Date);
    const [tr] = await t.ctx.db.select().from(campaignTransitions).where(eq(campaignTransitions.campaignId, c.id));
    expect(tr).toMatchObject({ fromStatus: 0, toStatus: 1, actorId: volunteer.id });
    const [mail] = await t.ctx.db.select().from(outbox).where(eq(outbox.recipient, owner.email));
    expect(mail!.subject).toBe('Your campaign is live');
    expect(mail!.links).toEqual([`${t.ctx.config.publicUrl}/campaign/${c.publicId}`]);

    const who = await t.call('GET', `/api/v1/campaign/volunteers/${c.publicId}`);
    expect(who.body.entity.verified_by).toBe('volunteer');
    expect(who.body.entity.volunteers).toEqual([
      {
        _id: volunteer.id,
        first_name: 'Tunde',
        last_name: 'Bello',
        image_url: null,
        grade: 4,
        state: expect.any(String),
        verified_count: 1,
        has_profile: true,
        verified: true,
        recommended: false,
      },
    ]);
    const mine = await t.call('GET', `/api/v1/volunteer/campaigns/${volunteer.id}`);
    expect(mine.body.entity).toMatchObject({ is_volunteer: true, verified_count: 1 });
    expect(mine.body.entity.campaigns.map((x: { campaign_id: string }) => x.campaign_id)).toEqual([c.publicId]);
  });

  it('verifies only once: a second try, or the other volunteer after it, gets 105 and nothing changes', async () => {
    const { c, token, owner } = await scene();
    const second = await createVolunteer(t.ctx.db, { stateId: owner.stateId, lgaId: null });
    await assignForTest(t.ctx.db, { campaignId: c.id, volunteerId: second.id });
    expect((await verify(c.publicId, token)).body.status.code).toBe(100);
    const again = await verify(c.publicId, token);
    expect(again.statusCode).toBe(409);
    expect(again.body.status).toEqual({ code: 105, desc: 'This campaign is already verified' });
    const other = await verify(c.publicId, await tokenFor(t.ctx.db, second.id));
    expect(other.body.status.code).toBe(105);
    const transitions = await t.ctx.db.select().from(campaignTransitions).where(eq(campaignTransitions.campaignId, c.id));
    expect(transitions).toHaveLength(1);
  });

  it('refuses a volunteer the campaign is not assigned to (103), even an approved one', async () => {
    const { c } = await scene();
    const stranger = await createVolunteer(t.ctx.db, { stateId: freshState(), lgaId: null });
    const res = await verify(c.publicId, await tokenFor(t.ctx.db, stranger.id));
    expect(res.statusCode).toBe(403);
    expect(res.body.status).toEqual({ code: 103, desc: 'This campaign is not assigned to you' });
    expect(await statusOf(c.id)).toBe(0);
  });

  it('refuses an ordinary user (103), a signed-out caller (102), the owner (103)', async () => {
    const { c, owner } = await scene();
    const user = await createUser(t.ctx.db);
    expect((await verify(c.publicId, await tokenFor(t.ctx.db, user.id))).body.status.code).toBe(103);
    const out = await verify(c.publicId);
    expect(out.statusCode).toBe(401);
    expect(out.body.status.code).toBe(102);
    expect((await verify(c.publicId, await tokenFor(t.ctx.db, owner.id))).body.status.code).toBe(103);
    expect(await statusOf(c.id)).toBe(0);
  });

  it('refuses a campaign already live, closed or suspended (105), and an unknown or deleted one (104)', async () => {
    const admin = await createAdmin(t.ctx.db);
    const token = await tokenFor(t.ctx.db, admin.id);
    const owner = await createUser(t.ctx.db);
    const live = await createCampaign(t.ctx.db, owner.id, { status: 1 });
    expect((await verify(live.publicId, token)).body.status).toEqual({ code: 105, desc: 'This campaign is already verified' });
    const closed = await createCampaign(t.ctx.db, owner.id, { status: 3 });
    expect((await verify(closed.publicId, token)).body.status).toEqual({
      code: 105,
      desc: 'Only a campaign awaiting verification can be verified',
    });
    const suspended = await createCampaign(t.ctx.db, owner.id, { status: 0, suspendedAt: new Date() });
    expect((await verify(suspended.publicId, token)).body.status.code).toBe(105);
    expect(await statusOf(suspended.id)).toBe(0);
    const deleted = await createCampaign(t.ctx.db, owner.id, { status: 4 });
    expect((await verify(deleted.publicId, token)).body.status.code).toBe(104);
    expect((await verify('nosuchcampaign', token)).body.status.code).toBe(104);
  });

  it('hides who vets a campaign awaiting verification from anyone but its owner, volunteers and admins', async () => {
    const { c, owner, token } = await scene();
    expect((await t.call('GET', `/api/v1/campaign/volunteers/${c.publicId}`)).body.status.code).toBe(104);
    const stranger = await createUser(t.ctx.db);
    expect(
      (await t.call('GET', `/api/v1/campaign/volunteers/${c.publicId}`, { token: await tokenFor(t.ctx.db, stranger.id) })).body.status.code,
    ).toBe(104);
    const own = await t.call('GET', `/api/v1/campaign/volunteers/${c.publicId}`, { token: await tokenFor(t.ctx.db, owner.id) });
    expect(own.body.entity).toEqual({ volunteers: [], verified_at: null, verified_by: null, recommended: false });
    expect((await t.call('GET', `/api/v1/campaign/volunteers/${c.publicId}`, { token })).body.status.code).toBe(100);
  });

  it('lets an admin verify any campaign awaiting verification', async () => {
    const owner = await createUser(t.ctx.db, { stateId: freshState(), lgaId: null });
    const c = await createNewCampaign(t.ctx.db, owner.id);
    const admin = await createAdmin(t.ctx.db);
    const res = await verify(c.publicId, await tokenFor(t.ctx.db, admin.id));
    expect(res.body.status.code).toBe(100);
    expect(await statusOf(c.id)).toBe(1);
    const who = await t.call('GET', `/api/v1/campaign/volunteers/${c.publicId}`);
    expect(who.body.entity).toMatchObject({ volunteers: [], verified_by: 'admin' });
  });

  it('refuses to make live a campaign without its feature image (409, nothing changes; no Verify button)', async () => {
    const { c, token } = await scene();
    await t.ctx.db.update(campaigns).set({ imageKey: null }).where(eq(campaigns.id, c.id));
    const view = await t.call('GET', `/api/v1/volunteer/assignments/${c.publicId}`, { token });
    expect(view.body.entity).toMatchObject({ assigned: true, can_verify: false });
    const res = await verify(c.publicId, token);
    expect(res.statusCode).toBe(409);
    expect(res.body.status).toEqual({ code: 105, desc: VetMsg.noImage });
    expect(await statusOf(c.id)).toBe(0);
    const admin = await createAdmin(t.ctx.db);
    expect((await verify(c.publicId, await tokenFor(t.ctx.db, admin.id))).body.status).toEqual({ code: 105, desc: VetMsg.noImage });
    expect(await statusOf(c.id)).toBe(0);
  });

  it('lets nobody verify a draft, not even an admin', async () => {
    const owner = await createUser(t.ctx.db, { stateId: freshState(), lgaId: null });
    const c = await createNewCampaign(t.ctx.db, owner.id, { submittedAt: null });
    expect(await assignedTo(c.id)).toEqual([]);
    const adminToken = await tokenFor(t.ctx.db, (await createAdmin(t.ctx.db)).id);
    expect((await t.call('GET', `/api/v1/volunteer/assignments/${c.publicId}`, { token: adminToken })).body.entity).toMatchObject({
      can_verify: false,
    });
    const res = await verify(c.publicId, adminToken);
    expect(res.statusCode).toBe(409);
    expect(res.body.status).toEqual({ code: 105, desc: VetMsg.notSubmitted });
    expect(await statusOf(c.id)).toBe(0);
  });

  it("answers 101 for a body that is not the spec's", async () => {
    const { c, token } = await scene();
    for (const body of [
      { campaign_id: c.publicId, status: 2 },
      { campaign_id: c.publicId },
      { status: 1 },
      { campaign_id: 12, status: 1 },
    ]) {
      const res = await verify(c.publicId, token, body);
      expect(res.body.status.code).toBe(101);
    }
    expect(await statusOf(c.id)).toBe(0);
  });

  it('ignores fields the call does not take (decision 008): they change nothing', async () => {
    const { volunteer, c, token } = await scene();
    // what it raised is payments' (campaign_money), no longer on campaign_facts (decision 109)
    const [before] = await t.ctx.db.select().from(campaignMoney).where(eq(campaignMoney.campaignId, c.id));
    const res = await verify(c.publicId, token, {
      campaign_id: c.publicId,
      status: 1,
      pledged: 5_000_000,
      suspended: true,
      recommended: true,
      volunteer_id: 1,
      extra: true,
    });
    expect(res.body.status.code).toBe(100);
    expect(res.body.entity).toEqual({ campaign_id: c.publicId, status: 1 });
    const [after] = await t.ctx.db.select().from(campaignFacts).where(eq(campaignFacts.id, c.id));
    const [afterMoney] = await t.ctx.db.select().from(campaignMoney).where(eq(campaignMoney.campaignId, c.id));
    expect(after!.status).toBe(1);
    expect(afterMoney!.pledgedKobo).toBe(before!.pledgedKobo);
    expect(after!.suspendedAt).toBeNull();
    const [a] = await t.ctx.db
      .select()
      .from(campaignAssignments)
      .where(and(eq(campaignAssignments.campaignId, c.id), eq(campaignAssignments.volunteerId, volunteer.id)));
    expect(a!.verifiedAt).not.toBeNull();
    expect(a!.recommendedAt).toBeNull();
  });
});

describe('what a volunteer may do on a campaign', () => {
  it('tells the Verify campaign button what to offer, and lists the campaigns waiting for the volunteer', async () => {
    const state = freshState();
    const v = await createVolunteer(t.ctx.db, { stateId: state, lgaId: null });
    const owner = await createUser(t.ctx.db, { stateId: state, lgaId: null });
    const c = await createNewCampaign(t.ctx.db, owner.id);
    const token = await tokenFor(t.ctx.db, v.id);
    const waiting = await t.call('GET', '/api/v1/volunteer/assignments', { token });
    expect(waiting.body.entity.campaigns.map((x: { campaign_id: string }) => x.campaign_id)).toEqual([c.publicId]);
    const before = await t.call('GET', `/api/v1/volunteer/assignments/${c.publicId}`, { token });
    expect(before.body.entity).toEqual({
      campaign_id: c.publicId,
      status: 0,
      assigned: true,
      verified: false,
      recommended: false,
      can_verify: true,
      can_recommend: true,
    });
    await verify(c.publicId, token);
    const after = await t.call('GET', `/api/v1/volunteer/assignments/${c.publicId}`, { token });
    expect(after.body.entity).toMatchObject({ status: 1, verified: true, can_verify: false, can_recommend: true });
    expect((await t.call('GET', '/api/v1/volunteer/assignments', { token })).body.entity.campaigns).toEqual([]);
    const ownerView = await t.call('GET', `/api/v1/volunteer/assignments/${c.publicId}`, { token: await tokenFor(t.ctx.db, owner.id) });
    expect(ownerView.body.entity).toMatchObject({ assigned: false, can_verify: false, can_recommend: false });
    const admin = await createAdmin(t.ctx.db);
    const other = await createNewCampaign(t.ctx.db, owner.id);
    const adminView = await t.call('GET', `/api/v1/volunteer/assignments/${other.publicId}`, { token: await tokenFor(t.ctx.db, admin.id) });
    expect(adminView.body.entity).toMatchObject({ can_verify: true, can_recommend: false });
    const stranger = await createUser(t.ctx.db);
    expect(
      (await t.call('GET', `/api/v1/volunteer/assignments/${other.publicId}`, { token: await tokenFor(t.ctx.db, stranger.id) })).body.status
        .code,
    ).toBe(104);
  });
});

describe('recommending for verified status', () => {
  it('lets an assigned volunteer recommend once, and shows it', async () => {
    const state = freshState();
    const v = await createVolunteer(t.ctx.db, { stateId: state, lgaId: null });
    const owner = await createUser(t.ctx.db, { stateId: state, lgaId: null });
    const c = await createNewCampaign(t.ctx.db, owner.id);
    const token = await tokenFor(t.ctx.db, v.id);
    const res = await t.call('POST', '/api/v1/volunteer/recommend', { token, body: { campaign_id: c.publicId } });
    expect(res.body.status).toEqual({ code: 100, desc: 'Thank you for your recommendation' });
    const again = await t.call('POST', '/api/v1/volunteer/recommend', { token, body: { campaign_id: c.publicId } });
    expect(again.body.status).toEqual({ code: 105, desc: 'You have already recommended this campaign' });
    const who = await t.call('GET', `/api/v1/campaign/volunteers/${c.publicId}`, { token });
    expect(who.body.entity.recommended).toBe(true);
    expect(who.body.entity.volunteers[0]).toMatchObject({ _id: v.id, verified: false, recommended: true });
  });

  it('refuses someone not assigned (103) and a closed campaign (105)', async () => {
    const owner = await createUser(t.ctx.db);
    const c = await createCampaign(t.ctx.db, owner.id, { status: 3 });
    const v = await createVolunteer(t.ctx.db, { stateId: freshState(), lgaId: null });
    const token = await tokenFor(t.ctx.db, v.id);
    expect((await t.call('POST', '/api/v1/volunteer/recommend', { token, body: { campaign_id: c.publicId } })).body.status.code).toBe(103);
    await assignForTest(t.ctx.db, { campaignId: c.id, volunteerId: v.id });
    expect((await t.call('POST', '/api/v1/volunteer/recommend', { token, body: { campaign_id: c.publicId } })).body.status.code).toBe(105);
    const user = await createUser(t.ctx.db);
    expect(
      (await t.call('POST', '/api/v1/volunteer/recommend', { token: await tokenFor(t.ctx.db, user.id), body: { campaign_id: c.publicId } }))
        .body.status.code,
    ).toBe(103);
  });
});

describe('GET /volunteer/campaigns/{id}', () => {
  it('ranks volunteers by how many campaigns they verified', async () => {
    const state = freshState();
    const busy = await createVolunteer(t.ctx.db, { stateId: state, lgaId: null });
    const owner = await createUser(t.ctx.db, { stateId: state, lgaId: null });
    const token = await tokenFor(t.ctx.db, busy.id);
    for (let i = 0; i < 3; i++) {
      const c = await createNewCampaign(t.ctx.db, owner.id);
      expect((await verify(c.publicId, token)).body.status.code).toBe(100);
    }
    const res = await t.call('GET', `/api/v1/volunteer/campaigns/${busy.id}`);
    expect(res.body.entity.verified_count).toBe(3);
    expect(res.body.entity.campaigns).toHaveLength(3);
    const idle = await createVolunteer(t.ctx.db, { stateId: freshState(), lgaId: null });
    const idleRes = await t.call('GET', `/api/v1/volunteer/campaigns/${idle.id}`);
    expect(idleRes.body.entity.verified_count).toBe(0);
    expect(idleRes.body.entity.rank).toBeGreaterThan(res.body.entity.rank);
  });

  it('says when a user is not a volunteer, and answers the same for an id of no account (it tells no one which ids exist)', async () => {
    const user = await createUser(t.ctx.db);
    const res = await t.call('GET', `/api/v1/volunteer/campaigns/${user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.entity).toMatchObject({ is_volunteer: false, volunteer: null, rank: null, verified_count: 0, campaigns: [] });
    const missing = await t.call('GET', '/api/v1/volunteer/campaigns/99999999');
    expect([missing.statusCode, missing.body]).toEqual([res.statusCode, res.body]);
    expect((await t.call('GET', '/api/v1/volunteer/campaigns/abc')).body.status.code).toBe(101);
  });
});
