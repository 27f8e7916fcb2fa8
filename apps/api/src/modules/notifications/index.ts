/**
 * The notifications module's public entry: the outbox of e-mails and SMS and its transports.
 * Table: outbox; other modules write to it only through `Notifications` (ctx.notify).
 */
export { Notifications, type EmailInput, type MailPurpose } from './notifications.service.ts';
export { transportsFor, type OutboxMessage, type Transport } from './transports.ts';
export { outboxBacklog, type OutboxBacklog } from './outbox-backlog.ts';
