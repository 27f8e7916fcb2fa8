import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createUser } from '../../../test/factories.ts';
import { liveCampaign } from '../testing.ts';

/**
 * A monthly gift that starts or stops counting changes its campaign's "monthly donors", which the
 * server's render of the campaign page shows (decision 107). Whoever writes the change (a webhook,
 * the subscriptions job, another instance), the table's trigger (migration 0210) sends the
 * campaign's 'money' notice, so every instance drops what it kept of that campaign.
 */
let t: TestApp;
let listener: pg.Client;
const heard: string[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  listener = new pg.Client({ connectionString: t.database.url });
  await listener.connect();
  listener.on('notification', (n) => heard.push(n.payload ?? ''));
  await listener.query('listen ireti_public');
});
afterAll(async () => {
  await listener.end();
  await t.close();
});

/** The notices sent from now until `write` is committed (a ping after it comes after them all). */
async function noticesOf(write: () => Promise<unknown>) {
  heard.length = 0;
  await write();
  const ping = `ping ${Math.random()}`;
  await t.ctx.db.execute(sql`select pg_notify('ireti_public', ${ping})`);
  for (let i = 0; i < 300 && !heard.includes(ping); i++) await new Promise((r) => setTimeout(r, 10));
  expect(heard).toContain(ping);
  return heard.filter((p) => p !== ping);
}

describe("a monthly gift's status, written straight to the table", () => {
  it("sends its campaign's money notice when the gift starts or stops counting, and only then", async () => {
    const owner = await createUser(t.ctx.db, { identityStatus: 'approved' });
    const c = await liveCampaign(t, owner.id, 500_000, { fundingMode: 'keep_what_you_raise' });
    const status = (s: string) => () => t.ctx.db.execute(sql`update subscriptions set status = ${s} where public_id = 'subnotice001'`);
    const notice = `money ${c.id} ${c.publicId}`;
    await noticesOf(async () => undefined); // the campaign's own creation

    // pending at checkout: counted nowhere, nothing to say
    expect(
      await noticesOf(() =>
        t.ctx.db.execute(sql`
          insert into subscriptions (public_id, campaign_id, email, amount_kobo, provider, plan_code, first_reference, day_of_month)
          values ('subnotice001', ${c.id}, 'monthly@example.ng', 250000, 'paystack', 'PLN_notice001', 'ref-notice-001', 5)`),
      ),
    ).toEqual([]);
    expect(await noticesOf(status('active'))).toEqual([notice]);
    // active → attention: still counted
    expect(await noticesOf(status('attention'))).toEqual([]);
    expect(await noticesOf(status('paused'))).toEqual([notice]);
    expect(await noticesOf(status('cancelled'))).toEqual([]);
  });
});
