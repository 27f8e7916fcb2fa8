import { sql } from 'drizzle-orm';
import { CampaignStatus } from '@ireti/shared/constants';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import type { DonationRow } from '../../db/schema.ts';
import { audit } from '../../lib/audit.ts';
import { transition } from '../campaigns/campaign-state.ts';
import { Account, campaignAccount, post } from './ledger.ts';
import { sendGoalReached, sendLatePayment, sendOwnerNotice, sendReceipt } from './notices.ts';
import type { VerifiedCharge } from './providers/provider.ts';
import { createRefund } from './refunds.ts';

/**
 * Applying what the provider says about a charge to our donation — the one path shared by the
 * browser's verify, the signed webhook and the reconciliation job (docs/decisions/042-confirmation.md).
 * Money counts only for status `success` with our reference, amount and currency. The change of
 * the donation, the campaign's pledged total and the ledger happen in one transaction, gated by
 * a conditional update: whoever comes second, on whatever instance, changes nothing.
 */
export type Outcome =
  | { kind: 'paid'; donation: DonationRow }
  | { kind: 'late'; donation: DonationRow }
  | { kind: 'failed'; donation: DonationRow }
  | { kind: 'pending'; donation: DonationRow }
  | { kind: 'mismatch'; donation: DonationRow };

type Ctx = Pick<AppContext, 'notify' | 'config'>;

/**
 * Statuses from which a provider's success may still confirm: money received is never lost. A
 * donation that already has a refund (a mismatched payment sent back) is never counted.
 */
const CONFIRMABLE = sql`('pending', 'failed', 'abandoned', 'expired') and not exists (select 1 from refunds r where r.donation_id = donations.id)`;

export async function applyCharge(ctx: Ctx & Pick<AppContext, 'db'>, donation: DonationRow, charge: VerifiedCharge, source: 'verify' | 'webhook' | 'reconcile'): Promise<Outcome> {
  if (charge.reference !== donation.reference) {
    // The provider answered about another transaction: never ours to count.
    return { kind: 'mismatch', donation };
  }
  if (charge.status === 'success') {
    if (charge.amountKobo !== donation.amountKobo || charge.currency !== donation.currency) return recordMismatch(ctx, donation, charge, source);
    return ctx.db.transaction((tx) => confirmPaid(tx, ctx, donation, charge, source));
  }
  if (charge.status === 'failed' || charge.status === 'reversed') {
    const [row] = await ctx.db.execute<DonationRow>(sql`
      update donations set status = 'failed', gateway_response = ${charge.gatewayResponse ?? charge.status}, updated_at = now()
      where id = ${donation.id} and status = 'pending' returning id`).then((r) => r.rows);
    return { kind: 'failed', donation: row ? { ...donation, status: 'failed', gatewayResponse: charge.gatewayResponse ?? charge.status } : donation };
  }
  return { kind: 'pending', donation };
}

async function confirmPaid(tx: Tx, ctx: Ctx, donation: DonationRow, charge: VerifiedCharge, source: string): Promise<Outcome> {
  // Campaign first, then the donation: the same order as a campaign transition that refunds.
  const [c] = (
    await tx.execute<{ id: number; public_id: string; title: string; status: number; goal_kobo: number; pledged_kobo: number; goal_reached_at: string | null; owner_email: string }>(sql`
      select c.id, c.public_id, c.title, c.status, c.goal_kobo, c.pledged_kobo, c.goal_reached_at, u.email as owner_email
      from campaigns c join users u on u.id = c.owner_id where c.id = ${donation.campaignId} for update of c`)
  ).rows;
  const live = c!.status === CampaignStatus.ACTIVE;
  const paidAt = charge.paidAt ?? new Date();
  const [d] = (
    await tx.execute<{ id: number }>(sql`
      update donations set status = ${live ? 'paid' : 'refund_pending'}, paid_at = ${paidAt}, provider_txn_id = ${charge.providerTxnId},
        channel = ${charge.channel}, gateway_response = ${charge.gatewayResponse ?? null}, updated_at = now()
      where id = ${donation.id} and status in ${CONFIRMABLE} returning id`)
  ).rows;
  const current = { ...donation, paidAt, status: live ? ('paid' as const) : ('refund_pending' as const) };
  if (!d) {
    const [now] = (await tx.execute<{ status: DonationRow['status'] }>(sql`select status from donations where id = ${donation.id}`)).rows;
    const status = now!.status;
    const kind = status === 'paid' ? 'paid' : status === 'refund_pending' || status === 'refunded' ? 'late' : 'failed';
    return { kind, donation: { ...donation, status } };
  }

  const amount = donation.amountKobo;
  const account = await campaignAccount(tx, c!.id);
  await post(tx, 'donation', { campaignId: c!.id, donationId: donation.id }, [
    [Account.PROVIDER, amount],
    [account, -amount],
  ]);

  if (!live) {
    // Donations had closed (goal met, closed by the owner, deleted): the money goes back.
    await createRefund(tx, { donationId: donation.id, campaignId: c!.id, amountKobo: amount, reason: 'late_payment', campaignAccountId: account });
    await sendLatePayment(tx, ctx, { email: donation.email, amountKobo: amount, reference: donation.reference, campaignTitle: c!.title });
    await audit(tx, { actorId: null, action: 'donation.late_payment', subjectType: 'donation', subjectId: donation.id, data: { source, campaignStatus: c!.status } });
    return { kind: 'late', donation: current };
  }

  const pledged = c!.pledged_kobo + amount;
  const reached = pledged >= c!.goal_kobo && !c!.goal_reached_at;
  await tx.execute(sql`
    update campaigns set pledged_kobo = pledged_kobo + ${amount}, updated_at = now(),
      goal_reached_at = case when ${reached} then now() else goal_reached_at end
    where id = ${c!.id}`);
  await sendReceipt(tx, ctx, {
    email: donation.email,
    firstName: donation.anonymous && !donation.firstName ? null : donation.firstName,
    reference: donation.reference,
    amountKobo: amount,
    paidAt,
    campaignTitle: c!.title,
    campaignPublicId: c!.public_id,
  });
  await sendOwnerNotice(tx, ctx, {
    ownerEmail: c!.owner_email,
    donorName: donation.anonymous ? 'An anonymous donor' : `${donation.firstName ?? ''} ${donation.lastName ?? ''}`.trim() || 'A donor',
    amountKobo: amount,
    comment: donation.comment,
    campaignTitle: c!.title,
    campaignPublicId: c!.public_id,
    pledgedKobo: pledged,
    goalKobo: c!.goal_kobo,
  });
  if (reached) {
    // DESIGN.md §5: reaching the goal closes donations (1 → 3); the owner may then claim.
    await transition(tx, c!.id, CampaignStatus.CLOSED_FOR_DONATIONS, { id: null, reason: 'Goal reached' });
    await sendGoalReached(tx, ctx, { ownerEmail: c!.owner_email, campaignTitle: c!.title, campaignPublicId: c!.public_id, pledgedKobo: pledged });
  }
  return { kind: 'paid', donation: current };
}

/**
 * The provider took money that does not match what we initiated (a checkout tampered with in the
 * browser, another currency). It never counts; an amount in naira goes back to the payer.
 */
async function recordMismatch(ctx: Ctx & Pick<AppContext, 'db'>, donation: DonationRow, charge: VerifiedCharge, source: string): Promise<Outcome> {
  return ctx.db.transaction(async (tx) => {
    const note = `Paid ${charge.amountKobo} ${charge.currency}, expected ${donation.amountKobo} ${donation.currency}`;
    const [row] = (
      await tx.execute<{ id: number }>(sql`
        update donations set status = 'failed', gateway_response = ${`Amount mismatch: ${note}`}, provider_txn_id = ${charge.providerTxnId}, updated_at = now()
        where id = ${donation.id} and status in ${CONFIRMABLE} returning id`)
    ).rows;
    if (row) {
      await audit(tx, { actorId: null, action: 'donation.amount_mismatch', subjectType: 'donation', subjectId: donation.id, data: { source, note } });
      if (charge.currency === 'NGN' && Number.isSafeInteger(charge.amountKobo) && charge.amountKobo > 0) {
        await createRefund(tx, { donationId: donation.id, campaignId: donation.campaignId, amountKobo: charge.amountKobo, reason: 'amount_mismatch', campaignAccountId: null });
      }
    }
    return { kind: 'mismatch' as const, donation: { ...donation, status: 'failed' as const } };
  });
}

