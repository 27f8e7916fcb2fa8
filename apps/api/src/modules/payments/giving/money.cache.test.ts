import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createUser, tokenFor } from '../../../test/factories.ts';
import { call, giveTogether, liveCampaign } from '../testing.ts';

/**
 * The money panel (GET /campaigns/{id}/money) in the public cache, with an app of its own (the
 * cache on): a change that comes by no request — a payout the job paid — still drops it, through
 * the ledger's notice (migration 0021). The panel's figures are tested in money.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_CACHE: 'on' } });
  const cache = t.app.publicCache!;
  for (let i = 0; i < 200 && !cache.serving; i++) await new Promise((r) => setTimeout(r, 10));
  expect(cache.serving).toBe(true);
});
afterAll(() => t.close());

describe('the money panel in the public cache', () => {
  it('is answered from the cache, and a payout paid by the job (no request) drops it', async () => {
    const o = await createUser(t.ctx.db, { identityStatus: 'approved' });
    const token = await tokenFor(t.ctx.db, o.id);
    const c = await liveCampaign(t, o.id, 1000);
    await giveTogether(t, c.publicId, [600, 500]);
    await call(t, 'PUT', '/api/v1/bank/account', { token, body: { account_number: '0123456789', bank_code: '058' } });
    // A successful write through this instance drops its cache before the reply: the next read is fresh.
    expect((await call(t, 'POST', `/api/v1/claim/${c.publicId}`, { token })).body.status.code).toBe(100);

    const url = `/api/v1/campaigns/${c.publicId}/money`;
    const read = async () => {
      const res = await t.app.inject({ method: 'GET', url });
      return { cache: res.headers['x-cache'], control: res.headers['cache-control'], entity: JSON.parse(res.body).entity };
    };
    const first = await read();
    expect(first.entity.payouts.map((p: { status: string }) => p.status)).toEqual(['pending']);
    // Notices of the writes above may still arrive and drop it once more: read until it is kept.
    let second = await read();
    for (let i = 0; i < 100 && second.cache !== 'hit'; i++) second = await read();
    expect(second).toMatchObject({ cache: 'hit', entity: first.entity });
    expect(second.control).toContain('public');

    await t.ctx.jobs.drain(); // the job pays the payout: no request, no campaign row, only the ledger changes
    let after = await read();
    for (let i = 0; i < 100 && after.entity.payouts[0].status !== 'paid'; i++) {
      await new Promise((r) => setTimeout(r, 20));
      after = await read();
    }
    expect(after.entity).toMatchObject({ paid_out: 1050, in_transit: 0, payouts: [{ status: 'paid' }] });
  });
});
