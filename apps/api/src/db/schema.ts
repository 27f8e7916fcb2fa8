/**
 * Every table, for Drizzle's typed client and the mirror test. Each module owns its tables in its
 * own `<module>.schema.ts` (docs/architecture.md); the platform's are the job queue and the audit log.
 */
export * from '../jobs/jobs.schema.ts';
export * from '../lib/audit.schema.ts';
export * from '../modules/reference/reference.schema.ts';
export * from '../modules/notifications/notifications.schema.ts';
export * from '../modules/accounts/accounts.schema.ts';
export * from '../modules/campaigns/campaigns.schema.ts';
export * from '../modules/explore/explore.schema.ts';
export * from '../modules/payments/payments.schema.ts';
export * from '../modules/community/community.schema.ts';
export * from '../modules/trust/trust.schema.ts';
export * from '../modules/updates/updates.schema.ts';
export * from '../modules/rights/rights.schema.ts';
