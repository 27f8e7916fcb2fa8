import { Msg } from '@ireti/shared/messages';
import { formatDate } from '../../lib/format.ts';
import { useCampaignDonations } from '../../lib/donations/get-campaign-donations.ts';
import { DonorAvatar, donorName } from './donor-avatar.tsx';
import { EmptyList, ListLoading, LoadError, ShowMore } from '../ui/list-states.tsx';

/** The campaign page's Comments tab: what donors wrote with their donation. */
export function CommentsTab({ campaignId }: { campaignId: string }) {
  const q = useCampaignDonations(campaignId, true);
  if (q.isPending) return <ListLoading label="Loading donations" />;
  if (q.isError) return <LoadError>{Msg.donationsLoadFailed}</LoadError>;
  const items = q.data.pages.flatMap((p) => p.transactions);
  if (!items.length) return <EmptyList>{Msg.noComments}</EmptyList>;
  return (
    <div>
      <ul className="space-y-3">
        {items.map((d) => (
          <li key={d._id} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
            <DonorAvatar name={d.first_name} anonymous={d.anonymous} />
            <div className="min-w-0 flex-1">
              <p className="text-sm">
                <span className="font-semibold text-slate-900">{donorName(d)}</span>
                <span className="text-slate-500"> · </span>
                <time dateTime={d.created} className="text-slate-600">
                  {formatDate(d.created)}
                </time>
              </p>
              <p className="mt-1 break-words whitespace-pre-line text-slate-800">{d.comment}</p>
            </div>
          </li>
        ))}
      </ul>
      <ShowMore q={q} label="Show more comments" className="mt-4" />
    </div>
  );
}
