import { useQuery } from '@tanstack/react-query';
import type { UserRewards } from '@ireti/shared/donations/types';
import { api, unwrap } from '../api.ts';
import { donationKeys } from './keys.ts';

/** GET /user/reward/{id}: the rewards the user's donations earned, their rank and total. */
export const getUserRewards = (userId: number, signal?: AbortSignal) =>
  unwrap(api<UserRewards>('GET', `/user/reward/${userId}`, undefined, { signal }));

export function useUserRewards(userId: number) {
  return useQuery({ queryKey: donationKeys.rewards(userId), queryFn: ({ signal }) => getUserRewards(userId, signal) });
}
