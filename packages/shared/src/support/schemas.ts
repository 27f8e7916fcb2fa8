import { z } from 'zod';
import { field } from '../rules.ts';

/** Help form (spec §5): email required, at least 4, valid; name, mobile and message required. */
export const supportSchema = z.object({
  name: field({ label: 'Name', max: 100 }),
  email: field({ label: 'Email', min: 4, max: 254, email: true }),
  mobile: field({ label: 'Mobile', max: 20 }),
  message: field({ label: 'Message', max: 2000, multiline: true }),
});
export type SupportInput = z.input<typeof supportSchema>;
