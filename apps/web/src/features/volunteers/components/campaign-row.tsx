import { Link } from 'react-router';
import type { CampaignCard } from '@ireti/shared/campaigns/types';
import { fallbackToPlaceholder, imageUrl } from '../../../lib/images.ts';
import { formatNaira } from '../../../lib/format.ts';
import { percentShown } from '../../../lib/percent.ts';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { i18n, params, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('volunteers/campaign-row', {
  raised: params('{raised} raised of {goal} · {percent}%'),
  view: 'View',
  viewLabel: params('View {title}'),
});

/** A campaign as a compact row (the Volunteering tab): picture, title, summary, status, View. */
export function CampaignRow({ c, note }: { c: CampaignCard; note?: string }) {
  const t = useT(messages);
  return (
    <li className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <img
        src={imageUrl(c.imageUrl, 'card')}
        onError={fallbackToPlaceholder}
        alt=""
        width={96}
        height={61}
        loading="lazy"
        className="h-14 w-20 shrink-0 rounded-lg object-cover sm:h-16 sm:w-24"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <StatusBadge status={c.status} suspended={c.suspended} />
          {note && <span className="text-xs text-slate-600">{note}</span>}
        </div>
        <p className="mt-1 line-clamp-2 font-semibold text-slate-900">{c.title}</p>
        <p className="line-clamp-1 text-sm text-slate-600">{c.summary}</p>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 text-xs text-slate-600">
          <span>
            {t.raised({ raised: formatNaira(c.pledged), goal: formatNaira(c.amount), percent: percentShown(c.percent, c.pledged) })}
          </span>
          <Link
            to={`/campaign/${c.campaign_id.toLowerCase()}`}
            className="-mr-1 inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            aria-label={t.viewLabel({ title: c.title })}
          >
            {t.view}
          </Link>
        </div>
      </div>
    </li>
  );
}
