import { jobRows, jobsDueNow, nextRunIsLast } from '../../../test/jobs.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createUser, tokenFor } from '../../../test/factories.ts';
import { SandboxProvider } from '../providers/sandbox.ts';
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
let owner: { id: number };
let adminToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  faults = flaky(new SandboxProvider(t.ctx.db));
  (t.ctx as { payments: unknown }).payments = faults.provider;
  owner = await createUser(t.ctx.db);
  const admin = await createUser(t.ctx.db, { role: 'admin' });
  adminToken = await tokenFor(t.ctx.db, admin.id);
});
afterAll(() => t.close());

/** Makes every waiting job due now (instead of waiting out its backoff). */
const dueNow = () => jobsDueNow(t.ctx.db);
const refundsOf = async (campaignId: number) =>
  (
    await t.ctx.db.execute<{
      reference: string;
      status: string;
      reason: string;
      amount_kobo: number;
      attempts: number;
      last_error: string | null;
    }>(sql`
      select d.reference, r.status, r.reason, r.amount_kobo, r.attempts, r.last_error from refunds r join donations d on d.id = r.donation_id
      where d.campaign_id = ${campaignId} order by r.id`)
  ).rows;
const providerRefunds = async (reference: string) =>
  (
    await t.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from sandbox_refunds r join sandbox_charges c on c.id = r.charge_id where c.reference = ${reference}`,
    )
  ).rows[0]!.n;

async function fundedCampaign(goal = 1_000_000) {
  const c = await liveCampaign(t, owner.id, goal);
  const member = await createUser(t.ctx.db, { email: `member-${c.id}@example.ng` });
  const a = await give(t, c.publicId, 1000, { body: { email: `guest-${c.id}@example.ng` } });
  const b = await give(t, c.publicId, 2000, { token: await tokenFor(t.ctx.db, member.id) });
  const anon = await give(t, c.publicId, 3000, {
    body: { anonymous: true, firstname: '', lastname: '', mobile: '', email: `anon-${c.id}@example.ng` },
  });
  const failed = await give(t, c.publicId, 4000, { card: CARD.declined });
  const pending = await donate(t, guest(c.publicId, 5000, { email: `slow-${c.id}@example.ng` }));
  return {
    c,
    refs: [a.ref, b.ref, anon.ref],
    failed: failed.ref,
    pending: pending.body.entity.ref as string,
    emails: [`guest-${c.id}@example.ng`, member.email, `anon-${c.id}@example.ng`],
  };
}

describe('a deleted campaign refunds every donor', () => {
  it('in the same transaction as the deletion: refunds owed, pledged back to zero', async () => {
    const f = await fundedCampaign();
    expect((await campaignRow(t, f.c.id)).pledged_kobo).toBe(600_000);
    await move(t, f.c.id, 4, owner.id);
    expect((await campaignRow(t, f.c.id)).pledged_kobo).toBe(0);
    for (const ref of f.refs) expect((await donationRow(t, ref)).status).toBe('refund_pending');
    expect((await donationRow(t, f.failed)).status).toBe('failed');
    expect((await refundsOf(f.c.id)).map((r) => [r.status, r.reason, r.amount_kobo])).toEqual([
      ['pending', 'campaign_deleted', 100_000],
      ['pending', 'campaign_deleted', 200_000],
      ['pending', 'campaign_deleted', 300_000],
    ]);
    await expectIntegrity(t);

    await t.ctx.jobs.drain();
    for (const ref of f.refs) {
      expect((await donationRow(t, ref)).status).toBe('refunded');
      expect((await t.ctx.payments.verify(ref)).status).toBe('reversed');
      expect(await providerRefunds(ref)).toBe(1);
    }
    for (const email of f.emails) {
      const m = await mails(t, email);
      expect(m.filter((x) => x.subject?.startsWith('Your refund of'))).toHaveLength(1);
      expect(m.find((x) => x.subject?.startsWith('Your refund of'))!.bodyText).toContain('the campaign was deleted by its creator');
    }
    await expectIntegrity(t);

    // A payment for the deleted campaign that lands now goes back too.
    await sandboxPay(t, f.pending, CARD.success);
    expect((await verify(t, f.pending)).body.status.code).toBe(105);
    await t.ctx.jobs.drain();
    expect((await donationRow(t, f.pending)).status).toBe('refunded');
    expect((await campaignRow(t, f.c.id)).pledged_kobo).toBe(0);
    await expectIntegrity(t);
  });

  it('tells each donor where the money goes back by how they paid: card, bank transfer or USSD (issue 26), in their language', async () => {
    const c = await liveCampaign(t, owner.id);
    const paid = [
      ['card', CARD.success, 'The money goes back to the card you paid with;'],
      ['transfer', 'transfer', 'The money goes back to the bank account you paid from by bank transfer;'],
      ['ussd', 'ussd:737', 'The money goes back to the bank account you paid from with USSD;'],
    ] as const;
    for (const [who, card] of paid) await give(t, c.publicId, 1000, { card, body: { email: `${who}-${c.id}@example.ng` } });
    const yo = await give(t, c.publicId, 1000, { card: 'ussd:737', body: { email: `yo-${c.id}@example.ng` } });
    await t.ctx.db.execute(sql`update donations set language = 'yo' where reference = ${yo.ref}`);
    await move(t, c.id, 4, owner.id);
    await t.ctx.jobs.drain();
    for (const [who, , line] of paid) {
      const text = (await mails(t, `${who}-${c.id}@example.ng`)).find((x) => x.subject?.startsWith('Your refund of'))!.bodyText;
      expect(text).toContain(line);
      if (who !== 'card') expect(text).not.toMatch(/card/i);
    }
    const yoText = (await mails(t, `yo-${c.id}@example.ng`))[0]!.bodyText;
    expect(yoText).toContain('Owó náà yóò padà sí àkáǹtì báǹkì tí o ti fi USSD sanwó;');
    expect(yoText).not.toMatch(/káàdì/);
  });

  it('shows the donor the refund, and the admin every refund', async () => {
    const c = await liveCampaign(t, owner.id);
    const donor = await createUser(t.ctx.db);
    const token = await tokenFor(t.ctx.db, donor.id);
    await give(t, c.publicId, 2500, { token });
    await move(t, c.id, 4, owner.id);
    let mine = await call(t, 'GET', '/api/v1/donations', { token });
    expect(mine.body.entity.transactions[0]).toMatchObject({
      status: 'refund_pending',
      amount: 2500,
      campaign: { campaign_id: null, title: c.title },
      refund: { status: 'pending', reason: 'campaign_deleted' },
    });
    await t.ctx.jobs.drain();
    mine = await call(t, 'GET', '/api/v1/donations', { token });
    expect(mine.body.entity.transactions[0]).toMatchObject({ status: 'refunded', refund: { status: 'processed' } });
    expect(mine.body.entity.transactions[0].refund.processed_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    const list = await call(t, 'GET', '/api/v1/admin/refunds', { token: adminToken });
    expect(list.body.status.code).toBe(100);
    expect(list.body.entity.transactions[0]).toMatchObject({
      campaign_title: c.title,
      amount: 2500,
      status: 'processed',
      reason: 'campaign_deleted',
      attempts: 1,
      last_error: null,
    });
    expect(list.body.entity.transactions[0].campaign).toEqual({ campaign_id: c.publicId, title: c.title });
    expect((await call(t, 'GET', '/api/v1/admin/refunds', { token })).body.status.code).toBe(103);
  });
});

describe('closing donations', () => {
  it('before the goal refunds every paid donation', async () => {
    const f = await fundedCampaign();
    await move(t, f.c.id, 3, owner.id);
    expect((await refundsOf(f.c.id)).every((r) => r.reason === 'closed_before_goal')).toBe(true);
    await t.ctx.jobs.drain();
    for (const ref of f.refs) expect((await donationRow(t, ref)).status).toBe('refunded');
    expect((await campaignRow(t, f.c.id)).pledged_kobo).toBe(0);
    await expectIntegrity(t);
  });

  it('once the goal is met refunds nobody, and closing the campaign afterwards neither', async () => {
    const c = await liveCampaign(t, owner.id, 1000);
    await give(t, c.publicId, 1000);
    expect((await campaignRow(t, c.id)).status).toBe(3);
    await move(t, c.id, 2, owner.id);
    expect(await refundsOf(c.id)).toEqual([]);
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(100_000);
  });
});

describe('refunds are retried until done, exactly once', () => {
  it('retries with backoff while the provider times out', async () => {
    const c = await liveCampaign(t, owner.id);
    const { ref } = await give(t, c.publicId, 1500);
    faults.timeout('refund', 2);
    await move(t, c.id, 4, owner.id);
    await t.ctx.jobs.drain();
    let [r] = await refundsOf(c.id);
    expect(r).toMatchObject({ status: 'pending', attempts: 1, last_error: 'refund: timed out' });
    const [job] = (await jobRows(t.ctx.db, { kind: 'payments.refund' })).filter((j) => j.pending);
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());
    await dueNow();
    await t.ctx.jobs.drain();
    [r] = await refundsOf(c.id);
    expect(r).toMatchObject({ status: 'pending', attempts: 2 });
    await dueNow();
    await t.ctx.jobs.drain();
    [r] = await refundsOf(c.id);
    expect(r).toMatchObject({ status: 'processed', attempts: 3, last_error: null });
    expect(await providerRefunds(ref)).toBe(1);
    await expectIntegrity(t);
  });

  it('does not refund twice when the first refund went through but its answer was lost', async () => {
    const c = await liveCampaign(t, owner.id);
    const { ref } = await give(t, c.publicId, 1500);
    faults.lose('refund');
    await move(t, c.id, 4, owner.id);
    await t.ctx.jobs.drain();
    expect((await refundsOf(c.id))[0]).toMatchObject({ status: 'pending', attempts: 1 });
    expect(await providerRefunds(ref)).toBe(1);
    await dueNow();
    await t.ctx.jobs.drain();
    expect((await refundsOf(c.id))[0]).toMatchObject({ status: 'processed', attempts: 2 });
    expect(await providerRefunds(ref)).toBe(1);
    expect((await donationRow(t, ref)).status).toBe('refunded');
    await expectIntegrity(t);
  });

  it('gives up after the last attempt, shows it to admins, and an admin can send it again', async () => {
    const c = await liveCampaign(t, owner.id);
    const { ref } = await give(t, c.publicId, 1500);
    faults.timeout('refund');
    await move(t, c.id, 4, owner.id);
    await nextRunIsLast(t.ctx.db, { kind: 'payments.refund' });
    await t.ctx.jobs.drain();
    expect((await refundsOf(c.id))[0]).toMatchObject({ status: 'failed', last_error: 'refund: timed out' });
    const [row] = (
      await t.ctx.db.execute<{ id: number }>(
        sql`select r.id from refunds r join donations d on d.id = r.donation_id where d.reference = ${ref}`,
      )
    ).rows;
    const retry = await call(t, 'POST', `/api/v1/admin/refunds/${row!.id}/retry`, { token: adminToken });
    expect(retry.body.status.code).toBe(100);
    expect((await call(t, 'POST', `/api/v1/admin/refunds/${row!.id}/retry`, { token: adminToken })).body.status.code).toBe(105);
    await t.ctx.jobs.drain();
    expect((await refundsOf(c.id))[0]!.status).toBe('processed');
    expect(await providerRefunds(ref)).toBe(1);
    await expectIntegrity(t);
  });

  it('survives a restart and runs once when two instances work the queue together', async () => {
    faults.clear();
    const c = await liveCampaign(t, owner.id, 100_000_000);
    const refs: string[] = [];
    for (let i = 0; i < 12; i++) refs.push((await give(t, c.publicId, 500 + i)).ref);
    await move(t, c.id, 4, owner.id);
    // The refunds wait in the queue; two fresh instances (as after a restart) share them.
    const a = await secondInstance(t);
    const b = await secondInstance(t);
    try {
      await Promise.all([a.ctx.jobs.drain(), b.ctx.jobs.drain(), a.ctx.jobs.drain(), b.ctx.jobs.drain()]);
      for (const ref of refs) {
        expect((await donationRow(t, ref)).status).toBe('refunded');
        expect(await providerRefunds(ref)).toBe(1);
      }
      await expectIntegrity(t);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
