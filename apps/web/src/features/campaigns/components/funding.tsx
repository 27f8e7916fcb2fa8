import type { CampaignCard } from '@ireti/shared/campaigns/types';
import { formatNaira } from '@ireti/shared/money';
import { formatDate } from '../../../lib/format.ts';
import { count, i18n, params, useT } from '../../../lib/i18n/index.ts';

/**
 * How a campaign is funded, in one plain sentence (issue 25, decision 088): all or nothing (every
 * donor refunded if the goal is not met by the end date) or keep what you raise; and the days left.
 * Shown on the campaign page, its card and the donate dialog while the campaign takes donations.
 */
export const messages = i18n('cards/funding', {
  allOrNothingBy: params('If {amount} more is not raised by {date}, every donor is refunded'),
  allOrNothing: params('If {amount} more is not raised, every donor is refunded'),
  keeps: 'This campaign keeps what it raises',
  daysLeft: count({ one: '{count} day left', other: '{count} days left' }),
  lastDay: 'Last day to give',
});

type Funded = Pick<CampaignCard, 'funding_mode' | 'ends_at' | 'amount' | 'pledged' | 'status' | 'goal_reached'>;

/** The last day of a campaign ending at `endsAt` (the end of that day in Lagos), in the page's language. */
export const lastDay = (endsAt: string) => formatDate(new Date(Date.parse(endsAt) - 1000), { timeZone: 'Africa/Lagos', month: 'long' });

/**
 * Whole days left before donations close: the days after today up to the last day (it ends at
 * midnight in Lagos), 0 on the last day itself; null without an end date or once past.
 */
export function daysLeft(endsAt: string | null, now = Date.now()): number | null {
  if (!endsAt) return null;
  const ms = Date.parse(endsAt) - now;
  return ms > 0 ? Math.floor(ms / 86_400_000) : null;
}

/** The sentence, or null when the campaign no longer takes donations (or met its goal). */
export function useFundingSentence(c: Funded | undefined): string | null {
  const t = useT(messages);
  if (!c) return null;
  if (c.status !== 0 && c.status !== 1) return null;
  if (c.funding_mode === 'keep_what_you_raise') return t.keeps;
  if (c.goal_reached) return null;
  const amount = formatNaira(Math.max(0, Math.round((c.amount - c.pledged) * 100) / 100));
  return c.ends_at ? t.allOrNothingBy({ amount, date: lastDay(c.ends_at) }) : t.allOrNothing({ amount });
}

export function FundingLine({ campaign, className = '' }: { campaign: Funded; className?: string }) {
  const sentence = useFundingSentence(campaign);
  if (!sentence) return null;
  return <p className={className}>{sentence}</p>;
}

/** "12 days left" while the campaign is live and has an end date. */
export function DaysLeft({ campaign, className = '' }: { campaign: Funded; className?: string }) {
  const t = useT(messages);
  const n = campaign.status === 1 ? daysLeft(campaign.ends_at) : null;
  if (n === null) return null;
  return <p className={className}>{n === 0 ? t.lastDay : t.daysLeft(n)}</p>;
}
