/** Every table, for drizzle's typed client. Modules add their own `<name>.schema.ts` here. */
export * from './core.schema.ts';
export * from '../modules/accounts/accounts.schema.ts';
export * from '../modules/campaigns/campaigns.schema.ts';
export * from '../modules/payments/payments.schema.ts';
export * from '../modules/trust/trust.schema.ts';
