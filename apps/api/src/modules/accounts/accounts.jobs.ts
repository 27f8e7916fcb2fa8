import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { sealStoredTotpSecrets } from './second-factor.ts';

/** Housekeeping: used or expired one-time tokens, phone codes and social sign-ups go after a week. */
export const CLEANUP_EVERY_MS = 6 * 3_600_000;

export async function cleanupAccounts(ctx: Pick<AppContext, 'db'>) {
  const week = sql`now() - interval '7 days'`;
  await ctx.db.execute(sql`delete from account_tokens where coalesce(used_at, expires_at) < ${week}`);
  await ctx.db.execute(sql`delete from phone_codes where coalesce(used_at, expires_at) < ${week}`);
  await ctx.db.execute(sql`delete from social_signups where coalesce(used_at, expires_at) < ${week}`);
}

export function registerAccountsJobs(ctx: AppContext) {
  ctx.jobs.every('accounts.cleanup', CLEANUP_EVERY_MS, async () => {
    await cleanupAccounts(ctx);
    // Authenticator-app secrets stored before they were sealed (decision 096).
    await sealStoredTotpSecrets(ctx.db, ctx.config.SECOND_FACTOR_KEY);
  });
}
