import type { Language } from '@ireti/shared/i18n';
import { sql } from 'drizzle-orm';
import { CampaignStatus } from '@ireti/shared/constants';
import type { AppContext } from '../../../context.ts';
import type { Tx } from '../../../db/client.ts';
import { enqueue } from '../../../jobs/queue.ts';
import { audit } from '../../../lib/audit.ts';
import { conflict } from '../../../lib/errors.ts';
import { lockCampaignMoney } from '../../campaigns/index.ts';
import { lockPledged, markGoalReached, removePledged } from '../giving/totals.ts';
import { Account, campaignAccount, post } from '../giving/ledger.ts';
import { sendRefundIssued } from '../notices.ts';
import type { RefundReason } from '../payments.schema.ts';
import { ProviderError, type PaymentEvent } from '../providers/provider.ts';

/**
 * Refunds (docs/design.md §4, docs/decisions/043-refunds-and-payouts.md): in full, through the
 * provider, exactly once per donation (a unique row per donation), retried with backoff by a
 * durable job until the provider has it. Paystack does not de-duplicate refunds, so a retry
 * after an unanswered attempt first asks whether the charge is already reversed.
 */
export const REFUND_JOB = 'payments.refund';
export const REFUND_MAX_ATTEMPTS = 30;

export async function createRefund(
  tx: Tx,
  r: { donationId: number; campaignId: number; amountKobo: number; reason: RefundReason; campaignAccountId: number | null },
): Promise<number | null> {
  const [row] = (
    await tx.execute<{ id: number }>(sql`
      insert into refunds (donation_id, amount_kobo, reason) values (${r.donationId}, ${r.amountKobo}, ${r.reason})
      on conflict (donation_id) do nothing returning id`)
  ).rows;
  if (!row) return null;
  const refundId = Number(row.id);
  if (r.reason === 'amount_mismatch' || r.reason === 'transfer_refused') {
    // Money that matched no donation (or a transfer the campaign could not take): received, and owed straight back.
    await post(tx, 'mismatch_receipt', { campaignId: r.campaignId, donationId: r.donationId }, [
      [Account.PROVIDER, r.amountKobo],
      [Account.REFUNDS_PAYABLE, -r.amountKobo],
    ]);
  } else {
    const account = r.campaignAccountId ?? (await campaignAccount(tx, r.campaignId));
    await post(tx, 'refund_due', { campaignId: r.campaignId, donationId: r.donationId, refundId }, [
      [account, r.amountKobo],
      [Account.REFUNDS_PAYABLE, -r.amountKobo],
    ]);
  }
  await enqueue(tx, REFUND_JOB, { refundId }, { uniqueKey: `refund:${refundId}`, maxAttempts: REFUND_MAX_ATTEMPTS });
  return refundId;
}

/** Every paid donation of a campaign goes back (deleted, or closed before its goal). */
export async function refundAllPaid(tx: Tx, campaignId: number, reason: RefundReason) {
  const rows = (
    await tx.execute<{ id: number; amount_kobo: number }>(sql`
      update donations set status = 'refund_pending', updated_at = now()
      where campaign_id = ${campaignId} and status = 'paid' returning id, amount_kobo`)
  ).rows;
  if (!rows.length) return { count: 0, totalKobo: 0 };
  rows.sort((a, b) => Number(a.id) - Number(b.id));
  let total = 0;
  for (const r of rows) total += Number(r.amount_kobo);
  await removePledged(tx, campaignId, total);
  const account = await campaignAccount(tx, campaignId);
  for (const r of rows) {
    await createRefund(tx, { donationId: Number(r.id), campaignId, amountKobo: Number(r.amount_kobo), reason, campaignAccountId: account });
  }
  await audit(tx, {
    actorId: null,
    action: 'donations.refund_all',
    subjectType: 'campaign',
    subjectId: campaignId,
    data: { reason, count: rows.length, totalKobo: total },
  });
  return { count: rows.length, totalKobo: total };
}

export const StageMsg = {
  noDeleteAfterStage: 'Money from this campaign has already been claimed, so it cannot be deleted. Close donations instead.',
} as const;

/** Whether a stage of the campaign's money was claimed and not undone (its payout not failed). */
async function hasLiveStage(tx: Tx, campaignId: number) {
  const [row] = (await tx.execute(sql`select 1 from payouts where campaign_id = ${campaignId} and status <> 'failed' limit 1`)).rows;
  return !!row;
}

/**
 * What a campaign's change of state does to its money, in the transition's own transaction (a step
 * of flows/campaign-state.flow.ts): deleted (→ 4), every paid gift goes back; closed for donations
 * (→ 3) with the goal met, the goal is marked reached on the campaign's totals row (its first
 * moment kept); short of it, all or nothing sends every gift back and keep what you raise keeps it
 * claimable.
 */
export async function settleCampaignMoney(tx: Tx, e: { campaignId: number; to: number }) {
  if (e.to === CampaignStatus.DELETED) {
    // Stages already paid out cannot be refunded from what is left (decision 089): such a
    // campaign is closed for donations instead; the transition rolls back.
    if (await hasLiveStage(tx, e.campaignId)) throw conflict(StageMsg.noDeleteAfterStage);
    await refundAllPaid(tx, e.campaignId, 'campaign_deleted');
    return;
  }
  if (e.to !== CampaignStatus.CLOSED_FOR_DONATIONS) return;
  const c = await lockCampaignMoney(tx, e.campaignId);
  if (!c) return;
  const pledged = await lockPledged(tx, e.campaignId);
  if (pledged >= c.goal_kobo) await markGoalReached(tx, e.campaignId);
  else if (c.funding_mode === 'all_or_nothing') await refundAllPaid(tx, e.campaignId, 'closed_before_goal');
  // Keep what you raise, short of its goal: nothing is refunded, what was raised stays claimable (decision 088).
}

type RefundJoin = {
  id: number;
  donation_id: number;
  amount_kobo: number;
  reason: RefundReason;
  status: 'pending' | 'sent' | 'processed' | 'failed';
  attempts: number;
  reference: string;
  email: string;
  first_name: string | null;
  anonymous: boolean;
  title: string;
  language: Language | null;
  /** How the donor paid (card, bank_transfer, ussd…), for where the refund goes. */
  channel: string | null;
};

async function loadRefund(db: AppContext['db'] | Tx, refundId: number) {
  const [r] = (
    await db.execute<RefundJoin>(sql`
      select r.id, r.donation_id, r.amount_kobo, r.reason, r.status, r.attempts, d.reference, d.email, d.first_name, d.anonymous, c.title, d.language, d.channel
      from refunds r join donations d on d.id = r.donation_id join campaign_facts c on c.id = d.campaign_id where r.id = ${refundId}`)
  ).rows;
  return r ?? null;
}

class RetryLater extends Error {}

/** The job: one attempt at getting a refund to the provider, or at hearing that it is done. */
export async function processRefund(ctx: AppContext, refundId: number, job: { attempts: number }) {
  const r = await loadRefund(ctx.db, refundId);
  if (!r || r.status === 'processed' || r.status === 'failed') return;

  if (r.status === 'sent') {
    const charge = await ctx.payments.verify(r.reference);
    if (charge.status === 'reversed') return markProcessed(ctx, r, null);
    if (job.attempts >= REFUND_MAX_ATTEMPTS) return;
    throw new RetryLater('the provider is still processing the refund');
  }

  await ctx.db.execute(sql`update refunds set attempts = attempts + 1, updated_at = now() where id = ${r.id}`);
  try {
    if (r.attempts > 0) {
      // An earlier attempt may have reached the provider without our hearing back.
      const charge = await ctx.payments.verify(r.reference);
      if (charge.status === 'reversed') return markProcessed(ctx, r, null);
    }
    const res = await ctx.payments.refund({
      reference: r.reference,
      amountKobo: r.amount_kobo,
      // A transfer's sender has no e-mail with us: the note the bank shows carries the reason and
      // the provider's reference of their transfer (transfers/transfers.service.ts).
      note:
        r.channel === 'dedicated_nuban'
          ? `Ireti returned your transfer ${r.reference}: ${r.reason === 'late_payment' ? 'the campaign had closed' : 'the campaign could not take it'}`
          : `Ireti refund: ${r.reason.replace(/_/g, ' ')}`,
    });
    if (res.status === 'processed') return markProcessed(ctx, r, res.providerRefundId);
    if (res.status === 'pending' || res.status === 'processing') {
      await markSent(ctx, r, res.providerRefundId);
      throw new RetryLater('refund accepted; the provider is processing it');
    }
    throw new ProviderError(`refund ${res.status}`, 'rejected', true);
  } catch (err) {
    if (err instanceof RetryLater) throw err;
    const message = err instanceof Error ? err.message : String(err);
    if (err instanceof ProviderError && err.kind === 'rejected' && /fully reversed/i.test(message)) return markProcessed(ctx, r, null);
    await ctx.db.execute(sql`update refunds set last_error = ${message.slice(0, 500)}, updated_at = now() where id = ${r.id}`);
    if (job.attempts >= REFUND_MAX_ATTEMPTS) {
      await ctx.db.transaction(async (tx) => {
        await tx.execute(sql`update refunds set status = 'failed', updated_at = now() where id = ${r.id} and status = 'pending'`);
        await audit(tx, { actorId: null, action: 'refund.failed', subjectType: 'refund', subjectId: r.id, data: { error: message } });
      });
      return;
    }
    throw err;
  }
}

/** The provider accepted the refund and is processing it: the donor hears it is on its way. */
export async function markSent(ctx: Pick<AppContext, 'db' | 'notify' | 'config'>, r: RefundJoin, providerRefundId: string | null) {
  await ctx.db.transaction(async (tx) => {
    const [row] = (
      await tx.execute(sql`
        update refunds set status = 'sent', sent_at = now(), provider_refund_id = coalesce(${providerRefundId}, provider_refund_id), last_error = null, updated_at = now()
        where id = ${r.id} and status = 'pending' returning id`)
    ).rows;
    if (row) await sendRefundIssued(tx, ctx, refundMail(r));
  });
}

/** The refund is done: the ledger settles and the donation reads refunded; e-mailed once. */
export async function markProcessed(ctx: Pick<AppContext, 'db' | 'notify' | 'config'>, r: RefundJoin, providerRefundId: string | null) {
  await ctx.db.transaction(async (tx) => {
    const [row] = (
      await tx.execute<{ was: string }>(sql`
        update refunds x set status = 'processed', processed_at = now(), provider_refund_id = coalesce(${providerRefundId}, x.provider_refund_id),
          last_error = null, updated_at = now()
        from (select id, status as was from refunds where id = ${r.id} for update) old
        where x.id = old.id and x.status in ('pending', 'sent', 'failed') returning old.was`)
    ).rows;
    if (!row) return;
    await post(tx, 'refund_sent', { donationId: r.donation_id, refundId: r.id }, [
      [Account.REFUNDS_PAYABLE, r.amount_kobo],
      [Account.PROVIDER, -r.amount_kobo],
    ]);
    await tx.execute(
      sql`update donations set status = 'refunded', updated_at = now() where id = ${r.donation_id} and status = 'refund_pending'`,
    );
    if (row.was !== 'sent') await sendRefundIssued(tx, ctx, refundMail(r));
  });
}

const refundMail = (r: RefundJoin) => ({
  email: r.email,
  firstName: r.first_name,
  amountKobo: r.amount_kobo,
  reference: r.reference,
  reason: r.reason,
  campaignTitle: r.title,
  language: r.language,
  channel: r.channel,
});

/** A provider's refund event (provider.ts PaymentEvent), applied by the donation's reference. */
export async function applyRefundEvent(
  ctx: AppContext,
  e: Extract<PaymentEvent, { type: 'refund_pending' | 'refund_processed' | 'refund_failed' }>,
) {
  const [found] = (
    await ctx.db.execute<{ id: number }>(
      sql`select r.id from refunds r join donations d on d.id = r.donation_id where d.reference = ${e.reference}`,
    )
  ).rows;
  if (!found) return false;
  const r = (await loadRefund(ctx.db, Number(found.id)))!;
  if (e.type === 'refund_processed') await markProcessed(ctx, r, null);
  else if (e.type === 'refund_pending') await markSent(ctx, r, null);
  else {
    await ctx.db.transaction(async (tx) => {
      const [row] = (
        await tx.execute(sql`
          update refunds set status = 'pending', last_error = ${e.reason}, updated_at = now()
          where id = ${r.id} and status in ('pending', 'sent') returning id`)
      ).rows;
      // Try again: a new job, as the first one may already have finished.
      if (row)
        await enqueue(
          tx,
          REFUND_JOB,
          { refundId: r.id },
          { uniqueKey: `refund:${r.id}:${Date.now()}`, maxAttempts: REFUND_MAX_ATTEMPTS, delayMs: 60_000 },
        );
    });
  }
  return true;
}

/** An admin sends a refund that failed for good back to the provider. */
export async function retryRefund(ctx: AppContext, refundId: number, actorId: number) {
  return ctx.db.transaction(async (tx) => {
    const [row] = (
      await tx.execute(
        sql`update refunds set status = 'pending', updated_at = now() where id = ${refundId} and status = 'failed' returning id`,
      )
    ).rows;
    if (!row) return false;
    await enqueue(tx, REFUND_JOB, { refundId }, { uniqueKey: `refund:${refundId}:${Date.now()}`, maxAttempts: REFUND_MAX_ATTEMPTS });
    await audit(tx, { actorId, action: 'refund.retry', subjectType: 'refund', subjectId: refundId });
    return true;
  });
}
