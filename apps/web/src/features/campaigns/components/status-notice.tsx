import type { CampaignDetail } from '@ireti/shared/campaigns/types';
import { closedShort, messages as closedShortMessages } from './closed-short.ts';
import { fill } from '@ireti/shared/i18n';
import { i18n, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('campaign/status-notice', {
  suspended: 'This campaign is suspended',
  suspendedText:
    'Our team is reviewing this campaign. It takes no donations until the review is over; the money already given stays held safely and is not paid out meanwhile.',
  notVerified: 'This campaign is not yet verified',
  notVerifiedText: 'Volunteers in {state} are checking it. Donations open once it is verified.',
  notVerifiedNoState: 'Volunteers in the campaign’s state are checking it. Donations open once it is verified.',
  closedForDonations: 'Closed for donations',
  closedForDonationsText: 'This campaign reached its goal and takes no more donations.',
  deleted: 'Campaign Deleted',
  deletedText: 'The owner deleted this campaign. Everyone who gave to it is refunded in full.',
  closed: 'Campaign Closed',
  closedText: 'This campaign is complete. Read the owner’s thank-you below.',
});

/** What a visitor must know before giving: the notice of each status (spec §2, §4) and suspension. */
export function StatusNotice({ campaign: c }: { campaign: CampaignDetail }) {
  const t = useT(messages);
  const short = useT(closedShortMessages);
  const notices: { title: string; text: string; tone: string }[] = [];
  if (c.suspended) {
    notices.push({
      title: t.suspended,
      text: t.suspendedText,
      tone: 'border-slate-400 bg-slate-100 text-slate-900',
    });
  }
  if (c.status === 0) {
    notices.push({
      title: t.notVerified,
      text: c.state ? fill(t.notVerifiedText, { state: c.state.name }) : t.notVerifiedNoState,
      tone: 'border-orange-300 bg-orange-50 text-orange-950',
    });
  } else if (closedShort(c)) {
    notices.push({ title: short.label, text: short.text, tone: 'border-slate-300 bg-slate-50 text-slate-900' });
  } else if (c.status === 3) {
    notices.push({
      title: t.closedForDonations,
      text: t.closedForDonationsText,
      tone: 'border-purple-300 bg-purple-50 text-purple-950',
    });
  } else if (c.status === 4) {
    notices.push({
      title: t.deleted,
      text: t.deletedText,
      tone: 'border-red-300 bg-red-50 text-red-950',
    });
  } else if (c.status === 2) {
    notices.push({
      title: t.closed,
      text: t.closedText,
      tone: 'border-blue-300 bg-blue-50 text-blue-950',
    });
  }
  if (!notices.length) return null;
  return (
    <div className="space-y-3">
      {notices.map((n) => (
        <div key={n.title} role="status" className={`rounded-xl border px-4 py-3 ${n.tone}`}>
          <p className="font-bold">{n.title}</p>
          <p className="mt-0.5 text-sm">{n.text}</p>
        </div>
      ))}
    </div>
  );
}
