import { sql } from 'drizzle-orm';
import { formatNaira, koboToNaira } from '@ireti/shared/money';
import { COMMISSION_PERCENT } from '@ireti/shared/constants';
import type { Language } from '@ireti/shared/i18n';
import type { Tx } from '../../db/client.ts';
import type { AppContext } from '../../context.ts';
import type { RefundReason } from './payments.schema.ts';

/**
 * The e-mails of the money flows, written to the outbox inside the transaction that made the
 * change (so none is sent for a change that rolled back, and none is lost).
 */
type Ctx = Pick<AppContext, 'notify' | 'config'>;
const naira = (kobo: number) => formatNaira(koboToNaira(kobo));
const day = new Intl.DateTimeFormat('en-NG', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Lagos' });
const campaignUrl = (ctx: Ctx, publicId: string) => `${ctx.config.publicUrl}/campaign/${publicId}`;
const sign = '\n\nThank you for trusting Ireti.\nThe Ireti team';

export interface ReceiptInfo {
  email: string;
  firstName: string | null;
  reference: string;
  amountKobo: number;
  paidAt: Date;
  campaignTitle: string;
  campaignPublicId: string;
  /** The language the donor gave in (a guest has no account to keep one). */
  language?: Language | null;
  /** The reward chosen with the donation, as the confirmation left it. */
  reward?: { reward: string; rewardType: 'Material' | 'Non-material'; status: string } | null;
}

const rewardLine = (r: ReceiptInfo['reward']) =>
  !r
    ? ''
    : r.status === 'sold_out'
      ? `Reward: "${r.reward}" ran out before your payment arrived, so this donation comes without it. Your donation counts in full.\n`
      : `Reward: ${r.reward} (${r.rewardType}). The campaigner will send it${r.rewardType === 'Material' ? ' to the delivery address you gave' : ''}; we will e-mail you when it is sent.\n`;

export async function sendReceipt(tx: Tx, ctx: Ctx, r: ReceiptInfo) {
  // A bank transfer into a campaign's permanent account has no sender address with us (transfers/).
  if (!r.email) return;
  const url = campaignUrl(ctx, r.campaignPublicId);
  await ctx.notify.email(tx, {
    to: r.email,
    language: r.language ?? undefined,
    subject: `Your donation receipt: ${naira(r.amountKobo)} to ${r.campaignTitle}`,
    text:
      `Hello${r.firstName ? ` ${r.firstName}` : ''},\n\nThank you for your donation. Here is your receipt.\n\n` +
      `Amount: ${naira(r.amountKobo)}\nCampaign: ${r.campaignTitle}\nReference: ${r.reference}\nDate: ${day.format(r.paidAt)}\n` +
      `${rewardLine(r.reward)}\n` +
      `Ireti charges donors no fee: all of it goes to the campaign. If the campaign is deleted or closes before ` +
      `reaching its goal, you will be refunded in full automatically.\n\nSee the campaign: ${url}${sign}`,
    links: [url],
  });
}

/** A backer's reward was marked sent by the campaigner (fulfilment/rewards.service.ts), once. */
export async function sendRewardSent(
  tx: Tx,
  ctx: Ctx,
  r: {
    email: string;
    firstName: string | null;
    reference: string;
    reward: string;
    rewardType: 'Material' | 'Non-material';
    delivery: { name: string | null; address: string | null } | null;
    campaignTitle: string;
    campaignPublicId: string;
    language?: Language | null;
  },
) {
  const url = campaignUrl(ctx, r.campaignPublicId);
  await ctx.notify.email(tx, {
    to: r.email,
    language: r.language ?? undefined,
    subject: `Your reward from ${r.campaignTitle} is on its way`,
    text:
      `Hello${r.firstName ? ` ${r.firstName}` : ''},\n\nThe campaigner behind "${r.campaignTitle}" has sent your reward: ${r.reward}.` +
      (r.delivery ? `\n\nIt is going to ${r.delivery.name}, ${r.delivery.address}.` : '') +
      `\n\nThank you again for your donation (reference ${r.reference}).\n\nSee the campaign: ${url}${sign}`,
    links: [url],
  });
}

export async function sendOwnerNotice(
  tx: Tx,
  ctx: Ctx,
  n: {
    ownerEmail: string;
    donorName: string;
    amountKobo: number;
    comment: string | null;
    campaignTitle: string;
    campaignPublicId: string;
    pledgedKobo: number;
    goalKobo: number;
  },
) {
  const url = campaignUrl(ctx, n.campaignPublicId);
  await ctx.notify.email(tx, {
    to: n.ownerEmail,
    subject: `New donation of ${naira(n.amountKobo)} to ${n.campaignTitle}`,
    text:
      `${n.donorName} gave ${naira(n.amountKobo)} to "${n.campaignTitle}".` +
      (n.comment ? `\n\nTheir message: "${n.comment}"` : '') +
      `\n\nRaised so far: ${naira(n.pledgedKobo)} of ${naira(n.goalKobo)}.\n\nSee your campaign: ${url}${sign}`,
    links: [url],
  });
}

export async function sendGoalReached(
  tx: Tx,
  ctx: Ctx,
  n: { ownerEmail: string; campaignTitle: string; campaignPublicId: string; pledgedKobo: number },
) {
  const claim = `${ctx.config.publicUrl}/claim/${n.campaignPublicId}`;
  await ctx.notify.email(tx, {
    to: n.ownerEmail,
    subject: `"${n.campaignTitle}" reached its goal`,
    text:
      `Congratulations! "${n.campaignTitle}" has raised ${naira(n.pledgedKobo)} and reached its goal, so donations are now closed.\n\n` +
      `You can claim the money to your bank account: ${claim}\n\nClaiming needs your identity approved and a Nigerian bank account. ` +
      `A ${COMMISSION_PERCENT}% commission on the goal is taken when you claim.${sign}`,
    links: [claim],
  });
}

const reasonText: Record<RefundReason, string> = {
  campaign_deleted: 'the campaign was deleted by its creator',
  closed_before_goal: 'the campaign closed before reaching its goal',
  late_payment: 'your payment arrived after donations to the campaign had closed',
  amount_mismatch: 'the amount paid did not match the donation you started',
  transfer_refused: 'the campaign could not take your transfer',
};

/**
 * Where a refund goes, by how the donor paid (issue 26): a transfer or USSD payer has no card the
 * money could go back to. Paystack's channel names; unknown (or none recorded): both.
 */
const WAIT = ' depending on your bank it can take up to 10 working days to show.';
export function refundGoesBack(channel: string | null | undefined): string {
  if (channel === 'card') return `The money goes back to the card you paid with;${WAIT}`;
  if (channel === 'bank_transfer' || channel === 'bank')
    return `The money goes back to the bank account you paid from by bank transfer;${WAIT}`;
  if (channel === 'ussd') return `The money goes back to the bank account you paid from with USSD;${WAIT}`;
  return `The money goes back to the card or account you paid with;${WAIT}`;
}

export async function sendRefundIssued(
  tx: Tx,
  ctx: Ctx,
  r: {
    email: string;
    firstName: string | null;
    amountKobo: number;
    reference: string;
    reason: RefundReason;
    campaignTitle: string;
    language?: Language | null;
    /** How the donor paid (the provider's channel: card, bank_transfer, ussd…), when known. */
    channel?: string | null;
  },
) {
  // A bank transfer into a campaign's permanent account has no sender address with us (transfers/).
  if (!r.email) return;
  await ctx.notify.email(tx, {
    to: r.email,
    language: r.language ?? undefined,
    subject: `Your refund of ${naira(r.amountKobo)} is on its way`,
    text:
      `Hello${r.firstName ? ` ${r.firstName}` : ''},\n\nWe have refunded your payment of ${naira(r.amountKobo)} to "${r.campaignTitle}" in full, ` +
      `because ${reasonText[r.reason]}.\n\nReference: ${r.reference}\n\n${refundGoesBack(r.channel)}${sign}`,
  });
}

export async function sendLatePayment(
  tx: Tx,
  ctx: Ctx,
  r: { email: string; amountKobo: number; reference: string; campaignTitle: string; language?: Language | null },
) {
  // A bank transfer into a campaign's permanent account has no sender address with us (transfers/).
  if (!r.email) return;
  await ctx.notify.email(tx, {
    to: r.email,
    language: r.language ?? undefined,
    subject: `Your payment to ${r.campaignTitle} will be refunded`,
    text:
      `We received your payment of ${naira(r.amountKobo)} (reference ${r.reference}), but donations to "${r.campaignTitle}" had ` +
      `already closed. You will be refunded in full, and we will e-mail you when the refund is on its way.${sign}`,
  });
}

export async function sendPayoutNotice(
  tx: Tx,
  ctx: Ctx,
  p: {
    ownerEmail: string;
    campaignTitle: string;
    campaignPublicId: string;
    amountKobo: number;
    commissionKobo: number;
    raisedKobo: number;
    bankName: string;
    last4: string;
    state: 'claimed' | 'paid' | 'failed' | 'reversed';
    error?: string | null;
  },
) {
  const claim = `${ctx.config.publicUrl}/claim/${p.campaignPublicId}`;
  const where = `${p.bankName} account ending ${p.last4}`;
  const breakdown = `Raised: ${naira(p.raisedKobo)}\nCommission (${COMMISSION_PERCENT}% of the goal): ${naira(p.commissionKobo)}\nPayout: ${naira(p.amountKobo)}`;
  const m = {
    claimed: {
      subject: `We are paying out ${naira(p.amountKobo)} for ${p.campaignTitle}`,
      text: `Your claim for "${p.campaignTitle}" has been received and the transfer to your ${where} has started.\n\n${breakdown}\n\nFollow it here: ${claim}`,
    },
    paid: {
      subject: `${naira(p.amountKobo)} has been sent to your bank account`,
      text: `The payout for "${p.campaignTitle}" has been sent to your ${where}.\n\n${breakdown}\n\nRemember to thank your donors and close the campaign with a thank-you message.`,
    },
    failed: {
      subject: `The payout for ${p.campaignTitle} did not go through`,
      text:
        `The transfer of ${naira(p.amountKobo)} to your ${where} failed${p.error ? ` (${p.error})` : ''}. The money is still held for your campaign.\n\n` +
        `Check your bank account details and claim again: ${claim}`,
    },
    reversed: {
      subject: `The payout for ${p.campaignTitle} was sent back by the bank`,
      text:
        `The transfer of ${naira(p.amountKobo)} to your ${where} was reversed by the bank${p.error ? ` (${p.error})` : ''}, so the money ` +
        `did not stay in your account. It is held for your campaign again, and the commission has not been taken.\n\n` +
        `Check your bank account details and claim again: ${claim}`,
    },
  }[p.state];
  await ctx.notify.email(tx, { to: p.ownerEmail, subject: m.subject, text: m.text + sign, links: [claim] });
}

/** Every administrator hears of a transfer sent back after it was paid: it may need a human. */
export async function sendPayoutReversedToAdmins(
  tx: Tx,
  ctx: Ctx,
  p: { payoutId: number; reference: string; campaignTitle: string; campaignPublicId: string; amountKobo: number; reason: string | null },
) {
  const admins = (await tx.execute<{ email: string }>(sql`select email from people where role = 'admin' order by id`)).rows;
  const url = campaignUrl(ctx, p.campaignPublicId);
  for (const a of admins)
    await ctx.notify.email(tx, {
      to: a.email,
      subject: `Payout ${p.reference} was reversed`,
      text:
        `The transfer of ${naira(p.amountKobo)} for "${p.campaignTitle}" (payout ${p.payoutId}, reference ${p.reference}) was sent back ` +
        `by the bank after it was paid${p.reason ? `: ${p.reason}` : ''}.\n\nThe claim has been undone: the money is held for the ` +
        `campaign again and its owner has been asked to claim again. Look at the payout if it happens twice.\n\nCampaign: ${url}`,
      links: [url],
    });
}
