import { Link } from 'react-router';
import { Msg } from '@ireti/shared/messages';
import type { Voucher } from '@ireti/shared/trust/types';
import { formatDate } from '../../../lib/format.ts';
import { useCampaignVolunteers } from '../../../lib/volunteers/get-campaign-volunteers.ts';
import { Grade } from './grade.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { fill } from '@ireti/shared/i18n';
import { count, i18n, params, useLocalise, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('volunteers/campaign-volunteers', {
  verifiedCount: count({ one: '{n} campaign verified', other: '{n} campaigns verified' }),
  profileLabel: params('{name}, volunteer profile'),
  volunteerIn: params('Volunteer in {state}'),
  volunteer: 'Volunteer',
  verified: 'Verified',
  recommended: 'Recommended',
  noLonger: 'No longer a volunteer',
  title: 'Who vouched for this campaign',
  byTeam: 'Verified by the Ireti team.',
  byOne: 'Checked and verified by an Ireti volunteer of the campaign\u2019s state.',
  byMany: 'Checked by Ireti volunteers of the campaign\u2019s state.',
  byTeamOn: params('Verified by the Ireti team on {date}.'),
  byOneOn: params('Checked and verified by an Ireti volunteer of the campaign\u2019s state on {date}.'),
  byManyOn: params('Checked by Ireti volunteers of the campaign\u2019s state on {date}.'),
});

/** "1 campaign verified", "1,250 campaigns verified", in the page's language: `const verifiedCount = useVerifiedCount()`. */
export function useVerifiedCount() {
  const t = useT(messages);
  return (n: number) => fill(t.verifiedCount(n), { n: n.toLocaleString('en-NG') });
}

/** One volunteer who vouched: picture, name (a link to their public profile), state, grade, count. */
function VoucherRow({ v }: { v: Voucher }) {
  const t = useT(messages);
  const verifiedCount = useVerifiedCount();
  const name = `${v.first_name} ${v.last_name}`;
  return (
    <li className="flex items-center gap-3">
      <Avatar src={v.image_url} size={56} lazy className="h-14 w-14 rounded-full border-2 border-brand-100" />
      <div className="min-w-0">
        {v.has_profile ? (
          <Link
            to={`/volunteer/${v._id}`}
            className="-my-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-2 hover:underline"
            aria-label={t.profileLabel({ name })}
          >
            {name}
          </Link>
        ) : (
          <p className="font-semibold text-slate-900">{name}</p>
        )}
        <p className="text-sm text-slate-600">
          {v.state ? t.volunteerIn({ state: v.state }) : t.volunteer} · {verifiedCount(v.verified_count)}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <Grade grade={v.grade} />
          {v.verified && <span className="rounded bg-green-100 px-1.5 py-0.5 font-semibold text-green-800">{t.verified}</span>}
          {v.recommended && <span className="rounded bg-sun-400 px-1.5 py-0.5 font-semibold text-slate-900">{t.recommended}</span>}
          {!v.has_profile && <span>{t.noLonger}</span>}
        </div>
      </div>
    </li>
  );
}

/**
 * Who vouched for a verified campaign: the volunteers who checked and verified (or recommended) it,
 * each linking to their public profile. Beside the Donate panel while the campaign is live; in
 * place of the tabs once it is closed (spec §2). Nothing while the API has nobody to show (a
 * suspended campaign).
 */
export function CampaignVolunteers({ campaignId }: { campaignId: string }) {
  const t = useT(messages);
  const tr = useLocalise();
  const q = useCampaignVolunteers(campaignId);
  if (q.isPending) return <div className="h-24 animate-pulse rounded-xl bg-slate-100" aria-hidden="true" />;
  if (q.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        {tr(Msg.errorVolunteers)}
      </p>
    );
  const d = q.data;
  if (!d.verified_by && !d.volunteers.length) return null;
  const verifiers = d.volunteers.filter((v) => v.verified).length;
  const byTeam = d.verified_by === 'admin' && verifiers === 0;
  return (
    <section aria-labelledby={`vetted-${campaignId}`} className="rounded-xl border border-green-200 bg-white p-5 shadow-sm">
      <h2 id={`vetted-${campaignId}`} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <svg viewBox="0 0 20 20" className="h-5 w-5 text-green-700" fill="currentColor" aria-hidden="true">
          <path d="M10 1l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V4zm-1 11.6l5.3-5.3-1.4-1.4L9 9.8 7.1 7.9 5.7 9.3z" />
        </svg>
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {d.verified_at
          ? (byTeam ? t.byTeamOn : verifiers === 1 ? t.byOneOn : t.byManyOn)({ date: formatDate(d.verified_at) })
          : byTeam
            ? t.byTeam
            : verifiers === 1
              ? t.byOne
              : t.byMany}
      </p>
      {d.volunteers.length > 0 && (
        <ul className="mt-4 grid grid-cols-1 gap-4">
          {d.volunteers.map((v) => (
            <VoucherRow key={v._id} v={v} />
          ))}
        </ul>
      )}
    </section>
  );
}
