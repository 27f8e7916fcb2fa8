import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { FakePaystack } from '../../../test/fake-paystack.ts';
import { jobRows, jobsDueNow } from '../../../test/jobs.ts';
import { createAdmin, createUser, passwordOnlyTokenFor, tokenFor } from '../../../test/factories.ts';
import { call, campaignRow, expectIntegrity, liveCampaign, mails, move } from '../testing.ts';
import { requestAccount, sweepAccounts } from './accounts.service.ts';
import { senderKey } from './anonymity.ts';
import { nairaAmountToKobo } from '@ireti/shared/donations/amount';
import { senderParts } from './transfers.service.ts';

/**
 * Permanent account numbers with Paystack as the provider (the local fake speaks its dedicated
 * account calls and events): assignment when a campaign goes live, transfers in as donations
 * through the one confirmation, refusals sent back, anonymity asked before sending, deactivation.
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
  fake.webhookUrl = hook;
  owner = await createUser(t.ctx.db, { firstName: 'Ada', lastName: 'Obi', identityStatus: 'approved' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A live campaign whose permanent account the provider has assigned. */
async function withAccount(goalNaira = 100_000, o: Parameters<typeof liveCampaign>[3] = {}) {
  const c = await liveCampaign(t, owner.id, goalNaira, o);
  await t.ctx.db.transaction((tx) => requestAccount(tx, c.id));
  await t.ctx.jobs.drain();
  const a = await call(t, 'GET', `/api/v1/transfers/account/${c.publicId}`);
  expect(a.body.entity.status).toBe('active');
  return { c, number: a.body.entity.account_number as string };
}

const transfer = async (number: string, naira: number, o: Parameters<FakePaystack['receiveTransfer']>[2] = {}) => {
  const { reference, data } = fake.receiveTransfer(number, nairaAmountToKobo(naira)!, o);
  const res = await fake.sendWebhook(hook, 'charge.success', data);
  expect(res.status).toBe(200);
  return { reference, data, result: JSON.parse(res.body).entity.result as string };
};

const donation = async (reference: string) =>
  (
    await t.ctx.db.execute<{
      status: string;
      anonymous: boolean;
      first_name: string | null;
      last_name: string | null;
      amount_kobo: number;
      email: string;
    }>(sql`select status, anonymous, first_name, last_name, amount_kobo, email from donations where reference = ${reference}`)
  ).rows;
const refundOf = async (reference: string) =>
  (
    await t.ctx.db.execute<{ reason: string; status: string; amount_kobo: number }>(
      sql`select r.reason, r.status, r.amount_kobo from refunds r join donations d on d.id = r.donation_id where d.reference = ${reference}`,
    )
  ).rows[0];

describe('a permanent account number per live campaign', () => {
  it('is asked for when a campaign goes live: a Paystack customer of its own, then the dedicated account, shown with its name and bank', async () => {
    const c = await liveCampaign(t, owner.id, 50_000, { status: 0 });
    expect((await call(t, 'GET', `/api/v1/transfers/account/${c.publicId}`)).body.entity).toMatchObject({
      status: 'none',
      account_number: null,
    });
    await move(t, c.id, 1);
    expect((await call(t, 'GET', `/api/v1/transfers/account/${c.publicId}`)).body.entity).toMatchObject({
      status: 'pending',
      account_number: null,
    });
    await t.ctx.jobs.drain();
    const a = (await call(t, 'GET', `/api/v1/transfers/account/${c.id}`)).body.entity;
    expect(a).toMatchObject({
      campaign_id: c.publicId,
      status: 'active',
      account_name: 'IRETI / ADA OBI',
      bank_name: 'Wema Bank',
      anonymity_hours: 48,
    });
    expect(a.account_number).toMatch(/^\d{10}$/);

    const customer = fake.requests.find((r) => r.path === '/customer' && String(r.body?.email).includes(c.publicId.toLowerCase()));
    expect(customer?.body).toMatchObject({ first_name: 'Ada', last_name: 'Obi', phone: '+2348012345678' });
    const create = fake.requests.find(
      (r) =>
        r.path === '/dedicated_account' &&
        r.method === 'POST' &&
        r.body?.customer === fake.dedicatedAccounts().find((d) => d.accountNumber === a.account_number)?.customerCode,
    );
    expect(create?.body).toMatchObject({ preferred_bank: 'wema-bank' });
  });

  it('is asked for by the sweep for a campaign that was live before accounts existed, once', async () => {
    const c = await liveCampaign(t, owner.id);
    expect(await sweepAccounts(t.ctx)).toBeGreaterThanOrEqual(1);
    await sweepAccounts(t.ctx);
    await t.ctx.jobs.drain();
    expect((await call(t, 'GET', `/api/v1/transfers/account/${c.publicId}`)).body.entity.status).toBe('active');
    expect(fake.dedicatedAccounts().filter((d) => d.email.includes(c.publicId.toLowerCase()))).toHaveLength(1);
  });

  it('waits for the provider through an outage (the job retries) and records a refusal it cannot get past', async () => {
    const c = await liveCampaign(t, owner.id);
    fake.outage('500', { only: /^\/customer$/ });
    await t.ctx.db.transaction((tx) => requestAccount(tx, c.id));
    await t.ctx.jobs.drain();
    const [job] = await jobRows(t.ctx.db, { key: `dva:${c.id}` });
    expect(job?.pending).toBe(true);
    expect((await call(t, 'GET', `/api/v1/transfers/account/${c.publicId}`)).body.entity.status).toBe('pending');
    fake.outage(null);
    await t.ctx.db.execute(sql`update pgboss.job set start_after = now() where singleton_key = ${`dva:${c.id}`}`);
    await t.ctx.jobs.drain();
    expect((await call(t, 'GET', `/api/v1/transfers/account/${c.publicId}`)).body.entity.status).toBe('active');

    // An owner with no phone number: the bank cannot open an account; the console says why.
    const noPhone = await createUser(t.ctx.db, { mobile: null });
    const d = await liveCampaign(t, noPhone.id);
    await t.ctx.db.transaction((tx) => requestAccount(tx, d.id));
    await t.ctx.jobs.drain();
    const [row] = (
      await t.ctx.db.execute<{ status: string; last_error: string }>(
        sql`select status, last_error from dedicated_accounts where campaign_id = ${d.id}`,
      )
    ).rows;
    expect(row).toMatchObject({ status: 'failed', last_error: expect.stringMatching(/phone/) });
    expect((await call(t, 'GET', `/api/v1/transfers/account/${d.publicId}`)).body.entity.status).toBe('pending');
  });

  it('takes an assignment Paystack finishes later (dedicatedaccount.assign.success), and a failed one', async () => {
    const c = await liveCampaign(t, owner.id);
    // As if the account had been asked for with /dedicated_account/assign: the customer exists, the number comes by event.
    const email = `assign-${c.publicId}@ireti.test`;
    const res = await fetch(`${fake.baseUrl}/dedicated_account/assign`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fake.secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        first_name: 'Ada',
        last_name: 'Obi',
        phone: '+2348012345678',
        preferred_bank: 'wema-bank',
        country: 'NG',
      }),
    });
    expect(await res.json()).toMatchObject({ status: true, message: 'Assign dedicated account in progress' });
    const code = fake.dedicatedAccounts().length; // none yet for this customer
    const customer = (await (
      await fetch(`${fake.baseUrl}/customer`, {
        method: 'POST',
        headers: { authorization: `Bearer ${fake.secretKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      })
    ).json()) as { data: { customer_code: string } };
    await t.ctx.db.execute(
      sql`insert into dedicated_accounts (campaign_id, customer_code) values (${c.id}, ${customer.data.customer_code})`,
    );
    const [event] = await fake.completeAssignments();
    expect(event?.event).toBe('dedicatedaccount.assign.success');
    expect(fake.dedicatedAccounts()).toHaveLength(code + 1);
    const a = (await call(t, 'GET', `/api/v1/transfers/account/${c.publicId}`)).body.entity;
    expect(a).toMatchObject({ status: 'active', account_name: 'IRETI / ADA OBI' });

    const d = await liveCampaign(t, owner.id);
    const failing = `fail-${d.publicId}@ireti.test`;
    await fetch(`${fake.baseUrl}/dedicated_account/assign`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fake.secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: failing,
        first_name: 'Ada',
        last_name: 'Obi',
        phone: '+2348012345678',
        preferred_bank: 'wema-bank',
        country: 'NG',
      }),
    });
    const c2 = (await (
      await fetch(`${fake.baseUrl}/customer`, {
        method: 'POST',
        headers: { authorization: `Bearer ${fake.secretKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email: failing }),
      })
    ).json()) as { data: { customer_code: string } };
    await t.ctx.db.execute(sql`insert into dedicated_accounts (campaign_id, customer_code) values (${d.id}, ${c2.data.customer_code})`);
    await fake.completeAssignments({ fail: true });
    const [row] = (await t.ctx.db.execute<{ status: string }>(sql`select status from dedicated_accounts where campaign_id = ${d.id}`)).rows;
    expect(row?.status).toBe('failed');
  });

  it('is deactivated at Paystack when the campaign closes, and shown no more', async () => {
    const { c, number } = await withAccount();
    await move(t, c.id, 3);
    await t.ctx.jobs.drain();
    expect(fake.dedicatedAccounts().find((d) => d.accountNumber === number)?.active).toBe(false);
    expect(fake.requests.some((r) => r.method === 'DELETE' && r.path.startsWith('/dedicated_account/'))).toBe(true);
    expect((await call(t, 'GET', `/api/v1/transfers/account/${c.publicId}`)).body.entity).toMatchObject({
      status: 'none',
      account_number: null,
    });
    const [row] = (await t.ctx.db.execute<{ status: string }>(sql`select status from dedicated_accounts where campaign_id = ${c.id}`)).rows;
    expect(row?.status).toBe('deactivated');
    expect(() => fake.receiveTransfer(number, 100_000)).toThrow(/does not take transfers/);
  });

  it('is deactivated when the campaign is deleted', async () => {
    const { c, number } = await withAccount();
    await move(t, c.id, 4, owner.id);
    await t.ctx.jobs.drain();
    expect(fake.dedicatedAccounts().find((d) => d.accountNumber === number)?.active).toBe(false);
  });
});

describe('a transfer into the account', () => {
  it('becomes a donation: counted once, in the ledger and the total, listed as a transfer by initial and surname; the owner is told', async () => {
    const { c, number } = await withAccount();
    const before = (await campaignRow(t, c.id)).pledged_kobo;
    const { reference, result } = await transfer(number, 5000, { senderName: 'ADA CHIOMA BELLO' });
    expect(result).toBe('paid');
    expect(await donation(reference)).toEqual([
      { status: 'paid', anonymous: false, first_name: 'A.', last_name: 'Bello', amount_kobo: 500_000, email: '' },
    ]);
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(before + 500_000);
    const list = (await call(t, 'GET', `/api/v1/donations/${c.publicId}`)).body.entity.transactions;
    expect(list[0]).toMatchObject({ first_name: 'A.', last_name: 'Bello', amount: 5000, transfer: true, anonymous: false });
    const notice = (await mails(t, owner.email)).find((m) => m.subject?.includes('New donation of ₦5,000') && m.bodyText.includes(c.title));
    expect(notice?.bodyText).toContain('A. Bello gave ₦5,000');
    // Nobody to send a receipt to: no message to an empty address.
    expect(await mails(t, '')).toEqual([]);
    const money = (await call(t, 'GET', `/api/v1/campaigns/${c.publicId}/money`)).body.entity;
    expect(money).toMatchObject({ raised: 5000, donations: 1 });
    await expectIntegrity(t);
  });

  it('delivered ten times (Paystack retries, replays) counts once', async () => {
    const { c, number } = await withAccount();
    const { reference, data } = fake.receiveTransfer(number, 300_000);
    const results = [];
    for (let i = 0; i < 10; i++) results.push(JSON.parse((await fake.sendWebhook(hook, 'charge.success', data)).body).entity.result);
    expect(results[0]).toBe('paid');
    expect(new Set(results.slice(1))).toEqual(new Set(['paid']));
    expect(await donation(reference)).toHaveLength(1);
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(300_000);
    const [l] = (
      await t.ctx.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ledger_transactions t join donations d on d.id = t.donation_id where d.reference = ${reference}`,
      )
    ).rows;
    expect(l!.n).toBe(1);
    await expectIntegrity(t);
  });

  it('delivered ten times at once counts once', async () => {
    const { c, number } = await withAccount();
    const { reference, data } = fake.receiveTransfer(number, 250_000);
    const all = await Promise.all(Array.from({ length: 10 }, () => fake.sendWebhook(hook, 'charge.success', data)));
    expect(all.every((r) => r.status === 200)).toBe(true);
    expect(await donation(reference)).toHaveLength(1);
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(250_000);
    await expectIntegrity(t);
  });

  it('is refused unsigned or wrongly signed, and changes nothing', async () => {
    const { c, number } = await withAccount();
    const { reference, data } = fake.receiveTransfer(number, 100_000);
    expect((await fake.sendWebhook(hook, 'charge.success', data, { badSignature: true })).status).toBe(403);
    const raw = await fetch(hook, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'charge.success', data }),
    });
    expect(raw.status).toBe(403);
    expect(await donation(reference)).toEqual([]);
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(0);
  });

  it('into an account that is not ours (or with no money in it) writes nothing', async () => {
    const { number } = await withAccount();
    const { data } = fake.receiveTransfer(number, 100_000);
    const stranger = {
      ...data,
      reference: `${data.reference}9`,
      customer: { ...data.customer, customer_code: 'CUS_stranger' },
      authorization: { ...data.authorization, receiver_bank_account_number: '9912345678' },
    };
    const r = await fake.sendWebhook(hook, 'charge.success', stranger);
    expect(JSON.parse(r.body).entity.result).toBe('not one of our accounts');
    expect(await donation(stranger.reference)).toEqual([]);
    const empty = await fake.sendWebhook(hook, 'charge.success', { ...data, reference: `${data.reference}8`, amount: 0 });
    expect(JSON.parse(empty.body).entity.result).toBe('no money in it');
  });

  it('above what an all-or-nothing goal still needs is sent back at once, by its reference, and never counted', async () => {
    const { c, number } = await withAccount(10_000);
    await transfer(number, 6000);
    const { reference, result } = await transfer(number, 5000);
    expect(result).toBe('refused');
    expect((await donation(reference))[0]).toMatchObject({ status: 'failed' });
    expect(await refundOf(reference)).toMatchObject({ reason: 'transfer_refused', status: 'pending', amount_kobo: 500_000 });
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(600_000);
    await expectIntegrity(t);
    await t.ctx.jobs.drain();
    expect(fake.transaction(reference)?.status).toBe('reversed');
    await jobsDueNow(t.ctx.db);
    await t.ctx.jobs.drain();
    expect(await refundOf(reference)).toMatchObject({ status: 'processed' });
    const asked = fake.requests.find((r) => r.path === '/refund' && r.body?.transaction === reference);
    expect(asked?.body?.merchant_note).toBe(`Ireti returned your transfer ${reference}: the campaign could not take it`);
    await expectIntegrity(t);
    // Delivered again after the refund: still nothing counted.
    const again = await fake.sendWebhook(hook, 'charge.success', fake.chargeData(reference));
    expect(JSON.parse(again.body).entity.result).toBe('failed');
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(600_000);
    await expectIntegrity(t);
  });

  it('above the goal of a keep-what-you-raise campaign counts, and reaching the goal closes donations', async () => {
    const { c, number } = await withAccount(10_000, { fundingMode: 'keep_what_you_raise' });
    const { result } = await transfer(number, 12_000);
    expect(result).toBe('paid');
    expect(await campaignRow(t, c.id)).toMatchObject({ pledged_kobo: 1_200_000, status: 3 });
    await t.ctx.jobs.drain();
    expect(fake.dedicatedAccounts().find((d) => d.accountNumber === number)?.active).toBe(false);
    await expectIntegrity(t);
  });

  it('to a campaign that has closed (in flight when it closed) is refunded automatically and the sender told by its reference', async () => {
    const { c, number } = await withAccount();
    const { data, reference } = fake.receiveTransfer(number, 200_000);
    await move(t, c.id, 3);
    const r = await fake.sendWebhook(hook, 'charge.success', data);
    expect(JSON.parse(r.body).entity.result).toBe('late');
    expect(await refundOf(reference)).toMatchObject({ reason: 'late_payment' });
    await t.ctx.jobs.drain();
    const asked = fake.requests.find((x) => x.path === '/refund' && x.body?.transaction === reference);
    expect(asked?.body?.merchant_note).toBe(`Ireti returned your transfer ${reference}: the campaign had closed`);
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(0);
    await expectIntegrity(t);
  });

  it('to a campaign under review is sent back', async () => {
    const { c, number } = await withAccount();
    await t.ctx.db.execute(sql`update campaigns set suspended_at = now() where id = ${c.id}`);
    const { reference, result } = await transfer(number, 1000);
    expect(result).toBe('refused');
    expect(await refundOf(reference)).toMatchObject({ reason: 'transfer_refused' });
    await expectIntegrity(t);
  });

  it('shows as Anonymous when the sender asked on the page before sending: by the code in the description, once', async () => {
    const { c, number } = await withAccount();
    const ask = await call(t, 'POST', '/api/v1/transfers/anonymous', { body: { campaign: c.publicId } });
    expect(ask.body.status.code).toBe(100);
    const code = ask.body.entity.code as string;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    const first = await transfer(number, 1000, { senderName: 'EMEKA OKAFOR', narration: `gift ${code.toLowerCase()} from emeka` });
    expect((await donation(first.reference))[0]).toMatchObject({ anonymous: true });
    const again = await transfer(number, 1000, { senderName: 'EMEKA OKAFOR', narration: code });
    expect((await donation(again.reference))[0]).toMatchObject({ anonymous: false });
    const list = (await call(t, 'GET', `/api/v1/donations/${c.publicId}`)).body.entity.transactions;
    expect(list.find((d: { anonymous: boolean }) => d.anonymous)).toMatchObject({ first_name: 'Anonymous', last_name: '', transfer: true });
  });

  it('shows as Anonymous by the name on the sender’s bank account, in any order or case, for this campaign only', async () => {
    const { c, number } = await withAccount();
    const other = await withAccount();
    await call(t, 'POST', '/api/v1/transfers/anonymous', { body: { campaign: c.publicId, name: 'Ngozi  Eze' } });
    const elsewhere = await transfer(other.number, 1000, { senderName: 'EZE NGOZI', narration: 'NIP' });
    expect((await donation(elsewhere.reference))[0]).toMatchObject({ anonymous: false });
    const here = await transfer(number, 1000, { senderName: 'EZE, NGOZI', narration: 'NIP' });
    expect((await donation(here.reference))[0]).toMatchObject({ anonymous: true });
  });

  it('an expired mark hides nothing', async () => {
    const { c, number } = await withAccount();
    const ask = await call(t, 'POST', '/api/v1/transfers/anonymous', { body: { campaign: c.publicId } });
    await t.ctx.db.execute(
      sql`update transfer_anonymity set expires_at = now() - interval '1 minute' where code = ${ask.body.entity.code}`,
    );
    const r = await transfer(number, 1000, { narration: ask.body.entity.code });
    expect((await donation(r.reference))[0]).toMatchObject({ anonymous: false });
  });

  it('that Paystack tells us of again when asked (requery) counts once', async () => {
    const { c, number } = await withAccount();
    const first = await transfer(number, 2000);
    await t.ctx.payments.requeryDedicatedAccount({ accountNumber: number, bankSlug: 'wema-bank' });
    await new Promise((r) => setTimeout(r, 50));
    await fake.sendWebhook(hook, 'charge.success', fake.chargeData(first.reference));
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(200_000);
  });
});

describe('"I sent money, it is not showing": asking the provider to look again (requery)', () => {
  const requery = (campaign: string, token?: string) => call(t, 'POST', `/api/v1/transfers/account/${campaign}/requery`, { token });
  const pledged = async (id: number, kobo: number) => {
    for (let i = 0; i < 100 && (await campaignRow(t, id)).pledged_kobo !== kobo; i++) await new Promise((r) => setTimeout(r, 50));
    return (await campaignRow(t, id)).pledged_kobo;
  };
  const asked = () => fake.requests.filter((r) => r.path === '/dedicated_account/requery').length;

  it('by the owner: a transfer whose webhook never came is counted once, and the next ask waits 10 minutes', async () => {
    const { c, number } = await withAccount();
    const ownerToken = await tokenFor(t.ctx.db, owner.id);
    fake.receiveTransfer(number, nairaAmountToKobo(3000)!); // the bank has it; no webhook was sent
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(0);
    const before = asked();
    const res = await requery(c.publicId, ownerToken);
    expect(res.body.status).toEqual({
      code: 100,
      desc: 'We have asked the bank to look again. A transfer it finds shows on the campaign within a few minutes.',
    });
    const { asked_at, next_at } = res.body.entity;
    expect(new Date(next_at).getTime() - new Date(asked_at).getTime()).toBe(10 * 60_000);
    const q = fake.requests.filter((r) => r.path === '/dedicated_account/requery').at(-1)!;
    expect(q.query).toMatchObject({ account_number: number, provider_slug: expect.any(String) });
    expect(await pledged(c.id, 300_000)).toBe(300_000);

    // Asked again at once (by anyone): 107, the provider is not asked; a webhook again counts nothing.
    const again = await requery(c.publicId, ownerToken);
    expect(again.body.status).toEqual({ code: 107, desc: 'The bank was asked less than 10 minutes ago. Please wait before asking again.' });
    expect(asked()).toBe(before + 1);
    // Ten minutes later, the provider tells of the same transfer again: still counted once.
    await t.ctx.db.execute(sql`update dedicated_accounts set requeried_at = now() - interval '11 minutes' where campaign_id = ${c.id}`);
    expect((await requery(c.publicId, ownerToken)).body.status.code).toBe(100);
    await new Promise((r) => setTimeout(r, 200));
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(300_000);
    await expectIntegrity(t);
    const [audit] = (
      await t.ctx.db.execute<{ n: number }>(
        sql`select count(*)::int as n from audit_log where action = 'dedicated_account.requeried' and subject_id = ${String(c.id)}`,
      )
    ).rows;
    expect(audit!.n).toBe(2);
  });

  it('two asks at once reach the provider once', async () => {
    const { c } = await withAccount();
    const ownerToken = await tokenFor(t.ctx.db, owner.id);
    const before = asked();
    const codes = (await Promise.all([requery(c.publicId, ownerToken), requery(c.publicId, ownerToken)])).map((r) => r.body.status.code);
    expect(codes.sort()).toEqual([100, 107]);
    expect(asked()).toBe(before + 1);
  });

  it('when the provider cannot be reached: 106, and the asker may try again at once', async () => {
    const { c, number } = await withAccount();
    const ownerToken = await tokenFor(t.ctx.db, owner.id);
    fake.receiveTransfer(number, nairaAmountToKobo(1500)!);
    fake.outage('500', { only: /^\/dedicated_account\/requery/ });
    try {
      const down = await requery(c.publicId, ownerToken);
      expect(down.body.status).toEqual({ code: 106, desc: 'We could not reach the payment provider. Please try again in a moment.' });
    } finally {
      fake.outage(null);
    }
    const [row] = (
      await t.ctx.db.execute<{ requeried_at: string | null }>(sql`select requeried_at from dedicated_accounts where campaign_id = ${c.id}`)
    ).rows;
    expect(row!.requeried_at).toBeNull();
    expect((await requery(c.publicId, ownerToken)).body.status.code).toBe(100);
    expect(await pledged(c.id, 150_000)).toBe(150_000);
  });

  it('who may ask: the owner and an administrator with a second factor; nobody else; not a closed campaign', async () => {
    const { c } = await withAccount();
    expect((await requery(c.publicId)).body.status.code).toBe(102);
    const other = await createUser(t.ctx.db);
    expect((await requery(c.publicId, await tokenFor(t.ctx.db, other.id))).body.status).toEqual({
      code: 103,
      desc: "Only the campaign's owner or an administrator can ask the bank to look again",
    });
    const admin = await createAdmin(t.ctx.db);
    expect((await requery(c.publicId, await passwordOnlyTokenFor(t.ctx.db, admin.id))).body.status.code).toBe(103);
    expect((await requery(c.publicId, await tokenFor(t.ctx.db, admin.id))).body.status.code).toBe(100);
    expect((await requery('nosuchcampaign', await tokenFor(t.ctx.db, admin.id))).body.status.code).toBe(104);
    await move(t, c.id, 3);
    await t.ctx.db.execute(sql`update dedicated_accounts set requeried_at = null where campaign_id = ${c.id}`);
    const closed = await requery(c.publicId, await tokenFor(t.ctx.db, owner.id));
    expect(closed.body.status).toEqual({ code: 105, desc: 'This campaign has no account number taking transfers' });
  });
});

describe('bad input', () => {
  it('asking for anonymity: an unknown or closed campaign, a name too long', async () => {
    expect((await call(t, 'POST', '/api/v1/transfers/anonymous', { body: { campaign: 'nosuchcampaign' } })).body.status.code).toBe(104);
    expect((await call(t, 'POST', '/api/v1/transfers/anonymous', { body: {} })).body.status.code).toBe(101);
    const { c } = await withAccount();
    expect(
      (await call(t, 'POST', '/api/v1/transfers/anonymous', { body: { campaign: c.publicId, name: 'x'.repeat(101) } })).body.status.code,
    ).toBe(101);
    await move(t, c.id, 3);
    const closed = await call(t, 'POST', '/api/v1/transfers/anonymous', { body: { campaign: c.publicId } });
    expect(closed.body.status).toMatchObject({ code: 105, desc: 'Donations to this campaign are closed' });
    const [n] = (await t.ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from transfer_anonymity where campaign_id = ${c.id}`))
      .rows;
    expect(n!.n).toBe(0);
  });

  it('an unknown campaign’s account is not found', async () => {
    expect((await call(t, 'GET', '/api/v1/transfers/account/nosuchcampaign')).body.status.code).toBe(104);
  });

  it('an assignment event about a customer we never made changes nothing', async () => {
    const r = await fake.sendWebhook(hook, 'dedicatedaccount.assign.success', {
      customer: { customer_code: 'CUS_unknown' },
      dedicated_account: {
        id: 1,
        account_name: 'X',
        account_number: '9900000001',
        active: true,
        bank: { name: 'Wema Bank', slug: 'wema-bank' },
      },
    });
    expect(JSON.parse(r.body).entity.result).toBe('not one of ours');
  });
});

describe('the admin console', () => {
  it('lists every account with what came in and went back (admins only)', async () => {
    const { c, number } = await withAccount(10_000);
    await transfer(number, 4000);
    await transfer(number, 9000);
    const admin = await createAdmin(t.ctx.db);
    const list = await call(t, 'GET', '/api/v1/admin/dedicated-accounts?per_page=100', { token: await tokenFor(t.ctx.db, admin.id) });
    expect(list.body.status.code).toBe(100);
    const row = list.body.entity.transactions.find((r: { campaign: { campaign_id: string } }) => r.campaign.campaign_id === c.publicId);
    expect(row).toMatchObject({
      status: 'active',
      account_number: number,
      bank_name: 'Wema Bank',
      transfers: 1,
      received: 4000,
      returned: 1,
    });
    expect((await call(t, 'GET', '/api/v1/admin/dedicated-accounts', { token: await tokenFor(t.ctx.db, owner.id) })).body.status.code).toBe(
      103,
    );
  });
});

describe('names', () => {
  it('a sender is listed by initial and surname; a name is matched in any order, case or punctuation', () => {
    expect(senderParts('ADA CHIOMA BELLO')).toEqual({ firstName: 'A.', lastName: 'Bello' });
    expect(senderParts('okafor')).toEqual({ firstName: 'Okafor', lastName: null });
    expect(senderParts(null)).toEqual({ firstName: null, lastName: null });
    expect(senderKey('BELLO, Ada C.')).toBe(senderKey('ada bello'));
    expect(senderKey('Àdá Bello')).toBe('ada bello');
    expect(senderKey('  ')).toBeNull();
  });
});
