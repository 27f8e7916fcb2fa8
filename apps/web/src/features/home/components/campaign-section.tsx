import { Link } from 'react-router';
import type { ListTime } from '@ireti/shared/constants';
import { CampaignGrid, GridSkeleton } from '../../campaigns/components/campaign-card.tsx';
import { useHomeList } from '../api/get-home-list.ts';
import { i18n, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('home/campaign-section', {
  seeAll: 'See all',
  failed: 'These campaigns could not be loaded. Please refresh.',
});

/** One home list (top, new or closing): three cards and a link to the whole list on explore. */
export function CampaignSection({ time, title, intro }: { time: ListTime; title: string; intro: string }) {
  const t = useT(messages);
  const { data, isPending, isError } = useHomeList(time);
  if (!isPending && !isError && !data?.transactions.length) return null;
  return (
    <section aria-labelledby={`home-${time}`} className="py-8 sm:py-10">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id={`home-${time}`} className="text-2xl font-extrabold tracking-tight text-slate-900">
            {title}
          </h2>
          <p className="mt-1 text-slate-600">{intro}</p>
        </div>
        <Link to={`/campaigns?time=${time}`} className="text-sm font-semibold text-brand-800 hover:underline">
          {t.seeAll} <span className="sr-only">{title.toLowerCase()}</span> →
        </Link>
      </div>
      {isPending ? (
        <GridSkeleton />
      ) : isError ? (
        <p className="text-slate-600">{t.failed}</p>
      ) : (
        <CampaignGrid campaigns={data.transactions} row preview />
      )}
    </section>
  );
}
