import type { AppContext } from '../context.ts';
import { registerTrustJobs } from '../modules/trust/trust.jobs.ts';
import { registerCampaignsJobs } from '../modules/campaigns/campaigns.jobs.ts';
import { registerPaymentsJobs } from '../modules/payments/payments.jobs.ts';
import { registerAccountsJobs } from '../modules/accounts/accounts.jobs.ts';

/** Every recurring and on-demand job, registered on the context's runner. */
export function registerJobs(ctx: AppContext) {
  ctx.jobs.onTick(() => ctx.notify.deliverDue(50));
  registerCampaignsJobs(ctx);
  registerTrustJobs(ctx);
  registerPaymentsJobs(ctx);
  registerAccountsJobs(ctx);
}
