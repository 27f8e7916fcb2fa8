import { Link } from 'react-router';
import type { CampaignCard } from '@ireti/shared/campaigns/types';
import { fallbackToPlaceholder, imageUrl } from '../../../lib/images.ts';
import { formatNaira } from '../../../lib/format.ts';
import { StatusBadge } from './status-badge.tsx';

/** A campaign as a compact row (the Volunteering tab): picture, title, summary, status, View. */
export function CampaignRow({ c, note }: { c: CampaignCard; note?: string }) {
  return (
    <li className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <img src={imageUrl(c.imageUrl, 'card')} onError={fallbackToPlaceholder} alt="" width={96} height={61} loading="lazy" className="h-16 w-24 shrink-0 rounded-lg object-cover" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={c.status} suspended={c.suspended} />
          {note && <span className="text-xs text-slate-600">{note}</span>}
        </div>
        <p className="mt-1 truncate font-semibold text-slate-900">{c.title}</p>
        <p className="truncate text-sm text-slate-600">{c.summary}</p>
        <p className="mt-1 text-xs text-slate-600">
          {formatNaira(c.pledged)} raised of {formatNaira(c.amount)} · {c.percent}%
        </p>
      </div>
      <Link to={`/campaign/${c.campaign_id.toLowerCase()}`} className="self-center rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50" aria-label={`View ${c.title}`}>
        View
      </Link>
    </li>
  );
}
