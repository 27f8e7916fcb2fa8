import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { campaignAssignments, campaigns, campaignVetters } from '../../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createUser, createVolunteer, tokenFor } from '../../../test/factories.ts';
import { apiCampaign, creator, upload, validCampaign } from '../../campaigns/campaigns.fixtures.ts';
import { png } from '../../media/media.fixtures.ts';
import { createNewCampaign } from '../trust.factories.ts';
import { assignByHand, backfillVolunteer, reassignMoved } from './assignments.service.ts';

/** Issue 14: volunteers are assigned from the campaign's own state, not its owner's. */
const LAGOS = 25;
const KANO = 20;
const KANO_MUNICIPAL = 390;
const ENUGU = 14;
const ENUGU_NORTH = 262;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const assignedTo = async (campaignId: number) =>
  (await t.ctx.db.select().from(campaignAssignments).where(eq(campaignAssignments.campaignId, campaignId)))
    .map((a) => a.volunteerId)
    .sort();

describe("assignment by the campaign's state", () => {
  it("assigns volunteers of the campaign's state, never of its owner's", async () => {
    const lagosVolunteer = await createVolunteer(t.ctx.db, { stateId: LAGOS, lgaId: null });
    const kanoVolunteer = await createVolunteer(t.ctx.db, { stateId: KANO, lgaId: null });
    const owner = await createUser(t.ctx.db, { stateId: LAGOS, lgaId: null });
    const c = await createNewCampaign(t.ctx.db, owner.id, { stateId: KANO, lgaId: KANO_MUNICIPAL });
    expect(await assignedTo(c.id)).toEqual([kanoVolunteer.id]);
    expect(await assignedTo(c.id)).not.toContain(lagosVolunteer.id);
  });

  it('gives a newly approved volunteer the waiting campaigns of their state by the campaign, not the owner', async () => {
    // Enugu has no volunteer yet: the campaign waits, its Lagos owner's volunteers are not asked.
    const owner = await createUser(t.ctx.db, { stateId: LAGOS, lgaId: null });
    const c = await createNewCampaign(t.ctx.db, owner.id, { stateId: ENUGU, lgaId: ENUGU_NORTH });
    expect(await assignedTo(c.id)).toEqual([]);
    // The first volunteer approved in Enugu takes it (what the admin's approval runs).
    const enugu = await createVolunteer(t.ctx.db, { stateId: ENUGU, lgaId: null });
    const lagos = await createVolunteer(t.ctx.db, { stateId: LAGOS, lgaId: null });
    expect(await t.ctx.db.transaction((tx) => backfillVolunteer(tx, lagos.id))).not.toContain(c.id);
    expect(await t.ctx.db.transaction((tx) => backfillVolunteer(tx, enugu.id))).toContain(c.id);
    expect(await assignedTo(c.id)).toEqual([enugu.id]);
  });

  it('moves a submitted campaign to the volunteers of its new state when its owner changes the state before verification', async () => {
    const lagosVolunteer = await createVolunteer(t.ctx.db, { stateId: LAGOS, lgaId: null });
    const enuguVolunteer = await createVolunteer(t.ctx.db, { stateId: ENUGU, lgaId: null });
    const owner = await creator(t, { stateId: LAGOS, lgaId: null });
    const c = await apiCampaign(t, owner, { state: LAGOS, lga: 521 });
    await upload(t, 'PUT', `/api/v1/image/upload?campaign=${c.campaign_id}`, owner.token, await png(800, 500));
    expect((await t.call('POST', `/api/v1/campaigns/${c.campaign_id}/submit`, { token: owner.token })).body.status.code).toBe(100);
    // Two of the Lagos volunteers (this file made three), at random.
    const before = await assignedTo(c._id);
    expect(before).toHaveLength(2);
    const res = await t.call('PUT', `/api/v1/campaign/${c.campaign_id}`, {
      token: owner.token,
      body: { ...validCampaign, state: ENUGU, lga: ENUGU_NORTH },
    });
    expect(res.body.status.code).toBe(100);
    const now = await assignedTo(c._id);
    expect(now).toContain(enuguVolunteer.id);
    for (const id of [...before, lagosVolunteer.id]) expect(now).not.toContain(id);
  });
});

describe('campaigns is told who vets each campaign (decision 109)', () => {
  // Two states no other test of this file uses.
  const OYO = 31;
  const OSUN = 30;
  /** Who vets the campaign and when each recommended it, as trust records it and as campaigns keeps it. */
  const both = async (campaignId: number) => {
    const trust = await t.ctx.db
      .select({ v: campaignAssignments.volunteerId, r: campaignAssignments.recommendedAt })
      .from(campaignAssignments)
      .where(eq(campaignAssignments.campaignId, campaignId));
    const kept = await t.ctx.db
      .select({ v: campaignVetters.volunteerId, r: campaignVetters.recommendedAt })
      .from(campaignVetters)
      .where(eq(campaignVetters.campaignId, campaignId));
    const show = (rows: { v: number; r: Date | null }[]) => rows.map((x) => `${x.v} ${x.r?.toISOString() ?? '-'}`).sort();
    return { trust: show(trust), campaigns: show(kept) };
  };

  it('on submission, a backfill, an assignment by hand, a recommendation and a move, in the same transaction', async () => {
    const [a, b] = [
      await createVolunteer(t.ctx.db, { stateId: OYO, lgaId: null }),
      await createVolunteer(t.ctx.db, { stateId: OYO, lgaId: null }),
    ];
    const owner = await createUser(t.ctx.db, { stateId: OYO, lgaId: null });
    const inOyo = await createNewCampaign(t.ctx.db, owner.id, { stateId: OYO, lgaId: null });
    let now = await both(inOyo.id);
    expect(now.trust).toEqual([`${a.id} -`, `${b.id} -`].sort());
    expect(now.campaigns).toEqual(now.trust);

    // Osun has no volunteer yet: nobody, then the first one approved there.
    const inOsun = await createNewCampaign(t.ctx.db, owner.id, { stateId: OSUN, lgaId: null });
    expect(await both(inOsun.id)).toEqual({ trust: [], campaigns: [] });
    const osun = await createVolunteer(t.ctx.db, { stateId: OSUN, lgaId: null });
    await t.ctx.db.transaction((tx) => backfillVolunteer(tx, osun.id));
    expect(await both(inOsun.id)).toEqual({ trust: [`${osun.id} -`], campaigns: [`${osun.id} -`] });

    expect(await t.ctx.db.transaction((tx) => assignByHand(tx, inOsun.id, a.id))).toBe(true);
    now = await both(inOsun.id);
    expect(now.trust).toEqual([`${a.id} -`, `${osun.id} -`].sort());
    expect(now.campaigns).toEqual(now.trust);

    const rec = await t.call('POST', '/api/v1/volunteer/recommend', {
      token: await tokenFor(t.ctx.db, osun.id),
      body: { campaign_id: inOsun.publicId },
    });
    expect(rec.body.status.code).toBe(100);
    now = await both(inOsun.id);
    expect(now.trust.find((x) => x.startsWith(`${osun.id} `))).not.toBe(`${osun.id} -`);
    expect(now.campaigns).toEqual(now.trust);

    // Moved to Osun before anyone vetted it: the Oyo volunteers step aside, Osun's takes it.
    await t.ctx.db.update(campaigns).set({ stateId: OSUN }).where(eq(campaigns.id, inOyo.id));
    await t.ctx.db.transaction((tx) => reassignMoved(tx, inOyo.id, owner.id));
    expect(await both(inOyo.id)).toEqual({ trust: [`${osun.id} -`], campaigns: [`${osun.id} -`] });
  });
});
