import { Link } from 'react-router';
import type { VolunteerItem } from '@ireti/shared/trust/types';
import { Grade } from './grade.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { count, i18n, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('volunteers/volunteer-card', {
  verified: count({ one: '{count} campaign verified', other: '{count} campaigns verified' }),
});

/**
 * One volunteer of the public list: picture, first and last name, grade (spec §2, §3 "Volunteer").
 * The name links to their public profile, and the whole card is the link's target.
 */
export function VolunteerCard({ v }: { v: VolunteerItem }) {
  const t = useT(messages);
  return (
    <li className="relative flex flex-col items-center rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
      <Avatar src={v.image_url} size={80} lazy className="h-20 w-20 rounded-full border-2 border-brand-100" />
      <Link
        to={`/volunteer/${v._id}`}
        className="mt-3 font-semibold text-slate-900 outline-none after:absolute after:inset-0 after:rounded-xl hover:text-brand-800"
      >
        {v.first_name} {v.last_name}
      </Link>
      {v.state && <p className="text-xs text-slate-600">{v.state}</p>}
      <Grade grade={v.grade} className="mt-2" />
      <p className="mt-1 text-xs text-slate-600">{t.verified(v.verified_count)}</p>
    </li>
  );
}
