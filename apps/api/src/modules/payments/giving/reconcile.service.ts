import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { DonationRow } from '../payments.schema.ts';
import { ProviderError } from '../providers/provider.ts';

/**
 * The reconciliation job (docs/design.md §4, docs/decisions/042-confirming-donations.md): pending donations
 * are asked about again, so a browser that never came back, a webhook that never arrived or a
 * provider that timed out loses nothing. The first check waits FIRST_CHECK_MS (the browser's own
 * verify usually wins), then the gap doubles up to an hour. A donation still unpaid after
 * EXPIRE_AFTER_MS expires; one the provider never heard of expires after UNKNOWN_AFTER_MS.
 * Rows are claimed with SKIP LOCKED, so instances running it at once share the work.
 */
export const RECONCILE_JOB = 'payments.reconcile';
export const RECONCILE_EVERY_MS = 60_000;
export const FIRST_CHECK_MS = 2 * 60_000;
const MAX_GAP_MS = 60 * 60_000;
export const EXPIRE_AFTER_MS = 24 * 3_600_000;
export const UNKNOWN_AFTER_MS = 60 * 60_000;
const BATCH = 100;

export async function reconcilePending(ctx: AppContext, o: { now?: Date; limit?: number } = {}) {
  const now = o.now ?? new Date();
  const claimed = (
    await ctx.db.execute<Record<string, unknown>>(sql`
      update donations d set check_count = d.check_count + 1,
        next_check_at = ${now}::timestamptz + least(${MAX_GAP_MS}, ${FIRST_CHECK_MS} * power(2, d.check_count)) * interval '1 millisecond'
      where d.id in (
        select id from donations
        where status = 'pending' and coalesce(next_check_at, created_at + ${FIRST_CHECK_MS} * interval '1 millisecond') <= ${now}::timestamptz
        order by coalesce(next_check_at, created_at) limit ${o.limit ?? BATCH}
        for update skip locked
      )
      returning d.id`)
  ).rows;
  const result = { checked: 0, paid: 0, failed: 0, expired: 0, errors: 0 };
  for (const { id } of claimed) {
    const [donation] = await ctx.db.query.donations.findMany({ where: (d, { eq }) => eq(d.id, Number(id)), limit: 1 });
    if (!donation || donation.status !== 'pending') continue;
    result.checked++;
    const age = now.getTime() - donation.createdAt.getTime();
    try {
      const outcome = await ctx.flows.confirmGift(donation, await ctx.payments.verify(donation.reference), 'reconcile');
      if (outcome.kind === 'paid' || outcome.kind === 'late') result.paid++;
      else if (outcome.kind === 'failed' || outcome.kind === 'mismatch') result.failed++;
      else if (age >= EXPIRE_AFTER_MS && (await expire(ctx, donation, 'Not paid within 24 hours'))) result.expired++;
    } catch (err) {
      const unknown = err instanceof ProviderError && err.kind === 'rejected' && (err.httpStatus === 404 || err.httpStatus === 400);
      if (unknown && age >= UNKNOWN_AFTER_MS) {
        if (await expire(ctx, donation, 'The payment provider has no record of this payment')) result.expired++;
      } else result.errors++;
    }
  }
  return result;
}

async function expire(ctx: AppContext, d: DonationRow, why: string) {
  const res = await ctx.db.execute(sql`
    update donations set status = 'expired', gateway_response = ${why}, updated_at = now() where id = ${d.id} and status = 'pending' returning id`);
  return res.rows.length > 0;
}
