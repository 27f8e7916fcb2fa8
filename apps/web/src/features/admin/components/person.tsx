import { displayName, placeOf } from '@ireti/shared/accounts/types';
import type { AdminUserSummary } from '@ireti/shared/trust/types';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { i18n, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('admin/person', {
  organisation: 'ORGANISATION',
});

/** Who someone is, for a reviewer: picture, name, e-mail, phone, state and LGA. */
export function Person({ u }: { u: AdminUserSummary }) {
  const t = useT(messages);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar src={u.image_url} size={44} className="h-11 w-11 rounded-full" />
      <div className="min-w-0 text-sm">
        {/* Wrapped, never cut: on a phone the reviewer still needs the whole address and number. */}
        <p className="font-semibold break-words text-slate-900">
          {displayName(u)}
          {u.is_organization ? (
            <span className="ml-1.5 inline-block rounded bg-slate-100 px-1.5 py-0.5 text-[10px] font-bold text-slate-700">
              {t.organisation}
            </span>
          ) : null}
        </p>
        <p className="text-slate-600">
          <a href={`mailto:${u.email}`} className="break-words underline">
            {u.email}
          </a>
          {u.mobile ? <span className="whitespace-nowrap"> · {u.mobile}</span> : null}
        </p>
        {placeOf(u) && <p className="text-slate-600">{placeOf(u)}</p>}
      </div>
    </div>
  );
}
