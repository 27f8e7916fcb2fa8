import { sql } from 'drizzle-orm';
import { COMMISSION_PERCENT } from '@ireti/shared/constants';
import type { Language } from '@ireti/shared/i18n';
import type { Tx } from '../../db/client.ts';
import type { AppContext } from '../../context.ts';
import { naira, type MessageId, type Writer } from '../notifications/index.ts';
import type { RefundReason } from './payments.schema.ts';

/**
 * The e-mails of the money flows, written to the outbox inside the transaction that made the
 * change (so none is sent for a change that rolled back, and none is lost), each sentence from its
 * message id (notifications/i18n, docs/messages.md) in the recipient's language.
 */
type Ctx = Pick<AppContext, 'notify' | 'config'>;
const campaignUrl = (ctx: Ctx, publicId: string) => `${ctx.config.publicUrl}/campaign/${publicId}`;
const sign = (t: Writer) => `\n\n${t('common.thanksForTrusting')}\n${t('common.signOff')}`;
const hello = (t: Writer, name: string | null) => (name ? t('common.hello', { name }) : t('common.helloNoName'));

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

const rewardType = (t: Writer, type: 'Material' | 'Non-material') =>
  t(type === 'Material' ? 'payments.rewardType.material' : 'payments.rewardType.nonMaterial');

const rewardLine = (t: Writer, r: ReceiptInfo['reward']) =>
  !r
    ? ''
    : r.status === 'sold_out'
      ? `${t('payments.receipt.rewardSoldOut', { reward: r.reward })}\n`
      : `${t(r.rewardType === 'Material' ? 'payments.receipt.rewardMaterial' : 'payments.receipt.rewardNonMaterial', { reward: r.reward, type: rewardType(t, r.rewardType) })}\n`;

export async function sendReceipt(tx: Tx, ctx: Ctx, r: ReceiptInfo) {
  // A bank transfer into a campaign's permanent account has no sender address with us (transfers/).
  if (!r.email) return;
  const url = campaignUrl(ctx, r.campaignPublicId);
  const amount = naira(r.amountKobo);
  await ctx.notify.mail(tx, { email: r.email, language: r.language }, (t) => ({
    subject: t('payments.receipt.subject', { amount, title: r.campaignTitle }),
    text:
      `${hello(t, r.firstName)}\n\n${t('payments.receipt.intro')}\n\n` +
      `${t('common.amount', { amount })}\n${t('common.campaign', { title: r.campaignTitle })}\n${t('common.reference', { reference: r.reference })}\n${t('common.date', { date: r.paidAt })}\n` +
      `${rewardLine(t, r.reward)}\n` +
      `${t('payments.receipt.noFee')}\n\n${t('common.seeCampaign', { url })}${sign(t)}`,
    links: [url],
  }));
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
  await ctx.notify.mail(tx, { email: r.email, language: r.language }, (t) => ({
    subject: t('payments.rewardSent.subject', { title: r.campaignTitle }),
    text:
      `${hello(t, r.firstName)}\n\n${t('payments.rewardSent.body', { title: r.campaignTitle, reward: r.reward })}` +
      (r.delivery ? `\n\n${t('payments.rewardSent.delivery', { name: `${r.delivery.name}`, address: `${r.delivery.address}` })}` : '') +
      `\n\n${t('payments.rewardSent.thanksAgain', { reference: r.reference })}\n\n${t('common.seeCampaign', { url })}${sign(t)}`,
    links: [url],
  }));
}

export async function sendOwnerNotice(
  tx: Tx,
  ctx: Ctx,
  n: {
    ownerEmail: string;
    /** The donor's name as given (null or empty: none), unless they gave anonymously. */
    donorName: string | null;
    anonymous: boolean;
    amountKobo: number;
    comment: string | null;
    campaignTitle: string;
    campaignPublicId: string;
    pledgedKobo: number;
    goalKobo: number;
  },
) {
  const url = campaignUrl(ctx, n.campaignPublicId);
  const amount = naira(n.amountKobo);
  await ctx.notify.mail(tx, { email: n.ownerEmail }, (t) => {
    const donor = n.anonymous ? t('payments.ownerNotice.anonymousDonor') : n.donorName || t('payments.ownerNotice.aDonor');
    return {
      subject: t('payments.ownerNotice.subject', { amount, title: n.campaignTitle }),
      text:
        t('payments.ownerNotice.body', { donor, amount, title: n.campaignTitle }) +
        (n.comment ? `\n\n${t('payments.ownerNotice.message', { comment: n.comment })}` : '') +
        `\n\n${t('payments.ownerNotice.raised', { raised: naira(n.pledgedKobo), goal: naira(n.goalKobo) })}\n\n${t('payments.ownerNotice.seeYourCampaign', { url })}${sign(t)}`,
      links: [url],
    };
  });
}

export async function sendGoalReached(
  tx: Tx,
  ctx: Ctx,
  n: { ownerEmail: string; campaignTitle: string; campaignPublicId: string; pledgedKobo: number },
) {
  const claim = `${ctx.config.publicUrl}/claim/${n.campaignPublicId}`;
  await ctx.notify.mail(tx, { email: n.ownerEmail }, (t) => ({
    subject: t('payments.goalReached.subject', { title: n.campaignTitle }),
    text:
      `${t('payments.goalReached.body', { title: n.campaignTitle, amount: naira(n.pledgedKobo) })}\n\n` +
      `${t('payments.goalReached.claim', { url: claim })}\n\n${t('payments.goalReached.commission', { percent: COMMISSION_PERCENT })}${sign(t)}`,
    links: [claim],
  }));
}

const reasonText: Record<RefundReason, MessageId> = {
  campaign_deleted: 'payments.refund.reason.campaignDeleted',
  closed_before_goal: 'payments.refund.reason.closedBeforeGoal',
  late_payment: 'payments.refund.reason.latePayment',
  amount_mismatch: 'payments.refund.reason.amountMismatch',
  transfer_refused: 'payments.refund.reason.transferRefused',
};

/**
 * Where a refund goes, by how the donor paid (issue 26): a transfer or USSD payer has no card the
 * money could go back to. Paystack's channel names; unknown (or none recorded): both.
 */
export function refundGoesBack(channel: string | null | undefined): MessageId {
  if (channel === 'card') return 'payments.refund.goesBack.card';
  if (channel === 'bank_transfer' || channel === 'bank') return 'payments.refund.goesBack.bankTransfer';
  if (channel === 'ussd') return 'payments.refund.goesBack.ussd';
  return 'payments.refund.goesBack.any';
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
  const amount = naira(r.amountKobo);
  await ctx.notify.mail(tx, { email: r.email, language: r.language }, (t) => ({
    subject: t('payments.refund.subject', { amount }),
    text:
      `${hello(t, r.firstName)}\n\n${t('payments.refund.body', { amount, title: r.campaignTitle, reason: t(reasonText[r.reason]) })}` +
      `\n\n${t('common.reference', { reference: r.reference })}\n\n${t(refundGoesBack(r.channel))}${sign(t)}`,
  }));
}

export async function sendLatePayment(
  tx: Tx,
  ctx: Ctx,
  r: { email: string; amountKobo: number; reference: string; campaignTitle: string; language?: Language | null },
) {
  // A bank transfer into a campaign's permanent account has no sender address with us (transfers/).
  if (!r.email) return;
  await ctx.notify.mail(tx, { email: r.email, language: r.language }, (t) => ({
    subject: t('payments.latePayment.subject', { title: r.campaignTitle }),
    text: t('payments.latePayment.body', { amount: naira(r.amountKobo), reference: r.reference, title: r.campaignTitle }) + sign(t),
  }));
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
  const amount = naira(p.amountKobo);
  const title = p.campaignTitle;
  const where = { bank: p.bankName, last4: p.last4 };
  await ctx.notify.mail(tx, { email: p.ownerEmail }, (t) => {
    const breakdown =
      `${t('payments.payout.raised', { amount: naira(p.raisedKobo) })}\n` +
      `${t('payments.payout.commission', { percent: COMMISSION_PERCENT, amount: naira(p.commissionKobo) })}\n${t('payments.payout.amount', { amount })}`;
    const claimAgain = t('payments.payout.claimAgain', { url: claim });
    const m = {
      claimed: () => ({
        subject: t('payments.payout.claimed.subject', { amount, title }),
        text: `${t('payments.payout.claimed.body', { title, ...where })}\n\n${breakdown}\n\n${t('payments.payout.follow', { url: claim })}`,
      }),
      paid: () => ({
        subject: t('payments.payout.paid.subject', { amount }),
        text: `${t('payments.payout.paid.body', { title, ...where })}\n\n${breakdown}\n\n${t('payments.payout.paid.thank')}`,
      }),
      failed: () => ({
        subject: t('payments.payout.failed.subject', { title }),
        text: `${p.error ? t('payments.payout.failed.bodyWithError', { amount, ...where, error: p.error }) : t('payments.payout.failed.body', { amount, ...where })}\n\n${claimAgain}`,
      }),
      reversed: () => ({
        subject: t('payments.payout.reversed.subject', { title }),
        text: `${p.error ? t('payments.payout.reversed.bodyWithError', { amount, ...where, error: p.error }) : t('payments.payout.reversed.body', { amount, ...where })}\n\n${claimAgain}`,
      }),
    }[p.state]();
    return { subject: m.subject, text: m.text + sign(t), links: [claim] };
  });
}

/** Every administrator hears of a transfer sent back after it was paid: it may need a human. */
export async function sendPayoutReversedToAdmins(
  tx: Tx,
  ctx: Ctx,
  p: { payoutId: number; reference: string; campaignTitle: string; campaignPublicId: string; amountKobo: number; reason: string | null },
) {
  const admins = (
    await tx.execute<{ email: string }>(
      sql`select c.email from person_roles r join person_contacts c on c.id = r.id where r.role = 'admin' order by r.id`,
    )
  ).rows;
  const url = campaignUrl(ctx, p.campaignPublicId);
  for (const a of admins)
    await ctx.notify.mail(tx, { email: a.email }, (t) => {
      const values = { amount: naira(p.amountKobo), title: p.campaignTitle, id: String(p.payoutId), reference: p.reference };
      return {
        subject: t('payments.payoutReversed.subject', { reference: p.reference }),
        text:
          `${p.reason ? t('payments.payoutReversed.bodyWithReason', { ...values, reason: p.reason }) : t('payments.payoutReversed.body', values)}` +
          `\n\n${t('payments.payoutReversed.undone')}\n\n${t('common.campaign', { title: url })}`,
        links: [url],
      };
    });
}
