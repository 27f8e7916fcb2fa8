import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { FakePaystack } from '../../../test/fake-paystack.ts';
import { createOrganization, createUser, tokenFor } from '../../../test/factories.ts';
import { call, campaignRow, expectIntegrity, guest, liveCampaign, mails, move, verify } from '../testing.ts';
import { runSubscriptions } from './subscriptions.service.ts';
import { moneyMetrics } from '../giving/money-metrics.ts';

/**
 * Monthly giving (issue 27, docs/decisions/092-monthly-giving.md) through the fake Paystack:
 * plans, subscriptions, their events, the manage page by session and by e-mailed link, and the
 * end of every gift when its campaign stops taking donations.
 */
let fake: FakePaystack;
let t: TestApp;
let hook: string;
let owner: { id: number; email: string };

beforeAll(async () => {
  fake = await FakePaystack.start();
  t = await buildTestApp({
    env: { PAYSTACK_SECRET_KEY: fake.secretKey, PAYSTACK_PUBLIC_KEY: 'pk_test_ireti', PAYSTACK_BASE_URL: fake.baseUrl },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  hook = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1/payment/webhook`;
  owner = await createUser(t.ctx.db, { identityStatus: 'approved' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

let n = 0;
const email = () => `monthly${++n}@example.ng`;
const keepCampaign = (goalNaira = 500_000) => liveCampaign(t, owner.id, goalNaira, { fundingMode: 'keep_what_you_raise' });
const startMonthly = (campaign: string, amount: unknown, o: Record<string, unknown> = {}, token?: string) =>
  call(t, 'POST', '/api/v1/donate/monthly', { body: guest(campaign, amount, o), token });
const sub = async (publicId: string) =>
  (
    await t.ctx.db.execute<{
      id: number;
      status: string;
      plan_code: string;
      subscription_code: string | null;
      amount_kobo: number;
      end_reason: string | null;
      provider_stop_due: boolean;
    }>(
      sql`select id, status, plan_code, subscription_code, amount_kobo, end_reason, provider_stop_due from subscriptions where public_id = ${publicId}`,
    )
  ).rows[0]!;
const paidCharges = async (subscriptionId: number) =>
  (
    await t.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from donations where subscription_id = ${subscriptionId} and status = 'paid'`,
    )
  ).rows[0]!.n;
const linkOf = (text: string) => /#t=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? null;

/** A guest's monthly gift, paid at checkout and confirmed by the browser's verify and the provider's events. */
async function monthly(campaign: string, amount = 5000, o: Record<string, unknown> = {}) {
  const to = (o.email as string | undefined) ?? email();
  const started = await startMonthly(campaign, amount, { email: to, ...o });
  expect(started.body.status.code).toBe(100);
  const e = started.body.entity;
  const s = await sub(e.monthly.id);
  fake.pay(e.ref);
  expect((await verify(t, e.ref)).body.status.code).toBe(100);
  const code = fake.subscriptionOfPlan(s.plan_code)!.code;
  expect((await fake.sendWebhook(hook, 'subscription.create', fake.subscriptionData(code))).status).toBe(200);
  return { ...e, email: to, code, row: await sub(e.monthly.id) };
}

describe('giving monthly', () => {
  it("is offered on a keep-what-you-raise campaign and a verified organisation's, not on another all-or-nothing campaign", async () => {
    const keep = await keepCampaign();
    const offer = await call(t, 'GET', `/api/v1/donate/monthly/${keep.publicId}`);
    expect(offer.body.entity).toMatchObject({ available: true, reason: null, monthly_donors: 0 });
    expect(offer.body.entity.day_of_month).toBeLessThanOrEqual(28);

    const plain = await liveCampaign(t, owner.id);
    const refused = await call(t, 'GET', `/api/v1/donate/monthly/${plain.publicId}`);
    expect(refused.body.entity.available).toBe(false);
    expect(refused.body.entity.reason).toMatch(/keep-what-you-raise/);
    expect((await startMonthly(plain.publicId, 5000)).body.status.code).toBe(105);

    const org = await createOrganization(t.ctx.db, { identityStatus: 'approved', emailVerifiedAt: new Date() });
    const orgCampaign = await liveCampaign(t, org.id);
    expect((await call(t, 'GET', `/api/v1/donate/monthly/${orgCampaign.publicId}`)).body.entity.available).toBe(true);
    expect((await call(t, 'GET', '/api/v1/donate/monthly/nosuchcampaign')).body.status.code).toBe(104);
  });

  it('starts with a plan of its own and a first charge on it, confirmed once by verify and webhook together, with a monthly receipt', async () => {
    const c = await keepCampaign();
    const m = await monthly(c.publicId, 2500);
    const plan = fake.plan(m.row.plan_code)!;
    expect(plan).toMatchObject({ amount: 250_000, interval: 'monthly' });
    const init = fake.requests.find((r) => r.path === '/transaction/initialize' && r.body?.reference === m.ref);
    expect(init?.body).toMatchObject({ plan: m.row.plan_code, amount: 250_000, channels: ['card'] });
    expect(m.row).toMatchObject({ status: 'active', subscription_code: m.code });

    // The same first charge by webhook, twice more: counted once.
    const data = fake.chargeData(m.ref);
    expect(data.plan).toMatchObject({ plan_code: m.row.plan_code });
    await fake.sendWebhook(hook, 'charge.success', data);
    await fake.sendWebhook(hook, 'charge.success', data);
    expect(await paidCharges(m.row.id)).toBe(1);
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(250_000);

    const receipts = (await mails(t, m.email)).filter((x) => (x.subject ?? '').startsWith('Your monthly donation receipt'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.bodyText).toMatch(/It is taken on day \d+ of each month/);
    expect(linkOf(receipts[0]!.bodyText)).not.toBeNull();
    expect((await call(t, 'GET', `/api/v1/donate/monthly/${c.publicId}`)).body.entity.monthly_donors).toBe(1);
    await expectIntegrity(t);
  });

  it('counts each later monthly charge once, however often its webhook comes, each with its own receipt', async () => {
    const c = await keepCampaign();
    const m = await monthly(c.publicId, 1000);
    const month = fake.chargeMonth(m.code);
    const data = fake.chargeData(month.reference);
    for (let i = 0; i < 10; i++) expect((await fake.sendWebhook(hook, 'charge.success', data)).status).toBe(200);
    // The same charge with other bytes (a retry Paystack re-serialised) is still one gift.
    await fake.sendWebhook(hook, 'charge.success', { ...data, log: null });
    expect(await paidCharges(m.row.id)).toBe(2);
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(200_000);
    expect((await mails(t, m.email)).filter((x) => (x.subject ?? '').startsWith('Your monthly donation receipt'))).toHaveLength(2);
    await expectIntegrity(t);
  });

  it('refuses unsigned and wrongly signed subscription events, and answers a replay without applying it again', async () => {
    const c = await keepCampaign();
    const m = await monthly(c.publicId, 1000);
    const month = fake.chargeMonth(m.code);
    const bad = await fake.sendWebhook(hook, 'charge.success', fake.chargeData(month.reference), { badSignature: true });
    expect(bad.status).toBe(403);
    const unsigned = await fetch(hook, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'charge.success', data: fake.chargeData(month.reference) }),
    });
    expect(unsigned.status).toBe(403);
    expect(await paidCharges(m.row.id)).toBe(1);
    const first = await fake.sendWebhook(hook, 'charge.success', fake.chargeData(month.reference));
    expect(JSON.parse(first.body).entity.result).toBe('paid');
    const again = await fake.sendWebhook(hook, 'charge.success', fake.chargeData(month.reference));
    expect(JSON.parse(again.body).entity.result).toBe('already applied');
  });

  it("refuses amounts below the least gift and above the per-gift maximum with the spec's messages, changing nothing", async () => {
    const c = await keepCampaign();
    const before = fake.requests.filter((r) => r.path === '/plan').length;
    const low = await startMonthly(c.publicId, 50);
    expect(low.body.status.code).toBe(101);
    expect(low.body.entity.errors.amount).toBe('The least you can give is ₦100');
    const high = await startMonthly(c.publicId, 10_000_001);
    expect(high.body.entity.errors.amount).toBe('The most you can give at once is ₦10,000,000');
    expect(fake.requests.filter((r) => r.path === '/plan').length).toBe(before);
    const reward = await startMonthly(c.publicId, 5000, { reward: 7 });
    expect(reward.body.status.code).toBe(101);
  });

  it('tells the donor once per failed charge, with the manage link, and the next paid charge clears it', async () => {
    const c = await keepCampaign();
    const m = await monthly(c.publicId, 1000);
    const month = fake.chargeMonth(m.code, { status: 'failed' });
    const invoice = fake.invoiceData(m.code, month.reference, month.invoiceCode);
    await fake.sendWebhook(hook, 'invoice.create', invoice);
    await fake.sendWebhook(hook, 'invoice.payment_failed', invoice);
    await fake.sendWebhook(hook, 'invoice.payment_failed', { ...invoice, updatedAt: 'retry' });
    await fake.sendWebhook(hook, 'invoice.update', invoice);
    expect((await sub(m.monthly.id)).status).toBe('attention');
    const told = (await mails(t, m.email)).filter((x) => (x.subject ?? '').includes('did not go through'));
    expect(told).toHaveLength(1);
    expect(told[0]!.bodyText).toMatch(/Insufficient Funds/);
    expect(linkOf(told[0]!.bodyText)).not.toBeNull();
    expect(await paidCharges(m.row.id)).toBe(1);

    const retry = fake.chargeMonth(m.code);
    await fake.sendWebhook(hook, 'charge.success', fake.chargeData(retry.reference));
    expect((await sub(m.monthly.id)).status).toBe('active');
    const admin = await createUser(t.ctx.db, { role: 'admin' });
    const list = await call(t, 'GET', '/api/v1/admin/subscriptions?status=all&per_page=100', { token: await tokenFor(t.ctx.db, admin.id) });
    const row = list.body.entity.transactions.find((x: { id: string }) => x.id === m.monthly.id);
    expect(row).toMatchObject({
      failures: 1,
      last_failure: 'Insufficient Funds',
      failed_charges: [{ reason: 'Insufficient Funds' }],
      charges: 2,
      status: 'active',
      day_of_month: expect.any(Number),
    });
    expect(row.failed_charges[0].at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(row.next_payment_at === null || /^\d{4}-/.test(row.next_payment_at)).toBe(true);
    // Filtered by status and by campaign (the admin console's "Monthly giving" tab).
    const adminToken = await tokenFor(t.ctx.db, admin.id);
    const ids = async (q: string) =>
      (await call(t, 'GET', `/api/v1/admin/subscriptions?per_page=100&${q}`, { token: adminToken })).body.entity.transactions.map(
        (x: { id: string }) => x.id,
      );
    expect(await ids(`status=active&campaign=${c.publicId}`)).toEqual([m.monthly.id]);
    expect(await ids(`status=cancelled&campaign=${c.publicId}`)).toEqual([]);
    expect(await ids('status=failing')).not.toContain(m.monthly.id);
    const bad = await call(t, 'GET', '/api/v1/admin/subscriptions?status=late', { token: adminToken });
    expect(bad.body.status.code).toBe(101);
    const gone = await call(t, 'GET', '/api/v1/admin/subscriptions?campaign=NOSUCHCAMPAIGN', { token: adminToken });
    expect(gone.body.status.code).toBe(104);
    const metrics = await moneyMetrics(t.ctx.db);
    expect(metrics.subscriptions.failedCharges).toBeGreaterThanOrEqual(1);
  });
});

describe('managing a monthly gift', () => {
  it('by the e-mailed link as a guest: pause, resume, change the amount, the card page, cancel', async () => {
    const c = await keepCampaign();
    const m = await monthly(c.publicId, 1000);
    const receipt = (await mails(t, m.email)).find((x) => (x.subject ?? '').startsWith('Your monthly donation receipt'))!;
    const token = linkOf(receipt.bodyText)!;
    const list = await call(t, 'GET', `/api/v1/subscriptions/manage/${token}`);
    expect(list.body.entity).toMatchObject({
      email: m.email,
      subscriptions: [{ id: m.monthly.id, status: 'active', amount: 1000, charges: 1 }],
    });

    const change = (body: Record<string, unknown>) =>
      call(t, 'POST', `/api/v1/subscriptions/${m.monthly.id}/change`, { body: { token, ...body } });
    expect((await change({ action: 'pause' })).body.entity.status).toBe('paused');
    expect(fake.subscriptionOfPlan(m.row.plan_code)!.status).toBe('complete');
    // Our own disable comes back as an event: the gift stays paused.
    await fake.sendWebhook(hook, 'subscription.disable', fake.subscriptionData(m.code));
    expect((await sub(m.monthly.id)).status).toBe('paused');
    expect((await change({ action: 'resume' })).body.entity.status).toBe('active');
    expect(fake.subscriptionOfPlan(m.row.plan_code)!.status).toBe('active');
    expect((await change({ action: 'amount', amount: '₦2,500' })).body.entity).toMatchObject({ amount: 2500, amount_kobo: 250_000 });
    expect(fake.plan(m.row.plan_code)!.amount).toBe(250_000);
    expect((await change({ action: 'amount', amount: 20 })).body.entity.errors.amount).toBe('The least you can give is ₦100');
    const card = await call(t, 'POST', `/api/v1/subscriptions/${m.monthly.id}/card`, { body: { token } });
    expect(card.body.entity.url).toMatch(/^https:\/\/paystack\.com\/manage\/subscriptions\//);
    expect((await change({ action: 'cancel' })).body.entity.status).toBe('cancelled');
    expect(fake.subscriptionOfPlan(m.row.plan_code)!.status).toBe('complete');
    expect((await change({ action: 'resume' })).body.status.code).toBe(105);
  });

  it("never shows or changes another person's gift, and refuses an unknown or expired link", async () => {
    const c = await keepCampaign();
    const a = await monthly(c.publicId, 1000);
    const b = await monthly(c.publicId, 1000);
    const tokenA = linkOf((await mails(t, a.email)).find((x) => (x.subject ?? '').startsWith('Your monthly'))!.bodyText)!;
    const list = await call(t, 'GET', `/api/v1/subscriptions/manage/${tokenA}`);
    expect(list.body.entity.subscriptions.map((s: { id: string }) => s.id)).toEqual([a.monthly.id]);
    const other = await call(t, 'POST', `/api/v1/subscriptions/${b.monthly.id}/change`, { body: { token: tokenA, action: 'cancel' } });
    expect(other.body.status.code).toBe(104);
    expect((await sub(b.monthly.id)).status).toBe('active');
    expect((await call(t, 'GET', `/api/v1/subscriptions/manage/${'x'.repeat(43)}`)).body.status.code).toBe(103);
    await t.ctx.db.execute(sql`update subscription_links set expires_at = now() - interval '1 second' where email = ${a.email}`);
    expect((await call(t, 'GET', `/api/v1/subscriptions/manage/${tokenA}`)).body.status.code).toBe(103);
    // Without a session or a link: sign in first.
    expect((await call(t, 'POST', `/api/v1/subscriptions/${a.monthly.id}/change`, { body: { action: 'pause' } })).body.status.code).toBe(
      102,
    );
  });

  it('e-mails a guest the link on request, and says the same for an address that gives nothing monthly', async () => {
    const c = await keepCampaign();
    const m = await monthly(c.publicId, 1000);
    const asked = await call(t, 'POST', '/api/v1/subscriptions/link', { body: { email: m.email.toUpperCase() } });
    const nobody = await call(t, 'POST', '/api/v1/subscriptions/link', { body: { email: 'nobody@example.ng' } });
    expect(asked.body.status).toEqual(nobody.body.status);
    const sent = (await mails(t, m.email)).filter((x) => x.subject === 'Manage your monthly donations on Ireti');
    expect(sent).toHaveLength(1);
    expect((await call(t, 'GET', `/api/v1/subscriptions/manage/${linkOf(sent[0]!.bodyText)}`)).body.entity.subscriptions).toHaveLength(1);
    expect(await mails(t, 'nobody@example.ng')).toHaveLength(0);
    expect((await call(t, 'POST', '/api/v1/subscriptions/link', { body: { email: 'not an address' } })).body.status.code).toBe(101);
  });

  it('signed in: the donor sees and changes their own gifts from their session', async () => {
    const c = await keepCampaign();
    const donor = await createUser(t.ctx.db);
    const token = await tokenFor(t.ctx.db, donor.id);
    const started = await startMonthly(c.publicId, 1500, {}, token);
    expect(started.body.status.code).toBe(100);
    fake.pay(started.body.entity.ref);
    await verify(t, started.body.entity.ref);
    const s = await sub(started.body.entity.monthly.id);
    await fake.sendWebhook(hook, 'subscription.create', fake.subscriptionData(fake.subscriptionOfPlan(s.plan_code)!.code));
    const mine = await call(t, 'GET', '/api/v1/subscriptions', { token });
    expect(mine.body.entity.subscriptions).toHaveLength(1);
    expect(mine.body.entity.email).toBe(donor.email);
    const paused = await call(t, 'POST', `/api/v1/subscriptions/${s.id ? started.body.entity.monthly.id : ''}/change`, {
      token,
      body: { action: 'pause' },
    });
    expect(paused.body.entity.status).toBe('paused');
    const stranger = await tokenFor(t.ctx.db, (await createUser(t.ctx.db)).id);
    expect(
      (
        await call(t, 'POST', `/api/v1/subscriptions/${started.body.entity.monthly.id}/change`, {
          token: stranger,
          body: { action: 'resume' },
        })
      ).body.status.code,
    ).toBe(104);
    expect((await call(t, 'GET', '/api/v1/subscriptions')).body.status.code).toBe(102);
  });

  it('changes nothing when the provider cannot be reached', async () => {
    const c = await keepCampaign();
    const m = await monthly(c.publicId, 1000);
    const token = linkOf((await mails(t, m.email)).find((x) => (x.subject ?? '').startsWith('Your monthly'))!.bodyText)!;
    fake.failNext(1, '500');
    const r = await call(t, 'POST', `/api/v1/subscriptions/${m.monthly.id}/change`, { body: { token, action: 'pause' } });
    expect(r.body.status.code).toBe(106);
    expect((await sub(m.monthly.id)).status).toBe('active');
    expect(fake.subscriptionOfPlan(m.row.plan_code)!.status).toBe('active');
  });
});

describe('when the campaign stops taking donations', () => {
  it('every monthly gift ends, each donor is told why once, and the provider stops charging (asked again after an outage)', async () => {
    const c = await keepCampaign();
    const a = await monthly(c.publicId, 1000);
    const b = await monthly(c.publicId, 1000);
    await move(t, c.id, 3);
    expect(await sub(a.monthly.id)).toMatchObject({ status: 'ended', end_reason: 'closed', provider_stop_due: true });
    fake.outage('500', { only: /^\/subscription\/disable$/ });
    await runSubscriptions(t.ctx);
    expect((await sub(a.monthly.id)).provider_stop_due).toBe(true);
    fake.outage(null);
    await runSubscriptions(t.ctx);
    await runSubscriptions(t.ctx);
    for (const m of [a, b]) {
      expect((await sub(m.monthly.id)).provider_stop_due).toBe(false);
      expect(fake.subscriptionOfPlan(m.row.plan_code)!.status).toBe('complete');
      const told = (await mails(t, m.email)).filter((x) => (x.subject ?? '').includes('has ended'));
      expect(told).toHaveLength(1);
      expect(told[0]!.bodyText).toMatch(/because the campaign has closed/);
    }
  });

  it('refunds a monthly charge that reaches a closed campaign', async () => {
    const c = await keepCampaign();
    const m = await monthly(c.publicId, 1000);
    const month = fake.chargeMonth(m.code);
    await move(t, c.id, 3);
    await fake.sendWebhook(hook, 'charge.success', fake.chargeData(month.reference));
    const [d] = (await t.ctx.db.execute<{ status: string }>(sql`select status from donations where reference = ${month.reference}`)).rows;
    expect(d!.status).toBe('refund_pending');
    expect((await mails(t, m.email)).some((x) => x.bodyText.includes(month.reference))).toBe(true);
    await expectIntegrity(t);
  });

  it('ends the gifts of a suspended campaign on the next run, and of one that reaches its goal', async () => {
    const c = await keepCampaign();
    const m = await monthly(c.publicId, 1000);
    await t.ctx.db.execute(sql`update campaigns set suspended_at = now() where id = ${c.id}`);
    await runSubscriptions(t.ctx);
    expect(await sub(m.monthly.id)).toMatchObject({ status: 'ended', end_reason: 'suspended' });
    expect((await mails(t, m.email)).filter((x) => (x.subject ?? '').includes('has ended'))[0]!.bodyText).toMatch(/under review/);

    const small = await keepCampaign(10_000);
    const g = await monthly(small.publicId, 1000);
    const big = await call(t, 'POST', '/api/v1/donate', { body: guest(small.publicId, 9000) });
    fake.pay(big.body.entity.ref);
    await verify(t, big.body.entity.ref);
    expect(await sub(g.monthly.id)).toMatchObject({ status: 'ended', end_reason: 'goal_reached' });
  });
});
