import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { Tx } from '../../../db/client.ts';
import { audit } from '../../../lib/audit.ts';
import { Account, campaignAccount, ledgerCte } from './ledger.ts';
import { sendGoalReached, sendLatePayment, sendOwnerNotice, sendReceipt } from '../notices.ts';
import type { VerifiedCharge } from '../providers/provider.ts';
import type { DonationRow } from '../payments.schema.ts';
import { executeNamed } from '../../../db/named.ts';
import { moneyNoticesFor } from './money-notices.ts';
import { createRefund } from '../refunds/refunds.service.ts';
import { allocateReward, type RewardOutcome } from '../fulfilment/rewards.service.ts';
import { countExact, countOnSlot, countPledgedCte, slotOf, spreadIfHot, type PledgedCampaign } from './totals.ts';
import { sendMonthlyReceiptFor } from '../subscriptions/charges.service.ts';

/**
 * Applying what the provider says about a charge to our donation — the payments steps of the one
 * path shared by the browser's verify, the signed webhook and the reconciliation job
 * (docs/decisions/042-confirming-donations.md), which flows/confirm-gift.flow.ts runs in order:
 * `checkCharge` (outside any transaction), `confirmPaid` (the one statement, in the flow's
 * transaction), `goalReached` when the gift crossed the goal (after the flow closed donations), and
 * `announceTotal` once it committed. Money counts only for status `success` with our reference,
 * amount and currency. The change of the donation, the campaign's pledged total and the ledger happen
 * in one transaction, gated by a conditional update: whoever comes second, on whatever instance,
 * changes nothing.
 */
export type Outcome = {
  kind: 'paid' | 'late' | 'failed' | 'pending' | 'mismatch';
  donation: DonationRow;
  /** The campaign as the confirmation left it, when it touched it. */
  campaign?: { public_id: string; title: string; goal_kobo: number; pledged_kobo: number; status: number };
  /** The reward chosen with the donation, as this confirmation left it (fulfilment/rewards.service.ts). */
  reward?: RewardOutcome | null;
  /** This gift crossed the goal: the flow closes donations, then `goalReached` tells the owner. */
  crossed?: { ownerEmail: string };
};

type Ctx = Pick<AppContext, 'notify' | 'config'>;
/** Who reports the charge: the browser's verify, a signed webhook, the reconciliation job. */
export type ChargeSource = 'verify' | 'webhook' | 'reconcile';

/** Campaign ledger account ids per database (they never change once created). */
const accountCaches = new WeakMap<object, Map<number, number>>();
function accountCache(db: object) {
  let m = accountCaches.get(db);
  if (!m) accountCaches.set(db, (m = new Map()));
  return m;
}

/**
 * Statuses from which a provider's success may still confirm: money received is never lost. A
 * donation that already has a refund (a mismatched payment sent back) is never counted.
 */
const CONFIRMABLE = sql`('pending', 'failed', 'abandoned', 'expired') and not exists (select 1 from refunds r where r.donation_id = donations.id)`;

/**
 * What the provider says, judged before any transaction: an outcome when it settles nothing here
 * (another reference, a mismatch, a failure, still pending), or the campaign's ledger account when
 * the success must be confirmed (`confirmPaid`, in the flow's transaction).
 */
export async function checkCharge(
  ctx: Ctx & Pick<AppContext, 'db'>,
  donation: DonationRow,
  charge: VerifiedCharge,
  source: ChargeSource,
): Promise<Outcome | { confirmWith: number }> {
  if (charge.reference !== donation.reference) {
    // The provider answered about another transaction: never ours to count.
    return { kind: 'mismatch', donation };
  }
  if (charge.status === 'success') {
    if (charge.amountKobo !== donation.amountKobo || charge.currency !== donation.currency)
      return recordMismatch(ctx, donation, charge, source);
    // The campaign's ledger account exists (and is committed) before the confirmation starts:
    // creating it inside would hold a key-share lock on the campaign row while waiting for that
    // row, which deadlocks against the goal-reached transition of a concurrent confirmation.
    const accounts = accountCache(ctx.db);
    let account = accounts.get(donation.campaignId);
    if (account === undefined) {
      account = await ctx.db.transaction((tx) => campaignAccount(tx, donation.campaignId));
      accounts.set(donation.campaignId, account);
    }
    return { confirmWith: account };
  }
  if (charge.status === 'failed' || charge.status === 'reversed') {
    const [row] = await ctx.db
      .execute<DonationRow>(
        sql`
      update donations set status = 'failed', gateway_response = ${charge.gatewayResponse ?? charge.status}, updated_at = now()
      where id = ${donation.id} and status = 'pending' returning id`,
      )
      .then((r) => r.rows);
    if (row)
      return { kind: 'failed', donation: { ...donation, status: 'failed', gatewayResponse: charge.gatewayResponse ?? charge.status } };
    // No longer pending: another confirmation got there first (a charge reads `reversed` once we
    // have refunded it). The outcome is what the donation is now, as when a success comes second.
    return settledOutcome(ctx, donation);
  }
  return { kind: 'pending', donation };
}

/**
 * After the confirmation committed: the confirmation sent no 'money' notice of its own (its
 * statement set ireti.money_notice), so this instance announces the campaign's new total, at most
 * once a second per campaign, the last gift never dropped (money-notices.ts, docs/decisions/098).
 */
export function announceTotal(ctx: Pick<AppContext, 'db'>, donation: DonationRow, outcome: Outcome) {
  if (outcome.campaign) moneyNoticesFor(ctx.db).note(donation.campaignId, outcome.campaign.public_id);
}

type CampaignNow = { public_id: string; title: string; goal_kobo: number; pledged_kobo: number; status: number };

/** The outcome a donation that another confirmation already settled stands at. */
async function settledOutcome(ctx: Pick<AppContext, 'db'> | { db: Tx }, donation: DonationRow): Promise<Outcome> {
  const [now] = (await ctx.db.execute<{ status: DonationRow['status'] }>(sql`select status from donations where id = ${donation.id}`)).rows;
  const status = now!.status;
  const kind = status === 'paid' ? 'paid' : status === 'refund_pending' || status === 'refunded' ? 'late' : 'failed';
  return { kind, donation: { ...donation, status } };
}

/**
 * Confirms a paid donation in the caller's transaction: the one statement (donation, ledger, total),
 * then the late payment's refund, or the reward, the receipt and the owner's notice. A gift that
 * crossed the goal says so (`crossed`): closing donations is the flow's next step.
 */
export async function confirmPaid(
  tx: Tx,
  ctx: Ctx,
  donation: DonationRow,
  charge: VerifiedCharge,
  source: string,
  account: number,
): Promise<Outcome> {
  const paidAt = charge.paidAt ?? new Date();
  const amount = donation.amountKobo;
  // One statement, in this order:
  // 1. the donation, pending → paid, once: of any number of racing confirmations one updates the
  //    row; the others wait on its row lock, then match nothing, and so write nothing below;
  // 2. the ledger (received at the provider, held for the campaign), only if 1 updated;
  // 3. the campaign's total (its narrow campaign_totals row, totals.ts), only if 1 updated and
  //    the campaign still takes donations. Its condition needs 1's result first, so the donation
  //    row is always locked before the totals row, and the totals row last, briefly; the wide
  //    campaigns row is only read (unlocked) for its title and goal. A transition that got there
  //    first (deleted, closed) has closed the totals row by the time this update gets it:
  //    nothing matches.
  const ledger = ledgerCte(
    'donation',
    { campaignId: donation.campaignId, donationId: donation.id },
    [
      [Account.PROVIDER, amount],
      [account, -amount],
    ],
    { onlyIfRowIn: 'confirmed' },
  );
  const [r] = (
    await executeNamed<
      Partial<Omit<PledgedCampaign, 'owner_id' | 'crossed'>> & {
        confirmed: boolean;
        counted: boolean;
        spread: boolean | null;
        counted_pledged: string | null;
        counted_goal: string | null;
        burst_n: number | null;
        owner_email: string | null;
      }
    >(
      tx,
      'payments_confirm_paid',
      sql`
      with confirmed as (
        update donations set status = 'paid', paid_at = ${paidAt}, provider_txn_id = ${charge.providerTxnId},
          channel = ${charge.channel}, gateway_response = ${charge.gatewayResponse ?? null}, updated_at = now()
        where id = ${donation.id} and status in ${CONFIRMABLE} returning id
      ),
      ${ledger},
      ${countPledgedCte(donation.campaignId, amount, { onlyIfRowIn: 'confirmed' })}
      select set_config('ireti.money_notice', 'coalesced', true) is not null as coalesced,
        exists (select 1 from confirmed) as confirmed, counted.campaign_id is not null as counted,
        (select spread from spread) as spread,
        counted.pledged_kobo as counted_pledged, counted.goal_kobo as counted_goal, counted.burst_n,
        f.public_id, f.title, f.goal_kobo, coalesce(fm.pledged_kobo, 0)::bigint as pledged_kobo, f.status, u.email as owner_email
      from (select 1) as one left join counted on true left join campaign_facts f on f.id = ${donation.campaignId}
        left join campaign_money fm on fm.campaign_id = f.id
        left join person_contacts u on u.id = f.owner_id`,
    )
  ).rows;
  if (!r!.confirmed) return settledOutcome({ db: tx }, donation);
  // Where the gift is counted (totals.ts): on the head row, which then holds the whole total and
  // says exactly whether this gift crossed the goal; on a spread campaign's slot, within its
  // budget, so it crossed nothing (the total is then the statement's snapshot plus this gift, for
  // the owner's notice); or, when neither could take it, by the exact path, under every row of the
  // total. All in this transaction, after the one statement that confirmed the donation.
  let counted: { pledged: number; goal: number; crossed: boolean } | null = null;
  if (r!.counted) {
    const pledged = Number(r!.counted_pledged);
    const goal = Number(r!.counted_goal);
    counted = { pledged, goal, crossed: pledged >= goal && pledged - amount < goal };
    if (!counted.crossed) await spreadIfHot(tx, donation.campaignId, Number(r!.burst_n));
  } else if (r!.spread && (await countOnSlot(tx, donation.campaignId, amount, slotOf(donation.id)))) {
    counted = { pledged: Number(r!.pledged_kobo) + amount, goal: Number(r!.goal_kobo), crossed: false };
  } else {
    const e = await countExact(tx, donation.campaignId, amount);
    if (e.counted)
      counted = { pledged: e.pledgedKobo, goal: e.goalKobo, crossed: e.pledgedKobo >= e.goalKobo && e.pledgedKobo - amount < e.goalKobo };
  }
  const c =
    counted && r!.public_id
      ? {
          public_id: r!.public_id,
          title: r!.title!,
          goal_kobo: counted.goal,
          pledged_kobo: counted.pledged,
          status: Number(r!.status),
          owner_email: r!.owner_email!,
          crossed: counted.crossed,
        }
      : null;

  if (!c) {
    // Donations had closed (goal met, closed by the owner, deleted): the money goes back.
    const [closed] = (
      await tx.execute<CampaignNow>(
        sql`select f.public_id, f.title, f.goal_kobo, coalesce(m.pledged_kobo, 0)::bigint as pledged_kobo, f.status
          from campaign_facts f left join campaign_money m on m.campaign_id = f.id where f.id = ${donation.campaignId}`,
      )
    ).rows;
    await tx.execute(sql`update donations set status = 'refund_pending' where id = ${donation.id}`);
    await createRefund(tx, {
      donationId: donation.id,
      campaignId: donation.campaignId,
      amountKobo: amount,
      reason: 'late_payment',
      campaignAccountId: account,
    });
    await sendLatePayment(tx, ctx, {
      email: donation.email,
      language: donation.language,
      amountKobo: amount,
      reference: donation.reference,
      campaignTitle: closed!.title,
    });
    await audit(tx, {
      actorId: null,
      action: 'donation.late_payment',
      subjectType: 'donation',
      subjectId: donation.id,
      data: { source, campaignStatus: closed!.status },
    });
    return { kind: 'late', donation: { ...donation, paidAt, status: 'refund_pending' }, campaign: closed };
  }

  // The reward chosen gets its unit now, or none when another payment took the last one first.
  const reward = await allocateReward(tx, donation.id);
  // A monthly gift's charge has its own receipt, with the link to manage the gift (subscriptions/, decision 092).
  if (donation.subscriptionId)
    await sendMonthlyReceiptFor(tx, ctx, donation, { paidAt, campaignTitle: c.title, campaignPublicId: c.public_id });
  else
    await sendReceipt(tx, ctx, {
      reward,
      email: donation.email,
      language: donation.language,
      firstName: donation.anonymous && !donation.firstName ? null : donation.firstName,
      reference: donation.reference,
      amountKobo: amount,
      paidAt,
      campaignTitle: c.title,
      campaignPublicId: c.public_id,
    });
  await sendOwnerNotice(tx, ctx, {
    ownerEmail: c.owner_email,
    donorName: donation.anonymous ? null : `${donation.firstName ?? ''} ${donation.lastName ?? ''}`.trim(),
    anonymous: donation.anonymous,
    amountKobo: amount,
    comment: donation.comment,
    campaignTitle: c.title,
    campaignPublicId: c.public_id,
    pledgedKobo: c.pledged_kobo,
    goalKobo: c.goal_kobo,
  });
  return {
    kind: 'paid',
    donation: { ...donation, paidAt, status: 'paid' },
    campaign: c,
    reward,
    ...(c.crossed ? { crossed: { ownerEmail: c.owner_email } } : {}),
  };
}

/**
 * The gift crossed the goal and the flow has closed donations (docs/design.md §5: 1 → 3; the owner
 * may then claim): the owner hears it, and the outcome shows the campaign as it now stands.
 */
export async function goalReached(tx: Tx, ctx: Ctx, outcome: Outcome, status: number): Promise<Outcome> {
  const c = outcome.campaign!;
  await sendGoalReached(tx, ctx, {
    ownerEmail: outcome.crossed!.ownerEmail,
    campaignTitle: c.title,
    campaignPublicId: c.public_id,
    pledgedKobo: c.pledged_kobo,
  });
  return { ...outcome, campaign: { ...c, status } };
}

/**
 * The provider took money that does not match what we initiated (a checkout tampered with in the
 * browser, another currency). It never counts; an amount in naira goes back to the payer.
 */
async function recordMismatch(
  ctx: Ctx & Pick<AppContext, 'db'>,
  donation: DonationRow,
  charge: VerifiedCharge,
  source: string,
): Promise<Outcome> {
  return ctx.db.transaction(async (tx) => {
    const note = `Paid ${charge.amountKobo} ${charge.currency}, expected ${donation.amountKobo} ${donation.currency}`;
    const [row] = (
      await tx.execute<{ id: number }>(sql`
        update donations set status = 'failed', gateway_response = ${`Amount mismatch: ${note}`}, provider_txn_id = ${charge.providerTxnId}, updated_at = now()
        where id = ${donation.id} and status in ${CONFIRMABLE} returning id`)
    ).rows;
    if (row) {
      await audit(tx, {
        actorId: null,
        action: 'donation.amount_mismatch',
        subjectType: 'donation',
        subjectId: donation.id,
        data: { source, note },
      });
      if (charge.currency === 'NGN' && Number.isSafeInteger(charge.amountKobo) && charge.amountKobo > 0) {
        await createRefund(tx, {
          donationId: donation.id,
          campaignId: donation.campaignId,
          amountKobo: charge.amountKobo,
          reason: 'amount_mismatch',
          campaignAccountId: null,
        });
      }
    }
    return { kind: 'mismatch' as const, donation: { ...donation, status: 'failed' as const } };
  });
}
