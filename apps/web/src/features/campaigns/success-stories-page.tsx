import { Link } from 'react-router';
import { Msg } from '@ireti/shared/messages';
import { formatNaira } from '@ireti/shared/money';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Page } from '../../components/ui/page.tsx';
import { formatDate, preview } from '../../lib/format.ts';
import { useSuccessStories } from './api/get-success-stories.ts';
import { GridSkeleton } from '../../components/campaigns/campaign-card.tsx';
import { CategoryTag } from '../../components/campaigns/category-tag.tsx';
import { PlaceLabel } from '../../components/campaigns/place-label.tsx';
import { CampaignPicture } from '../../components/ui/campaign-picture.tsx';
import { i18n, params, useLocalise, useT } from '../../lib/i18n/index.ts';
import { Rich } from '../../lib/i18n/rich.tsx';

export const messages = i18n('explore/success-stories-page', {
  title: 'Success stories',
  intro: 'Campaigns that reached the people they were for, and the thank-you notes their owners wrote to donors.',
  exploreLive: 'Explore live campaigns',
  raised: '{amount} raised · goal met',
  closed: params('Closed {date}'),
  view: 'View Campaign',
  showMore: 'Show More Stories',
});

/** /success_stories (spec §2, §4): closed campaigns that reached their goal, 10 a page from page 0, each with what it raised and View Campaign. */
export default function SuccessStoriesPage() {
  const t = useT(messages);
  const tr = useLocalise();
  const q = useSuccessStories();
  const stories = q.data?.pages.flatMap((p) => p.campaigns) ?? [];
  return (
    <Page title={t.title} intro={t.intro} width="max-w-6xl">
      {q.isPending ? (
        <GridSkeleton count={6} />
      ) : q.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800">
          {q.error.message || tr(Msg.errorTryAgain)}
        </div>
      ) : stories.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <p className="text-lg font-semibold text-slate-800">{tr(Msg.noSuccessStoriesAvailable)}</p>
          <Link to="/campaigns" className={buttonClass('primary', 'mt-4')}>
            {t.exploreLive}
          </Link>
        </div>
      ) : (
        <>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {stories.map((s) => (
              <li key={s._id} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
                <CampaignPicture
                  src={s.imageUrl}
                  alt=""
                  label={s.title}
                  width={363}
                  height={232}
                  loading="lazy"
                  className="aspect-[363/232] w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-5">
                  <div className="flex min-w-0 items-center justify-between gap-3">
                    <CategoryTag name={s.category} className="shrink-0" />
                    <PlaceLabel campaign={s} className="text-xs text-slate-600" />
                  </div>
                  <h2 className="mt-1.5 text-lg leading-snug font-bold text-slate-900">{s.title}</h2>
                  <p className="mt-1 text-sm text-slate-600">{s.summary}</p>
                  <p className="mt-2 text-sm text-slate-700">
                    <Rich text={t.raised} parts={{ amount: <span className="font-bold text-brand-800">{formatNaira(s.pledged)}</span> }} />
                  </p>
                  {s.message && (
                    <blockquote className="mt-3 flex-1 border-l-4 border-sun-400 pl-3 text-sm text-slate-700 italic">
                      {preview(s.message, 200)}
                    </blockquote>
                  )}
                  <div className="mt-4 flex items-center justify-between gap-2 border-t border-slate-100 pt-4">
                    {s.closed_at && <p className="text-xs text-slate-600">{t.closed({ date: formatDate(s.closed_at) })}</p>}
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
            ))}
          </ul>
          {q.hasNextPage && (
            <div className="mt-8 text-center">
              <Button variant="secondary" onClick={() => q.fetchNextPage()} loading={q.isFetchingNextPage}>
                {t.showMore}
              </Button>
            </div>
          )}
        </>
      )}
    </Page>
  );
}
