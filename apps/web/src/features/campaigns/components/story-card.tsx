import { Link } from 'react-router';
import { Limits } from '@ireti/shared/constants';
import { formatNaira } from '@ireti/shared/money';
import type { ClosedCampaigns } from '@ireti/shared/campaigns/types';
import { buttonClass } from '../../../components/ui/button.tsx';
import { CampaignPicture } from '../../../components/ui/campaign-picture.tsx';
import { formatDate, preview } from '../../../lib/format.ts';
import { i18n, params, useT } from '../../../lib/i18n/index.ts';
import { Rich } from '../../../lib/i18n/rich.tsx';
import { CategoryTag } from './category-tag.tsx';
import { PlaceLabel } from './place-label.tsx';

export const messages = i18n('cards/story-card', {
  raised: '{amount} raised · goal met',
  closed: params('Closed {date}'),
  view: 'View Campaign',
});

type Story = ClosedCampaigns['campaigns'][number];

/**
 * A success story (spec §4: a closed campaign that reached its goal): its picture, category, title,
 * what it raised, the owner's thank-you and View Campaign. The /success_stories page and the home
 * page's three show the same card; the home's is `compact` (no place, summary or closing date) and
 * its title an h3 under the section's heading.
 */
export function StoryCard({ story: s, compact = false }: { story: Story; compact?: boolean }) {
  const t = useT(messages);
  const Title = compact ? 'h3' : 'h2';
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <CampaignPicture
        src={s.imageUrl}
        alt=""
        label={s.title}
        width={363}
        height={232}
        loading="lazy"
        className="aspect-[363/232] w-full object-cover"
      />
      <div className={`flex flex-1 flex-col ${compact ? 'p-4' : 'p-5'}`}>
        <div className="flex min-w-0 items-center justify-between gap-3">
          <CategoryTag name={s.category} className="shrink-0" />
          {!compact && <PlaceLabel campaign={s} className="text-xs text-slate-600" />}
        </div>
        <Title className="mt-1.5 text-lg leading-snug font-bold text-slate-900">{s.title}</Title>
        {!compact && <p className="mt-1 text-sm text-slate-600">{s.summary}</p>}
        <p className="mt-2 text-sm text-slate-700">
          <Rich text={t.raised} parts={{ amount: <span className="font-bold text-brand-800">{formatNaira(s.pledged)}</span> }} />
        </p>
        {s.message && (
          <blockquote className="mt-3 flex-1 border-l-4 border-sun-400 pl-3 text-sm text-slate-700 italic">
            {preview(s.message, Limits.homeDescriptionPreview)}
          </blockquote>
        )}
        <div className="mt-4 flex items-center justify-between gap-2 border-t border-slate-100 pt-4">
          {!compact && s.closed_at && <p className="text-xs text-slate-600">{t.closed({ date: formatDate(s.closed_at) })}</p>}
          <Link
            to={`/campaign/${s.campaign_id.toLowerCase()}`}
            className={buttonClass('secondary', 'min-h-10 shrink-0 px-4 whitespace-nowrap')}
          >
            {t.view}
            <span className="sr-only">: {s.title}</span>
          </Link>
        </div>
      </div>
    </li>
  );
}
