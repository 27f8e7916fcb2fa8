import type { Language } from '@ireti/shared/i18n';
import type { Tx } from '../../../db/client.ts';
import type { AppContext } from '../../../context.ts';
import { naira, type MessageId, type Writer } from '../../notifications/index.ts';
import { createManageLink } from './links.ts';

/**
 * Monthly giving's e-mails (decision 092), written to the outbox in the transaction that made the
 * change, as the other money e-mails (../notices.ts), each sentence a message id
 * (notifications/i18n, docs/messages.md). Every one but the last carries the manage link.
 */
type Ctx = Pick<AppContext, 'notify' | 'config'>;
const sign = (t: Writer) => `\n\n${t('common.thanksForTrusting')}\n${t('common.signOff')}`;
const hello = (t: Writer, name: string | null) => (name ? t('common.hello', { name }) : t('common.helloNoName'));

interface To {
  email: string;
  firstName: string | null;
  language: Language | null;
}

/** The receipt of one monthly charge (the first, or a later one), with the manage link. */
export async function sendMonthlyReceipt(
  tx: Tx,
  ctx: Ctx,
  r: To & { reference: string; amountKobo: number; paidAt: Date; campaignTitle: string; campaignPublicId: string; dayOfMonth: number },
) {
  const manage = await createManageLink(tx, ctx, r.email);
  const url = `${ctx.config.publicUrl}/campaign/${r.campaignPublicId}`;
  const amount = naira(r.amountKobo);
  await ctx.notify.mail(tx, { email: r.email, language: r.language }, (t) => ({
    subject: t('subscriptions.receipt.subject', { amount, title: r.campaignTitle }),
    text:
      `${hello(t, r.firstName)}\n\n${t('subscriptions.receipt.intro')}\n\n` +
      `${t('common.amount', { amount })}\n${t('common.campaign', { title: r.campaignTitle })}\n` +
      `${t('common.reference', { reference: r.reference })}\n${t('common.date', { date: r.paidAt })}\n` +
      `${t('subscriptions.receipt.day', { day: String(r.dayOfMonth) })}\n\n` +
      `${t('subscriptions.manage', { url: manage })}\n\n${t('common.seeCampaign', { url })}${sign(t)}`,
    links: [manage, url],
  }));
}

/** A monthly charge failed; the provider tries again. Sent once per failed charge. */
export async function sendMonthlyChargeFailed(
  tx: Tx,
  ctx: Ctx,
  r: To & { amountKobo: number; campaignTitle: string; reason: string | null },
) {
  const manage = await createManageLink(tx, ctx, r.email);
  await ctx.notify.mail(tx, { email: r.email, language: r.language }, (t) => ({
    subject: t('subscriptions.failed.subject', { title: r.campaignTitle }),
    text:
      `${hello(t, r.firstName)}\n\n${t('subscriptions.failed.body', { amount: naira(r.amountKobo), title: r.campaignTitle })}` +
      (r.reason ? `\n${t('subscriptions.failed.bank', { reason: r.reason })}` : '') +
      `\n\n${t('subscriptions.failed.retry', { url: manage })}${sign(t)}`,
    links: [manage],
  }));
}

export type EndReason = 'closed' | 'goal_reached' | 'suspended' | 'deleted';
const why: Record<EndReason, MessageId> = {
  closed: 'subscriptions.ended.reason.closed',
  goal_reached: 'subscriptions.ended.reason.goalReached',
  suspended: 'subscriptions.ended.reason.suspended',
  deleted: 'subscriptions.ended.reason.deleted',
};

/** The campaign stopped taking donations: the monthly gift ends, and the donor is told why. */
export async function sendMonthlyEnded(tx: Tx, ctx: Ctx, r: To & { amountKobo: number; campaignTitle: string; reason: EndReason }) {
  await ctx.notify.mail(tx, { email: r.email, language: r.language }, (t) => ({
    subject: t('subscriptions.ended.subject', { title: r.campaignTitle }),
    text:
      `${hello(t, r.firstName)}\n\n` +
      `${t('subscriptions.ended.body', { amount: naira(r.amountKobo), title: r.campaignTitle, reason: t(why[r.reason]) })}\n` +
      `${t('subscriptions.ended.noMore')}${sign(t)}`,
  }));
}

/** The donor (signed out) asked for the manage link. */
export async function sendManageLink(tx: Tx, ctx: Ctx, r: { email: string; language: Language | null }) {
  const manage = await createManageLink(tx, ctx, r.email);
  await ctx.notify.mail(tx, { email: r.email, language: r.language }, (t) => ({
    subject: t('subscriptions.link.subject'),
    text: `${t('common.helloNoName')}\n\n${t('subscriptions.link.body')}\n\n${manage}\n\n${t('subscriptions.link.expiry')}${sign(t)}`,
    links: [manage],
  }));
}
