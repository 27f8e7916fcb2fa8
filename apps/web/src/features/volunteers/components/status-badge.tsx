import { campaignStatusInfo, type CampaignStatus } from '@ireti/shared/constants';

const colours: Record<string, string> = {
  orange: 'bg-orange-100 text-orange-900',
  green: 'bg-green-100 text-green-800',
  blue: 'bg-blue-100 text-blue-800',
  purple: 'bg-purple-100 text-purple-800',
  red: 'bg-red-100 text-red-800',
};

/** A campaign status as the spec's badge (section 4: label and colour). */
export function StatusBadge({ status, suspended = false }: { status: number; suspended?: boolean }) {
  if (suspended) return <span className="rounded px-2 py-0.5 text-xs font-semibold bg-slate-200 text-slate-800">Suspended</span>;
  const info = campaignStatusInfo[status as CampaignStatus];
  if (!info) return null;
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-semibold ${colours[info.colour]}`}>
      {status === 0 ? 'Awaiting verification' : info.label}
    </span>
  );
}
