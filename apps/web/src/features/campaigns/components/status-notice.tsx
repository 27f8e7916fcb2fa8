import type { CampaignDetail } from '@ireti/shared/campaigns/types';
import { CLOSED_SHORT_LABEL, CLOSED_SHORT_TEXT, closedShort } from '../../../components/campaigns/closed-short.ts';

/** What a visitor must know before giving: the notice of each status (spec §2, §4) and suspension. */
export function StatusNotice({ campaign: c }: { campaign: CampaignDetail }) {
  const notices: { title: string; text: string; tone: string }[] = [];
  if (c.suspended) {
    notices.push({
      title: 'This campaign is suspended',
      text: 'Our team is reviewing this campaign. It takes no donations until the review is over; the money already given stays held safely and is not paid out meanwhile.',
      tone: 'border-slate-400 bg-slate-100 text-slate-900',
    });
  }
  if (c.status === 0) {
    notices.push({
      title: 'This campaign is not yet verified',
      text: `Volunteers in ${c.state ? c.state.name : 'the campaign’s state'} are checking it. Donations open once it is verified.`,
      tone: 'border-orange-300 bg-orange-50 text-orange-950',
    });
  } else if (closedShort(c)) {
    notices.push({ title: CLOSED_SHORT_LABEL, text: CLOSED_SHORT_TEXT, tone: 'border-slate-300 bg-slate-50 text-slate-900' });
  } else if (c.status === 3) {
    notices.push({
      title: 'Closed for donations',
      text: 'This campaign reached its goal and takes no more donations.',
      tone: 'border-purple-300 bg-purple-50 text-purple-950',
    });
  } else if (c.status === 4) {
    notices.push({
      title: 'Campaign Deleted',
      text: 'The owner deleted this campaign. Everyone who gave to it is refunded in full.',
      tone: 'border-red-300 bg-red-50 text-red-950',
    });
  } else if (c.status === 2) {
    notices.push({
      title: 'Campaign Closed',
      text: 'This campaign is complete. Read the owner’s thank-you below.',
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
