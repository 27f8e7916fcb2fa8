import type { RewardItem } from '@ireti/shared/campaigns/types';

/** The words of `unitsLeft`, from the calling component's catalogue (English by default). */
export interface UnitsLeftTexts {
  soldOut: string;
  /** "{left} of {quantity} left", filled. */
  left: (v: { left: string; quantity: string }) => string;
}

const ENGLISH: UnitsLeftTexts = {
  soldOut: 'Sold out',
  left: ({ left, quantity }) => `${left} of ${quantity} left`,
};

/** What is left of a limited reward ("3 of 20 left", "Sold out"); null for one without a limit. */
export const unitsLeft = (r: Pick<RewardItem, 'left' | 'quantity'>, t: UnitsLeftTexts = ENGLISH) =>
  r.left === null || r.quantity === null
    ? null
    : r.left === 0
      ? t.soldOut
      : t.left({ left: r.left.toLocaleString('en-NG'), quantity: r.quantity.toLocaleString('en-NG') });
