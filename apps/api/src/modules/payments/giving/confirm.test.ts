import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createUser, tokenFor } from '../../../test/factories.ts';
import { SandboxProvider } from '../providers/sandbox.ts';
import { reconcilePending } from './reconcile.service.ts';
import {
  CARD,
  call,
  campaignRow,
  donate,
  donationRow,
  expectIntegrity,
  flaky,
  give,
  guest,
  liveCampaign,
  mails,
  move,
  sandboxPay,
  secondInstance,
  verify,
} from '../testing.ts';

let t: TestApp;
let faults: ReturnType<typeof flaky>;
let ownerEmail: string;
let ownerId: number;

beforeAll(async () => {
  t = await buildTestApp();
  // The sandbox, wrapped so tests can make the provider misbehave (routes read ctx.payments per call).
  faults = flaky(new SandboxProvider(t.ctx.db));
  (t.ctx as { payments: unknown }).payments = faults.provider;
  const owner = await createUser(t.ctx.db, { email: 'owner@example.ng' });
  ownerEmail = owner.email;
  ownerId = owner.id;
});
afterAll(() => t.close());

const ledgerTxns = async (ref: string) =>
  (
    await t.ctx.db.execute<{ kind: string }>(
      sql`select t.kind from ledger_transactions t join donations d on d.id = t.donation_id where d.reference = ${ref} order by t.id`,
    )
  ).rows.map((r) => r.kind);

describe('a donation paid with the sandbox', () => {
  it('counts once confirmed: paid, pledged, ledger, receipt and the owner told', async () => {
    const c = await liveCampaign(t, ownerId);
    const { ref, verify: v } = await give(t, c.publicId, 12_345.67);
    expect(v.statusCode).toBe(200);
    expect(v.body.status).toEqual({ code: 100, desc: 'Thank you! Your donation has been received' });
    expect(v.body.entity).toMatchObject({
      ref,
      status: 'paid',
      amount: 12_345.67,
      campaign: { campaign_id: c.publicId, pledged: 12_345.67, amount: 500_000, percent: 2, status: 1 },
    });
    expect(await donationRow(t, ref)).toMatchObject({ status: 'paid', amount_kobo: 1_234_567 });
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(1_234_567);
    expect(await ledgerTxns(ref)).toEqual(['donation']);
    const receipt = (await mails(t, 'chioma@example.ng')).find((m) => m.bodyText.includes(ref));
    expect(receipt?.subject).toBe(`Your donation receipt: ₦12,345.67 to ${c.title}`);
    expect(receipt?.bodyText).toContain('Amount: ₦12,345.67');
    expect(receipt?.bodyText).toContain(`Campaign: ${c.title}`);
    expect(receipt?.bodyText).toMatch(/Date: \d{1,2} \w+ \d{4}/);
    expect(
      (await mails(t, ownerEmail)).some(
        (m) => m.subject === `New donation of ₦12,345.67 to ${c.title}` && m.bodyText.includes('Chioma Eze'),
      ),
    ).toBe(true);
    await expectIntegrity(t);
  });

  it('is a no-op when verified again, however often', async () => {
    const c = await liveCampaign(t, ownerId);
    const { ref } = await give(t, c.publicId, 1000);
    for (let i = 0; i < 5; i++) expect((await verify(t, ref)).body.status.code).toBe(100);
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(100_000);
    expect(await ledgerTxns(ref)).toEqual(['donation']);
    expect((await mails(t, 'chioma@example.ng')).filter((m) => m.bodyText.includes(ref))).toHaveLength(1);
  });

  it.each([
    [CARD.declined, 'Declined'],
    [CARD.noFunds, 'Insufficient Funds'],
  ])('never counts a failed card (%s)', async (card, why) => {
    const c = await liveCampaign(t, ownerId);
    const { ref, verify: v } = await give(t, c.publicId, 1000, { card });
    expect(v.statusCode).toBe(402);
    expect(v.body.status).toEqual({ code: 106, desc: `Your payment was not successful: ${why}` });
    expect(v.body.entity).toEqual({ ref, status: 'failed' });
    expect(await donationRow(t, ref)).toMatchObject({ status: 'failed', gateway_response: why });
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(0);
    expect(await ledgerTxns(ref)).toEqual([]);
  });

  it('waits for the OTP, then counts', async () => {
    const c = await liveCampaign(t, ownerId);
    const d = await donate(t, guest(c.publicId, 2000));
    const ref = d.body.entity.ref;
    expect((await sandboxPay(t, ref, CARD.otp)).body.entity.status).toBe('otp_required');
    const early = await verify(t, ref);
    expect(early.body.status.code).toBe(106);
    expect(early.body.entity.status).toBe('pending');
    expect((await donationRow(t, ref)).status).toBe('pending');
    expect((await sandboxPay(t, ref, CARD.otp, '123456')).body.entity.status).toBe('success');
    expect((await verify(t, ref)).body.status.code).toBe(100);
  });

  it('counts a bank transfer', async () => {
    const c = await liveCampaign(t, ownerId);
    const { verify: v } = await give(t, c.publicId, 3000, { card: CARD.transfer });
    expect(v.body.status.code).toBe(100);
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(300_000);
  });

  it('leaves an unpaid donation pending', async () => {
    const c = await liveCampaign(t, ownerId);
    const d = await donate(t, guest(c.publicId, 2000));
    const v = await verify(t, d.body.entity.ref);
    expect(v.body.status).toEqual({
      code: 106,
      desc: 'We have not received your payment yet. If you were charged, it will be confirmed automatically and we will e-mail your receipt.',
    });
    expect((await donationRow(t, d.body.entity.ref)).status).toBe('pending');
  });
});

describe('references', () => {
  it('answers a made-up reference with 104', async () => {
    const v = await verify(t, 'IRT-NOSUCHREFERENCE0');
    expect(v.statusCode).toBe(404);
    expect(v.body.status).toEqual({ code: 104, desc: 'We could not find this payment' });
  });

  it('answers a foreign reference (a charge the provider has, not ours) with 104, and counts nothing', async () => {
    await t.ctx.payments.initialize({ reference: 'someone-elses-charge', email: 'x@example.ng', amountKobo: 500_000, currency: 'NGN' });
    const v = await verify(t, 'someone-elses-charge');
    expect(v.body.status.code).toBe(104);
  });

  it('refuses a reference with characters no provider uses', async () => {
    const v = await verify(t, "IRT-'; drop table donations;--");
    expect(v.body.status.code).toBe(101);
    expect(v.body.entity.errors.ref).toBe('This is not a payment reference');
  });

  it('takes any JSON value as match (spec §7): only ref decides', async () => {
    const c = await liveCampaign(t, ownerId);
    const paid = await donate(t, guest(c.publicId, 2000));
    const unpaid = await donate(t, guest(c.publicId, 3000));
    await sandboxPay(t, paid.body.entity.ref, CARD.success);
    // A match naming a paid reference does not make another reference paid.
    const wrong = await verify(t, unpaid.body.entity.ref, paid.body.entity.ref);
    expect(wrong.body.status.code).toBe(106);
    expect((await donationRow(t, unpaid.body.entity.ref)).status).toBe('pending');
    // Nor do fields verify does not have: they are ignored (decision 008).
    const forged = await call(t, 'PUT', '/api/v1/payment/verify', {
      body: { ref: unpaid.body.entity.ref, status: 'paid', amount: 1, amount_kobo: 1, paid: true },
    });
    expect(forged.body.status.code).toBe(106);
    expect(await donationRow(t, unpaid.body.entity.ref)).toMatchObject({ status: 'pending', amount_kobo: 300_000 });
    // A match that is not this reference, or not a string at all, does not stop a paid one.
    expect((await verify(t, paid.body.entity.ref, 'IRT-SOMETHINGELSE00')).body.status.code).toBe(100);
    for (const match of [1, true, null, { reference: paid.body.entity.ref, trxref: 'x' }, ['a'], '']) {
      const v = await verify(t, paid.body.entity.ref, match);
      expect(v.statusCode).toBe(200);
      expect(v.body.entity).toMatchObject({ ref: paid.body.entity.ref, status: 'paid', amount: 2000 });
    }
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(200_000);
  });
});

describe('what the provider says is checked', () => {
  const answer = async (c: { publicId: string }, change: Record<string, unknown>) => {
    const d = await donate(t, guest(c.publicId, 5000));
    const ref = d.body.entity.ref as string;
    await sandboxPay(t, ref, CARD.success);
    const real = await t.ctx.payments.verify(ref);
    faults.answer('verify', { ...real, ...change });
    return { ref, v: await verify(t, ref) };
  };

  it('never counts a success for another amount, and sends the money back', async () => {
    const c = await liveCampaign(t, ownerId);
    const { ref, v } = await answer(c, { amountKobo: 100 });
    expect(v.body.status).toEqual({
      code: 106,
      desc: 'The payment did not match this donation. Any amount charged will be refunded to you.',
    });
    expect(await donationRow(t, ref)).toMatchObject({
      status: 'failed',
      gateway_response: 'Amount mismatch: Paid 100 NGN, expected 500000 NGN',
    });
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(0);
    expect(await ledgerTxns(ref)).toEqual(['mismatch_receipt']);
    const [refund] = (
      await t.ctx.db.execute<{ amount_kobo: number; reason: string }>(
        sql`select r.amount_kobo, r.reason from refunds r join donations d on d.id = r.donation_id where d.reference = ${ref}`,
      )
    ).rows;
    expect(refund).toEqual({ amount_kobo: 100, reason: 'amount_mismatch' });
    await expectIntegrity(t);
    // A later verify (the provider now telling the truth) cannot count it either: it failed.
    expect((await verify(t, ref)).body.status.code).toBe(106);
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(0);
  });

  it('never counts a success in another currency', async () => {
    const c = await liveCampaign(t, ownerId);
    const { ref, v } = await answer(c, { currency: 'USD' });
    expect(v.body.status.code).toBe(106);
    expect((await donationRow(t, ref)).status).toBe('failed');
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(0);
    expect(await ledgerTxns(ref)).toEqual([]);
  });

  it('never counts an answer about another reference', async () => {
    const c = await liveCampaign(t, ownerId);
    const { ref, v } = await answer(c, { reference: 'IRT-ANOTHERREFERENCE' });
    expect(v.body.status.code).toBe(106);
    expect((await donationRow(t, ref)).status).toBe('pending');
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(0);
  });

  it('leaves the donation pending when the provider times out, and counts it on the retry', async () => {
    const c = await liveCampaign(t, ownerId);
    const d = await donate(t, guest(c.publicId, 4000));
    const ref = d.body.entity.ref;
    await sandboxPay(t, ref, CARD.success);
    faults.timeout('verify', 2);
    for (let i = 0; i < 2; i++) {
      const v = await verify(t, ref);
      expect(v.body.status.code).toBe(106);
      expect(v.body.entity).toEqual({ ref, status: 'pending' });
    }
    expect((await donationRow(t, ref)).status).toBe('pending');
    expect((await verify(t, ref)).body.status.code).toBe(100);
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(400_000);
  });

  it('answers a provider that cannot start the payment with 106, and keeps the donation pending for the job', async () => {
    const c = await liveCampaign(t, ownerId);
    faults.timeout('initialize');
    const d = await donate(t, guest(c.publicId, 4000));
    expect(d.statusCode).toBe(402);
    expect(d.body.status).toEqual({ code: 106, desc: 'We could not reach the payment provider. Please try again in a moment.' });
  });
});

// Whatever the channel (issue 17: card, bank transfer, USSD), confirmation, refunds and the ledger
// behave the same: the exactly-once tests run for each.
const CHANNELS = [
  ['card', CARD.success],
  ['bank_transfer', CARD.transfer],
  ['ussd', CARD.ussd],
] as const;

describe.each(CHANNELS)('exactly once under concurrency, paid by %s', (channel, payWith) => {
  it('counts a donation once when hundreds of verifies race', async () => {
    const c = await liveCampaign(t, ownerId);
    const d = await donate(t, guest(c.publicId, 777));
    const ref = d.body.entity.ref;
    await sandboxPay(t, ref, payWith);
    const replies = await Promise.all(Array.from({ length: 300 }, () => verify(t, ref)));
    expect(replies.every((r) => r.body.status.code === 100)).toBe(true);
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(77_700);
    expect(await ledgerTxns(ref)).toEqual(['donation']);
    expect((await mails(t, 'chioma@example.ng')).filter((m) => m.bodyText.includes(ref))).toHaveLength(1);
    await expectIntegrity(t);
  });

  it('counts once when two API instances and the reconciliation job all confirm at once', async () => {
    const other = await secondInstance(t);
    try {
      const c = await liveCampaign(t, ownerId, 100_000_000);
      const refs: string[] = [];
      for (let i = 0; i < 20; i++) {
        const d = await donate(i % 2 ? other : t, guest(c.publicId, 1000 + i));
        refs.push(d.body.entity.ref);
        await sandboxPay(t, d.body.entity.ref, payWith);
      }
      const later = new Date(Date.now() + 10 * 60_000);
      const work: Promise<unknown>[] = [];
      for (const ref of refs) for (let k = 0; k < 10; k++) work.push(verify(k % 2 ? other : t, ref));
      for (let k = 0; k < 6; k++) work.push(reconcilePending(k % 2 ? other.ctx : t.ctx, { now: later }));
      await Promise.all(work);
      let expected = 0;
      for (let i = 0; i < 20; i++) expected += (1000 + i) * 100;
      expect((await campaignRow(t, c.id)).pledged_kobo).toBe(expected);
      for (const ref of refs) expect(await ledgerTxns(ref)).toEqual(['donation']);
      const channels = await t.ctx.db.execute<{ channel: string }>(sql`select distinct channel from donations where reference in ${refs}`);
      expect(channels.rows.map((r) => r.channel)).toEqual([channel]);
      await expectIntegrity(t);
    } finally {
      await other.close();
    }
  });

  it('owes the donor a refund in full, once, when the campaign is deleted', async () => {
    const c = await liveCampaign(t, ownerId);
    const { ref } = await give(t, c.publicId, 2500, { card: payWith });
    await move(t, c.id, 4);
    const refunds = (
      await t.ctx.db.execute<{ reason: string; amount_kobo: string }>(
        sql`select r.reason, r.amount_kobo from refunds r join donations d on d.id = r.donation_id where d.reference = ${ref}`,
      )
    ).rows;
    expect(refunds).toEqual([{ reason: 'campaign_deleted', amount_kobo: expect.anything() }]);
    expect(Number(refunds[0]!.amount_kobo)).toBe(250_000);
    expect(await ledgerTxns(ref)).toEqual(['donation', 'refund_due']);
    await expectIntegrity(t);
  });
});

describe('exactly once under concurrency', () => {
  it('adds up many different donations paid at once on two instances', async () => {
    const other = await secondInstance(t);
    try {
      const c = await liveCampaign(t, ownerId, 100_000_000);
      const results = await Promise.all(Array.from({ length: 60 }, (_, i) => give(i % 2 ? other : t, c.publicId, 100 + i)));
      expect(results.map((r) => r.verify.body.status).filter((s) => s.code !== 100)).toEqual([]);
      let expected = 0;
      for (let i = 0; i < 60; i++) expected += (100 + i) * 100;
      expect((await campaignRow(t, c.id)).pledged_kobo).toBe(expected);
      await expectIntegrity(t);
    } finally {
      await other.close();
    }
  });
});

describe('reaching the goal', () => {
  it('closes donations (1 → 3) when the goal is met, and tells the owner', async () => {
    const c = await liveCampaign(t, ownerId, 1000);
    const first = (await donate(t, guest(c.publicId, 600))).body.entity.ref;
    const second = (await donate(t, guest(c.publicId, 500))).body.entity.ref;
    await sandboxPay(t, first, CARD.success);
    await verify(t, first);
    expect((await campaignRow(t, c.id)).status).toBe(1);
    // ₦500 is more than the ₦400 still needed: only a gift started earlier can pass the goal.
    expect((await donate(t, guest(c.publicId, 500))).body.entity.errors).toEqual({
      amount: 'This campaign needs only ₦400 more, so that is the most you can give',
    });
    await sandboxPay(t, second, CARD.success);
    const v = await verify(t, second);
    expect(v.body.entity.campaign).toMatchObject({ status: 3, pledged: 1100, percent: 100 });
    const row = await campaignRow(t, c.id);
    expect(row).toMatchObject({ status: 3, pledged_kobo: 110_000 });
    expect(row.goal_reached_at).not.toBeNull();
    const [tr] = (
      await t.ctx.db.execute<{ from_status: number; to_status: number; actor_id: number | null; reason: string }>(
        sql`select from_status, to_status, actor_id, reason from campaign_transitions where campaign_id = ${c.id}`,
      )
    ).rows;
    expect(tr).toEqual({ from_status: 1, to_status: 3, actor_id: null, reason: 'Goal reached' });
    expect(
      (await mails(t, ownerEmail)).some(
        (m) => m.subject === `"${c.title}" reached its goal` && m.links.some((l) => l.endsWith(`/claim/${c.publicId}`)),
      ),
    ).toBe(true);
    expect((await donate(t, guest(c.publicId, 500))).body.status.code).toBe(105);
    await expectIntegrity(t);
  });

  it('counts up to the goal and refunds the rest when many donations race past it', async () => {
    const c = await liveCampaign(t, ownerId, 10_000);
    const refs: string[] = [];
    for (let i = 0; i < 40; i++) {
      const d = await donate(t, guest(c.publicId, 500));
      refs.push(d.body.entity.ref);
      await sandboxPay(t, d.body.entity.ref, CARD.success);
    }
    const replies = await Promise.all(refs.flatMap((ref) => [verify(t, ref), verify(t, ref)]));
    expect(replies.map((r) => r.body.status.code).filter((code) => code !== 100 && code !== 105)).toEqual([]);
    const row = await campaignRow(t, c.id);
    expect(row.status).toBe(3);
    expect(row.pledged_kobo).toBe(1_000_000);
    const statuses = await Promise.all(refs.map(async (ref) => (await donationRow(t, ref)).status));
    expect(statuses.filter((s) => s === 'paid')).toHaveLength(20);
    expect(statuses.filter((s) => s === 'refund_pending')).toHaveLength(20);
    await expectIntegrity(t);
  });

  it('refunds a payment that lands after donations closed, in full and once', async () => {
    const c = await liveCampaign(t, ownerId, 1000);
    const late = await donate(t, guest(c.publicId, 700, { email: 'late@example.ng' }));
    await give(t, c.publicId, 1000);
    expect((await campaignRow(t, c.id)).status).toBe(3);
    await sandboxPay(t, late.body.entity.ref, CARD.success);
    const v = await verify(t, late.body.entity.ref);
    expect(v.statusCode).toBe(409);
    expect(v.body.status).toEqual({
      code: 105,
      desc: 'Donations to this campaign closed before your payment arrived. It will be refunded to you in full.',
    });
    expect((await donationRow(t, late.body.entity.ref)).status).toBe('refund_pending');
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(100_000);
    expect(await ledgerTxns(late.body.entity.ref)).toEqual(['donation', 'refund_due']);
    await expectIntegrity(t);

    await t.ctx.jobs.drain();
    expect((await donationRow(t, late.body.entity.ref)).status).toBe('refunded');
    expect((await t.ctx.payments.verify(late.body.entity.ref)).status).toBe('reversed');
    const notes = await mails(t, 'late@example.ng');
    expect(notes.map((m) => m.subject).sort()).toEqual([
      `Your payment to ${c.title} will be refunded`,
      'Your refund of ₦700 is on its way',
    ]);
    expect((await verify(t, late.body.entity.ref)).body.status.code).toBe(105);
    await expectIntegrity(t);
  });

  it('lets a signed-in donor give and see the campaign move', async () => {
    const c = await liveCampaign(t, ownerId, 2000);
    const u = await createUser(t.ctx.db);
    const { verify: v } = await give(t, c.publicId, 2000, { token: await tokenFor(t.ctx.db, u.id) });
    expect(v.body.entity.campaign.status).toBe(3);
  });
});
