import type { AppModule } from '../../lib/module.ts';
import { RETENTION_EVERY_MS, RETENTION_JOB, runRetention } from './retention.ts';
import routes from './rights.routes.ts';
import { EXPORT_JOB, buildExport } from './rights.service.ts';

/**
 * The rights module's public entry (issue 28, docs/decisions/085-data-rights.md): download my data,
 * close my account, consent, retention. Tables: data_exports, consents, retention_runs. It reads
 * the other modules' read models and calls their exported personal-data and erasure functions.
 */
export const rightsModule: AppModule = {
  name: 'rights',
  routes,
  jobs(ctx) {
    ctx.jobs.register(EXPORT_JOB, (payload) => buildExport(ctx, Number(payload.exportId)));
    ctx.jobs.every(RETENTION_JOB, RETENTION_EVERY_MS, async () => {
      await runRetention(ctx);
    });
  },
};
export { hasConsent } from './rights.service.ts';
export { retentionMetrics, type RetentionMetrics } from './retention.ts';
