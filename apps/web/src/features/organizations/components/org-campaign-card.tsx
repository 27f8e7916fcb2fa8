import { Link } from 'react-router';
import type { CampaignCard } from '@ireti/shared/campaigns/types';
import { fallbackToPlaceholder, imageUrl } from '../../../lib/images.ts';
import { formatNaira } from '../../../lib/format.ts';

/** A campaign of the organisation: picture, category, title, summary, progress. */
export function OrgCampaignCard({ c }: { c: CampaignCard }) {
  return (
    <li className="relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <img src={imageUrl(c.imageUrl, 'card')} onError={fallbackToPlaceholder} alt="" width={363} height={232} loading="lazy" className="aspect-[363/232] w-full object-cover" />
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{c.category}</p>
        <h3 className="mt-1 font-semibold text-slate-900">
          <Link to={`/campaign/${c.campaign_id.toLowerCase()}`} className="after:absolute after:inset-0">
            {c.title}
          </Link>
        </h3>
        <p className="mt-1 flex-1 text-sm text-slate-700">{c.summary}</p>
        <div className="mt-4 h-2 overflow-hidden rounded-full bg-slate-200" role="progressbar" aria-label="Funded" aria-valuemin={0} aria-valuemax={100} aria-valuenow={c.percent}>
          <div className="h-full bg-brand-600" style={{ width: `${c.percent}%` }} />
        </div>
        <p className="mt-2 text-sm text-slate-700">
          <span className="font-semibold text-slate-900">{formatNaira(c.pledged)}</span> raised · {c.percent}%
        </p>
        {c.status !== 1 && <p className="mt-1 text-xs font-semibold text-slate-600">{c.status === 2 ? 'Campaign Closed' : 'Closed for donations'}</p>}
      </div>
    </li>
  );
}
