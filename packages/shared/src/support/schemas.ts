import { z } from 'zod';
import { normalizeNigerianPhone } from '../phone.ts';
import { field } from '../rules.ts';

/**
 * Help form (spec §5): email required, at least 4, valid; name, mobile and message required. A
 * Nigerian number however written is kept as +2348031234567 (phone.ts); any other as typed.
 */
export const supportSchema = z.object({
  name: field({ label: 'Name', max: 100 }),
  email: field({ label: 'Email', min: 4, max: 254, email: true }),
  mobile: field({ label: 'Mobile', max: 20, normalize: normalizeNigerianPhone }),
  message: field({ label: 'Message', max: 2000, multiline: true }),
});
export type SupportInput = z.input<typeof supportSchema>;
