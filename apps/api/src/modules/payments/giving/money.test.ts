import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CampaignMoney } from '@ireti/shared/donations/money';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createUser, createVolunteer, tokenFor } from '../../../test/factories.ts';
import { applyTransferEvent } from '../payouts/payouts.service.ts';
import { SandboxProvider } from '../providers/sandbox.ts';
import { sweepAccounts } from '../transfers/accounts.service.ts';
import {
  CARD,
  call,
  donate,
  expectIntegrity,
  flaky,
  give,
  giveTogether,
  guest,
  liveCampaign,
  move,
  sandboxPay,
  verify,
} from '../testing.ts';
import { assignForTest } from '../../trust/trust.factories.ts';

let t: TestApp;
let faults: ReturnType<typeof flaky>;

beforeAll(async () => {
  t = await buildTestApp();
  faults = flaky(new SandboxProvider(t.ctx.db));
  (t.ctx as { payments: unknown }).payments = faults.provider;
});
afterAll(() => t.close());

async function owner() {
  const u = await createUser(t.ctx.db, { identityStatus: 'approved' });
  return { ...u, token: await tokenFor(t.ctx.db, u.id) };
}
const saveBank = (token: string, account_number: string, bank_code = '058') =>
  call(t, 'PUT', '/api/v1/bank/account', { token, body: { account_number, bank_code } });
const claimIt = (token: string, id: string) => call(t, 'POST', `/api/v1/claim/${id}`, { token });
const money = async (id: string) => {
  const res = await call(t, 'GET', `/api/v1/campaigns/${id}/money`);
  expect(res.body.status.code).toBe(100);
  return res.body.entity as CampaignMoney;
};
// Naira with at most two decimals, back to whole kobo.
const kobo = (naira: number) => Number((naira * 100).toFixed(0));

/**
 * The same figures summed straight from the ledger tables, written independently of money.service.ts:
 * the entries of the campaign's own account by transaction kind, and of the platform's accounts
 * by the transactions that name the campaign.
 */
async function fromLedger(campaignId: number) {
  const byKind = async (where: ReturnType<typeof sql>) =>
    Object.fromEntries(
      (
        await t.ctx.db.execute<{ kind: string; kobo: string; n: number }>(sql`
          select t.kind, sum(e.amount_kobo) as kobo, count(distinct t.id)::int as n
          from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          where ${where} group by t.kind`)
      ).rows.map((r) => [r.kind, { kobo: Number(r.kobo), n: r.n }]),
    );
  const campaign = await byKind(sql`e.account_id = (select id from ledger_accounts where code = ${`campaign:${campaignId}`})`);
  const commission = await byKind(sql`e.account_id = 4 and t.campaign_id = ${campaignId}`);
  const provider = await byKind(sql`e.account_id = 1 and t.campaign_id = ${campaignId}`);
  const payable = await byKind(sql`e.account_id = 3 and t.campaign_id = ${campaignId}`);
  const sum = (m: Record<string, { kobo: number }>) => Object.values(m).reduce((s, v) => s + v.kobo, 0);
  return {
    raised: 0 - (campaign.donation?.kobo ?? 0),
    donations: campaign.donation?.n ?? 0,
    refunded: campaign.refund_due?.kobo ?? 0,
    refunds: campaign.refund_due?.n ?? 0,
    commission: 0 - sum(commission),
    paidOut: 0 - ((provider.payout_sent?.kobo ?? 0) + (provider.payout_reversed?.kobo ?? 0)),
    inTransit: 0 - sum(payable),
    held: 0 - sum(campaign),
  };
}

/** The panel equals the ledger, kobo for kobo, and its parts add up to what is held. */
async function expectReconciled(c: { id: number; publicId: string }) {
  const m = await money(c.publicId);
  const l = await fromLedger(c.id);
  expect({
    raised: kobo(m.raised),
    donations: m.donations,
    refunded: kobo(m.refunded.total),
    refunds: m.refunded.count,
    commission: kobo(m.commission),
    paidOut: kobo(m.paid_out),
    inTransit: kobo(m.in_transit),
    held: kobo(m.held),
  }).toEqual(l);
  expect(l.raised - l.refunded - l.commission - l.paidOut - l.inTransit).toBe(l.held);
  expect(m.refunded.reasons.reduce((s, r) => s + kobo(r.total), 0)).toBe(l.refunded);
  expect(m.refunded.reasons.reduce((s, r) => s + r.count, 0)).toBe(l.refunds);
  // what each payout is accounted for (issue 25): its confirmed spending reports, never more than it paid
  const accounted = (
    await t.ctx.db.execute<{ amount_kobo: string; kobo: string }>(sql`
      select p.amount_kobo, coalesce((select sum(r.total_kobo) from spending_reports r where r.payout_id = p.id and r.status = 'confirmed'), 0) as kobo
      from payouts p where p.campaign_id = ${c.id} order by p.id desc`)
  ).rows;
  expect(m.payouts.map((p) => kobo(p.accounted))).toEqual(accounted.map((r) => Number(r.kobo)));
  for (const r of accounted) expect(Number(r.kobo)).toBeLessThanOrEqual(Number(r.amount_kobo));
  await expectIntegrity(t);
  return m;
}

describe('GET /campaigns/{id}/money', () => {
  it('shows raised, a refund with its reason, commission and each payout, equal to the ledger', async () => {
    const o = await owner();
    const c = await liveCampaign(t, o.id, 1000);
    expect(await expectReconciled(c)).toMatchObject({
      raised: 0,
      donations: 0,
      refunded: { count: 0, total: 0, on_the_way: 0, reasons: [] },
      commission: 0,
      payouts: [],
    });

    // A gift started before the goal was met and paid after: refunded as a late payment.
    const late = await donate(t, guest(c.publicId, 300, { email: 'late@example.ng' }));
    await giveTogether(t, c.publicId, [600, 500]);
    await sandboxPay(t, late.body.entity.ref, CARD.success);
    await verify(t, late.body.entity.ref);
    let m = await expectReconciled(c);
    expect(m).toMatchObject({
      raised: 1400,
      donations: 3,
      refunded: {
        count: 1,
        total: 300,
        on_the_way: 1,
        reasons: [{ reason: 'late_payment', words: 'Payment arrived after donations closed', count: 1, total: 300 }],
      },
      held: 1100,
    });
    await t.ctx.jobs.drain();
    expect((await expectReconciled(c)).refunded.on_the_way).toBe(0);

    // The first transfer fails; the second is paid, then sent back by the bank; the third is paid.
    await saveBank(o.token, '0123456789');
    faults.answer('transfer', { transferCode: 'TRF_fail', status: 'failed' });
    expect((await claimIt(o.token, c.publicId)).body.status.code).toBe(100);
    m = await expectReconciled(c);
    expect(m).toMatchObject({ commission: 50, in_transit: 1050, held: 0 });
    expect(m.payouts.map((p) => p.status)).toEqual(['pending']);
    await t.ctx.jobs.drain();
    expect((await expectReconciled(c)).payouts.map((p) => p.status)).toEqual(['failed']);

    await saveBank(o.token, '0000004321', '044');
    expect((await claimIt(o.token, c.publicId)).body.status.code).toBe(100);
    await t.ctx.jobs.drain();
    m = await expectReconciled(c);
    expect(m).toMatchObject({ commission: 50, paid_out: 1050, in_transit: 0, held: 0 });
    const [paid] = (
      await t.ctx.db.execute<{ reference: string }>(sql`select reference from payouts where campaign_id = ${c.id} and status = 'paid'`)
    ).rows;
    await applyTransferEvent(t.ctx, {
      type: 'transfer_reversed',
      reference: paid!.reference,
      amountKobo: 105_000,
      transferCode: null,
      reason: 'account closed',
    });
    m = await expectReconciled(c);
    expect(m).toMatchObject({ commission: 0, paid_out: 0, held: 1100 });

    await saveBank(o.token, '2222229876', '033');
    expect((await claimIt(o.token, c.publicId)).body.status.code).toBe(100);
    await t.ctx.jobs.drain();
    m = await expectReconciled(c);
    expect(m).toMatchObject({ raised: 1400, refunded: { count: 1, total: 300 }, commission: 50, paid_out: 1050, in_transit: 0, held: 0 });
    expect(m.payouts).toEqual([
      expect.objectContaining({ status: 'paid', amount: 1050, bank_name: 'United Bank For Africa', account_last4: '9876' }),
      expect.objectContaining({ status: 'reversed', amount: 1050, bank_name: 'Access Bank', account_last4: '4321' }),
      expect.objectContaining({ status: 'failed', amount: 1050, bank_name: 'Guaranty Trust Bank', account_last4: '6789', paid_at: null }),
    ]);
    expect(m.payouts[0]!.paid_at).toMatch(/Z$/);
    expect(Date.parse(m.payouts[0]!.date)).toBeGreaterThanOrEqual(Date.parse(m.payouts[1]!.date));

    // Never more of an account number than its last four digits.
    const body = JSON.stringify((await call(t, 'GET', `/api/v1/campaigns/${c.publicId}/money`)).body);
    for (const number of ['0123456789', '0000004321', '2222229876']) expect(body).not.toContain(number.slice(0, 6));
    // no run of five digits outside the campaign's own id (a random id may hold one: "ig69527ep9")
    expect(body.replaceAll(c.publicId, '')).not.toMatch(/\d{5,}/);
  });

  it("pays a campaign's confirmed beneficiary, through a reversal and a change of beneficiary, and shows what reports account for", async () => {
    const o = await owner();
    const v = await createVolunteer(t.ctx.db, { firstName: 'Tunde', lastName: 'Adebayo' });
    const vToken = await tokenFor(t.ctx.db, v.id);
    const c = await liveCampaign(t, o.id, 1000);
    await assignForTest(t.ctx.db, { campaignId: c.id, volunteerId: v.id });
    const name = async (account_number: string, label: string) => {
      expect(
        (
          await call(t, 'PUT', `/api/v1/campaigns/${c.publicId}/beneficiary`, {
            token: o.token,
            body: { name: label, account_number, bank_code: '058' },
          })
        ).body.status.code,
      ).toBe(100);
      const ok = await call(t, 'POST', `/api/v1/campaigns/${c.publicId}/beneficiary/confirm`, {
        token: vToken,
        body: { confirmed: true, note: 'Called their accounts office' },
      });
      expect(ok.body.status.code).toBe(100);
    };
    await name('0000001234', 'Lagos University Teaching Hospital');
    await giveTogether(t, c.publicId, [600, 500]);
    expect((await claimIt(o.token, c.publicId)).body.status.code).toBe(100);
    await t.ctx.jobs.drain();
    let m = await expectReconciled(c);
    expect(m).toMatchObject({
      paid_out: 1050,
      beneficiary: { name: 'Lagos University Teaching Hospital', account_last4: '1234', confirmed_by: 'Tunde A.' },
    });
    // the bank sends it back: the money is held again; a new beneficiary must be confirmed before it leaves again
    const [paid] = (
      await t.ctx.db.execute<{ reference: string }>(sql`select reference from payouts where campaign_id = ${c.id} and status = 'paid'`)
    ).rows;
    await applyTransferEvent(t.ctx, {
      type: 'transfer_reversed',
      reference: paid!.reference,
      amountKobo: 105_000,
      transferCode: null,
      reason: 'account closed',
    });
    m = await expectReconciled(c);
    expect(m).toMatchObject({ paid_out: 0, held: 1100 });
    await call(t, 'PUT', `/api/v1/campaigns/${c.publicId}/beneficiary`, {
      token: o.token,
      body: { name: 'LUTH Pharmacy', account_number: '0000005678', bank_code: '058' },
    });
    expect((await claimIt(o.token, c.publicId)).body.status.code).toBe(105);
    expect((await expectReconciled(c)).held).toBe(1100);
    await call(t, 'POST', `/api/v1/campaigns/${c.publicId}/beneficiary/confirm`, {
      token: vToken,
      body: { confirmed: true, note: 'Called the pharmacy' },
    });
    expect((await claimIt(o.token, c.publicId)).body.status.code).toBe(100);
    await t.ctx.jobs.drain();
    m = await expectReconciled(c);
    expect(m.payouts.map((p) => [p.status, p.account_last4])).toEqual([
      ['paid', '5678'],
      ['reversed', '1234'],
    ]);
    // two reports, one confirmed and one flagged: only the confirmed one accounts for the payout
    const [latest] = (await t.ctx.db.execute<{ id: string }>(sql`select id from payouts where campaign_id = ${c.id} and status = 'paid'`))
      .rows;
    const report = async (amount: number) =>
      (
        await call(t, 'POST', `/api/v1/payouts/${latest!.id}/reports`, {
          token: o.token,
          body: { note: 'Drugs', items: [{ what: 'Drugs', amount }] },
        })
      ).body.entity.report.id as number;
    const flagged = await report(300);
    const confirmed = await report(700.5);
    await t.ctx.db.execute(
      sql`insert into spending_receipts (report_id, object_key) values (${confirmed}, 'private/receipts/abcdefabcdef.pdf')`,
    );
    await call(t, 'POST', `/api/v1/reports/${flagged}/decision`, {
      token: vToken,
      body: { decision: 'flag', note: 'No receipt for this' },
    });
    await call(t, 'POST', `/api/v1/reports/${confirmed}/decision`, { token: vToken, body: { decision: 'confirm', note: '' } });
    m = await expectReconciled(c);
    expect(m.payouts[0]).toMatchObject({ accounted: 700.5, confirmed_by: ['Tunde A.'], overdue: false });
    expect(m.payouts[1]).toMatchObject({ accounted: 0, overdue: false });
  });

  it('reconciles staged claims (keep what you raise) kobo for kobo: stages, a failed one, a reversed one, gifts between', async () => {
    const o = await owner();
    const c = await liveCampaign(t, o.id, 100_000, { fundingMode: 'keep_what_you_raise' });
    await saveBank(o.token, '0123456789');
    await give(t, c.publicId, 1999);
    const stage = (amount?: number) =>
      call(t, 'POST', `/api/v1/claim/${c.publicId}`, { token: o.token, body: amount === undefined ? undefined : { amount } });
    // An odd amount: 5% of ₦333 is ₦16.65, in kobo exactly.
    expect((await stage(333)).body.status.code).toBe(100);
    let m = await expectReconciled(c);
    expect(m).toMatchObject({ raised: 1999, commission: 16.65, in_transit: 316.35, held: 1666 });
    await t.ctx.jobs.drain();
    await give(t, c.publicId, 1001);
    await t.ctx.jobs.drain();
    faults.answer('transfer', { transferCode: 'TRF_fail', status: 'failed' });
    expect((await stage(1000)).body.status.code).toBe(100);
    await t.ctx.jobs.drain();
    m = await expectReconciled(c);
    expect(m).toMatchObject({ raised: 3000, commission: 16.65, paid_out: 316.35, held: 2667 });
    expect((await stage()).body.status.code).toBe(100);
    await t.ctx.jobs.drain();
    const [last] = (
      await t.ctx.db.execute<{ reference: string; amount_kobo: string }>(
        sql`select reference, amount_kobo from payouts where campaign_id = ${c.id} and status = 'paid' order by id desc limit 1`,
      )
    ).rows;
    await applyTransferEvent(t.ctx, {
      type: 'transfer_reversed',
      reference: last!.reference,
      amountKobo: Number(last!.amount_kobo),
      transferCode: null,
      reason: 'account closed',
    });
    m = await expectReconciled(c);
    expect(m).toMatchObject({ raised: 3000, commission: 16.65, paid_out: 316.35, in_transit: 0, held: 2667 });
    expect((await stage()).body.status.code).toBe(100);
    await t.ctx.jobs.drain();
    m = await expectReconciled(c);
    expect(m).toMatchObject({ raised: 3000, commission: 150, paid_out: 2850, in_transit: 0, held: 0 });
    expect(m.payouts.map((p) => p.status)).toEqual(['paid', 'reversed', 'failed', 'paid']);
  });

  it('shows the donors of a campaign closed short of its goal refunded, with the reason', async () => {
    const o = await owner();
    const c = await liveCampaign(t, o.id, 10_000);
    await give(t, c.publicId, 1500);
    await give(t, c.publicId, 2500);
    await move(t, c.id, 3);
    const m = await expectReconciled(c);
    expect(m).toMatchObject({
      raised: 4000,
      donations: 2,
      refunded: {
        count: 2,
        total: 4000,
        on_the_way: 2,
        reasons: [{ reason: 'closed_before_goal', words: 'Campaign closed short of its goal', count: 2, total: 4000 }],
      },
      commission: 0,
      held: 0,
      payouts: [],
    });
  });

  it('counts transfers into the permanent account as gifts, and never a transfer sent back (issue 27)', async () => {
    const o = await owner();
    const c = await liveCampaign(t, o.id, 10_000);
    await sweepAccounts(t.ctx);
    await t.ctx.jobs.drain();
    const number = (await call(t, 'GET', `/api/v1/transfers/account/${c.publicId}`)).body.entity.account_number;
    const send = (amount: number) =>
      call(t, 'POST', '/api/v1/dev/sandbox/transfer', { body: { account_number: number, amount, sender_name: 'Ada Bello' } });
    expect((await send(4000)).body.entity.result).toBe('paid');
    await give(t, c.publicId, 1000);
    // Above what the all-or-nothing goal still needs: sent back, never the campaign's money.
    expect((await send(9000)).body.entity.result).toBe('refused');
    let m = await expectReconciled(c);
    expect(m).toMatchObject({ raised: 5000, donations: 2, refunded: { count: 0, total: 0 }, held: 5000 });
    await t.ctx.jobs.drain();
    expect((await send(5000)).body.entity.result).toBe('paid');
    m = await expectReconciled(c);
    expect(m).toMatchObject({ raised: 10_000, donations: 3, held: 10_000 });
  });

  it('has no panel for a campaign awaiting verification or a draft, and refuses a malformed id', async () => {
    const o = await owner();
    const awaiting = await liveCampaign(t, o.id, 1000, { status: 0, verifiedAt: null });
    const draft = await liveCampaign(t, o.id, 1000, { status: 0, verifiedAt: null, submittedAt: null });
    for (const c of [awaiting, draft]) {
      const res = await call(t, 'GET', `/api/v1/campaigns/${c.publicId}/money`);
      expect(res.statusCode).toBe(404);
      expect(res.body.status.code).toBe(104);
    }
    expect((await call(t, 'GET', '/api/v1/campaigns/nosuchcampaign/money')).body.status.code).toBe(104);
    const bad = await call(t, 'GET', '/api/v1/campaigns/no%20such!/money');
    expect(bad.statusCode).toBe(422);
    expect(bad.body.status.code).toBe(101);
    // Upper case in a link is accepted (decision 030).
    const live = await liveCampaign(t, o.id, 1000);
    expect((await call(t, 'GET', `/api/v1/campaigns/${live.publicId.toUpperCase()}/money`)).body.entity.campaign_id).toBe(live.publicId);
  });
});
