import type { CampaignCard } from '@ireti/shared/campaigns/types';
import { i18n, useT } from '../../../lib/i18n/index.ts';
import { placeOf } from './place.ts';

export const messages = i18n('cards/place-label', {
  place: 'Place:',
});

/** Where a campaign is, with a pin: "Mushin, Lagos" (nothing when unknown). Truncates in a narrow row. */
export function PlaceLabel({ campaign, className = '' }: { campaign: Pick<CampaignCard, 'state' | 'lga'>; className?: string }) {
  const t = useT(messages);
  const place = placeOf(campaign);
  if (!place) return null;
  return (
    <span className={`inline-flex min-w-0 items-center gap-1 ${className}`}>
      <svg viewBox="0 0 20 20" aria-hidden="true" className="h-3.5 w-3.5 shrink-0" fill="currentColor">
        <path d="M10 1.5a6 6 0 0 0-6 6c0 4.4 6 11 6 11s6-6.6 6-11a6 6 0 0 0-6-6Zm0 8.25a2.25 2.25 0 1 1 0-4.5 2.25 2.25 0 0 1 0 4.5Z" />
      </svg>
      <span className="sr-only">{t.place} </span>
      <span className="truncate">{place}</span>
    </span>
  );
}
