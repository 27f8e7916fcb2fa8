import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@ireti/shared/status';

/**
 * Every admin action resolves to its envelope (the caller shows status.desc) and refreshes the
 * console's lists and counts afterwards, whatever the outcome.
 */
export function useAdminAction<I, T = unknown>(fn: (input: I) => Promise<Envelope<T>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['admin'] }), queryClient.invalidateQueries({ queryKey: ['volunteers'] })]),
  });
}
