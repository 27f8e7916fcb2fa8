import type { RewardItem } from '@ireti/shared/campaigns/types';

/** What is left of a limited reward ("3 of 20 left", "Sold out"); null for one without a limit. */
export const unitsLeft = (r: Pick<RewardItem, 'left' | 'quantity'>) =>
  r.left === null || r.quantity === null
    ? null
    : r.left === 0
      ? 'Sold out'
      : `${r.left.toLocaleString('en-NG')} of ${r.quantity.toLocaleString('en-NG')} left`;
