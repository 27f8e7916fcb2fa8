import { jobsDueNow } from '../../../test/jobs.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createUser, tokenFor } from '../../../test/factories.ts';
import { SandboxProvider } from '../providers/sandbox.ts';
import { call, expectIntegrity, flaky, give, giveTogether, liveCampaign, mails } from '../testing.ts';

let t: TestApp;
let faults: ReturnType<typeof flaky>;
let adminToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  faults = flaky(new SandboxProvider(t.ctx.db));
  (t.ctx as { payments: unknown }).payments = faults.provider;
  const admin = await createUser(t.ctx.db, { role: 'admin' });
  adminToken = await tokenFor(t.ctx.db, admin.id);
});
afterAll(() => t.close());

async function owner(identity: 'approved' | 'submitted' | 'none' = 'approved') {
  const u = await createUser(t.ctx.db, { identityStatus: identity });
  return { ...u, token: await tokenFor(t.ctx.db, u.id) };
}
const saveBank = (token: string, account_number = '0123456789', bank_code = '058') =>
  call(t, 'PUT', '/api/v1/bank/account', { token, body: { account_number, bank_code } });
const summary = (token: string, id: string) => call(t, 'GET', `/api/v1/claim/${id}`, { token });
const claimIt = (token: string, id: string) => call(t, 'POST', `/api/v1/claim/${id}`, { token });
const payoutsOf = async (campaignId: number) =>
  (
    await t.ctx.db.execute<{ status: string; amount_kobo: number; commission_kobo: number; raised_kobo: number }>(
      sql`select status, amount_kobo, commission_kobo, raised_kobo from payouts where campaign_id = ${campaignId} order by id`,
    )
  ).rows;
const transfers = async (campaignId: number) =>
  (
    await t.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from sandbox_transfers s join payouts p on p.reference = s.reference where p.campaign_id = ${campaignId}`,
    )
  ).rows[0]!.n;

/** A campaign with a ₦1,000 goal that raised ₦1,100 (so it closed for donations by itself). */
async function funded(o: Awaited<ReturnType<typeof owner>>) {
  const c = await liveCampaign(t, o.id, 1000);
  await giveTogether(t, c.publicId, [600, 500]);
  return c;
}

describe('bank accounts', () => {
  it('lists Nigerian banks', async () => {
    const res = await call(t, 'GET', '/api/v1/banks');
    expect(res.body.entity.banks).toContainEqual({ name: 'Guaranty Trust Bank', code: '058' });
  });

  it('resolves the account name from the bank, for a signed-in user', async () => {
    const o = await owner();
    expect((await call(t, 'POST', '/api/v1/bank/resolve', { body: { account_number: '0123456789', bank_code: '058' } })).statusCode).toBe(
      401,
    );
    const res = await call(t, 'POST', '/api/v1/bank/resolve', { token: o.token, body: { account_number: '0123456789', bank_code: '058' } });
    expect(res.body.entity).toEqual({
      account_number: '0123456789',
      bank_code: '058',
      bank_name: 'Guaranty Trust Bank',
      account_name: 'DEMO ACCOUNT 6789',
    });
    const unknownBank = await call(t, 'POST', '/api/v1/bank/resolve', {
      token: o.token,
      body: { account_number: '0123456789', bank_code: '999' },
    });
    expect(unknownBank.body.entity.errors).toEqual({ bank_code: 'Select a bank from the list' });
    const short = await call(t, 'POST', '/api/v1/bank/resolve', { token: o.token, body: { account_number: '12345', bank_code: '058' } });
    expect(short.body.entity.errors).toEqual({ account_number: 'Account number must be 10 digits' });
  });

  it('saves the account with the name the bank gives, never one from the form', async () => {
    const o = await owner();
    // A name in the body is ignored (decision 008): the bank's name is saved.
    const forged = await call(t, 'PUT', '/api/v1/bank/account', {
      token: o.token,
      body: { account_number: '0123456789', bank_code: '058', account_name: 'SOMEONE ELSE', recipient_code: 'RCP_forged' },
    });
    expect(forged.body.status.code).toBe(100);
    expect(forged.body.entity.account).toEqual({
      bank_code: '058',
      bank_name: 'Guaranty Trust Bank',
      account_name: 'DEMO ACCOUNT 6789',
      account_last4: '6789',
    });
    const [row] = (
      await t.ctx.db.execute<{ account_name: string; recipient_code: string | null }>(
        sql`select account_name, recipient_code from payout_accounts where user_id = ${o.id}`,
      )
    ).rows;
    expect(row).toEqual({ account_name: 'DEMO ACCOUNT 6789', recipient_code: null });
    const res = await saveBank(o.token, '0000001234', '044');
    expect(res.body.entity.account).toEqual({
      bank_code: '044',
      bank_name: 'Access Bank',
      account_name: 'DEMO ACCOUNT 1234',
      account_last4: '1234',
    });
    expect((await call(t, 'GET', '/api/v1/bank/account', { token: o.token })).body.entity.account.account_last4).toBe('1234');
    expect(JSON.stringify((await call(t, 'GET', '/api/v1/bank/account', { token: o.token })).body)).not.toContain('0000001234');
  });
});

describe('claiming', () => {
  it('pays raised − 5% of the goal once, to the saved account, and shows it paid', async () => {
    const o = await owner();
    const c = await funded(o);
    await saveBank(o.token);
    const before = await summary(o.token, c.publicId);
    expect(before.body.entity).toMatchObject({
      raised: 1100,
      commission: 50,
      payout_amount: 1050,
      commission_percent: 5,
      goal_reached: true,
      identity_status: 'approved',
      can_claim: true,
      blockers: [],
      payout: null,
    });
    expect(before.body.entity.bank_account).toMatchObject({ bank_name: 'Guaranty Trust Bank', account_last4: '6789' });

    const res = await claimIt(o.token, c.publicId);
    expect(res.body.status).toEqual({ code: 100, desc: 'Your claim has been received' });
    expect(res.body.entity.payout).toMatchObject({
      status: 'pending',
      raised: 1100,
      commission: 50,
      amount: 1050,
      bank_name: 'Guaranty Trust Bank',
      account_last4: '6789',
    });
    await expectIntegrity(t);

    await t.ctx.jobs.drain();
    const after = await summary(o.token, c.publicId);
    expect(after.body.entity.payout).toMatchObject({ status: 'paid', amount: 1050 });
    expect(after.body.entity.payout.paid_at).toMatch(/Z$/);
    expect(after.body.entity.payout.reversed_at).toBeNull();
    expect(after.body.entity).toMatchObject({ can_claim: false, blockers: ['The money of this campaign has been claimed.'] });
    expect(await payoutsOf(c.id)).toEqual([{ status: 'paid', amount_kobo: 105_000, commission_kobo: 5_000, raised_kobo: 110_000 }]);
    expect(await transfers(c.id)).toBe(1);
    const subjects = (await mails(t, o.email)).map((m) => m.subject);
    expect(subjects).toContain('We are paying out ₦1,050 for ' + c.title);
    expect(subjects).toContain('₦1,050 has been sent to your bank account');
    const report = await expectIntegrity(t);
    expect(report.totals.commission_kobo).toBeGreaterThanOrEqual(5_000);

    const again = await claimIt(o.token, c.publicId);
    expect(again.body.status).toEqual({ code: 105, desc: 'The money of this campaign has been claimed.' });
  });

  it('lets exactly one of many simultaneous claims through', async () => {
    const o = await owner();
    const c = await funded(o);
    await saveBank(o.token);
    const replies = await Promise.all(Array.from({ length: 12 }, () => claimIt(o.token, c.publicId)));
    expect(replies.filter((r) => r.body.status.code === 100)).toHaveLength(1);
    expect(replies.filter((r) => r.body.status.code === 105)).toHaveLength(11);
    expect(await payoutsOf(c.id)).toHaveLength(1);
    await expectIntegrity(t);
  });

  it('refuses a campaign short of its goal', async () => {
    const o = await owner();
    const c = await liveCampaign(t, o.id, 1000);
    await give(t, c.publicId, 500);
    await saveBank(o.token);
    const res = await claimIt(o.token, c.publicId);
    expect(res.body.status).toEqual({ code: 105, desc: 'The campaign has not reached its goal yet.' });
    expect((await summary(o.token, c.publicId)).body.entity).toMatchObject({ can_claim: false, goal_reached: false, payout_amount: 450 });
  });

  it('needs the identity approved', async () => {
    const o = await owner('submitted');
    const c = await funded(o);
    await saveBank(o.token);
    const res = await claimIt(o.token, c.publicId);
    expect(res.statusCode).toBe(403);
    expect(res.body.status).toEqual({ code: 103, desc: 'Your identity is waiting for approval by our team.' });
    expect(await payoutsOf(c.id)).toEqual([]);
  });

  it('needs a bank account', async () => {
    const o = await owner();
    const c = await funded(o);
    const res = await claimIt(o.token, c.publicId);
    expect(res.body.status).toEqual({ code: 105, desc: 'Add the bank account the money should go to.' });
  });

  it('is for the owner only', async () => {
    const o = await owner();
    const c = await funded(o);
    const other = await owner();
    await saveBank(other.token);
    expect((await claimIt(other.token, c.publicId)).body.status.code).toBe(103);
    expect((await summary(other.token, c.publicId)).body.status.code).toBe(103);
    expect((await claimIt(o.token, 'nosuchcampaign')).body.status.code).toBe(104);
    expect((await call(t, 'POST', `/api/v1/claim/${c.publicId}`)).statusCode).toBe(401);
    const admin = await summary(adminToken, c.publicId);
    expect(admin.body.entity).toMatchObject({ can_claim: false, raised: 1100 });
  });

  it('puts the money back when the transfer fails, and the owner claims again', async () => {
    const o = await owner();
    const c = await funded(o);
    await saveBank(o.token, '0123456789', '058');
    await t.ctx.jobs.drain(); // other tests' payouts first, so the fault meets this one
    faults.answer('transfer', { transferCode: 'TRF_x', status: 'failed' });
    await claimIt(o.token, c.publicId);
    await t.ctx.jobs.drain();
    let s = await summary(o.token, c.publicId);
    expect(s.body.entity.payout).toMatchObject({ status: 'failed', last_error: 'The transfer was failed' });
    expect(s.body.entity.can_claim).toBe(true);
    expect((await mails(t, o.email)).some((m) => m.subject === `The payout for ${c.title} did not go through`)).toBe(true);
    await expectIntegrity(t);

    await saveBank(o.token, '0000004321', '044');
    expect((await claimIt(o.token, c.publicId)).body.status.code).toBe(100);
    await t.ctx.jobs.drain();
    s = await summary(o.token, c.publicId);
    expect(s.body.entity.payout).toMatchObject({ status: 'paid', bank_name: 'Access Bank', account_last4: '4321' });
    expect((await payoutsOf(c.id)).map((p) => p.status)).toEqual(['failed', 'paid']);
    await expectIntegrity(t);
  });

  it('retries a transfer that timed out with the same reference, and pays once', async () => {
    const o = await owner();
    const c = await funded(o);
    await saveBank(o.token);
    await t.ctx.jobs.drain();
    faults.lose('transfer');
    await claimIt(o.token, c.publicId);
    await t.ctx.jobs.drain();
    expect((await payoutsOf(c.id))[0]!.status).toBe('processing');
    await jobsDueNow(t.ctx.db, 'payments.payout');
    await t.ctx.jobs.drain();
    expect((await payoutsOf(c.id))[0]!.status).toBe('paid');
    expect(await transfers(c.id)).toBe(1);
    await expectIntegrity(t);
  });

  it('shows admins every payout', async () => {
    const res = await call(t, 'GET', '/api/v1/admin/payouts?per_page=100', { token: adminToken });
    expect(res.body.status.code).toBe(100);
    expect(res.body.entity.transactions.length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(res.body.entity.transactions[0]).sort()).toEqual(
      [
        'id',
        'campaign_id',
        'campaign_title',
        'raised',
        'commission',
        'amount',
        'status',
        'bank_name',
        'account_name',
        'account_last4',
        'created',
        'paid_at',
      ].sort(),
    );
  });
});
