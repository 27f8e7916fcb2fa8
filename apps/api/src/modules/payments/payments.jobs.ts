import type { AppContext } from '../../context.ts';
import { PAYOUT_JOB, processPayout } from './payouts.ts';
import { RECONCILE_EVERY_MS, RECONCILE_JOB, reconcilePending } from './reconcile.ts';
import { processRefund, REFUND_JOB } from './refunds.ts';

/** The payments module's durable jobs. */
export function registerPaymentsJobs(ctx: AppContext) {
  ctx.jobs.every(RECONCILE_JOB, RECONCILE_EVERY_MS, async () => {
    await reconcilePending(ctx);
  });
  ctx.jobs.register(REFUND_JOB, (payload, job) => processRefund(ctx, Number(payload.refundId), job));
  ctx.jobs.register(PAYOUT_JOB, (payload, job) => processPayout(ctx, Number(payload.payoutId), job));
}
