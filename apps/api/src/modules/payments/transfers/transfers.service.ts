import { sql } from 'drizzle-orm';
import { CampaignStatus, DONATION_MIN_NAIRA, KOBO_PER_NAIRA } from '@ireti/shared/constants';
import type { AppContext } from '../../../context.ts';
import { audit } from '../../../lib/audit.ts';
import { findDonation } from '../giving/donations.service.ts';
import type { PaymentEvent } from '../providers/provider.ts';
import { createRefund } from '../refunds/refunds.service.ts';
import { spendMark } from './anonymity.ts';

/**
 * A bank transfer into a campaign's permanent account (docs/decisions/093-dedicated-accounts.md).
 * It becomes a donation under the provider's reference (unique: the same transfer told ten times,
 * or to two instances at once, is one row), then goes through the one confirmation every gift
 * goes through (giving/confirm.service.ts), which counts it exactly once, or refunds it when
 * donations had closed. A transfer the campaign cannot take — above what an all-or-nothing goal
 * still needs, or while the campaign is under review — is sent back at once, never counted.
 */
const DONATION_MIN_KOBO = DONATION_MIN_NAIRA * KOBO_PER_NAIRA;

type TransferEvent = Extract<PaymentEvent, { type: 'transfer_received' }>;

/** "ADA CHIOMA BELLO" → "A." and "Bello": the public list names a transfer's sender by initial and last name. */
export function senderParts(name: string | null): { firstName: string | null; lastName: string | null } {
  const words = (name ?? '')
    .replace(/[^\p{L}\s'-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase());
  if (!words.length) return { firstName: null, lastName: null };
  if (words.length === 1) return { firstName: words[0]!.slice(0, 100), lastName: null };
  return { firstName: `${words[0]!.charAt(0)}.`, lastName: words[words.length - 1]!.slice(0, 100) };
}

export async function applyIncomingTransfer(ctx: AppContext, e: TransferEvent): Promise<string> {
  const charge = e.charge;
  if (!Number.isSafeInteger(charge.amountKobo) || charge.amountKobo <= 0) return 'no money in it';
  const [account] = (
    await ctx.db.execute<{ campaign_id: number; goal_kobo: number }>(sql`
      select a.campaign_id, c.goal_kobo from dedicated_accounts a join campaign_facts c on c.id = a.campaign_id
      where a.customer_code = ${e.customerCode} or a.account_number = ${e.accountNumber}
      order by (a.customer_code = ${e.customerCode}) desc nulls last limit 1`)
  ).rows;
  if (!account) return 'not one of our accounts';
  const campaignId = Number(account.campaign_id);
  const sender = senderParts(e.senderName);

  // The donation, once: of any number of deliveries one inserts it and spends the sender's mark.
  await ctx.db.transaction(async (tx) => {
    const [row] = (
      await tx.execute<{ id: number }>(sql`
        insert into donations (reference, campaign_id, first_name, last_name, email, anonymous, amount_kobo, currency, provider, channel, goal_kobo)
        values (${charge.reference}, ${campaignId}, ${sender.firstName}, ${sender.lastName}, '', false, ${charge.amountKobo},
          ${charge.currency}, ${ctx.payments.name}, 'dedicated_nuban', ${account.goal_kobo})
        on conflict (reference) do nothing returning id`)
    ).rows;
    if (!row) return;
    const hidden = await spendMark(tx, { campaignId, donationId: Number(row.id), senderName: e.senderName, narration: e.narration });
    if (hidden) await tx.execute(sql`update donations set anonymous = true where id = ${row.id}`);
  });
  const donation = await findDonation(ctx.db, charge.reference);
  if (!donation) return 'not one of ours';
  // A reference of ours already (a card gift's), or a transfer told before: the confirmation decides.
  if (donation.channel !== 'dedicated_nuban' || donation.campaignId !== campaignId) return 'not one of ours';

  if (donation.status === 'pending') {
    const refusal = await refusalOf(ctx, campaignId, charge.amountKobo, charge.currency);
    if (refusal) return refuse(ctx, donation.id, campaignId, charge.amountKobo, refusal);
  }
  return (await ctx.flows.confirmGift(donation, charge, 'webhook')).kind;
}

/** Why the campaign cannot take this transfer now; null when it can (closed campaigns: the confirmation's late path). */
async function refusalOf(ctx: AppContext, campaignId: number, amountKobo: number, currency: string): Promise<string | null> {
  if (currency !== 'NGN') return `Transfers are taken in naira only (received ${currency})`;
  const [c] = (
    await ctx.db.execute<{ status: number; suspended_at: string | null; goal_kobo: number; pledged_kobo: number; funding_mode: string }>(
      sql`select f.status, f.suspended_at, f.goal_kobo, coalesce(m.pledged_kobo, 0)::bigint as pledged_kobo, f.funding_mode
        from campaign_facts f left join campaign_money m on m.campaign_id = f.id where f.id = ${campaignId}`,
    )
  ).rows;
  if (!c || c.status !== CampaignStatus.ACTIVE) return null;
  if (c.suspended_at) return 'The campaign is paused while it is under review';
  // All or nothing: a gift is at most what the goal still needs (donations.service.ts, decision 045).
  const need = Number(c.goal_kobo) - Number(c.pledged_kobo);
  if (c.funding_mode === 'all_or_nothing' && amountKobo > Math.max(need, DONATION_MIN_KOBO))
    return 'The transfer was more than the goal still needed';
  return null;
}

async function refuse(ctx: AppContext, donationId: number, campaignId: number, amountKobo: number, why: string) {
  return ctx.db.transaction(async (tx) => {
    const [row] = (
      await tx.execute<{ id: number }>(sql`
        update donations set status = 'failed', gateway_response = ${why}, updated_at = now()
        where id = ${donationId} and status = 'pending' returning id`)
    ).rows;
    if (!row) return 'already settled';
    await createRefund(tx, { donationId, campaignId, amountKobo, reason: 'transfer_refused', campaignAccountId: null });
    await audit(tx, {
      actorId: null,
      action: 'donation.transfer_refused',
      subjectType: 'donation',
      subjectId: donationId,
      data: { reason: why, amountKobo },
    });
    return 'refused';
  });
}
