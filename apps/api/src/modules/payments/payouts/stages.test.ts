import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createUser, tokenFor } from '../../../test/factories.ts';
import { SandboxProvider } from '../providers/sandbox.ts';
import { StageMsg } from '../refunds/refunds.service.ts';
import { call, expectIntegrity, flaky, give, liveCampaign, move } from '../testing.ts';
import { applyTransferEvent, ClaimMsg } from './payouts.service.ts';

/**
 * Staged claims (issue 25, docs/decisions/089-staged-claims.md): a keep-what-you-raise campaign's
 * owner claims what was raised so far, in stages, each less 5% of what it takes; exactly once under
 * races, through failed and reversed transfers, the ledger balanced.
 */
let t: TestApp;
let faults: ReturnType<typeof flaky>;

beforeAll(async () => {
  t = await buildTestApp();
  faults = flaky(new SandboxProvider(t.ctx.db));
  (t.ctx as { payments: unknown }).payments = faults.provider;
});
afterAll(() => t.close());

async function owner(identity: 'approved' | 'submitted' = 'approved') {
  const u = await createUser(t.ctx.db, { identityStatus: identity });
  return { ...u, token: await tokenFor(t.ctx.db, u.id) };
}
const saveBank = (token: string, account_number = '0123456789', bank_code = '058') =>
  call(t, 'PUT', '/api/v1/bank/account', { token, body: { account_number, bank_code } });
const summary = (token: string, id: string) => call(t, 'GET', `/api/v1/claim/${id}`, { token });
const claimIt = (token: string, id: string, body?: unknown) => call(t, 'POST', `/api/v1/claim/${id}`, { token, body });
const payoutsOf = async (campaignId: number) =>
  (
    await t.ctx.db.execute<{ status: string; amount_kobo: number; commission_kobo: number; raised_kobo: number; staged: boolean }>(
      sql`select status, amount_kobo, commission_kobo, raised_kobo, staged from payouts where campaign_id = ${campaignId} order by id`,
    )
  ).rows.map((r) => ({
    ...r,
    amount_kobo: Number(r.amount_kobo),
    commission_kobo: Number(r.commission_kobo),
    raised_kobo: Number(r.raised_kobo),
  }));

/** A live keep-what-you-raise campaign with a ₦100,000 goal. */
const keeper = (ownerId: number) => liveCampaign(t, ownerId, 100_000, { fundingMode: 'keep_what_you_raise' });

describe('staged claims (keep what you raise)', () => {
  it('claims what was raised so far while live, in stages, each less 5% of what it takes; the panel lists every stage', async () => {
    const o = await owner();
    const c = await keeper(o.id);
    await saveBank(o.token);
    await give(t, c.publicId, 3000);
    let s = (await summary(o.token, c.publicId)).body.entity;
    expect(s).toMatchObject({
      funding_mode: 'keep_what_you_raise',
      raised: 3000,
      claimable: 3000,
      commission: 150,
      payout_amount: 2850,
      goal_reached: false,
      can_claim: true,
      blockers: [],
      payouts: [],
    });

    // Stage 1: part of it.
    const first = await claimIt(o.token, c.publicId, { amount: 1000 });
    expect(first.body.status).toEqual({ code: 100, desc: 'Your claim has been received' });
    expect(first.body.entity.payout).toMatchObject({ status: 'pending', raised: 1000, commission: 50, amount: 950 });
    await t.ctx.jobs.drain();
    s = (await summary(o.token, c.publicId)).body.entity;
    expect(s).toMatchObject({ claimable: 2000, commission: 100, payout_amount: 1900, can_claim: true });

    // More comes in; stage 2 takes all that is claimable (no amount).
    await give(t, c.publicId, 5000);
    const second = await claimIt(o.token, c.publicId);
    expect(second.body.entity.payout).toMatchObject({ raised: 7000, commission: 350, amount: 6650 });
    await t.ctx.jobs.drain();
    s = (await summary(o.token, c.publicId)).body.entity;
    expect(s).toMatchObject({ claimable: 0, can_claim: false, blockers: [ClaimMsg.allClaimed] });
    expect(s.payouts.map((p: { status: string; amount: number }) => [p.status, p.amount])).toEqual([
      ['paid', 950],
      ['paid', 6650],
    ]);
    expect(await payoutsOf(c.id)).toEqual([
      { status: 'paid', raised_kobo: 100_000, commission_kobo: 5_000, amount_kobo: 95_000, staged: true },
      { status: 'paid', raised_kobo: 700_000, commission_kobo: 35_000, amount_kobo: 665_000, staged: true },
    ]);
    const nothing = await claimIt(o.token, c.publicId);
    expect(nothing.body.status).toEqual({ code: 105, desc: ClaimMsg.allClaimed });

    const money = (await call(t, 'GET', `/api/v1/campaigns/${c.publicId}/money`)).body.entity;
    expect(money).toMatchObject({ raised: 8000, commission: 400, paid_out: 7600, in_transit: 0, held: 0 });
    expect(money.payouts).toHaveLength(2);
    const stage = (
      await t.ctx.db.execute<{ data: unknown }>(sql`
      select data from audit_log where action = 'campaign.stage_claimed' and subject_id = ${String(c.id)} order by id`)
    ).rows;
    expect(stage.map((r) => r.data)).toEqual([
      expect.objectContaining({ stage: 1, raisedKobo: 100_000, amountKobo: 95_000, commissionKobo: 5_000 }),
      expect.objectContaining({ stage: 2, raisedKobo: 700_000, amountKobo: 665_000, commissionKobo: 35_000 }),
    ]);
    await expectIntegrity(t);
  });

  it('refuses a claim above what is claimable (101, nothing written), and bad amounts', async () => {
    const o = await owner();
    const c = await keeper(o.id);
    await saveBank(o.token);
    await give(t, c.publicId, 2000);
    const above = await claimIt(o.token, c.publicId, { amount: 2001 });
    expect(above.statusCode).toBe(422);
    expect(above.body.status).toEqual({ code: 101, desc: ClaimMsg.above(2000) });
    expect(above.body.entity.errors).toEqual({ amount: 'You can claim at most ₦2,000 now' });
    for (const amount of [0, -5, 1.5, 'lots']) expect((await claimIt(o.token, c.publicId, { amount })).body.status.code).toBe(101);
    expect(await payoutsOf(c.id)).toEqual([]);
    expect((await claimIt(o.token, c.publicId, { amount: 2000 })).body.status.code).toBe(100);
    await expectIntegrity(t);
  });

  it('lets exactly one of many simultaneous claims through', async () => {
    const o = await owner();
    const c = await keeper(o.id);
    await saveBank(o.token);
    await give(t, c.publicId, 4000);
    const replies = await Promise.all(Array.from({ length: 10 }, () => claimIt(o.token, c.publicId)));
    expect(replies.filter((r) => r.body.status.code === 100)).toHaveLength(1);
    expect(replies.filter((r) => r.body.status.code === 105)).toHaveLength(9);
    expect(await payoutsOf(c.id)).toHaveLength(1);
    // Three halves at once: two fit and pass; the third finds nothing left (105).
    await give(t, c.publicId, 2000);
    const halves = await Promise.all([1000, 1000, 1000].map((amount) => claimIt(o.token, c.publicId, { amount })));
    expect(halves.map((r) => r.body.status.code).sort()).toEqual([100, 100, 105]);
    expect((await payoutsOf(c.id)).reduce((s, p) => s + p.raised_kobo, 0)).toBe(600_000);
    await expectIntegrity(t);
  });

  it('a failed transfer puts the stage back to be claimed again; a reversed one too; paid once each', async () => {
    const o = await owner();
    const c = await keeper(o.id);
    await saveBank(o.token);
    await give(t, c.publicId, 3000);
    await t.ctx.jobs.drain();
    faults.answer('transfer', { transferCode: 'TRF_fail', status: 'failed' });
    expect((await claimIt(o.token, c.publicId, { amount: 1000 })).body.status.code).toBe(100);
    await t.ctx.jobs.drain();
    let s = (await summary(o.token, c.publicId)).body.entity;
    expect(s).toMatchObject({ claimable: 3000, can_claim: true });
    expect(s.payouts.map((p: { status: string }) => p.status)).toEqual(['failed']);
    await expectIntegrity(t);

    expect((await claimIt(o.token, c.publicId, { amount: 1000 })).body.status.code).toBe(100);
    await t.ctx.jobs.drain();
    const [paid] = (
      await t.ctx.db.execute<{ reference: string }>(sql`select reference from payouts where campaign_id = ${c.id} and status = 'paid'`)
    ).rows;
    await applyTransferEvent(t.ctx, {
      type: 'transfer_reversed',
      reference: paid!.reference,
      amountKobo: 95_000,
      transferCode: null,
      reason: 'account closed',
    });
    // The same event again changes nothing.
    await applyTransferEvent(t.ctx, {
      type: 'transfer_reversed',
      reference: paid!.reference,
      amountKobo: 95_000,
      transferCode: null,
      reason: 'account closed',
    });
    s = (await summary(o.token, c.publicId)).body.entity;
    expect(s).toMatchObject({ claimable: 3000 });
    expect((await claimIt(o.token, c.publicId)).body.entity.payout).toMatchObject({ raised: 3000, amount: 2850 });
    await t.ctx.jobs.drain();
    expect((await payoutsOf(c.id)).map((p) => p.status)).toEqual(['failed', 'failed', 'paid']);
    const money = (await call(t, 'GET', `/api/v1/campaigns/${c.publicId}/money`)).body.entity;
    expect(money).toMatchObject({ raised: 3000, commission: 150, paid_out: 2850, held: 0 });
    await expectIntegrity(t);
  });

  it('needs the identity approved, a bank account, and is paused while suspended', async () => {
    const o = await owner('submitted');
    const c = await keeper(o.id);
    await give(t, c.publicId, 1000);
    const res = await claimIt(o.token, c.publicId);
    expect(res.body.status).toEqual({ code: 103, desc: ClaimMsg.identityReview });
    const s = (await summary(o.token, c.publicId)).body.entity;
    expect(s.blockers).toEqual([ClaimMsg.identityReview, ClaimMsg.account]);
    await t.ctx.db.execute(sql`update campaigns set suspended_at = now() where id = ${c.id}`);
    const approved = await owner();
    const d = await keeper(approved.id);
    await saveBank(approved.token);
    await give(t, d.publicId, 1000);
    await t.ctx.db.execute(sql`update campaigns set suspended_at = now() where id = ${d.id}`);
    expect((await claimIt(approved.token, d.publicId)).body.status).toEqual({ code: 105, desc: ClaimMsg.suspended });
    expect(await payoutsOf(d.id)).toEqual([]);
  });

  it('stays claimable once closed for donations short of its goal; refunds nobody; cannot be deleted once a stage is claimed', async () => {
    const o = await owner();
    const c = await keeper(o.id);
    await saveBank(o.token);
    await give(t, c.publicId, 1000);
    expect((await claimIt(o.token, c.publicId, { amount: 400 })).body.status.code).toBe(100);
    const del = await call(t, 'DELETE', `/api/v1/campaign/delete/${c.publicId}`, { token: o.token });
    expect(del.body.status).toEqual({ code: 105, desc: StageMsg.noDeleteAfterStage });
    expect((await t.ctx.db.execute<{ status: number }>(sql`select status from campaigns where id = ${c.id}`)).rows[0]!.status).toBe(1);
    await move(t, c.id, 3, o.id);
    expect(
      (await t.ctx.db.execute(sql`select 1 from refunds r join donations d on d.id = r.donation_id where d.campaign_id = ${c.id}`)).rows,
    ).toEqual([]);
    expect((await claimIt(o.token, c.publicId)).body.entity.payout).toMatchObject({ raised: 600, amount: 570 });
    await t.ctx.jobs.drain();
    await expectIntegrity(t);
  });

  it('all or nothing is claimed as before: once, when the goal is met; an amount is ignored', async () => {
    const o = await owner();
    const c = await liveCampaign(t, o.id, 1000);
    await saveBank(o.token);
    await give(t, c.publicId, 500);
    expect((await claimIt(o.token, c.publicId, { amount: 100 })).body.status).toEqual({ code: 105, desc: ClaimMsg.goal });
    await give(t, c.publicId, 500);
    const s = (await summary(o.token, c.publicId)).body.entity;
    expect(s).toMatchObject({ funding_mode: 'all_or_nothing', claimable: 1000, payout_amount: 950 });
    expect((await claimIt(o.token, c.publicId, { amount: 100 })).body.entity.payout).toMatchObject({ raised: 1000, amount: 950 });
    expect((await claimIt(o.token, c.publicId)).body.status).toEqual({ code: 105, desc: ClaimMsg.claimed });
    await t.ctx.jobs.drain();
    await expectIntegrity(t);
  });
});
