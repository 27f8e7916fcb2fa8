import { useMutation } from '@tanstack/react-query';
import type { SupportInput } from '@ireti/shared/support/schemas';
import { api } from '../../../lib/api.ts';

/** POST /email/support: the help form. Resolves to the envelope; the form reads its code. */
export const sendSupportMessage = (input: SupportInput) =>
  api<{ sent: boolean } | { errors: Record<string, string> } | null>('POST', '/email/support', input);

export function useSendSupportMessage() {
  return useMutation({ mutationFn: sendSupportMessage });
}
