import { Link } from 'react-router';
import { Msg } from '@ireti/shared/messages';
import { Page } from '../../components/ui/page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/list-states.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { CampaignRow } from './components/campaign-row.tsx';
import { useAuth } from '../../lib/auth.ts';
import { formatDate } from '../../lib/format.ts';
import { useMyAssignments } from '../../lib/volunteers/get-my-assignments.ts';
import { i18n, params, useLocalise, useT } from '../../lib/i18n/index.ts';

export const messages = i18n('volunteers/volunteer-queue-page', {
  title: 'Campaigns to check',
  intro:
    'Campaigns in your state waiting for a volunteer. Open each one, read its story, call the campaigner if you need to, then verify it or leave it for now.',
  loading: 'Loading the campaigns waiting for you',
  none: 'No campaign is waiting for you. We e-mail you when a new one in your state needs checking.',
  started: params('started {date}'),
  verified: 'The campaigns you verified',
  notVolunteer: 'This list is for approved volunteers.',
  become: 'Volunteer with Ireti',
});

/**
 * /volunteer_queue (issue 26): the campaigns waiting for the signed-in volunteer to check them —
 * where a volunteer lands after signing in, and what the header's count links to. The profile's
 * Volunteering tab keeps the campaigns they verified.
 */
export default function VolunteerQueuePage() {
  const t = useT(messages);
  const tr = useLocalise();
  const { user } = useAuth();
  const volunteer = (user?.is_volunteer ?? 0) > 0;
  const q = useMyAssignments(volunteer);
  return (
    <Page title={t.title} intro={t.intro} width="max-w-3xl">
      {!volunteer ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-6 text-center">
          <p className="text-slate-800">{t.notVolunteer}</p>
          <Link to="/volunteer" className={buttonClass('secondary', 'mt-4')}>
            {t.become}
          </Link>
        </div>
      ) : q.isPending ? (
        <Spinner label={t.loading} />
      ) : q.isError ? (
        <LoadError>{tr(Msg.errorVolunteers)}</LoadError>
      ) : q.data.campaigns.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-800">{t.none}</p>
      ) : (
        <ul className="space-y-3">
          {q.data.campaigns.map((c) => (
            <CampaignRow key={c._id} c={c} note={t.started({ date: formatDate(c.created) })} />
          ))}
        </ul>
      )}
      {volunteer && (
        <p className="mt-8">
          <Link to="/profile" state={{ tab: 'volunteering' }} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
            {t.verified}
          </Link>
        </p>
      )}
    </Page>
  );
}
