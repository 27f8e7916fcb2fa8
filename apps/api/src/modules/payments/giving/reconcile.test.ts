import { jobRows } from '../../../test/jobs.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createUser } from '../../../test/factories.ts';
import { SandboxProvider } from '../providers/sandbox.ts';
import { reconcilePending } from './reconcile.service.ts';
import {
  CARD,
  campaignRow,
  donate,
  donationRow,
  expectIntegrity,
  flaky,
  guest,
  liveCampaign,
  mails,
  sandboxPay,
  verify,
} from '../testing.ts';

let t: TestApp;
let faults: ReturnType<typeof flaky>;
let campaign: { id: number; publicId: string };

beforeAll(async () => {
  t = await buildTestApp();
  faults = flaky(new SandboxProvider(t.ctx.db));
  (t.ctx as { payments: unknown }).payments = faults.provider;
  const owner = await createUser(t.ctx.db);
  campaign = await liveCampaign(t, owner.id, 100_000_000);
});
afterAll(() => t.close());

const minutes = (n: number) => new Date(Date.now() + n * 60_000);
const start = async (amount = 1000, email = 'donor@example.ng') =>
  (await donate(t, guest(campaign.publicId, amount, { email }))).body.entity.ref as string;
const run = (at: Date) => reconcilePending(t.ctx, { now: at });
const backdate = (ref: string, hours: number) =>
  t.ctx.db.execute(
    sql`update donations set created_at = created_at - ${hours} * interval '1 hour', next_check_at = null where reference = ${ref}`,
  );

describe('the reconciliation job', () => {
  it('confirms a payment whose browser never came back, after the first wait', async () => {
    const ref = await start(2500, 'gone@example.ng');
    await sandboxPay(t, ref, CARD.success);
    expect((await run(minutes(1))).checked).toBe(0);
    const r = await run(minutes(3));
    expect(r).toMatchObject({ checked: 1, paid: 1 });
    expect((await donationRow(t, ref)).status).toBe('paid');
    expect((await mails(t, 'gone@example.ng')).some((m) => m.bodyText.includes(ref))).toBe(true);
    expect((await verify(t, ref)).body.status.code).toBe(100);
    await expectIntegrity(t);
  });

  it('marks a declined payment failed, and never counts it', async () => {
    const ref = await start();
    await sandboxPay(t, ref, CARD.declined);
    expect(await run(minutes(3))).toMatchObject({ failed: 1 });
    expect((await donationRow(t, ref)).status).toBe('failed');
  });

  it('keeps a donation pending through provider timeouts, and completes it on a later run', async () => {
    const ref = await start(1200);
    await sandboxPay(t, ref, CARD.success);
    const before = (await campaignRow(t, campaign.id)).pledged_kobo;
    faults.timeout('verify');
    expect(await run(minutes(3))).toMatchObject({ checked: 1, errors: 1 });
    expect((await donationRow(t, ref)).status).toBe('pending');
    // The next check waits longer than the first (backoff), then it counts.
    expect((await run(minutes(4))).checked).toBe(0);
    expect(await run(minutes(10))).toMatchObject({ paid: 1 });
    expect((await campaignRow(t, campaign.id)).pledged_kobo).toBe(before + 120_000);
  });

  it('leaves an unpaid donation pending for a day, then expires it', async () => {
    const ref = await start();
    await run(minutes(3));
    expect((await donationRow(t, ref)).status).toBe('pending');
    await backdate(ref, 25);
    expect(await run(new Date())).toMatchObject({ expired: 1 });
    expect(await donationRow(t, ref)).toMatchObject({ status: 'expired', gateway_response: 'Not paid within 24 hours' });
  });

  it('expires after an hour a donation the provider never heard of', async () => {
    const ref = await start();
    await t.ctx.db.execute(sql`delete from sandbox_charges where reference = ${ref}`);
    await run(minutes(3));
    expect((await donationRow(t, ref)).status).toBe('pending');
    await backdate(ref, 2);
    expect(await run(new Date())).toMatchObject({ expired: 1 });
    expect((await donationRow(t, ref)).gateway_response).toBe('The payment provider has no record of this payment');
  });

  it('still counts money that arrives after its donation expired', async () => {
    const ref = await start(900);
    await backdate(ref, 25);
    await run(new Date());
    expect((await donationRow(t, ref)).status).toBe('expired');
    await sandboxPay(t, ref, CARD.transfer);
    expect((await verify(t, ref)).body.status.code).toBe(100);
    expect((await donationRow(t, ref)).status).toBe('paid');
    await expectIntegrity(t);
  });

  it('runs from the job queue, once per period across instances', async () => {
    const ref = await start(800);
    await sandboxPay(t, ref, CARD.success);
    await t.ctx.db.execute(sql`update donations set created_at = created_at - interval '5 minutes' where reference = ${ref}`);
    await t.ctx.jobs.drain();
    expect((await donationRow(t, ref)).status).toBe('paid');
    const done = (await jobRows(t.ctx.db, { kind: 'payments.reconcile' })).filter((j) => j.done);
    expect(done.length).toBeGreaterThanOrEqual(1);
  });
});
