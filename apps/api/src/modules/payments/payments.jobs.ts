import type { AppContext } from '../../context.ts';
import { PAYOUT_JOB, processPayout } from './payouts/payouts.service.ts';
import { RECONCILE_EVERY_MS, RECONCILE_JOB, reconcilePending } from './giving/reconcile.service.ts';
import { processRefund, REFUND_JOB } from './refunds/refunds.service.ts';
import {
  runSubscriptions,
  SUBSCRIPTIONS_END_JOB,
  SUBSCRIPTIONS_EVERY_MS,
  SUBSCRIPTIONS_JOB,
} from './subscriptions/subscriptions.service.ts';
import {
  ASSIGN_JOB,
  DEACTIVATE_JOB,
  processAssign,
  processDeactivate,
  sweepAccounts,
  SWEEP_EVERY_MS,
  SWEEP_JOB,
} from './transfers/accounts.service.ts';

/** The payments module's durable jobs. */
export function registerPaymentsJobs(ctx: AppContext) {
  ctx.jobs.every(RECONCILE_JOB, RECONCILE_EVERY_MS, async () => {
    await reconcilePending(ctx);
  });
  ctx.jobs.register(REFUND_JOB, (payload, job) => processRefund(ctx, Number(payload.refundId), job));
  // Monthly gifts: ends them with their campaign, tells the donors, stops them at the provider (decision 092).
  ctx.jobs.every(SUBSCRIPTIONS_JOB, SUBSCRIPTIONS_EVERY_MS, async () => {
    await runSubscriptions(ctx);
  });
  ctx.jobs.register(SUBSCRIPTIONS_END_JOB, async () => {
    await runSubscriptions(ctx);
  });
  ctx.jobs.register(ASSIGN_JOB, (payload, job) => processAssign(ctx, Number(payload.campaignId), job));
  ctx.jobs.register(DEACTIVATE_JOB, (payload) => processDeactivate(ctx, Number(payload.campaignId)));
  ctx.jobs.every(SWEEP_JOB, SWEEP_EVERY_MS, async () => {
    await sweepAccounts(ctx);
  });
  ctx.jobs.register(PAYOUT_JOB, (payload, job) => processPayout(ctx, Number(payload.payoutId), job));
}
