import { desc, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { forgetDecidedIdentityDocuments } from '../accounts/index.ts';
import { forgetSettledPayoutBankDetails } from '../payments/index.ts';
import { forgetDecidedVolunteerDocuments } from '../trust/index.ts';
import { retentionRuns } from './rights.schema.ts';
import { expireExports } from './rights.service.ts';

/**
 * Keep only what is needed (issue 28, decision 085): once a day, identity and volunteer documents
 * decided more than DOCUMENT_RETENTION_MONTHS ago are deleted, paid payouts' bank details
 * PAYOUT_SETTLE_DAYS after payment are reduced to the last four digits, and expired archives lose
 * their bytes. Each run is recorded for the metrics.
 */
export const RETENTION_JOB = 'rights.retention';
export const RETENTION_EVERY_MS = 24 * 3_600_000;

export async function runRetention(ctx: Pick<AppContext, 'db' | 'config' | 'media'>, now = new Date()) {
  const documentsBefore = new Date(now);
  documentsBefore.setUTCMonth(documentsBefore.getUTCMonth() - ctx.config.DOCUMENT_RETENTION_MONTHS);
  const payoutsBefore = new Date(now.getTime() - ctx.config.PAYOUT_SETTLE_DAYS * 86_400_000);
  const result = await ctx.db.transaction(async (tx) => {
    const identity = await forgetDecidedIdentityDocuments(tx, documentsBefore);
    const volunteer = await forgetDecidedVolunteerDocuments(tx, documentsBefore);
    const payoutsCleared = await forgetSettledPayoutBankDetails(tx, payoutsBefore);
    const exportsExpired = await expireExports(tx);
    await tx.insert(retentionRuns).values({
      identityDocuments: identity.length,
      volunteerDocuments: volunteer.length,
      payoutsCleared,
      exportsExpired,
    });
    return { identity, volunteer, payoutsCleared, exportsExpired };
  });
  // The files go once the rows no longer point at them.
  for (const key of [...result.identity, ...result.volunteer]) await ctx.media.remove(key).catch(() => {});
  return {
    identityDocuments: result.identity.length,
    volunteerDocuments: result.volunteer.length,
    payoutsCleared: result.payoutsCleared,
    exportsExpired: result.exportsExpired,
  };
}

/** What the metrics report: the last run's time and totals of what every run removed. */
export interface RetentionMetrics {
  lastRunSeconds: number | null;
  identityDocuments: number;
  volunteerDocuments: number;
  payoutsCleared: number;
}

export async function retentionMetrics(db: Db): Promise<RetentionMetrics> {
  const [last] = await db.select({ ranAt: retentionRuns.ranAt }).from(retentionRuns).orderBy(desc(retentionRuns.id)).limit(1);
  const [sum] = (
    await db.execute<{ i: string; v: string; p: string }>(sql`
      select coalesce(sum(identity_documents), 0) as i, coalesce(sum(volunteer_documents), 0) as v, coalesce(sum(payouts_cleared), 0) as p
      from retention_runs`)
  ).rows;
  return {
    lastRunSeconds: last ? last.ranAt.getTime() / 1000 : null,
    identityDocuments: Number(sum?.i ?? 0),
    volunteerDocuments: Number(sum?.v ?? 0),
    payoutsCleared: Number(sum?.p ?? 0),
  };
}
