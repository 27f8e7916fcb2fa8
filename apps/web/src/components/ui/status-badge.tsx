import { CampaignStatus, campaignStatusInfo } from '@ireti/shared/constants';
import { i18n, useT } from '../../lib/i18n/index.ts';

export const messages = i18n('shell/status-badge', {
  awaiting: 'Awaiting verification',
  live: 'Campaign Live',
  closed: 'Campaign Closed',
  closedForDonations: 'Closed for donations',
  deleted: 'Campaign Deleted',
  suspended: 'Suspended',
});

/** Each status's badge text (the shared labels, in the page's language). */
const labels = {
  [CampaignStatus.AWAITING_VERIFICATION]: 'awaiting',
  [CampaignStatus.ACTIVE]: 'live',
  [CampaignStatus.CLOSED]: 'closed',
  [CampaignStatus.CLOSED_FOR_DONATIONS]: 'closedForDonations',
  [CampaignStatus.DELETED]: 'deleted',
} as const;

/** The colours of spec §4's badges, by the shared status's colour name. */
const colours: Record<string, string> = {
  orange: 'bg-orange-100 text-orange-900 ring-orange-300',
  green: 'bg-green-100 text-green-900 ring-green-300',
  blue: 'bg-blue-100 text-blue-900 ring-blue-300',
  purple: 'bg-purple-100 text-purple-900 ring-purple-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
};

/** A campaign's status as the spec's badge (§4: label and colour), and "Suspended" when it is. */
export function StatusBadge({ status, suspended = false }: { status: number; suspended?: boolean }) {
  const t = useT(messages);
  const known = status in campaignStatusInfo ? (status as CampaignStatus) : CampaignStatus.ACTIVE;
  const info = campaignStatusInfo[known];
  // The shared label of 0 is the campaign page's sentence; a badge says it in two words.
  const label = t[labels[known]];
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span
        className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${colours[info.colour]}`}
      >
        <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-current" />
        {label}
      </span>
      {suspended && (
        <span className="inline-flex items-center rounded-full bg-slate-800 px-2.5 py-0.5 text-xs font-semibold text-white">
          {t.suspended}
        </span>
      )}
    </span>
  );
}
