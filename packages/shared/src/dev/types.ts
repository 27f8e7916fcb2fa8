import { z } from 'zod';
import { isoDate } from '../contract.ts';

/** GET /dev/outbox (dev tools only): sent e-mails and SMS, newest first. */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  links: z.array(z.string()),
  /** Extra mail headers (List-Unsubscribe on campaign updates). */
  headers: z.record(z.string(), z.string()),
  status: z.enum(['pending', 'sent', 'failed']),
  created: isoDate,
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxSchema = z.object({ messages: z.array(outboxMessageSchema) });
export type Outbox = z.infer<typeof outboxSchema>;
