import { z } from 'zod';

/** POST /email/support: the message went to the team and a receipt to the sender. */
export const supportSentSchema = z.object({ sent: z.literal(true) });
export type SupportSent = z.infer<typeof supportSentSchema>;
