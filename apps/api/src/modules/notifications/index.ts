/**
 * The notifications module's public entry: the outbox of e-mails and SMS, the message catalogues
 * they are written from (messages.ts, i18n/<language>.json) and the transports.
 * Table: outbox; other modules write to it only through `Notifications` (ctx.notify).
 */
export { Notifications, recipientLanguage, type EmailInput, type MailPurpose } from './notifications.service.ts';
export { mail, naira, day, writerIn, type MessageId, type MessageValue, type MessageValues, type Writer } from './messages.ts';
export { escapeHtml } from './html.ts';
export { letter, type Letter } from './letter.ts';
export { transportsFor, type OutboxMessage, type Transport } from './transports.ts';
export { outboxBacklog, type OutboxBacklog } from './outbox-backlog.ts';
