import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addDays, endOfLagosDay, FundingMsg, lagosDay } from '@ireti/shared/campaigns/schemas';
import { auditLog, campaigns } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createCampaign } from '../../test/factories.ts';
import { expectIntegrity, give, move } from '../payments/testing.ts';
import { closeEndedCampaigns, END_DATE_REASON } from './end-dates.ts';
import { endOnGoingLive } from './state.ts';
import { apiCampaign, creator, validCampaign, type Person } from './campaigns.fixtures.ts';

/** Funding modes and end dates (issue 25, docs/decisions/088-funding-modes-and-end-dates.md). */
let t: TestApp;
let owner: Person;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await creator(t);
});
afterAll(() => t.close());

const create = (body: unknown) => t.call('POST', '/api/v1/campaigns', { token: owner.token, body });
const edit = (id: string, body: unknown) => t.call('PUT', `/api/v1/campaign/${id}`, { token: owner.token, body });
const row = async (id: number) => (await t.database.db.select().from(campaigns).where(eq(campaigns.id, id)))[0]!;
const inDays = (n: number) => addDays(lagosDay(), n);
const audits = async (id: number) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(id)))
  ).filter((a) => a.subjectType === 'campaign');

describe('choosing how a campaign is funded', () => {
  it('is all or nothing by default, with no end date until it goes live', async () => {
    const c = await apiCampaign(t, owner);
    expect(c).toMatchObject({ funding_mode: 'all_or_nothing', ends_at: null });
    const created = (await audits(c._id)).find((a) => a.action === 'campaign.created')!;
    expect(created.data).toMatchObject({ funding_mode: 'all_or_nothing', ends_on: null });
  });

  it('keeps what it raises when chosen, with the chosen last day (the end of that day in Lagos)', async () => {
    const day = inDays(30);
    const c = await apiCampaign(t, owner, { funding_mode: 'keep_what_you_raise', ends_on: day });
    expect(c).toMatchObject({ funding_mode: 'keep_what_you_raise', ends_at: `${day}T23:00:00.000Z` });
    expect((await row(c._id)).endsAt).toEqual(endOfLagosDay(day));
    const created = (await audits(c._id)).find((a) => a.action === 'campaign.created')!;
    expect(created.data).toMatchObject({ funding_mode: 'keep_what_you_raise', ends_on: day });
  });

  it('refuses an unknown mode, and end dates in the past, today, past 180 days or not dates; nothing is created', async () => {
    const before = (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from campaigns`)).rows[0]!.n;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ funding_mode: 'flexible' }, 'funding_mode', FundingMsg.mode],
      [{ ends_on: inDays(-1) }, 'ends_on', FundingMsg.endPast],
      [{ ends_on: inDays(0) }, 'ends_on', FundingMsg.endPast],
      [{ ends_on: inDays(181) }, 'ends_on', FundingMsg.endTooFar],
      [{ ends_on: '2027-02-30' }, 'ends_on', FundingMsg.endDate],
      [{ ends_on: 'next month' }, 'ends_on', FundingMsg.endDate],
      [{ ends_on: 20270131 }, 'ends_on', FundingMsg.endDate],
    ];
    for (const [extra, field, message] of cases) {
      const res = await create({ ...validCampaign, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(422);
      expect(res.body.status.code).toBe(101);
      expect(res.body.entity.errors).toEqual({ [field]: message });
    }
    expect((await create({ ...validCampaign, ends_on: inDays(180) })).body.status.code).toBe(100);
    const after = (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from campaigns`)).rows[0]!.n;
    expect(after).toBe(before + 1);
  });

  it('may change while awaiting verification, audited as its own entry; absent leaves it as it was', async () => {
    const c = await apiCampaign(t, owner);
    const day = inDays(90);
    const res = await edit(c.campaign_id, { ...validCampaign, funding_mode: 'keep_what_you_raise', ends_on: day });
    expect(res.body.status.code).toBe(100);
    expect(res.body.entity).toMatchObject({ funding_mode: 'keep_what_you_raise', ends_at: `${day}T23:00:00.000Z` });
    const entries = await audits(c._id);
    expect(entries.find((a) => a.action === 'campaign.funding_mode')!.data).toEqual({ from: 'all_or_nothing', to: 'keep_what_you_raise' });
    expect(entries.find((a) => a.action === 'campaign.updated')!.data).toMatchObject({ changed: ['fundingMode', 'endsAt'] });
    // An edit that does not send them (the spec's client) changes neither.
    expect((await edit(c.campaign_id, validCampaign)).body.entity).toMatchObject({ funding_mode: 'keep_what_you_raise' });
    expect((await row(c._id)).endsAt).toEqual(endOfLagosDay(day));
  });

  it('cannot change once donations were received (101, nothing changes), nor once live', async () => {
    const live = await createCampaign(t.database.db, owner.user.id, { goalKobo: 1_000_000, status: 1, verifiedAt: new Date() });
    await give(t, live.publicId, 2000);
    const res = await edit(live.publicId, { ...validCampaign, goal: 10_000, funding_mode: 'keep_what_you_raise', title: 'Changed title' });
    expect(res.statusCode).toBe(422);
    expect(res.body.status).toEqual({ code: 101, desc: FundingMsg.modeAfterDonations });
    expect(res.body.entity.errors).toEqual({ funding_mode: FundingMsg.modeAfterDonations });
    const after = await row(live.id);
    expect(after).toMatchObject({ fundingMode: 'all_or_nothing', title: live.title });

    const quiet = await createCampaign(t.database.db, owner.user.id, { status: 1, verifiedAt: new Date() });
    const noGifts = await edit(quiet.publicId, { ...validCampaign, funding_mode: 'keep_what_you_raise' });
    expect(noGifts.body.status).toEqual({ code: 101, desc: FundingMsg.modeLive });
    const ends = await edit(quiet.publicId, { ...validCampaign, ends_on: inDays(10) });
    expect(ends.body.status).toEqual({ code: 101, desc: FundingMsg.endLive });
    expect(await row(quiet.id)).toMatchObject({ fundingMode: 'all_or_nothing', endsAt: null });
  });
});

describe('end dates', () => {
  it('going live: the chosen day, else 60 days on; never past 180 days; a day already gone takes the default', () => {
    const now = new Date('2027-01-10T12:00:00Z');
    expect(endOnGoingLive(null, now)).toEqual(new Date('2027-03-11T23:00:00Z'));
    expect(endOnGoingLive(new Date('2027-01-31T23:00:00Z'), now)).toEqual(new Date('2027-01-31T23:00:00Z'));
    expect(endOnGoingLive(new Date('2027-01-10T23:00:00Z'), now)).toEqual(new Date('2027-03-11T23:00:00Z'));
    expect(endOnGoingLive(new Date('2027-12-31T23:00:00Z'), now)).toEqual(new Date('2027-07-09T23:00:00Z'));
  });

  it('a campaign verified without a chosen end date ends 60 days later; existing live campaigns keep none', async () => {
    const c = await createCampaign(t.database.db, owner.user.id, { status: 0, submittedAt: new Date() });
    await move(t, c.id, 1);
    expect((await row(c.id)).endsAt).toEqual(endOfLagosDay(inDays(60)));
    const old = await createCampaign(t.database.db, owner.user.id, { status: 1, verifiedAt: new Date() });
    expect((await row(old.id)).endsAt).toBeNull();
  });

  it('the job closes an all-or-nothing campaign short of its goal and refunds every donor', async () => {
    const c = await createCampaign(t.database.db, owner.user.id, { goalKobo: 1_000_000, status: 1, verifiedAt: new Date() });
    await give(t, c.publicId, 1500);
    await give(t, c.publicId, 2500);
    const future = await createCampaign(t.database.db, owner.user.id, {
      status: 1,
      verifiedAt: new Date(),
      endsAt: endOfLagosDay(inDays(3)),
    });
    await t.database.db.execute(sql`update campaigns set ends_at = now() - interval '1 minute' where id = ${c.id}`);
    expect(await closeEndedCampaigns(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await row(c.id)).toMatchObject({ status: 3 });
    expect((await row(future.id)).status).toBe(1);
    const donations = (
      await t.database.db.execute<{ status: string; reason: string }>(sql`
        select d.status, r.reason from donations d join refunds r on r.donation_id = d.id where d.campaign_id = ${c.id}`)
    ).rows;
    expect(donations).toEqual([
      { status: 'refund_pending', reason: 'closed_before_goal' },
      { status: 'refund_pending', reason: 'closed_before_goal' },
    ]);
    const moved = (await audits(c.id)).find((a) => a.action === 'campaign.status.1->3')!;
    expect(moved).toMatchObject({ actorId: null, data: { reason: END_DATE_REASON } });
    // Run again: nothing more to do, nothing refunded twice.
    await closeEndedCampaigns(t.ctx);
    expect(
      (await t.database.db.execute(sql`select 1 from refunds r join donations d on d.id = r.donation_id where d.campaign_id = ${c.id}`))
        .rows,
    ).toHaveLength(2);
    await t.ctx.jobs.drain();
    await expectIntegrity(t);
  });

  it('the job closes a keep-what-you-raise campaign for donations and refunds nobody', async () => {
    const c = await createCampaign(t.database.db, owner.user.id, {
      goalKobo: 1_000_000,
      status: 1,
      verifiedAt: new Date(),
      fundingMode: 'keep_what_you_raise',
    });
    await give(t, c.publicId, 1500);
    await t.database.db.execute(sql`update campaigns set ends_at = now() - interval '1 minute' where id = ${c.id}`);
    await closeEndedCampaigns(t.ctx);
    expect(await row(c.id)).toMatchObject({ status: 3 });
    const statuses = (await t.database.db.execute<{ status: string }>(sql`select status from donations where campaign_id = ${c.id}`)).rows;
    expect(statuses).toEqual([{ status: 'paid' }]);
    await expectIntegrity(t);
  });

  it("the journeys' dev hook brings the end date now, for a live campaign only", async () => {
    const c = await createCampaign(t.database.db, owner.user.id, { goalKobo: 1_000_000, status: 1, verifiedAt: new Date() });
    const res = await t.call('POST', `/api/v1/dev/campaigns/${c.publicId}/end`);
    expect(res.body.status.code).toBe(100);
    expect(res.body.entity).toMatchObject({ status: 3 });
    const again = await t.call('POST', `/api/v1/dev/campaigns/${c.publicId}/end`);
    expect(again.body.status).toEqual({ code: 105, desc: 'Only a live campaign can reach its end date' });
    expect((await t.call('POST', '/api/v1/dev/campaigns/nosuchcampaign/end')).body.status.code).toBe(104);
  });
});
