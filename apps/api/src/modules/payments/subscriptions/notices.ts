import { formatNaira, koboToNaira } from '@ireti/shared/money';
import type { Language } from '@ireti/shared/i18n';
import type { Tx } from '../../../db/client.ts';
import type { AppContext } from '../../../context.ts';
import { createManageLink } from './links.ts';

/**
 * Monthly giving's e-mails (decision 092), written to the outbox in the transaction that made the
 * change, as the other money e-mails (../notices.ts). Every one carries the manage link.
 */
type Ctx = Pick<AppContext, 'notify' | 'config'>;
const naira = (kobo: number) => formatNaira(koboToNaira(kobo));
const day = new Intl.DateTimeFormat('en-NG', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Lagos' });
const sign = '\n\nThank you for trusting Ireti.\nThe Ireti team';
const hello = (name: string | null | undefined) => `Hello${name ? ` ${name}` : ''},`;

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
  await ctx.notify.email(tx, {
    to: r.email,
    language: r.language ?? undefined,
    subject: `Your monthly donation receipt: ${naira(r.amountKobo)} to ${r.campaignTitle}`,
    text:
      `${hello(r.firstName)}\n\nThank you for your monthly donation. Here is your receipt.\n\n` +
      `Amount: ${naira(r.amountKobo)}\nCampaign: ${r.campaignTitle}\nReference: ${r.reference}\nDate: ${day.format(r.paidAt)}\n` +
      `It is taken on day ${r.dayOfMonth} of each month until you stop it or the campaign stops taking donations.\n\n` +
      `Pause, change the amount, change your card or cancel: ${manage}\n\nSee the campaign: ${url}${sign}`,
    links: [manage, url],
  });
}

/** A monthly charge failed; the provider tries again. Sent once per failed charge. */
export async function sendMonthlyChargeFailed(
  tx: Tx,
  ctx: Ctx,
  r: To & { amountKobo: number; campaignTitle: string; reason: string | null },
) {
  const manage = await createManageLink(tx, ctx, r.email);
  await ctx.notify.email(tx, {
    to: r.email,
    language: r.language ?? undefined,
    subject: `Your monthly donation to ${r.campaignTitle} did not go through`,
    text:
      `${hello(r.firstName)}\n\nWe could not take this month's donation of ${naira(r.amountKobo)} to "${r.campaignTitle}".` +
      (r.reason ? `\nThe bank said: ${r.reason}` : '') +
      `\n\nThe payment provider will try again over the next days. If your card has changed or expired, update it here: ${manage}${sign}`,
    links: [manage],
  });
}

export type EndReason = 'closed' | 'goal_reached' | 'suspended' | 'deleted';
const why: Record<EndReason, string> = {
  closed: 'the campaign has closed',
  goal_reached: 'the campaign has reached its goal',
  suspended: 'the campaign is under review and takes no donations',
  deleted: 'the campaign was deleted',
};

/** The campaign stopped taking donations: the monthly gift ends, and the donor is told why. */
export async function sendMonthlyEnded(tx: Tx, ctx: Ctx, r: To & { amountKobo: number; campaignTitle: string; reason: EndReason }) {
  await ctx.notify.email(tx, {
    to: r.email,
    language: r.language ?? undefined,
    subject: `Your monthly donation to ${r.campaignTitle} has ended`,
    text:
      `${hello(r.firstName)}\n\nYour monthly donation of ${naira(r.amountKobo)} to "${r.campaignTitle}" has ended because ${why[r.reason]}.\n` +
      `You will not be charged again. The donations you already gave stay with the campaign.${sign}`,
  });
}

/** The donor (signed out) asked for the manage link. */
export async function sendManageLink(tx: Tx, ctx: Ctx, r: { email: string; language: Language | null }) {
  const manage = await createManageLink(tx, ctx, r.email);
  await ctx.notify.email(tx, {
    to: r.email,
    language: r.language ?? undefined,
    subject: 'Manage your monthly donations on Ireti',
    text:
      `Hello,\n\nHere is the link to manage your monthly donations: pause, resume, change the amount, change your card or cancel.\n\n` +
      `${manage}\n\nThe link works for 30 days. If you did not ask for it, you can ignore this email.${sign}`,
    links: [manage],
  });
}
