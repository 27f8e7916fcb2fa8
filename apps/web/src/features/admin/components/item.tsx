import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One card of an admin list; actions go in the footer. */
export function Item({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      {children}
      {actions && <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-3">{actions}</div>}
    </li>
  );
}

/** Where an item stands (waiting for review, approved…), at the top right of its card. */
export function Chip({ children }: { children: ReactNode }) {
  return <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-800">{children}</span>;
}

export const smallButton = '!min-h-9 !px-3 !py-1.5 !text-xs';

/** The first line of an item about a campaign: its title, linking to its page, and where the item stands. */
export function CampaignHead({ campaign, chip }: { campaign: { campaign_id: string; title: string }; chip: ReactNode }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <p className="font-semibold text-slate-900">
        <Link to={`/campaign/${campaign.campaign_id}`} className="underline">
          {campaign.title}
        </Link>
      </p>
      <Chip>{chip}</Chip>
    </div>
  );
}
