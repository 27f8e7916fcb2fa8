import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '../test/db.ts';
import { FakePaystack } from '../test/fake-paystack.ts';
import { createCampaign, createUser } from '../test/factories.ts';
import { campaignTotals, guestDonation, integrity, request, startProductionApi, type ApiProcess } from './harness.ts';

/**
 * Drill: monthly giving (issue 27, decision 092) on a production-mode API process with the fake
 * Paystack. A monthly run during a provider outage — the provider charges and sends its events
 * while our calls to it fail — then every charge's webhook delivered ten times at once. The
 * ledger balances, each charge is a donation counted once, no donor is told twice, and a donor's
 * change that could not reach the provider changed nothing.
 */
let database: TestDatabase;
let fake: FakePaystack;
let dataDir: string;
let api: ApiProcess;
let db: TestDatabase['db'];
let hook: string;

beforeAll(async () => {
  database = await freshDatabase();
  db = database.db;
  fake = await FakePaystack.start();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ireti-drill-monthly-'));
  api = await startProductionApi(fake, { DATABASE_URL: database.url, DATA_DIR: dataDir, PAYSTACK_TIMEOUT_MS: '1500' });
  hook = `${api.url}/api/v1/payment/webhook`;
}, 90_000);

afterAll(async () => {
  await api?.kill({ group: true });
  await fake?.close();
  await database?.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const DONORS = 4;

describe('drill: monthly giving', () => {
  it('a monthly run during a provider outage, then each webhook ten times at once: counted once, the ledger balances', async () => {
    const owner = await createUser(db);
    const c = await createCampaign(db, owner.id, {
      goalKobo: 100_000_000,
      status: 1,
      verifiedAt: new Date(),
      fundingMode: 'keep_what_you_raise',
    });

    // Four donors give ₦1,000 a month; each first charge is confirmed by the browser's verify.
    const gifts: { ref: string; id: string; code: string; plan: string }[] = [];
    for (let n = 0; n < DONORS; n++) {
      const started = await request(api.url, 'POST', '/api/v1/donate/monthly', guestDonation(c.publicId, 1000, n));
      expect(started.body.status.code).toBe(100);
      const { ref, monthly } = started.body.entity;
      fake.pay(ref);
      expect((await request(api.url, 'PUT', '/api/v1/payment/verify', { ref })).body.status.code).toBe(100);
      const [s] = (await db.execute<{ plan_code: string }>(sql`select plan_code from subscriptions where public_id = ${monthly.id}`)).rows;
      const code = fake.subscriptionOfPlan(s!.plan_code)!.code;
      expect((await fake.sendWebhook(hook, 'subscription.create', fake.subscriptionData(code))).status).toBe(200);
      gifts.push({ ref, id: monthly.id, code, plan: s!.plan_code });
    }

    // The provider's monthly run while our calls to it fail: three charges succeed, one is declined.
    fake.outage('500');
    const run = gifts.map((g, i) => ({ g, ...fake.chargeMonth(g.code, { status: i === 3 ? 'failed' : 'success' }) }));
    // A donor tries to pause meanwhile, from the link in their receipt: refused (106), nothing changes here or there.
    const [receipt] = (
      await db.execute<{ body_text: string }>(sql`
      select body_text from outbox where recipient = 'donor0@example.ng' and subject like 'Your monthly donation receipt%' limit 1`)
    ).rows;
    const token = /#t=([A-Za-z0-9_-]+)/.exec(receipt!.body_text)![1]!;
    const paused = await request(api.url, 'POST', `/api/v1/subscriptions/${gifts[0]!.id}/change`, { action: 'pause', token });
    expect(paused.body.status.code).toBe(106);
    const [still] = (await db.execute<{ status: string }>(sql`select status from subscriptions where public_id = ${gifts[0]!.id}`)).rows;
    expect(still!.status).toBe('active');
    expect(fake.subscriptionOfPlan(gifts[0]!.plan)!.status).toBe('active');

    // Every event of the run, each delivered ten times at once (Paystack retries; two instances may get them together).
    const deliveries = run.flatMap(({ g, reference, invoiceCode }, i) => {
      const events: [string, unknown][] =
        i === 3
          ? [['invoice.payment_failed', fake.invoiceData(g.code, reference, invoiceCode)]]
          : [
              ['charge.success', fake.chargeData(reference)],
              ['invoice.update', fake.invoiceData(g.code, reference, invoiceCode)],
            ];
      return events.flatMap(([event, data]) => Array.from({ length: 10 }, () => fake.sendWebhook(hook, event, data)));
    });
    const answers = await Promise.all(deliveries);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    fake.outage(null);

    const report = await integrity(db);
    expect(report.problems).toEqual([]);
    // Three monthly charges and four first charges: seven gifts of ₦1,000, each in the ledger once.
    const rows = (
      await db.execute<{ reference: string; status: string; txns: number }>(sql`
        select d.reference, d.status, count(t.id) filter (where t.kind = 'donation')::int as txns
        from donations d left join ledger_transactions t on t.donation_id = d.id
        where d.campaign_id = ${c.id} group by d.id`)
    ).rows;
    expect(rows.filter((r) => r.status === 'paid')).toHaveLength(7);
    expect(rows.every((r) => r.txns === (r.status === 'paid' ? 1 : 0))).toBe(true);
    expect((await campaignTotals(db, c.id)).pledged_kobo).toBe(700_000);
    // The declined donor is told once, with the link to change the card; the gift waits for the provider's retry.
    const [failed] = (
      await db.execute<{ status: string; failures: number }>(sql`
      select s.status, (select count(*) from subscription_failures f where f.subscription_id = s.id)::int as failures
      from subscriptions s where s.public_id = ${gifts[3]!.id}`)
    ).rows;
    expect(failed).toEqual({ status: 'attention', failures: 1 });
    const [told] = (
      await db.execute<{ n: number }>(sql`
      select count(*)::int as n from outbox where recipient = 'donor3@example.ng' and subject like '%did not go through%'`)
    ).rows;
    expect(told!.n).toBe(1);
    // Each donor has one receipt per charge: no one was credited twice.
    const receipts = (
      await db.execute<{ recipient: string; n: number }>(sql`
      select recipient, count(*)::int as n from outbox where subject like 'Your monthly donation receipt%' group by recipient order by recipient`)
    ).rows;
    expect(receipts).toEqual([
      { recipient: 'donor0@example.ng', n: 2 },
      { recipient: 'donor1@example.ng', n: 2 },
      { recipient: 'donor2@example.ng', n: 2 },
      { recipient: 'donor3@example.ng', n: 1 },
    ]);
  }, 120_000);
});
