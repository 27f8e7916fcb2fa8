import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createUser } from '../../../test/factories.ts';
import { findDonation } from './donations.service.ts';
import {
  CARD,
  campaignRow,
  donate,
  donationRow,
  expectIntegrity,
  guest,
  liveCampaign,
  sandboxPay,
  secondInstance,
  verify,
} from '../testing.ts';
import { handlePaymentEvent } from './webhook.routes.ts';

/**
 * The confirmation of the gift that crosses a campaign's goal, raced by every other confirmation
 * of the same campaign (two-instances drill, issue 24): browsers verifying on two instances and
 * the provider's charge.success delivered twice to each, for every donation at once. Every one
 * of them is an answer (paid or late), never an error, and the campaign ends at exactly its goal.
 */
let t: TestApp;
let other: Awaited<ReturnType<typeof secondInstance>>;
let ownerId: number;

beforeAll(async () => {
  t = await buildTestApp();
  other = await secondInstance(t);
  ownerId = (await createUser(t.ctx.db, { identityStatus: 'approved' })).id;
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

/** Paid (100) or late, to be refunded (105): an answer, never a server error. */
const answered = (r: { statusCode: number; body: { status?: { code?: number } } }) =>
  r.statusCode < 500 && [100, 105].includes(r.body?.status?.code ?? 0);

describe('the goal crossed inside a race of duplicate confirmations', () => {
  it('answers every verify and webhook, counts exactly the goal and refunds the rest', { timeout: 120_000 }, async () => {
    for (let round = 0; round < 8; round++) {
      const c = await liveCampaign(t, ownerId, 3000);
      const refs: string[] = [];
      for (let i = 0; i < 12; i++) {
        const d = await donate(t, guest(c.publicId, 500));
        refs.push(d.body.entity.ref);
        await sandboxPay(t, d.body.entity.ref, CARD.success);
      }
      const work: Promise<unknown>[] = [];
      const errors: unknown[] = [];
      for (const ref of refs) {
        const donation = (await findDonation(t.ctx.db, ref))!;
        const event = {
          type: 'charge_succeeded' as const,
          charge: {
            status: 'success' as const,
            reference: ref,
            amountKobo: donation.amountKobo,
            currency: 'NGN',
            paidAt: new Date(),
            channel: 'card',
            providerTxnId: `txn_${ref}`,
            gatewayResponse: 'Approved',
          },
        };
        for (const app of [t, other]) {
          for (let k = 0; k < 2; k++) work.push(verify(app, ref).then((r) => (answered(r) ? null : errors.push(r.body))));
          for (let k = 0; k < 2; k++) work.push(handlePaymentEvent(app.ctx, event).catch((err: unknown) => errors.push(err)));
        }
      }
      await Promise.all(work);
      expect(errors).toEqual([]);
      expect(await campaignRow(t, c.id)).toMatchObject({ status: 3, pledged_kobo: 3000_00 });
      const statuses = await Promise.all(refs.map(async (ref) => (await donationRow(t, ref)).status));
      expect(statuses.filter((s) => s === 'paid')).toHaveLength(6);
      expect(statuses.filter((s) => s === 'refund_pending')).toHaveLength(6);
    }
    await expectIntegrity(t);
  });
});
