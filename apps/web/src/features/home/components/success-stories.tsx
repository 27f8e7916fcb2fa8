import { Link } from 'react-router';
import { Limits } from '@ireti/shared/constants';
import { Msg } from '@ireti/shared/messages';
import { formatNaira } from '@ireti/shared/money';
import { preview } from '../../../lib/format.ts';
import { useHomeStories } from '../api/get-home-stories.ts';
import { CampaignPicture } from '../../../components/ui/campaign-picture.tsx';
import { useCategoryName } from '../../../components/campaigns/category-tag.tsx';
import { i18n, useLocalise, useT } from '../../../lib/i18n/index.ts';
import { Rich } from '../../../lib/i18n/rich.tsx';

export const messages = i18n('home/success-stories', {
  title: 'Success stories',
  intro: "Campaigns that reached their people, in the owners' own words.",
  all: 'All success stories',
  raised: '{amount} raised · goal met',
  view: 'View Campaign',
});

/** Three success stories (closed campaigns that reached their goal, with their thank-you and what they raised), each with View Campaign. */
export function SuccessStories() {
  const t = useT(messages);
  const tr = useLocalise();
  const categoryName = useCategoryName();
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
              <li key={s._id} className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm">
                <CampaignPicture
                  src={s.imageUrl}
                  alt=""
                  label={s.title}
                  width={363}
                  height={232}
                  loading="lazy"
                  className="aspect-[363/232] w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-4">
                  <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{categoryName(s.category)}</p>
                  <h3 className="mt-1 font-bold text-slate-900">{s.title}</h3>
                  <p className="mt-1 text-sm text-slate-700">
                    <Rich text={t.raised} parts={{ amount: <span className="font-bold text-brand-800">{formatNaira(s.pledged)}</span> }} />
                  </p>
                  {s.message && (
                    <blockquote className="mt-2 flex-1 border-l-4 border-sun-400 pl-3 text-sm text-slate-700 italic">
                      {preview(s.message, Limits.homeDescriptionPreview)}
                    </blockquote>
                  )}
                  <Link
                    to={`/campaign/${s.campaign_id.toLowerCase()}`}
                    className="mt-4 text-sm font-semibold text-brand-800 hover:underline"
                  >
                    {t.view} <span className="sr-only">: {s.title}</span> →
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
