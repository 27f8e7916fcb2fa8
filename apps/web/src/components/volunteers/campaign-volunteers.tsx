import { Msg } from '@ireti/shared/messages';
import { formatDate } from '../../lib/format.ts';
import { useCampaignVolunteers } from '../../lib/volunteers/get-campaign-volunteers.ts';
import { Grade } from './grade.tsx';
import { Avatar } from '../ui/avatar.tsx';

/** The volunteers who vetted a campaign (shown on closed campaigns in place of the tabs, spec §2). */
export function CampaignVolunteers({ campaignId }: { campaignId: string }) {
  const q = useCampaignVolunteers(campaignId);
  if (q.isPending) return <div className="h-20 animate-pulse rounded-xl bg-slate-100" aria-hidden="true" />;
  if (q.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        {Msg.errorVolunteers}
      </p>
    );
  const d = q.data;
  if (!d.verified_by && !d.volunteers.length) return null;
  const verifiers = d.volunteers.filter((v) => v.verified).length;
  const byTeam = d.verified_by === 'admin' && verifiers === 0;
  return (
    <section aria-labelledby={`vetted-${campaignId}`} className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id={`vetted-${campaignId}`} className="text-lg font-semibold text-slate-900">
        Volunteers
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {byTeam
          ? 'Verified by the Ireti team'
          : verifiers === 1
            ? 'Checked and verified by an Ireti volunteer of the campaign\u2019s state'
            : 'Checked by Ireti volunteers of the campaign\u2019s state'}
        {d.verified_at ? ` on ${formatDate(d.verified_at)}.` : '.'}
      </p>
      {d.volunteers.length > 0 && (
        <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
          {d.volunteers.map((v) => (
            <li key={v._id} className="flex items-center gap-3">
              <Avatar src={v.image_url} size={48} lazy className="h-12 w-12 rounded-full" />
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">
                  {v.first_name} {v.last_name}
                </p>
                <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                  <Grade grade={v.grade} />
                  {v.verified && <span className="rounded bg-green-100 px-1.5 py-0.5 font-semibold text-green-800">Verified</span>}
                  {v.recommended && <span className="rounded bg-sun-400 px-1.5 py-0.5 font-semibold text-slate-900">Recommended</span>}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
