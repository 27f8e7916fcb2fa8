import { Link } from 'react-router';
import { formatNaira } from '@ireti/shared/money';
import { Msg } from '@ireti/shared/messages';
import { fill } from '@ireti/shared/i18n';
import { buttonClass } from '../../../components/ui/button.tsx';
import { fallbackToPlaceholder, imageUrl } from '../../../lib/images.ts';
import { useMyCampaigns } from '../../../lib/campaigns/get-my-campaigns.ts';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { i18n, params, useLocalise, useT } from '../../../lib/i18n/index.ts';
import { Rich } from '../../../lib/i18n/rich.tsx';
import { barFill, percentShown } from '../../../lib/percent.ts';
import { editCampaignPath } from '../../../lib/campaigns/paths.ts';

export const messages = i18n('cards/profile-campaigns-tab', {
  loading: 'Loading your campaigns',
  noCampaigns: 'No campaigns yet.',
  start: 'Start a campaign',
  draft: 'Draft',
  notSubmitted: 'Not submitted yet: only you can see it. Finish it and submit it for vetting.',
  funded: '{title}: funded',
  fundedOf: '{percent} · {pledged} funded of {goal}',
  continue: 'Continue',
  edit: 'Edit',
  view: 'View',
  totals: 'Your totals',
  campaigns: 'Campaigns',
  donations: 'Donations',
  comments: 'Comments',
  raisedInAll: params('{amount} raised in all'),
});

/**
 * The profile's Campaigns tab (spec §2): each campaign with its summary, percent (at most 100),
 * naira funded, status badge, Edit and View; 'No campaigns yet.'; the side totals. A draft (made
 * by the wizard, not yet submitted) says so and offers Continue, back to the wizard where it stopped.
 */
export function ProfileCampaignsTab() {
  const t = useT(messages);
  const tr = useLocalise();
  const q = useMyCampaigns();
  if (q.isPending) {
    return <div role="status" aria-label={t.loading} className="h-40 animate-pulse rounded-xl bg-slate-100" />;
  }
  if (q.isError)
    return (
      <p role="alert" className="text-red-800">
        {q.error.message || tr(Msg.errorTryAgain)}
      </p>
    );
  const { campaigns, totals } = q.data;
  const side = [
    { label: t.campaigns, value: totals.campaigns },
    { label: t.donations, value: totals.donations },
    { label: t.comments, value: totals.comments },
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_220px]">
      <div>
        {campaigns.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
            <p className="text-lg font-semibold text-slate-800">{t.noCampaigns}</p>
            <Link to="/create_campaigns" className={buttonClass('primary', 'mt-4')}>
              {t.start}
            </Link>
          </div>
        ) : (
          <ul className="space-y-4">
            {campaigns.map((c) => (
              <li key={c._id} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row">
                <img
                  src={imageUrl(c.imageUrl, 'card')}
                  onError={fallbackToPlaceholder}
                  alt=""
                  width={363}
                  height={232}
                  loading="lazy"
                  className="aspect-[363/232] w-full rounded-lg object-cover sm:w-44"
                />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 className="font-bold text-slate-900">{c.title}</h3>
                    {c.draft ? (
                      <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-bold tracking-wide text-slate-800 uppercase">
                        {t.draft}
                      </span>
                    ) : (
                      <StatusBadge status={c.status} suspended={c.suspended} />
                    )}
                  </div>
                  <p className="mt-1 text-sm text-slate-600">{c.summary}</p>
                  {c.draft && <p className="mt-2 text-sm text-slate-700">{t.notSubmitted}</p>}
                  <div
                    className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200"
                    role="progressbar"
                    aria-label={fill(t.funded, { title: c.title })}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.min(100, c.percent)}
                    aria-valuetext={`${percentShown(c.percent, c.pledged)}%`}
                  >
                    <div className="h-full rounded-full bg-brand-600" style={barFill(c.percent, c.pledged)} />
                  </div>
                  <p className="mt-2 text-sm text-slate-700">
                    <Rich
                      text={t.fundedOf}
                      parts={{
                        percent: <span className="font-bold text-slate-900">{percentShown(c.percent, c.pledged)}%</span>,
                        pledged: formatNaira(c.pledged),
                        goal: formatNaira(c.amount),
                      }}
                    />
                  </p>
                  <div className="mt-3 flex flex-wrap gap-2">
                    {c.draft && (
                      <Link
                        to={`/create_campaigns?draft=${c.campaign_id.toLowerCase()}`}
                        className={buttonClass('primary', 'min-h-10 px-4')}
                      >
                        {t.continue}
                        <span className="sr-only">: {c.title}</span>
                      </Link>
                    )}
                    <Link to={editCampaignPath(c.campaign_id)} className={buttonClass('secondary', 'min-h-10 px-4')}>
                      {t.edit}
                      <span className="sr-only">: {c.title}</span>
                    </Link>
                    <Link to={`/campaign/${c.campaign_id.toLowerCase()}`} className={buttonClass('ghost', 'min-h-10 px-4')}>
                      {t.view}
                      <span className="sr-only">: {c.title}</span>
                    </Link>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <aside aria-label={t.totals} className="h-fit rounded-xl border border-slate-200 bg-slate-50 p-4">
        <dl className="grid grid-cols-3 gap-3 text-center lg:grid-cols-1 lg:text-left">
          {side.map((s) => (
            <div key={s.label}>
              <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{s.label}</dt>
              <dd className="text-2xl font-extrabold text-slate-900">{s.value.toLocaleString('en-NG')}</dd>
            </div>
          ))}
        </dl>
        {totals.raised > 0 && (
          <p className="mt-3 border-t border-slate-200 pt-3 text-sm text-slate-700">
            {t.raisedInAll({ amount: formatNaira(totals.raised) })}
          </p>
        )}
      </aside>
    </div>
  );
}
