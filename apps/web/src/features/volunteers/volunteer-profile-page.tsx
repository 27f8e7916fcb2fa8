import { Link, useParams } from 'react-router';
import { Msg } from '@ireti/shared/messages';
import { Code } from '@ireti/shared/status';
import type { VolunteerProfile } from '@ireti/shared/trust/types';
import { useTitle } from '../../components/ui/page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { EmptyList } from '../../components/ui/list-states.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { CampaignCard } from '../campaigns/components/campaign-card.tsx';
import { Grade } from './components/grade.tsx';
import { useVerifiedCount } from './components/campaign-volunteers.tsx';
import { ApiError } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { useVolunteerProfile } from './api/get-volunteer-profile.ts';
import { i18n, params, useLocalise, useT } from '../../lib/i18n/index.ts';

export const messages = i18n('volunteers/volunteer-profile-page', {
  campaignsVerified: 'Campaigns verified',
  grade: 'Grade',
  of5: 'of 5',
  notGraded: 'Not graded yet',
  rank: 'Rank among volunteers',
  ofTotal: params(' of {total}'),
  volunteer: 'Volunteer',
  noSuch: 'There is no volunteer with this id',
  seeAll: 'See all volunteers',
  iretiVolunteer: 'Ireti volunteer',
  vetsIn: params('Vets campaigns in {state}'),
  vets: 'Vets campaigns',
  since: params(' · volunteer since {date}'),
  about: params(
    '{name} was registered after an ID check, proof of address and an interview, and checks campaigns of {state} before they go live: calling the campaigner and checking the story.',
  ),
  theirState: 'their state',
  how: 'How volunteering works',
  verifiedTitle: params('Campaigns {name} verified'),
  liveAndClosed: params('Live and closed campaigns · {count} in all'),
  verifiedOn: params('Verified on {date}'),
  empty: 'No live or closed campaigns to show yet.',
});

function Facts({ v }: { v: VolunteerProfile }) {
  const t = useT(messages);
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <dt className="text-sm text-slate-600">{t.campaignsVerified}</dt>
        <dd className="mt-1 text-3xl font-extrabold text-slate-900">{v.verified_count.toLocaleString('en-NG')}</dd>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <dt className="text-sm text-slate-600">{t.grade}</dt>
        <dd className="mt-1 flex items-center gap-2">
          {v.grade ? (
            <>
              <span className="text-3xl font-extrabold text-slate-900">{v.grade}</span>
              <span className="text-slate-600">{t.of5}</span>
              <Grade grade={v.grade} className="ml-1" />
            </>
          ) : (
            <span className="text-slate-700">{t.notGraded}</span>
          )}
        </dd>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <dt className="text-sm text-slate-600">{t.rank}</dt>
        <dd className="mt-1">
          <span className="text-3xl font-extrabold text-slate-900">#{v.rank}</span>
          <span className="text-slate-600">{t.ofTotal({ total: v.total_volunteers.toLocaleString('en-NG') })}</span>
        </dd>
      </div>
    </dl>
  );
}

/**
 * /volunteer/{id}: an approved volunteer's public profile (spec §1: "their grading and profiles are
 * public"): picture, name, state, grade, campaigns verified and rank, and the campaigns they verified
 * that are live or closed. Anyone else's id says there is no such volunteer.
 */
export default function VolunteerProfilePage() {
  const { volunteerId = '' } = useParams();
  const t = useT(messages);
  const tr = useLocalise();
  const verifiedCount = useVerifiedCount();
  const q = useVolunteerProfile(volunteerId);
  const name = q.data ? `${q.data.first_name} ${q.data.last_name}` : t.volunteer;
  useTitle(name);
  if (q.isPending) return <PageSpinner />;
  if (q.isError) {
    const missing = q.error instanceof ApiError && (q.error.code === Code.NOT_FOUND || q.error.code === Code.VALIDATION);
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-2xl font-extrabold text-slate-900">{missing ? t.noSuch : t.volunteer}</h1>
        {!missing && (
          <p role="alert" className="mt-3 text-lg text-slate-800">
            {tr(Msg.errorTryAgain)}
          </p>
        )}
        <Link to="/volunteer" className={buttonClass('secondary', 'mt-6')}>
          {t.seeAll}
        </Link>
      </div>
    );
  }
  const v = q.data;
  return (
    <>
      <section className="bg-brand-800 text-white">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-5 px-4 py-10 text-center sm:flex-row sm:text-left">
          <Avatar src={v.image_url} size={112} alt={name} className="h-28 w-28 rounded-full border-4 border-white bg-white" />
          <div>
            <p className="text-sm font-semibold tracking-wide text-sun-400 uppercase">{t.iretiVolunteer}</p>
            <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">{name}</h1>
            <p className="mt-1 text-brand-100">
              {v.state ? t.vetsIn({ state: v.state }) : t.vets}
              {v.volunteer_since ? t.since({ date: formatDate(v.volunteer_since, { month: 'long', day: false }) }) : ''}
            </p>
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-8">
        <Facts v={v} />
        <p className="max-w-3xl text-slate-700">
          {t.about({ name: v.first_name, state: v.state ?? t.theirState })}{' '}
          <Link to="/volunteer" className="font-semibold text-brand-800 underline">
            {t.how}
          </Link>
        </p>
        <section aria-labelledby="verified-campaigns">
          <h2 id="verified-campaigns" className="text-2xl font-extrabold tracking-tight text-slate-900">
            {t.verifiedTitle({ name: v.first_name })}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t.liveAndClosed({ count: verifiedCount(v.verified_count) })}</p>
          {v.campaigns.length ? (
            <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {v.campaigns.map((c) => (
                <li key={c._id} className="flex flex-col gap-1">
                  <p className="text-xs font-semibold text-green-800">{t.verifiedOn({ date: formatDate(c.verified_at) })}</p>
                  <div className="flex-1">
                    <CampaignCard campaign={c} />
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-4">
              <EmptyList>{t.empty}</EmptyList>
            </div>
          )}
        </section>
      </div>
    </>
  );
}
