import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createUser } from '../../../test/factories.ts';
import { handlePaymentEvent } from '../giving/webhook.routes.ts';
import { sandboxOf } from '../providers/sandbox.ts';
import { call, campaignRow, CARD, expectIntegrity, guest, liveCampaign, mails, sandboxPay, verify } from '../testing.ts';

/**
 * Monthly giving on the embedded default's sandbox provider (decision 100): the same product code
 * as with Paystack (subscriptions.test.ts), the sandbox's events handed to the webhook's handler by
 * the dev routes, its card-update page, and "run the next monthly charge now".
 */
let t: TestApp;
let owner: { id: number };

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.ctx.db, { identityStatus: 'approved' });
});
afterAll(() => t.close());

let n = 0;
const email = () => `sandbox-monthly${++n}@example.ng`;
const keepCampaign = (goalNaira = 500_000) => liveCampaign(t, owner.id, goalNaira, { fundingMode: 'keep_what_you_raise' });
const sub = async (publicId: string) =>
  (
    await t.ctx.db.execute<{ id: number; status: string; plan_code: string; subscription_code: string | null; email_token: string | null }>(
      sql`select id, status, plan_code, subscription_code, email_token from subscriptions where public_id = ${publicId}`,
    )
  ).rows[0]!;
const sandboxSub = async (code: string) =>
  (
    await t.ctx.db.execute<{ status: string; invoices: number; next: number }>(
      sql`select status, invoices, (extract(epoch from next_payment_at) * 1000)::float8 as next from sandbox_subscriptions where subscription_code = ${code}`,
    )
  ).rows[0]!;
const paidCharges = async (subscriptionId: number) =>
  (
    await t.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from donations where subscription_id = ${subscriptionId} and status = 'paid'`,
    )
  ).rows[0]!.n;
const receipts = async (to: string) => (await mails(t, to)).filter((m) => (m.subject ?? '').startsWith('Your monthly donation receipt'));
const linkOf = (text: string) => /#t=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? null;
const chargeNow = (id: string) => call(t, 'POST', `/api/v1/dev/sandbox/subscriptions/${id}/charge`);

/** A guest gives monthly through the sandbox checkout, as the donate dialog does: start, pay by card, verify. */
async function monthly(campaign: string, amount = 5000) {
  const to = email();
  const started = await call(t, 'POST', '/api/v1/donate/monthly', { body: guest(campaign, amount, { email: to }) });
  expect(started.body.status.code).toBe(100);
  const e = started.body.entity;
  expect((await sandboxPay(t, e.ref, CARD.success)).body.entity.status).toBe('success');
  expect((await verify(t, e.ref)).body.status.code).toBe(100);
  const row = await sub(e.monthly.id);
  const token = linkOf((await receipts(to))[0]!.bodyText)!;
  return { ...e, email: to, row, token };
}

describe('monthly giving on the sandbox', () => {
  it('is offered, and the first charge subscribes the donor: one paid charge, one receipt, one monthly donor', async () => {
    const c = await keepCampaign();
    const offer = await call(t, 'GET', `/api/v1/donate/monthly/${c.publicId}`);
    expect(offer.body.entity).toMatchObject({ available: true, reason: null, monthly_donors: 0 });

    const m = await monthly(c.publicId, 2500);
    // The subscription.create the sandbox "sent" was applied by the pay route: the gift is active, with the provider's codes.
    expect(m.row).toMatchObject({ status: 'active', subscription_code: expect.stringMatching(/^SUB_/), email_token: expect.any(String) });
    expect(await paidCharges(m.row.id)).toBe(1);
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(250_000);
    expect(await receipts(m.email)).toHaveLength(1);
    expect((await call(t, 'GET', `/api/v1/donate/monthly/${c.publicId}`)).body.entity.monthly_donors).toBe(1);
    const s = await sandboxSub(m.row.subscription_code!);
    expect(s).toMatchObject({ status: 'active', invoices: 0 });
    expect(s.next).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    await expectIntegrity(t);
  });

  it('takes a card only for a monthly plan, as Paystack restricts its channels', async () => {
    const c = await keepCampaign();
    const started = await call(t, 'POST', '/api/v1/donate/monthly', { body: guest(c.publicId, 1000, { email: email() }) });
    const ref = started.body.entity.ref as string;
    for (const way of [CARD.transfer, CARD.ussd]) {
      const paid = await sandboxPay(t, ref, way);
      expect(paid.body.status.code).toBe(101);
      expect(paid.body.entity.errors.card).toBe('A monthly plan is paid by card only');
    }
    expect((await sandboxPay(t, ref, CARD.success)).body.entity.status).toBe('success');
  });

  it('runs the next monthly charge now: a donation of its own, counted once however often its events are delivered', async () => {
    const c = await keepCampaign();
    const m = await monthly(c.publicId, 1000);
    const before = await sandboxSub(m.row.subscription_code!);
    // By the monthly donation's id (what the pages know) or by the provider's code.
    const charged = await chargeNow(m.monthly.id);
    expect(charged.body.status.code).toBe(100);
    expect(charged.body.entity).toMatchObject({ status: 'success', results: ['paid', 'next payment date updated'] });
    expect(await paidCharges(m.row.id)).toBe(2);
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(200_000);
    expect(await receipts(m.email)).toHaveLength(2);
    const after = await sandboxSub(m.row.subscription_code!);
    expect(after.invoices).toBe(1);
    expect(after.next).toBeGreaterThan(before.next + 27 * 86_400_000);

    // Every event delivered again (a webhook resent): answered as already applied, nothing counted twice.
    await t.ctx.db.execute(sql`update sandbox_events set delivered_at = null`);
    const sandbox = sandboxOf(t.ctx.payments)!;
    const again: string[] = [];
    await sandbox.deliverEvents(async (e, raw) => again.push(await handlePaymentEvent(t.ctx, e, raw)));
    expect(again.length).toBeGreaterThan(0);
    expect(new Set(again)).toEqual(new Set(['already applied']));
    // The same charge with other bytes (no replay to recognise): the confirmation still counts it once.
    const [charge] = (
      await t.ctx.db.execute<{ body: Record<string, unknown> }>(
        sql`select body from sandbox_events where body->>'type' = 'subscription_charge' and body->'charge'->>'reference' = ${charged.body.entity.reference}`,
      )
    ).rows;
    await sandbox.deliverEvents(async () => undefined);
    const event = { ...charge!.body, charge: { ...(charge!.body.charge as object), paidAt: new Date() } };
    await handlePaymentEvent(t.ctx, event as never, Buffer.from('another body'));
    expect(await paidCharges(m.row.id)).toBe(2);
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(200_000);
    expect(await receipts(m.email)).toHaveLength(2);
    expect((await chargeNow(`SUB_nosuch${n}`)).body.status.code).toBe(104);
    await expectIntegrity(t);
  });

  it('pauses, resumes, changes the amount and cancels through the provider interface; a stopped gift is not charged', async () => {
    const c = await keepCampaign();
    const m = await monthly(c.publicId, 1000);
    const code = m.row.subscription_code!;
    const change = (body: Record<string, unknown>) =>
      call(t, 'POST', `/api/v1/subscriptions/${m.monthly.id}/change`, { body: { token: m.token, ...body } });

    expect((await change({ action: 'pause' })).body.entity.status).toBe('paused');
    expect((await sandboxSub(code)).status).toBe('cancelled');
    const refused = await chargeNow(m.monthly.id);
    expect(refused.body.status).toMatchObject({ code: 105, desc: 'This subscription is not active: nothing is charged' });
    expect((await call(t, 'GET', `/api/v1/donate/monthly/${c.publicId}`)).body.entity.monthly_donors).toBe(0);

    expect((await change({ action: 'resume' })).body.entity.status).toBe('active');
    expect((await sandboxSub(code)).status).toBe('active');
    expect((await change({ action: 'amount', amount: 2500 })).body.entity.amount_kobo).toBe(250_000);
    expect((await chargeNow(m.monthly.id)).body.entity.results).toContain('paid');
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(350_000);

    expect((await change({ action: 'cancel' })).body.entity.status).toBe('cancelled');
    expect((await sandboxSub(code)).status).toBe('cancelled');
    expect((await chargeNow(m.monthly.id)).body.status.code).toBe(105);
    expect((await call(t, 'GET', `/api/v1/donate/monthly/${c.publicId}`)).body.entity.monthly_donors).toBe(0);
    await expectIntegrity(t);
  });

  it("a declined monthly charge tells the donor once; the sandbox's card page takes a new card and the next charge pays", async () => {
    const c = await keepCampaign();
    const m = await monthly(c.publicId, 1000);
    const code = m.row.subscription_code!;
    // The donor's card stops working.
    await t.ctx.db.execute(
      sql`update sandbox_subscriptions set card_number = '4000000000000002', card_last4 = '0002' where subscription_code = ${code}`,
    );
    const declined = await chargeNow(m.monthly.id);
    expect(declined.body.entity).toMatchObject({ status: 'failed', results: ['donor told'] });
    expect((await sub(m.monthly.id)).status).toBe('attention');
    const told = (await mails(t, m.email)).filter((x) => (x.subject ?? '').includes('did not go through'));
    expect(told).toHaveLength(1);
    expect(told[0]!.bodyText).toMatch(/Declined/);

    // The product's "Update card" opens the sandbox's own page by its manage link.
    const link = await call(t, 'POST', `/api/v1/subscriptions/${m.monthly.id}/card`, { body: { token: m.token } });
    const url = new URL(link.body.entity.url as string, 'http://localhost');
    expect(url.pathname).toBe(`/dev/sandbox/subscription/${code}`);
    const pageToken = url.searchParams.get('token')!;
    const page = await call(t, 'GET', `/api/v1/dev/sandbox/subscriptions/${code}?token=${pageToken}`);
    expect(page.body.entity).toMatchObject({
      subscription_code: code,
      email: m.email,
      amount_kobo: 100_000,
      status: 'attention',
      card_last4: '0002',
    });
    const card = (body: Record<string, unknown>) =>
      call(t, 'POST', `/api/v1/dev/sandbox/subscriptions/${code}/card`, { body: { token: pageToken, ...body } });
    expect((await card({ card: CARD.declined })).body.entity).toMatchObject({ status: 'failed', message: 'Declined' });
    expect((await card({ card: '1234' })).body.status.code).toBe(101);
    expect((await card({ card: CARD.success })).body.entity).toMatchObject({ status: 'success' });
    expect((await call(t, 'GET', `/api/v1/dev/sandbox/subscriptions/${code}?token=${pageToken}`)).body.entity.card_last4).toBe('4081');

    expect((await chargeNow(m.monthly.id)).body.entity.results).toContain('paid');
    expect((await sub(m.monthly.id)).status).toBe('active');
    expect(await paidCharges(m.row.id)).toBe(2);

    // The page's link is its own: another token, or one past its hour, opens nothing.
    expect((await call(t, 'GET', `/api/v1/dev/sandbox/subscriptions/${code}?token=${'0'.repeat(32)}`)).body.status.code).toBe(103);
    expect((await call(t, 'GET', `/api/v1/dev/sandbox/subscriptions/${code}?token=nothex`)).body.status.code).toBe(101);
    await t.ctx.db.execute(
      sql`update sandbox_subscriptions set link_expires_at = now() - interval '1 second' where subscription_code = ${code}`,
    );
    expect((await card({ card: CARD.success })).body.status.code).toBe(103);
    await expectIntegrity(t);
  });
});
