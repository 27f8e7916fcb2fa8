import { Link } from 'react-router';
import { Msg } from '@ireti/shared/messages';
import { useHomeStories } from '../api/get-home-stories.ts';
import { StoryCard } from '../../campaigns/components/story-card.tsx';
import { i18n, useLocalise, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('home/success-stories', {
  title: 'Success stories',
  intro: "Campaigns that reached their people, in the owners' own words.",
  all: 'All success stories',
});

/** Three success stories (closed campaigns that reached their goal, with their thank-you and what they raised), each with View Campaign. */
export function SuccessStories() {
  const t = useT(messages);
  const tr = useLocalise();
  const { data, isPending } = useHomeStories();
  return (
    <section aria-labelledby="home-stories" className="bg-sun-400/15 py-10">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mb-5 flex flex-wrap items-end justify-between gap-2">
          <div>
            <h2 id="home-stories" className="text-2xl font-extrabold tracking-tight text-slate-900">
              {t.title}
            </h2>
            <p className="mt-1 text-slate-700">{t.intro}</p>
          </div>
          <Link to="/success_stories" className="text-sm font-semibold text-brand-800 hover:underline">
            {t.all} →
          </Link>
        </div>
        {isPending ? (
          <div className="h-48 animate-pulse rounded-xl bg-white/60" />
        ) : !data?.campaigns.length ? (
          <p className="text-slate-700">{tr(Msg.noSuccessStories)}</p>
        ) : (
          <ul className="grid gap-5 md:grid-cols-3">
            {data.campaigns.map((s) => (
              <StoryCard key={s._id} story={s} compact />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
