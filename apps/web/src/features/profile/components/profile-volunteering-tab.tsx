import { Link } from 'react-router';
import { Msg } from '@ireti/shared/messages';
import { buttonClass } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/list-states.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { formatDate } from '../../../lib/format.ts';
import { useVolunteerCampaigns } from '../../../lib/volunteers/get-volunteer-campaigns.ts';
import { useMyAssignments } from '../../../lib/volunteers/get-my-assignments.ts';
import { CampaignRow } from '../../volunteers/components/campaign-row.tsx';
import { Grade } from '../../volunteers/components/grade.tsx';
import { i18n, params, useLocalise, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('volunteers/profile-volunteering-tab', {
  volunteerWithIreti: 'Volunteer with Ireti',
  loading: 'Loading your volunteering',
  notVolunteer: "You're not a volunteer.",
  waiting: 'Waiting for you to check',
  started: params('started {date}'),
  campaignsVerified: 'Campaigns verified',
  noneVerified: "You haven't verified any campaigns.",
  verifiedOn: params('verified {date}'),
  totals: 'Volunteering totals',
  rank: 'Rank',
  of: params('of {total}'),
  verified: 'Verified',
  grade: 'Grade',
});

function Empty({ message }: { message: string }) {
  const t = useT(messages);
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-6 text-center">
      <p className="text-slate-800">{message}</p>
      <Link to="/volunteer" className={buttonClass('secondary', 'mt-4')}>
        {t.volunteerWithIreti}
      </Link>
    </div>
  );
}

/** The profile's Volunteering tab: campaigns the user verified, with rank and count (spec §2). */
export function ProfileVolunteeringTab({ userId }: { userId: number }) {
  const t = useT(messages);
  const tr = useLocalise();
  const { user } = useAuth();
  const q = useVolunteerCampaigns(userId);
  const isMe = user?._id === userId;
  const waiting = useMyAssignments(isMe && !!q.data?.is_volunteer);
  if (q.isPending) return <Spinner label={t.loading} />;
  if (q.isError) return <LoadError>{tr(Msg.errorVolunteers)}</LoadError>;
  const d = q.data;
  if (!d.is_volunteer) return <Empty message={t.notVolunteer} />;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <div className="space-y-6">
        {isMe && waiting.data && waiting.data.campaigns.length > 0 && (
          <section aria-labelledby="waiting-title">
            <h3 id="waiting-title" className="mb-3 font-semibold text-slate-900">
              {t.waiting}
            </h3>
            <ul className="space-y-3">
              {waiting.data.campaigns.map((c) => (
                <CampaignRow key={c._id} c={c} note={t.started({ date: formatDate(c.created) })} />
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="verified-title">
          <h3 id="verified-title" className="mb-3 font-semibold text-slate-900">
            {t.campaignsVerified}
          </h3>
          {d.campaigns.length === 0 ? (
            <Empty message={t.noneVerified} />
          ) : (
            <ul className="space-y-3">
              {d.campaigns.map((c) => (
                <CampaignRow key={c._id} c={c} note={t.verifiedOn({ date: formatDate(c.verified_at) })} />
              ))}
            </ul>
          )}
        </section>
      </div>
      <aside className="h-fit rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-label={t.totals}>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-1">
          <div>
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t.rank}</dt>
            <dd className="text-2xl font-bold text-brand-800">
              #{d.rank} <span className="text-sm font-normal text-slate-600">{t.of({ total: d.total_volunteers })}</span>
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t.verified}</dt>
            <dd className="text-2xl font-bold text-brand-800">{d.verified_count}</dd>
          </div>
          {d.volunteer?.grade && (
            <div>
              <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t.grade}</dt>
              <dd className="mt-1">
                <Grade grade={d.volunteer.grade} />
              </dd>
            </div>
          )}
        </dl>
      </aside>
    </div>
  );
}
