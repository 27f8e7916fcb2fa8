import { Link } from 'react-router';
import { Msg } from '@ireti/shared/messages';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Page } from '../../components/ui/page.tsx';
import { useSuccessStories } from './api/get-success-stories.ts';
import { GridSkeleton } from './components/campaign-card.tsx';
import { StoryCard } from './components/story-card.tsx';
import { i18n, useLocalise, useT } from '../../lib/i18n/index.ts';

export const messages = i18n('explore/success-stories-page', {
  title: 'Success stories',
  intro: 'Campaigns that reached the people they were for, and the thank-you notes their owners wrote to donors.',
  exploreLive: 'Explore live campaigns',
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
              <StoryCard key={s._id} story={s} />
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
