import { sql } from 'drizzle-orm';
import { Code } from '@ireti/shared/status';
import { REQUERY_MINUTES, TransferMsg, type TransferRequery } from '@ireti/shared/donations/transfers';
import type { AppContext } from '../../../context.ts';
import { requireSecondFactor } from '../../../http/auth.ts';
import { audit } from '../../../lib/audit.ts';
import type { AuthUser } from '../../../lib/auth-user.ts';
import { AppError, conflict, forbidden, notFound } from '../../../lib/errors.ts';
import { findCampaignByAnyId } from '../../campaigns/index.ts';
import { isoAt } from '../../../lib/dates.ts';
import { ProviderError } from '../providers/provider.ts';

/**
 * "I sent money, it is not showing" (docs/decisions/101-requery-dedicated-accounts.md): the
 * campaign's owner, or an administrator (second factor), asks the provider to look again for
 * transfers into the campaign's account (Paystack's Requery Dedicated Account). The provider
 * answers at once that it is checking; a transfer it finds arrives as the usual webhook and is
 * counted once like any other (transfers.events.ts).
 *
 * One ask per account per REQUERY_MINUTES, whoever asks: the cooldown is taken in one UPDATE, so
 * two asks at once (two instances, two tabs) reach the provider once. When the provider cannot be
 * reached the cooldown is given back, so the asker can try again at once.
 */
export async function requeryAccount(ctx: AppContext, user: AuthUser, campaignKey: string, ip?: string): Promise<TransferRequery> {
  const c = await findCampaignByAnyId(ctx.db, campaignKey);
  if (!c) throw notFound('Campaign not found');
  if (c.ownerId !== user.id) {
    if (user.role !== 'admin') throw forbidden(TransferMsg.requeryNotOwner);
    requireSecondFactor(user);
  }
  const [account] = (
    await ctx.db.execute<{ id: number; account_number: string; bank_slug: string; before: string | null }>(sql`
      select id, account_number, bank_slug, requeried_at::text as before from dedicated_accounts
      where campaign_id = ${c.id} and status = 'active' and account_number is not null and bank_slug is not null`)
  ).rows;
  if (!account) throw conflict(TransferMsg.requeryNoAccount);
  const [taken] = (
    await ctx.db.execute<{ requeried_at: Date | string; stamp: string }>(sql`
      update dedicated_accounts set requeried_at = now()
      where id = ${account.id} and (requeried_at is null or requeried_at <= now() - make_interval(mins => ${REQUERY_MINUTES}))
      returning requeried_at, requeried_at::text as stamp`)
  ).rows;
  if (!taken) throw new AppError(Code.TOO_MANY_REQUESTS, TransferMsg.requeryWait(REQUERY_MINUTES));
  try {
    await ctx.payments.requeryDedicatedAccount({ accountNumber: account.account_number, bankSlug: account.bank_slug });
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    await ctx.db.execute(sql`
      update dedicated_accounts set requeried_at = ${account.before}::timestamptz
      where id = ${account.id} and requeried_at = ${taken.stamp}::timestamptz`);
    throw new AppError(Code.PAYMENT_NOT_VERIFIED, 'We could not reach the payment provider. Please try again in a moment.');
  }
  await audit(ctx.db, {
    actorId: user.id,
    action: 'dedicated_account.requeried',
    subjectType: 'campaign',
    subjectId: c.id,
    data: { last4: account.account_number.slice(-4) },
    ip,
  });
  const asked = new Date(taken.requeried_at);
  return { asked_at: isoAt(asked), next_at: new Date(asked.getTime() + REQUERY_MINUTES * 60_000).toISOString() };
}
