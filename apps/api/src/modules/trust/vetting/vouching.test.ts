import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { campaigns, users } from '../../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createAdmin, createCampaign, createOrganization, createUser, createVolunteer, tokenFor } from '../../../test/factories.ts';
import { assignForTest } from '../trust.factories.ts';

/**
 * Who vouched, while it matters (issue 14): a verified campaign shows the volunteers who verified
 * it — name, picture, state, grade, how many campaigns they verified — and each has a public
 * profile; nothing is shown for a campaign not verified (drafts, awaiting verification, deleted)
 * or suspended, and only approved volunteers have a profile.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const KANO = 20;
const stateName = async (id: number) =>
  (await t.ctx.db.execute<{ name: string }>(sql`select name from state_names where id = ${id}`)).rows[0]!.name;

/** A campaign as its owner submits it: awaiting verification, with its feature image. */
const awaiting = (ownerId: number, title: string) =>
  createCampaign(t.ctx.db, ownerId, { status: 0, title, imageKey: 'campaigns/feature123456.jpg', submittedAt: new Date() });

/** The volunteer verifies the campaign through the API, as the vetting panel does (assigned first). */
async function verifyAs(volunteerId: number, c: { id: number; publicId: string }) {
  await assignForTest(t.ctx.db, { campaignId: c.id, volunteerId });
  const res = await t.call('POST', '/api/v1/account/verifycampaign', {
    token: await tokenFor(t.ctx.db, volunteerId),
    body: { campaign_id: c.publicId, status: 1 },
  });
  expect(res.body.status.code, res.body.status.desc).toBe(100);
}

const vouchers = (publicId: string, token?: string) => t.call('GET', `/api/v1/campaign/volunteers/${publicId}`, { token });
const profile = (id: number | string) => t.call('GET', `/api/v1/volunteer/profile/${id}`);

/** Two volunteers of Kano: Kemi verifies two campaigns, Musa one; Musa is also merely assigned to Kemi's first. */
async function scene() {
  const kemi = await createVolunteer(t.ctx.db, {
    firstName: 'Kemi',
    lastName: 'Adeyemi',
    email: `kemi-${Math.random().toString(36).slice(2)}@example.ng`,
    mobile: '+2348031112222',
    stateId: KANO,
    lgaId: null,
    volunteerGrade: 5,
    imageKey: 'users/kemi12345678.jpg',
  });
  const musa = await createVolunteer(t.ctx.db, { firstName: 'Musa', lastName: 'Bala', stateId: KANO, lgaId: null, volunteerGrade: 3 });
  const owner = await createUser(t.ctx.db, { firstName: 'Hauwa', stateId: KANO, lgaId: null });
  const first = await awaiting(owner.id, 'Solar pump for Dala market');
  const second = await awaiting(owner.id, 'School fees for Aisha');
  const third = await awaiting(owner.id, 'Clinic roof in Fagge');
  await assignForTest(t.ctx.db, { campaignId: first.id, volunteerId: musa.id });
  await verifyAs(kemi.id, first);
  await verifyAs(kemi.id, second);
  await verifyAs(musa.id, third);
  return { kemi, musa, owner, first, second, third };
}

describe('who vouched for a campaign', () => {
  it('shows the verifying volunteer of a live campaign to anyone: picture, name, state, grade, verified count; never the merely assigned', async () => {
    const { kemi, musa, first, third } = await scene();
    const res = await vouchers(first.publicId);
    expect(res.statusCode).toBe(200);
    expect(res.body.entity.verified_by).toBe('volunteer');
    expect(res.body.entity.verified_at).toBeTruthy();
    expect(res.body.entity.volunteers).toEqual([
      {
        _id: kemi.id,
        first_name: 'Kemi',
        last_name: 'Adeyemi',
        image_url: t.ctx.media.publicUrl('users/kemi12345678.jpg'),
        grade: 5,
        state: await stateName(KANO),
        verified_count: 2,
        has_profile: true,
        verified: true,
        recommended: false,
      },
    ]);
    // Nothing private: not the e-mail, not the phone.
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(kemi.email);
    expect(text).not.toContain('+2348031112222');
    expect(text).not.toContain('mobile');
    const musaOn = (await vouchers(third.publicId)).body.entity.volunteers;
    expect(musaOn.map((v: { _id: number; verified_count: number }) => [v._id, v.verified_count])).toEqual([[musa.id, 1]]);
  });

  it('counts a verification as soon as it is made, on every campaign the volunteer vouched for', async () => {
    const { kemi, owner, first } = await scene();
    const fourth = await awaiting(owner.id, 'Wheelchair for Sani');
    await verifyAs(kemi.id, fourth);
    expect((await vouchers(first.publicId)).body.entity.volunteers[0].verified_count).toBe(3);
    expect((await vouchers(fourth.publicId)).body.entity.volunteers[0].verified_count).toBe(3);
  });

  it('keeps showing the voucher once the campaign closes for donations or closes', async () => {
    const { kemi, first, second } = await scene();
    await t.ctx.db.update(campaigns).set({ status: 3 }).where(eq(campaigns.id, first.id));
    await t.ctx.db.update(campaigns).set({ status: 2 }).where(eq(campaigns.id, second.id));
    for (const c of [first, second])
      expect((await vouchers(c.publicId)).body.entity.volunteers.map((v: { _id: number }) => v._id)).toEqual([kemi.id]);
  });

  it('shows nobody for a draft or a campaign awaiting verification (not found to the public), a suspended or a deleted campaign', async () => {
    const { kemi, owner, first } = await scene();
    // Awaiting verification, recommended by its assigned volunteer: still nothing for the public.
    const waiting = await awaiting(owner.id, 'Borehole for Gwale');
    await assignForTest(t.ctx.db, { campaignId: waiting.id, volunteerId: kemi.id });
    const rec = await t.call('POST', '/api/v1/volunteer/recommend', {
      token: await tokenFor(t.ctx.db, kemi.id),
      body: { campaign_id: waiting.publicId },
    });
    expect(rec.body.status.code).toBe(100);
    expect((await vouchers(waiting.publicId)).body.status.code).toBe(104);
    const stranger = await createUser(t.ctx.db);
    expect((await vouchers(waiting.publicId, await tokenFor(t.ctx.db, stranger.id))).body.status.code).toBe(104);
    const draft = await createCampaign(t.ctx.db, owner.id, { status: 0, submittedAt: null });
    expect((await vouchers(draft.publicId)).body.status.code).toBe(104);

    // Suspended while a report is reviewed: the vouch is withdrawn from view, for everyone.
    await t.ctx.db.update(campaigns).set({ suspendedAt: new Date() }).where(eq(campaigns.id, first.id));
    const empty = { volunteers: [], verified_at: null, verified_by: null, recommended: false };
    expect((await vouchers(first.publicId)).body.entity).toEqual(empty);
    const admin = await createAdmin(t.ctx.db);
    expect((await vouchers(first.publicId, await tokenFor(t.ctx.db, admin.id))).body.entity).toEqual(empty);
    // Reinstated: shown again.
    await t.ctx.db.update(campaigns).set({ suspendedAt: null }).where(eq(campaigns.id, first.id));
    expect((await vouchers(first.publicId)).body.entity.volunteers).toHaveLength(1);

    await t.ctx.db.update(campaigns).set({ status: 4, deletedAt: new Date() }).where(eq(campaigns.id, first.id));
    expect((await vouchers(first.publicId)).body.status.code).toBe(104);
  });

  it('says when a voucher is no longer a volunteer (no profile to link to)', async () => {
    const { kemi, first } = await scene();
    await t.ctx.db.update(users).set({ volunteerStatus: 'none' }).where(eq(users.id, kemi.id));
    expect((await vouchers(first.publicId)).body.entity.volunteers[0]).toMatchObject({ _id: kemi.id, verified: true, has_profile: false });
  });
});

describe("a volunteer's public profile", () => {
  it('shows picture, name, state, grade, count, rank and the live and closed campaigns verified — and nothing private', async () => {
    const { kemi, musa, first, second } = await scene();
    const res = await profile(kemi.id);
    expect(res.statusCode).toBe(200);
    const p = res.body.entity;
    expect(Object.keys(p).sort()).toEqual([
      '_id',
      'campaigns',
      'first_name',
      'grade',
      'image_url',
      'last_name',
      'rank',
      'state',
      'total_volunteers',
      'verified_count',
      'volunteer_since',
    ]);
    const volunteers = (
      await t.ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from person_roles where volunteer_status = 'approved'`)
    ).rows[0]!.n;
    expect(p).toMatchObject({
      _id: kemi.id,
      first_name: 'Kemi',
      last_name: 'Adeyemi',
      image_url: t.ctx.media.publicUrl('users/kemi12345678.jpg'),
      grade: 5,
      state: await stateName(KANO),
      verified_count: 2,
      total_volunteers: volunteers,
    });
    expect(p.volunteer_since).toBeTruthy();
    expect(p.campaigns.map((c: { campaign_id: string }) => c.campaign_id).sort()).toEqual([first.publicId, second.publicId].sort());
    expect(p.campaigns[0]).toMatchObject({ status: 1, verified_at: expect.any(String) });
    const text = JSON.stringify(res.body);
    for (const secret of [kemi.email, '+2348031112222', 'Knows the area well', 'private/', 'National ID', 'id_document', 'interview'])
      expect(text).not.toContain(secret);
    // Kemi verified more than Musa: Kemi ranks above him.
    expect((await profile(musa.id)).body.entity.rank).toBeGreaterThan(p.rank);
  });

  it('lists only campaigns donors can open (not suspended or deleted), while the count keeps every verification', async () => {
    const { kemi, first, second } = await scene();
    await t.ctx.db.update(campaigns).set({ suspendedAt: new Date() }).where(eq(campaigns.id, first.id));
    await t.ctx.db.update(campaigns).set({ status: 2 }).where(eq(campaigns.id, second.id));
    let p = (await profile(kemi.id)).body.entity;
    expect(p.verified_count).toBe(2);
    expect(p.campaigns.map((c: { campaign_id: string; status: number }) => [c.campaign_id, c.status])).toEqual([[second.publicId, 2]]);
    await t.ctx.db.update(campaigns).set({ status: 4, deletedAt: new Date() }).where(eq(campaigns.id, second.id));
    p = (await profile(kemi.id)).body.entity;
    expect(p.campaigns).toEqual([]);
  });

  it('exists only for approved volunteers: anyone else is 404, a bad id 101', async () => {
    const { kemi } = await scene();
    const user = await createUser(t.ctx.db);
    const applicant = await createUser(t.ctx.db, { volunteerStatus: 'pending' });
    const rejected = await createUser(t.ctx.db, { volunteerStatus: 'rejected' });
    const org = await createOrganization(t.ctx.db);
    await t.ctx.db.update(users).set({ volunteerStatus: 'none' }).where(eq(users.id, kemi.id)); // revoked
    for (const id of [user.id, applicant.id, rejected.id, org.id, kemi.id, 999_999_999]) {
      const res = await profile(id);
      expect(res.statusCode, `user ${id}`).toBe(404);
      expect(res.body).toEqual({ status: { code: 104, desc: 'There is no volunteer with this id' }, entity: null });
    }
    const bad = await profile('abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.body.status.code).toBe(101);
  });
});
