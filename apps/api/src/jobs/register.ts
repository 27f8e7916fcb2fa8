import type { AppContext } from '../context.ts';

/** Every recurring and on-demand job, registered on the context's runner. */
export function registerJobs(ctx: AppContext) {
  ctx.jobs.onTick(() => ctx.notify.deliverDue(50));
}
