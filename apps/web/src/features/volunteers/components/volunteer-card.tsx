import type { VolunteerItem } from '@ireti/shared/trust/types';
import { Grade } from '../../../components/volunteers/grade.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';

/** One volunteer of the public list: picture, first and last name, grade (spec §2, §3 "Volunteer"). */
export function VolunteerCard({ v }: { v: VolunteerItem }) {
  return (
    <li className="flex flex-col items-center rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm">
      <Avatar src={v.image_url} size={80} lazy className="h-20 w-20 rounded-full border-2 border-brand-100" />
      <p className="mt-3 font-semibold text-slate-900">
        {v.first_name} {v.last_name}
      </p>
      {v.state && <p className="text-xs text-slate-600">{v.state}</p>}
      <Grade grade={v.grade} className="mt-2" />
      <p className="mt-1 text-xs text-slate-600">
        {v.verified_count === 1 ? '1 campaign verified' : `${v.verified_count} campaigns verified`}
      </p>
    </li>
  );
}
